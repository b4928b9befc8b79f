import { LruCache } from './lru';
import { highlights, look, quickFocus, type Focus } from './occurrences';
import { TopK } from './select';
import { cutSnippet, snippetAt } from './snippet';
import { TermIndex, type Plan } from './terms';
import { foldWithMap, queryTerms, queryWords, type QueryTerm } from './tokenize';
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
/** CJK runs of this many characters or more that fewer than FEW_HOLD sections hold verbatim are also searched as their words. */
const LONG_RUN = 5;
const FEW_HOLD = 3;
/** The best section of a page gets this share of the page's second best: a page that answers in two places is more about the query. */
const PAGE_SECOND = 0.3;
/** How many top sections of a multi-term query are re-ranked by term proximity. */
const RERANK = 20;
const CACHE_SIZE = 100;
/** Columns of a snippet (CJK characters take 3). */
const SNIPPET_WIDTH = 100;
/** Coverage is a bit mask per section. */
const MAX_TERMS = 30;
const NOT_LETTER = /[^\p{L}\p{N}]/gu;

interface Folded {
  folded: string;
  map: Int32Array | null;
  /** Every character is one column wide (see snippet.ts). */
  narrow: boolean;
}

/** Below U+1100 nothing is wide, and there are no surrogates. */
const NARROW = /^[\u0000-\u10ff]*$/;

/** A CJK query term (every term object has the same fields in the same order). */
function cjkTerm(term: string, optional: boolean): QueryTerm {
  return { term, cjk: true, parts: undefined, identifier: false, optional, prefix: false };
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
  private readonly bodyWeight: Float64Array;
  /** K1 × the BM25 length normalisation, per section (for terms a body has more than once) */
  private readonly lengthNorm: Float64Array;
  /** letters and digits per heading (at least 1), for the heading fit */
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
  /** sections a multi-variant term reached (scratch) */
  private readonly reached: Int32Array;
  /** best MAX_PER_PAGE candidate sections of each page, best first; how many; pages that have some */
  private readonly pageTop: Int32Array;
  private readonly pageCount: Uint8Array;
  private readonly pageList: Int32Array;
  /** score a term adds where only the parent heading or the page title has it */
  private readonly inheritedIdf = new Float64Array(MAX_TERMS);
  /** where `look` centred each re-ranked section */
  private readonly focus: Array<Focus | null> = new Array<Focus | null>(RERANK).fill(null);
  /** the candidates kept for the current query, best first (scratch) */
  private kept = new Int32Array(256);
  private readonly heap = new TopK(64);
  /** Check CJK words in every candidate body at plan time (the slow path, see `compute`). */
  private eager = false;
  /** Terms of the current query found in some heading (bit mask). */
  private headBits = 0;
  /** Candidates the late CJK check dropped during the current query. */
  private dropped = 0;
  /** The current collect skipped sections that lacked a term. */
  private pruned = false;
  /** The current rank found that pruning went wrong (no section holds every term). */
  private unpruned = false;
  /** Sections whose heading bits are set (scratch), and how many. */
  private readonly marked: Int32Array;
  private nMarked = 0;
  /** Order in which the terms are collected, and their document frequencies (scratch). */
  private readonly order = new Int32Array(MAX_TERMS);
  private readonly df = new Float64Array(MAX_TERMS);
  /** Terms of the current query by idf, highest first (scratch). */
  private readonly byIdf = new Int32Array(MAX_TERMS);

  constructor(index: SerializedIndex) {
    if (!index || index.v !== 2) throw new Error(`Unsupported search index version: ${String(index?.v)}`);
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
    this.bodyWeight = new Float64Array(S);
    this.lengthNorm = new Float64Array(S);
    for (let k = 0; k < S; k++) {
      this.lengthNorm[k] = K1 * (1 - B + (B * this.texts[k]!.length) / avg);
      this.bodyWeight[k] = (K1 + 1) / (1 + this.lengthNorm[k]!);
    }

    this.vocabulary = new TermIndex(index.w, index.x, this.headings, this.texts);
    this.folded = new Array(S);
    this.headingLetters = new Uint16Array(S);
    for (let k = 0; k < S; k++) this.headingLetters[k] = Math.min(65535, Math.max(1, this.headings[k]!.replace(NOT_LETTER, '').length));
    this.score = new Float64Array(S);
    this.bestHead = new Float64Array(S);
    this.bestBody = new Float64Array(S);
    this.own = new Uint32Array(S);
    this.head = new Uint32Array(S);
    this.touched = new Int32Array(S);
    this.reached = new Int32Array(S);
    this.marked = new Int32Array(S);
    const P = index.p.length;
    this.pageTop = new Int32Array(P * MAX_PER_PAGE);
    this.pageCount = new Uint8Array(P);
    this.pageList = new Int32Array(P);
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
      // A CJK run no section holds as written is looked for as its words. So is a long one (more a
      // phrase than a word) that few sections hold: then a heading that holds it verbatim scores
      // as the phrase, and in bodies proximity rewards the words standing together.
      const scarce = term.cjk && !term.optional && term.term.length >= LONG_RUN && plan.variants.length > 0 && this.heldBy(plan, FEW_HOLD) < FEW_HOLD;
      const words = term.cjk && (scarce || plan.variants.length === 0) ? queryWords(term.term) : [];
      if (words.length > 1) {
        for (const w of words) plans.push(this.vocabulary.plan(cjkTerm(w, term.optional), this.eager));
        if (scarce) {
          const phrase = this.vocabulary.plan(cjkTerm(term.term, true), this.eager, true);
          if (phrase.variants.length) plans.push(phrase);
        }
      } else plans.push(plan);
    }
    plans.splice(MAX_TERMS);
    if (plans.length === 0) return [];
    let hits = this.rank(plans, this.collect(plans, true), limit);
    if (hits === null && this.unpruned) hits = this.rank(plans, this.collect(plans, false), limit);
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

  /**
   * Scores the sections that match the terms; returns the sections touched.
   *
   * With `prune`, terms are taken rarest first, and a section that already lacks a required term
   * (in itself, its parent heading and the page title) is skipped: it cannot be a full match. When
   * no section turns out to hold every term, the caller runs it again without pruning.
   */
  private collect(plans: Plan[], prune: boolean): Int32Array {
    const { score, bestHead, bestBody, own, head, touched, reached, marked, bodyWeight, lengthNorm, secParent, firstOf, order } = this;
    let n = 0;
    let nMarked = 0;
    this.headBits = 0;
    this.pruned = false;
    const K = plans.length;
    for (let k = 0; k < K; k++) {
      order[k] = k;
      let df = 0;
      for (const v of plans[k]!.variants) df += v.body.length + v.head.length;
      // Optional terms last: they only add to sections that hold the rest.
      this.df[k] = plans[k]!.term.optional ? Infinity : df;
    }
    if (prune) for (let a = 1; a < K; a++) for (let b = a; b > 0 && this.df[order[b]!]! < this.df[order[b - 1]!]!; b--) [order[b], order[b - 1]] = [order[b - 1]!, order[b]!];
    let needed = 0; // required terms processed so far
    for (let o = 0; o < K; o++) {
      const k = order[o]!;
      const plan = plans[k]!;
      const bit = 1 << k;
      const check = prune && needed !== 0;
      // Whether a heading holds any of the terms so far (else nothing is inherited).
      const inheritable = (this.headBits & needed) !== 0;
      // With one variant a section appears once per field, so scores add up directly; with several
      // (prefix expansions, typos) the best heading and the best body variant count.
      const direct = plan.variants.length === 1;
      let m = 0;
      for (let vi = 0; vi < plan.variants.length; vi++) {
        const v = plan.variants[vi]!;
        const base = v.weight;
        if (v.head.length) this.headBits |= bit;
        for (let j = 0; j < v.head.length; j++) {
          const s = v.head[j]!;
          // Heading bits always count: sections below this heading inherit the term.
          if (head[s] === 0) marked[nMarked++] = s;
          head[s]! |= bit;
          if (check && (own[s]! & needed) !== needed) {
            const parent = secParent[s]!;
            if (!inheritable || parent < 0 || ((own[s]! | head[parent]! | head[firstOf[s]!]!) & needed) !== needed) {
              this.pruned = true;
              continue;
            }
          }
          const w = (secParent[s]! < 0 ? W_TITLE : W_HEADING) * base;
          if (direct) {
            if (own[s] === 0) touched[n++] = s;
            own[s]! |= bit;
            score[s]! += w;
          } else {
            if (bestHead[s] === 0 && bestBody[s] === 0) reached[m++] = s;
            if (w > bestHead[s]!) bestHead[s] = w;
          }
        }
        const counts = v.counts;
        for (let j = 0; j < v.body.length; j++) {
          const s = v.body[j]!;
          if (check && (own[s]! & needed) !== needed) {
            const parent = secParent[s]!;
            if (!inheritable || parent < 0 || ((own[s]! | head[parent]! | head[firstOf[s]!]!) & needed) !== needed) {
              this.pruned = true;
              continue;
            }
          }
          // BM25: a term the body has more often counts more, up to K1 + 1 times its idf.
          const tf = counts === null ? 1 : counts[j]!;
          const w = tf === 1 ? bodyWeight[s]! * base : (base * tf * (K1 + 1)) / (tf + lengthNorm[s]!);
          if (direct) {
            if (own[s] === 0) touched[n++] = s;
            own[s]! |= bit;
            score[s]! += w;
          } else {
            if (bestHead[s] === 0 && bestBody[s] === 0) reached[m++] = s;
            if (w > bestBody[s]!) bestBody[s] = w;
          }
        }
      }
      for (let j = 0; j < m; j++) {
        const s = reached[j]!;
        if (own[s] === 0) touched[n++] = s;
        own[s]! |= bit;
        score[s]! += bestHead[s]! + bestBody[s]!;
        bestHead[s] = 0;
        bestBody[s] = 0;
      }
      if (!plan.term.optional) needed |= bit;
    }
    this.nMarked = nMarked;
    return touched.subarray(0, n);
  }

  /**
   * The hits; null when late CJK checks dropped candidates and the list came out short (the caller
   * redoes it checking every body), or when a pruned collect found no section with every term.
   */
  private rank(plans: Plan[], touched: Int32Array, limit: number): SearchHit[] | null {
    const { score, own, head, secParent, firstOf, secPage, pageTop, pageCount, pageList } = this;
    let required = 0;
    for (let k = 0; k < plans.length; k++) if (!plans[k]!.term.optional) required |= 1 << k;
    const inheritedIdf = this.inheritedIdf;
    for (let k = 0; k < plans.length; k++) inheritedIdf[k] = W_INHERITED * plans[k]!.idf;
    this.dropped = 0;
    this.unpruned = false;
    const rerank = plans.length > 1 ? Math.min(RERANK, limit + 3) : 0;
    // One pass: final score and coverage, keeping the best MAX_PER_PAGE sections of every page
    // that has sections of the best coverage. Terms count as covered when the section, its parent
    // heading or the page title has them; AND across terms, or when no section has them all, the
    // sections with the most of them.
    const inheriting = this.headBits !== 0;
    const single = plans.length === 1;
    let bestCover = required === 0 ? 0 : 1;
    let pages = 0;
    for (let j = 0; j < touched.length; j++) {
      const s = touched[j]!;
      let c = 1;
      let inherited = 0;
      if (!single) {
        if (inheriting) {
          const parent = secParent[s]!;
          if (parent >= 0) inherited = head[parent]! | head[firstOf[s]!]!;
        }
        c = required === 0 ? 0 : popcount((own[s]! | inherited) & required);
        if (c < bestCover) continue;
      }
      let sc = score[s]!;
      for (let rest = inherited & ~own[s]!, k = 0; rest; rest >>>= 1, k++) if (rest & 1) sc += inheritedIdf[k]!;
      if (inheriting && head[s]) sc *= this.headingFit(s, head[s]!, plans);
      score[s] = sc;
      if (c > bestCover) {
        bestCover = c;
        this.clearPages(pages);
        pages = 0;
      }
      // Insert into the page's best few, kept sorted best first (ties to the earlier section).
      const p = secPage[s]!;
      let n = pageCount[p]!;
      if (n === 0) pageList[pages++] = p;
      const base = p * MAX_PER_PAGE;
      if (n === MAX_PER_PAGE) {
        const last = pageTop[base + n - 1]!;
        if (sc < score[last]! || (sc === score[last]! && s > last)) continue;
        n--;
      } else {
        pageCount[p] = n + 1;
      }
      let at = base + n;
      for (; at > base; at--) {
        const prev = pageTop[at - 1]!;
        if (sc < score[prev]! || (sc === score[prev]! && s > prev)) break;
        pageTop[at] = prev;
      }
      pageTop[at] = s;
    }
    if (this.pruned && bestCover < popcount(required)) {
      // Pruning assumed some section holds every term, and none does: start over without it.
      this.clearPages(pages);
      this.reset(touched);
      this.unpruned = true;
      return null;
    }
    const heap = this.heap;
    heap.reset(limit * 2 + rerank);
    for (let k = 0; k < pages; k++) {
      const p = pageList[k]!;
      const base = p * MAX_PER_PAGE;
      // A page that answers in two places is more about the query: its best section gets a share
      // of the second best (the order within the page stays).
      const n = pageCount[p]!;
      if (n > 1) score[pageTop[base]!]! += PAGE_SECOND * score[pageTop[base + 1]!]!;
      for (let i = 0; i < n; i++) {
        const s = pageTop[base + i]!;
        const sc = score[s]!;
        if (heap.admits(sc)) heap.push(s, sc);
        else break; // the rest of this page scores lower still
      }
      pageCount[p] = 0;
    }
    if (this.kept.length < heap.size) this.kept = new Int32Array(2 * heap.size);
    const nKept = heap.drainInto(this.kept);
    const kept = this.kept;

    // Re-rank the top of multi-term queries with what only the text tells: how close the terms are.
    // Stop words are left out: they are everywhere, and say little about how close the rest is.
    let near = 0;
    for (let k = 0; k < plans.length; k++) if (!plans[k]!.term.optional && plans[k]!.variants.length) near |= 1 << k;
    const nTop = popcount(near) >= 2 ? Math.min(rerank, nKept) : 0;
    const focus = this.focus;
    for (let j = 0; j < nTop; j++) {
      const s = kept[j]!;
      const { folded, map } = this.foldedText(s);
      const f = look(this.texts[s]!, folded, map, plans, near, s);
      score[s]! += f.bonus;
      focus[j] = f.focus ?? null;
    }
    if (nTop > 1) {
      // Insertion sort of the few re-ranked sections (and their focus), best first, ties to the earlier section.
      for (let j = 1; j < nTop; j++) {
        const s = kept[j]!;
        const f = focus[j]!;
        const sc = score[s]!;
        let i = j;
        while (i > 0 && (score[kept[i - 1]!]! < sc || (score[kept[i - 1]!]! === sc && kept[i - 1]! > s))) {
          kept[i] = kept[i - 1]!;
          focus[i] = focus[i - 1]!;
          i--;
        }
        kept[i] = s;
        focus[i] = f;
      }
    }

    // Terms by idf, most specific first: where a snippet without a proximity window is centred.
    const byIdf = this.byIdf;
    for (let k = 0; k < plans.length; k++) {
      let i = k;
      for (; i > 0 && plans[byIdf[i - 1]!]!.idf < plans[k]!.idf; i--) byIdf[i] = byIdf[i - 1]!;
      byIdf[i] = k;
    }
    const hits: SearchHit[] = [];
    for (let j = 0; j < nKept && hits.length < limit; j++) {
      const s = kept[j]!;
      if (!this.holds(s, plans)) {
        this.dropped++;
        continue;
      }
      hits.push(this.hit(s, j < nTop ? focus[j]! : null, plans));
    }
    focus.fill(null, 0, nTop);
    this.reset(touched);
    return hits.length < limit && this.dropped > 0 ? null : hits;
  }

  /** Empties the best-sections lists of the first `pages` pages listed. */
  private clearPages(pages: number): void {
    for (let k = 0; k < pages; k++) this.pageCount[this.pageList[k]!] = 0;
  }

  /** Clears the scratch arrays for the next query (memset when most sections were touched). */
  private reset(touched: Int32Array): void {
    const { score, own, head, marked } = this;
    if (touched.length + this.nMarked > score.length >> 3) {
      score.fill(0);
      own.fill(0);
      head.fill(0);
    } else {
      for (let j = 0; j < touched.length; j++) {
        const s = touched[j]!;
        score[s] = 0;
        own[s] = 0;
      }
      for (let j = 0; j < this.nMarked; j++) head[marked[j]!] = 0;
    }
    this.nMarked = 0;
  }

  private foldedText(s: number): Folded {
    let f = this.folded[s];
    if (!f) {
      const text = this.texts[s]!;
      const { folded, map } = foldWithMap(text);
      f = this.folded[s] = { folded, map, narrow: NARROW.test(text) };
    }
    return f;
  }

  /** How many sections hold a CJK plan's word verbatim (in heading or body), counted up to `max`. */
  private heldBy(plan: Plan, max: number): number {
    let n = 0;
    for (const v of plan.variants) {
      n += v.head.length;
      if (!v.check) n += v.body.length;
      else for (let j = 0; j < v.body.length && n < max; j++) if (this.texts[v.body[j]!]!.includes(v.check)) n++;
      if (n >= max) break;
    }
    return n;
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
    let typed = 0;
    for (let k = 0; bits; bits >>>= 1, k++) if (bits & 1) typed += plans[k]!.term.term.length;
    return 1 + 0.6 * Math.min(1, typed / this.headingLetters[s]!);
  }

  private headingPath(s: number): string[] {
    const path: string[] = [];
    for (let c = s; c >= 0; c = this.secParent[c]!) path.push(this.headings[c]!);
    return path.reverse();
  }

  /**
   * A hit, with its snippet. `focus` is where `look` centred the section (re-ranked sections), or
   * null: then the first occurrence of the most specific term is the centre.
   */
  private hit(s: number, focus: Focus | null, plans: Plan[]): SearchHit {
    const p = this.secPage[s]!;
    const anchor = this.anchors[s]!;
    const text = this.texts[s]!;
    const { folded, map, narrow } = this.foldedText(s);
    const f = focus === null ? quickFocus(text, folded, map, plans, this.byIdf, s) : focus;
    const cut = cutSnippet(text, f?.range, SNIPPET_WIDTH, narrow);
    const { snippet, matches } = snippetAt(text, cut, highlights(text, folded, map, plans, cut.start, cut.end, s));
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
