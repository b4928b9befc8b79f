import { describe, expect, it } from 'vitest';
import type { ScannedPage } from '../content/scan';
import { clientEntryModule, manifestSectionsModule, reactFirstModule, searchModule, sectionData, sectionModule, sectionsModule, serverEntryModule, sidebarsForSection, VIRTUAL } from './virtual';

const scanned = (routePath: string, file: string): ScannedPage =>
  ({ file, routePath, relativePath: file.replace('/site/docs/', ''), lang: 'en', version: '' }) as ScannedPage;

const pages = [scanned('/guide/intro', '/site/docs/en/guide/intro.md'), scanned('/guide/live', '/site/docs/en/guide/live.mdx')];
const sidebars = { '/guide/': [{ text: 'Intro', link: '/guide/intro' }] };

describe('sectionData', () => {
  it("lists each route with its page's file, and the section's sidebars", () => {
    expect(sectionData(pages, sidebars)).toEqual({
      routes: [
        { path: '/guide/intro', filePath: 'en/guide/intro.md', lang: 'en', version: '', file: '/site/docs/en/guide/intro.md' },
        { path: '/guide/live', filePath: 'en/guide/live.mdx', lang: 'en', version: '', file: '/site/docs/en/guide/live.mdx' },
      ],
      sidebars,
    });
  });
});

describe('sectionModule', () => {
  it('is the same section as code: each route loads its page lazily, the file stays out of the record', () => {
    const code = sectionModule(sectionData(pages, sidebars));
    expect(code).toContain('const l0 = () => import("/site/docs/en/guide/intro.md");');
    expect(code).toContain('routes.push({ path: "/guide/intro", filePath: "en/guide/intro.md", lang: "en", version: "", element: l0, preload: l0 });');
    expect(code).toContain('routes.push({ path: "/guide/live", filePath: "en/guide/live.mdx", lang: "en", version: "", element: l1, preload: l1 });');
    expect(code).toContain(`export const sidebars = ${JSON.stringify(sidebars)};`);
    expect(code).not.toContain('file:');
  });

  it("in dev, names each page by its URL and imports them through one computed import, which Vite need not analyse per page", () => {
    const code = sectionModule(sectionData(pages, sidebars), { pageUrl: (file) => file.replace('/site', '') });
    expect(code).toContain('const page = (url) => () => import(/* @vite-ignore */ url);');
    expect(code).toContain('const l0 = page("/docs/en/guide/intro.md");');
    expect(code).toContain('routes.push({ path: "/guide/live", filePath: "en/guide/live.mdx", lang: "en", version: "", element: l1, preload: l1 });');
    expect(code.match(/import\(/g)).toHaveLength(1);
  });
});

describe('serverEntryModule', () => {
  it('holds the theme entry and only the pages it is given', () => {
    const code = serverEntryModule(['/site/docs/en/guide/live.mdx']);
    expect(code).toContain('import * as theme from "virtual:rsdocs/theme";');
    expect(code).toContain('export { theme };');
    expect(code).toContain('"/site/docs/en/guide/live.mdx": () => import("/site/docs/en/guide/live.mdx"),');
    expect(code).not.toContain('intro.md');
  });

  it('has an empty page table for a site without pages with JavaScript', () => {
    expect(serverEntryModule([])).toMatch(/export const pages = \{\n\};$/);
  });
});

describe('sidebarsForSection', () => {
  it("keeps the sidebars of the section's first segment and the catch-all", () => {
    const all = { '/guide/': sidebars['/guide/'], '/config/': [{ text: 'Config', link: '/config/' }], '/': [{ text: 'Home', link: '/' }] };
    expect(Object.keys(sidebarsForSection('en||guide', all))).toEqual(['/guide/', '/']);
  });
});

describe('sections of the dev server and of a built site', () => {
  const paths = { client: '/theme/dist/index.js', server: '/theme/dist/server.js', styles: '/theme/dist/styles.css', search: null };

  it('in dev, each section is a virtual module Vite serves and updates', () => {
    expect(sectionsModule(['en||guide'])).toContain(`"en||guide": () => import("virtual:rsdocs/section/en%7C%7Cguide")`);
  });

  it("in a build, each section loads its manifest by a URL that does not depend on the pages' content", () => {
    const code = manifestSectionsModule(['en||guide', 'zh||'], (key) => `/docs/_rsdocs/${key}.json`, paths);
    expect(code).toContain(`import { sectionLoader } from "/theme/dist/index.js";`);
    expect(code).toContain(`"en||guide": sectionLoader("/docs/_rsdocs/en||guide.json"),`);
    expect(code).toContain(`"zh||": sectionLoader("/docs/_rsdocs/zh||.json"),`);
    expect(code).not.toContain('import(');
  });
});

describe('the client entry', () => {
  const paths = { client: '/theme/dist/index.js', server: '/theme/dist/server.js', styles: '/theme/dist/styles.css', search: null };

  it('imports React first, before the theme and the site data', () => {
    const lines = clientEntryModule(paths).split('\n');
    const at = (text: string) => lines.findIndex((line) => line.includes(text));
    expect(at(VIRTUAL.reactFirst)).toBeGreaterThan(-1);
    for (const later of [paths.client, VIRTUAL.siteData, VIRTUAL.sections, VIRTUAL.theme, VIRTUAL.search]) expect(at(later)).toBeGreaterThan(at(VIRTUAL.reactFirst));
  });

  it('evaluates React DOM, then waits for the next task at the top level', () => {
    const code = reactFirstModule();
    expect(code.indexOf("import 'react-dom/client'")).toBe(0);
    expect(code).toMatch(/\nawait /);
  });
});

describe('the search source', () => {
  const paths = { search: '/searcher.js' } as unknown as Parameters<typeof searchModule>[1];
  /** The module's searchSourceFor, with `import.meta.hot` and `fetch` given. */
  const sourceFor = (code: string, hot: unknown, fetch: unknown) =>
    new Function('hot', 'fetch', `${code.replace(/import\.meta\.hot/g, 'hot').replace(/^export /gm, '')}\nreturn searchSourceFor;`)(hot, fetch) as (lang: string, version: string) => { load(): Promise<void> };

  it("in dev, load() tells the server search is wanted for its index's key over Vite's socket, and fetches nothing", async () => {
    const sent: unknown[][] = [];
    const fetched: unknown[] = [];
    const code = searchModule({ 'zh|': '/@rsdocs/search/zh%7C' }, paths, undefined, { prefetch: false, intentEvent: 'rsdocs:search-intent' });
    await sourceFor(code, { send: (...args: unknown[]) => sent.push(args) }, (url: unknown) => fetched.push(url))('zh', '').load();
    expect(sent).toEqual([['rsdocs:search-intent', { key: 'zh|' }]]);
    expect(fetched).toEqual([]);
  });

  it("in dev, says its answers are partial while the server's root is an outline, and tells its subscribers when the index is replaced", async () => {
    let outline = true;
    const fetch = async (url: string) => ({ ok: true, redirected: true, url: `/static/${outline ? 'o' : 'f'}.json`, headers: new Headers(outline ? { 'x-index': 'outline' } : {}), json: async () => ({ url }) });
    const searcher = { createIndexSource: () => ({ load: async () => {}, search: async () => [] }) };
    const code = searchModule({ 'en|': '/@rsdocs/search/en%7C' }, paths, undefined, { prefetch: false, intentEvent: 'rsdocs:search-intent', outlineHeader: 'x-index' }).replace('import("/searcher.js")', 'Promise.resolve(searcher)');
    const searchSourceFor = new Function('hot', 'fetch', 'searcher', `${code.replace(/import\.meta\.hot/g, 'hot').replace(/^export /gm, '')}\nreturn searchSourceFor;`)(undefined, fetch, searcher);
    const source = searchSourceFor('en', '') as { search(q: string): Promise<unknown>; isPartial(): boolean; subscribe(fn: () => void): () => void; reset(): void };
    let told = 0;
    const stop = source.subscribe(() => told++);
    await source.search('a');
    expect(source.isPartial()).toBe(true);
    outline = false;
    source.reset(); // the server's update event: its full index replaced the outline
    expect(told).toBe(1);
    await source.search('a');
    expect(source.isPartial()).toBe(false);
    stop();
    source.reset();
    expect(told).toBe(1);
    // A built site's source has none of it.
    expect(searchModule({ 'en|': '/i.json' }, paths)).not.toMatch(/isPartial|subscribe|x-index/);
  });

  it('without the event (or with prefetch), load() sends nothing', async () => {
    const sent: unknown[] = [];
    const code = searchModule({ 'en|': '/@rsdocs/search/en%7C' }, paths, undefined, { prefetch: false });
    await sourceFor(code, { send: (...args: unknown[]) => sent.push(args) }, () => {})('en', '').load();
    expect(sent).toEqual([]);
    expect(searchModule({ 'en|': '/i.json' }, paths)).not.toContain('hot');
  });
});
