import type { CollectedIndex, Layout } from './assemble';
import { encodeMeta, type SectionFacts } from './meta';
import { headingLetters } from './pieces';
import { decodePostings, encodePostings } from './postings';
import { lengthLevel, levelLength } from './store';
import { encodeVarints } from './varint';
import { frontCode } from './vocabulary';
import { bodyImpact, headingFit, lengthNormOf, W_HEADING, W_TITLE } from './weights';
import type { DictBlock, Fragment, HeadShard, OverflowShard, PageTuple, SerializedIndex, TermShard } from './types';

// The sparse shape of format 7 (a large site): a root of a fixed size, dictionary blocks naming the shards, every
// posting with the facts scoring reads of its section, and each term's lists cut to their best by impact, the rest
// in overflow shards. See README.md ("Index format").

/** Postings a term keeps in its shard (body and heading each): a few queries' worth of results and room for AND. */
export const SPARSE_BEST = 200;
/** Shards per dictionary block: a block is a few KiB gzip, and the root names a few hundred blocks at most. */
export const BLOCK_SHARDS = 256;
/**
 * Overflow shards hold the rest of several terms' lists, up to this many characters (one long list may be more): a
 * tier is fetched for one term, so a common term's tier (400 postings and their facts: some 2,000 characters) is a
 * shard of its own, and only the short rests of rarer terms share one.
 */
export const OVERFLOW_SHARD = 1_000;
/**
 * Sections per fragment: a hit fetches its own section's text and a neighbour's (with the labels of their pages),
 * not a whole page's; the fragment that holds section s is s / FRAGMENT_SECTIONS, so postings need not name it.
 */
export const FRAGMENT_SECTIONS = 2;
/**
 * The rest of a long list comes in tiers, best first, each this many times the one before (the best postings are
 * the first): a query that the best do not answer fetches the next tier of its cut terms, and the next, only as long
 * as it needs to.
 */
export const TIER_GROWTH = 2;

/** First section and parent heading of every section; length level and heading letters. */
export interface Facts extends SectionFacts {
  level: Uint8Array;
  letters: Uint8Array;
  /** average body length, as the searcher works it out from the levels */
  avg: number;
}

/** A page as the fragments take it: its tuple, and its sections' anchors, headings, depths (after the first) and texts. */
export interface FragmentPage {
  tuple: PageTuple;
  anchors: string[];
  headings: string[];
  depths: string;
  texts: string[];
}

/**
 * Cuts a sparse index's fragments as pages come: fragment k holds the text of sections [k × per, (k + 1) × per), and
 * the labels and shape of every page those sections belong to (a page cut between two fragments is described in
 * both). Only the pages of the fragment being filled are held.
 */
export class FragmentCutter {
  private readonly open: Array<FragmentPage & { p: number; first: number }> = [];
  private pages = 0;
  private sections = 0;
  private next = 0;

  constructor(
    private readonly per: number,
    private readonly emit: (k: number, fragment: Fragment) => void,
  ) {}

  add(page: FragmentPage): void {
    this.open.push({ ...page, p: this.pages++, first: this.sections });
    this.sections += page.texts.length;
    while ((this.next + 1) * this.per <= this.sections) this.flush();
  }

  /** Fragments written (the last one included once `finish` ran). */
  get count(): number {
    return this.next;
  }

  finish(): void {
    if (this.next * this.per < this.sections) this.flush();
    this.open.length = 0;
  }

  private flush(): void {
    const start = this.next * this.per;
    const end = Math.min(this.sections, start + this.per);
    // The pages its sections belong to, as a run of consecutive pages (one without sections in between included).
    const from = this.open.findIndex((pg) => pg.first + pg.texts.length > start);
    let to = from;
    while (to + 1 < this.open.length && this.open[to + 1]!.first < end) to++;
    const touched = this.open.slice(from, to + 1);
    const t: string[] = [];
    const h: string[] = [];
    for (const pg of touched) {
      for (let s = Math.max(start, pg.first); s < Math.min(end, pg.first + pg.texts.length); s++) t.push(pg.texts[s - pg.first]!);
      for (let j = 1; j < pg.texts.length; j++) h.push(pg.anchors[j]!, pg.headings[j]!);
    }
    this.emit(this.next++, {
      a: [touched[0]!.p, touched[0]!.first],
      s: encodeVarints(touched.map((pg) => pg.texts.length)),
      d: touched.map((pg) => pg.depths).join(''),
      p: touched.map((pg) => pg.tuple),
      h,
      t,
    });
    // Pages that end within this fragment are done with.
    while (this.open.length && this.open[0]!.first + this.open[0]!.texts.length <= end) this.open.shift();
  }
}

/** The fragments of collected pages, handed to `emit` in order; how many. */
function cutSparseFragments(collected: CollectedIndex, per: number, emit: (k: number, fragment: Fragment) => void): number {
  const { pages, perPage, headings, anchors, depths, texts } = collected;
  const cutter = new FragmentCutter(per, emit);
  let first = 0;
  let depth = 0;
  pages.forEach((tuple, p) => {
    const n = perPage[p]!;
    cutter.add({ tuple, anchors: anchors.slice(first, first + n), headings: headings.slice(first, first + n), depths: depths.slice(depth, depth + Math.max(0, n - 1)), texts: texts.slice(first, first + n) });
    first += n;
    depth += Math.max(0, n - 1);
  });
  cutter.finish();
  return cutter.count;
}

export function sectionFacts(collected: CollectedIndex): Facts {
  const { perPage, depths, texts, headings } = collected;
  const S = texts.length;
  const firstOf = new Int32Array(S);
  const secParent = new Int32Array(S);
  const level = new Uint8Array(S);
  const letters = new Uint8Array(S);
  const depth = new Uint8Array(S);
  let s = 0;
  let h = 0;
  let total = 0;
  perPage.forEach((n) => {
    const first = s;
    const stack: number[] = [];
    for (; s < first + n; s++) {
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
  return { firstOf, secParent, level, letters, avg: Math.max(1, Math.round(total / Math.max(1, S))) };
}

/** A list cut to its `best` sections by `impact` (ties to the earlier section), both parts ascending. */
function cutTiers(sections: Int32Array, best: number, impact: (j: number) => number): number[][] {
  if (sections.length <= best) return [[...sections.keys()]];
  const order = [...sections.keys()].sort((a, b) => impact(b) - impact(a) || a - b);
  const tiers: number[][] = [];
  for (let start = 0, size = best; start < order.length; start += size, size *= TIER_GROWTH) tiers.push(order.slice(start, start + size).sort((a, b) => a - b));
  return tiers;
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
  const put = (kind: keyof typeof KEYS, piece: object, at?: number) => {
    const k = at ?? counts[kind];
    counts[kind]++;
    if (emit) emit(`${kind}${k}`, piece);
    else (inline[KEYS[kind]] as object[])[k] = piece;
  };
  const best = layout.best ?? SPARSE_BEST;
  const perBlock = layout.blockShards ?? BLOCK_SHARDS;
  const overflowTarget = layout.overflowShard ?? OVERFLOW_SHARD;
  const perFragment = layout.fragmentSections ?? FRAGMENT_SECTIONS;
  const S = collected.texts.length;
  const fragmentCount = cutSparseFragments(collected, perFragment, (_, f) => put('f', f));
  const facts = sectionFacts(collected);
  // Streaming (`emit`): the index is made once from what was collected, so what has been written is let go as it goes.
  if (emit) collected.texts.length = 0;
  const norm = (s: number) => lengthNormOf(levelLength(facts.level[s]!), facts.avg);
  const { x, y } = collected;

  /** A list's kept and overflowing parts, encoded: postings and facts. */
  const encodeList = (raw: string | undefined, head: boolean, term: string) => {
    if (!raw) return { df: 0, tiers: [] as Array<{ x: string; m: string[] }> };
    const { sections, counts } = decodePostings(raw);
    const tf = (j: number) => (counts ? counts[j]! : 1);
    const impact = head
      ? (j: number) => (facts.firstOf[sections[j]!] === sections[j] ? W_TITLE : W_HEADING) * headingFit(term.length, facts.letters[sections[j]!]!)
      : (j: number) => bodyImpact(tf(j), norm(sections[j]!));
    const tiers = cutTiers(sections, best, impact);
    const last = head ? (s: number) => facts.letters[s]! : (s: number) => facts.level[s]!;
    const part = (js: number[]) => {
      const secs = js.map((j) => sections[j]!);
      const m: string[] = [];
      encodeMeta(m, secs, facts, last);
      return { x: encodePostings(secs, head ? undefined : js.map(tf)), m };
    };
    return { df: sections.length, tiers: tiers.map(part) };
  };

  // Term shards, their overflow, and the dictionary blocks, in one pass over the sorted vocabulary.
  const vocabulary = [...new Set([...x.keys(), ...y.keys()])].sort();
  const termFirsts: string[] = [];
  let shard: { terms: string[]; x: string[]; y: string[]; m: string[]; q: number[]; o: number; size: number } | null = null;
  // Overflow tiers: tier j of every term goes to the open shard of stream j, numbered when it opens, so that an
  // entry can name the shard of its term's next tier before that shard is written.
  type Stream = { index: number; i: number[]; x: string[]; y: string[]; m: string[]; n: number[]; size: number };
  const streams: Array<Stream | null> = [];
  let overflowCount = 0;
  const closeShard = () => {
    if (!shard) return;
    put('t', { o: shard.o, w: frontCode(shard.terms), x: shard.x.join(' '), y: shard.y.join(' '), m: shard.m.join(' '), q: encodeVarints(shard.q) });
    shard = null;
  };
  const closeOverflow = (j: number) => {
    const o = streams[j];
    if (!o) return;
    put('o', { i: encodeVarints(o.i), x: o.x.join(' '), y: o.y.join(' '), m: o.m.join(' '), n: encodeVarints(o.n) }, o.index);
    streams[j] = null;
  };
  vocabulary.forEach((term, id) => {
    const body = encodeList(x.get(term), false, term);
    const head = encodeList(y.get(term), true, term);
    if (emit) x.delete(term);
    const tiers = Math.max(body.tiers.length, head.tiers.length);
    const at: number[] = [];
    for (let j = 1; j < tiers; j++) at.push((streams[j] ??= { index: overflowCount++, i: [], x: [], y: [], m: [], n: [], size: 0 }).index);
    for (let j = 1; j < tiers; j++) {
      const o = streams[j]!;
      const b = body.tiers[j];
      const h = head.tiers[j];
      o.i.push(id);
      o.x.push(b?.x ?? '');
      o.y.push(h?.x ?? '');
      o.m.push([...(b?.m ?? []), ...(h?.m ?? [])].join(''));
      o.n.push(j + 1 < tiers ? at[j]! + 1 : 0);
      o.size += o.x[o.x.length - 1]!.length + o.y[o.y.length - 1]!.length + o.m[o.m.length - 1]!.length;
    }
    for (let j = 1; j < tiers; j++) if (streams[j]!.size >= overflowTarget) closeOverflow(j);
    const overIndex = tiers > 1 ? at[0]! + 1 : 0;
    const bx = body.tiers[0]?.x ?? '';
    const hx = head.tiers[0]?.x ?? '';
    if (!shard) {
      termFirsts.push(counts.t === 0 ? '' : term);
      shard = { terms: [], x: [], y: [], m: [], q: [], o: id, size: 0 };
    }
    shard.terms.push(term);
    shard.x.push(bx);
    shard.y.push(hx);
    const m = (body.tiers[0]?.m ?? []).join('') + (head.tiers[0]?.m ?? []).join('');
    shard.m.push(m);
    shard.q.push(body.df, head.df, overIndex);
    shard.size += term.length + bx.length + hx.length + m.length + 6;
    if (shard.size >= layout.termShard && id + 1 < vocabulary.length) closeShard();
  });
  if (!shard) termFirsts.push('');
  closeShard();
  if (counts.t === 0) put('t', { o: 0, w: '', x: '', y: '', m: '', q: '' });
  streams.forEach((_, j) => closeOverflow(j));

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
    if (emit) y.delete(term);
    const best0 = head.tiers[0] ?? { x: '', m: [] };
    if (!hs) {
      headFirsts.push(counts.h === 0 ? '' : term);
      hs = { terms: [], y: [], m: [], q: [], size: 0 };
    }
    hs.terms.push(term);
    hs.y.push(best0.x);
    hs.m.push(best0.m.join(''));
    hs.q.push(head.df);
    hs.size += term.length + best0.x.length + hs.m[hs.m.length - 1]!.length + 3;
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
  const root: SerializedIndex = {
    v: 7,
    l: collected.lang,
    c: encodeVarints([collected.pages.length, S, vocabulary.length, counts.t, counts.h, fragmentCount, counts.o, perBlock, facts.avg, perFragment]),
    tb,
    hb,
  };
  return emit ? root : { ...root, ...inline };
}
