// The extension contract of the theme: layouts with slot props, and a site's theme entry (Layout, mdxComponents,
// slots) applied by App. These are the documented ways to extend the theme without forking it.
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { resolvePartSwitches } from '../lib/part-switches';
import { settledResource } from '../lib/resource';
import { App } from '../runtime/App';
import type { MdxContentProps } from '../runtime/route-types';
import type { RouteLoader } from '../runtime/router';
import type { PageData } from '../runtime/types';
import { storySidebar, storySite, storyToc } from '../test/fixtures';
import { renderWithTheme } from '../test/render';
import { DefaultLayout } from './DefaultLayout';
import { DocLayout, loadDocParts } from './DocLayout';
import { HomeLayout } from './HomeLayout';
import { BlankLayout, CustomLayout, NotFoundLayout } from './SimpleLayouts';
import type { LayoutProps, LayoutSlots, PartSwitches } from './types';
import { usePageData } from './parts';
import { Layout } from '../index';
import { Navbar } from '../components/Navbar/Navbar';

const allParts: PartSwitches = { navbar: true, sidebar: true, outline: true, footer: true, prevNext: true, lastUpdated: true, editLink: true, globalUIComponents: true };

function page(overrides: Partial<PageData> = {}): PageData {
  return {
    pagePath: 'en/guide/start/index.md',
    pageType: 'doc',
    title: 'Introduction',
    frontmatter: {},
    toc: storyToc,
    routePath: '/guide/start/',
    lang: 'en',
    version: '',
    relativePath: '/en/guide/start/index.md',
    ...overrides,
  };
}

/** A compiled page stand-in: renders a paragraph and, when given, the `Note` MDX component. */
function Content({ components }: MdxContentProps) {
  const Note = components?.Note as (ComponentType<{ children: string }>) | undefined;
  return (
    <>
      <p>Page body text</p>
      {Note && <Note>from mdxComponents</Note>}
    </>
  );
}

const slotNames: Array<keyof LayoutSlots> = [
  'beforeNavbar',
  'afterNavbar',
  'beforeSidebar',
  'afterSidebar',
  'beforeContent',
  'afterContent',
  'beforeOutline',
  'afterOutline',
  'beforeFooter',
];
const allSlots: LayoutSlots = Object.fromEntries(slotNames.map((n) => [n, <span key={n} data-slot={n} />]));

function props(overrides: Partial<LayoutProps> = {}): LayoutProps {
  return { page: page(), Content, sidebar: settledResource(storySidebar), mdxComponents: {}, parts: allParts, slots: allSlots, ...overrides };
}

const slotsIn = (container: HTMLElement) => [...container.querySelectorAll('[data-slot]')].map((e) => e.getAttribute('data-slot'));

describe('layouts', () => {
  it('DefaultLayout (exported as Layout) renders the navbar, the doc layout and every slot', async () => {
    expect(Layout).toBe(DefaultLayout);
    const { container } = renderWithTheme(<DefaultLayout {...props()} />, { site: storySite, pathname: '/guide/start/' });
    // Outside the runtime the page type's layout chunk loads on first use.
    expect(await screen.findByText('Page body text')).toBeInTheDocument();
    expect(container.querySelector('.rsd-navbar')).not.toBeNull();
    expect(container.querySelector('.rsd-doc-layout__sidebar')).not.toBeNull();
    expect(container.querySelector('.rsd-doc-layout__outline')).not.toBeNull();
    // Document order: the footer sits inside <main>, before the outline column.
    expect(slotsIn(container)).toEqual([
      'beforeNavbar',
      'afterNavbar',
      'beforeSidebar',
      'afterSidebar',
      'beforeContent',
      'afterContent',
      'beforeFooter',
      'beforeOutline',
      'afterOutline',
    ]);
  });

  it("DocLayout puts the drawer toggle and the outline menu in one local bar, and the toggle opens the page's drawer", async () => {
    const { container } = renderWithTheme(<DocLayout {...props()} />, { site: storySite, pathname: '/guide/start/' });
    const bar = container.querySelector('.rsd-doc-layout__localnav')!;
    const toggle = bar.querySelector<HTMLButtonElement>('.rsd-doc-layout__drawer-toggle')!;
    expect(bar.querySelector('details.rsd-outline-menu')).not.toBeNull();
    const drawer = container.querySelector('.rsd-doc-layout__sidebar')!;
    expect(toggle.getAttribute('aria-controls')).toBe(drawer.id);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    act(() => toggle.click());
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).toHaveAttribute('data-open');
    // One toggle only: the drawer does not draw its own.
    expect(container.querySelectorAll('.rsd-doc-layout__drawer-toggle')).toHaveLength(1);
  });

  it("DocLayout puts the page menu before the content, linking the page's Markdown copy with the base, unless it is off", () => {
    const site = { ...storySite, base: '/docs/', pageActions: { openIn: [{ name: 'Chat', url: 'https://chat.example/?q={prompt}' }] } };
    const on = renderWithTheme(<DocLayout {...props()} />, { site, pathname: '/guide/start/' });
    const menu = on.container.querySelector('.rsd-page-actions')!;
    expect(menu.nextElementSibling).toHaveClass('rsd-doc');
    expect(menu.querySelector('.rsd-page-actions__copy')).toHaveAttribute('data-md', '/docs/guide/start/index.md');
    expect(menu.querySelector('.rsd-page-actions__item')).toHaveAttribute('href', '/docs/guide/start/index.md');
    expect(menu.querySelectorAll('.rsd-page-actions__item')).toHaveLength(2);
    on.unmount();
    const off = renderWithTheme(<DocLayout {...props()} />, { site: { ...site, pageActions: false }, pathname: '/guide/start/' });
    expect(off.container.querySelector('.rsd-page-actions')).toBeNull();
  });

  it('DocLayout leaves the local bar empty without a sidebar and without headings', () => {
    const { container } = renderWithTheme(<DocLayout {...props({ sidebar: settledResource([]), page: page({ toc: [] }) })} />, { site: storySite });
    expect(container.querySelector('.rsd-doc-layout__localnav')).toBeEmptyDOMElement();
  });

  it("DocLayout lists a blog index's posts after its content, and dates a post above its content", async () => {
    await loadDocParts();
    const posts = [{ title: 'First post', link: '/blog/first', date: '2025-05-14', description: 'Summary.' }];
    const index = renderWithTheme(<DocLayout {...props({ page: page({ frontmatter: { blog: true }, posts }) })} />, { site: storySite });
    const list = index.container.querySelector('.rsd-blog-index')!;
    expect(list.compareDocumentPosition(screen.getByText('Page body text')) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'First post' })).toHaveAttribute('href', '/blog/first');
    index.unmount();
    const post = renderWithTheme(<DocLayout {...props({ page: page({ frontmatter: { date: '2025-05-14', authors: ['Ada'] } }) })} />, { site: storySite });
    const meta = post.container.querySelector('.rsd-post-meta')!;
    expect(meta).toHaveTextContent('May 14, 2025·Ada');
    expect(meta.compareDocumentPosition(screen.getByText('Page body text')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('DocLayout drops the sidebar and outline (and their slots) when the parts are switched off', () => {
    const parts = { ...allParts, sidebar: false, outline: false };
    const { container } = renderWithTheme(<DocLayout {...props({ parts })} />, { site: storySite });
    expect(container.querySelector('.rsd-doc-layout__sidebar')).toBeNull();
    expect(container.querySelector('.rsd-doc-layout__outline')).toBeNull();
    expect(slotsIn(container)).toEqual(['beforeContent', 'afterContent', 'beforeFooter']);
  });

  it("DocLayout marks Rspress's doc-wide pages for the wide column, and no other page", () => {
    const wide = renderWithTheme(<DocLayout {...props({ page: page({ frontmatter: { pageType: 'doc-wide' } }) })} />, { site: storySite });
    expect(wide.container.querySelector('.rsd-doc-layout')).toHaveAttribute('data-wide');
    wide.unmount();
    const { container } = renderWithTheme(<DocLayout {...props()} />, { site: storySite });
    expect(container.querySelector('.rsd-doc-layout')).not.toHaveAttribute('data-wide');
  });

  it('HomeLayout renders the hero and features from frontmatter around the content slots', () => {
    const home = page({
      pageType: 'home',
      toc: [],
      frontmatter: { hero: { name: 'Acme', text: 'Docs for Acme', actions: [{ text: 'Start', link: '/guide/start/' }] }, features: [{ title: 'Fast' }] },
    });
    const { container } = renderWithTheme(<HomeLayout {...props({ page: home })} />, { site: storySite });
    expect(screen.getByText('Docs for Acme')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start' })).toHaveAttribute('href', '/guide/start/');
    expect(screen.getByText('Fast')).toBeInTheDocument();
    expect(slotsIn(container)).toEqual(['beforeContent', 'afterContent']);
  });

  it('HomeLayout says so on an untranslated home page, linking the original, and not on others', () => {
    const home = page({ pageType: 'home', toc: [], routePath: '/zh/', lang: 'zh', untranslatedOf: '/', frontmatter: { hero: { name: 'Acme' } } });
    renderWithTheme(<HomeLayout {...props({ page: home })} />, { site: storySite, lang: 'zh' });
    expect(screen.getByRole('note')).toHaveTextContent('此页尚未翻译');
    expect(screen.getByRole('link', { name: '查看英文原文' })).toHaveAttribute('href', '/');
    cleanup();
    renderWithTheme(<HomeLayout {...props({ page: { ...home, untranslatedOf: undefined } })} />, { site: storySite, lang: 'zh' });
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('CustomLayout (and so BlankLayout) says so on an untranslated page, its content marked with the original’s language, and not on others', () => {
    const custom = page({ pageType: 'custom', toc: [], routePath: '/zh/showcase', lang: 'zh', untranslatedOf: '/showcase' });
    const { container } = renderWithTheme(<CustomLayout {...props({ page: custom })} />, { site: storySite, lang: 'zh' });
    expect(screen.getByRole('note')).toHaveTextContent('此页尚未翻译');
    expect(screen.getByRole('link', { name: '查看英文原文' })).toHaveAttribute('href', '/showcase');
    expect(screen.getByText('Page body text').closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Page body text').closest('[dir]')).toHaveAttribute('dir', 'ltr');
    // The notice comes before the page's own content, after the slot before it.
    expect(container.querySelector('.rsd-custom-layout > [role="note"]')!.compareDocumentPosition(screen.getByText('Page body text')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    cleanup();
    const translated = renderWithTheme(<CustomLayout {...props({ page: { ...custom, untranslatedOf: undefined } })} />, { site: storySite, lang: 'zh' });
    expect(screen.queryByRole('note')).toBeNull();
    expect(translated.container.querySelector('.rsd-custom-layout__content')).toBeNull();
  });

  it('NotFoundLayout, CustomLayout and BlankLayout render content between the content slots', () => {
    const nf = renderWithTheme(<NotFoundLayout {...props({ Content: null })} />, { site: storySite });
    expect(nf.container.querySelector('.rsd-not-found-layout')).not.toBeNull();
    expect(slotsIn(nf.container)).toEqual(['beforeContent', 'afterContent']);
    nf.unmount();

    const custom = renderWithTheme(<CustomLayout {...props()} />, { site: storySite });
    expect(custom.container.querySelector('.rsd-custom-layout')).not.toBeNull();
    expect(screen.getByText('Page body text')).toBeInTheDocument();
    custom.unmount();

    expect(BlankLayout).toBe(CustomLayout);
  });
});

describe('App with a theme entry', () => {
  const loader: RouteLoader = {
    load: async () => ({ pageData: page(), Content, sidebars: settledResource({}) }),
    loadFirst: async (pageData) => ({ pageData, Content, sidebars: settledResource({}) }),
    preload: () => {},
    applyHotUpdate: () => {},
  };
  const initial = { page: { pageData: page(), Content, sidebars: settledResource({ '/guide/': storySidebar }) }, pathname: '/guide/start/' };

  it('passes slots and mdxComponents from the theme entry to the default layout', () => {
    const theme = { slots: { afterContent: <aside>Ad slot</aside> }, mdxComponents: { Note: ({ children }: { children: string }) => <em>{children}</em> } };
    render(<App site={storySite} loader={loader} initial={initial} theme={theme} />);
    expect(screen.getByText('Ad slot')).toBeInTheDocument();
    expect(screen.getByText('from mdxComponents').tagName).toBe('EM');
    expect(screen.getByRole('link', { name: 'Introduction' })).toBeInTheDocument(); // sidebar picked for /guide/
  });

  it('replaces the whole layout with the theme entry Layout', () => {
    function MyLayout({ page: p, Content: C, mdxComponents }: LayoutProps) {
      return (
        <div data-testid="my-layout">
          <h1>{p.title}</h1>
          {C && <C components={mdxComponents} />}
        </div>
      );
    }
    const { container } = render(<App site={storySite} loader={loader} initial={initial} theme={{ Layout: MyLayout }} />);
    expect(screen.getByTestId('my-layout')).toHaveTextContent('Introduction');
    expect(screen.getByText('Page body text')).toBeInTheDocument();
    expect(container.querySelector('.rsd-navbar')).toBeNull();
  });

  it('replaces one part (the navbar) by wrapping DefaultLayout with that part switched off', () => {
    // The README's recipe for replacing a single built-in component.
    function MyLayout(p: LayoutProps) {
      return (
        <>
          <Navbar className="my-navbar" afterNavMenu={<a href="/pricing">Pricing</a>} />
          <DefaultLayout {...p} parts={{ ...p.parts, navbar: false }} />
        </>
      );
    }
    const { container } = render(<App site={storySite} loader={loader} initial={initial} theme={{ Layout: MyLayout }} />);
    expect(container.querySelectorAll('.rsd-navbar')).toHaveLength(1);
    expect(container.querySelector('.rsd-navbar')).toHaveClass('my-navbar');
    expect(screen.getByRole('link', { name: 'Pricing' })).toBeInTheDocument();
    expect(screen.getByText('Page body text')).toBeInTheDocument();
  });

  it("gives components the not-found page's own route, whatever unknown path it stands in for", () => {
    const notFound = page({ pageType: '404', title: '404', routePath: '/404', toc: [] });
    const at = (pathname: string) => {
      const view = render(<App site={storySite} loader={loader} initial={{ page: { pageData: notFound, Content, sidebars: settledResource({}) }, pathname }} />);
      const href = view.container.querySelector('.rsd-language-switch')?.getAttribute('href');
      view.unmount();
      return href;
    };
    // The prerender's probe path and a visitor's unknown path render the same link, to a page that exists.
    expect(at('/404-rsdocs-not-found')).toBe('/zh/404');
    expect(at('/guide/no-such-page')).toBe('/zh/404');
  });

  it('replaces parts by name through the components map, each on its own', () => {
    const theme = {
      components: {
        PrevNextPage: () => <nav data-testid="my-prev-next">My prev/next</nav>,
        Outline: () => <nav data-testid="my-outline">My outline</nav>,
      },
    };
    const { container } = render(<App site={storySite} loader={loader} initial={initial} theme={theme} />);
    expect(screen.getByTestId('my-prev-next')).toBeInTheDocument();
    expect(screen.getByTestId('my-outline')).toBeInTheDocument();
    expect(container.querySelector('.rsd-prev-next')).toBeNull();
    // Parts not named stay built in.
    expect(container.querySelector('.rsd-navbar')).not.toBeNull();
  });

  it('calls a slot that is a function of the page language', () => {
    const theme = { slots: { afterContent: (lang: string) => <aside>{lang === 'zh' ? '中文插槽' : 'English slot'}</aside> } };
    const view = render(<App site={storySite} loader={loader} initial={initial} theme={theme} />);
    expect(screen.getByText('English slot')).toBeInTheDocument();
    view.unmount();
    const zh = { page: { ...initial.page, pageData: page({ lang: 'zh', routePath: '/zh/guide/start/' }) }, pathname: '/zh/guide/start/' };
    render(<App site={storySite} loader={loader} initial={zh} theme={theme} />);
    expect(screen.getByText('中文插槽')).toBeInTheDocument();
  });

  it('renders global components (from plugins) after the layout with the page data at hand', () => {
    function PageTitleBadge() {
      const data = usePageData();
      return <output data-testid="global">{data?.title}</output>;
    }
    render(<App site={storySite} loader={loader} initial={initial} theme={{ globalComponents: [PageTitleBadge] }} />);
    expect(screen.getByTestId('global')).toHaveTextContent('Introduction');
  });
});

describe('doc footer parts', () => {
  const site = { ...storySite, editLink: { docRepoBaseUrl: 'https://github.com/acme/docs/tree/main/docs' }, lastUpdated: true };
  const dated = page({ lastUpdatedTime: Date.UTC(2024, 10, 3) });
  const parts = (over: Partial<PartSwitches>) => ({ ...allParts, ...over });
  const has = (c: HTMLElement) => ({
    editLink: !!c.querySelector('.rsd-edit-link'),
    lastUpdated: !!c.querySelector('.rsd-last-updated'),
    prevNext: !!c.querySelector('.rsd-prev-next'),
  });

  it('shows the whole footer by default', () => {
    const { container } = renderWithTheme(<DocLayout {...props({ page: dated, parts: parts({}) })} />, { site, pathname: '/guide/start/' });
    expect(has(container)).toEqual({ editLink: true, lastUpdated: true, prevNext: true });
  });

  it('drops the whole footer (edit link, last updated, prev/next and a slot) when the footer is switched off', () => {
    const slots = { beforeFooter: <p data-testid="before-footer">Feedback</p> };
    const { container } = renderWithTheme(<DocLayout {...props({ page: dated, parts: parts({ footer: false }), slots })} />, { site, pathname: '/guide/start/' });
    expect(has(container)).toEqual({ editLink: false, lastUpdated: false, prevNext: false });
    expect(container.querySelector('.rsd-doc-footer')).toBeNull();
    expect(screen.queryByTestId('before-footer')).toBeNull();
  });

  it('drops the footer for ?footer=0 and for footer: false in the frontmatter; the query wins', () => {
    const renderAt = (frontmatter: Record<string, unknown>, search: string) => {
      const page = { ...dated, frontmatter: { ...dated.frontmatter, ...frontmatter } };
      return renderWithTheme(<DocLayout {...props({ page, parts: resolvePartSwitches('doc', page.frontmatter, search) })} />, { site, pathname: '/guide/start/' });
    };
    expect(renderAt({}, '?footer=0').container.querySelector('.rsd-doc-footer')).toBeNull();
    expect(renderAt({ footer: false }, '').container.querySelector('.rsd-doc-footer')).toBeNull();
    expect(has(renderAt({ footer: false }, '?footer=1').container)).toEqual({ editLink: true, lastUpdated: true, prevNext: true });
  });

  it.each(['prevNext', 'lastUpdated', 'editLink'] as const)('switches off %s alone', (part) => {
    const { container } = renderWithTheme(<DocLayout {...props({ page: dated, parts: parts({ [part]: false }) })} />, { site, pathname: '/guide/start/' });
    expect(has(container)).toEqual({ editLink: true, lastUpdated: true, prevNext: true, [part]: false });
  });
});
