/** Pure filtering for the overview page (a list of sidebar groups with their pages). */

export interface OverviewHeader {
  id: string;
  text: string;
  depth: number;
}

export interface OverviewItem {
  text: string;
  link: string;
  headers: OverviewHeader[];
  /** The page's own title, when the sidebar calls it otherwise. */
  title?: string;
  /** The page's one-line summary. */
  description?: string;
  /** The option's type. */
  signature?: string;
}

export interface OverviewGroup {
  text: string;
  items: OverviewItem[];
}

/** An item as a card shows it: the headings it lists are the ones worth listing for the current query. */
export interface OverviewCard extends OverviewItem {
  shownHeaders: OverviewHeader[];
}

export interface OverviewCardGroup {
  text: string;
  items: OverviewCard[];
}

/** Lower-case, hyphens as spaces, whitespace collapsed: `Auto-External` and `auto external` compare equal. */
export function normalizeOverviewText(text: string): string {
  return text.toLowerCase().replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The headings a card lists without a query: none when the page has a summary (the summary says what it is, and
 * option pages share sub-headings such as "Example" that would repeat on every card), else all of them.
 */
const restingHeaders = (item: OverviewItem) => (item.description ? [] : item.headers);

/**
 * The cards for `query`. A group whose name matches keeps all its pages. A page matches by its sidebar text, its
 * title (so a Chinese title finds it), its summary or its type, and then lists the headings that match too; a page
 * that matches by its headings only lists those. An empty query keeps everything.
 */
export function overviewCards(groups: OverviewGroup[], query: string): OverviewCardGroup[] {
  const q = normalizeOverviewText(query);
  const resting = (item: OverviewItem): OverviewCard => ({ ...item, shownHeaders: restingHeaders(item) });
  if (!q) return groups.map((group) => ({ text: group.text, items: group.items.map(resting) }));
  const matches = (text: string | undefined) => !!text && normalizeOverviewText(text).includes(q);
  const result: OverviewCardGroup[] = [];
  for (const group of groups) {
    if (matches(group.text)) {
      result.push({ text: group.text, items: group.items.map(resting) });
      continue;
    }
    const items: OverviewCard[] = [];
    for (const item of group.items) {
      const headers = item.headers.filter((h) => matches(h.text));
      if ([item.text, item.title, item.description, item.signature].some(matches)) items.push({ ...item, shownHeaders: headers });
      else if (headers.length) items.push({ ...item, shownHeaders: headers });
    }
    if (items.length) result.push({ text: group.text, items });
  }
  return result;
}
