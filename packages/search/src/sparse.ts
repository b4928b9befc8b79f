import type { CollectedIndex, Layout } from './assemble';
import { encodeMeta, type SectionFacts } from './meta';
import { cutFragments, headingLetters } from './pieces';
import { decodePostings, encodePostings } from './postings';
import { lengthLevel, levelLength } from './store';
import { encodeVarints } from './varint';
import { frontCode } from './vocabulary';
import { bodyImpact, headingFit, lengthNormOf, W_HEADING, W_TITLE } from './weights';
import type { DictBlock, Fragment, HeadShard, OverflowShard, SerializedIndex, TermShard } from './types';

// The sparse shape of format 6 (a large site): a root of a fixed size, dictionary blocks naming the shards, every
// posting with the facts scoring reads of its section, and each term's lists cut to their best by impact, the rest
// in overflow shards. See README.md ("Index format").

/** Postings a term keeps in its shard (body and heading each): a few queries' worth of results and room for AND. */
export const SPARSE_BEST = 200;
/** Shards per dictionary block: a block is a few KiB gzip, and the root names a few hundred blocks at most. */
export const BLOCK_SHARDS = 256;
/** Overflow shards hold the rest of several terms' lists, up to this many characters (one long list may be more). */
export const OVERFLOW_SHARD = 16_000;

/** Page, first section, parent heading and fragment of every section; length level and heading letters. */
export interface Facts extends SectionFacts {
  level: Uint8Array;
  letters: Uint8Array;
  /** average body length, as the searcher works it out from the levels */
  avg: number;
}

export function sectionFacts(collected: CollectedIndex, pageFrag: Int32Array): Facts {
  const { perPage, depths, texts, headings } = collected;
  const S = texts.length;
  const secPage = new Int32Array(S);
  const firstOf = new Int32Array(S);
  const secParent = new Int32Array(S);
  const level = new Uint8Array(S);
  const letters = new Uint8Array(S);
  const depth = new Uint8Array(S);
  let s = 0;
  let h = 0;
  let total = 0;
  perPage.forEach((n, p) => {
    const first = s;
    const stack: number[] = [];
    for (; s < first + n; s++) {
      secPage[s] = p;
      firstOf[s] = first;
      depth[s] = s === first ? 1 : depths.charCodeAt(h++) - 48;
      while (stack.length > 1 && depth[stack[stack.length - 1]!]! >= depth[s]!) stack.pop();
      secParent[s] = s === first ? -1 : stack[stack.length - 1]!;
      stack.push(s);
      level[s] = lengthLevel(texts[s]!.length);
      letters[s] = headingLetters(headings[s]!);
      total += levelLength(level[s]!);
    }
  });
  return { secPage, firstOf, secParent, pageFrag, level, letters, avg: Math.max(1, Math.round(total / Math.max(1, S))) };
}

/** A list cut to its `best` sections by `impact` (ties to the earlier section), both parts ascending. */
function cutBest(sections: Int32Array, counts: Uint8Array | null, best: number, impact: (j: number) => number) {
  if (sections.length <= best) return { keep: [...sections.keys()], rest: [] as number[] };
  const order = [...sections.keys()].sort((a, b) => impact(b) - impact(a) || a - b);
  const keep = order.slice(0, best).sort((a, b) => a - b);
  const rest = order.slice(best).sort((a, b) => a - b);
  void counts;
  return { keep, rest };
}

interface Entry {
  x: string;
  y: string;
  m: string;
  q: number[];
  /** the overflowing part, or null */
  over: { x: string; y: string; m: string } | null;
}

/** A piece of a sparse index as it is made: `d3`, `t12`, `f0`… (a dictionary block, shard or fragment). */
export type EmitPiece = (name: string, piece: object) => void;

/**
 * The sparse index of `collected`. With `emit`, every piece but the root goes to it as soon as it is made (a build
 * writes it and lets it go) and the root comes back alone; without, all of them come back inline.
 */
export function layoutSparse(collected: CollectedIndex, layout: Layout, emit?: EmitPiece): SerializedIndex {
  const inline = { T: [] as TermShard[], H: [] as HeadShard[], F: [] as Fragment[], D: [] as DictBlock[], E: [] as DictBlock[], O: [] as OverflowShard[] };
  const KEYS = { t: 'T', h: 'H', f: 'F', d: 'D', e: 'E', o: 'O' } as const;
  const counts = { t: 0, h: 0, f: 0, d: 0, e: 0, o: 0 };
  const put = (kind: keyof typeof KEYS, piece: object) => {
    const k = counts[kind]++;
    if (emit) emit(`${kind}${k}`, piece);
    else (inline[KEYS[kind]] as object[]).push(piece);
  };
  const best = layout.best ?? SPARSE_BEST;
  const perBlock = layout.blockShards ?? BLOCK_SHARDS;
  const overflowTarget = layout.overflowShard ?? OVERFLOW_SHARD;
  const { fragments } = cutFragments(collected, { ...layout, labelsInRoot: false });
  const pageFrag = new Int32Array(collected.pages.length);
  fragments.forEach((f, k) => pageFrag.fill(k, f.a![0], f.a![0] + f.p!.length));
  const fragmentCount = fragments.length;
  for (const f of fragments.splice(0)) put('f', f);
  const facts = sectionFacts(collected, pageFrag);
  const norm = (s: number) => lengthNormOf(levelLength(facts.level[s]!), facts.avg);
  const { x, y } = collected;

  /** A list's kept and overflowing parts, encoded: postings and facts. */
  const encodeList = (raw: string | undefined, head: boolean, term: string) => {
    if (!raw) return { df: 0, x: '', m: [] as string[], over: null as null | { x: string; m: string[] } };
    const { sections, counts } = decodePostings(raw);
    const tf = (j: number) => (counts ? counts[j]! : 1);
    const impact = head
      ? (j: number) => (facts.firstOf[sections[j]!] === sections[j] ? W_TITLE : W_HEADING) * headingFit(term.length, facts.letters[sections[j]!]!)
      : (j: number) => bodyImpact(tf(j), norm(sections[j]!));
    const { keep, rest } = cutBest(sections, counts, best, impact);
    const last = head ? (s: number) => facts.letters[s]! : (s: number) => facts.level[s]!;
    const part = (js: number[]) => {
      const secs = js.map((j) => sections[j]!);
      const m: string[] = [];
      encodeMeta(m, secs, facts, last);
      return { x: encodePostings(secs, head ? undefined : js.map(tf)), m };
    };
    const kept = part(keep);
    return { df: sections.length, x: kept.x, m: kept.m, over: rest.length ? part(rest) : null };
  };

  // Term shards, their overflow, and the dictionary blocks, in one pass over the sorted vocabulary.
  const vocabulary = [...new Set([...x.keys(), ...y.keys()])].sort();
  const termFirsts: string[] = [];
  let shard: { terms: string[]; x: string[]; y: string[]; m: string[]; q: number[]; o: number; size: number } | null = null;
  let over: { i: number[]; x: string[]; y: string[]; m: string[]; size: number } | null = null;
  const closeShard = () => {
    if (!shard) return;
    put('t', { o: shard.o, w: frontCode(shard.terms), x: shard.x.join(' '), y: shard.y.join(' '), m: shard.m.join(' '), q: encodeVarints(shard.q) });
    shard = null;
  };
  const closeOverflow = () => {
    if (!over) return;
    put('o', { i: encodeVarints(over.i), x: over.x.join(' '), y: over.y.join(' '), m: over.m.join(' ') });
    over = null;
  };
  vocabulary.forEach((term, id) => {
    const body = encodeList(x.get(term), false, term);
    const head = encodeList(y.get(term), true, term);
    let overIndex = 0;
    if (body.over || head.over) {
      over ??= { i: [], x: [], y: [], m: [], size: 0 };
      over.i.push(id);
      over.x.push(body.over?.x ?? '');
      over.y.push(head.over?.x ?? '');
      over.m.push([...(body.over?.m ?? []), ...(head.over?.m ?? [])].join(''));
      over.size += over.x[over.x.length - 1]!.length + over.y[over.y.length - 1]!.length + over.m[over.m.length - 1]!.length;
      overIndex = counts.o + 1;
      if (over.size >= overflowTarget) closeOverflow();
    }
    if (!shard) {
      termFirsts.push(counts.t === 0 ? '' : term);
      shard = { terms: [], x: [], y: [], m: [], q: [], o: id, size: 0 };
    }
    shard.terms.push(term);
    shard.x.push(body.x);
    shard.y.push(head.x);
    const m = body.m.join('') + head.m.join('');
    shard.m.push(m);
    shard.q.push(body.df, head.df, overIndex);
    shard.size += term.length + body.x.length + head.x.length + m.length + 6;
    if (shard.size >= layout.termShard && id + 1 < vocabulary.length) closeShard();
  });
  if (!shard) termFirsts.push('');
  closeShard();
  if (counts.t === 0) put('t', { o: 0, w: '', x: '', y: '', m: '', q: '' });
  closeOverflow();

  // Heading shards: the heading vocabulary alone (short prefixes and typos), lists cut alike.
  const headTerms = [...y.keys()].sort();
  const headFirsts: string[] = [];
  let hs: { terms: string[]; y: string[]; m: string[]; q: number[]; size: number } | null = null;
  const closeHead = () => {
    if (!hs) return;
    put('h', { w: frontCode(hs.terms), y: hs.y.join(' '), m: hs.m.join(' '), q: encodeVarints(hs.q) });
    hs = null;
  };
  headTerms.forEach((term, k) => {
    const head = encodeList(y.get(term), true, term);
    if (!hs) {
      headFirsts.push(counts.h === 0 ? '' : term);
      hs = { terms: [], y: [], m: [], q: [], size: 0 };
    }
    hs.terms.push(term);
    hs.y.push(head.x);
    hs.m.push(head.m.join(''));
    hs.q.push(head.df);
    hs.size += term.length + head.x.length + hs.m[hs.m.length - 1]!.length + 3;
    if (hs.size >= layout.headShard && k + 1 < headTerms.length) closeHead();
  });
  closeHead();

  const blocks = (firsts: string[], kind: 'd' | 'e'): string[] => {
    const out: string[] = [];
    for (let k = 0; k < firsts.length; k += perBlock) {
      put(kind, { f: firsts.slice(k, k + perBlock) });
      out.push(firsts[k]!);
    }
    return out;
  };
  const tb = blocks(termFirsts, 'd');
  const hb = blocks(headFirsts, 'e');
  const S = collected.texts.length;
  const root: SerializedIndex = {
    v: 6,
    l: collected.lang,
    c: encodeVarints([collected.pages.length, S, vocabulary.length, counts.t, counts.h, fragmentCount, counts.o, perBlock, facts.avg]),
    tb,
    hb,
  };
  return emit ? root : { ...root, ...inline };
}
