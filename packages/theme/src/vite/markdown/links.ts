import type { NavItem, SidebarItem } from '../../config/types';
import { routeLookupKey } from '../../lib/sections';
import { isExternalUrl, splitHash } from '../../lib/url';
import type { Problem } from '../errors';
import type { LinkRef } from './remark-rsdocs';
import { fileToRoute, type RouteOptions } from '../content/routes';

export interface LinkTarget {
  routePath: string;
  ids: string[];
}

export interface PageLinks {
  file: string;
  routePath: string;
  links: LinkRef[];
  ids: string[];
}

function isAssetPath(path: string): boolean {
  const last = path.split('/').pop() ?? '';
  return /\.[a-z0-9]+$/i.test(last) && !/\.(html|md|mdx)$/i.test(last);
}

/** A link written relative to its page's file: `./x`, `../x/`, `x.md#anchor` (not `/x`, `#x`, `https:`, `//x`). */
export function isRelativeLink(url: string): boolean {
  return url !== '' && !url.startsWith('/') && !url.startsWith('#') && !url.startsWith('?') && !isExternalUrl(url);
}

export interface RelativeLinkContext {
  /** The linking page's path relative to the content root, e.g. `en/guide/start.md`. */
  from: string;
  routeOptions: RouteOptions;
  /** Whether a file exists, path relative to the content root (`en/guide/x.md`). */
  exists: (relativePath: string) => boolean;
}

/**
 * The route a relative link leads to, resolved against the linking file's folder as a file path would be:
 * `./config` from `en/guide/start.md` is `en/guide/config.md(x)` (→ `/guide/config`) or, when that file does not
 * exist, `en/guide/config/index.md(x)` (→ `/guide/config/`). `.md`/`.mdx` and `index` may be written or not; the
 * hash stays. Undefined for links that are not relative, point at an asset (`./logo.png`) or leave the content
 * folder; a page that does not exist still gets its route, so the dead-link check can report it.
 */
export function resolveRelativeLink(url: string, ctx: RelativeLinkContext): string | undefined {
  if (!isRelativeLink(url)) return undefined;
  const { path: rawPath, hash } = splitHash(url);
  const pathPart = rawPath.split('?')[0]!;
  if (isAssetPath(pathPart)) return undefined;
  const segments = ctx.from.split('/').slice(0, -1);
  for (const segment of pathPart.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (!segments.length) return undefined;
      segments.pop();
    } else segments.push(segment);
  }
  const target = segments.join('/');
  const folder = pathPart === '' || pathPart.endsWith('/') || /(^|\/)\.{1,2}$/.test(pathPart);
  const bare = target.replace(/\.mdx?$/, '');
  const candidates = folder
    ? [`${target}/index.md`, `${target}/index.mdx`]
    : target === bare
      ? [`${bare}.md`, `${bare}.mdx`, `${bare}/index.md`, `${bare}/index.mdx`]
      : [target];
  const file = candidates.find(ctx.exists) ?? candidates[0]!;
  const route = fileToRoute(file, ctx.routeOptions);
  if (!route) return undefined;
  return `${route.routePath}${hash ? `#${hash}` : ''}`;
}

/** Heading ids are compared decoded; a hash with broken percent-encoding (`#100%`) is compared as written. */
function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

/**
 * Every internal link and anchor must resolve to a page and a heading of that page. A link to the old route of a
 * redirect rule (`redirects`: route key → target) is a link to its target: its hash must be a heading there (a
 * rule whose target is no page is reported by the rules' own check, `build/redirects.ts`).
 */
export function checkPageLinks(pages: PageLinks[], base = '/', redirects?: ReadonlyMap<string, string>): Problem[] {
  // Each page's own list of ids, not a set made of it: a large site's check held one set a page at the compile's
  // end, when its heap is largest; a page has tens of headings, and only links with a hash look through them.
  const byPath = new Map<string, readonly string[]>();
  for (const p of pages) byPath.set(routeLookupKey(p.routePath), p.ids);
  const problems: Problem[] = [];
  const b = base.endsWith('/') ? base.slice(0, -1) : base;
  for (const page of pages) {
    for (const link of page.links) {
      const { path, hash } = splitHash(link.url);
      const where = { file: page.file, line: link.line, column: link.column };
      // A relative link is named as written, with the route it resolved to.
      const shown = link.written ? `"${link.written}" (${link.url})` : `"${link.url}"`;
      if (!path) {
        if (hash && !byPath.get(routeLookupKey(page.routePath))?.includes(decodeHash(hash)))
          problems.push({ ...where, message: `the anchor "#${hash}" matches no heading on this page: use the id of one of its headings` });
        continue;
      }
      if (isAssetPath(path)) continue;
      const stripped = b && path.startsWith(`${b}/`) ? path.slice(b.length) : path;
      const ids = byPath.get(routeLookupKey(stripped));
      const redirect = ids ? undefined : redirects?.get(routeLookupKey(stripped));
      if (redirect !== undefined) {
        if (isExternalUrl(redirect) || !hash) continue;
        const targetIds = byPath.get(routeLookupKey(splitHash(redirect).path));
        if (targetIds && !targetIds.includes(decodeHash(hash)))
          problems.push({ ...where, message: `the link ${shown} is redirected to "${redirect}", which has no heading "#${hash}": link to a heading of that page` });
        continue;
      }
      if (!ids) {
        problems.push({ ...where, message: `the link ${shown} points to no page: correct the link or add that page` });
        continue;
      }
      if (hash && !ids.includes(decodeHash(hash)))
        problems.push({ ...where, message: `the link ${shown} points to a page that has no heading "#${hash}": use the id of a heading on that page` });
    }
  }
  return problems;
}

function* sidebarLinks(items: SidebarItem[], trail: string): Generator<{ text: string; link: string; trail: string }> {
  for (const item of items) {
    if ('items' in item) {
      if (item.link) yield { text: item.text, link: item.link, trail };
      yield* sidebarLinks(item.items, `${trail} > ${item.text}`);
    } else if ('link' in item) yield { text: item.text, link: item.link, trail };
  }
}

function* navLinks(items: NavItem[]): Generator<{ text: string; link: string }> {
  for (const item of items) {
    if (item.link) yield { text: item.text, link: item.link };
    if (item.items) yield* navLinks(item.items);
  }
}

/** Sidebar and nav entries must point to existing pages. */
export function checkConfigLinks(
  sidebars: Record<string, Record<string, SidebarItem[]>>,
  navs: Record<string, NavItem[]>,
  routePaths: string[],
  configFile: string,
): Problem[] {
  const known = new Set(routePaths.map(routeLookupKey));
  const problems: Problem[] = [];
  const missing = (link: string) => !isExternalUrl(link) && !known.has(routeLookupKey(splitHash(link).path));
  for (const [lang, byPrefix] of Object.entries(sidebars))
    for (const [prefix, items] of Object.entries(byPrefix))
      for (const { text, link, trail } of sidebarLinks(items, `sidebar "${prefix}" (${lang})`))
        if (missing(link)) problems.push({ file: configFile, message: `${trail}: the item "${text}" links to "${link}", which is no page` });
  for (const [lang, items] of Object.entries(navs))
    for (const { text, link } of navLinks(items))
      if (missing(link)) problems.push({ file: configFile, message: `nav (${lang}): the entry "${text}" links to "${link}", which is no page` });
  return problems;
}

export interface PrefixLinkContext {
  /** The linking page. */
  route: { lang: string; version: string };
  routeOptions: RouteOptions;
  /** Whether a file exists, path relative to the content root (`zh/guide/x.md`). */
  exists: (relativePath: string) => boolean;
}

/**
 * Rspress's link auto-prefix: in a page of another language than the default, an absolute link written without a
 * language (`/guide/start`) leads to that language's page (`/zh/guide/start`) when the page exists; otherwise it
 * stays as written (the default language's page). Links that already name a language, asset paths, and pages of a
 * version other than the default are left alone. Undefined when the link stays.
 */
export function prefixLinkWithLanguage(url: string, ctx: PrefixLinkContext): string | undefined {
  const { route, routeOptions } = ctx;
  if (route.lang === routeOptions.defaultLang || route.version !== routeOptions.defaultVersion) return undefined;
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  const { path: rawPath, hash } = splitHash(url);
  const [pathPart, query] = rawPath.split('?') as [string, string | undefined];
  if (isAssetPath(pathPart)) return undefined;
  const segments = pathPart.split('/').filter(Boolean);
  if (segments[0] && (routeOptions.langs.includes(segments[0]) || routeOptions.versions.includes(segments[0]))) return undefined;
  const root = [...(routeOptions.versions.length ? [route.version] : []), route.lang, ...segments].join('/');
  const folder = segments.length === 0 || pathPart.endsWith('/');
  const candidates = folder ? [`${root}/index.md`, `${root}/index.mdx`] : [`${root}.md`, `${root}.mdx`, `${root}/index.md`, `${root}/index.mdx`];
  if (!candidates.some(ctx.exists)) return undefined;
  return `/${route.lang}${pathPart === '/' ? '/' : pathPart}${query !== undefined ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
}
