import { describe, expect, it } from 'vitest';
import type { NavItem, SidebarItem } from '../../config/types';
import { checkConfigLinks, checkPageLinks, prefixLinkWithLanguage, resolveRelativeLink, type PageLinks } from './links';

const page = (file: string, routePath: string, ids: string[], links: PageLinks['links'] = []): PageLinks => ({ file, routePath, ids, links });

const site = (links: PageLinks['links']): PageLinks[] => [
  page('docs/en/index.md', '/', []),
  page('docs/en/guide/start/index.mdx', '/guide/start/', ['introduction', 'features']),
  page('docs/en/guide/basic/cli.mdx', '/guide/basic/cli', ['install', 'rslib-build', '介绍']),
  page('docs/zh/guide/basic/cli.mdx', '/zh/guide/basic/cli', ['安装']),
  page('docs/en/guide/x.md', '/guide/x', ['local-heading'], links),
];

describe('checkPageLinks', () => {
  it.each([
    '/guide/start/',
    '/guide/start',
    '/guide/start/index',
    '/guide/start/index.html',
    '/guide/start/#features',
    '/guide/basic/cli',
    '/guide/basic/cli.html',
    '/guide/basic/cli/',
    '/guide/basic/cli#rslib-build',
    '/guide/basic/cli.html#install',
    '/guide/basic/cli#%E4%BB%8B%E7%BB%8D',
    '/zh/guide/basic/cli#安装',
    '/',
    '/index.html',
    '#local-heading',
    // assets are not pages
    '/img/logo.png',
    '/llms.txt',
  ])('accepts %s', (url) => {
    expect(checkPageLinks(site([{ url, line: 5, column: 1 }]))).toEqual([]);
  });

  it('reports a link to no page with file, line and column', () => {
    expect(checkPageLinks(site([{ url: '/guide/nope', line: 12, column: 7 }]))).toEqual([
      { file: 'docs/en/guide/x.md', line: 12, column: 7, message: 'the link "/guide/nope" points to no page: correct the link or add that page' },
    ]);
  });

  it('does not let an English page satisfy a Chinese link', () => {
    expect(checkPageLinks(site([{ url: '/zh/guide/start/', line: 3, column: 2 }]))).toEqual([
      { file: 'docs/en/guide/x.md', line: 3, column: 2, message: 'the link "/zh/guide/start/" points to no page: correct the link or add that page' },
    ]);
  });

  it('reports a dead anchor on another page', () => {
    expect(checkPageLinks(site([{ url: '/guide/basic/cli#missing', line: 4, column: 9 }]))).toEqual([
      { file: 'docs/en/guide/x.md', line: 4, column: 9, message: 'the link "/guide/basic/cli#missing" points to a page that has no heading "#missing": use the id of a heading on that page' },
    ]);
  });

  it('reports a dead anchor on the same page', () => {
    expect(checkPageLinks(site([{ url: '#nowhere', line: 8, column: 1 }]))).toEqual([
      { file: 'docs/en/guide/x.md', line: 8, column: 1, message: 'the anchor "#nowhere" matches no heading on this page: use the id of one of its headings' },
    ]);
  });

  it('reports every problem, in source order', () => {
    const problems = checkPageLinks(
      site([
        { url: '/a', line: 1, column: 1 },
        { url: '/guide/start/', line: 2, column: 1 },
        { url: '#b', line: 3, column: 1 },
        { url: '/guide/start/#c', line: 4, column: 1 },
      ]),
    );
    expect(problems.map((p) => p.line)).toEqual([1, 3, 4]);
  });

  it('reports an anchor with broken percent-encoding instead of crashing', () => {
    expect(checkPageLinks(site([{ url: '#100%', line: 6, column: 3 }]))).toEqual([
      { file: 'docs/en/guide/x.md', line: 6, column: 3, message: 'the anchor "#100%" matches no heading on this page: use the id of one of its headings' },
    ]);
    expect(checkPageLinks(site([{ url: '/guide/basic/cli#50%off', line: 7, column: 3 }]))).toEqual([
      { file: 'docs/en/guide/x.md', line: 7, column: 3, message: 'the link "/guide/basic/cli#50%off" points to a page that has no heading "#50%off": use the id of a heading on that page' },
    ]);
  });

  it('accepts links that already carry the site base', () => {
    const pages = site([
      { url: '/docs/guide/start/', line: 1, column: 1 },
      { url: '/docs/guide/basic/cli#install', line: 2, column: 1 },
      { url: '/guide/start/', line: 3, column: 1 },
      { url: '/docs/guide/nope', line: 4, column: 1 },
    ]);
    expect(checkPageLinks(pages, '/docs/')).toEqual([
      { file: 'docs/en/guide/x.md', line: 4, column: 1, message: 'the link "/docs/guide/nope" points to no page: correct the link or add that page' },
    ]);
  });
});

describe('checkConfigLinks', () => {
  const routes = ['/', '/guide/start/', '/guide/basic/cli', '/zh/', '/zh/guide/start/'];

  it('accepts links to pages, with or without trailing slash, .html or a hash, and external links', () => {
    const sidebar: SidebarItem[] = [
      { text: 'Start', link: '/guide/start' },
      { type: 'divider' },
      { type: 'section-header', text: 'Basics' },
      { text: 'Basic', link: '/guide/start/index.html', items: [{ text: 'CLI', link: '/guide/basic/cli.html#install' }] },
      { text: 'GitHub', link: 'https://github.com/web-infra-dev/rslib' },
    ];
    const nav: NavItem[] = [{ text: 'Guide', link: '/guide/start/' }, { text: 'More', items: [{ text: 'Ext', link: '//example.com/x' }] }];
    expect(checkConfigLinks({ en: { '/guide/': sidebar } }, { en: nav }, routes, 'site.config.ts')).toEqual([]);
  });

  it('names the sidebar, the group trail and the item of a dead sidebar link', () => {
    const sidebar: SidebarItem[] = [
      { text: 'Guide', items: [{ text: 'Advanced', items: [{ text: 'CSS', link: '/guide/advanced/css' }] }] },
      { text: 'Old', link: '/guide/old' },
    ];
    expect(checkConfigLinks({ zh: { '/guide/': sidebar } }, {}, routes, 'site.config.ts')).toEqual([
      { file: 'site.config.ts', message: 'sidebar "/guide/" (zh) > Guide > Advanced: the item "CSS" links to "/guide/advanced/css", which is no page' },
      { file: 'site.config.ts', message: 'sidebar "/guide/" (zh): the item "Old" links to "/guide/old", which is no page' },
    ]);
  });

  it('checks a group link', () => {
    const sidebar: SidebarItem[] = [{ text: 'Config', link: '/config/', items: [] }];
    expect(checkConfigLinks({ en: { '/config/': sidebar } }, {}, routes, 'c.ts')).toEqual([
      { file: 'c.ts', message: 'sidebar "/config/" (en): the item "Config" links to "/config/", which is no page' },
    ]);
  });

  it('names the language and entry of a dead nav link, drop-downs included', () => {
    const nav: NavItem[] = [
      { text: 'Guide', link: '/zh/guide/start/' },
      { text: 'More', items: [{ text: 'Blog', link: '/zh/blog/' }] },
    ];
    expect(checkConfigLinks({}, { zh: nav }, routes, 'site.config.ts')).toEqual([
      { file: 'site.config.ts', message: 'nav (zh): the entry "Blog" links to "/zh/blog/", which is no page' },
    ]);
  });
});

describe('resolveRelativeLink', () => {
  const files = new Set(['en/index.md', 'en/guide/start.md', 'en/guide/config.mdx', 'en/guide/api/index.md', 'en/blog/index.md', 'zh/guide/start.md']);
  const ctx = (from: string) => ({
    from,
    routeOptions: { langs: ['en', 'zh'], defaultLang: 'en', versions: [], defaultVersion: '' },
    exists: (rel: string) => files.has(rel),
  });
  it.each([
    ['./config', 'en/guide/start.md', '/guide/config'],
    ['./config.mdx', 'en/guide/start.md', '/guide/config'],
    ['config.mdx#options', 'en/guide/start.md', '/guide/config#options'],
    ['./api', 'en/guide/start.md', '/guide/api/'],
    ['./api/', 'en/guide/start.md', '/guide/api/'],
    ['./api/index.md', 'en/guide/start.md', '/guide/api/'],
    ['../blog/', 'en/guide/start.md', '/blog/'],
    ['../index.md', 'en/guide/start.md', '/'],
    ['..', 'en/guide/start.md', '/'],
    ['./start#install', 'en/guide/api/index.md', '/guide/api/start#install'],
    ['../start.md#install', 'en/guide/api/index.md', '/guide/start#install'],
    ['../../zh/guide/start.md', 'en/guide/start.md', '/zh/guide/start'],
    // A page that does not exist still gets a route, for the dead-link check to report.
    ['./nope', 'en/guide/start.md', '/guide/nope'],
  ])('%s from %s → %s', (url, from, route) => {
    expect(resolveRelativeLink(url, ctx(from))).toBe(route);
  });

  it.each(['/guide/start', '#install', 'https://rslib.rs', '//cdn.example.com/x', 'mailto:a@b.c', './logo.png', '../../../outside.md', '?q=1'])(
    'leaves %s alone',
    (url) => {
      expect(resolveRelativeLink(url, ctx('en/guide/start.md'))).toBeUndefined();
    },
  );

  it('is what the dead-link check names, as written and as resolved', () => {
    const problems = checkPageLinks(site([{ url: '/guide/nope', written: './nope.md', line: 3, column: 1 }]));
    expect(problems).toEqual([{ file: 'docs/en/guide/x.md', line: 3, column: 1, message: 'the link "./nope.md" (/guide/nope) points to no page: correct the link or add that page' }]);
  });
});

describe('prefixLinkWithLanguage (Rspress\'s link auto-prefix)', () => {
  const files = new Set(['zh/guide/start/quick-start.mdx', 'zh/guide/start/index.md', 'zh/index.md', 'en/guide/only-en.md', 'en/guide/start/quick-start.mdx']);
  const routeOptions = { langs: ['en', 'zh'], defaultLang: 'en', versions: [], defaultVersion: '' };
  const zh = { route: { lang: 'zh', version: '' }, routeOptions, exists: (f: string) => files.has(f) };

  it.each([
    ['/guide/start/quick-start', '/zh/guide/start/quick-start'],
    ['/guide/start/quick-start#install', '/zh/guide/start/quick-start#install'],
    ['/guide/start/quick-start?x=1#a', '/zh/guide/start/quick-start?x=1#a'],
    ['/guide/start/', '/zh/guide/start/'],
    ['/guide/start', '/zh/guide/start'],
    ['/', '/zh/'],
  ])('in a zh page, %j → %j (the zh page exists)', (url, prefixed) => {
    expect(prefixLinkWithLanguage(url, zh)).toBe(prefixed);
  });

  it.each([['/guide/only-en'], ['/zh/guide/start/'], ['/en/guide/x'], ['/logo.png'], ['//cdn.example.com/x'], ['https://x.dev/'], ['#top']])(
    'in a zh page, keeps %j',
    (url) => {
      expect(prefixLinkWithLanguage(url, zh)).toBeUndefined();
    },
  );

  it('leaves the default language\'s pages alone', () => {
    expect(prefixLinkWithLanguage('/guide/start/quick-start', { ...zh, route: { lang: 'en', version: '' } })).toBeUndefined();
  });

  it('looks in the page\'s version folder, and leaves pages of other versions alone', () => {
    const versioned = { langs: ['en', 'zh'], defaultLang: 'en', versions: ['v2', 'v1'], defaultVersion: 'v2' };
    const exists = (f: string) => f === 'v2/zh/guide/a.md';
    expect(prefixLinkWithLanguage('/guide/a', { route: { lang: 'zh', version: 'v2' }, routeOptions: versioned, exists })).toBe('/zh/guide/a');
    expect(prefixLinkWithLanguage('/guide/a', { route: { lang: 'zh', version: 'v1' }, routeOptions: versioned, exists: () => true })).toBeUndefined();
    expect(prefixLinkWithLanguage('/v1/guide/a', { route: { lang: 'zh', version: 'v2' }, routeOptions: versioned, exists: () => true })).toBeUndefined();
  });
});
