import { decodeMeta, type MetaSink } from './meta';
import { decodeVarints } from './varint';
import { frontDecode } from './vocabulary';
import { K1, lengthNormOf } from './weights';
import type { DictBlock, Fragment, HeadShard, Labels, OverflowShard, SerializedIndex, TermShard } from './types';

// What a loaded index holds, filled in as its files arrive. The root (always there) gives the
// shape of every page and section; term shards, heading shards and fragments are added by name
// (`t3`, `h0`, `f12`). Anything the searcher reads that is not there yet is noted in `missing`,
// and the caller fetches those files and asks again.

/** The part of a heading shard the searcher reads: terms and their raw heading postings. */
export interface HeadTerms {
  terms: string[];
  raw: string[];
  /** Sparse: each term's posting facts, and its heading document frequency. */
  meta?: string[];
  df?: number[];
}

/** The overflowing part of a term's lists (sparse): body and heading postings, and their facts. */
export interface Overflow {
  x: string;
  y: string;
  m: string;
  /** the overflow shard of the next tier, or -1 */
  next: number;
}

/**
 * Which shard holds a term: the first term of every shard, in blocks of `perBlock` shards. A dense index has one
 * block, in the root; a sparse one names its blocks' first terms in the root and fetches a block (`d3`) as a term
 * of its range is looked up.
 */
class Directory {
  private readonly blocks: Array<string[] | undefined>;
  constructor(
    private readonly name: string,
    /** first term of each block */
    private readonly firsts: string[],
    readonly perBlock: number,
    readonly shards: number,
    inline?: string[],
  ) {
    this.blocks = new Array(firsts.length);
    if (inline) this.blocks[0] = inline;
  }

  get count(): number {
    return this.firsts.length;
  }

  has(k: number): boolean {
    return this.blocks[k] !== undefined;
  }

  add(k: number, block: DictBlock): void {
    if (this.blocks[k]) return;
    const expected = Math.min(this.perBlock, this.shards - k * this.perBlock);
    if (!Array.isArray(block?.f) || block.f.length !== expected || block.f[0] !== this.firsts[k]) throw new Error(`Corrupt search index: dictionary block ${this.name}${k} does not match the root`);
    this.blocks[k] = block.f;
  }

  /** The first term of shard `k`, when its block is loaded (else undefined; nothing is noted). */
  firstTerm(k: number): string | undefined {
    if (k < 0 || k >= this.shards) return undefined;
    return this.blocks[Math.floor(k / this.perBlock)]?.[k % this.perBlock];
  }

  /** The shard that holds `term` if any does; -1 when its block is not loaded (noted in `missing`). */
  locate(term: string, missing: Set<string>): number {
    const b = shardOf(this.firsts, term);
    const block = this.blocks[b];
    if (!block) {
      missing.add(`${this.name}${b}`);
      return -1;
    }
    return b * this.perBlock + shardOf(block, term);
  }
}

/**
 * Section lengths are stored as levels on a scale of 1.15, one varint symbol each (46 levels: from
 * 16 characters, shorter counts as 16, up to about 8,800, longer counts as that): BM25 needs a
 * length only roughly, and the root is what every visitor fetches.
 */
const LEVEL = Math.log(1.15);
const LEVEL_OFFSET = 20;
export function lengthLevel(length: number): number {
  return Math.max(0, Math.min(45, Math.round(Math.log(1 + length) / LEVEL) - LEVEL_OFFSET));
}
const lengthOfLevel = (level: number) => Math.round(Math.exp((level + LEVEL_OFFSET) * LEVEL) - 1);
/** The 46 levels' lengths, worked out once: an index build asks for one per posting it ranks. */
const LEVEL_LENGTHS = Array.from({ length: 46 }, (_, level) => lengthOfLevel(level));
export function levelLength(level: number): number {
  return LEVEL_LENGTHS[level] ?? lengthOfLevel(level);
}

/** Index of the last entry of sorted `firsts` that is ≤ `term` (0 when none is). */
function shardOf(firsts: string[], term: string): number {
  let lo = 0;
  let hi = firsts.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (firsts[mid]! <= term) lo = mid + 1;
    else hi = mid;
  }
  return Math.max(0, lo - 1);
}

export class IndexStore {
  readonly lang: string;
  readonly pageCount: number;
  readonly sectionCount: number;
  /** first section of each page (one more entry: the section count) */
  readonly pageFirst: Int32Array;
  readonly secPage: Int32Array;
  /** parent heading section; -1 for a page's first section */
  readonly secParent: Int32Array;
  /** first section of the page a section belongs to */
  readonly firstOf: Int32Array;
  /** BM25 of a body that holds a term once, per section (times the term's idf) */
  readonly bodyWeight: Float64Array;
  /** K1 × the BM25 length normalisation, per section (for terms a body has more than once) */
  readonly lengthNorm: Float64Array;
  readonly headingLetters: Uint16Array;
  /** Sparse (format 7's large-site shape): the facts above arrive with the postings and fragments. */
  readonly sparse: boolean;
  /** average body length (sparse: from the root) */
  private readonly avg: number;
  /** Sparse: sections per fragment (fragment k holds sections from k × this). */
  private readonly fragmentSections: number = 0;

  // ---- term shards: global term ids run through the shards in order
  private readonly termDir: Directory;
  /** first global id of each term shard (one more entry: the vocabulary size); sparse: known once the shard is loaded */
  readonly termOffset: Int32Array;
  readonly terms: string[];
  /** raw body and heading postings per global term id ('' for none) */
  readonly raw: string[];
  readonly rawHead: string[];
  /** Sparse: each term's posting facts, document frequencies (body, heading) and overflow shard (-1: none). */
  readonly meta: string[];
  readonly bodyDf: Int32Array;
  readonly headDf: Int32Array;
  readonly overflowOf: Int32Array;
  private readonly termLoaded: Uint8Array;

  // ---- heading shards
  private readonly headDir: Directory;
  private readonly headShards: Array<HeadTerms | undefined>;

  // ---- overflow shards (sparse): the rest of long lists in tiers, by shard and global term id
  private readonly overflow = new Map<number, Overflow>();
  private readonly overflowLoaded: Uint8Array;

  // ---- fragments
  /** first page of each fragment (one more entry: the page count) */
  private readonly fragFirst: Int32Array;
  readonly titles: Array<string | undefined>;
  readonly routes: Array<string | undefined>;
  readonly ids: Array<string | undefined>;
  readonly domains: Array<string | undefined>;
  readonly anchors: Array<string | undefined>;
  readonly headings: Array<string | undefined>;
  readonly texts: Array<string | undefined>;
  private readonly fragLoaded: Uint8Array;
  readonly pageFrag: Int32Array;
  /** The root carries every page's labels (titles, routes, anchors, headings): fragments bring text only. */
  readonly labelled: boolean = false;

  /** Files the last reads found missing (`t3`, `h0`, `f12`). */
  readonly missing = new Set<string>();

  constructor(index: SerializedIndex) {
    if (!index || index.v !== 7) throw new Error(`Unsupported search index version: ${String(index?.v)} (expected 7: rebuild the index with this version of @rsdocs/search)`);
    this.lang = index.l;
    this.sparse = typeof index.c === 'string';
    let P: number;
    let S: number;
    let T: number;
    let nFrag: number;
    let perFrag: number[] = [];
    let perPage: number[] = [];
    let nOverflow = 0;
    if (this.sparse) {
      if (!Array.isArray(index.tb) || !Array.isArray(index.hb)) throw new Error('Corrupt search index: no dictionary tables');
      const c = decodeVarints(index.c!);
      if (c.length !== 10) throw new Error('Corrupt search index: counts');
      const [pages, sections, terms, termShards, headShards, fragments, overflow, perBlock, avg, perFragment] = c as [number, number, number, number, number, number, number, number, number, number];
      [P, S, T, nFrag, nOverflow] = [pages, sections, terms, fragments, overflow];
      this.fragmentSections = Math.max(1, perFragment);
      if (nFrag !== Math.ceil(S / this.fragmentSections)) throw new Error('Corrupt search index: counts');
      this.avg = Math.max(1, avg);
      this.termDir = new Directory('d', index.tb!, perBlock, termShards);
      this.headDir = new Directory('e', index.hb!, perBlock, headShards);
      if (index.tb!.length !== Math.ceil(termShards / perBlock) || index.hb!.length !== Math.ceil(headShards / perBlock)) throw new Error('Corrupt search index: dictionary tables');
    } else {
      for (const key of ['s', 'd', 'n', 'g', 'tc', 'fc'] as const) if (typeof index[key] !== 'string') throw new Error(`Corrupt search index: no "${key}" field`);
      if (!Array.isArray(index.tf) || !Array.isArray(index.hf)) throw new Error('Corrupt search index: no shard tables');
      perPage = decodeVarints(index.s!);
      P = perPage.length;
      S = perPage.reduce((a, b) => a + b, 0);
      const counts = decodeVarints(index.tc!);
      if (counts.length !== index.tf.length) throw new Error('Corrupt search index: term shard table');
      T = counts.reduce((a, b) => a + b, 0);
      perFrag = decodeVarints(index.fc!);
      nFrag = perFrag.length;
      this.termDir = new Directory('d', [''], index.tf.length, index.tf.length, index.tf);
      this.headDir = new Directory('e', [''], index.hf.length, index.hf.length, index.hf);
      this.avg = 1; // set below, from the lengths
    }
    this.pageCount = P;
    this.sectionCount = S;
    this.pageFirst = new Int32Array(P + 1).fill(-1);
    this.secPage = new Int32Array(S);
    this.secParent = new Int32Array(S);
    this.firstOf = new Int32Array(S);
    this.bodyWeight = new Float64Array(S);
    this.lengthNorm = new Float64Array(S);
    this.headingLetters = new Uint16Array(S).fill(1);
    this.pageFrag = new Int32Array(P);
    this.fragFirst = new Int32Array(nFrag + 1);
    this.fragFirst[nFrag] = P;

    const nShards = this.termDir.shards;
    this.termOffset = new Int32Array(nShards + 1);
    this.termOffset[nShards] = T;
    this.terms = new Array<string>(T);
    this.raw = new Array<string>(T);
    this.rawHead = new Array<string>(T);
    this.meta = this.sparse ? new Array<string>(T) : [];
    this.bodyDf = this.sparse ? new Int32Array(T) : new Int32Array(0);
    this.headDf = this.sparse ? new Int32Array(T) : new Int32Array(0);
    this.overflowOf = this.sparse ? new Int32Array(T).fill(-1) : new Int32Array(0);
    this.termLoaded = new Uint8Array(nShards);
    this.headShards = new Array<HeadTerms | undefined>(this.headDir.shards);
    this.overflowLoaded = new Uint8Array(nOverflow);

    if (!this.sparse) {
      const lengths = decodeVarints(index.n!);
      const letters = decodeVarints(index.g!);
      if (lengths.length !== S || letters.length !== S || index.d!.length !== S - P) throw new Error('Corrupt search index: section count mismatch');
      let first = 0;
      let h = 0;
      for (let p = 0; p < P; p++) {
        h = this.setShape(p, first, perPage[p]!, index.d!, h);
        first += perPage[p]!;
      }
      this.pageFirst[P] = S;
      let total = 0;
      for (let k = 0; k < S; k++) total += levelLength(lengths[k]!);
      this.avg = Math.max(1, total / Math.max(1, S));
      for (let k = 0; k < S; k++) {
        this.setLength(k, lengths[k]!);
        this.headingLetters[k] = Math.min(65535, Math.max(1, letters[k]!));
      }
      const counts = decodeVarints(index.tc!);
      for (let k = 0; k < counts.length; k++) this.termOffset[k + 1] = this.termOffset[k]! + counts[k]!;
      for (let f = 0; f < perFrag.length; f++) {
        this.fragFirst[f + 1] = this.fragFirst[f]! + perFrag[f]!;
        for (let p = this.fragFirst[f]!; p < this.fragFirst[f + 1]! && p < P; p++) this.pageFrag[p] = f;
      }
      if (this.fragFirst[perFrag.length] !== P) throw new Error('Corrupt search index: fragment table');
    }
    this.titles = new Array(P);
    this.routes = new Array(P);
    this.ids = new Array(P);
    this.domains = new Array(P);
    this.anchors = new Array(S);
    this.headings = new Array(S);
    this.texts = new Array(S);
    this.fragLoaded = new Uint8Array(nFrag);
    if (index.L) {
      if (this.sparse) throw new Error('Corrupt search index: a sparse root carries no labels');
      this.addLabels(0, P, index.L, 'the root');
      this.labelled = true;
    }

    index.D?.forEach((block, k) => this.termDir.add(k, block));
    index.E?.forEach((block, k) => this.headDir.add(k, block));
    index.T?.forEach((shard, k) => this.addTermShard(k, shard));
    index.H?.forEach((shard, k) => this.addHeadShard(k, shard));
    index.O?.forEach((shard, k) => this.addOverflow(k, shard));
    index.F?.forEach((fragment, k) => this.addFragment(k, fragment));
  }

  /** Page `p`'s sections from `first`, `n` of them, their depths read from `depths` at `h`; returns where they end. */
  private setShape(p: number, first: number, n: number, depths: string, h: number): number {
    this.pageFirst[p] = first;
    const stack: number[] = [];
    const depth: number[] = [];
    for (let s = first; s < first + n; s++) {
      this.secPage[s] = p;
      this.firstOf[s] = first;
      const d = s === first ? 1 : depths.charCodeAt(h++) - 48;
      while (stack.length > 1 && depth[depth.length - 1]! >= d) {
        stack.pop();
        depth.pop();
      }
      this.secParent[s] = s === first ? -1 : stack[stack.length - 1]!;
      stack.push(s);
      depth.push(d);
    }
    return h;
  }

  private setLength(s: number, level: number): void {
    const norm = lengthNormOf(levelLength(level), this.avg);
    this.lengthNorm[s] = norm;
    this.bodyWeight[s] = (K1 + 1) / (1 + norm);
  }

  /** Sparse: a section's first section and parent, from a posting (its page is known once its fragment is here). */
  private readonly setSection = (s: number, first: number, parent: number): void => {
    this.firstOf[s] = first;
    this.secParent[s] = parent;
    this.firstOf[first] = first;
    this.secParent[first] = -1;
  };
  private readonly bodySink: MetaSink = (s, first, parent, level) => {
    this.setSection(s, first, parent);
    this.setLength(s, level);
  };
  private readonly headSink: MetaSink = (s, first, parent, letters) => {
    this.setSection(s, first, parent);
    this.headingLetters[s] = Math.max(1, letters);
  };

  /** Sparse: takes in the facts that come with a term's body and heading postings (`meta`, as the shard holds them). */
  readFacts(body: ArrayLike<number>, head: ArrayLike<number>, meta: string | undefined): void {
    if (!this.sparse) return;
    const v = decodeVarints(meta ?? '');
    let i = decodeMeta(body, v, 0, this.bodySink);
    i = decodeMeta(head, v, i, this.headSink);
    if (i !== v.length) throw new Error('Corrupt search index: posting facts do not match the postings');
  }

  /** Every file of the index, by name: what a sharded index fetches from `<root>/<name>.json`. */
  get files(): string[] {
    const names: string[] = [];
    if (this.sparse) {
      for (let k = 0; k < this.termDir.count; k++) names.push(`d${k}`);
      for (let k = 0; k < this.headDir.count; k++) names.push(`e${k}`);
    }
    for (let k = 0; k < this.termDir.shards; k++) names.push(`t${k}`);
    for (let k = 0; k < this.headDir.shards; k++) names.push(`h${k}`);
    for (let k = 0; k < this.overflowLoaded.length; k++) names.push(`o${k}`);
    for (let k = 0; k + 1 < this.fragFirst.length; k++) names.push(`f${k}`);
    return names;
  }

  has(name: string): boolean {
    const k = Number(name.slice(1));
    switch (name[0]) {
      case 't':
        return this.termLoaded[k] === 1;
      case 'h':
        return this.headShards[k] !== undefined;
      case 'o':
        return this.overflowLoaded[k] === 1;
      case 'd':
        return this.sparse ? this.termDir.has(k) : true;
      case 'e':
        return this.sparse ? this.headDir.has(k) : true;
      default:
        return this.fragLoaded[k] === 1;
    }
  }

  /** Adds a fetched file (`name` as in `missing`). */
  add(name: string, data: unknown): void {
    const kind = name[0];
    const k = Number(name.slice(1));
    if (!Number.isInteger(k) || k < 0) throw new Error(`Unknown search index file: ${name}`);
    if (kind === 't' && k < this.termDir.shards) this.addTermShard(k, data as TermShard);
    else if (kind === 'h' && k < this.headDir.shards) this.addHeadShard(k, data as HeadShard);
    else if (kind === 'f' && k + 1 < this.fragFirst.length) this.addFragment(k, data as Fragment);
    else if (kind === 'o' && k < this.overflowLoaded.length) this.addOverflow(k, data as OverflowShard);
    else if (kind === 'd' && this.sparse && k < this.termDir.count) this.termDir.add(k, data as DictBlock);
    else if (kind === 'e' && this.sparse && k < this.headDir.count) this.headDir.add(k, data as DictBlock);
    else throw new Error(`Unknown search index file: ${name}`);
  }

  private addTermShard(k: number, shard: TermShard): void {
    if (this.termLoaded[k]) return;
    const terms = frontDecode(shard.w);
    const x = shard.w ? shard.x.split(' ') : [];
    const y = shard.w ? shard.y.split(' ') : [];
    const corrupt = () => new Error(`Corrupt search index: term shard ${k} does not match the root`);
    let off = this.termOffset[k]!;
    if (this.sparse) {
      off = shard.o!;
      if (!Number.isInteger(off) || off < 0 || off + terms.length > this.terms.length) throw corrupt();
      this.termOffset[k] = off;
      if (k + 1 < this.termDir.shards) this.termOffset[k + 1] = off + terms.length;
      else if (off + terms.length !== this.terms.length) throw corrupt();
      const m = shard.w ? (shard.m ?? '').split(' ') : [];
      const q = decodeVarints(shard.q ?? '');
      if (m.length !== terms.length || q.length !== 3 * terms.length) throw corrupt();
      for (let j = 0; j < terms.length; j++) {
        this.meta[off + j] = m[j]!;
        this.bodyDf[off + j] = q[3 * j]!;
        this.headDf[off + j] = q[3 * j + 1]!;
        this.overflowOf[off + j] = q[3 * j + 2]! - 1;
      }
    }
    if (terms.length !== this.termOffset[k + 1]! - off || x.length !== terms.length || y.length !== terms.length) throw corrupt();
    for (let j = 0; j < terms.length; j++) {
      this.terms[off + j] = terms[j]!;
      this.raw[off + j] = x[j]!;
      this.rawHead[off + j] = y[j]!;
    }
    this.termLoaded[k] = 1;
  }

  private addHeadShard(k: number, shard: HeadShard): void {
    if (this.headShards[k]) return;
    const terms = frontDecode(shard.w);
    const raw = shard.w ? shard.y.split(' ') : [];
    if (raw.length !== terms.length) throw new Error(`Corrupt search index: heading shard ${k}`);
    const entry: HeadTerms = { terms, raw };
    if (this.sparse) {
      entry.meta = shard.w ? (shard.m ?? '').split(' ') : [];
      entry.df = decodeVarints(shard.q ?? '');
      if (entry.meta.length !== terms.length || entry.df.length !== terms.length) throw new Error(`Corrupt search index: heading shard ${k}`);
    }
    this.headShards[k] = entry;
  }

  private addOverflow(k: number, shard: OverflowShard): void {
    if (this.overflowLoaded[k]) return;
    const ids = decodeVarints(shard.i ?? '');
    const x = shard.x.split(' ');
    const y = shard.y.split(' ');
    const m = shard.m.split(' ');
    const next = decodeVarints(shard.n ?? '');
    if (x.length !== ids.length || y.length !== ids.length || m.length !== ids.length || next.length !== ids.length) throw new Error(`Corrupt search index: overflow shard ${k}`);
    ids.forEach((id, j) => this.overflow.set(k * this.terms.length + id, { x: x[j]!, y: y[j]!, m: m[j]!, next: next[j]! - 1 }));
    this.overflowLoaded[k] = 1;
  }

  /** Term `id`'s tier in overflow shard `k` (loaded), or undefined when the shard does not hold it. */
  overflowEntry(k: number, id: number): Overflow | undefined {
    return this.overflow.get(k * this.terms.length + id);
  }

  /** Sparse: whether overflow shard `k` is loaded; noted as missing when not. */
  needOverflow(k: number): boolean {
    if (!this.overflowLoaded[k]) this.missing.add(`o${k}`);
    return this.overflowLoaded[k] === 1;
  }

  private addFragment(k: number, fragment: Fragment): void {
    if (this.fragLoaded[k]) return;
    const corrupt = () => new Error(`Corrupt search index: fragment ${k} does not match the root`);
    if (this.sparse) {
      this.addSparseFragment(k, fragment, corrupt);
      return;
    }
    const first = this.fragFirst[k]!;
    const end = this.fragFirst[k + 1]!;
    const s0 = this.pageFirst[first]!;
    if (!Array.isArray(fragment.t) || fragment.t.length !== this.pageFirst[end]! - s0) throw corrupt();
    if (!this.labelled) {
      if (!fragment.p || !fragment.h) throw corrupt();
      this.addLabels(first, end, fragment as Labels, `fragment ${k}`);
    }
    for (let s = s0; s < this.pageFirst[end]!; s++) this.texts[s] = fragment.t[s - s0]!;
    this.fragLoaded[k] = 1;
  }

  /** A sparse fragment: the text of its sections, and the shape and labels of the pages they belong to. */
  private addSparseFragment(k: number, fragment: Fragment, corrupt: () => Error): void {
    if (!Array.isArray(fragment.a) || typeof fragment.s !== 'string' || typeof fragment.d !== 'string' || !Array.isArray(fragment.t)) throw corrupt();
    const [p0, s0] = fragment.a;
    const perPage = decodeVarints(fragment.s);
    const start = k * this.fragmentSections;
    const n = Math.min(this.fragmentSections, this.sectionCount - start);
    if (!Number.isInteger(p0) || p0 < 0 || p0 + perPage.length > this.pageCount || s0 > start || fragment.t.length !== n) throw corrupt();
    let first = s0;
    let h = 0;
    perPage.forEach((count, j) => {
      h = this.setShape(p0 + j, first, count, fragment.d!, h);
      first += count;
    });
    if (first < start + n || first > this.sectionCount || h !== fragment.d.length) throw corrupt();
    this.pageFirst[p0 + perPage.length] = first;
    if (!fragment.p || !fragment.h) throw corrupt();
    this.addLabels(p0, p0 + perPage.length, fragment as Labels, `fragment ${k}`);
    for (let j = 0; j < n; j++) this.texts[start + j] = fragment.t[j]!;
    this.fragLoaded[k] = 1;
  }

  /** Titles, routes, anchors and headings of pages [first, end), from the root or a fragment (`where`, for errors). */
  private addLabels(first: number, end: number, labels: Labels, where: string): void {
    if (!Array.isArray(labels.p) || labels.p.length !== end - first || !Array.isArray(labels.h)) throw new Error(`Corrupt search index: the labels of ${where} do not match the root`);
    let h = 0;
    for (let p = first; p < end; p++) {
      const [title, route, id, domain] = labels.p[p - first]!;
      this.titles[p] = title;
      this.routes[p] = route;
      this.ids[p] = id || route;
      this.domains[p] = domain || undefined;
      for (let s = this.pageFirst[p]!; s < this.pageFirst[p + 1]!; s++) {
        if (s === this.pageFirst[p]) {
          this.anchors[s] = '';
          this.headings[s] = title;
        } else {
          this.anchors[s] = labels.h[2 * h]!;
          this.headings[s] = labels.h[2 * h + 1]!;
          h++;
        }
      }
    }
    if (2 * h !== labels.h.length) throw new Error(`Corrupt search index: the labels of ${where} do not match the root`);
  }

  // ---------- reads that note what is missing ----------

  /** Term shards in all. */
  get termShards(): number {
    return this.termDir.shards;
  }

  /**
   * The term shard that holds `term` if the vocabulary has it; noted as missing when not loaded. -1 when the
   * dictionary block that says so is not loaded (noted as missing).
   */
  termShard(term: string): number {
    const k = this.termDir.locate(term, this.missing);
    if (k >= 0 && !this.termLoaded[k]) this.missing.add(`t${k}`);
    return k;
  }

  /**
   * Whether every term of term shard `k` starts with `prefix` and has a `.` after it (`cache.builddependencies` for
   * `cache`), as told by the dictionary alone (false when it cannot tell; null, with its block noted as missing,
   * when that block is not loaded).
   */
  termShardDotted(k: number, prefix: string): boolean | null {
    const a = this.termDir.firstTerm(k);
    if (a === undefined) {
      // Its dictionary block first (a block is smaller than a shard).
      this.missing.add(`d${Math.floor(k / this.termDir.perBlock)}`);
      return null;
    }
    // A sparse index's shard that starts with a dotted term holds that head's dotted terms only (the writer closes it
    // where they end).
    if (this.sparse && a.startsWith(prefix) && a.indexOf('.') >= prefix.length) return true;
    const b = this.termDir.firstTerm(k + 1);
    if (b === undefined) return false;
    // Every term of the shard sorts in [a, b), so it starts with what a and b share.
    let n = 0;
    while (n < a.length && n < b.length && a.charCodeAt(n) === b.charCodeAt(n)) n++;
    return n > prefix.length && a.startsWith(prefix) && a.lastIndexOf('.', n - 1) >= prefix.length;
  }

  /** The term shard whose range holds `term`, not noted as missing (-1 while its dictionary block is not loaded: noted). */
  termShardFor(term: string): number {
    return this.termDir.locate(term, this.missing);
  }

  /** Whether term shard `k` is loaded; noted as missing when not. */
  needTermShard(k: number): boolean {
    if (k < 0) return false;
    if (!this.termLoaded[k]) this.missing.add(`t${k}`);
    return this.termLoaded[k] === 1;
  }

  termShardLoaded(k: number): boolean {
    return k >= 0 && this.termLoaded[k] === 1;
  }

  /** The heading shards that may hold terms in [lo, hi]; each noted as missing when not loaded. */
  headShardsFor(lo: string, hi: string): HeadTerms[] | null {
    if (!this.headDir.shards) return [];
    const first = this.headDir.locate(lo, this.missing);
    const last = this.headDir.locate(hi, this.missing);
    if (first < 0 || last < 0) return null;
    const out: HeadTerms[] = [];
    let complete = true;
    for (let k = first; k <= last; k++) {
      const shard = this.headShards[k];
      if (shard) out.push(shard);
      else {
        this.missing.add(`h${k}`);
        complete = false;
      }
    }
    return complete ? out : null;
  }

  /** The body text of a section; undefined (and its fragment noted) when not loaded. */
  text(s: number): string | undefined {
    const t = this.texts[s];
    if (t === undefined) this.missing.add(`f${this.sparse ? Math.floor(s / this.fragmentSections) : this.pageFrag[this.secPage[s]!]!}`);
    return t;
  }
}

