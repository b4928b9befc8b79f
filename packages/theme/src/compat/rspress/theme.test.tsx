import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PartsProvider } from '../../layouts/parts';
import { composeStories } from '@storybook/react-vite';
import * as calloutStories from './Callout.stories';
import * as overviewStories from './Overview.stories';
import { Callout, HomeFeature, Overview } from './theme';

const { Caution } = composeStories(calloutStories);
const { RspressGroups } = composeStories(overviewStories);

describe("Rspress's Callout kinds", () => {
  it.each([
    ['note', 'rsd-callout--info', 'NOTE'],
    ['important', 'rsd-callout--important', 'IMPORTANT'],
    ['caution', 'rsd-callout--danger', 'CAUTION'],
    ['tip', 'rsd-callout--tip', 'TIP'],
  ] as const)('draws %s as %s titled %s', (type, className, title) => {
    const { container } = render(<Callout type={type}>text</Callout>);
    expect(container.firstElementChild).toHaveClass(className);
    expect(screen.getByText(title)).toBeInTheDocument();
  });
});

describe('the stories', () => {
  it('draw caution as a danger (as Rspress does), and Rspress-shaped groups as cards with their headings', () => {
    const { container } = render(
      <>
        <Caution />
        <RspressGroups />
      </>,
    );
    expect(container.querySelector('.rsd-callout--danger')).toHaveTextContent('CAUTION');
    expect(container.querySelector('a[href="/plugins/vue#faq"]')).toHaveTextContent('FAQ');
  });
});

describe("Rspress's Overview", () => {
  it("lists the page's overview groups when given none", () => {
    const page = {
      pagePath: 'en/config/index.mdx', pageType: 'doc' as const, title: 'Config', frontmatter: {}, toc: [], routePath: '/config/', lang: 'en', version: '', relativePath: '/en/config/index.mdx',
      overviewGroups: [{ text: 'Output', items: [{ text: 'output.target', link: '/config/output/target', headers: [] }] }],
    };
    const { container } = render(
      <PartsProvider page={page}>
        <Overview />
      </PartsProvider>,
    );
    expect(container.querySelector('a[href="/config/output/target"]')).toHaveTextContent('output.target');
  });

  it("takes groups in Rspress's shape", () => {
    render(<Overview groups={[{ name: 'Plugins', items: [{ text: 'React', link: '/plugins/react', headers: [{ id: 'options', text: 'Options', depth: 2 }] }] }]} />);
    expect(screen.getByRole('heading', { name: 'Plugins' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Options' })).toHaveAttribute('href', '/plugins/react#options');
  });
});

describe("Rspress's HomeFeature", () => {
  it('draws the given features, or the home page frontmatter\'s, as the theme\'s feature cards', () => {
    const { container, unmount } = render(<HomeFeature features={[{ title: 'Fast', details: 'Builds in seconds', icon: '🚀' }]} />);
    expect(container.querySelector('.rsd-home-features, ul')).toHaveTextContent('Builds in seconds');
    unmount();
    const page = { pagePath: 'en/index.md', pageType: 'home' as const, title: 'Home', frontmatter: { features: [{ title: 'Small', details: 'No runtime' }] }, toc: [], routePath: '/', lang: 'en', version: '', relativePath: '/en/index.md' };
    render(
      <PartsProvider page={page}>
        <HomeFeature />
      </PartsProvider>,
    );
    expect(screen.getByText('No runtime')).toBeInTheDocument();
  });
});
