export interface Range {
  start: number;
  end: number;
}

/** East Asian wide characters take about three Latin letters of room in a result list. */
function isWide(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  );
}

/**
 * Columns of one UTF-16 code unit: a surrogate pair counts on its high half (3 for the CJK
 * extension planes, U+20000–U+3FFFD, else 1) and its low half counts 0.
 */
function unitWidth(c: number): number {
  if (c < 0x1100) return 1;
  if (c >= 0xd800 && c <= 0xdfff) return c >= 0xdc00 ? 0 : c >= 0xd840 && c <= 0xd8bf ? 3 : 1;
  return isWide(c) ? 3 : 1;
}

/** Display width of `text[start, end)`, counted up to just past `stopAbove`. */
function rangeWidth(text: string, start: number, end: number, stopAbove: number): number {
  let w = 0;
  for (let i = start; i < end && w <= stopAbove; i++) w += unitWidth(text.charCodeAt(i));
  return w;
}

/** Display width of a snippet: CJK (non-Latin, wide) characters count 3, everything else 1. */
export function snippetWidth(text: string, stopAbove = Infinity): number {
  return rangeWidth(text, 0, text.length, stopAbove);
}

const ELLIPSIS = '…';
const SNAP = 12; // how far a cut may move to land between words

function isSpace(ch: string | undefined): boolean {
  return ch === ' ' || ch === '\n' || ch === '\t';
}

/** Where a snippet is cut from its text: `text.slice(start, end)`, and whether text follows. */
export interface Cut {
  start: number;
  end: number;
  cutEnd: boolean;
}

/**
 * Where to cut about `maxWidth` columns of `text` around `focus` (a third of the room before it):
 * the cut moves to a word boundary when one is near. `narrow` says every character of `text` is
 * one column wide (nothing to count).
 */
export function cutSnippet(text: string, focus: Range | undefined, maxWidth = 100, narrow = false): Cut {
  let start = 0;
  let end = text.length;
  if (narrow ? text.length > maxWidth : snippetWidth(text, maxWidth) > maxWidth) {
    const f = focus ?? { start: 0, end: 0 };
    start = f.start;
    // Room before the focus: a third of the budget, less if the focus itself is long.
    if (narrow) {
      // Every character is one column: the same cut, by arithmetic.
      const before = Math.max(0, Math.floor((maxWidth - Math.min(f.end - f.start, maxWidth + 1)) / 3));
      start = Math.max(0, start - before);
      end = Math.min(text.length, start + maxWidth);
      if (end >= text.length) start = Math.max(0, start - (maxWidth - (end - start)));
    } else {
      let before = Math.max(0, Math.floor((maxWidth - rangeWidth(text, f.start, f.end, maxWidth)) / 3));
      while (start > 0 && before > 0) {
        let w = unitWidth(text.charCodeAt(--start));
        if (w === 0 && start > 0) w = unitWidth(text.charCodeAt(--start)); // the pair's high half
        before -= w;
      }
      let width = 0;
      end = start;
      while (end < text.length) {
        const w = unitWidth(text.charCodeAt(end));
        if (width + w > maxWidth) break;
        width += w;
        end++;
      }
      // Reached the end of the text early: spend what is left before the start (whole characters).
      while (end >= text.length && start > 0) {
        let before = start - 1;
        let w = unitWidth(text.charCodeAt(before));
        if (w === 0 && before > 0) w = unitWidth(text.charCodeAt(--before));
        if (width + w > maxWidth) break;
        width += w;
        start = before;
      }
    }
    if (start > 0 && !isSpace(text[start - 1])) {
      const sp = text.indexOf(' ', start);
      if (sp !== -1 && sp - start < SNAP && sp + 1 <= f.start) start = sp + 1;
    }
    if (end < text.length && !isSpace(text[end])) {
      const sp = text.lastIndexOf(' ', end);
      if (sp > start && end - sp < SNAP && sp >= f.end) end = sp;
    }
  }
  const cutEnd = end < text.length;
  while (start < end && isSpace(text[start])) start++;
  while (end > start && isSpace(text[end - 1])) end--;
  return { start, end, cutEnd };
}

/** The snippet text of a cut, with ellipses, and `ranges` (offsets in `text`) mapped into it. */
export function snippetAt(text: string, cut: Cut, ranges: Range[]): { snippet: string; matches: Range[] } {
  const { start, end } = cut;
  const lead = start > 0 ? ELLIPSIS : '';
  const snippet = lead + text.slice(start, end) + (cut.cutEnd ? ELLIPSIS : '');
  const shift = lead.length - start;
  const matches: Range[] = [];
  for (const r of ranges) {
    const s = Math.max(r.start, start);
    const e = Math.min(r.end, end);
    if (e > s) matches.push({ start: s + shift, end: e + shift });
  }
  return { snippet, matches: mergeRanges(matches) };
}

/**
 * Cuts about `maxWidth` of `text` around `focus` (a third of the room before it), moves the cut to
 * a word boundary when one is near, adds ellipses, and maps `ranges` into the snippet.
 */
export function makeSnippet(
  text: string,
  ranges: Range[],
  focus: Range | undefined,
  maxWidth = 100,
  narrow = false,
): { snippet: string; matches: Range[] } {
  return snippetAt(text, cutSnippet(text, focus, maxWidth, narrow), ranges);
}

/** Sorts ranges and joins overlapping ones. */
export function mergeRanges(ranges: Range[]): Range[] {
  // Insertion sort: a snippet holds a handful of matches, mostly in order already.
  const sorted = ranges.slice();
  for (let i = 1; i < sorted.length; i++) {
    const r = sorted[i]!;
    let j = i;
    for (; j > 0; j--) {
      const q = sorted[j - 1]!;
      if (q.start < r.start || (q.start === r.start && q.end <= r.end)) break;
      sorted[j] = q;
    }
    sorted[j] = r;
  }
  const out: Range[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else out.push({ ...r });
  }
  return out;
}
