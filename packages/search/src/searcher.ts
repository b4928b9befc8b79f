import { LruCache } from './lru';
import { look, lookQuick, type Found } from './occurrences';
import { TopK } from './select';
import { makeSnippet } from './snippet';
import { TermIndex, type Plan } from './terms';
import { foldWithMap, queryTerms, queryWords } from './tokenize';
import type { SearchHit, SearchOptions, SerializedIndex } from './types';

// Field weights (times idf): a title match outranks a heading match, which outranks any body match
// (the BM25-style body score stays below K1 + 1 = 2.2).
const W_TITLE = 6;
const W_HEADING = 3.5;
const K1 = 1.2;
const B = 0.75;
/** A term found only in the page title or the parent heading still says something about a section. */
const W_INHERITED = 0.8;
const MAX_PER_PAGE = 3;
/** How many top sections of a multi-term query are re-ranked by term proximity. */
const RERANK = 20;
const CACHE_SIZE = 100;
/** Coverage is a bit mask per section. */
const MAX_TERMS = 30;
const NOT_LETTER = /[^\p{L}\p{N}]/gu;

interface Folded {
  folded: string;
  map: Int32Array | null;
}

function popcount(x: number): number {
  let n = 0;
  for (let v = x; v; v &= v - 1) n++;
  return n;
}

/** A loaded index. Create one with `loadIndex`; `search` is synchronous and cached. */
export class Searcher {
  private readonly titles: string[] = [];
  private readonly routes: string[] = [];
  private readonly ids: string[] = [];
  private readonly domains: Array<string | undefined> = [];
  /** first section of each page */
  private readonly pageFirst: Int32Array;
  private readonly secPage: Int32Array;
  /** parent heading section; -1 for a page's first section */
  private readonly secParent: Int32Array;
  /** first section of the page a section belongs to */
  private readonly firstOf: Int32Array;
  private readonly anchors: string[];
  /** heading of each section; the page title for a first section */
  private readonly headings: string[];
  private readonly texts: string[];
  /** body score of a one-time match, BM25 with length normalisation, per section */
  private readonly bodyWeight: Float32Array;
  /** letters and digits per heading, counted on first use (0 = not yet) */
  private readonly headingLetters: Uint16Array;
  private readonly vocabulary: TermIndex;
  private readonly folded: Array<Folded | undefined>;
  private readonly cache = new LruCache<string, SearchHit[]>(CACHE_SIZE);
  // Scratch arrays reused by every query (one slot per section), all zero between queries.
  private readonly score: Float64Array;
  private readonly bestHead: Float64Array;
  private readonly bestBody: Float64Array;
  private readonly own: Uint32Array;
  private readonly head: Uint32Array;
  private readonly touched: Int32Array;
  private readonly heap = new TopK(64);
  /** Check CJK words in every candidate body at plan time (the slow path, see `compute`). */
  private eager = false;
  /** Terms of the current query found in some heading (bit mask). */
  private headBits = 0;
  /** Candidates the late CJK check dropped during the current query. */
  private dropped = 0;

  constructor(index: SerializedIndex) {
    if (!index || index.v !== 1) throw new Error(`Unsupported search index version: ${String(index?.v)}`);
    const S = index.t.length;
    this.texts = index.t;
    this.pageFirst = new Int32Array(index.p.length);
    this.secPage = new Int32Array(S);
    this.secParent = new Int32Array(S);
    this.firstOf = new Int32Array(S);
    this.anchors = new Array<string>(S);
    this.headings = new Array<string>(S);
    const depth = new Uint8Array(S);
    let s = 0;
    let h = 0;
    index.p.forEach((page, p) => {
      const [title, route, count, id, domain] = page;
      this.titles.push(title);
      this.routes.push(route);
      this.ids.push(id || route);
      this.domains.push(domain || undefined);
      this.pageFirst[p] = s;
      const stack: number[] = [];
      for (let k = 0; k < count; k++, s++) {
        if (s >= S) throw new Error('Corrupt search index: section count mismatch');
        this.secPage[s] = p;
        this.firstOf[s] = this.pageFirst[p]!;
        if (k === 0) {
          this.anchors[s] = '';
          this.headings[s] = title;
          this.secParent[s] = -1;
          depth[s] = 1;
        } else {
          this.anchors[s] = index.h[2 * h]!;
          this.headings[s] = index.h[2 * h + 1]!;
          depth[s] = index.d.charCodeAt(h) - 48;
          h++;
          while (stack.length > 1 && depth[stack[stack.length - 1]!]! >= depth[s]!) stack.pop();
          this.secParent[s] = stack[stack.length - 1]!;
        }
        stack.push(s);
      }
    });
    if (s !== S) throw new Error('Corrupt search index: section count mismatch');

    let total = 0;
    for (const t of this.texts) total += t.length;
    const avg = Math.max(1, total / Math.max(1, S));
    this.bodyWeight = new Float32Array(S);
    for (let k = 0; k < S; k++) this.bodyWeight[k] = (K1 + 1) / (1 + K1 * (1 - B + (B * this.texts[k]!.length) / avg));

    this.vocabulary = new TermIndex(index.w, index.x, this.headings, this.texts);
    this.folded = new Array(S);
    this.headingLetters = new Uint16Array(S);
    this.score = new Float64Array(S);
    this.bestHead = new Float64Array(S);
    this.bestBody = new Float64Array(S);
    this.own = new Uint32Array(S);
    this.head = new Uint32Array(S);
    this.touched = new Int32Array(S);
  }

  /** Numbers of pages, sections and terms. */
  get stats(): { pages: number; sections: number; terms: number } {
    return { pages: this.titles.length, sections: this.texts.length, terms: this.vocabulary.terms.length };
  }

  /** Best sections for `query`, at most a few per page. Results of the last 100 queries are cached. */
  search(query: string, options: SearchOptions = {}): SearchHit[] {
    const limit = Math.max(0, Math.floor(options.limit ?? 100));
    const key = `${limit}\u0000${query.trim().replace(/\s+/g, ' ')}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const hits = this.compute(query, limit);
    this.cache.set(key, hits);
    return hits;
  }

  /** Runs a query without the results cache. */
  compute(query: string, limit: number): SearchHit[] {
    if (limit <= 0) return [];
    const plans: Plan[] = [];
    for (const term of queryTerms(query, { splitCJK: false })) {
      const plan = this.vocabulary.plan(term, this.eager);
      const words = term.cjk && plan.variants.length === 0 ? queryWords(term.term) : [];
      // A CJK run no section holds as written: look for its words separately.
      if (words.length > 1) for (const w of words) plans.push(this.vocabulary.plan({ ...term, term: w }, this.eager));
      else plans.push(plan);
    }
    plans.splice(MAX_TERMS);
    if (plans.length === 0) return [];
    const candidates = this.collect(plans);
    const hits = this.rank(plans, candidates, limit);
    if (hits === null) {
      // Sections dropped by the late CJK check left the list short: redo it checking every body.
      this.eager = true;
      try {
        return this.compute(query, limit);
      } finally {
        this.eager = false;
      }
    }
    return hits;
  }

  // ---------- scoring ----------

  /** Scores every section that matches any term; returns the sections touched. */
  private collect(plans: Plan[]): Int32Array {
    const { score, bestHead, bestBody, own, head, touched, bodyWeight, secParent } = this;
    let n = 0;
    const termList: number[] = [];
    this.headBits = 0;
    for (let k = 0; k < plans.length; k++) {
      const plan = plans[k]!;
      const bit = 1 << k;
      for (const v of plan.variants) if (v.head.length) this.headBits |= bit;
      // With one variant a section appears once per field, so scores add up directly; with several
      // (prefix expansions, typos) the best heading and the best body variant count.
      const direct = plan.variants.length === 1;
      for (let vi = 0; vi < plan.variants.length; vi++) {
        const v = plan.variants[vi]!;
        const base = v.weight!;
        for (let j = 0; j < v.head.length; j++) {
          const s = v.head[j]!;
          const w = (secParent[s]! < 0 ? W_TITLE : W_HEADING) * base;
          head[s]! |= bit;
          if (direct) {
            if (own[s] === 0) touched[n++] = s;
            own[s]! |= bit;
            score[s]! += w;
          } else {
            if (bestHead[s] === 0 && bestBody[s] === 0) termList.push(s);
            if (w > bestHead[s]!) bestHead[s] = w;
          }
        }
        for (let j = 0; j < v.body.length; j++) {
          const s = v.body[j]!;
          const w = bodyWeight[s]! * base;
          if (direct) {
            if (own[s] === 0) touched[n++] = s;
            own[s]! |= bit;
            score[s]! += w;
          } else {
            if (bestHead[s] === 0 && bestBody[s] === 0) termList.push(s);
            if (w > bestBody[s]!) bestBody[s] = w;
          }
        }
      }
      for (const s of termList) {
        if (own[s] === 0) touched[n++] = s;
        own[s]! |= bit;
        score[s]! += bestHead[s]! + bestBody[s]!;
        bestHead[s] = 0;
        bestBody[s] = 0;
      }
      termList.length = 0;
    }
    return touched.subarray(0, n);
  }

  /** The hits, or null when late CJK checks dropped candidates and the list came out short. */
  private rank(plans: Plan[], touched: Int32Array, limit: number): SearchHit[] | null {
    const { score, own, head } = this;
    let required = 0;
    for (let k = 0; k < plans.length; k++) if (!plans[k]!.term.optional) required |= 1 << k;
    this.dropped = 0;
    const rerank = plans.length > 1 ? Math.min(RERANK, limit + 3) : 0;
    const heap = this.heap;
    heap.reset(limit * 2 + rerank);
    // One pass: final score, coverage, and the best sections of the best coverage.
    // Terms count as covered when the section, its parent heading or the page title has them;
    // AND across terms, or when no section has them all, the sections with the most of them.
    const inheriting = this.headBits !== 0;
    const single = plans.length === 1;
    let bestCover = required === 0 ? 0 : 1;
    let eligible = 0;
    for (let j = 0; j < touched.length; j++) {
      const s = touched[j]!;
      let sc = score[s]!;
      let c = 1;
      if (inheriting) {
        const parent = this.secParent[s]!;
        const inherited = parent < 0 ? 0 : head[parent]! | head[this.firstOf[s]!]!;
        if (!single) {
          for (let rest = inherited & ~own[s]!, k = 0; rest; rest >>>= 1, k++) if (rest & 1) sc += W_INHERITED * plans[k]!.idf;
          c = required === 0 ? 0 : popcount((own[s]! | inherited) & required);
        }
        if (head[s]) sc *= this.headingFit(s, head[s]!, plans);
      } else if (!single) {
        c = required === 0 ? 0 : popcount(own[s]! & required);
      }
      score[s] = sc;
      if (c < bestCover) continue;
      if (c > bestCover) {
        bestCover = c;
        heap.reset(heap.capacity);
        eligible = 0;
      }
      eligible++;
      if (heap.admits(sc)) heap.push(s, sc);
    }
    const kept = heap.sorted();

    // Re-rank the top of multi-term queries with what only the text tells: how close the terms are.
    const nTop = Math.min(rerank, kept.length);
    const found = new Map<number, Found>();
    for (let j = 0; j < nTop; j++) {
      const s = kept[j]!;
      const f = this.inspect(s, plans);
      score[s]! += f.bonus;
      found.set(s, f);
    }
    const byScore = (a: number, b: number) => score[b]! - score[a]! || a - b;
    kept.subarray(0, nTop).sort(byScore);

    let hits = this.pick(kept, limit, plans, found);
    if (hits.length < limit && eligible > kept.length) {
      // The per-page cap left room: take every eligible section.
      const all: number[] = Array.from(kept);
      for (let j = 0; j < touched.length; j++) {
        const s = touched[j]!;
        const parent = this.secParent[s]!;
        const inherited = parent < 0 ? 0 : head[parent]! | head[this.firstOf[s]!]!;
        const c = required === 0 ? 0 : popcount((own[s]! | inherited) & required);
        if (c === bestCover && !kept.includes(s)) all.push(s);
      }
      const rest = Int32Array.from(all.slice(kept.length)).sort(byScore);
      const order = new Int32Array(all.length);
      order.set(kept);
      order.set(rest, kept.length);
      hits = this.pick(order, limit, plans, found);
    }
    // Reset the scratch arrays for the next query (memset when most sections were touched).
    if (touched.length > score.length >> 3) {
      score.fill(0);
      own.fill(0);
      head.fill(0);
    } else {
      for (const s of touched) {
        score[s] = 0;
        own[s] = 0;
        head[s] = 0;
      }
    }
    return hits.length < limit && this.dropped > 0 ? null : hits;
  }

  /** Takes hits in order, at most MAX_PER_PAGE sections of any one page. */
  private pick(order: Int32Array, limit: number, plans: Plan[], found: Map<number, Found>): SearchHit[] {
    const perPage = new Map<number, number>();
    const hits: SearchHit[] = [];
    for (let j = 0; j < order.length; j++) {
      if (hits.length >= limit) break;
      const s = order[j]!;
      if (!this.holds(s, plans)) {
        this.dropped++;
        continue;
      }
      const p = this.secPage[s]!;
      const count = perPage.get(p) ?? 0;
      if (count >= MAX_PER_PAGE) continue;
      perPage.set(p, count + 1);
      hits.push(this.hit(s, found.get(s), plans));
    }
    return hits;
  }

  private foldedText(s: number): Folded {
    return (this.folded[s] ??= foldWithMap(this.texts[s]!));
  }

  /** Where the query terms occur in a section's text, and how close together (see occurrences.ts). */
  private inspect(s: number, plans: Plan[]): Found {
    const { folded, map } = this.foldedText(s);
    return look(this.texts[s]!, folded, map, plans);
  }

  /** False when a required CJK word of the query is in the section only as scattered bigrams. */
  private holds(s: number, plans: Plan[]): boolean {
    for (let k = 0; k < plans.length; k++) {
      const plan = plans[k]!;
      const check = plan.variants[0]?.check;
      if (!check || plan.term.optional) continue;
      const bit = 1 << k;
      if (this.head[s]! & bit) continue;
      const parent = this.secParent[s]!;
      if (parent >= 0 && (this.head[parent]! | this.head[this.firstOf[s]!]!) & bit) continue;
      if (!this.texts[s]!.includes(check)) return false;
    }
    return true;
  }

  /** Heading fit: a heading that is mostly the query beats a long heading that merely mentions it. */
  private headingFit(s: number, bits: number, plans: Plan[]): number {
    let letters = this.headingLetters[s]!;
    if (letters === 0) letters = this.headingLetters[s] = Math.max(1, this.headings[s]!.replace(NOT_LETTER, '').length);
    let typed = 0;
    for (let k = 0; bits; bits >>>= 1, k++) if (bits & 1) typed += plans[k]!.term.term.length;
    return 1 + 0.6 * Math.min(1, typed / letters);
  }

  private headingPath(s: number): string[] {
    const path: string[] = [];
    for (let c = s; c >= 0; c = this.secParent[c]!) path.push(this.headings[c]!);
    return path.reverse();
  }

  private hit(s: number, found: Found | undefined, plans: Plan[]): SearchHit {
    const p = this.secPage[s]!;
    const anchor = this.anchors[s];
    let f = found;
    if (!f) {
      const { folded, map } = this.foldedText(s);
      f = lookQuick(this.texts[s]!, folded, map, plans);
    }
    const { snippet, matches } = makeSnippet(this.texts[s]!, f.ranges, f.focus);
    const hit: SearchHit = {
      id: anchor ? `${this.ids[p]}#${anchor}` : this.ids[p]!,
      routePath: this.routes[p]!,
      title: this.titles[p]!,
      headingPath: this.headingPath(s),
      snippet,
      matches,
    };
    if (anchor) hit.anchor = anchor;
    const domain = this.domains[p];
    if (domain) hit.domain = domain;
    return hit;
  }
}
