import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultSite } from '../../provider/ThemeProvider';
import { seriousAxeViolations } from '../../test/axe';
import { storySite } from '../../test/fixtures';
import { renderWithTheme } from '../../test/render';
import { ToolStackSection } from './ToolStackSection';
import * as stories from './ToolStackSection.stories';

const { Default, Chinese } = composeStories(stories);

describe('<ToolStackSection>', () => {
  it('shows a labelled section with heading, paragraph and five cards opening in a new tab', () => {
    render(<Default />);
    const section = screen.getByRole('region', { name: 'Tool Stack' });
    expect(within(section).getByRole('heading', { name: 'Tool Stack' })).toBeInTheDocument();
    expect(within(section).getByText(/High-performance tool stack/)).toBeInTheDocument();
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(5);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noreferrer');
    }
    expect(links[0]).toHaveAttribute('href', 'https://rspack.dev');
    expect(links[0]).toHaveTextContent('Rust-based web bundler');
  });

  it('lazy-loads logos with alternative text', () => {
    render(<Default />);
    const logo = screen.getByRole('img', { name: 'Rsbuild logo' });
    expect(logo).toHaveAttribute('loading', 'lazy');
  });

  it('shows Chinese descriptions on Chinese pages', () => {
    render(<Chinese />);
    expect(screen.getByRole('heading', { name: '工具栈' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Rsbuild/ })).toHaveTextContent('开箱即用的构建工具');
    expect(screen.queryByText('Out-of-the-box build tool')).toBeNull();
  });

  it('defaults to the first five tools of the site and the translated title', () => {
    renderWithTheme(<ToolStackSection />, { site: storySite, lang: 'zh' });
    expect(screen.getByRole('heading', { name: '工具栈' })).toBeInTheDocument();
    const names = screen.getAllByRole('link').map((a) => a.querySelector('.rsd-tool-stack-section__name')?.textContent);
    expect(names).toEqual(['Rspack', 'Rsbuild', 'Rspress', 'Rslib', 'Rsdoctor']);
  });

  it('uses urlEn on English pages and the logo scale', () => {
    renderWithTheme(
      <ToolStackSection items={[{ name: 'T', desc: '中', descEn: 'en', logo: '/t.svg', logoScale: 1.2, url: 'https://t.cn', urlEn: 'https://t.dev' }]} />,
      { site: defaultSite },
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', 'https://t.dev');
    expect(screen.getByRole('img').style.getPropertyValue('--_scale')).toBe('1.2');
  });
});

describe('<ToolStackSection> accessibility', () => {
  it('has no serious axe violation in the default story', async () => {
    const { container } = render(<Default />);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
