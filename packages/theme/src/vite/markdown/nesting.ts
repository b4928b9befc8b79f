/**
 * The deepest list a page may nest. The usual parsers (micromark and mdast's builder) take time that grows with the
 * cube of a list's depth: 200 levels take seconds, 1,000 many minutes, a build that seems to hang. Real pages nest a
 * handful; past this depth the page is refused with the line to fix.
 */
export const MAX_LIST_DEPTH = 100;

const FENCE = /^\s*(`{3,}|~{3,})/;
// A list item: its indentation (spaces, tabs and quote markers before it), then `-`, `*`, `+` or `1.`/`1)`.
const LIST_ITEM = /^([ \t>]*)(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;

/** Columns of indentation, a tab counting to the next multiple of 4 (as CommonMark counts them). */
function columns(prefix: string): number {
  let n = 0;
  for (const c of prefix) n = c === '\t' ? n + 4 - (n % 4) : n + 1;
  return n;
}

/**
 * The first line (1-based) of `source` with a list item nested deeper than `max`, outside fenced code, or
 * `undefined`. Each level of a list indents its items by 2 columns at least, so `depth` (indent / 2 + 1) is the most
 * levels an item can be deep: a cheap bound, exact for lists indented by 2, twice the truth for lists indented by 4.
 */
export function tooDeepList(source: string, max = MAX_LIST_DEPTH): { line: number; depth: number; indent: number } | undefined {
  let fenced = false;
  let line = 0;
  for (const text of source.split('\n')) {
    line++;
    if (FENCE.test(text)) fenced = !fenced;
    if (fenced) continue;
    const item = LIST_ITEM.exec(text);
    if (!item) continue;
    const indent = columns(item[1]!);
    const depth = Math.floor(indent / 2) + 1;
    if (depth > max) return { line, depth, indent };
  }
  return undefined;
}
