import { describe, expect, it } from 'vitest';
import type { ClientSiteData, PageData } from '../../runtime/types';
import type { RenderedPage } from '../../runtime/server';
import type { BootPage } from './boot-script';
import { headScriptFile, INLINE_STYLES_MAX_BYTES, pageHtmlFor, type ClientChunk } from './page-html';
import { routeLookup } from '../../lib/sections';

const site = {
  base: '/docs/',
  title: 'Site',
  description: '',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English', prefix: '' },
    { lang: 'zh', label: '简体中文', prefix: '/zh' },
  ],
  versions: [],
  defaultVersion: '',
} as unknown as ClientSiteData;

const chunk = (fileName: string, more: Partial<ClientChunk> = {}): ClientChunk => ({ fileName, facadeModuleId: null, imports: [], isEntry: false, css: [], ...more });

const chunks: ClientChunk[] = [
  chunk('assets/main.js', { isEntry: true, imports: ['assets/react.js'], css: ['assets/main.css'] }),
  chunk('assets/react.js'),
  chunk('assets/DocLayout.js', { facadeModuleId: '/theme/dist/DocLayout.js', imports: ['assets/shared.js'], css: ['assets/doc.css'] }),
  chunk('assets/HomeLayout.js', { facadeModuleId: '/theme/dist/HomeLayout.js' }),
  chunk('assets/shared.js', { css: ['assets/doc.css'] }),
  chunk('assets/zh.js', { facadeModuleId: '/theme/dist/i18n/zh.js' }),
  chunk('assets/en.js', { facadeModuleId: '/theme/dist/i18n/en.js' }),
  chunk('assets/intro.js', { facadeModuleId: '/site/docs/en/guide/intro.md', imports: ['assets/shared.js'] }),
];

const rendered = (data: Partial<PageData>): RenderedPage => ({
  html: '<main>body</main>',
  title: 'Intro | Site',
  pageData: { pageType: 'doc', lang: 'en', routePath: '/guide/intro', title: 'Intro', frontmatter: {}, toc: [], ...data } as PageData,
});

const tags = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => m[1]);

describe('pageHtmlFor', () => {
  const heads: BootPage[] = [];
  const headScript = (page: BootPage) => {
    heads.push(page);
    return `boot(${JSON.stringify(page.lang)})`;
  };
  const pageHtml = pageHtmlFor(chunks, site, { siteUrl: 'https://example.dev/', headScript, routeOf: routeLookup(['/guide/intro', '/zh/guide/intro/', '/only-en']) });

  /** What the head script loads after the first paint: the data script's `data-entry` and `data-preload`. */
  const deferred = (html: string) => ({
    entry: /data-entry="([^"]*)"/.exec(html)?.[1]?.split(' '),
    preloads: (/data-preload="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean),
  });

  it('names the page chunk, its layout and everything they import for after the first paint, once each, with the base', () => {
    const html = pageHtml(rendered({}), '/site/docs/en/guide/intro.md');
    // Nothing of the app is fetched with the page: the head script adds the tags later.
    expect(tags(html, /<script type="module" src="([^"]+)"/g)).toEqual([]);
    expect(tags(html, /rel="modulepreload" href="([^"]+)"/g)).toEqual([]);
    expect(deferred(html).entry).toEqual(['/docs/assets/main.js']);
    expect(deferred(html).preloads.sort()).toEqual(['/docs/assets/DocLayout.js', '/docs/assets/en.js', '/docs/assets/intro.js', '/docs/assets/react.js', '/docs/assets/shared.js']);
    expect(tags(html, /rel="stylesheet" href="([^"]+)"/g).sort()).toEqual(['/docs/assets/doc.css', '/docs/assets/main.css']);
    expect(html).toContain('data-module="/docs/assets/intro.js"');
    expect(html).toContain('<link rel="canonical" href="https://example.dev/docs/guide/intro">');
  });

  it("orders a data module's preloads as the walk over every chunk does: the entry's files, the module, then its layout's", () => {
    const withModule = [...chunks, chunk('assets/data-abc.js', { facadeModuleId: '/site/docs/en/guide/data.md' })];
    const make = pageHtmlFor(withModule, site, { headScript });
    for (let i = 0; i < 2; i++) {
      const html = make(rendered({ routePath: '/guide/data' }), '/site/docs/en/guide/data.md');
      expect(deferred(html).preloads).toEqual(['/docs/assets/react.js', '/docs/assets/data-abc.js', '/docs/assets/DocLayout.js', '/docs/assets/shared.js', '/docs/assets/en.js']);
      expect(html).toContain('data-module="/docs/assets/data-abc.js"');
    }
    // A page module that imports chunks still has its own walk.
    expect(deferred(make(rendered({}), '/site/docs/en/guide/intro.md')).preloads).toEqual(['/docs/assets/react.js', '/docs/assets/intro.js', '/docs/assets/shared.js', '/docs/assets/DocLayout.js', '/docs/assets/en.js']);
    expect(deferred(make(rendered({ pageType: 'home', lang: 'zh', routePath: '/zh/' }))).preloads).toEqual(['/docs/assets/react.js', '/docs/assets/HomeLayout.js', '/docs/assets/zh.js']);
  });

  it("names a static page's module given apart from the bundle's chunks as it names a data module of the bundle", () => {
    const modules = new Map([['/site/docs/en/guide/data.md', 'assets/data-abc.js']]);
    const make = pageHtmlFor(chunks, site, { headScript, pageModuleOf: (file) => modules.get(file) });
    const html = make(rendered({ routePath: '/guide/data' }), '/site/docs/en/guide/data.md');
    expect(deferred(html).preloads).toEqual(['/docs/assets/react.js', '/docs/assets/data-abc.js', '/docs/assets/DocLayout.js', '/docs/assets/shared.js', '/docs/assets/en.js']);
    expect(html).toContain('data-module="/docs/assets/data-abc.js"');
    // A page with neither names no module of its own.
    expect(make(rendered({ routePath: '/guide/other' }), '/site/docs/en/guide/other.md')).not.toContain('data-module=');
  });

  it("picks the home layout for a home page and the language's strings for a Chinese one", () => {
    const html = pageHtml(rendered({ pageType: 'home', lang: 'zh', routePath: '/zh/' }));
    const { preloads } = deferred(html);
    expect(preloads).toContain('/docs/assets/HomeLayout.js');
    expect(preloads).toContain('/docs/assets/zh.js');
    expect(preloads).not.toContain('/docs/assets/DocLayout.js');
    expect(preloads).not.toContain('/docs/assets/en.js');
    expect(html).not.toContain('data-module=');
  });

  it("preloads the strings a page is shown with: its language's table by tag or script, else English", () => {
    const stringsOf = (lang: string) => deferred(pageHtml(rendered({ pageType: 'home', lang, routePath: '/' }))).preloads.filter((f) => /\/(en|zh)\.js$/.test(f));
    expect(stringsOf('en')).toEqual(['/docs/assets/en.js']);
    expect(stringsOf('zh-CN')).toEqual(['/docs/assets/zh.js']);
    expect(stringsOf('zh-Hans')).toEqual(['/docs/assets/zh.js']);
    // A language the theme has no strings for is shown in English.
    expect(stringsOf('it')).toEqual(['/docs/assets/en.js']);
  });

  it("inlines the page's stylesheets when their text is known and small, each naming its file", () => {
    const withText = chunks.map((c) => (c.css.length ? { ...c, cssText: Object.fromEntries(c.css.map((f) => [f, `.${f.replace(/\W/g, '')}{color:red}</style><b>`])) } : c));
    const html = pageHtmlFor(withText, site, { headScript })(rendered({}), '/site/docs/en/guide/intro.md');
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(tags(html, /<style data-href="([^"]+)">/g).sort()).toEqual(['/docs/assets/doc.css', '/docs/assets/main.css']);
    expect(html).toContain('<style data-href="/docs/assets/main.css">.assetsmaincss{color:red}<\\/style><b></style>');
    // Too large: linked as before.
    const big = withText.map((c) => (c.cssText ? { ...c, cssText: Object.fromEntries(c.css.map((f) => [f, 'x'.repeat(INLINE_STYLES_MAX_BYTES)])) } : c));
    const linked = pageHtmlFor(big, site, { headScript })(rendered({}), '/site/docs/en/guide/intro.md');
    expect(tags(linked, /<link rel="stylesheet" href="([^"]+)">/g).sort()).toEqual(['/docs/assets/doc.css', '/docs/assets/main.css']);
    expect(linked).not.toContain('<style>');
  });

  it('links the head script from its file where the stylesheets are links, and keeps it inline where they are inlined', () => {
    const headScriptUrl = '/docs/_rsdocs/boot-abc.js';
    const linked = pageHtmlFor(chunks, site, { headScript, headScriptUrl })(rendered({}), '/site/docs/en/guide/intro.md');
    expect(tags(linked, /<script src="([^"]+)"><\/script>/g)).toEqual([headScriptUrl]);
    expect(linked).not.toContain('boot("en")');
    // Still where the inline one stood: before the stylesheets, after the page's facts it reads.
    expect(linked.indexOf(headScriptUrl)).toBeLessThan(linked.indexOf('rel="stylesheet"'));
    expect(linked.indexOf('id="rsd-boot"') < 0 || linked.indexOf('id="rsd-boot"') < linked.indexOf(headScriptUrl)).toBe(true);
    const withText = chunks.map((c) => (c.css.length ? { ...c, cssText: Object.fromEntries(c.css.map((f) => [f, '.a{color:red}'])) } : c));
    const inlined = pageHtmlFor(withText, site, { headScript, headScriptUrl })(rendered({}), '/site/docs/en/guide/intro.md');
    expect(inlined).toContain('<script>boot("en")</script>');
    expect(inlined).not.toContain(headScriptUrl);
    // The file's name is part of what the HTML depends on (an incremental build compares it).
    expect(pageHtmlFor(chunks, site, { headScript, headScriptUrl }).assetsKey(rendered({}).pageData)).not.toEqual(pageHtml.assetsKey(rendered({}).pageData));
  });

  it('names the head script file by its text', () => {
    expect(headScriptFile('a()')).toMatch(/^_rsdocs\/boot-[\w-]{10}\.js$/);
    expect(headScriptFile('a()')).not.toEqual(headScriptFile('b()'));
  });

  it('gives a 404 page no canonical URL', () => {
    expect(pageHtml(rendered({ pageType: '404', routePath: '/404' }))).not.toContain('rel="canonical"');
  });

  it('loads the app with a 404 page at once (it may have to relocate to its language)', () => {
    const html = pageHtml(rendered({ pageType: '404', routePath: '/404' }));
    expect(tags(html, /<script type="module" src="([^"]+)"/g)).toEqual(['/docs/assets/main.js']);
    expect(tags(html, /rel="modulepreload" href="([^"]+)"/g)).toContain('/docs/assets/react.js');
    expect(html).not.toContain('data-entry=');
  });

  it('refuses a client build without an entry chunk', () => {
    expect(() => pageHtmlFor(chunks.slice(1), site, { headScript })).toThrow(/no entry chunk/);
  });

  it("puts the page's head script first in the head, told where a first visit in another language goes", () => {
    heads.length = 0;
    const html = pageHtml(rendered({}), '/site/docs/en/guide/intro.md');
    expect(html.indexOf('<script>boot("en")</script>')).toBeGreaterThan(0);
    expect(html.indexOf('<script>boot("en")</script>')).toBeLessThan(html.indexOf('rel="stylesheet"'));
    pageHtml(rendered({ routePath: '/only-en' }));
    pageHtml(rendered({ routePath: '/zh/guide/intro', lang: 'zh' }));
    pageHtml(rendered({ pageType: '404', routePath: '/404' }));
    expect(heads.map((h) => h.redirectTargets)).toEqual([{ zh: '/docs/zh/guide/intro/' }, { zh: '/docs/zh/' }, {}, undefined]);
    expect(heads[0]).toMatchObject({ lang: 'en', pageType: 'doc', frontmatter: {} });
  });
});
