import type { SidebarItem } from '../../config/types';
import type { SectionData } from '../../runtime/server';
import type { ResolvedSite } from '../config/resolve';
import { sectionKey } from './routes';
import type { ScannedPage } from './scan';

/** Group pages into sections: one lazy chunk per language, version and first path segment. */
export function groupSections(pages: ScannedPage[], site: ResolvedSite): Map<string, ScannedPage[]> {
  const groups = new Map<string, ScannedPage[]>();
  for (const page of pages) {
    const key = sectionKey(page, site.routeOptions);
    let list = groups.get(key);
    if (!list) groups.set(key, (list = []));
    list.push(page);
  }
  return groups;
}

/** The sidebars that can cover a section: keys whose first segment is the section's, plus a catch-all '/'. */
export function sidebarsForSection(key: string, sidebars: Record<string, SidebarItem[]>): Record<string, SidebarItem[]> {
  const first = key.split('|')[2] ?? '';
  const out: Record<string, SidebarItem[]> = {};
  for (const [prefix, items] of Object.entries(sidebars)) {
    const seg = prefix.split('/').filter(Boolean)[0] ?? '';
    if (seg === first || prefix === '/') out[prefix] = items;
  }
  return out;
}

/** A section as data: its routes (each naming its page's file) and the sidebars that cover it. */
export function sectionData(pages: ScannedPage[], sidebars: Record<string, SidebarItem[]>): SectionData {
  return {
    routes: pages.map((p) => ({ path: p.routePath, filePath: p.relativePath, lang: p.lang, version: p.version, file: p.file })),
    sidebars,
  };
}
