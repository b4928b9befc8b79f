import type { SearchHit } from '../provider/search';

/** How many results the search dialog shows by default. */
export const SEARCH_RESULTS_SHOWN = 7;
/** How long the dialog waits after the last keystroke before searching, in ms. */
export const SEARCH_DEBOUNCE_MS = 150;

/** Hits of one page, shown together. */
export interface SearchHitGroup {
  routePath: string;
  /** Page title: the first entry of the first hit's heading path, else its title. */
  title: string;
  /**
   * The hit on the page itself (its text before the first heading, no anchor). It heads the group, so the page
   * title shows once: as this result, not as a header above it.
   */
  page?: SearchHit;
  /** Hits in the page's sections, in rank order. */
  hits: SearchHit[];
}

/** A run of text, highlighted when it lies inside a match range. */
export interface TextSegment {
  text: string;
  highlighted: boolean;
}

/**
 * Group hits by page, keeping the rank order of each page's best hit and of the hits inside a page; the hit on
 * the page itself (no anchor) becomes the group's head.
 */
export function groupHitsByPage(hits: readonly SearchHit[]): SearchHitGroup[] {
  const groups = new Map<string, SearchHitGroup>();
  for (const hit of hits) {
    let group = groups.get(hit.routePath);
    if (!group) {
      group = { routePath: hit.routePath, title: hit.headingPath[0] ?? hit.title, hits: [] };
      groups.set(hit.routePath, group);
    }
    if (!hit.anchor && !group.page) group.page = hit;
    else group.hits.push(hit);
  }
  return [...groups.values()];
}

/** The hits in the order the list shows them (each group's head first): the order the arrow keys follow. */
export function hitsInDisplayOrder(groups: readonly SearchHitGroup[]): SearchHit[] {
  return groups.flatMap((group) => (group.page ? [group.page, ...group.hits] : group.hits));
}

/** The headings to show for a hit under its page title: the heading path without the page title. */
export function hitBreadcrumb(hit: SearchHit, pageTitle: string): string[] {
  const path = hit.headingPath[0] === pageTitle ? hit.headingPath.slice(1) : hit.headingPath;
  return path.length > 0 ? path : [hit.title];
}

/** The internal path a hit leads to: its route plus `#anchor` when it points into the page. */
export function hitHref(hit: SearchHit): string {
  return hit.anchor ? `${hit.routePath}#${hit.anchor}` : hit.routePath;
}

/**
 * Cut `text` into plain and highlighted segments. Ranges are clamped to the text, sorted,
 * and overlapping or touching ranges are merged; empty or inverted ranges are ignored.
 */
export function splitHighlights(text: string, ranges: ReadonlyArray<{ start: number; end: number }>): TextSegment[] {
  const merged: Array<{ start: number; end: number }> = [];
  const sorted = ranges
    .map(({ start, end }) => ({ start: Math.max(0, start), end: Math.min(text.length, end) }))
    .filter(({ start, end }) => end > start)
    .sort((a, b) => a.start - b.start);
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }

  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const { start, end } of merged) {
    if (start > cursor) segments.push({ text: text.slice(cursor, start), highlighted: false });
    segments.push({ text: text.slice(start, end), highlighted: true });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), highlighted: false });
  return segments;
}
