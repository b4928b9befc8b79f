import { writeVarint } from './varint';

// A posting list names the sections a term occurs in, in section order. Each entry is one
// varint: (gap - 1) * 8 + info, where info = IN_HEADING flag | body frequency bucket (0–3).

/** The term is in the section's heading (the page title, for a page's first section). */
export const IN_HEADING = 4;
/** Mask of the body frequency bucket: 0 absent, 1 once, 2 two or three times, 3 four or more. */
export const TF_MASK = 3;

export interface Postings {
  sections: Int32Array;
  info: Uint8Array;
}

export function tfBucket(count: number): number {
  return count === 0 ? 0 : count === 1 ? 1 : count <= 3 ? 2 : 3;
}

/** Encodes flat [section, info, section, info, …] pairs (sections ascending). */
export function encodePostings(pairs: ArrayLike<number>): string {
  const out: string[] = [];
  let prev = -1;
  for (let k = 0; k < pairs.length; k += 2) {
    writeVarint(out, (pairs[k]! - prev - 1) * 8 + pairs[k + 1]!);
    prev = pairs[k]!;
  }
  return out.join('');
}

// Symbol values, mirrored from varint.ts so the hot loop needs no function calls.
const BASE = 46;
const VALUE = new Int16Array(128).fill(-1);
{
  let k = 0;
  for (let c = 0x21; c <= 0x7e; c++) if (c !== 0x22 && c !== 0x5c) VALUE[c] = k++;
}

export function decodePostings(text: string): Postings {
  let n = 0;
  for (let k = 0; k < text.length; k++) if (VALUE[text.charCodeAt(k)]! < BASE) n++;
  const sections = new Int32Array(n);
  const info = new Uint8Array(n);
  let prev = -1;
  let v = 0;
  let scale = 1;
  let j = 0;
  for (let k = 0; k < text.length; k++) {
    const d = VALUE[text.charCodeAt(k)]!;
    if (d >= BASE) {
      v += (d - BASE) * scale;
      scale *= BASE;
      continue;
    }
    v += d * scale;
    prev += (v >>> 3) + 1;
    sections[j] = prev;
    info[j++] = v & 7;
    v = 0;
    scale = 1;
  }
  return { sections, info };
}
