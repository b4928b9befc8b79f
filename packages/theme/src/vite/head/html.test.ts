import { describe, expect, it } from 'vitest';
import type { ClientSiteData, PageData } from '../../runtime/types';
import { escapeHtml, FIRST_PAINT_TARGET, jsonForScript, renderHtml, type HtmlParts } from './html';

const site: ClientSiteData = {
  title: 'Rslib',
  description: 'Site description',
  base: '/',
  lang: 'en',
  icon: '/rslib-logo.svg',
  locales: [
    { lang: 'en', label: 'English', title: 'Rslib', description: '', nav: [], messages: {}, prefix: '' },
    { lang: 'zh', label: '简体中文', title: 'Rslib', description: '中文站点描述', nav: [], messages: {}, prefix: '/zh' },
  ],
  socialLinks: [],
  lastUpdated: true,
  search: { mode: 'local' },
  versions: [],
  defaultVersion: '',
  hideNavbarOnScroll: false,
  localeRedirect: 'auto',
};

const page = (extra: Partial<PageData> = {}): PageData => ({
  pagePath: 'en/guide/basic/cli.mdx',
  pageType: 'doc',
  title: 'CLI',
  frontmatter: { description: 'Use the Rslib CLI' },
  toc: [],
  routePath: '/guide/basic/cli',
  lang: 'en',
  version: '',
  relativePath: '/en/guide/basic/cli.mdx',
  ...extra,
});

const parts = (extra: Partial<HtmlParts> = {}): HtmlParts => ({
  site,
  page: page(),
  title: 'CLI | Rslib',
  body: '<main>content</main>',
  scripts: ['/static/js/index.js'],
  styles: ['/static/css/index.css'],
  preloads: ['/static/js/page.js'],
  headScript: 'void 0',
  canonical: 'https://rslib.rs/guide/basic/cli',
  locale: 'en',
  ...extra,
});

const head = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));

describe('escapeHtml', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<b title="x">Tom & 'Jerry'</b>`)).toBe('&lt;b title=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/b&gt;');
    expect(escapeHtml('plain 中文')).toBe('plain 中文');
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element or open a comment, and round-trips', () => {
    const value = { title: '</script><script>alert(1)</script>', c: '<!-- x', sep: 'a\u2028b\u2029c' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/<\/script/i);
    expect(json).not.toContain('<!--');
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('renderHtml', () => {
  it('writes title, description and OpenGraph tags of a doc page', () => {
    const h = head(renderHtml(parts()));
    expect(h).toContain('<title>CLI | Rslib</title>');
    expect(h).toContain('<meta name="description" content="Use the Rslib CLI">');
    expect(h).toContain('<meta property="og:title" content="CLI | Rslib">');
    expect(h).toContain('<meta property="og:description" content="Use the Rslib CLI">');
    expect(h).toContain('<meta property="og:type" content="article">');
    expect(h).toContain('<meta property="og:site_name" content="Rslib">');
    expect(h).toContain('<meta property="og:locale" content="en">');
    expect(h).toContain('<meta property="og:url" content="https://rslib.rs/guide/basic/cli">');
    expect(h).toContain('<link rel="canonical" href="https://rslib.rs/guide/basic/cli">');
    expect(h).toContain('<link rel="icon" href="/rslib-logo.svg">');
  });

  it('holds the first paint until the main element is parsed, before anything that renders', () => {
    const h = head(renderHtml(parts()));
    const link = `<link rel="expect" href="#${FIRST_PAINT_TARGET}" blocking="render">`;
    expect(FIRST_PAINT_TARGET).toBe('rsd-main'); // the id every layout gives its <main>
    expect(h).toContain(link);
    expect(h.indexOf(link)).toBeLessThan(h.indexOf('<script>'));
  });

  it('marks the home page as a website', () => {
    const h = head(renderHtml(parts({ page: page({ pageType: 'home', routePath: '/' }), title: 'Rslib' })));
    expect(h).toContain('<meta property="og:type" content="website">');
  });

  it('omits canonical and og:url without a canonical URL', () => {
    const h = head(renderHtml(parts({ canonical: undefined })));
    expect(h).not.toContain('rel="canonical"');
    expect(h).not.toContain('og:url');
  });

  it('falls back to the locale description, then the site description, then none', () => {
    const zh = head(renderHtml(parts({ page: page({ lang: 'zh', frontmatter: {} }) })));
    expect(zh).toContain('<meta name="description" content="中文站点描述">');
    const en = head(renderHtml(parts({ page: page({ frontmatter: { description: '' } }) })));
    expect(en).toContain('<meta name="description" content="Site description">');
    const none = head(renderHtml(parts({ site: { ...site, description: '' }, page: page({ frontmatter: {} }) })));
    expect(none).not.toContain('name="description"');
    expect(none).not.toContain('og:description');
  });

  it("names the page's chunk next to its inline data (the client hydrates with it), and nothing for the 404 page", () => {
    const withChunk = renderHtml(parts({ pageModule: '/docs/assets/quick-start-1a2b.js' }));
    expect(withChunk).toMatch(/<script id="__RSDOCS_PAGE__" type="application\/json" data-module="\/docs\/assets\/quick-start-1a2b.js">\{/);
    expect(renderHtml(parts())).toContain('<script id="__RSDOCS_PAGE__" type="application/json">{');
  });

  it('escapes quotes and angle brackets in titles and descriptions', () => {
    const html = renderHtml(
      parts({
        title: `The "<Tabs>" component & 'more' | Rslib`,
        page: page({ title: `The "<Tabs>" component`, frontmatter: { description: `Use <Tabs> with "items"` } }),
      }),
    );
    const h = head(html);
    expect(h).toContain('<title>The &quot;&lt;Tabs&gt;&quot; component &amp; &#39;more&#39; | Rslib</title>');
    expect(h).toContain('<meta property="og:title" content="The &quot;&lt;Tabs&gt;&quot; component &amp; &#39;more&#39; | Rslib">');
    expect(h).toContain('<meta name="description" content="Use &lt;Tabs&gt; with &quot;items&quot;">');
    expect(h).not.toContain('<Tabs>');
  });

  it('sets <html lang>, Simplified Chinese for zh', () => {
    expect(renderHtml(parts())).toContain('<html lang="en">');
    expect(renderHtml(parts({ page: page({ lang: 'zh' }), locale: 'zh_CN' }))).toContain('<html lang="zh-CN">');
  });

  it('links styles, module preloads and the entry script, and inlines the page data safely', () => {
    const html = renderHtml(parts({ page: page({ title: 'x</script><script>alert(1)//' }) }));
    expect(html).toContain('<link rel="stylesheet" href="/static/css/index.css">');
    expect(html).toContain('<link rel="modulepreload" href="/static/js/page.js">');
    expect(html).toContain('<script type="module" src="/static/js/index.js"></script>');
    expect(html).toContain('<div id="rsd-root"><main>content</main></div>');
    const data = /<script id="__RSDOCS_PAGE__" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual(page({ title: 'x</script><script>alert(1)//' }));
    expect(html.match(/<script/g)).toHaveLength(3);
  });

  it('with deferApp, names the entry and preloads on the data script instead of fetching them with the page', () => {
    const html = renderHtml(parts({ deferApp: true, pageModule: '/static/js/page.js' }));
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/static/css/index.css">');
    expect(html).toContain('<script id="__RSDOCS_PAGE__" type="application/json" data-module="/static/js/page.js" data-entry="/static/js/index.js" data-preload="/static/js/page.js">');
  });

  it('gives 404 pages, and only them, the head script that keeps another language unpainted', () => {
    const notFound = renderHtml(parts({ page: page({ pageType: '404', routePath: '/404' }) }));
    const head = notFound.slice(0, notFound.indexOf('</head>'));
    expect(head).toContain("setAttribute('data-rsd-relocating'");
    expect(head).toContain('["en","zh"]');
    expect(renderHtml(parts())).not.toContain('data-rsd-relocating');
  });
});

describe('<html lang dir>', () => {
  const arSite: ClientSiteData = {
    ...site,
    locales: [...site.locales, { lang: 'ar', label: 'العربية', title: 'Rslib', description: '', nav: [], messages: {}, prefix: '/ar' }, { lang: 'x-mine', label: 'Mine', title: 'Rslib', description: '', nav: [], messages: {}, prefix: '/x-mine', dir: 'rtl' }],
  };
  const opening = (html: string) => html.slice(html.indexOf('<html'), html.indexOf('>', html.indexOf('<html')) + 1);

  it('marks a right-to-left language’s page dir="rtl", and a locale the config marks so', () => {
    expect(opening(renderHtml(parts({ site: arSite, page: page({ lang: 'ar' }) })))).toBe('<html lang="ar" dir="rtl">');
    expect(opening(renderHtml(parts({ site: arSite, page: page({ lang: 'x-mine' }) })))).toBe('<html lang="x-mine" dir="rtl">');
  });

  it('leaves a left-to-right page as it was, with its BCP 47 tag', () => {
    expect(opening(renderHtml(parts({ site: arSite })))).toBe('<html lang="en">');
    expect(opening(renderHtml(parts({ site: arSite, page: page({ lang: 'zh' }) })))).toBe('<html lang="zh-CN">');
  });
});
