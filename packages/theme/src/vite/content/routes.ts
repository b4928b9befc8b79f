/** Pure mapping from content files to routes. */
import { joinRoutePath } from '../../lib/url';

export interface RouteInfo {
  routePath: string;
  lang: string;
  version: string;
  /** Path relative to the content root, with forward slashes, e.g. `en/guide/start/index.mdx`. */
  relativePath: string;
  /**
   * An untranslated page (`i18n.fallback`, `content/untranslated.ts`): built from the default language's page,
   * whose route (`of`) and file (`relativePath`) these are; the page's own `relativePath` is where its translation
   * would be, which its relative links are resolved against.
   */
  untranslated?: { of: string; relativePath: string };
}

export interface RouteOptions {
  langs: string[];
  defaultLang: string;
  versions: string[];
  defaultVersion: string;
}

export const PAGE_EXTENSIONS = ['.md', '.mdx'];

/**
 * `en/guide/start/index.mdx` → `/guide/start/`; `zh/config/lib.mdx` → `/zh/config/lib`;
 * with versions: `v2/en/index.md` → `/v2/`. Returns null for files outside any language folder.
 */
export function fileToRoute(relativePath: string, opts: RouteOptions): RouteInfo | null {
  const rel = relativePath.replace(/\\/g, '/');
  const ext = PAGE_EXTENSIONS.find((e) => rel.endsWith(e));
  if (!ext) return null;
  const parts = rel.slice(0, -ext.length).split('/');
  let version = opts.defaultVersion;
  if (opts.versions.length) {
    const v = parts.shift();
    if (!v || !opts.versions.includes(v)) return null;
    version = v;
  }
  const lang = parts.shift();
  if (!lang || !opts.langs.includes(lang)) return null;
  if (parts.length === 0) return null;
  const isIndex = parts[parts.length - 1] === 'index';
  if (isIndex) parts.pop();
  const rest = parts.length ? ['/', parts.join('/'), isIndex ? '/' : ''].join('') : '/';
  let prefix = '';
  if (version && version !== opts.defaultVersion) prefix += `/${version}`;
  if (lang !== opts.defaultLang) prefix += `/${lang}`;
  // Joined, not a template: one flat string, not a rope of two, for a route every build keeps.
  const routePath = prefix && rest === '/' ? `${prefix}/` : [prefix, rest].join('');
  return { routePath, lang, version, relativePath: rel };
}

/** `en/guide/a.md` → `zh/guide/a.md` (`v1/en/…` → `v1/zh/…`): where a language's copy of a file would be. */
export function withLanguageFolder(relativePath: string, lang: string, opts: Pick<RouteOptions, 'versions'>): string {
  const segments = relativePath.split('/');
  segments[opts.versions.length ? 1 : 0] = lang;
  return segments.join('/');
}

/**
 * Files never routed: under a folder named in `folders` (e.g. `shared`) or whose name starts with `_` or `.`, and
 * files named `_x` (fragments and a page's own components, as in Rspress, which routes `__x` files still). They
 * can still be imported by pages.
 */
export function isExcluded(relativePath: string, folders: string[]): boolean {
  const segments = relativePath.replace(/\\/g, '/').split('/');
  const name = segments.pop() ?? '';
  return /^_(?!_)/.test(name) || segments.some((s) => folders.includes(s) || s.startsWith('_') || s.startsWith('.'));
}

/** The section a route belongs to: language, version and first path segment. Each section is one lazy chunk. */
export function sectionKey(route: Pick<RouteInfo, 'routePath' | 'lang' | 'version'>, opts: RouteOptions): string {
  let rest = route.routePath;
  if (route.version && route.version !== opts.defaultVersion) rest = rest.slice(route.version.length + 1);
  if (route.lang !== opts.defaultLang) rest = rest.slice(route.lang.length + 1);
  const first = rest.split('/').filter(Boolean)[0] ?? '';
  return `${route.lang}|${route.version}|${first}`;
}

/**
 * The not-found pages a build writes: one per language and version (`404.html`, `zh/404.html`, `v1/404.html` …),
 * each prerendered from a probe path no page has.
 */
export function notFoundPages(opts: RouteOptions): Array<{ probePath: string; outFile: string }> {
  const versions = opts.versions.length ? opts.versions : [opts.defaultVersion];
  return versions.flatMap((version) =>
    opts.langs.map((lang) => {
      const probe = joinRoutePath({ lang, version, rest: '/404' }, opts);
      return { probePath: `${probe}-rsdocs-not-found`, outFile: `${probe.slice(1)}.html` };
    }),
  );
}

/**
 * Output file for a route: clean URLs, so `/guide/cli` → `guide/cli.html` and `/guide/` → `guide/index.html`.
 * Joined, not a template: one flat string, not a rope on a slice of the route (the out dir's writer keys a record by it).
 */
export function routeToHtmlFile(routePath: string): string {
  return [routePath.slice(1), routePath.endsWith('/') ? 'index.html' : '.html'].join('');
}
