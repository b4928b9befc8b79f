import { encodeVarints } from './varint';
import type { CollectedIndex, Layout } from './assemble';
import type { Fragment, Labels } from './types';

// Pieces of an index that both of its shapes (dense and sparse roots) cut alike.

const NOT_LETTER = /[^\p{L}\p{N}]/gu;
/** Heading letters are stored up to this (one varint symbol): the heading fit hardly changes past it. */
const MAX_LETTERS = 45;

/**
 * Fragments: runs of consecutive pages (neighbours in the sidebar tend to answer the same queries). Labels go with
 * them, or all in the root. A sparse index's fragments also say where they start and the shape of their pages.
 */
export function cutFragments(collected: CollectedIndex, layout: Layout): { fragments: Fragment[]; perFragment: number[]; rootLabels: Labels | undefined } {
  const { pages, perPage, headings, anchors, depths, texts } = collected;
  const fragments: Fragment[] = [];
  const perFragment: number[] = [];
  const rootLabels: Labels | undefined = layout.labelsInRoot ? { p: [], h: [] } : undefined;
  let first = 0; // first section of the current page
  let depth = 0; // place in `depths` of the current page's second section
  let current: Fragment | null = null;
  let labels: Labels = { p: [], h: [] };
  let shape: number[] = [];
  let size = 0;
  const close = () => {
    if (current && layout.sparse) current.s = encodeVarints(shape);
  };
  pages.forEach((page, p) => {
    if (!current || size >= layout.fragment) {
      close();
      if (rootLabels) current = { t: [] };
      else {
        const own: Labels & Fragment = { p: [], h: [], t: [] };
        current = labels = own;
      }
      if (layout.sparse) {
        current.a = [p, first];
        current.d = '';
        shape = [];
      }
      fragments.push(current);
      perFragment.push(0);
      size = 0;
    }
    const into = rootLabels ?? labels;
    into.p.push(page);
    perFragment[perFragment.length - 1]!++;
    for (let s = first; s < first + perPage[p]!; s++) {
      if (s > first) into.h.push(anchors[s]!, headings[s]!);
      current.t.push(texts[s]!);
      size += texts[s]!.length + headings[s]!.length;
    }
    if (layout.sparse) {
      shape.push(perPage[p]!);
      current.d += depths.slice(depth, depth + perPage[p]! - 1);
    }
    depth += perPage[p]! - 1;
    first += perPage[p]!;
  });
  close();
  return { fragments, perFragment, rootLabels };
}

/** Letters and digits of a heading, as the searcher's heading fit counts them (at most one varint symbol). */
export function headingLetters(heading: string): number {
  return Math.min(MAX_LETTERS, heading.replace(NOT_LETTER, '').length);
}

/**
 * Cuts sorted terms into runs of about `target` characters each (`sizeOf` a term with its
 * postings). The first run starts at '' so that every term, even one the vocabulary lacks, falls
 * in some shard.
 */
export function cut<T>(terms: string[], target: number, sizeOf: (term: string) => number, make: (terms: string[]) => T): Array<{ first: string; terms: number; piece: T }> {
  const out: Array<{ first: string; terms: number; piece: T }> = [];
  let start = 0;
  let size = 0;
  const close = (end: number) => {
    out.push({ first: out.length === 0 ? '' : terms[start]!, terms: end - start, piece: make(terms.slice(start, end)) });
    start = end;
    size = 0;
  };
  if (target !== Infinity) {
    for (let k = 0; k < terms.length; k++) {
      size += sizeOf(terms[k]!);
      if (size >= target && k + 1 < terms.length) close(k + 1);
    }
  }
  close(terms.length);
  return out;
}
