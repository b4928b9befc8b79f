import { writeVarint } from './varint';

// A posting list names the sections whose body holds a term, ascending, as varint gaps
// (gap - 1, so consecutive sections cost one symbol). Headings are not in postings: the index
// stores heading texts anyway, and the searcher tokenizes them when it loads.

/** Encodes ascending section numbers. */
export function encodePostings(sections: ArrayLike<number>): string {
  const out: string[] = [];
  let prev = -1;
  for (let k = 0; k < sections.length; k++) {
    writeVarint(out, sections[k]! - prev - 1);
    prev = sections[k]!;
  }
  return out.join('');
}

// Symbol values, mirrored from varint.ts so the hot loop needs no calls.
const BASE = 46;
const VALUE = new Int16Array(128).fill(-1);
{
  let k = 0;
  for (let c = 0x21; c <= 0x7e; c++) if (c !== 0x22 && c !== 0x5c) VALUE[c] = k++;
}

export function decodePostings(text: string): Int32Array {
  let n = 0;
  for (let k = 0; k < text.length; k++) if (VALUE[text.charCodeAt(k)]! < BASE) n++;
  const sections = new Int32Array(n);
  let prev = -1;
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
    prev += v + d * scale + 1;
    sections[j++] = prev;
    v = 0;
    scale = 1;
  }
  return sections;
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
