/**
 * Untranslated pages in another language's sidebar (`i18n.fallback`). A language's sidebar, in the config or its
 * `_meta.json`, cannot sensibly list a page it does not have (Rspress calls such an entry dead), so when the default
 * language's sidebar gains a page the others lack, their sidebars leave it out: not by choice, but because the page
 * was not there. Where a language's list is the default language's list minus such pages (every other entry at its
 * place, in order), the missing entries are put back where the default language has them, pointing at the
 * untranslated page (the sidebar then badges it). A list that differs in any other way (an entry left out whose
 * page the language has, another order, an entry of its own) was written by hand and is kept as it is.
 */
import type { SidebarItem } from '../../config/types';
import { routeLookupKey } from '../../lib/sections';
import { isExternalUrl, joinRoutePath, parseRoutePath, splitHash } from '../../lib/url';
import type { RouteOptions } from './routes';

type Link = { text: string; link?: string; items?: SidebarItem[] };

interface Alignment {
  /** The language the sidebar is in. */
  lang: string;
  routeOptions: RouteOptions;
  /** Route keys (`routeLookupKey`) of the language's untranslated pages. */
  untranslated: ReadonlySet<string>;
}

/**
 * A language's sidebars with the default language's entries for its untranslated pages put back (see above).
 * `own` and `original` are keyed alike (path prefixes without the language); keys only one of them has are
 * left alone. Returns `own` itself when nothing was added.
 */
export function withUntranslatedEntries(
  own: Record<string, SidebarItem[]>,
  original: Record<string, SidebarItem[]>,
  where: Alignment,
): Record<string, SidebarItem[]> {
  if (!where.untranslated.size || where.lang === where.routeOptions.defaultLang) return own;
  let changed = false;
  const out: Record<string, SidebarItem[]> = {};
  for (const [key, items] of Object.entries(own)) {
    const from = original[key];
    const aligned = from ? alignList(from, items, where) : items;
    if (aligned !== items) changed = true;
    out[key] = aligned;
  }
  return changed ? out : own;
}

/** The link an entry of the default language has in `lang` (external links and hashes kept). */
function inLanguage(link: string, where: Alignment): string {
  if (isExternalUrl(link)) return link;
  const { path, hash } = splitHash(link);
  const parts = parseRoutePath(path, where.routeOptions);
  const moved = joinRoutePath({ ...parts, lang: where.lang }, where.routeOptions);
  return hash ? `${moved}#${hash}` : moved;
}

const key = (link: string) => (isExternalUrl(link) ? link : routeLookupKey(splitHash(link).path));
const linkOf = (item: SidebarItem): string | undefined => ('link' in item && typeof item.link === 'string' ? item.link : undefined);
const isGroup = (item: SidebarItem): item is SidebarItem & { items: SidebarItem[] } => 'items' in item && Array.isArray(item.items);
const kind = (item: SidebarItem) => ('type' in item && item.type ? item.type : isGroup(item) ? 'group' : 'link');

/** Every page link of an entry (a group's own and its entries'), as route keys in `lang`. */
function linksIn(item: SidebarItem, where: Alignment | null): string[] {
  const own = linkOf(item);
  const mine = own ? [key(where ? inLanguage(own, where) : own)] : [];
  return isGroup(item) ? [...mine, ...item.items.flatMap((i) => linksIn(i, where))] : mine;
}

/** Whether an entry of the default language is only untranslated pages in `lang` (so the language lacks it). */
function onlyUntranslated(item: SidebarItem, where: Alignment): boolean {
  const links = linksIn(item, where);
  return links.length > 0 && links.every((l) => where.untranslated.has(l));
}

/** Whether `own` is the language's counterpart of the default language's `from`. */
function sameEntry(from: SidebarItem, own: SidebarItem, where: Alignment): boolean {
  if (kind(from) !== kind(own)) return false;
  const fromLink = linkOf(from);
  const ownLink = linkOf(own);
  if (kind(from) === 'link') return !!fromLink && !!ownLink && key(inLanguage(fromLink, where)) === key(ownLink);
  if (kind(from) !== 'group') return true; // dividers and section headers: their texts are translated
  if (fromLink || ownLink) return !!fromLink && !!ownLink && key(inLanguage(fromLink, where)) === key(ownLink);
  // Groups without a page of their own: the same group when they share a page.
  const mine = new Set(linksIn(own, null));
  return linksIn(from, where).some((l) => mine.has(l));
}

/** The default language's entry for an untranslated page, pointing at that page in `lang`. */
function moved(item: SidebarItem, where: Alignment): SidebarItem {
  const link = linkOf(item);
  const out = { ...(item as Link), ...(link ? { link: inLanguage(link, where) } : {}) } as SidebarItem;
  if (isGroup(item)) (out as Link).items = item.items.map((i) => moved(i, where));
  return out;
}

/**
 * `own` with the default language's entries for untranslated pages put back, walking both lists in order; `own`
 * itself when it is no such list (see the module's comment). Groups that match are aligned in turn.
 */
function alignList(from: SidebarItem[], own: SidebarItem[], where: Alignment): SidebarItem[] {
  const out: SidebarItem[] = [];
  let changed = false;
  let j = 0;
  for (const item of from) {
    const mine = own[j];
    if (mine && sameEntry(item, mine, where)) {
      const aligned = isGroup(item) && isGroup(mine) ? alignList(item.items, mine.items, where) : null;
      if (aligned && isGroup(mine) && aligned !== mine.items) {
        out.push({ ...mine, items: aligned } as SidebarItem);
        changed = true;
      } else out.push(mine);
      j++;
    } else if (onlyUntranslated(item, where)) {
      out.push(moved(item, where));
      changed = true;
    } else return own;
  }
  if (j < own.length) return own;
  return changed ? out : own;
}
