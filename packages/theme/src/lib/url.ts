/** Pure URL helpers shared by the router, links and the build. */

/** True for links that leave the site: a scheme (`https:`, `mailto:`) or protocol-relative `//`. */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z\d+\-.]*:/i.test(url) || url.startsWith('//');
}

/**
 * Normalise a route path for comparison: drop query and hash, `.html` and a trailing `/index`,
 * collapse repeated slashes. `/guide/start/index.html` and `/guide/start/` both become `/guide/start/`.
 */
export function normalizeRoutePath(path: string): string {
  let p = path.split(/[?#]/)[0] ?? '';
  try {
    p = decodeURI(p);
  } catch {
    // keep the raw path when it is not valid percent-encoding
  }
  p = p.replace(/\/{2,}/g, '/');
  if (!p.startsWith('/')) p = `/${p}`;
  p = p.replace(/\.html$/, '');
  p = p.replace(/\/index$/, '/');
  return p;
}

/** Two paths are the same page when they match after normalisation; `/a` and `/a/` count as the same. */
export function isSamePage(a: string, b: string): boolean {
  return pageKey(a) === pageKey(b);
}

/** What two paths share when they are the same page: the normalised path without a trailing slash (`/` stays). */
export function pageKey(path: string): string {
  let key = pageKeys.get(path);
  if (key !== undefined) return key;
  const p = normalizeRoutePath(path);
  key = p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p;
  if (pageKeys.size >= PAGE_KEYS_KEPT) pageKeys.clear();
  pageKeys.set(path, key);
  return key;
}

/**
 * Keys already worked out: a sidebar compares each of its links with the current page's path (the same path some
 * hundred times a page), and prerendering a section's pages asks for the same links again (~6 % of a render).
 */
const pageKeys = new Map<string, string>();
const PAGE_KEYS_KEPT = 4096;

/** Prefix an absolute internal path with the site base. External, `//` and relative links stay as they are. */
export function withBase(url: string, base = '/'): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const b = base.endsWith('/') ? base.slice(0, -1) : base;
  if (!b) return url;
  if (url === b || url.startsWith(`${b}/`)) return url;
  return `${b}${url}`;
}

/** Remove the site base from a browser pathname. */
export function removeBase(pathname: string, base = '/'): string {
  const b = base.endsWith('/') ? base.slice(0, -1) : base;
  if (b && (pathname === b || pathname.startsWith(`${b}/`))) return pathname.slice(b.length) || '/';
  return pathname;
}

/** Split `/a/b#c` into path and hash (without `#`). */
export function splitHash(url: string): { path: string; hash: string } {
  const i = url.indexOf('#');
  return i < 0 ? { path: url, hash: '' } : { path: url.slice(0, i), hash: url.slice(i + 1) };
}

export interface PathParts {
  lang: string;
  version: string;
  /** Path without version and language prefixes, always starting with `/`. */
  rest: string;
}

/**
 * Read version and language from a route path: `/<version>/<lang>/rest`. The default language and
 * version carry no prefix. A first segment equal to a non-default language selects it.
 */
export function parseRoutePath(
  path: string,
  opts: { langs: string[]; defaultLang: string; versions?: string[]; defaultVersion?: string },
): PathParts {
  const segments = normalizeRoutePath(path).split('/');
  // segments[0] is '' (leading slash)
  let i = 1;
  let version = opts.defaultVersion ?? '';
  if (opts.versions?.length && segments[i] && opts.versions.includes(segments[i]!) && segments[i] !== opts.defaultVersion) {
    version = segments[i]!;
    i++;
  }
  let lang = opts.defaultLang;
  if (segments[i] && segments[i] !== opts.defaultLang && opts.langs.includes(segments[i]!)) {
    lang = segments[i]!;
    i++;
  }
  const rest = `/${segments.slice(i).join('/')}`;
  return { lang, version, rest };
}

/** Build a route path from parts: inverse of `parseRoutePath`. */
export function joinRoutePath(parts: PathParts, opts: { defaultLang: string; defaultVersion?: string }): string {
  let prefix = '';
  if (parts.version && parts.version !== (opts.defaultVersion ?? '')) prefix += `/${parts.version}`;
  if (parts.lang !== opts.defaultLang) prefix += `/${parts.lang}`;
  const rest = parts.rest.startsWith('/') ? parts.rest : `/${parts.rest}`;
  if (prefix && rest === '/') return `${prefix}/`;
  return `${prefix}${rest}`;
}

/** Language of a path as the spec states it: a `zh` segment among the first ones selects Chinese. */
export function inferLang(path: string, langs: string[], defaultLang: string): string {
  const segments = normalizeRoutePath(path).split('/').filter(Boolean).slice(0, 2);
  return segments.find((s) => s !== defaultLang && langs.includes(s)) ?? defaultLang;
}

/**
 * The BCP 47 tag of a site language, for `<html lang>` and `hreflang`: its canonical spelling (`pt-br` → `pt-BR`),
 * and `zh` (the prefix `/zh/`) marked as Simplified Chinese, `zh-CN`. A code Intl cannot read is kept as written.
 */
export function htmlLang(lang: string): string {
  if (lang === 'zh') return 'zh-CN';
  try {
    return Intl.getCanonicalLocales(lang)[0] ?? lang;
  } catch {
    return lang;
  }
}
