import type { Range } from './snippet';
import { isWordChar } from './tokenize';

/** Occurrences of one needle looked at per section (proximity needs only a few). */
const MAX_OCCURRENCES = 24;

/** What the searcher knows of a query term when it reads a text. */
export interface LookTerm {
  term: { cjk: boolean };
  /** Strings to find: the typed word or prefix, identifier parts, typo corrections. */
  needles: string[];
  /** For each needle, the sections whose body holds it (ascending), or null: look everywhere. */
  within?: ReadonlyArray<Int32Array | null>;
  idf: number;
}

/** Whether needle `i` of `plan` can be in section `section` (-1: any section). */
function wanted(plan: LookTerm, i: number, section: number): boolean {
  const list = section < 0 ? null : plan.within?.[i];
  if (!list) return true;
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < section) lo = mid + 1;
    else hi = mid;
  }
  return list[lo] === section;
}

/** Where a section's snippet should be centred. */
export interface Focus {
  /** The range to centre the snippet on, in `text` offsets. */
  range: Range;
  /** Where it starts in the folded text (highlights are collected around it). */
  folded: number;
}

/** What a look at a section's text found. */
export interface Found {
  /** Proximity bonus: the idf of the terms found, scaled by how tightly they sit together. */
  bonus: number;
  /** The smallest window holding every term found (or the first occurrence); undefined when none is there. */
  focus: Focus | undefined;
}

function popcount(x: number): number {
  let n = 0;
  for (let v = x; v; v &= v - 1) n++;
  return n;
}

// Scratch space shared by every call (the searcher is synchronous): occurrences, the same merged,
// where each needle's run of occurrences starts, and term counts.
let events = new Float64Array(256);
let merged = new Float64Array(256);
const runs = new Int32Array(1025);
const counts = new Int32Array(32);

/**
 * Looks at a section's text for the proximity of the query terms (a bonus for multi-term queries)
 * and for the window the snippet should show. `folded` is `fold(text)`, `map` its offsets into
 * `text` (null when they are the same). Only the terms in the bit mask `which` are looked for.
 * Allocates nothing but the result.
 */
export function look(text: string, folded: string, map: Int32Array | null, plans: LookTerm[], which = -1, section = -1): Found {
  // Occurrences packed into one number each: position * 4096 + term * 64 + length (terms < 32,
  // lengths < 64), so numeric order is text order. Each needle's occurrences come in order; the
  // runs are then merged.
  let n = 0;
  let nRuns = 0;
  for (let k = 0; k < plans.length && k < 32; k++) {
    if (!(which & (1 << k))) continue;
    const plan = plans[k]!;
    const latin = !plan.term.cjk;
    for (let i = 0; i < plan.needles.length && nRuns < 1024; i++) {
      const needle = plan.needles[i]!;
      if (!wanted(plan, i, section)) continue;
      const length = Math.min(63, needle.length);
      runs[nRuns] = n;
      let count = 0;
      let seen = 0; // a short needle may occur inside many words: stop looking after a while
      const next = latin && needle.length <= 2 ? nextShort : nextAt;
      for (let at = next(text, folded, map, needle, 0); at !== -1 && count < MAX_OCCURRENCES && seen++ < 4 * MAX_OCCURRENCES; at = next(text, folded, map, needle, at + 1)) {
        if (latin && at > 0 && isWordChar(folded.charCodeAt(at - 1)) && !camelStart(text, at, map)) continue;
        if (n === events.length) {
          const grown = new Float64Array(2 * n);
          grown.set(events);
          events = grown;
          merged = new Float64Array(2 * n);
        }
        events[n++] = at * 4096 + k * 64 + length;
        count++;
      }
      if (count) nRuns++;
    }
  }
  if (n === 0) return { bonus: 0, focus: undefined };
  runs[nRuns] = n;
  const sorted = mergeRuns(nRuns);

  // Smallest window holding every term found in the text.
  let present = 0;
  for (let j = 0; j < n; j++) present |= 1 << (Math.floor(sorted[j]! / 64) % 64);
  const kinds = popcount(present);
  let focusStart = Math.floor(sorted[0]! / 4096);
  let focusEnd = focusStart + (sorted[0]! % 64);
  let endTerm = Math.floor(sorted[0]! / 64) % 64;
  let bonus = 0;
  if (kinds >= 2) {
    counts.fill(0);
    let inWindow = 0;
    let left = 0;
    let bestSpan = Infinity;
    for (let right = 0; right < n; right++) {
      const e = sorted[right]!;
      if (counts[Math.floor(e / 64) % 64]!++ === 0) inWindow++;
      while (inWindow === kinds) {
        const l = sorted[left]!;
        const start = Math.floor(l / 4096);
        const end = Math.floor(e / 4096) + (e % 64);
        if (end - start < bestSpan) {
          bestSpan = end - start;
          focusStart = start;
          focusEnd = end;
          endTerm = Math.floor(e / 64) % 64;
        }
        if (--counts[Math.floor(l / 64) % 64]! === 0) inWindow--;
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
  // A prefix or a part takes in the rest of its word.
  if (!plans[endTerm]!.term.cjk) focusEnd = wordEnd(text, folded, map, focusEnd - 1, ' ', true);
  return { bonus, focus: { range: toOriginal(text, map, focusStart, focusEnd), folded: focusStart } };
}

function nextAt(_text: string, folded: string, _map: Int32Array | null, needle: string, from: number): number {
  return folded.indexOf(needle, from);
}

/**
 * `indexOf` for a one- or two-letter Latin needle that skips occurrences inside words (but not at
 * camelCase starts): a prefix such as `c` is in most words, and one call per occurrence would cost
 * more than this one pass.
 */
function nextShort(text: string, folded: string, map: Int32Array | null, needle: string, from: number): number {
  const c0 = needle.charCodeAt(0);
  const c1 = needle.length > 1 ? needle.charCodeAt(1) : -1;
  const end = folded.length - needle.length;
  for (let i = from; i <= end; i++) {
    if (folded.charCodeAt(i) !== c0 || (c1 !== -1 && folded.charCodeAt(i + 1) !== c1)) continue;
    if (i === 0 || !isWordChar(folded.charCodeAt(i - 1)) || camelStart(text, i, map)) return i;
  }
  return -1;
}

/** Merges the sorted runs of `events` (bounds in `runs`), pairwise; returns the array holding the result. */
function mergeRuns(nRuns: number): Float64Array {
  let from = events;
  let to = merged;
  for (let width = 1; width < nRuns; width *= 2) {
    for (let r = 0; r < nRuns; r += 2 * width) {
      const a0 = runs[r]!;
      const a1 = runs[Math.min(r + width, nRuns)]!;
      const b1 = runs[Math.min(r + 2 * width, nRuns)]!;
      let i = a0;
      let j = a1;
      let o = a0;
      while (i < a1 && j < b1) to[o++] = from[i]! <= from[j]! ? from[i++]! : from[j++]!;
      while (i < a1) to[o++] = from[i++]!;
      while (j < b1) to[o++] = from[j++]!;
    }
    const t = from;
    from = to;
    to = t;
  }
  // Keep the two buffers distinct for the next call.
  if (from !== events) {
    merged = events;
    events = from;
  }
  return events;
}

/**
 * A cheaper `look` for hits that are only shown, not re-ranked: the first occurrence of the most
 * specific term. No proximity bonus.
 */
export function quickFocus(
  text: string,
  folded: string,
  map: Int32Array | null,
  plans: LookTerm[],
  byIdf?: ArrayLike<number>,
  section = -1,
): Focus | undefined {
  let best = -1;
  let bestEnd = -1;
  let bestIdf = -1;
  for (let o = 0; o < plans.length; o++) {
    const plan = plans[byIdf ? byIdf[o]! : o]!;
    // A term less specific than one found already cannot win (with `byIdf`, none of the rest can).
    if (plan.idf < bestIdf) {
      if (byIdf) break;
      continue;
    }
    const latin = !plan.term.cjk;
    for (let i = 0; i < plan.needles.length; i++) {
      const needle = plan.needles[i]!;
      if (!wanted(plan, i, section)) continue;
      const at = firstAt(text, folded, map, needle, latin, 0);
      if (at === -1) continue;
      if (plan.idf > bestIdf || (plan.idf === bestIdf && at < best)) {
        best = at;
        bestEnd = wordEnd(text, folded, map, at, needle, latin);
        bestIdf = plan.idf;
      }
    }
  }
  return best < 0 ? undefined : { range: toOriginal(text, map, best, bestEnd), folded: best };
}

/**
 * Every occurrence of the query terms that overlaps `text[start, end)` (the part a snippet shows),
 * in `text` offsets.
 */
export function highlights(
  text: string,
  folded: string,
  map: Int32Array | null,
  plans: LookTerm[],
  start: number,
  end: number,
  section = -1,
): Range[] {
  const ranges: Range[] = [];
  if (end <= start) return ranges;
  // The same stretch of the folded text; a word that ends inside it may start up to 63 before.
  let lo = map ? lowerBound(map, start) : start;
  const hi = map ? lowerBound(map, end) : end;
  lo = Math.max(0, lo - 63);
  let longest = 0;
  for (const plan of plans) for (const needle of plan.needles) longest = Math.max(longest, needle.length);
  // Search only there: a slice of a flat string shares its characters.
  const part = folded.slice(lo, Math.min(folded.length, hi + longest));
  for (const plan of plans) {
    const latin = !plan.term.cjk;
    for (let i = 0; i < plan.needles.length; i++) {
      const needle = plan.needles[i]!;
      if (!wanted(plan, i, section)) continue;
      for (let k = part.indexOf(needle); k !== -1; k = part.indexOf(needle, k + 1)) {
        const at = lo + k;
        if (latin && at > 0 && isWordChar(folded.charCodeAt(at - 1)) && !camelStart(text, at, map)) continue;
        const r = toOriginal(text, map, at, wordEnd(text, folded, map, at, needle, latin));
        if (r.end > start && r.start < end) ranges.push(r);
      }
    }
  }
  return ranges;
}

/** First index of a non-decreasing `map` whose value is at least `value`. */
function lowerBound(map: Int32Array, value: number): number {
  let lo = 0;
  let hi = map.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (map[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
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

/** The first occurrence of `needle` from `from` on; Latin needles must start a word or a camelCase part. */
function firstAt(text: string, folded: string, map: Int32Array | null, needle: string, latin: boolean, from: number): number {
  if (latin && needle.length <= 2) return nextShort(text, folded, map, needle, from);
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
