/**
 * Untranslated pages (`i18n.fallback`, on by default): a page of the default language that another language of the
 * site lacks is built under that language's route from the default language's file, so a link into that language
 * never ends on the 404 page. Such a page is marked (`RouteInfo.untranslated`): its layout says it is not translated
 * and links the original, its canonical link is the original's, and it stays out of search, hreflang, the sitemap
 * and the Markdown copies (its content is the original's, already there).
 */
import type { SidebarItem } from '../../config/types';
import { routeLookupKey } from '../../lib/sections';
import { joinRoutePath, parseRoutePath, splitHash } from '../../lib/url';
import { withLanguageFolder, type RouteOptions } from './routes';
import type { ScannedPage } from './scan';

/** The query that gives an untranslated page a module id of its own beside its original's (`<file>?…=<lang>`). */
export const UNTRANSLATED_QUERY = 'rsdocs-untranslated';

/**
 * The untranslated pages of a site: for each page of the default language and each other language without a page
 * at the same path (in the same version), a page built from it. `reserved` routes (old routes of redirect rules)
 * get none: a redirect answers there.
 */
export function untranslatedPages(pages: ScannedPage[], opts: RouteOptions, reserved: ReadonlySet<string> = new Set()): ScannedPage[] {
  const others = opts.langs.filter((l) => l !== opts.defaultLang);
  if (!others.length) return [];
  const taken = new Set(pages.map((p) => routeLookupKey(p.routePath)));
  const out: ScannedPage[] = [];
  for (const page of pages) {
    if (page.lang !== opts.defaultLang || page.untranslated) continue;
    const parts = parseRoutePath(page.routePath, opts);
    for (const lang of others) {
      const routePath = joinRoutePath({ ...parts, lang }, opts);
      const key = routeLookupKey(routePath);
      if (taken.has(key) || reserved.has(key)) continue;
      taken.add(key);
      out.push({
        routePath,
        lang,
        version: page.version,
        relativePath: withLanguageFolder(page.relativePath, lang, opts),
        file: `${page.file}?${UNTRANSLATED_QUERY}=${lang}`,
        sourceFile: page.file,
        untranslated: { of: page.routePath, relativePath: page.relativePath },
      });
    }
  }
  return out;
}

/** Whether an id (a module id, a page's `file`) is an untranslated page's. */
export function isUntranslatedId(id: string): boolean {
  return new RegExp(`[?&]${UNTRANSLATED_QUERY}=`).test(id);
}

/**
 * Sidebars with their entries of untranslated pages marked (`untranslated`: the language they are shown in, the
 * default language), so the sidebar badges them. `untranslated` holds those pages' route keys; sidebars without
 * such entries come back as they were.
 */
export function markUntranslatedEntries(sidebars: Record<string, SidebarItem[]>, untranslated: ReadonlySet<string>, defaultLang: string): Record<string, SidebarItem[]> {
  if (!untranslated.size) return sidebars;
  const mark = (items: SidebarItem[]): SidebarItem[] =>
    items.map((item): SidebarItem => {
      if (!('text' in item) || !('link' in item || 'items' in item)) return item;
      const link = item.link ? splitHash(item.link).path : undefined;
      const marked = link && untranslated.has(routeLookupKey(link)) ? { untranslated: defaultLang } : {};
      return 'items' in item ? { ...item, ...marked, items: mark(item.items) } : { ...item, ...marked };
    });
  return Object.fromEntries(Object.entries(sidebars).map(([key, items]) => [key, mark(items)]));
}
