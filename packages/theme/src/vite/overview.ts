import type { SidebarItem } from '../config/types';
import { routeLookupKey } from '../lib/sections';
import type { OverviewGroup, TocItem } from '../runtime/types';

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

/** Groups for an overview page: each top-level sidebar group with its pages and their headings. */
export function overviewGroups(
  sidebar: SidebarItem[],
  tocByRoute: Map<string, TocItem[]>,
  self: { routePath: string; title: string; defaultHeaders: number[] },
): OverviewGroup[] {
  const toItems = (list: Link[]) =>
    list
      .filter((l) => routeLookupKey(l.link) !== routeLookupKey(self.routePath))
      .map((l) => {
        const depths = l.overviewHeaders ?? self.defaultHeaders;
        const toc = tocByRoute.get(routeLookupKey(l.link)) ?? [];
        return { text: l.text, link: l.link, headers: toc.filter((t) => depths.includes(t.depth)).map(({ id, text, depth }) => ({ id, text, depth })) };
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
