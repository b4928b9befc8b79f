import { writeVarint } from './varint';

// A posting list names the sections whose body holds a term, ascending, with how often the body
// has it. Each section is a varint: (gap - 1) * 2, plus 1 when the term occurs more than once,
// and then a second varint, min(count, MAX_TF) - 2. Consecutive sections with one occurrence cost
// one symbol. Headings are not in postings: the index stores heading texts anyway, and the
// searcher tokenizes them when it loads.

/** Occurrences counted per section and term; more say little more (BM25 saturates long before). */
export const MAX_TF = 32;

/** Encodes ascending section numbers, with the count of the term in each (default 1). */
export function encodePostings(sections: ArrayLike<number>, counts?: ArrayLike<number>): string {
  const out: string[] = [];
  encodeInto(out, sections, counts, 0, -1);
  return out.join('');
}

/** Appends sections (plus `offset`) after section `prev` to `out`; returns the last section written. */
function encodeInto(out: string[], sections: ArrayLike<number>, counts: ArrayLike<number> | undefined, offset: number, prev: number): number {
  for (let k = 0; k < sections.length; k++) {
    const s = sections[k]! + offset;
    const tf = Math.min(MAX_TF, counts ? counts[k]! : 1);
    writeVarint(out, (s - prev - 1) * 2 + (tf > 1 ? 1 : 0));
    if (tf > 1) writeVarint(out, tf - 2);
    prev = s;
  }
  return prev;
}

/** Encoded runs are joined into one string once this many wait (a long list is copied a few times, not once per run). */
const PENDING_RUNS = 32;

/**
 * One posting list encoded as its runs of sections arrive, in ascending order (a build joins its parts in page
 * order): the text is the same as `encodePostings` of the whole list, and the list is never held as numbers (two
 * JS numbers per posting weigh 16 bytes; its text, one or two).
 */
export class PostingText {
  private flat = '';
  private pending: string[] = [];
  private last = -1;

  /** Appends ascending sections (plus `offset`, all after those appended before), with their counts. */
  append(sections: ArrayLike<number>, counts: ArrayLike<number> | undefined, offset: number): void {
    const out: string[] = [];
    this.last = encodeInto(out, sections, counts, offset, this.last);
    this.pending.push(out.join(''));
    if (this.pending.length >= PENDING_RUNS) this.flatten();
  }

  /** The encoded list. */
  text(): string {
    if (this.pending.length) this.flatten();
    return this.flat;
  }

  private flatten(): void {
    this.pending.unshift(this.flat);
    this.flat = this.pending.join('');
    this.pending = [];
  }
}

// Symbol values, mirrored from varint.ts so the hot loop needs no calls.
const BASE = 46;
const VALUE = new Int16Array(128).fill(-1);
{
  let k = 0;
  for (let c = 0x21; c <= 0x7e; c++) if (c !== 0x22 && c !== 0x5c) VALUE[c] = k++;
}

/** A decoded posting list: sections, ascending, and the count of the term in each (null: all 1). */
export interface Postings {
  sections: Int32Array;
  counts: Uint8Array | null;
}

/** Decodes a posting list. */
export function decodePostings(text: string): Postings {
  // Count the numbers first: sections are those that do not follow a flagged one.
  let numbers = 0;
  for (let k = 0; k < text.length; k++) if (VALUE[text.charCodeAt(k)]! < BASE) numbers++;
  const values = new Int32Array(numbers);
  let v = 0;
  let scale = 1;
  let j = 0;
  for (let k = 0; k < text.length; k++) {
    const d = VALUE[text.charCodeAt(k)]!;
    if (d < 0) throw new Error('Corrupt search index: bad posting symbol');
    if (d >= BASE) {
      v += (d - BASE) * scale;
      scale *= BASE;
      continue;
    }
    values[j++] = v + d * scale;
    v = 0;
    scale = 1;
  }
  let n = 0;
  let flagged = false;
  for (let i = 0; i < numbers; i++, n++) {
    if (values[i]! & 1) {
      flagged = true;
      i++;
    }
  }
  const sections = new Int32Array(n);
  const counts = flagged ? new Uint8Array(n) : null;
  let prev = -1;
  for (let i = 0, m = 0; i < numbers; i++, m++) {
    const x = values[i]!;
    prev += (x >>> 1) + 1;
    sections[m] = prev;
    if (x & 1) {
      if (i + 1 >= numbers) throw new Error('Corrupt search index: posting count missing');
      counts![m] = values[++i]! + 2;
    } else if (counts) {
      counts[m] = 1;
    }
  }
  return { sections, counts };
}

/** Sections present in every list (each ascending). */
export function intersect(lists: Int32Array[]): Int32Array {
  if (lists.length === 0) return new Int32Array(0);
  const sorted = [...lists].sort((a, b) => a.length - b.length);
  let acc = sorted[0]!;
  for (let l = 1; l < sorted.length && acc.length; l++) {
    const other = sorted[l]!;
    const out = new Int32Array(acc.length);
    let n = 0;
    let j = 0;
    for (let k = 0; k < acc.length; k++) {
      const s = acc[k]!;
      while (j < other.length && other[j]! < s) j++;
      if (j < other.length && other[j] === s) out[n++] = s;
    }
    acc = out.subarray(0, n);
  }
  return acc;
}

/** Sections present in any list (each ascending). */
export function union(lists: Int32Array[]): Int32Array {
  if (lists.length === 1) return lists[0]!;
  let n = 0;
  for (const l of lists) n += l.length;
  const all = new Int32Array(n);
  let k = 0;
  for (const l of lists) {
    all.set(l, k);
    k += l.length;
  }
  all.sort();
  let m = 0;
  for (let j = 0; j < all.length; j++) if (j === 0 || all[j] !== all[j - 1]) all[m++] = all[j]!;
  return all.subarray(0, m);
}

/** Sections present in every list, each with the smallest of its counts (an upper bound for a word made of the terms). */
export function intersectCounts(lists: Postings[]): Postings {
  if (lists.length === 0) return { sections: new Int32Array(0), counts: null };
  const sorted = [...lists].sort((a, b) => a.sections.length - b.sections.length);
  let acc = sorted[0]!.sections;
  let accCounts = sorted[0]!.counts;
  for (let l = 1; l < sorted.length && acc.length; l++) {
    const other = sorted[l]!;
    const out = new Int32Array(acc.length);
    const outCounts = accCounts || other.counts ? new Uint8Array(acc.length) : null;
    let n = 0;
    let j = 0;
    for (let k = 0; k < acc.length; k++) {
      const s = acc[k]!;
      while (j < other.sections.length && other.sections[j]! < s) j++;
      if (j < other.sections.length && other.sections[j] === s) {
        if (outCounts) outCounts[n] = Math.min(accCounts ? accCounts[k]! : 1, other.counts ? other.counts[j]! : 1);
        out[n++] = s;
      }
    }
    acc = out.subarray(0, n);
    accCounts = outCounts && outCounts.subarray(0, n);
  }
  return { sections: acc, counts: accCounts };
}

/** Two ascending lists with no section in common, as one (a list's best postings and its overflow). */
export function mergePostings(a: Postings, b: Postings): Postings {
  const n = a.sections.length + b.sections.length;
  const sections = new Int32Array(n);
  const counts = a.counts || b.counts ? new Uint8Array(n) : null;
  for (let i = 0, j = 0, k = 0; k < n; k++) {
    const fromA = j >= b.sections.length || (i < a.sections.length && a.sections[i]! < b.sections[j]!);
    if (fromA) {
      sections[k] = a.sections[i]!;
      if (counts) counts[k] = a.counts ? a.counts[i]! : 1;
      i++;
    } else {
      sections[k] = b.sections[j]!;
      if (counts) counts[k] = b.counts ? b.counts[j]! : 1;
      j++;
    }
  }
  return { sections, counts };
}
