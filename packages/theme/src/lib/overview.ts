/** Pure filtering for the overview page (a list of sidebar groups with their items' headings). */

export interface OverviewHeader {
  id: string;
  text: string;
  depth: number;
}

export interface OverviewItem {
  text: string;
  link: string;
  headers: OverviewHeader[];
}

export interface OverviewGroup {
  text: string;
  items: OverviewItem[];
}

/** Lower-case, hyphens as spaces, whitespace collapsed: `Auto-External` and `auto external` compare equal. */
export function normalizeOverviewText(text: string): string {
  return text.toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * Keep what matches `query`. A matching group name keeps the whole group; a matching item text keeps the
 * item with all its headings; a matching heading keeps its item with only the matching headings.
 * An empty query keeps everything.
 */
export function filterOverview(groups: OverviewGroup[], query: string): OverviewGroup[] {
  const q = normalizeOverviewText(query);
  if (!q) return groups;
  const matches = (text: string) => normalizeOverviewText(text).includes(q);
  const result: OverviewGroup[] = [];
  for (const group of groups) {
    if (matches(group.text)) {
      result.push(group);
      continue;
    }
    const items: OverviewItem[] = [];
    for (const item of group.items) {
      if (matches(item.text)) {
        items.push(item);
        continue;
      }
      const headers = item.headers.filter((h) => matches(h.text));
      if (headers.length) items.push({ ...item, headers });
    }
    if (items.length) result.push({ ...group, items });
  }
  return result;
}
