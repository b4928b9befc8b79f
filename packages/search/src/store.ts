import { decodeVarints } from './varint';
import { frontDecode } from './vocabulary';
import type { Fragment, HeadShard, Labels, SerializedIndex, TermShard } from './types';

// What a loaded index holds, filled in as its files arrive. The root (always there) gives the
// shape of every page and section; term shards, heading shards and fragments are added by name
// (`t3`, `h0`, `f12`). Anything the searcher reads that is not there yet is noted in `missing`,
// and the caller fetches those files and asks again.

/** The part of a heading shard the searcher reads: terms and their raw heading postings. */
export interface HeadTerms {
  terms: string[];
  raw: string[];
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
export function levelLength(level: number): number {
  return Math.round(Math.exp((level + LEVEL_OFFSET) * LEVEL) - 1);
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
  /** body length of each section, roughly (see `lengthLevel`) */
  readonly lengths: Int32Array;
  readonly headingLetters: Uint16Array;

  // ---- term shards: global term ids run through the shards in order
  readonly termFirst: string[];
  /** first global id of each term shard (one more entry: the vocabulary size) */
  readonly termOffset: Int32Array;
  readonly terms: string[];
  /** raw body and heading postings per global term id ('' for none) */
  readonly raw: string[];
  readonly rawHead: string[];
  private readonly termLoaded: Uint8Array;

  // ---- heading shards
  readonly headFirst: string[];
  private readonly headShards: Array<HeadTerms | undefined>;

  // ---- fragments
  /** first page of each fragment (one more entry: the page count) */
  private readonly fragFirst: Int32Array;
  private readonly pageFrag: Int32Array;
  readonly titles: Array<string | undefined>;
  readonly routes: Array<string | undefined>;
  readonly ids: Array<string | undefined>;
  readonly domains: Array<string | undefined>;
  readonly anchors: Array<string | undefined>;
  readonly headings: Array<string | undefined>;
  readonly texts: Array<string | undefined>;
  private readonly fragLoaded: Uint8Array;
  /** The root carries every page's labels (titles, routes, anchors, headings): fragments bring text only. */
  readonly labelled: boolean = false;

  /** Files the last reads found missing (`t3`, `h0`, `f12`). */
  readonly missing = new Set<string>();

  constructor(index: SerializedIndex) {
    if (!index || index.v !== 5) throw new Error(`Unsupported search index version: ${String(index?.v)} (expected 5: rebuild the index with this version of @rsdocs/search)`);
    for (const key of ['s', 'd', 'n', 'g', 'tc', 'fc'] as const) if (typeof index[key] !== 'string') throw new Error(`Corrupt search index: no "${key}" field`);
    if (!Array.isArray(index.tf) || !Array.isArray(index.hf)) throw new Error('Corrupt search index: no shard tables');
    this.lang = index.l;
    const perPage = decodeVarints(index.s);
    const P = perPage.length;
    this.pageCount = P;
    this.pageFirst = new Int32Array(P + 1);
    let S = 0;
    for (let p = 0; p < P; p++) {
      this.pageFirst[p] = S;
      S += perPage[p]!;
    }
    this.pageFirst[P] = S;
    this.sectionCount = S;
    const lengths = decodeVarints(index.n);
    const letters = decodeVarints(index.g);
    if (lengths.length !== S || letters.length !== S || index.d.length !== S - P) throw new Error('Corrupt search index: section count mismatch');
    this.lengths = Int32Array.from(lengths, levelLength);
    this.headingLetters = Uint16Array.from(letters, (n) => Math.min(65535, Math.max(1, n)));
    this.secPage = new Int32Array(S);
    this.secParent = new Int32Array(S);
    this.firstOf = new Int32Array(S);
    const depth = new Uint8Array(S);
    let h = 0;
    for (let p = 0; p < P; p++) {
      const first = this.pageFirst[p]!;
      const stack: number[] = [];
      for (let s = first; s < this.pageFirst[p + 1]!; s++) {
        this.secPage[s] = p;
        this.firstOf[s] = first;
        if (s === first) {
          depth[s] = 1;
          this.secParent[s] = -1;
        } else {
          depth[s] = index.d.charCodeAt(h++) - 48;
          while (stack.length > 1 && depth[stack[stack.length - 1]!]! >= depth[s]!) stack.pop();
          this.secParent[s] = stack[stack.length - 1]!;
        }
        stack.push(s);
      }
    }

    this.termFirst = index.tf;
    const counts = decodeVarints(index.tc);
    if (counts.length !== index.tf.length) throw new Error('Corrupt search index: term shard table');
    this.termOffset = new Int32Array(counts.length + 1);
    for (let k = 0; k < counts.length; k++) this.termOffset[k + 1] = this.termOffset[k]! + counts[k]!;
    const T = this.termOffset[counts.length]!;
    this.terms = new Array<string>(T);
    this.raw = new Array<string>(T);
    this.rawHead = new Array<string>(T);
    this.termLoaded = new Uint8Array(counts.length);

    this.headFirst = index.hf;
    this.headShards = new Array<HeadTerms | undefined>(index.hf.length);

    const perFrag = decodeVarints(index.fc);
    this.fragFirst = new Int32Array(perFrag.length + 1);
    this.pageFrag = new Int32Array(P);
    for (let f = 0; f < perFrag.length; f++) {
      this.fragFirst[f + 1] = this.fragFirst[f]! + perFrag[f]!;
      for (let p = this.fragFirst[f]!; p < this.fragFirst[f + 1]! && p < P; p++) this.pageFrag[p] = f;
    }
    if (this.fragFirst[perFrag.length] !== P) throw new Error('Corrupt search index: fragment table');
    this.titles = new Array(P);
    this.routes = new Array(P);
    this.ids = new Array(P);
    this.domains = new Array(P);
    this.anchors = new Array(S);
    this.headings = new Array(S);
    this.texts = new Array(S);
    this.fragLoaded = new Uint8Array(perFrag.length);
    if (index.L) {
      this.addLabels(0, P, index.L, 'the root');
      this.labelled = true;
    }

    index.T?.forEach((shard, k) => this.addTermShard(k, shard));
    index.H?.forEach((shard, k) => this.addHeadShard(k, shard));
    index.F?.forEach((fragment, k) => this.addFragment(k, fragment));
  }

  /** Every file of the index, by name: what a sharded index fetches from `<root>/<name>.json`. */
  get files(): string[] {
    const names: string[] = [];
    for (let k = 0; k < this.termFirst.length; k++) names.push(`t${k}`);
    for (let k = 0; k < this.headFirst.length; k++) names.push(`h${k}`);
    for (let k = 0; k + 1 < this.fragFirst.length; k++) names.push(`f${k}`);
    return names;
  }

  has(name: string): boolean {
    const k = Number(name.slice(1));
    if (name[0] === 't') return this.termLoaded[k] === 1;
    if (name[0] === 'h') return this.headShards[k] !== undefined;
    return this.fragLoaded[k] === 1;
  }

  /** Adds a fetched file (`name` as in `missing`). */
  add(name: string, data: unknown): void {
    const kind = name[0];
    const k = Number(name.slice(1));
    if (!Number.isInteger(k) || k < 0) throw new Error(`Unknown search index file: ${name}`);
    if (kind === 't' && k < this.termFirst.length) this.addTermShard(k, data as TermShard);
    else if (kind === 'h' && k < this.headFirst.length) this.addHeadShard(k, data as HeadShard);
    else if (kind === 'f' && k + 1 < this.fragFirst.length) this.addFragment(k, data as Fragment);
    else throw new Error(`Unknown search index file: ${name}`);
  }

  private addTermShard(k: number, shard: TermShard): void {
    if (this.termLoaded[k]) return;
    const terms = frontDecode(shard.w);
    const x = shard.w ? shard.x.split(' ') : [];
    const y = shard.w ? shard.y.split(' ') : [];
    const off = this.termOffset[k]!;
    if (terms.length !== this.termOffset[k + 1]! - off || x.length !== terms.length || y.length !== terms.length) {
      throw new Error(`Corrupt search index: term shard ${k} does not match the root`);
    }
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
    this.headShards[k] = { terms, raw };
  }

  private addFragment(k: number, fragment: Fragment): void {
    if (this.fragLoaded[k]) return;
    const first = this.fragFirst[k]!;
    const end = this.fragFirst[k + 1]!;
    const s0 = this.pageFirst[first]!;
    const corrupt = () => new Error(`Corrupt search index: fragment ${k} does not match the root`);
    if (!Array.isArray(fragment.t) || fragment.t.length !== this.pageFirst[end]! - s0) throw corrupt();
    if (!this.labelled) {
      if (!fragment.p || !fragment.h) throw corrupt();
      this.addLabels(first, end, fragment as Labels, `fragment ${k}`);
    }
    for (let s = s0; s < this.pageFirst[end]!; s++) this.texts[s] = fragment.t[s - s0]!;
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

  /** The term shard that holds `term` if the vocabulary has it; noted as missing when not loaded. */
  termShard(term: string): number {
    const k = shardOf(this.termFirst, term);
    if (!this.termLoaded[k]) this.missing.add(`t${k}`);
    return k;
  }

  /** Whether term shard `k` is loaded; noted as missing when not. */
  needTermShard(k: number): boolean {
    if (!this.termLoaded[k]) this.missing.add(`t${k}`);
    return this.termLoaded[k] === 1;
  }

  termShardLoaded(k: number): boolean {
    return this.termLoaded[k] === 1;
  }

  /** The heading shards that may hold terms in [lo, hi]; each noted as missing when not loaded. */
  headShardsFor(lo: string, hi: string): HeadTerms[] | null {
    if (!this.headFirst.length) return [];
    const out: HeadTerms[] = [];
    let complete = true;
    for (let k = shardOf(this.headFirst, lo), last = shardOf(this.headFirst, hi); k <= last; k++) {
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
    if (t === undefined) this.missing.add(`f${this.pageFrag[this.secPage[s]!]!}`);
    return t;
  }
}

