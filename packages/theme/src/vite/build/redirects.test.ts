import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { ClientSiteData } from '../../runtime/types';
import { checkPageLinks } from '../markdown/links';
import { checkRedirects, redirectAliases, redirectFile, redirectList, redirectOutputs, redirectPageHtml, redirectsFile, redirectTarget } from './redirects';

const pages = [
  { routePath: '/guide/framework/react', ids: ['install'] },
  { routePath: '/zh/guide/framework/react', ids: ['install'] },
  { routePath: '/api/core', ids: ['instance'] },
  { routePath: '/guide/solution/', ids: [] },
];
const check = (redirects: Record<string, string>) => checkRedirects(redirectList(redirects), pages, 'site.config.ts').map((p) => `${p.file}: ${p.message}`);

describe('checkRedirects', () => {
  it('accepts rules that lead to pages, headings of pages and other sites', () => {
    expect(
      check({
        '/guide/solution/react': '/guide/framework/react',
        '/zh/guide/solution/react': '/zh/guide/framework/react',
        '/api/instance': '/api/core#instance',
        '/old-home': 'https://example.com/',
      }),
    ).toEqual([]);
  });

  it('names the rule and suggests the route it was probably meant for when a target is no page', () => {
    expect(check({ '/guide/solution/react': '/guide/framework/reakt' })).toEqual([
      "site.config.ts: redirects['/guide/solution/react']: the target '/guide/framework/reakt' is no page of the site: did you mean '/guide/framework/react'? point it to an existing route",
    ]);
    expect(check({ '/a': '/nothing/like/it/at/all' })[0]).toContain("the target '/nothing/like/it/at/all' is no page of the site: point it to an existing route");
  });

  it('refuses a heading the target does not have', () => {
    expect(check({ '/api/instance': '/api/core#instanse' })).toEqual([
      `site.config.ts: redirects['/api/instance']: the target '/api/core#instanse' has no heading "#instanse": use the id of a heading on /api/core`,
    ]);
  });

  it('refuses a rule that would hide a page, a chain, a loop and the same route twice', () => {
    expect(check({ '/guide/solution': '/guide/framework/react' })[0]).toContain('a page exists at /guide/solution/, and a redirect would hide it');
    expect(check({ '/a': '/b', '/b': '/api/core' })).toEqual([
      "site.config.ts: redirects['/a']: the target '/b' is itself redirected (redirects['/b']): point this rule to that rule's target",
    ]);
    expect(check({ '/a': '/a/' })[0]).toContain('the rule leads to itself');
    expect(check({ '/a': '/api/core', '/a/': '/api/core' })[0]).toContain("'/a' already redirects this route");
  });

  it('refuses rules that are not routes', () => {
    expect(check({ 'guide/old': '/api/core' })[0]).toContain("a route starting with '/' is expected");
    expect(check({ '/old#x': '/api/core' })[0]).toContain("without '?' or '#'");
    expect(check({ '/old.html': '/api/core' })[0]).toContain("the route '/old' covers both");
    expect(check({ '/old': 'api/core' })[0]).toContain("must be a route starting with '/'");
  });
});

describe('links to an old route', () => {
  const linking = (url: string, redirects?: Record<string, string>) =>
    checkPageLinks(
      [...pages.map((p) => ({ ...p, file: `docs${p.routePath}.md`, links: [] })), { file: 'docs/en/a.md', routePath: '/a', ids: [], links: [{ url, line: 3, column: 1 }] }],
      '/',
      redirects && redirectAliases(redirectList(redirects)),
    ).map((p) => p.message);
  const rules = { '/guide/solution/react': '/guide/framework/react', '/api/instance': '/api/core#instance' };

  it('are live links: they reach the target', () => {
    expect(linking('/guide/solution/react')).toEqual(['the link "/guide/solution/react" points to no page: correct the link or add that page']);
    expect(linking('/guide/solution/react', rules)).toEqual([]);
    expect(linking('/guide/solution/react/', rules)).toEqual([]);
    expect(linking('/api/instance', rules)).toEqual([]);
  });

  it("check their hash against the target's headings", () => {
    expect(linking('/guide/solution/react#install', rules)).toEqual([]);
    expect(linking('/guide/solution/react#setup', rules)).toEqual([
      'the link "/guide/solution/react#setup" is redirected to "/guide/framework/react", which has no heading "#setup": link to a heading of that page',
    ]);
  });
});

describe('redirectTarget (the dev server)', () => {
  it('finds the rule of a requested route, with or without its trailing slash', () => {
    const rules = { '/guide/solution/react': '/guide/framework/react', '/zh/api/instance': '/zh/api/core#instance' };
    expect(redirectTarget(rules, '/guide/solution/react')).toBe('/guide/framework/react');
    expect(redirectTarget(rules, '/guide/solution/react/')).toBe('/guide/framework/react');
    expect(redirectTarget(rules, '/zh/api/instance')).toBe('/zh/api/core#instance');
    expect(redirectTarget(rules, '/api/instance')).toBeUndefined();
    expect(redirectTarget(undefined, '/guide/solution/react')).toBeUndefined();
  });
});

describe('redirect files', () => {
  it('writes each old route where a page of that route would be', () => {
    expect(redirectFile('/guide/solution/react')).toBe('guide/solution/react.html');
    expect(redirectFile('/zh/guide/solution/')).toBe('zh/guide/solution/index.html');
  });

  it('lists the rules in _redirects with the base', () => {
    const rules = redirectList({ '/old': '/new#x', '/zh/old': '/zh/new', '/gone': 'https://example.com/' });
    expect(redirectsFile(rules, '/')).toBe('/old /new#x 301\n/zh/old /zh/new 301\n/gone https://example.com/ 301\n');
    expect(redirectsFile(rules, '/docs/')).toBe('/docs/old /docs/new#x 301\n/docs/zh/old /docs/zh/new 301\n/docs/gone https://example.com/ 301\n');
  });

  const site = {
    base: '/docs/',
    lang: 'en',
    locales: [
      { lang: 'en', messages: {} },
      { lang: 'zh', messages: {} },
    ],
  } as unknown as ClientSiteData;

  it('makes a page per rule, in the language of the old route, with the base and an absolute canonical link', async () => {
    const files = await redirectOutputs(redirectList({ '/old': '/new', '/zh/old': '/zh/new' }), site, 'https://example.com/');
    expect(files.map((f) => f.file)).toEqual(['old.html', 'zh/old.html', '_redirects']);
    const en = new JSDOM(files[0]!.content).window.document;
    expect(en.documentElement.lang).toBe('en');
    expect(en.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe('0; url=/docs/new');
    expect(en.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://example.com/docs/new');
    expect(en.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(en.querySelector('p')?.textContent).toBe('This page has moved to /docs/new.');
    expect(en.querySelector('body a')?.getAttribute('href')).toBe('/docs/new');
    const zh = new JSDOM(files[1]!.content).window.document;
    expect(zh.documentElement.lang).toBe('zh-CN');
    expect(zh.querySelector('p')?.textContent).toBe('此页面已移至 /docs/zh/new。');
  });

  it("says what a locale's messages say", async () => {
    const own = { ...site, locales: [{ lang: 'en', messages: { 'redirect.moved': 'Moved: {link}' } }] } as unknown as ClientSiteData;
    const [page] = await redirectOutputs(redirectList({ '/old': '/new' }), own);
    expect(new JSDOM(page!.content).window.document.querySelector('p')?.textContent).toBe('Moved: /docs/new');
  });

  it("keeps a site's own _redirects after the rules", async () => {
    const files = await redirectOutputs(redirectList({ '/old': '/new' }), site, '', '/blog/* https://blog.example.com/:splat 301');
    expect(files.at(-1)).toEqual({ file: '_redirects', content: '/docs/old /docs/new 301\n# public/_redirects\n/blog/* https://blog.example.com/:splat 301\n' });
  });

  it('writes nothing without rules', async () => {
    expect(await redirectOutputs([], site)).toEqual([]);
  });

  it('escapes the target in HTML and in the script', () => {
    const html = redirectPageHtml({ href: '/a"b</script><i>', canonical: '/a', lang: 'en', notice: 'Moved to {link}.' });
    expect(html).not.toContain('</script><i>');
    expect(new JSDOM(html).window.document.querySelector('i')).toBeNull();
  });

  /** Where the page's script sends a visitor who arrived at `url`. */
  function follow(href: string, url: string): string {
    const html = redirectPageHtml({ href, canonical: href, lang: 'en', notice: '{link}' });
    const script = new JSDOM(html).window.document.querySelector('script')!;
    const { search, hash } = new URL(url);
    let went = '';
    new Function('location', 'document', script.textContent!)({ search, hash, replace: (to: string) => (went = to) }, { currentScript: script });
    return went;
  }

  it('runs the same script on every redirect page, the target an attribute of it', () => {
    const scripts = ['/a', '/b#c'].map((href) => /<script[^>]*>(.*)<\/script>/.exec(redirectPageHtml({ href, canonical: href, lang: 'en', notice: '{link}' }))![1]);
    expect(scripts[0]).toBe(scripts[1]);
  });

  it("keeps the visitor's query and hash; the rule's hash when the visitor has none", () => {
    expect(follow('/new', 'https://x.test/old')).toBe('/new');
    expect(follow('/new', 'https://x.test/old?a=1#install')).toBe('/new?a=1#install');
    expect(follow('/api/core#instance', 'https://x.test/api/instance?a=1')).toBe('/api/core?a=1#instance');
    expect(follow('/api/core#instance', 'https://x.test/api/instance#build')).toBe('/api/core#build');
  });
});
