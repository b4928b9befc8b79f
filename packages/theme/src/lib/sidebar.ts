/** Pure sidebar logic: choosing the sidebar for a path, active state, flattening and previous/next pages. */
import type { SidebarDivider, SidebarGroup, SidebarItem, SidebarLink, SidebarSectionHeader } from '../config/types';
import type { PageLink } from '../runtime/types';
import { isExternalUrl, isSamePage, normalizeRoutePath, pageKey } from './url';

export const isSidebarDivider = (item: SidebarItem): item is SidebarDivider =>
  'type' in item && item.type === 'divider';

export const isSidebarSectionHeader = (item: SidebarItem): item is SidebarSectionHeader =>
  'type' in item && item.type === 'section-header';

export const isSidebarGroup = (item: SidebarItem): item is SidebarGroup => 'items' in item && Array.isArray(item.items);

export const isSidebarLink = (item: SidebarItem): item is SidebarLink =>
  !('type' in item) && !('items' in item) && typeof (item as SidebarLink).link === 'string';

/** Drop the language (or version + language) prefix from a route path: `/zh/guide/` → `/guide/`. */
function stripPrefix(path: string, prefix: string): string {
  const p = prefix.replace(/\/+$/, '');
  if (!p || p === '/') return path;
  if (path === p) return '/';
  return path.startsWith(`${p}/`) ? path.slice(p.length) : path;
}

/** Does `key` (a sidebar prefix such as `/guide/` or `/config`) cover `path`? Matches whole segments only. */
function keyMatches(key: string, path: string): boolean {
  const k = normalizeRoutePath(key).replace(/\/$/, '');
  if (!k) return true; // '/' covers everything
  return path === k || path.startsWith(`${k}/`);
}

/**
 * The sidebar for a route: the entry whose key is the longest prefix of the path once the language
 * prefix is removed. Keys are written without the language prefix (`'/guide/'`). Returns `[]` when none matches.
 */
export function getSidebar(sidebars: Record<string, SidebarItem[]>, routePath: string, langPrefix = ''): SidebarItem[] {
  const path = stripPrefix(normalizeRoutePath(routePath), langPrefix);
  let best: string | undefined;
  for (const key of Object.keys(sidebars)) {
    if (!keyMatches(key, path)) continue;
    if (best === undefined || normalizeRoutePath(key).length > normalizeRoutePath(best).length) best = key;
  }
  return best === undefined ? [] : (sidebars[best] ?? []);
}

/** Is an internal sidebar link the page at `pathname`? Compared after normalisation (`.html`, `/index`, trailing slash). */
export function isActiveLink(link: string | undefined, pathname: string): boolean {
  if (!link || isExternalUrl(link)) return false;
  return isSamePage(link, pathname);
}

/** Every link of a sidebar in document order; a group's own `link` comes before its items. */
export function flattenSidebarLinks(items: SidebarItem[]): PageLink[] {
  const out: PageLink[] = [];
  for (const item of items) {
    if (isSidebarGroup(item)) {
      if (item.link) out.push({ text: item.text, link: item.link });
      out.push(...flattenSidebarLinks(item.items));
    } else if (isSidebarLink(item)) {
      out.push({ text: item.text, link: item.link });
    }
  }
  return out;
}

/**
 * The pages before and after `pathname` in sidebar order. External links are skipped, and a page
 * listed twice (e.g. as a group link and as its first item) counts once, at its first place.
 */
export function getPrevNext(items: SidebarItem[], pathname: string): { prev?: PageLink; next?: PageLink } {
  const { pages, indexByKey } = readingOrder(items);
  const index = indexByKey.get(pageKey(pathname));
  if (index === undefined) return {};
  return { prev: pages[index - 1], next: pages[index + 1] };
}

const orders = new WeakMap<SidebarItem[], { pages: PageLink[]; indexByKey: Map<string, number> }>();

/** A sidebar's internal pages in reading order, each once; computed once per sidebar (every page of a section asks). */
function readingOrder(items: SidebarItem[]) {
  let order = orders.get(items);
  if (!order) {
    order = { pages: [], indexByKey: new Map() };
    for (const page of flattenSidebarLinks(items)) {
      if (isExternalUrl(page.link)) continue;
      const key = pageKey(page.link);
      if (order.indexByKey.has(key)) continue;
      order.indexByKey.set(key, order.pages.length);
      order.pages.push(page);
    }
    orders.set(items, order);
  }
  return order;
}

/** The most entries one sidebar list shows before it windows around the current page. */
export const SIDEBAR_WINDOW = 50;

const trails = new WeakMap<SidebarItem[], Map<string, number[]>>();

/**
 * The indices leading from the top of a sidebar to the current page's entry (`[2, 0, 5]`: the third entry's
 * first entry's sixth entry), or `[]` when the page is not listed. A group whose own link is the page ends the
 * trail. Worked out once per sidebar for all its pages: every page of a large section asks, so a walk per page
 * would cost the section's size each time.
 */
export function activeTrail(items: SidebarItem[], pathname: string): number[] {
  let byKey = trails.get(items);
  if (!byKey) {
    byKey = new Map();
    const walk = (list: SidebarItem[], trail: number[]) =>
      list.forEach((item, i) => {
        const here = [...trail, i];
        const link = isSidebarGroup(item) || isSidebarLink(item) ? item.link : undefined;
        if (link && !isExternalUrl(link) && !byKey!.has(pageKey(link))) byKey!.set(pageKey(link), here);
        if (isSidebarGroup(item)) walk(item.items, here);
      });
    walk(items, []);
    trails.set(items, byKey);
  }
  return byKey.get(pageKey(pathname)) ?? [];
}

/**
 * Which entries of one list to render: all of a short list; of a long one, `size` entries around the entry on
 * the current page's trail (`anchor`, -1 for none: the list's start). The page's HTML then holds a bounded
 * number of links whatever the section's size, and the server and the browser pick the same window.
 */
export function listWindow(length: number, anchor: number, size = SIDEBAR_WINDOW): { start: number; end: number } {
  if (length <= size) return { start: 0, end: length };
  const start = Math.min(Math.max(0, anchor - Math.floor(size / 2)), length - size);
  return { start, end: start + size };
}
