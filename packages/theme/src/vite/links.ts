import type { NavItem, SidebarItem } from '../config/types';
import { routeLookupKey } from '../lib/sections';
import { isExternalUrl, splitHash } from '../lib/url';
import type { Problem } from './errors';
import type { LinkRef } from './markdown/remark-rsdocs';

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

/** Heading ids are compared decoded; a hash with broken percent-encoding (`#100%`) is compared as written. */
function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

/** Every internal link and anchor must resolve to a page and a heading of that page. */
export function checkPageLinks(pages: PageLinks[], base = '/'): Problem[] {
  const byPath = new Map<string, Set<string>>();
  for (const p of pages) byPath.set(routeLookupKey(p.routePath), new Set(p.ids));
  const problems: Problem[] = [];
  const b = base.endsWith('/') ? base.slice(0, -1) : base;
  for (const page of pages) {
    for (const link of page.links) {
      const { path, hash } = splitHash(link.url);
      const where = { file: page.file, line: link.line, column: link.column };
      if (!path) {
        if (hash && !byPath.get(routeLookupKey(page.routePath))?.has(decodeHash(hash)))
          problems.push({ ...where, message: `the anchor "#${hash}" matches no heading on this page` });
        continue;
      }
      if (isAssetPath(path)) continue;
      const stripped = b && path.startsWith(`${b}/`) ? path.slice(b.length) : path;
      const ids = byPath.get(routeLookupKey(stripped));
      if (!ids) {
        problems.push({ ...where, message: `the link "${link.url}" points to no page` });
        continue;
      }
      if (hash && !ids.has(decodeHash(hash)))
        problems.push({ ...where, message: `the link "${link.url}" points to a page that has no heading "#${hash}"` });
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
