import type { CollectedIndex, Layout } from './assemble';
import { encodeMeta, type SectionFacts } from './meta';
import { headingLetters } from './pieces';
import { decodePostings, encodePostings, type Postings } from './postings';
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

/**
 * The facts of every section as pages come (a few typed arrays: some 10 bytes a section), and their average body
 * length once all are in.
 */
export class FactsBuilder {
  private firstOf = new Int32Array(1024);
  private secParent = new Int32Array(1024);
  private level = new Uint8Array(1024);
  private letters = new Uint8Array(1024);
  private n = 0;
  private total = 0;

  /** A page's sections: their depths after the first (one digit each), body lengths and headings. */
  add(depths: string, lengths: ArrayLike<number>, headings: ArrayLike<string>): void {
    const count = lengths.length;
    if (this.n + count > this.firstOf.length) this.grow(Math.max(2 * this.firstOf.length, this.n + count));
    const first = this.n;
    const stack: number[] = [];
    const depth: number[] = [];
    for (let j = 0; j < count; j++) {
      const s = first + j;
      const d = j === 0 ? 1 : depths.charCodeAt(j - 1) - 48;
      while (stack.length > 1 && depth[depth.length - 1]! >= d) {
        stack.pop();
        depth.pop();
      }
      this.firstOf[s] = first;
      this.secParent[s] = j === 0 ? -1 : stack[stack.length - 1]!;
      stack.push(s);
      depth.push(d);
      this.level[s] = lengthLevel(lengths[j]!);
      this.letters[s] = headingLetters(headings[j]!);
      this.total += levelLength(this.level[s]!);
    }
    this.n += count;
  }

  get sections(): number {
    return this.n;
  }

  finish(): Facts {
    const n = this.n;
    return { firstOf: this.firstOf.slice(0, n), secParent: this.secParent.slice(0, n), level: this.level.slice(0, n), letters: this.letters.slice(0, n), avg: Math.max(1, Math.round(this.total / Math.max(1, n))) };
  }

  private grow(size: number): void {
    const grow = <T extends Int32Array | Uint8Array>(a: T, make: (n: number) => T): T => {
      const b = make(size);
      b.set(a);
      return b;
    };
    this.firstOf = grow(this.firstOf, (k) => new Int32Array(k));
    this.secParent = grow(this.secParent, (k) => new Int32Array(k));
    this.level = grow(this.level, (k) => new Uint8Array(k));
    this.letters = grow(this.letters, (k) => new Uint8Array(k));
  }
}

/** Calls `each` with every page of `collected`, as the fragments and facts take it. */
export function forEachPage(collected: Pick<CollectedIndex, 'pages' | 'perPage' | 'headings' | 'anchors' | 'depths' | 'texts'>, each: (page: FragmentPage) => void): void {
  const { pages, perPage, headings, anchors, depths, texts } = collected;
  let first = 0;
  let depth = 0;
  pages.forEach((tuple, p) => {
    const n = perPage[p]!;
    const d = Math.max(0, n - 1);
    each({ tuple, anchors: anchors.slice(first, first + n), headings: headings.slice(first, first + n), depths: depths.slice(depth, depth + d), texts: texts.slice(first, first + n) });
    first += n;
    depth += d;
  });
}

export function sectionFacts(collected: CollectedIndex): Facts {
  const facts = new FactsBuilder();
  forEachPage(collected, (page) => facts.add(page.depths, page.texts.map((t) => t.length), page.headings));
  return facts.finish();
}

/**
 * A list cut to its `best` sections by `impact` (ties to the earlier section), both parts ascending. The postings
 * are ranked by a sort of the impacts alone (a typed array's, native) and a binary search per posting: sorting the
 * positions with a comparator cost the search worker ~2 s of an edit build at 20,002 pages (a common term's list has
 * tens of thousands), and the tiers then come out ascending without a second sort.
 */
export function cutTiers(sections: ArrayLike<number>, best: number, impact: (j: number) => number): number[][] {
  const n = sections.length;
  if (n <= best) return [Array.from({ length: n }, (_, j) => j)];
  // Each posting's impact worked out once.
  const impacts = new Float64Array(n);
  for (let j = 0; j < n; j++) impacts[j] = impact(j);
  const ranks = ranksDescending(impacts);
  const ends: number[] = [];
  for (let end = best, size = best; end - size < n; size *= TIER_GROWTH, end += size) ends.push(Math.min(end, n));
  const tiers: number[][] = ends.map(() => []);
  for (let j = 0; j < n; j++) {
    let t = 0;
    while (ranks[j]! >= ends[t]!) t++;
    tiers[t]!.push(j);
  }
  return tiers;
}

/**
 * Each value's place when sorted from the highest, equal values by their index: the count of greater values plus
 * that of equal ones before it. A NaN, which has no order, comes after all the others.
 */
function ranksDescending(values: Float64Array): Int32Array {
  const n = values.length;
  const sorted = Float64Array.from(values).sort(); // ascending, NaNs last
  let numbers = n;
  while (numbers > 0 && Number.isNaN(sorted[numbers - 1])) numbers--;
  const seen = new Int32Array(n + 1);
  const ranks = new Int32Array(n);
  for (let j = 0; j < n; j++) {
    const v = values[j]!;
    // The first place, from the highest, of the values equal to v: those above v come before it.
    const first = Number.isNaN(v) ? numbers : numbers - upperBound(sorted, v, numbers);
    ranks[j] = first + seen[first]!++;
  }
  return ranks;
}

/** The index of the first of ascending `sorted[0..end)` greater than `v`. */
function upperBound(sorted: Float64Array, v: number, end: number): number {
  let lo = 0;
  let hi = end;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A piece of a sparse index as it is made: `d3`, `t12`, `f0`… (a dictionary block, shard or fragment). */
export type EmitPiece = (name: string, piece: object) => void;

const KEYS = { t: 'T', h: 'H', f: 'F', d: 'D', e: 'E', o: 'O' } as const;
type Kind = keyof typeof KEYS;

/**
 * Makes a sparse index from its pages (`addPage`, in order) and then its terms (`addTerm`, in sorted order), each
 * piece handed to `emit` as soon as it is made (or kept inline without one). Nothing is held past its piece but the
 * facts of every section (a few bytes each), the first term of every shard, and the open overflow shards.
 */
export class SparseWriter {
  readonly inline = { T: [] as TermShard[], H: [] as HeadShard[], F: [] as Fragment[], D: [] as DictBlock[], E: [] as DictBlock[], O: [] as OverflowShard[] };
  private readonly counts = { t: 0, h: 0, f: 0, d: 0, e: 0, o: 0 };
  private readonly best: number;
  private readonly perBlock: number;
  private readonly overflowTarget: number;
  private readonly perFragment: number;
  private readonly cutter: FragmentCutter;
  private readonly factsBuilder = new FactsBuilder();
  private pages = 0;
  private facts: Facts | null = null;
  private terms = 0;
  private readonly termFirsts: string[] = [];
  private shard: { terms: string[]; x: string[]; y: string[]; m: string[]; q: number[]; o: number; size: number; dotted: string | null } | null = null;
  // Overflow tiers: tier j of every term goes to the open shard of stream j, numbered when it opens, so that an
  // entry can name the shard of its term's next tier before that shard is written.
  private readonly streams: Array<{ index: number; i: number[]; x: string[]; y: string[]; m: string[]; n: number[]; size: number } | null> = [];
  private overflowCount = 0;
  private readonly headFirsts: string[] = [];
  private hs: { terms: string[]; y: string[]; m: string[]; q: number[]; size: number } | null = null;

  constructor(
    private readonly lang: string,
    private readonly layout: Layout,
    private readonly emit?: EmitPiece,
  ) {
    this.best = layout.best ?? SPARSE_BEST;
    this.perBlock = layout.blockShards ?? BLOCK_SHARDS;
    this.overflowTarget = layout.overflowShard ?? OVERFLOW_SHARD;
    this.perFragment = layout.fragmentSections ?? FRAGMENT_SECTIONS;
    this.cutter = new FragmentCutter(this.perFragment, (_, f) => this.put('f', f));
  }

  private put(kind: Kind, piece: object, at?: number): void {
    const k = at ?? this.counts[kind];
    this.counts[kind]++;
    if (this.emit) this.emit(`${kind}${k}`, piece);
    else (this.inline[KEYS[kind]] as object[])[k] = piece;
  }

  /** A page: its fragments are written as soon as their sections are all in. */
  addPage(page: FragmentPage): void {
    this.pages++;
    this.factsBuilder.add(page.depths, page.texts.map((t) => t.length), page.headings);
    this.cutter.add(page);
  }

  /** Sections so far. */
  get sections(): number {
    return this.factsBuilder.sections;
  }

  /** A term's body and heading postings (absent: none); terms come in sorted order, after every page. */
  addTerm(term: string, body: Postings | null, head: Int32Array | null): void {
    if (!this.facts) {
      this.cutter.finish();
      this.facts = this.factsBuilder.finish();
    }
    const id = this.terms++;
    const bodyList = this.encodeList(body?.sections ?? null, body?.counts ?? null, false, term);
    const headList = this.encodeList(head, null, true, term);
    const tiers = Math.max(bodyList.tiers.length, headList.tiers.length);
    const { streams } = this;
    const at: number[] = [];
    for (let j = 1; j < tiers; j++) at.push((streams[j] ??= { index: this.overflowCount++, i: [], x: [], y: [], m: [], n: [], size: 0 }).index);
    for (let j = 1; j < tiers; j++) {
      const o = streams[j]!;
      const b = bodyList.tiers[j];
      const h = headList.tiers[j];
      o.i.push(id);
      o.x.push(b?.x ?? '');
      o.y.push(h?.x ?? '');
      o.m.push([...(b?.m ?? []), ...(h?.m ?? [])].join(''));
      o.n.push(j + 1 < tiers ? at[j]! + 1 : 0);
      o.size += o.x[o.x.length - 1]!.length + o.y[o.y.length - 1]!.length + o.m[o.m.length - 1]!.length;
    }
    for (let j = 1; j < tiers; j++) if (streams[j]!.size >= this.overflowTarget) this.closeOverflow(j);
    const overIndex = tiers > 1 ? at[0]! + 1 : 0;
    const bx = bodyList.tiers[0]?.x ?? '';
    const hx = headList.tiers[0]?.x ?? '';
    // A term shard closes once it is full, before the next term (the last one is closed by `finish`); one that
    // starts with a dotted term (`cache.base`) closes where that head's dotted terms end, so that the dictionary
    // tells a prefix (`cache`) it holds only dotted completions, which it need not fetch.
    const dotted = term.includes('.') ? term.slice(0, term.indexOf('.')) : null;
    if (this.shard && (this.shard.size >= this.layout.termShard || (this.shard.dotted !== null && this.shard.dotted !== dotted))) this.closeShard();
    if (!this.shard) {
      this.termFirsts.push(this.counts.t === 0 ? '' : term);
      this.shard = { terms: [], x: [], y: [], m: [], q: [], o: id, size: 0, dotted: this.counts.t === 0 ? null : dotted };
    }
    const shard = this.shard;
    shard.terms.push(term);
    shard.x.push(bx);
    shard.y.push(hx);
    const m = (bodyList.tiers[0]?.m ?? []).join('') + (headList.tiers[0]?.m ?? []).join('');
    shard.m.push(m);
    shard.q.push(bodyList.df, headList.df, overIndex);
    shard.size += term.length + bx.length + hx.length + m.length + 6;
    if (head && head.length) {
      // The heading vocabulary alone (short prefixes and typos), its lists cut alike (no overflow).
      if (this.hs && this.hs.size >= this.layout.headShard) this.closeHead();
      if (!this.hs) {
        this.headFirsts.push(this.counts.h === 0 ? '' : term);
        this.hs = { terms: [], y: [], m: [], q: [], size: 0 };
      }
      const best0 = headList.tiers[0] ?? { x: '', m: [] };
      const hs = this.hs;
      hs.terms.push(term);
      hs.y.push(best0.x);
      hs.m.push(best0.m.join(''));
      hs.q.push(headList.df);
      hs.size += term.length + best0.x.length + hs.m[hs.m.length - 1]!.length + 3;
    }
  }

  /** Closes the last pieces, writes the dictionary blocks, and gives the root (with the pieces inline, without `emit`). */
  finish(): SerializedIndex {
    if (!this.facts) {
      this.cutter.finish();
      this.facts = this.factsBuilder.finish();
    }
    if (!this.shard) this.termFirsts.push('');
    this.closeShard();
    if (this.counts.t === 0) this.put('t', { o: 0, w: '', x: '', y: '', m: '', q: '' });
    this.streams.forEach((_, j) => this.closeOverflow(j));
    this.closeHead();
    const blocks = (firsts: string[], kind: 'd' | 'e'): string[] => {
      const out: string[] = [];
      for (let k = 0; k < firsts.length; k += this.perBlock) {
        this.put(kind, { f: firsts.slice(k, k + this.perBlock) });
        out.push(firsts[k]!);
      }
      return out;
    };
    const tb = blocks(this.termFirsts, 'd');
    const hb = blocks(this.headFirsts, 'e');
    const c = this.counts;
    const root: SerializedIndex = {
      v: 7,
      l: this.lang,
      c: encodeVarints([this.pages, this.facts.firstOf.length, this.terms, c.t, c.h, this.cutter.count, c.o, this.perBlock, this.facts.avg, this.perFragment]),
      tb,
      hb,
    };
    return this.emit ? root : { ...root, ...this.inline };
  }

  /** A list's kept and overflowing parts, encoded: postings and facts. */
  private encodeList(sections: Int32Array | null, counts: Uint8Array | null, head: boolean, term: string): { df: number; tiers: Array<{ x: string; m: string[] }> } {
    if (!sections || sections.length === 0) return { df: 0, tiers: [] };
    const facts = this.facts!;
    const tf = (j: number) => (counts ? counts[j]! : 1);
    const norm = (s: number) => lengthNormOf(levelLength(facts.level[s]!), facts.avg);
    const impact = head
      ? (j: number) => (facts.firstOf[sections[j]!] === sections[j] ? W_TITLE : W_HEADING) * headingFit(term.length, facts.letters[sections[j]!]!)
      : (j: number) => bodyImpact(tf(j), norm(sections[j]!));
    const tiers = cutTiers(sections, this.best, impact);
    const last = head ? (s: number) => facts.letters[s]! : (s: number) => facts.level[s]!;
    const part = (js: number[]) => {
      const secs = js.map((j) => sections[j]!);
      const m: string[] = [];
      encodeMeta(m, secs, facts, last);
      return { x: encodePostings(secs, head ? undefined : js.map(tf)), m };
    };
    return { df: sections.length, tiers: tiers.map(part) };
  }

  private closeShard(): void {
    const shard = this.shard;
    if (!shard) return;
    this.put('t', { o: shard.o, w: frontCode(shard.terms), x: shard.x.join(' '), y: shard.y.join(' '), m: shard.m.join(' '), q: encodeVarints(shard.q) });
    this.shard = null;
  }

  private closeOverflow(j: number): void {
    const o = this.streams[j];
    if (!o) return;
    this.put('o', { i: encodeVarints(o.i), x: o.x.join(' '), y: o.y.join(' '), m: o.m.join(' '), n: encodeVarints(o.n) }, o.index);
    this.streams[j] = null;
  }

  private closeHead(): void {
    const hs = this.hs;
    if (!hs) return;
    this.put('h', { w: frontCode(hs.terms), y: hs.y.join(' '), m: hs.m.join(' '), q: encodeVarints(hs.q) });
    this.hs = null;
  }
}

/**
 * The sparse index of `collected`. With `emit`, every piece but the root goes to it as soon as it is made (a build
 * writes it and lets it go) and the root comes back alone; without, all of them come back inline.
 */
export function layoutSparse(collected: CollectedIndex, layout: Layout, emit?: EmitPiece): SerializedIndex {
  const writer = new SparseWriter(collected.lang, layout, emit);
  forEachPage(collected, (page) => writer.addPage(page));
  // Streaming (`emit`): the index is made once from what was collected, so what has been written is let go as it goes.
  if (emit) collected.texts.length = 0;
  const { x, y } = collected;
  const vocabulary = [...new Set([...x.keys(), ...y.keys()])].sort();
  for (const term of vocabulary) {
    const body = x.get(term);
    const head = y.get(term);
    writer.addTerm(term, body ? decodePostings(body) : null, head ? decodePostings(head).sections : null);
    if (emit) {
      x.delete(term);
      y.delete(term);
    }
  }
  return writer.finish();
}
