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

function widthAt(text: string, i: number): number {
  return isWide(text.codePointAt(i)!) ? 3 : 1;
}

/** Display width of a snippet: CJK (non-Latin, wide) characters count 3, everything else 1. */
export function snippetWidth(text: string, stopAbove = Infinity): number {
  let w = 0;
  for (let i = 0; i < text.length && w <= stopAbove; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xdc00 && c <= 0xdfff) continue; // low surrogate: counted with its pair
    w += c < 0x1100 ? 1 : widthAt(text, i);
  }
  return w;
}

const ELLIPSIS = '…';
const SNAP = 12; // how far a cut may move to land between words

function isSpace(ch: string | undefined): boolean {
  return ch === ' ' || ch === '\n' || ch === '\t';
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
): { snippet: string; matches: Range[] } {
  let start = 0;
  let end = text.length;
  if (snippetWidth(text, maxWidth) > maxWidth) {
    const f = focus ?? { start: 0, end: 0 };
    start = f.start;
    // Room before the focus: a third of the budget, less if the focus itself is long.
    let before = Math.max(0, Math.floor((maxWidth - snippetWidth(text.slice(f.start, f.end), maxWidth)) / 3));
    while (start > 0 && before > 0) {
      start--;
      if (start > 0 && text.charCodeAt(start) >= 0xdc00 && text.charCodeAt(start) <= 0xdfff) start--;
      before -= widthAt(text, start);
    }
    let width = 0;
    end = start;
    while (end < text.length) {
      const w = widthAt(text, end);
      if (width + w > maxWidth) break;
      width += w;
      end += text.codePointAt(end)! > 0xffff ? 2 : 1;
    }
    // Reached the end of the text early: spend what is left before the start.
    while (end >= text.length && start > 0 && width < maxWidth) {
      start--;
      width += widthAt(text, start);
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
  const lead = start > 0 ? ELLIPSIS : '';
  const snippet = lead + text.slice(start, end) + (cutEnd ? ELLIPSIS : '');
  const shift = lead.length - start;
  const matches: Range[] = [];
  for (const r of ranges) {
    const s = Math.max(r.start, start);
    const e = Math.min(r.end, end);
    if (e > s) matches.push({ start: s + shift, end: e + shift });
  }
  return { snippet, matches: mergeRanges(matches) };
}

/** Sorts ranges and joins overlapping ones. */
export function mergeRanges(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a.start - b.start || a.end - b.end);
  const out: Range[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else out.push({ ...r });
  }
  return out;
}
