import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { DocContent } from './DocContent';
import * as stories from './DocContent.stories';

const { English, Chinese } = composeStories(stories);
const css = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('<DocContent>', () => {
  it('wraps content in .rsd-doc, passing id, class, attributes and ref through', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <DocContent id="content" className="extra" data-page="x" ref={ref}>
        <p>hello</p>
      </DocContent>,
    );
    const root = screen.getByText('hello').parentElement!;
    expect(root).toHaveClass('rsd-doc', 'extra');
    expect(root).toHaveAttribute('id', 'content');
    expect(root).toHaveAttribute('data-page', 'x');
    expect(ref.current).toBe(root);
  });

  it('renders the English sample article with headings and permalinks', () => {
    render(<English />);
    expect(screen.getByRole('heading', { level: 1, name: /Output format/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Permalink to Install' })).toHaveAttribute('href', '#install');
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('renders the Chinese sample article', () => {
    render(<Chinese />);
    expect(screen.getByRole('heading', { level: 2, name: /配置产物格式/ })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('提示');
  });
});

describe('content and print styles', () => {
  const typography = css('./DocContent.css');
  const print = css('../../styles/print.css');

  it('keep every rule inside @layer rsd.content', () => {
    for (const source of [typography, print]) {
      const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, '').trim();
      expect(withoutComments.startsWith('@layer rsd.content {')).toBe(true);
      expect(withoutComments.endsWith('}')).toBe(true);
      expect(withoutComments.match(/@layer/g)).toHaveLength(1);
    }
  });

  it('style Markdown output: anchors on hover, scrollable tables, inline code, capped width', () => {
    expect(typography).toMatch(/:hover \.rsd-heading-anchor/);
    expect(typography).toMatch(/table:not\(\[class\]\) \{[^}]*overflow-x: auto/);
    expect(typography).toMatch(/:not\(pre\) > code \{[^}]*--rsd-c-code-inline-bg/);
    expect(typography).toMatch(/max-width: var\(--rsd-content-max-width\)/);
  });

  it('print hides chrome, shows link URLs and wraps code', () => {
    expect(print).toMatch(/@media print/);
    expect(print).toMatch(/\.rsd-navbar/);
    expect(print).toMatch(/attr\(href\)/);
    expect(print).toMatch(/white-space: pre-wrap/);
  });

  it('are imported by the theme stylesheet, with each component stylesheet of this area', () => {
    const index = css('../../styles/index.css');
    for (const name of ['HomeHero', 'HomeFeatures', 'ToolStackSection', 'Tabs', 'PackageManagerTabs', 'CodeBlock', 'Callout', 'ImageZoom', 'DocContent']) {
      expect(index).toContain(`@import '../components/${name}/${name}.css';`);
    }
    expect(index).toContain("@import './print.css';");
  });
});

describe('<DocContent> accessibility', () => {
  it('has no serious axe violation in the English sample', async () => {
    const { container } = render(<English />);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
  it('has no serious axe violation in the Chinese sample', async () => {
    const { container } = render(<Chinese />);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
