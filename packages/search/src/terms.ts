import { allowedEdits, editDistance } from './fuzzy';
import { decodePostings, intersect, intersectCounts, union, type Postings } from './postings';
import { bigrams, indexTerms, type QueryTerm } from './tokenize';
import { frontDecode } from './vocabulary';

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
}

/** Every variant has the same fields, created in the same order: the searcher's hot loops see one shape. */
function variantOf(body: Int32Array, counts: Uint8Array | null, head: Int32Array, quality: number, fallback = false, check = ''): Variant {
  return { body, counts, head, quality, check, weight: 0, fallback };
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
  readonly terms: string[];
  private readonly raw: string[];
  private readonly bodies: Array<Postings | undefined>;
  private readonly heads: Array<Int32Array | undefined>;
  private cjkChars: Map<string, number[]> | undefined;
  /** letter masks of the vocabulary, for the typo pre-filter; built on the first typo */
  private letterMasks: Uint32Array | undefined;
  /** Check CJK words in every candidate body at plan time (the searcher's slow path). */
  private eager = false;

  /**
   * `vocabulary` and `postings` are the index's `w` and `x`; `headings` and `texts` are per section
   * (headings give the heading postings, texts let CJK words be checked).
   */
  constructor(
    vocabulary: string,
    postings: string,
    private readonly headings: string[],
    private readonly texts: string[],
  ) {
    this.terms = frontDecode(vocabulary);
    this.raw = vocabulary ? postings.split(' ') : [];
    if (this.raw.length !== this.terms.length) throw new Error('Corrupt search index: postings do not match the vocabulary');
    this.bodies = new Array(this.terms.length);
    this.heads = this.headingPostings();
  }

  /** Heading postings, rebuilt from the stored headings with the build's own tokenizer. */
  private headingPostings(): Array<Int32Array | undefined> {
    const ids = new Map<string, number>();
    this.terms.forEach((t, k) => ids.set(t, k));
    const lists: number[][] = [];
    this.headings.forEach((heading, s) => {
      for (const term of new Set(indexTerms(heading))) {
        const id = ids.get(term);
        if (id !== undefined) (lists[id] ??= []).push(s);
      }
    });
    const heads = new Array<Int32Array | undefined>(this.terms.length);
    lists.forEach((list, id) => {
      heads[id] = Int32Array.from(list);
    });
    return heads;
  }

  // ---------- lookup ----------

  private lowerBound(term: string): number {
    let lo = 0;
    let hi = this.terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.terms[mid]! < term) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private find(term: string): number {
    const k = this.lowerBound(term);
    return this.terms[k] === term ? k : -1;
  }

  private postings(id: number): Postings {
    return (this.bodies[id] ??= decodePostings(this.raw[id]!));
  }

  private body(id: number): Int32Array {
    return this.postings(id).sections;
  }

  private variant(id: number, quality: number, withBody = true): Variant {
    const { sections, counts } = withBody ? this.postings(id) : NO_POSTINGS;
    return variantOf(sections, counts, this.heads[id] ?? EMPTY, quality);
  }

  idf(df: number): number {
    const N = this.texts.length;
    return Math.log(1 + (N - df + 0.5) / (df + 0.5));
  }

  /** The `max` most frequent of `ids` (posting length stands in for frequency, without decoding). */
  private mostFrequent(ids: number[], max: number, byHeading = false): number[] {
    if (ids.length <= max) return ids;
    const weight = byHeading ? (id: number) => this.heads[id]?.length ?? 0 : (id: number) => this.raw[id]!.length;
    return ids.sort((a, b) => weight(b) - weight(a) || a - b).slice(0, max);
  }

  // ---------- query plan: which postings a query term stands for ----------

  /** What a query term stands for: its variants with weights, and the strings to highlight. */
  plan(term: QueryTerm, eager = false, headingsOnly = false): Plan {
    this.eager = eager;
    const { variants, needles, within } = term.cjk ? this.planCJK(term, headingsOnly) : this.planLatin(term);
    // A rare expansion of a typed prefix (`rslib` → `rslib.inspectconfig`) must not outweigh the
    // word itself: no form of a term weighs more than its commonest exact or prefix form.
    let df = 0;
    for (const v of variants) if (!v.fallback) df = Math.max(df, v.body.length, v.head.length);
    const cap = df > 0 ? this.idf(df) : Infinity;
    let idf = 0;
    for (const v of variants) {
      v.weight = Math.min(this.idf(Math.max(v.body.length, v.head.length)), cap) * v.quality;
      idf = Math.max(idf, v.weight);
    }
    // Nothing to highlight for a term found nowhere.
    return variants.length === 0 ? { term, variants, needles: [], within: [], idf } : { term, variants, needles, within: within ?? needles.map(() => null), idf };
  }

  private planLatin(term: QueryTerm): Pick<Plan, 'variants' | 'needles' | 'within'> {
    const variants: Variant[] = [];
    const needles = [term.term];
    const within: Array<Int32Array | null> = [null];
    const exact = this.find(term.term);
    if (exact >= 0) variants.push(this.variant(exact, term.identifier ? Q_IDENTIFIER : 1));
    if (term.prefix) {
      const short = term.term.length <= SHORT_PREFIX;
      const ids: number[] = [];
      const end = this.lowerBound(term.term + '\uffff');
      for (let k = this.lowerBound(term.term); k < end; k++) if (k !== exact && (!short || this.heads[k])) ids.push(k);
      for (const id of this.mostFrequent(ids, MAX_PREFIX, short)) {
        const quality = 0.45 + (0.4 * term.term.length) / this.terms[id]!.length;
        variants.push(this.variant(id, quality, !short));
      }
    }
    if (term.parts) {
      // `autoExternal` also finds `auto external`, and `lib.autoExternal` the two names in one
      // section, below the whole identifier. The last name may still be being typed.
      const last = term.parts.length - 1;
      const parts = term.parts.map((p, k) => (k === last && term.prefix ? this.prefixUnion(p) : this.exactPart(p)));
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
    if (variants.length === 0) {
      // Only typo corrections: the word as typed is in no text; each correction only in its sections.
      needles.length = 0;
      within.length = 0;
      for (const [id, edits] of this.typos(term)) {
        // A typo inside a longer word the visitor may still be typing counts less than a whole word.
        const t = this.terms[id]!;
        const partial = t.length > term.term.length + edits ? 0.6 + (0.4 * term.term.length) / t.length : 1;
        const v = this.variant(id, Q_TYPO[edits]! * partial);
        v.fallback = true;
        variants.push(v);
        needles.push(t);
        within.push(v.body);
      }
    }
    return { variants, needles, within };
  }

  private exactPart(part: string): { body: Int32Array; head: Int32Array } | null {
    const id = this.find(part);
    return id < 0 ? null : { body: this.body(id), head: this.heads[id] ?? EMPTY };
  }

  /** Sections holding any of the commonest words that start with `part`. */
  private prefixUnion(part: string): { body: Int32Array; head: Int32Array } | null {
    const ids: number[] = [];
    const end = this.lowerBound(part + '\uffff');
    for (let k = this.lowerBound(part); k < end; k++) ids.push(k);
    if (ids.length === 0) return null;
    const top = this.mostFrequent(ids, 8);
    return { body: union(top.map((id) => this.body(id))), head: union(top.map((id) => this.heads[id] ?? EMPTY)) };
  }

  /** Vocabulary terms within the allowed edits of a term that matched nothing. */
  private typos(term: QueryTerm): Array<[number, number]> {
    const max = allowedEdits(term.term);
    if (max === 0) return [];
    const found: Array<[number, number]> = [];
    const q = term.term;
    const masks = (this.letterMasks ??= Uint32Array.from(this.terms, letterMask));
    const qm = letterMask(q);
    for (let k = 0; k < this.terms.length; k++) {
      const t = this.terms[k]!;
      if (t.charCodeAt(0) >= 0x2e80) continue; // CJK terms never match Latin typos
      if (term.prefix ? t.length < q.length - max : Math.abs(t.length - q.length) > max) continue;
      // Each edit adds or removes at most one letter kind (two for a substitution).
      const m = masks[k]!;
      if (popcount(term.prefix ? qm & ~m : qm ^ m) > (term.prefix ? max : 2 * max)) continue;
      const d = editDistance(q, t, max, term.prefix);
      if (d <= max) found.push([k, d]);
    }
    found.sort((a, b) => a[1] - b[1] || this.raw[b[0]]!.length - this.raw[a[0]]!.length);
    return found.slice(0, MAX_FUZZY);
  }

  /** With `headingsOnly`, a word of two or more bigrams is looked for in headings only (see the searcher's phrases). */
  private planCJK(term: QueryTerm, headingsOnly = false): Pick<Plan, 'variants' | 'needles'> & { within?: undefined } {
    const needles = [term.term];
    if (Array.from(term.term).length === 1) {
      // One character: every bigram that holds it (plus the character where it stood alone).
      const variants: Variant[] = [];
      const exact = this.find(term.term);
      if (exact >= 0) variants.push(this.variant(exact, 1));
      for (const id of this.mostFrequent([...(this.charIndex().get(term.term) ?? [])], MAX_PREFIX / 2)) {
        variants.push(this.variant(id, Q_CJK_CHAR));
      }
      return { variants, needles };
    }
    const ids = bigrams(term.term).map((g) => this.find(g));
    if (ids.some((id) => id < 0)) return { variants: [], needles };
    if (ids.length === 1) return { variants: [this.variant(ids[0]!, 1)], needles };
    // Sections holding every bigram; the word is there only where the bigrams are adjacent and in
    // order, i.e. where the text holds it. Headings are short: check them now. Bodies are checked
    // for the sections about to be returned (see `holds`), unless a query has to check them all.
    // A body has the word at most as often as its rarest bigram.
    const head = intersect(ids.map((id) => this.heads[id] ?? EMPTY)).filter((s) => this.headings[s]!.includes(term.term));
    if (headingsOnly) return { variants: head.length ? [variantOf(EMPTY, null, head, 1)] : [], needles };
    const { sections: body, counts } = intersectCounts(ids.map((id) => this.postings(id)));
    if (this.eager) {
      const keep: number[] = [];
      for (let j = 0; j < body.length; j++) if (this.texts[body[j]!]!.includes(term.term)) keep.push(j);
      if (keep.length === 0 && head.length === 0) return { variants: [], needles };
      const checked = Int32Array.from(keep, (j) => body[j]!);
      return { variants: [variantOf(checked, counts && Uint8Array.from(keep, (j) => counts[j]!), head, 1)], needles };
    }
    if (body.length === 0 && head.length === 0) return { variants: [], needles };
    // Without any real occurrence the run is not a word of the corpus: the caller splits it.
    if (head.length === 0 && !body.some((s) => this.texts[s]!.includes(term.term))) return { variants: [], needles };
    return { variants: [variantOf(body, counts, head, 1, false, term.term)], needles };
  }

  /** CJK character → ids of the bigrams holding it; built on the first one-character query. */
  private charIndex(): Map<string, number[]> {
    if (this.cjkChars) return this.cjkChars;
    const map = new Map<string, number[]>();
    this.terms.forEach((t, id) => {
      if (t.charCodeAt(0) < 0x2e80) return;
      const chars = Array.from(t);
      if (chars.length !== 2) return;
      for (const c of new Set(chars)) {
        let list = map.get(c);
        if (!list) map.set(c, (list = []));
        list.push(id);
      }
    });
    return (this.cjkChars = map);
  }
}
