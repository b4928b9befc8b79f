import { LruCache } from './lru';
import { highlights, look, quickFocus, type Focus } from './occurrences';
import { TopK } from './select';
import { cutSnippet, snippetAt } from './snippet';
import { TermIndex, type Plan } from './terms';
import { foldWithMap, queryTerms, queryWords, type QueryTerm } from './tokenize';
import { IndexStore } from './store';
import { K1, headingFit, W_HEADING, W_TITLE } from './weights';
import type { SearchHit, SearchOptions, SerializedIndex } from './types';

// Field weights (times idf): a title match outranks a heading match, which outranks any body match
// (the BM25-style body score stays below K1 + 1 = 2.2).
/** A term found only in the page title or the parent heading still says something about a section. */
const W_INHERITED = 0.8;
/** A term found only in another section of the page: the page answers the query, this section less so. */
const W_PAGE = 0.4;
/** Such a section's score is scaled by this: it ranks after a section that holds every term itself, as typed, and scores as well. */
const PAGE_FACTOR = 0.7;
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

/** Thrown by `search` on an index whose files are not all loaded: use `openIndex` for those. */
export class IndexNotLoadedError extends Error {
  constructor(readonly missing: string[]) {
    super(`Search index files not loaded: ${missing.join(', ')} (open a sharded index with openIndex, or load every file)`);
  }
}

/**
 * A loaded index. Create one with `loadIndex` (every file at hand) or through `openIndex` (files
 * fetched as queries need them). `search` is synchronous and cached.
 */
export class Searcher {
  readonly store: IndexStore;
  private readonly secPage: Int32Array;
  /** parent heading section; -1 for a page's first section */
  private readonly secParent: Int32Array;
  /** first section of the page a section belongs to */
  private readonly firstOf: Int32Array;
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
  /** terms a section has in a form the visitor typed (not only identifier parts or a typo correction) */
  private readonly strong: Uint32Array;
  /** terms a section has through a variant whose list is whole or tiered (not a completion cut to its best) */
  private readonly firm: Uint32Array;
  /** terms of the current query with a completion cut to its best, and with a variant that is not one (bit masks) */
  private partialTerms = 0;
  private firmTerms = 0;
  private readonly head: Uint32Array;
  private readonly touched: Int32Array;
  /** sections a multi-variant term reached (scratch) */
  private readonly reached: Int32Array;
  /** best MAX_PER_PAGE candidate sections of each page, best first; how many; pages that have some (a page is its first section) */
  private readonly pageTop: Int32Array;
  private readonly pageCount: Uint8Array;
  private readonly pageList: Int32Array;
  /** terms each page holds somewhere (own or heading bits of its sections; scratch) */
  private readonly pageBits: Uint32Array;
  /** pages whose bits are set (scratch), and how many */
  private readonly pagesMarked: Int32Array;
  private nPages = 0;
  /** pages with a section that holds every term by itself (scratch), and a list of them */
  private readonly pageWhole: Uint8Array;
  private readonly wholePages: Int32Array;
  /** terms each touched section inherits from its parent heading or the page title, by place in `touched` (scratch) */
  private readonly inheritedOf: Uint32Array;
  /** score a term adds where only the parent heading or the page title has it */
  private readonly inheritedIdf = new Float64Array(MAX_TERMS);
  /** score a term adds where only another section of the page has it */
  private readonly pageIdf = new Float64Array(MAX_TERMS);
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
  /** The current rank found that pruning went wrong (no section holds every term, or too few pages came out). */
  private unpruned = false;
  /** Sections whose heading bits are set (scratch), and how many. */
  private readonly marked: Int32Array;
  private nMarked = 0;
  /** Order in which the terms are collected, and their document frequencies (scratch). */
  private readonly order = new Int32Array(MAX_TERMS);
  private readonly df = new Float64Array(MAX_TERMS);
  /** Terms of the current query by idf, highest first (scratch). */
  private readonly byIdf = new Int32Array(MAX_TERMS);
  /**
   * After a `tryCompute` (or `trySearch`) that returned null: its hits without snippets when only their text was
   * missing and the order does not depend on it (see `rank`), else null.
   */
  outline: SearchHit[] | null = null;

  constructor(index: SerializedIndex | IndexStore) {
    const store = index instanceof IndexStore ? index : new IndexStore(index);
    this.store = store;
    const S = store.sectionCount;
    this.secPage = store.secPage;
    this.secParent = store.secParent;
    this.firstOf = store.firstOf;
    this.headingLetters = store.headingLetters;
    this.bodyWeight = store.bodyWeight;
    this.lengthNorm = store.lengthNorm;

    this.vocabulary = new TermIndex(store);
    this.folded = new Array(S);
    this.score = new Float64Array(S);
    this.bestHead = new Float64Array(S);
    this.bestBody = new Float64Array(S);
    this.own = new Uint32Array(S);
    this.strong = new Uint32Array(S);
    this.firm = new Uint32Array(S);
    this.head = new Uint32Array(S);
    this.touched = new Int32Array(S);
    this.reached = new Int32Array(S);
    this.marked = new Int32Array(S);
    // Pages are told apart by their first section (a sparse index's postings do not name pages): per-page scratch
    // arrays have a slot per section.
    const P = S;
    this.pageTop = new Int32Array(P * MAX_PER_PAGE);
    this.pageCount = new Uint8Array(P);
    this.pageList = new Int32Array(P);
    this.pageBits = new Uint32Array(P);
    this.pageWhole = new Uint8Array(P);
    this.wholePages = new Int32Array(P);
    this.inheritedOf = new Uint32Array(S);
    this.pagesMarked = new Int32Array(P);
  }

  /** Numbers of pages, sections and terms. */
  get stats(): { pages: number; sections: number; terms: number } {
    return { pages: this.store.pageCount, sections: this.store.sectionCount, terms: this.vocabulary.size };
  }

  /**
   * Best sections for `query`, at most a few per page. Results of the last 100 queries are cached.
   * Throws `IndexNotLoadedError` when the query needs files that are not loaded.
   */
  search(query: string, options: SearchOptions = {}): SearchHit[] {
    const hits = this.trySearch(query, options);
    if (hits === null) throw new IndexNotLoadedError([...this.store.missing]);
    return hits;
  }

  /**
   * `search`, or null when the query needs files that are not loaded yet: they are then listed in
   * `store.missing`; add them and ask again.
   */
  trySearch(query: string, options: SearchOptions = {}): SearchHit[] | null {
    const limit = Math.max(0, Math.floor(options.limit ?? 100));
    const key = `${limit}\u0000${query.trim().replace(/\s+/g, ' ')}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const hits = this.tryCompute(query, limit);
    if (hits !== null) this.cache.set(key, hits);
    return hits;
  }

  /** Runs a query without the results cache (every file it needs must be loaded). */
  compute(query: string, limit: number): SearchHit[] {
    const hits = this.tryCompute(query, limit);
    if (hits === null) throw new IndexNotLoadedError([...this.store.missing]);
    return hits;
  }

  /** `compute`, or null with the files it needs listed in `store.missing`. */
  tryCompute(query: string, limit: number): SearchHit[] | null {
    this.store.missing.clear();
    this.outline = null;
    const { vocabulary } = this;
    vocabulary.cut = false;
    let hits = this.computeOnce(query, limit);
    // A sparse index's long lists hold their best postings, the rest in tiers: while they do not give the limit's
    // worth of hits, the query runs again with one more tier of its cut lists (fetched, a round at a time).
    try {
      while (vocabulary.cut && hits.length < limit && !this.store.missing.size) {
        vocabulary.tiers++;
        vocabulary.cut = false;
        hits = this.computeOnce(query, limit);
      }
    } finally {
      vocabulary.tiers = 0;
    }
    return this.store.missing.size ? null : hits;
  }

  private computeOnce(query: string, limit: number): SearchHit[] {
    if (limit <= 0) return [];
    const plans: Plan[] = [];
    for (const term of queryTerms(query, { splitCJK: false })) {
      const plan = this.vocabulary.plan(term, this.eager);
      // A CJK run no section holds as written is looked for as its words. So is a long one (more a
      // phrase than a word) that few sections hold: then a heading that holds it verbatim scores
      // as the phrase, and in bodies proximity rewards the words standing together.
      const scarce = term.cjk && !term.optional && term.term.length >= LONG_RUN && plan.variants.length > 0 && this.heldBy(plan) < FEW_HOLD;
      const words = term.cjk && (scarce || plan.variants.length === 0) ? queryWords(term.term) : [];
      // One word other than the run: a Korean word without its particle (플러그인이 → 플러그인).
      if (words.length > 1 || (words.length === 1 && words[0] !== term.term)) {
        for (const w of words) plans.push(this.vocabulary.plan(cjkTerm(w, term.optional), this.eager));
        if (scarce) {
          const phrase = this.vocabulary.plan(cjkTerm(term.term, true), this.eager, true);
          if (phrase.variants.length) plans.push(phrase);
        }
      } else plans.push(plan);
    }
    plans.splice(MAX_TERMS);
    // The postings come first: nothing can be scored until every term's shard is here.
    if (plans.length === 0 || this.store.missing.size) return [];
    let hits = this.rank(plans, this.collect(plans, true), limit);
    if (hits === null && this.unpruned) hits = this.rank(plans, this.collect(plans, false), limit);
    if (hits === null && !this.eager && !this.store.missing.size) {
      // Sections dropped by the late CJK check left the list short: redo it checking every body
      // whose text is loaded (the rest are checked when they come up, once their text is here).
      this.eager = true;
      try {
        return this.computeOnce(query, limit);
      } finally {
        this.eager = false;
      }
    }
    return hits ?? [];
  }

  // ---------- scoring ----------

  /**
   * Scores the sections that match the terms; returns the sections touched.
   *
   * With `prune`, terms are taken rarest first, and a section that already lacks a required term
   * (in itself, its parent heading and the page title) is skipped: it cannot be a full match. A
   * heading that holds the term on a page that holds the rest is kept: that page answers as a
   * whole, and such a heading is its likeliest target (bodies are found by the unpruned pass when
   * too few pages come out). When
   * no section turns out to hold every term, the caller runs it again without pruning.
   */
  private collect(plans: Plan[], prune: boolean): Int32Array {
    const { score, bestHead, bestBody, own, strong, head, touched, reached, marked, bodyWeight, lengthNorm, secParent, firstOf, pageBits, order } = this;
    let n = 0;
    let nMarked = 0;
    this.headBits = 0;
    this.pruned = false;
    this.partialTerms = 0;
    this.firmTerms = 0;
    const { firm } = this;
    const K = plans.length;
    for (let k = 0; k < K; k++) {
      order[k] = k;
      let df = 0;
      for (const v of plans[k]!.variants) df += v.bodyDf + v.headDf;
      // Optional terms last: they only add to sections that hold the rest.
      this.df[k] = plans[k]!.term.optional ? Infinity : df;
    }
    if (prune) for (let a = 1; a < K; a++) for (let b = a; b > 0 && this.df[order[b]!]! < this.df[order[b - 1]!]!; b--) [order[b], order[b - 1]] = [order[b - 1]!, order[b]!];
    let needed = 0; // required terms processed so far
    const multi = K > 1;
    this.nPages = 0;
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
        const firmBit = v.partial ? 0 : bit;
        if (v.partial) this.partialTerms |= bit;
        else this.firmTerms |= bit;
        if (v.head.length) this.headBits |= bit;
        for (let j = 0; j < v.head.length; j++) {
          const s = v.head[j]!;
          // Heading bits always count: sections below this heading inherit the term.
          if (head[s] === 0) marked[nMarked++] = s;
          head[s]! |= bit;
          if (check) {
            // Kept while its page holds the terms so far: then the page answers at least as a whole, and this
            // heading is its likeliest target. (A page that lacks one has no section that holds them all.)
            const p = firstOf[s]!;
            const b = pageBits[p]!;
            if ((b & needed) !== needed) {
              this.pruned = true;
              continue;
            }
            pageBits[p] = b | bit;
          } else if (multi) this.notePage(firstOf[s]!, bit);
          const w = (secParent[s]! < 0 ? W_TITLE : W_HEADING) * base;
          if (!v.fallback) strong[s]! |= bit;
          firm[s]! |= firmBit;
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
          if (check) {
            // A page that lacks a term so far has no section that holds them all: skipped at once (most
            // postings of a common term, once a rare one is collected). Else the page holds this term too,
            // even where this section is skipped (page-level matches).
            const p = firstOf[s]!;
            const b = pageBits[p]!;
            if ((b & needed) !== needed) {
              this.pruned = true;
              continue;
            }
            pageBits[p] = b | bit;
            if ((own[s]! & needed) !== needed) {
              const parent = secParent[s]!;
              if (!inheritable || parent < 0 || ((own[s]! | head[parent]! | head[firstOf[s]!]!) & needed) !== needed) {
                this.pruned = true;
                continue;
              }
            }
          } else if (multi) this.notePage(firstOf[s]!, bit);
          // BM25: a term the body has more often counts more, up to K1 + 1 times its idf.
          const tf = counts === null ? 1 : counts[j]!;
          const w = tf === 1 ? bodyWeight[s]! * base : (base * tf * (K1 + 1)) / (tf + lengthNorm[s]!);
          if (!v.fallback) strong[s]! |= bit;
          firm[s]! |= firmBit;
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
   * Notes that page `p` holds the term `bit` somewhere (page-level matches), when nothing is skipped. (While
   * pruning, `collect` notes only a page that holds the terms so far: another cannot answer, even as a whole.)
   */
  private notePage(p: number, bit: number): void {
    const b = this.pageBits[p]!;
    if (b !== 0) this.pageBits[p] = b | bit;
    else {
      this.pagesMarked[this.nPages++] = p;
      this.pageBits[p] = bit;
    }
  }

  /**
   * The hits; null when late CJK checks dropped candidates and the list came out short (the caller
   * redoes it checking every body), or when a pruned collect came out short (no section with
   * every term, or fewer pages than asked for: pages that hold the terms in different sections
   * were pruned). An empty list when texts it needs are not loaded (noted in `store.missing`).
   */
  private rank(plans: Plan[], touched: Int32Array, limit: number): SearchHit[] | null {
    const { score, own, head, secParent, firstOf, pageTop, pageCount, pageList, pageBits, pageWhole } = this;
    let required = 0;
    for (let k = 0; k < plans.length; k++) if (!plans[k]!.term.optional) required |= 1 << k;
    const { inheritedIdf, pageIdf } = this;
    for (let k = 0; k < plans.length; k++) {
      inheritedIdf[k] = W_INHERITED * plans[k]!.idf;
      pageIdf[k] = W_PAGE * plans[k]!.idf;
    }
    this.dropped = 0;
    this.unpruned = false;
    const rerank = plans.length > 1 ? Math.min(RERANK, limit + 3) : 0;
    const inheriting = this.headBits !== 0;
    const single = plans.length === 1;
    // Page level: the terms each page holds anywhere (a section, its heading or the title), and
    // whether one of its sections holds them all by itself (then that page answers at section level).
    // The terms each touched section inherits (from its parent heading or the page title) are kept for the pass below.
    const { inheritedOf, wholePages } = this;
    let nWhole = 0;
    if (!single) {
      for (let j = 0; j < touched.length; j++) {
        const s = touched[j]!;
        const parent = secParent[s]!;
        const inherited = inheriting && parent >= 0 ? head[parent]! | head[firstOf[s]!]! : 0;
        inheritedOf[j] = inherited;
        if (((own[s]! | inherited) & required) === required) {
          const p = firstOf[s]!;
          if (pageWhole[p] === 0) {
            pageWhole[p] = 1;
            wholePages[nWhole++] = p;
          }
        }
      }
    }
    // One pass: final score and coverage, keeping the best MAX_PER_PAGE sections of every page
    // that has sections of the best coverage. A term counts as covered when the section, its
    // parent heading or the page title has it (at a lower weight), or else another section of the
    // page (lower still): a page that holds every term answers the query, and its best section is
    // the hit. AND across terms, or when no page has them all, the sections with the most of them.
    let bestCover = required === 0 ? 0 : 1;
    let pages = 0;
    for (let j = 0; j < touched.length; j++) {
      const s = touched[j]!;
      let c = 1;
      let inherited = 0;
      let elsewhere = 0;
      const p = firstOf[s]!;
      if (!single) {
        inherited = inheritedOf[j]!;
        // Terms from other sections count only on a page where no section has them all, and there
        // only for its best section (see the cap below).
        if (!pageWhole[p]) elsewhere = pageBits[p]! & ~(own[s]! | inherited);
        c = required === 0 ? 0 : popcount((own[s]! | inherited | elsewhere) & required);
        if (c < bestCover) continue;
      }
      let sc = score[s]!;
      for (let rest = inherited & ~own[s]!, k = 0; rest; rest >>>= 1, k++) if (rest & 1) sc += inheritedIdf[k]!;
      for (let rest = elsewhere, k = 0; rest; rest >>>= 1, k++) if (rest & 1) sc += pageIdf[k]!;
      if (inheriting && head[s]) sc *= this.headingFit(s, head[s]!, plans);
      // A page that answers only as a whole weighs less than a section that answers by itself in the words typed;
      // so does a section that has a term only as identifier parts or a typo correction.
      if ((elsewhere | (own[s]! & ~this.strong[s]!)) & required) sc *= PAGE_FACTOR;
      score[s] = sc;
      if (c > bestCover) {
        bestCover = c;
        this.clearPages(pages);
        pages = 0;
      }
      // Insert into the page's best few, kept sorted best first (ties to the earlier section); a
      // page that answers only as a whole gives one section.
      let n = pageCount[p]!;
      if (n === 0) pageList[pages++] = p;
      const base = p * MAX_PER_PAGE;
      const cap = elsewhere & required ? 1 : MAX_PER_PAGE;
      if (n >= cap) {
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
    for (let j = 0; j < nWhole; j++) pageWhole[wholePages[j]!] = 0;
    this.clearPageBits();
    if (this.pruned && (bestCover < popcount(required) || pages < limit)) {
      // Pruning assumed that enough sections hold every term, and too few do: start over without it.
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
      if (n > 1 && score[pageTop[base + 1]!]! > 0) score[pageTop[base]!]! += PAGE_SECOND * score[pageTop[base + 1]!]!;
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
    if (this.vocabulary.cut && this.firmCount(kept, nKept, required) < limit) {
      // A sparse index's cut lists give fewer candidates than asked for: the caller runs the query again with their
      // next tier, and the texts are asked for only then, for the candidates that stand (not twice). A candidate that
      // holds a term only through completions cut to their best does not count: else the completions of a word typed
      // whole (`use` → used, user) would fill the limit before the word's own tiers are read.
      this.reset(touched);
      return [];
    }

    // Re-rank the top of multi-term queries with what only the text tells: how close the terms are.
    // Stop words are left out: they are everywhere, and say little about how close the rest is.
    let near = 0;
    for (let k = 0; k < plans.length; k++) if (!plans[k]!.term.optional && plans[k]!.variants.length) near |= 1 << k;
    const nTop = popcount(near) >= 2 ? Math.min(rerank, nKept) : 0;
    // The texts of the sections that may be re-ranked or shown; without them, nothing more can be said.
    let ready = true;
    for (let j = 0, n = Math.min(nKept, Math.max(nTop, limit)); j < n; j++) if (this.store.text(kept[j]!) === undefined) ready = false;
    if (!ready) {
      // The order is final when no text can change it: no proximity re-rank, and no CJK word to check in a body.
      // With the labels at hand (in the root), the hits can be listed now; their snippets follow with the text.
      if (this.store.labelled && nTop === 0 && !plans.some((plan) => !plan.term.optional && plan.variants[0]?.check)) {
        const n = Math.min(nKept, limit);
        this.outline = [];
        for (let j = 0; j < n; j++) this.outline.push(this.label(kept[j]!, '', []));
      }
      this.reset(touched);
      return [];
    }
    const focus = this.focus;
    for (let j = 0; j < nTop; j++) {
      const s = kept[j]!;
      const { folded, map } = this.foldedText(s);
      const f = look(this.store.texts[s]!, folded, map, plans, near, s);
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
    let unknown = 0; // candidates whose text is not loaded yet (the answer is then discarded)
    for (let j = 0; j < nKept && hits.length + unknown < limit; j++) {
      const s = kept[j]!;
      if (this.store.text(s) === undefined) {
        unknown++;
        continue;
      }
      if (!this.holds(s, plans)) {
        this.dropped++;
        continue;
      }
      hits.push(this.hit(s, j < nTop ? focus[j]! : null, plans));
    }
    focus.fill(null, 0, nTop);
    this.reset(touched);
    if (unknown) return [];
    return hits.length < limit && this.dropped > 0 ? null : hits;
  }

  /**
   * Kept candidates that hold no required term only through completions cut to their best (a term that has nothing
   * but such completions, a prefix being typed, counts as before: there are no tiers to read for it).
   */
  private firmCount(kept: Int32Array, n: number, required: number): number {
    const soft = this.partialTerms & this.firmTerms & required;
    if (soft === 0) return n;
    let firm = 0;
    for (let j = 0; j < n; j++) if ((this.own[kept[j]!]! & ~this.firm[kept[j]!]! & soft) === 0) firm++;
    return firm;
  }

  private clearPageBits(): void {
    for (let k = 0; k < this.nPages; k++) this.pageBits[this.pagesMarked[k]!] = 0;
    this.nPages = 0;
  }

  /** Empties the best-sections lists of the first `pages` pages listed. */
  private clearPages(pages: number): void {
    for (let k = 0; k < pages; k++) this.pageCount[this.pageList[k]!] = 0;
  }

  /** Clears the scratch arrays for the next query (memset when most sections were touched). */
  private reset(touched: Int32Array): void {
    this.clearPageBits();
    const { score, own, head, marked } = this;
    if (touched.length + this.nMarked > score.length >> 3) {
      score.fill(0);
      own.fill(0);
      this.strong.fill(0);
      this.firm.fill(0);
      head.fill(0);
    } else {
      for (let j = 0; j < touched.length; j++) {
        const s = touched[j]!;
        score[s] = 0;
        own[s] = 0;
        this.strong[s] = 0;
        this.firm[s] = 0;
      }
      for (let j = 0; j < this.nMarked; j++) head[marked[j]!] = 0;
    }
    this.nMarked = 0;
  }

  private foldedText(s: number): Folded {
    let f = this.folded[s];
    if (!f) {
      const text = this.store.texts[s]!;
      const { folded, map } = foldWithMap(text);
      f = this.folded[s] = { folded, map, narrow: NARROW.test(text) };
    }
    return f;
  }

  /** How many sections hold a CJK plan's word verbatim: headings, and a sample of bodies (see `TermIndex.heldIn`), up to FEW_HOLD. */
  private heldBy(plan: Plan): number {
    let n = 0;
    for (const v of plan.variants) {
      if (v.loose) {
        // Its headings are not checked yet: a sample of them is, with the bodies'.
        n += this.vocabulary.heldIn(v.body, v.check, FEW_HOLD - n, v.counts, v.head);
        if (n >= FEW_HOLD) break;
        continue;
      }
      n += v.head.length;
      if (n >= FEW_HOLD) break;
      n += v.check ? this.vocabulary.heldIn(v.body, v.check, FEW_HOLD - n, v.counts) : v.body.length;
      if (n >= FEW_HOLD) break;
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
      if (plan.variants[0]!.loose) {
        if (!this.holdsLoose(s, check, bit)) return false;
        continue;
      }
      // Only a word this section's own body brings is checked: one from a heading, the title or
      // another section of the page is that part's.
      if (!(this.own[s]! & bit) || this.head[s]! & bit) continue;
      const parent = this.secParent[s]!;
      if (parent >= 0 && (this.head[parent]! | this.head[this.firstOf[s]!]!) & bit) continue;
      if (!this.store.texts[s]!.includes(check)) return false;
    }
    return true;
  }

  /**
   * A CJK word read through its rarest bigram (`Variant.loose`): the section stands when one of the places that gave it
   * the word holds it (its body or heading, its parent heading, the page title), or when none did (another section
   * of the page did: that one is checked). The page's headings come with the section's text.
   */
  private holdsLoose(s: number, word: string, bit: number): boolean {
    const { head, store } = this;
    const parent = this.secParent[s]!;
    const title = this.firstOf[s]!;
    const claims = [
      [this.own[s]! & bit, store.texts[s]!],
      [head[s]! & bit, store.headings[s]!],
      [parent >= 0 ? head[parent]! & bit : 0, parent >= 0 ? store.headings[parent]! : ''],
      [head[title]! & bit, store.headings[title]!],
    ] as const;
    let claimed = false;
    for (const [has, text] of claims) {
      if (!has) continue;
      if (text.includes(word)) return true;
      claimed = true;
    }
    return !claimed;
  }

  /** Heading fit: a heading that is mostly the query beats a long heading that merely mentions it. */
  private headingFit(s: number, bits: number, plans: Plan[]): number {
    let typed = 0;
    for (let k = 0; bits; bits >>>= 1, k++) if (bits & 1) typed += plans[k]!.term.term.length;
    return headingFit(typed, this.headingLetters[s]!);
  }

  private headingPath(s: number): string[] {
    const path: string[] = [];
    for (let c = s; c >= 0; c = this.secParent[c]!) path.push(this.store.headings[c]!);
    return path.reverse();
  }

  /**
   * A hit, with its snippet. `focus` is where `look` centred the section (re-ranked sections), or
   * null: then the first occurrence of the most specific term is the centre.
   */
  private hit(s: number, focus: Focus | null, plans: Plan[]): SearchHit {
    const text = this.store.texts[s]!;
    const { folded, map, narrow } = this.foldedText(s);
    const f = focus === null ? quickFocus(text, folded, map, plans, this.byIdf, s) : focus;
    const cut = cutSnippet(text, f?.range, SNIPPET_WIDTH, narrow);
    const { snippet, matches } = snippetAt(text, cut, highlights(text, folded, map, plans, cut.start, cut.end, s));
    return this.label(s, snippet, matches);
  }

  /** A hit for section `s` with the snippet given: its page, anchor and headings. */
  private label(s: number, snippet: string, matches: SearchHit['matches']): SearchHit {
    const p = this.secPage[s]!;
    const { store } = this;
    const anchor = store.anchors[s]!;
    const hit: SearchHit = {
      id: anchor ? `${store.ids[p]}#${anchor}` : store.ids[p]!,
      routePath: store.routes[p]!,
      title: store.titles[p]!,
      headingPath: this.headingPath(s),
      snippet,
      matches,
    };
    if (anchor) hit.anchor = anchor;
    const domain = store.domains[p];
    if (domain) hit.domain = domain;
    return hit;
  }
}
