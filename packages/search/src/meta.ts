import { writeVarint } from './varint';

// Sparse indexes (format 7): a posting list carries what scoring reads of each section it names, so the root need
// not hold it for every section. Per section, in the list's order, varints:
//   its place in its page k (0: the page's first section); when k > 0, the distance back to its parent heading;
//   last the section's body length level (body lists) or heading letters (heading lists).
// Format 7 names neither the page nor the fragment: the searcher tells pages apart by their first section (s - k),
// and the fragment that holds a section follows from its number (a fixed count of sections per fragment).

/** What the build knows of every section. */
export interface SectionFacts {
  firstOf: Int32Array;
  /** -1 for a page's first section */
  secParent: Int32Array;
}

/** Appends the facts of `sections` (ascending) to `out`, each closed by `last(s)`. */
export function encodeMeta(out: string[], sections: ArrayLike<number>, facts: SectionFacts, last: (s: number) => number): void {
  for (let j = 0; j < sections.length; j++) {
    const s = sections[j]!;
    const k = s - facts.firstOf[s]!;
    writeVarint(out, k);
    if (k > 0) writeVarint(out, s - facts.secParent[s]!);
    writeVarint(out, last(s));
  }
}

/** Receives the facts of one section read from a list's meta. */
export type MetaSink = (s: number, first: number, parent: number, last: number) => void;

/** Reads the facts of `sections` from the varints `v` (as `encodeMeta` wrote them) from `start`; returns where they end. */
export function decodeMeta(sections: ArrayLike<number>, v: number[], start: number, sink: MetaSink): number {
  let i = start;
  for (let j = 0; j < sections.length; j++) {
    const s = sections[j]!;
    const k = v[i++]!;
    const parent = k > 0 ? s - v[i++]! : -1;
    if (i >= v.length || k > s) throw new Error('Corrupt search index: posting facts cut short');
    sink(s, s - k, parent, v[i++]!);
  }
  return i;
}
