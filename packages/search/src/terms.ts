import { allowedEdits, editDistance } from './fuzzy';
import { decodePostings, intersect, intersectCounts, mergePostings, union, type Postings } from './postings';
import { bigrams, indexTerms, type QueryTerm } from './tokenize';
import type { HeadTerms, IndexStore } from './store';
import { headingFit, W_HEADING, W_TITLE } from './weights';

// Term lookup and expansion: what a query term stands for in the index. Exact words, prefixes
// while typing, identifier parts, typo corrections, and CJK words through their bigrams.

/** Match quality: exact 1; prefix ~0.5–0.85 by how much of the word was typed; typos lower. */
const Q_IDENTIFIER = 1.25;
const Q_PARTS = 0.7;
const Q_TYPO = [1, 0.5, 0.3];
const Q_CJK_CHAR = 0.8;
const MAX_PREFIX = 40;
/** Prefixes this short expand over heading words only: body words starting with `c` are noise. */
const SHORT_PREFIX = 2;
const MAX_FUZZY = 12;
/** Candidate bodies whose text is read to tell whether a CJK run is a word of the corpus. */
const SAMPLE = 4;
const EMPTY = new Int32Array(0);

/** One way a query term can match: sections with it in the body, sections with it in the heading. */
export interface Variant {
  body: Int32Array;
  /** How often each `body` section has it (null: once each, or unknown). */
  counts: Uint8Array | null;
  head: Int32Array;
  quality: number;
  /** Body sections hold every bigram of this CJK word but are not yet checked for the word itself ('' when checked). */
  check: string;
  /** Weight (idf × quality), set once the whole term is planned. */
  weight: number;
  /** A stand-in when the term itself is rare or absent: identifier parts, typos. */
  fallback: boolean;
  /** Document frequencies (body, heading): the lists' lengths, or a sparse index's stored counts when its lists are cut. */
  bodyDf: number;
  headDf: number;
  /** Sparse: a completion cut to its best postings, whose tiers are not fetched (see the searcher's tier check). */
  partial: boolean;
  /**
   * Sparse: a CJK word read through its rarest bigram only (`planCJK`): its heading sections are not yet checked for
   * the word either (the searcher checks the headings of the sections it returns, as it checks their bodies).
   */
  loose: boolean;
}

/** Every variant has the same fields, created in the same order: the searcher's hot loops see one shape. */
function variantOf(body: Int32Array, counts: Uint8Array | null, head: Int32Array, quality: number, fallback = false, check = '', bodyDf = body.length, headDf = head.length, partial = false, loose = false): Variant {
  return { body, counts, head, quality, check, weight: 0, fallback, bodyDf, headDf, partial, loose };
}

/** A term's decoded lists. */
interface Lists {
  body: Postings;
  head: Int32Array;
  /** sparse: tiers of overflow remain after these */
  more?: boolean;
}

const NO_POSTINGS: Postings = { sections: EMPTY, counts: null };

export interface Plan {
  term: QueryTerm;
  variants: Variant[];
  /** Strings to find in the text for proximity and highlighting. */
  needles: string[];
  /** For each needle, the sections whose body holds it, or null: look everywhere. */
  within: Array<Int32Array | null>;
  idf: number;
}

/** Which of a–z (and "anything else", bit 26) a word contains. */
function letterMask(word: string): number {
  let m = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i) - 97;
    m |= c >= 0 && c < 26 ? 1 << c : 1 << 26;
  }
  return m;
}

function popcount(x: number): number {
  let n = 0;
  for (let v = x; v; v &= v - 1) n++;
  return n;
}

/** The vocabulary of an index with its postings, and the rules that expand query terms. */
export class TermIndex {
  private readonly lists: Array<Lists | undefined>;
  /** sparse: lists joined with their overflow tiers, by term id and tiers read */
  private readonly fullLists = new Map<string, Lists>();
  /** decoded postings of heading-shard terms */
  private readonly headCache = new Map<string, Int32Array>();
  /** Check CJK words in every candidate body whose text is loaded, at plan time (the searcher's slow path). */
  private eager = false;
  /**
   * Sparse: overflow tiers read after a cut list's best postings (fetched as needed), for a query that the fewer did
   * not answer. 0: the best only.
   */
  tiers = 0;
  /** Sparse: a list read since this was last cleared had more tiers than read (set by the lookups; the searcher clears it). */
  cut = false;

  constructor(private readonly store: IndexStore) {
    this.lists = new Array(store.terms.length);
  }

  get size(): number {
    return this.store.terms.length;
  }

  // ---------- lookup ----------

  /** First global id whose term is ≥ `term`, or -1 when its shard is not loaded (noted as missing). */
  private lowerBound(term: string): number {
    const { store } = this;
    const k = store.termShard(term);
    if (!store.termShardLoaded(k)) return -1;
    return lowerBoundIn(store.terms, term, store.termOffset[k]!, store.termOffset[k + 1]!);
  }

  /** The global id of `term`; -1 when absent or when its shard is missing. */
  private find(term: string): number {
    const k = this.lowerBound(term);
    return k >= 0 && this.store.terms[k] === term ? k : -1;
  }

  /** Ids of the terms that start with `prefix`, or null when a shard of the range is missing. */
  private prefixRange(prefix: string): [number, number] | null {
    const lo = this.lowerBound(prefix);
    const hi = this.lowerBound(prefix + '\uffff');
    if (lo < 0 || hi < 0) return null;
    // Every shard in between is needed too (noted as missing: else the expansions it holds would be silently lost),
    // but one that holds only dotted completions (see `completes`): they would be left out.
    const { store } = this;
    let complete = true;
    for (let k = store.termShard(prefix) + 1, last = store.termShard(prefix + '\uffff'); k < last; k++) {
      if (store.termShardLoaded(k)) continue;
      const dotted = store.termShardDotted(k, prefix);
      if (dotted === null || (!dotted && !store.needTermShard(k))) complete = false;
    }
    return complete ? [lo, hi] : null;
  }

  /**
   * Whether term `id` is a completion of `prefix` that counts: not one with a `.` after the prefix
   * (`cache.builddependencies` for `cach`). Every section that holds a dotted path holds its head too (`cache`, a
   * completion as well, commoner and shorter: it scores at least as high), so such a term adds nothing, and a
   * prefix need not fetch the shards that hold only such terms.
   */
  private completes(id: number, prefix: string): boolean {
    const term = this.store.terms[id];
    return term !== undefined && term.indexOf('.', prefix.length) < 0;
  }

  /** A term's lists as kept in its shard (a sparse index's facts read from them). */
  private best(id: number): Lists {
    let lists = this.lists[id];
    if (!lists) {
      const { store } = this;
      const raw = store.rawHead[id]!;
      lists = { body: decodePostings(store.raw[id]!), head: raw ? decodePostings(raw).sections : EMPTY };
      store.readFacts(lists.body.sections, lists.head, store.meta[id]);
      this.lists[id] = lists;
    }
    return lists;
  }

  /**
   * A term's lists: as kept in its shard, joined (sparse) with the overflow tiers asked for (`tiers`) once they are
   * loaded. Without `tiered` (a prefix's completions), the best only: a completion weighs less than the word typed,
   * and its postings past the best weigh less still, so fetching them would cost more than they can change.
   */
  private decoded(id: number, tiered = true): Lists {
    const { store } = this;
    let over = store.sparse && tiered ? store.overflowOf[id]! : -1;
    if (over < 0) return this.best(id);
    if (this.tiers === 0) {
      this.cut = true;
      return this.best(id);
    }
    const key = `${id}:${this.tiers}`;
    let lists = this.fullLists.get(key);
    if (lists) {
      if (lists.more) this.cut = true;
      return lists;
    }
    const best = this.best(id);
    let body = best.body;
    let head = best.head;
    for (let t = 0; t < this.tiers && over >= 0; t++) {
      if (!store.needOverflow(over)) return best; // the answer waits for it
      const rest = store.overflowEntry(over, id);
      if (!rest) throw new Error(`Corrupt search index: overflow shard ${over} lacks term ${id}`);
      const b = rest.x ? decodePostings(rest.x) : NO_POSTINGS;
      const h = rest.y ? decodePostings(rest.y).sections : EMPTY;
      store.readFacts(b.sections, h, rest.m);
      body = mergePostings(body, b);
      head = union([head, h]);
      over = rest.next;
    }
    if (over >= 0) this.cut = true;
    lists = { body, head, more: over >= 0 };
    this.fullLists.set(key, lists);
    return lists;
  }

  private postings(id: number): Postings {
    return this.decoded(id).body;
  }

  private body(id: number): Int32Array {
    return this.postings(id).sections;
  }

  private head(id: number): Int32Array {
    return this.decoded(id).head;
  }

  private variant(id: number, quality: number, withBody = true, tiered = true): Variant {
    const lists = this.decoded(id, tiered);
    const { sections, counts } = withBody ? lists.body : NO_POSTINGS;
    const head = lists.head;
    if (!this.store.sparse) return variantOf(sections, counts, head, quality);
    return variantOf(sections, counts, head, quality, false, '', withBody ? this.store.bodyDf[id]! : 0, this.store.headDf[id]!, !tiered && this.store.overflowOf[id]! >= 0);
  }

  /** How common a term is (to keep the commonest expansions): a dense index's list length stands in, undecoded. */
  private frequency(id: number): number {
    const { store } = this;
    return store.sparse ? store.bodyDf[id]! + store.headDf[id]! : store.raw[id]!.length;
  }

  idf(df: number): number {
    const N = this.store.sectionCount;
    return Math.log(1 + (N - df + 0.5) / (df + 0.5));
  }

  /** The `max` most frequent of `ids` (posting length stands in for frequency, without decoding). */
  private mostFrequent(ids: number[], max: number): number[] {
    if (ids.length <= max) return ids;
    return ids.sort((a, b) => this.frequency(b) - this.frequency(a) || a - b).slice(0, max);
  }

  /** Heading terms that start with `prefix` (from the heading shards), the `max` most frequent in headings; null while a shard is missing. */
  private headingTerms(prefix: string, max: number): Array<{ term: string; head: Int32Array; df: number }> | null {
    const shards = this.store.headShardsFor(prefix, prefix + '\uffff');
    if (!shards) return null;
    const found: Array<{ term: string; shard: HeadTerms; k: number; often: number }> = [];
    for (const shard of shards) {
      for (let k = lowerBoundIn(shard.terms, prefix); k < shard.terms.length && shard.terms[k]!.startsWith(prefix); k++) found.push({ term: shard.terms[k]!, shard, k, often: shard.df ? shard.df[k]! : shard.raw[k]!.length });
    }
    if (found.length > max) found.sort((a, b) => b.often - a.often || (a.term < b.term ? -1 : 1)).splice(max);
    return found.map(({ term, shard, k }) => {
      const head = this.headingPostings(shard, k);
      return { term, head, df: shard.df ? shard.df[k]! : head.length };
    });
  }

  /** Heading postings of a heading-shard term, decoded once (with a sparse index's facts). */
  private headingPostings(shard: HeadTerms, k: number): Int32Array {
    const term = shard.terms[k]!;
    let list = this.headCache.get(term);
    if (!list) {
      this.headCache.set(term, (list = decodePostings(shard.raw[k]!).sections));
      this.store.readFacts(EMPTY, list, shard.meta?.[k]);
    }
    return list;
  }

  // ---------- query plan: which postings a query term stands for ----------

  /** What a query term stands for: its variants with weights, and the strings to highlight. */
  plan(term: QueryTerm, eager = false, headingsOnly = false): Plan {
    this.eager = eager;
    const { variants, needles, within } = term.cjk ? this.planCJK(term, headingsOnly) : this.planLatin(term);
    // A rare expansion of a typed prefix (`rslib` → `rslib.inspectconfig`) must not outweigh the
    // word itself: no form of a term weighs more than its commonest exact or prefix form.
    let df = 0;
    for (const v of variants) if (!v.fallback) df = Math.max(df, v.bodyDf, v.headDf);
    const cap = df > 0 ? this.idf(df) : Infinity;
    let idf = 0;
    for (const v of variants) {
      v.weight = Math.min(this.idf(Math.max(v.bodyDf, v.headDf)), cap) * v.quality;
      idf = Math.max(idf, v.weight);
    }
    // Nothing to highlight for a term found nowhere.
    return variants.length === 0 ? { term, variants, needles: [], within: [], idf } : { term, variants, needles, within: within ?? needles.map(() => null), idf };
  }

  private planLatin(term: QueryTerm): Pick<Plan, 'variants' | 'needles' | 'within'> {
    const variants: Variant[] = [];
    const needles = [term.term];
    const within: Array<Int32Array | null> = [null];
    const missingBefore = this.store.missing.size;
    const exact = this.find(term.term);
    if (exact >= 0) variants.push(this.variant(exact, term.identifier ? Q_IDENTIFIER : 1));
    if (term.prefix) {
      if (term.term.length <= SHORT_PREFIX) {
        // Words that start with one or two letters are legion: only heading words expand (heading postings only).
        for (const { term: t, head, df } of this.headingTerms(term.term, MAX_PREFIX) ?? []) {
          if (t === term.term) continue;
          variants.push(variantOf(EMPTY, null, head, 0.45 + (0.4 * term.term.length) / t.length, false, '', 0, df));
        }
      } else {
        const range = this.prefixRange(term.term);
        const ids: number[] = [];
        if (range) for (let k = range[0]; k < range[1]; k++) if (k !== exact && this.completes(k, term.term)) ids.push(k);
        for (const id of this.mostFrequent(ids, MAX_PREFIX)) {
          const quality = 0.45 + (0.4 * term.term.length) / this.store.terms[id]!.length;
          variants.push(this.variant(id, quality, true, false));
        }
      }
    }
    if (term.parts) {
      // `autoExternal` also finds `auto external`, and `lib.autoExternal` the two names in one
      // section, below the whole identifier. The last name may still be being typed.
      const last = term.parts.length - 1;
      const parts = term.parts.map((p, k) => (k === last && term.prefix && p.length > SHORT_PREFIX ? this.prefixUnion(p) : this.exactPart(p)));
      if (parts.every((p) => p !== null)) {
        const body = intersect(parts.map((p) => p!.body));
        const head = intersect(parts.map((p) => p!.head));
        if (body.length || head.length) variants.push(variantOf(body, null, head, Q_PARTS, true));
        for (const p of term.parts) {
          needles.push(p);
          within.push(null);
        }
      }
    }
    // Typos are looked for only once the word and its prefixes are known to be absent.
    if (variants.length === 0 && this.store.missing.size === missingBefore) {
      // Only typo corrections: the word as typed is in no text; each correction only in its sections.
      needles.length = 0;
      within.length = 0;
      for (const [v, t, edits] of this.typos(term)) {
        // A typo inside a longer word the visitor may still be typing counts less than a whole word.
        const partial = t.length > term.term.length + edits ? 0.6 + (0.4 * term.term.length) / t.length : 1;
        v.quality = Q_TYPO[edits]! * partial;
        v.fallback = true;
        variants.push(v);
        needles.push(t);
        within.push(v.body.length ? v.body : null);
      }
    }
    return { variants, needles, within };
  }

  private exactPart(part: string): { body: Int32Array; head: Int32Array } | null {
    const id = this.find(part);
    return id < 0 ? null : { body: this.body(id), head: this.head(id) };
  }

  /** Sections holding any of the commonest words that start with `part`. */
  private prefixUnion(part: string): { body: Int32Array; head: Int32Array } | null {
    const range = this.prefixRange(part);
    if (!range || range[0] === range[1]) return null;
    const ids: number[] = [];
    for (let k = range[0]; k < range[1]; k++) if (this.completes(k, part)) ids.push(k);
    if (ids.length === 0) return null;
    const top = this.mostFrequent(ids, 8);
    return { body: union(top.map((id) => this.body(id))), head: union(top.map((id) => this.head(id))) };
  }

  /**
   * Corrections of a term that matched nothing: words within the allowed edits among the term shards of the words
   * that share its first three letters (its own shard and the next on either side; with body and heading postings), and
   * the heading words that share its first letter (heading postings only: a typo among the first three letters).
   * All are known from the term alone, so the answer never depends on what else happens to be loaded.
   */
  private typos(term: QueryTerm): Array<[Variant, string, number]> {
    const max = allowedEdits(term.term);
    if (max === 0) return [];
    const q = term.term;
    const qm = letterMask(q);
    const found = new Map<string, [Variant | number, number, number]>(); // term → [variant or id, edits, frequency]
    const close = (t: string): number => {
      if (t.charCodeAt(0) >= 0x2e80) return max + 1; // CJK terms never match Latin typos
      if (term.prefix ? t.length < q.length - max : Math.abs(t.length - q.length) > max) return max + 1;
      // Each edit adds or removes at most one letter kind (two for a substitution).
      const m = letterMask(t);
      if (popcount(term.prefix ? qm & ~m : qm ^ m) > (term.prefix ? max : 2 * max)) return max + 1;
      return editDistance(q, t, max, term.prefix);
    };
    const { store } = this;
    // The term's own shard and those of the words that share its first three letters (a few at most).
    const stem = q.slice(0, 3);
    const own = store.termShard(q);
    // Where the stem's words begin and end (only to bound the neighbours: those shards are not needed as such).
    const stemFirst = store.termShardFor(stem);
    const stemLast = store.termShardFor(stem + '\uffff');
    if (own < 0 || stemFirst < 0 || stemLast < 0) return []; // a dictionary block is on its way
    const scan = (lo: number, hi: number) => {
      for (let k = store.termOffset[lo]!; k < store.termOffset[hi + 1]!; k++) {
        const d = close(store.terms[k]!);
        if (d <= max) found.set(store.terms[k]!, [k, d, this.frequency(k)]);
      }
    };
    // (A correction may sit across a shard boundary from the typo: `componenst` sorts before `components`.)
    const lo = Math.max(stemFirst, own - 1);
    const hi = Math.min(stemLast, own + 1);
    let loaded = true;
    for (let k = lo; k <= hi; k++) if (!store.needTermShard(k)) loaded = false;
    if (!loaded) return [];
    scan(lo, hi);
    // Heading words that share the first letter: a typo among the first three letters (`selte` for svelte).
    const first = String.fromCodePoint(q.codePointAt(0)!);
    for (const shard of store.headShardsFor(first, first + '\uffff') ?? []) {
      for (let k = lowerBoundIn(shard.terms, first); k < shard.terms.length && shard.terms[k]!.startsWith(first); k++) {
        const t = shard.terms[k]!;
        if (found.has(t)) continue;
        const d = close(t);
        if (d <= max) {
          const head = this.headingPostings(shard, k);
          const often = shard.df ? shard.df[k]! : shard.raw[k]!.length;
          found.set(t, [variantOf(EMPTY, null, head, 1, false, '', 0, shard.df ? often : head.length), d, often]);
        }
      }
    }
    return [...found]
      .sort((a, b) => a[1][1] - b[1][1] || b[1][2] - a[1][2] || (a[0] < b[0] ? -1 : 1))
      .slice(0, MAX_FUZZY)
      .map(([t, [v, d]]) => [typeof v === 'number' ? this.variant(v, 1) : v, t, d]);
  }

  /** With `headingsOnly`, a word of two or more bigrams is looked for in headings only (see the searcher's phrases). */
  private planCJK(term: QueryTerm, headingsOnly = false): Pick<Plan, 'variants' | 'needles'> & { within?: undefined } {
    const needles = [term.term];
    if (Array.from(term.term).length === 1) {
      // One character: the bigrams that start with it (plus the character where it stood alone).
      const variants: Variant[] = [];
      const exact = this.find(term.term);
      if (exact >= 0) variants.push(this.variant(exact, 1));
      const range = this.prefixRange(term.term);
      const ids: number[] = [];
      if (range) for (let k = range[0]; k < range[1]; k++) if (k !== exact && Array.from(this.store.terms[k]!).length === 2) ids.push(k);
      for (const id of this.mostFrequent(ids, MAX_PREFIX / 2)) variants.push(this.variant(id, Q_CJK_CHAR));
      return { variants, needles };
    }
    const ids = bigrams(term.term).map((g) => this.find(g));
    if (ids.some((id) => id < 0)) return { variants: [], needles };
    if (ids.length === 1) return { variants: [this.variant(ids[0]!, 1)], needles };
    // Sections holding every bigram; the word is there only where the bigrams are adjacent and in
    // order, i.e. where the text holds it. Headings are short, and a heading that holds every
    // bigram of a word almost always holds the word: they count as is. Bodies are checked for the
    // sections about to be returned (see the searcher's `holds`), unless a query has to check them all.
    // A body has the word at most as often as its rarest bigram.
    // A sparse index cuts long lists to their best, and the best of two bigrams seldom meet (the title `保护导航栏` is
    // among the best of neither `保护` nor `导航`): a cut list other than the rarest is left out (its tiers are never
    // fetched), and the headings, unchecked then, are checked too before they are returned.
    const rarest = this.rarest(ids);
    const read = ids.filter((id) => id === rarest || !this.isCut(id));
    const loose = read.length < ids.length;
    let head = intersect(read.map((id) => this.head(id)));
    // (The phrase is optional: its headings are not checked, nor filtered by what happens to be loaded.)
    if (headingsOnly) return { variants: head.length ? [variantOf(EMPTY, null, head, 1)] : [], needles };
    let { sections: body, counts } = intersectCounts(read.map((id) => this.postings(id)));
    // The word is at most as common as its rarest bigram (the lists read are that bigram's best).
    const bodyDf = loose ? this.store.bodyDf[rarest]! : body.length;
    const headDf = loose ? this.store.headDf[rarest]! : head.length;
    if (this.eager) {
      // Drop the bodies (and unchecked headings) known not to hold the word; those not loaded yet stay until their text is.
      const keep: number[] = [];
      for (let j = 0; j < body.length; j++) {
        const text = this.store.texts[body[j]!];
        if (text === undefined || text.includes(term.term)) keep.push(j);
      }
      if (loose) head = this.headsHolding(head, term.term);
      if (keep.length === 0 && head.length === 0) return { variants: [], needles };
      body = Int32Array.from(keep, (j) => body[j]!);
      counts = counts && Uint8Array.from(keep, (j) => counts![j]!);
      return { variants: [variantOf(body, counts, head, 1, false, term.term, bodyDf, headDf, false, loose)], needles };
    }
    if (body.length === 0 && head.length === 0) return { variants: [], needles };
    // Without a real occurrence among the first few bodies (or unchecked headings), the run is not a word of the corpus: the caller splits it.
    if ((head.length === 0 || loose) && this.heldIn(body, term.term, 1, counts, loose ? head : EMPTY) === 0) return { variants: [], needles };
    return { variants: [variantOf(body, counts, head, 1, false, term.term, bodyDf, headDf, false, loose)], needles };
  }

  /** Sparse: whether term `id`'s lists are cut to their best (tiers follow in overflow shards). */
  private isCut(id: number): boolean {
    return this.store.sparse && this.store.overflowOf[id]! >= 0;
  }

  /** The rarest of `ids` (stored document frequencies in a sparse index, else the lists' lengths), the first on a tie. */
  private rarest(ids: number[]): number {
    let best = ids[0]!;
    for (const id of ids) if (this.frequency(id) < this.frequency(best)) best = id;
    return best;
  }

  /** Of `head`, the sections whose heading is loaded and holds `word`, and those not loaded yet (checked once they are). */
  private headsHolding(head: Int32Array, word: string): Int32Array {
    return head.filter((s) => {
      const heading = this.store.headings[s];
      return heading === undefined || heading.includes(word);
    });
  }

  /**
   * How many sections of a sample of `body` hold `word` verbatim, counted up to `max`: the SAMPLE
   * sections that have its bigrams most often (the likeliest hits, whose text is fetched for the
   * snippets anyway), ties to the earlier. Their texts are needed (and noted as missing); a fixed
   * sample keeps the cost bounded and the answer independent of what else is loaded. With `head` (headings not
   * checked for the word, see `planCJK`), the SAMPLE of them likeliest to be hits count first.
   */
  heldIn(body: Int32Array, word: string, max: number, counts: Uint8Array | null = null, head: Int32Array = EMPTY): number {
    // Unchecked headings (see `planCJK`) first: the likeliest hits, whose text the answer fetches anyway. The bodies'
    // sample is asked for only when they do not settle it.
    const n = this.count(this.bestHeadings(head, word), (s) => this.store.headings[s]!.includes(word), max);
    if (n < 0 || n >= max) return max;
    const m = this.count(sample(body, counts), (s) => this.store.texts[s]!.includes(word), max - n);
    return m < 0 ? max : n + m;
  }

  /** How many of `sections` pass `holds`, up to `max`; -1 while a text is not loaded (every missing one is noted at once). */
  private count(sections: number[], holds: (s: number) => boolean, max: number): number {
    let n = 0;
    let unknown = false;
    for (const s of sections) {
      if (this.store.text(s) === undefined) unknown = true;
      else if (n < max && holds(s)) n++;
    }
    return unknown ? -1 : n;
  }

  /** The SAMPLE sections of `head` whose heading would score `word` best (title or heading, heading fit), ties to the earlier. */
  private bestHeadings(head: Int32Array, word: string): number[] {
    const { headingLetters, secParent } = this.store;
    const score = (s: number) => (secParent[s]! < 0 ? W_TITLE : W_HEADING) * headingFit(word.length, headingLetters[s]!);
    return Array.from(head)
      .sort((a, b) => score(b) - score(a) || a - b)
      .slice(0, SAMPLE);
  }
}

/** The SAMPLE sections of `body` with the highest counts, ties to the earlier section. */
function sample(body: Int32Array, counts: Uint8Array | null): number[] {
  if (!counts || body.length <= SAMPLE) return Array.from(body.subarray(0, SAMPLE));
  const best: number[] = []; // indexes into body, best first
  for (let j = 0; j < body.length; j++) {
    const c = counts[j]!;
    if (best.length === SAMPLE && c <= counts[best[SAMPLE - 1]!]!) continue;
    let at = best.length;
    while (at > 0 && counts[best[at - 1]!]! < c) at--;
    best.splice(at, 0, j);
    if (best.length > SAMPLE) best.pop();
  }
  return best.map((j) => body[j]!);
}

/** First index in [lo, hi) of sorted `terms` whose term is ≥ `term` (`hi` when none is). */
function lowerBoundIn(terms: string[], term: string, lo = 0, hi = terms.length): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (terms[mid]! < term) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
