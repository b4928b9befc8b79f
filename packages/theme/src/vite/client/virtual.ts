import { CONTENT_RUNTIME } from '../markdown/content-module';
import type { SectionData } from '../../runtime/server';

// A section's pages and sidebars are the content room's; its module is made here (re-exported for the tests).
export { groupSections, sectionData, sidebarsForSection } from '../content/sections';

export const VIRTUAL = {
  clientEntry: 'virtual:rsdocs/client-entry',
  reactFirst: 'virtual:rsdocs/react-first',
  serverEntry: 'virtual:rsdocs/server-entry',
  siteData: 'virtual:rsdocs/site-data',
  sections: 'virtual:rsdocs/sections',
  sectionPrefix: 'virtual:rsdocs/section/',
  theme: 'virtual:rsdocs/theme',
  search: 'virtual:rsdocs/search',
  content: CONTENT_RUNTIME,
} as const;

export interface ThemePaths {
  /** dist/index.js of the theme (client runtime and components). */
  client: string;
  server: string;
  styles: string;
  /** Entry of @rsdocs/search's browser searcher, if installed. */
  search: string | null;
}

const q = JSON.stringify;

/** The dev server's sections: each a virtual module importing its pages, so Vite serves and updates them. */
export function sectionsModule(keys: string[]): string {
  const entries = keys.map((k) => `  ${q(k)}: () => import(${q(VIRTUAL.sectionPrefix + encodeURIComponent(k))}),`);
  return `export const sections = {\n${entries.join('\n')}\n};\n`;
}

/**
 * A built site's sections: each loads its manifest (see static-pages.ts). The module names only the sections'
 * keys and manifest URLs, so the client entry is the same whatever the pages say.
 */
export function manifestSectionsModule(keys: string[], manifestUrl: (key: string) => string, paths: ThemePaths): string {
  const entries = keys.map((k) => `  ${q(k)}: sectionLoader(${q(manifestUrl(k))}),`);
  return `import { sectionLoader } from ${q(paths.client)};\nexport const sections = {\n${entries.join('\n')}\n};\n`;
}

/**
 * A section's chunk: its route table, each route loading its page's chunk, and its sidebars.
 *
 * With `pageUrl` (the dev server), each page is named by the URL the browser fetches it from and loaded through one
 * computed `import()`, to which Vite's client adds `?import` itself (as for the first page, see dev/html.ts's
 * `moduleUrl`). Vite then has one import to analyse, not one per page: at 1,250 pages a section took ~0.4 s of CPU
 * to serve, while the first page hydrated and again after each change of the table. The pages' updates do not need
 * the table: each page module takes its own, and the router keeps the newest (runtime/router.ts's `hotPages`).
 */
export function sectionModule({ routes, sidebars }: SectionData, { pageUrl }: { pageUrl?: (file: string) => string } = {}): string {
  const lines = routes.map(({ file, ...route }, i) => {
    const fields = Object.entries(route).map(([k, v]) => `${k}: ${q(v)}`).join(', ');
    const load = pageUrl ? `page(${q(pageUrl(file))})` : `() => import(${q(file)})`;
    return `const l${i} = ${load};\nroutes.push({ ${fields}, element: l${i}, preload: l${i} });`;
  });
  const head = pageUrl ? 'const page = (url) => () => import(/* @vite-ignore */ url);\n' : '';
  return `${head}export const routes = [];\n${lines.join('\n')}\nexport const sidebars = ${q(sidebars)};\n`;
}

/**
 * The browser's entry. Its modules are one file, but evaluating them all at once is one long task on a slow phone
 * (React DOM, then the theme and the site's data): `reactFirst` comes first and ends with a top-level await of the
 * next task, so the bundle, which runs its modules in this order, evaluates React DOM in one task and the rest in
 * the next (see `reactFirstModule`).
 */
export function clientEntryModule(paths: ThemePaths): string {
  return [
    `import ${q(paths.styles)};`,
    `import ${q(VIRTUAL.reactFirst)};`,
    `import { bootClient } from ${q(paths.client)};`,
    `import site from ${q(VIRTUAL.siteData)};`,
    `import { sections } from ${q(VIRTUAL.sections)};`,
    `import * as theme from ${q(VIRTUAL.theme)};`,
    `import { searchSourceFor } from ${q(VIRTUAL.search)};`,
    `bootClient({ site, sections, theme, searchSourceFor });`,
  ].join('\n');
}

/**
 * React DOM evaluated on its own, then a pause until the next task before the rest of the entry. In the bundle the
 * modules after this one wait for its await (they share its file); unbundled (dev server) they may not, which only
 * costs the pause.
 */
export function reactFirstModule(): string {
  return [
    `import 'react-dom/client';`,
    `await (globalThis.scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve, 0)));`,
  ].join('\n');
}

/**
 * The server bundle: only what prerendering cannot take as data, the site's theme entry and the pages with
 * JavaScript (MDX with ESM or expressions). The theme's own runtime stays outside it (see server-render.ts).
 */
export function serverEntryModule(pageFiles: string[]): string {
  const pages = pageFiles.map((f) => `  ${q(f)}: () => import(${q(f)}),`);
  return [`import * as theme from ${q(VIRTUAL.theme)};`, `export { theme };`, `export const pages = {`, ...pages, `};`].join('\n');
}

/**
 * The site's theme entry, plus what plugins add to every page: stylesheets (imported) and global components
 * (`globalComponents`, rendered by the app after the layout).
 */
export function themeModule(themeEntry: string | null, globals: { styles: string[]; components: string[] } = { styles: [], components: [] }): string {
  const lines = globals.styles.map((s) => `import ${q(s)};`);
  if (themeEntry) lines.push(`export * from ${q(themeEntry)};`);
  if (globals.components.length) {
    globals.components.forEach((c, i) => lines.push(`import G${i} from ${q(c)};`));
    lines.push(`export const globalComponents = [${globals.components.map((_, i) => `G${i}`).join(', ')}];`);
  }
  return lines.length ? `${lines.join('\n')}\n` : 'export {};\n';
}

/** The source of a remote search service (the site's search API): its client is loaded on first use. */
function remoteSearchModule(searchEntry: string, remote: { apiUrl: string; searchIndexes: string[] }): string {
  return `
const cache = new Map();
export function searchSourceFor(lang) {
  if (!cache.has(lang)) {
    let client;
    cache.set(lang, {
      async search(query, options = {}) {
        client ??= (await import(${q(searchEntry)})).createRemoteSearch(${q(remote)});
        const groups = await client.search(query, { limit: options.limit ?? 7, lang });
        return groups.flatMap((g) => g.hits);
      },
    });
  }
  return cache.get(lang);
}
`;
}

/** A dev source's members for outline indexes (see `searchModule`'s `outlineHeader`). */
const OUTLINE_SOURCE_MEMBERS = `
      isPartial: () => partial,
      subscribe(fn) {
        listeners.add(fn);
        return () => {
          listeners.delete(fn);
        };
      },`;

/**
 * The browser's search source: the searcher code and the index are fetched only on first use (or when the theme
 * prefetches at idle), never in the first-load JavaScript. `load()` fetches the searcher and the index's root, in
 * parallel, and nothing else; each query then fetches the shards and fragments it needs (see @rsdocs/search).
 */
export function searchModule(
  urls: Record<string, string>,
  paths: ThemePaths,
  remote?: { apiUrl: string; searchIndexes: string[] },
  { viaPointer = false, prefetch = true, intentEvent, outlineHeader }: {
    /** The URLs are pointers (`{ "index": url }`, see searchPointerFile), as in a built site. */
    viaPointer?: boolean;
    /**
     * `load()` (search opened, or intent: a pointer over or focus on the search button) fetches the index. Off in the
     * dev server, whose indexes may not be made yet: a request for one would wait for them.
     */
    prefetch?: boolean;
    /**
     * Without `prefetch`: `load()` sends this event over Vite's socket with the index's key instead (the dev server
     * then makes the indexes now, that one first, if it has not yet).
     */
    intentEvent?: string;
    /**
     * The header that marks a root as an outline index's (`outline`: titles and headings only, see dev/search.ts):
     * the source says its answers are partial (`isPartial`) until the index is replaced, and tells its subscribers
     * when it is (`reset`), so the dialog asks its query again.
     */
    outlineHeader?: string;
  } = {},
): string {
  if (!paths.search) return 'export function searchSourceFor() { return undefined; }\n';
  if (remote) return remoteSearchModule(paths.search, remote);
  return `
const urls = ${q(urls)};
const cache = new Map();
const getJson = (url) => fetch(url).then((res) => {
  if (!res.ok) throw new Error('search index request failed: ' + res.status + ' ' + url);
  return res.json();
});
export function searchSourceFor(lang, version) {
  const key = lang + '|' + version;
  const url = urls[key];
  if (!url) return undefined;
  if (!cache.has(key)) {
    let pending;
    let loaded; // the source once its root is in, for the synchronous prefetch
    let rootLoad; // the index's root, fetched ahead of the code (prefetchIndex) or with it
    const fetchRoot = () => {
      if (!rootLoad) {
        // A built site names each index through a pointer of a stable name (see searchPointerFile); the dev
        // server redirects to the root, and the root's final URL is where its other files sit.
        const indexUrl = ${viaPointer ? 'getJson(url).then((pointer) => pointer.index)' : 'Promise.resolve(url)'};
        const current = indexUrl.then((rootUrl) => fetch(rootUrl).then((res) => {
          if (!res.ok) throw new Error('search index request failed: ' + res.status + ' ' + rootUrl);
          return res.json().then((json) => ({ url: res.redirected ? res.url : rootUrl, json${outlineHeader ? `, outline: res.headers.get(${q(outlineHeader)}) === 'outline'` : ''} }));
        }));
        rootLoad = current;
        current.catch(() => {
          if (rootLoad === current) rootLoad = undefined; // the next load fetches it again
        });
      }
      return rootLoad;
    };
    const ready = () => {
      if (!pending) {
        const fetched = fetchRoot();
        const root = fetched.then((got) => got.json);
        root.catch(() => {}); // reported through pending
        pending = Promise.all([import(${q(paths.search)}), fetched])
          .then(([mod, got]) => {
            const source = mod.createIndexSource(got.url, { root });
            return source.load().then(() => ${outlineHeader ? '{\n              partial = got.outline;\n              return (loaded = source);\n            }' : '(loaded = source)'});
          })
          .catch((error) => {
            pending = undefined;
            throw error;
          });
      }
      return pending;
    };
    ${outlineHeader ? 'let partial = false; // answers come from an outline index\n    const listeners = new Set();\n    ' : ''}cache.set(key, {
      load: () => ${prefetch ? 'ready().then(() => undefined)' : intentEvent ? `(import.meta.hot?.send(${q(intentEvent)}, { key }), Promise.resolve())` : 'Promise.resolve()'},
      // The dev server's indexes change with the pages (see dev-server.ts): the next query loads them again.
      reset() {
        pending = undefined;
        loaded = undefined;
        rootLoad = undefined;${outlineHeader ? '\n        for (const fn of listeners) fn();' : ''}
      },${outlineHeader ? OUTLINE_SOURCE_MEMBERS : ''}
      // The index's data without its code: JSON, which a page may fetch at idle (see SearchLauncher).
      ${prefetch ? "prefetchIndex() {\n        fetchRoot().catch(() => {});\n      }," : ''}
      prefetch(query, options) {
        loaded?.prefetch(query, options);
      },
      async search(query, options) {
        return (await ready()).search(query, options);
      },
    });
  }
  return cache.get(key);
}
`;
}

