import type { SidebarItem } from '../../config/types';
import { routeLookupKey } from '../../lib/sections';
import type { OverviewGroup, TocItem } from '../../runtime/types';

type Link = { text: string; link: string; overviewHeaders?: number[] };

function links(items: SidebarItem[]): Link[] {
  const out: Link[] = [];
  for (const item of items) {
    if ('items' in item) {
      if (item.link) out.push({ text: item.text, link: item.link, overviewHeaders: item.overviewHeaders });
      out.push(...links(item.items));
    } else if ('link' in item) out.push(item);
  }
  return out;
}

/** What an overview card says of a page besides its headings (from the page's frontmatter and title). */
export interface OverviewPageMeta {
  title: string;
  description?: string;
  signature?: string;
}

/**
 * Groups for an overview page: each top-level sidebar group with its pages, their headings and, from `metaByRoute`,
 * each page's title (when the sidebar names it otherwise), one-line summary (`description`) and type (`signature`).
 */
export function overviewGroups(
  sidebar: SidebarItem[],
  tocByRoute: Map<string, TocItem[]>,
  self: { routePath: string; title: string; defaultHeaders: number[] },
  metaByRoute: Map<string, OverviewPageMeta> = new Map(),
): OverviewGroup[] {
  const toItems = (list: Link[]) =>
    list
      .filter((l) => routeLookupKey(l.link) !== routeLookupKey(self.routePath))
      .map((l) => {
        const depths = l.overviewHeaders ?? self.defaultHeaders;
        const key = routeLookupKey(l.link);
        const toc = tocByRoute.get(key) ?? [];
        const meta = metaByRoute.get(key);
        return {
          text: l.text,
          link: l.link,
          headers: toc.filter((t) => depths.includes(t.depth)).map(({ id, text, depth }) => ({ id, text, depth })),
          ...(meta && meta.title !== l.text ? { title: meta.title } : {}),
          ...(meta?.description ? { description: meta.description } : {}),
          ...(meta?.signature ? { signature: meta.signature } : {}),
        };
      });
  const groups: OverviewGroup[] = [];
  const loose: Link[] = [];
  for (const item of sidebar) {
    if ('items' in item) {
      const items = toItems(links(item.items));
      if (item.link) items.unshift(...toItems([{ text: item.text, link: item.link, overviewHeaders: item.overviewHeaders }]));
      if (items.length) groups.push({ text: item.text, items });
    } else if ('link' in item) loose.push(item);
  }
  const looseItems = toItems(loose);
  if (looseItems.length) groups.unshift({ text: self.title, items: looseItems });
  return groups;
}
