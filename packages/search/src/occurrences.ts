import type { Range } from './snippet';
import { isWordChar } from './tokenize';

/** Occurrences of one needle looked at per section (snippet and proximity need only a few). */
const MAX_OCCURRENCES = 24;

/** What the searcher knows of a query term when it reads a text. */
export interface LookTerm {
  term: { cjk: boolean };
  /** Strings to find: the typed word or prefix, identifier parts, typo corrections. */
  needles: string[];
  idf: number;
}

/** What a look at a section's text found. */
export interface Found {
  /** Proximity bonus: the idf of the terms found, scaled by how tightly they sit together. */
  bonus: number;
  /** Every occurrence, in `text` offsets. */
  ranges: Range[];
  /** The smallest window holding every term found (or the first occurrence). */
  focus: Range | undefined;
}

function popcount(x: number): number {
  let n = 0;
  for (let v = x; v; v &= v - 1) n++;
  return n;
}

/**
 * Looks at a section's text: where the query terms occur (for the snippet and its highlights) and
 * how close together they are (a bonus for multi-term queries). `folded` is `fold(text)`, `map`
 * its offsets into `text` (null when they are the same).
 */
export function look(text: string, folded: string, map: Int32Array | null, plans: LookTerm[]): Found {
  // Occurrences packed into one number each: position * 4096 + term * 64 + length (terms < 32,
  // lengths < 64), so a plain numeric sort orders them by position.
  const packed: number[] = [];
  for (let k = 0; k < plans.length; k++) {
    const plan = plans[k]!;
    const latin = !plan.term.cjk;
    for (const needle of plan.needles) {
      let count = 0;
      let seen = 0; // a short needle may occur inside many words: stop looking after a while
      for (let at = folded.indexOf(needle); at !== -1 && count < MAX_OCCURRENCES && seen++ < 4 * MAX_OCCURRENCES; at = folded.indexOf(needle, at + 1)) {
        if (latin && at > 0 && isWordChar(folded.charCodeAt(at - 1)) && !camelStart(text, at, map)) continue;
        packed.push(at * 4096 + k * 64 + Math.min(63, wordEnd(text, folded, map, at, needle, latin) - at));
        count++;
      }
    }
  }
  const events = Float64Array.from(packed).sort();
  const n = events.length;
  const pos = (j: number) => Math.floor(events[j]! / 4096);
  const term = (j: number) => Math.floor(events[j]! / 64) % 64;
  const end = (j: number) => pos(j) + (events[j]! % 64);

  // Smallest window holding every term found in the text.
  let present = 0;
  for (let j = 0; j < n; j++) present |= 1 << term(j);
  const kinds = popcount(present);
  let bonus = 0;
  let focus: Range | undefined = n ? { start: pos(0), end: end(0) } : undefined;
  if (kinds >= 2) {
    const counts = new Int32Array(plans.length);
    let inWindow = 0;
    let left = 0;
    let bestSpan = Infinity;
    for (let right = 0; right < n; right++) {
      if (counts[term(right)]!++ === 0) inWindow++;
      while (inWindow === kinds) {
        const span = end(right) - pos(left);
        if (span < bestSpan) {
          bestSpan = span;
          focus = { start: pos(left), end: end(right) };
        }
        if (--counts[term(left)]! === 0) inWindow--;
        left++;
      }
    }
    let tight = kinds - 1;
    let idfs = 0;
    for (let k = 0; k < plans.length; k++) {
      if (!(present & (1 << k))) continue;
      tight += plans[k]!.needles[0]!.length;
      idfs += plans[k]!.idf;
    }
    bonus = idfs * Math.min(1, tight / Math.max(1, bestSpan));
  }

  const ranges: Range[] = [];
  for (let j = 0; j < n; j++) ranges.push(toOriginal(text, map, pos(j), end(j)));
  return { bonus, ranges, focus: focus && toOriginal(text, map, focus.start, focus.end) };
}

/** Maps a range of the folded text back to the original text. */
function toOriginal(text: string, map: Int32Array | null, start: number, end: number): Range {
  if (!map) return { start, end };
  // End just before the first folded unit that came from a later original character.
  const last = map[end - 1]!;
  let k = end;
  while (k < map.length && map[k] === last) k++;
  return { start: map[start]!, end: k < map.length ? map[k]! : text.length };
}

/** How far around the focus the quick look collects highlights (a snippet spans about 100). */
const QUICK_WINDOW = 160;

/**
 * A cheaper `look` for hits that are only shown, not re-ranked: focus on the first occurrence of
 * the most specific term, then collect highlights near it only. No proximity bonus.
 */
export function lookQuick(text: string, folded: string, map: Int32Array | null, plans: LookTerm[]): Found {
  let best = -1;
  let bestEnd = -1;
  let bestIdf = -1;
  for (const plan of plans) {
    const latin = !plan.term.cjk;
    for (const needle of plan.needles) {
      const at = firstAt(text, folded, map, needle, latin, 0);
      if (at === -1) continue;
      if (plan.idf > bestIdf || (plan.idf === bestIdf && at < best)) {
        best = at;
        bestEnd = wordEnd(text, folded, map, at, needle, latin);
        bestIdf = plan.idf;
      }
    }
  }
  if (best < 0) return { bonus: 0, ranges: [], focus: undefined };
  const from = Math.max(0, best - QUICK_WINDOW);
  const to = best + QUICK_WINDOW;
  const ranges: Range[] = [];
  for (const plan of plans) {
    const latin = !plan.term.cjk;
    for (const needle of plan.needles) {
      for (let at = firstAt(text, folded, map, needle, latin, from); at !== -1 && at <= to; at = firstAt(text, folded, map, needle, latin, at + 1)) {
        ranges.push(toOriginal(text, map, at, wordEnd(text, folded, map, at, needle, latin)));
      }
    }
  }
  return { bonus: 0, ranges, focus: toOriginal(text, map, best, bestEnd) };
}

/** The first occurrence of `needle` from `from` on; Latin needles must start a word or a camelCase part. */
function firstAt(text: string, folded: string, map: Int32Array | null, needle: string, latin: boolean, from: number): number {
  let seen = 0;
  for (let at = folded.indexOf(needle, from); at !== -1 && seen++ < 4 * MAX_OCCURRENCES; at = folded.indexOf(needle, at + 1)) {
    if (!latin || at === 0 || !isWordChar(folded.charCodeAt(at - 1)) || camelStart(text, at, map)) return at;
  }
  return -1;
}

/** A prefix or a part highlights up to the end of its word: `conf` marks `configuration`. */
function wordEnd(text: string, folded: string, map: Int32Array | null, at: number, needle: string, latin: boolean): number {
  let end = at + needle.length;
  if (latin) while (end < folded.length && end - at < 63 && isWordChar(folded.charCodeAt(end)) && !camelStart(text, end, map)) end++;
  return end;
}

/** `External` in `autoExternal`: an upper-case letter after a lower-case one starts a word part. */
function camelStart(text: string, at: number, map: Int32Array | null): boolean {
  const i = map ? map[at]! : at;
  const c = text.charCodeAt(i);
  const prev = text.charCodeAt(i - 1);
  const upper = c >= 0x41 && c <= 0x5a;
  const lowerOrDigit = (prev >= 0x61 && prev <= 0x7a) || (prev >= 0x30 && prev <= 0x39);
  return upper && lowerOrDigit;
}
