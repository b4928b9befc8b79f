import { allowedEdits, editDistance } from './fuzzy';
import { LruCache } from './lru';
import { decodePostings, IN_HEADING, TF_MASK, type Postings } from './postings';
import { TopK } from './select';
import { makeSnippet, type Range } from './snippet';
import { bigrams, foldWithMap, isWordChar, queryTerms, type QueryTerm } from './tokenize';
import type { SearchHit, SearchOptions, SerializedIndex } from './types';

// Field weights (times idf): a title match outranks a heading match, which outranks any body match
// (BM25 body scores stay below K1 + 1 = 2.2).
const W_TITLE = 6;
const W_HEADING = 3.5;
const K1 = 1.2;
const B = 0.75;
const TF_VALUE = [0, 1, 2.5, 5];
/** A term found only in the page title or the parent heading still says something about a section. */
const W_INHERITED = 0.8;
/** Match quality: exact 1; prefix ~0.5–0.85 by how much of the word was typed; typos lower. */
const Q_IDENTIFIER = 1.25;
const Q_PARTS = 0.7;
const Q_TYPO = [1, 0.5, 0.3];
const Q_CJK_CHAR = 0.8;
const MAX_PREFIX = 40;
const MAX_FUZZY = 12;
const MAX_PER_PAGE = 3;
/** How many top sections are re-ranked with text features. */
const RERANK = 40;
const CACHE_SIZE = 100;
const NOT_LETTER = /[^\p{L}\p{N}]/gu;

interface Variant {
  postings: Postings;
  quality: number;
}

interface Plan {
  term: QueryTerm;
  variants: Variant[];
  /** Strings to find in the text for proximity and highlighting. */
  needles: string[];
  idf: number;
}

/** What a look at a section's text found. */
interface Found {
  bonus: number;
  ranges: Range[];
  focus: Range | undefined;
}

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
  private readonly anchors: string[];
  private readonly headings: string[];
  private readonly texts: string[];
  /** BM25 length normalisation, precomputed */
  private readonly lenNorm: Float32Array;
  /** letters and digits per heading, counted on first use (0 = not yet) */
  private readonly headingLetters: Uint16Array;
  private readonly terms: string[];
  private readonly raw: string[];
  private readonly decoded: Array<Postings | undefined>;
  private readonly folded: Array<Folded | undefined>;
  private cjkChars: Map<string, number[]> | undefined;
  private readonly cache = new LruCache<string, SearchHit[]>(CACHE_SIZE);
  // Scratch arrays reused by every query (one slot per section).
  private readonly score: Float64Array;
  private readonly best: Float64Array;
  private readonly own: Uint32Array;
  private readonly head: Uint32Array;
  private readonly touched: Int32Array;
  private readonly heap = new TopK(64);

  constructor(index: SerializedIndex) {
    if (!index || index.v !== 1) throw new Error(`Unsupported search index version: ${String(index?.v)}`);
    const S = index.t.length;
    this.texts = index.t;
    this.pageFirst = new Int32Array(index.p.length);
    this.secPage = new Int32Array(S);
    this.secParent = new Int32Array(S);
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
        this.secPage[s] = p;
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
    this.lenNorm = new Float32Array(S);
    for (let k = 0; k < S; k++) this.lenNorm[k] = K1 * (1 - B + (B * this.texts[k]!.length) / avg);

    this.terms = index.w ? index.w.split(' ') : [];
    this.raw = index.w ? index.x.split(' ') : [];
    this.decoded = new Array(this.terms.length);
    this.folded = new Array(S);
    this.headingLetters = new Uint16Array(S);
    this.score = new Float64Array(S);
    this.best = new Float64Array(S);
    this.own = new Uint32Array(S);
    this.head = new Uint32Array(S);
    this.touched = new Int32Array(S);
  }

  /** Numbers of pages, sections and terms. */
  get stats(): { pages: number; sections: number; terms: number } {
    return { pages: this.titles.length, sections: this.texts.length, terms: this.terms.length };
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
    const plans = queryTerms(query).map((t) => this.plan(t));
    if (plans.length === 0) return [];
    const candidates = this.collect(plans);
    return this.rank(plans, candidates, limit);
  }

  // ---------- term lookup ----------

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
    return (this.decoded[id] ??= decodePostings(this.raw[id]!));
  }

  private idf(df: number): number {
    const N = this.texts.length;
    return Math.log(1 + (N - df + 0.5) / (df + 0.5));
  }

  /** The most frequent of `ids` (posting length stands in for frequency, without decoding). */
  private mostFrequent(ids: number[], max: number): number[] {
    if (ids.length <= max) return ids;
    return ids.sort((a, b) => this.raw[b]!.length - this.raw[a]!.length).slice(0, max);
  }

  // ---------- query plan: which postings a query term stands for ----------

  private plan(term: QueryTerm): Plan {
    const plan = term.cjk ? this.planCJK(term) : this.planLatin(term);
    let idf = 0;
    for (const v of plan.variants) idf = Math.max(idf, this.idf(v.postings.sections.length) * v.quality);
    return { ...plan, term, idf };
  }

  private planLatin(term: QueryTerm): Omit<Plan, 'idf' | 'term'> {
    const variants: Variant[] = [];
    const needles = [term.term];
    const exact = this.find(term.term);
    if (exact >= 0) variants.push({ postings: this.postings(exact), quality: term.identifier ? Q_IDENTIFIER : 1 });
    if (term.prefix) {
      const ids: number[] = [];
      const end = this.lowerBound(term.term + '\uffff');
      for (let k = this.lowerBound(term.term); k < end; k++) if (k !== exact) ids.push(k);
      // One or two typed letters match much of the vocabulary: keep only the commonest words.
      for (const id of this.mostFrequent(ids, Math.min(MAX_PREFIX, 8 * term.term.length))) {
        const quality = 0.45 + (0.4 * term.term.length) / this.terms[id]!.length;
        variants.push({ postings: this.postings(id), quality });
      }
    }
    if (term.parts) {
      // `autoExternal` also finds `auto external`, below the whole identifier.
      const ids = term.parts.map((p) => this.find(p));
      if (ids.every((id) => id >= 0)) {
        variants.push({ postings: this.intersect(ids.map((id) => this.postings(id))), quality: Q_PARTS });
        needles.push(...term.parts);
      }
    }
    if (variants.length === 0) {
      for (const [id, edits] of this.typos(term)) {
        variants.push({ postings: this.postings(id), quality: Q_TYPO[edits]! });
        needles.push(this.terms[id]!);
      }
    }
    return { variants, needles };
  }

  /** Vocabulary terms within the allowed edits of a term that matched nothing. */
  private typos(term: QueryTerm): Array<[number, number]> {
    const max = allowedEdits(term.term);
    if (max === 0) return [];
    const found: Array<[number, number]> = [];
    const q = term.term;
    for (let k = 0; k < this.terms.length; k++) {
      const t = this.terms[k]!;
      if (t.charCodeAt(0) >= 0x2e80) continue; // CJK terms never match Latin typos
      const d = editDistance(q, t, max, term.prefix);
      if (d <= max) found.push([k, d]);
    }
    found.sort((a, b) => a[1] - b[1] || this.raw[b[0]]!.length - this.raw[a[0]]!.length);
    return found.slice(0, MAX_FUZZY);
  }

  private planCJK(term: QueryTerm): Omit<Plan, 'idf' | 'term'> {
    const needles = [term.term];
    const grams = bigrams(term.term);
    if (grams.length === 1 && grams[0] === term.term && Array.from(term.term).length === 1) {
      // One character: every bigram that contains it (plus the character where it stood alone).
      const variants: Variant[] = [];
      const exact = this.find(term.term);
      if (exact >= 0) variants.push({ postings: this.postings(exact), quality: 1 });
      for (const id of this.mostFrequent([...(this.charIndex().get(term.term) ?? [])], MAX_PREFIX)) {
        variants.push({ postings: this.postings(id), quality: Q_CJK_CHAR });
      }
      return { variants, needles };
    }
    const ids = grams.map((g) => this.find(g));
    if (ids.some((id) => id < 0)) return { variants: [], needles };
    if (ids.length === 1) return { variants: [{ postings: this.postings(ids[0]!), quality: 1 }], needles };
    // Sections holding every bigram; keep those where the bigrams are adjacent and in order,
    // i.e. where the text holds the word itself.
    const candidates = this.intersect(ids.map((id) => this.postings(id)));
    const sections: number[] = [];
    const info: number[] = [];
    for (let j = 0; j < candidates.sections.length; j++) {
      const s = candidates.sections[j]!;
      let count = 0;
      const text = this.texts[s]!;
      for (let at = text.indexOf(term.term); at !== -1 && count < 4; at = text.indexOf(term.term, at + 1)) count++;
      const inHeading = this.headings[s]!.includes(term.term);
      if (count === 0 && !inHeading) continue;
      sections.push(s);
      info.push((inHeading ? IN_HEADING : 0) | (count === 0 ? 0 : count === 1 ? 1 : count <= 3 ? 2 : 3));
    }
    return { variants: [{ postings: { sections: Int32Array.from(sections), info: Uint8Array.from(info) }, quality: 1 }], needles };
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

  /** Sections present in every list; info is the weakest of theirs (heading only if in all). */
  private intersect(lists: Postings[]): Postings {
    const sorted = [...lists].sort((a, b) => a.sections.length - b.sections.length);
    let sections = Array.from(sorted[0]!.sections);
    let info = Array.from(sorted[0]!.info);
    for (let l = 1; l < sorted.length && sections.length; l++) {
      const other = sorted[l]!;
      const s2: number[] = [];
      const i2: number[] = [];
      let j = 0;
      for (let k = 0; k < sections.length; k++) {
        const s = sections[k]!;
        while (j < other.sections.length && other.sections[j]! < s) j++;
        if (j < other.sections.length && other.sections[j] === s) {
          const a = info[k]!;
          const b = other.info[j]!;
          s2.push(s);
          i2.push((a & b & IN_HEADING) | Math.min(a & TF_MASK, b & TF_MASK));
        }
      }
      sections = s2;
      info = i2;
    }
    return { sections: Int32Array.from(sections), info: Uint8Array.from(info) };
  }

  // ---------- scoring ----------

  /** Scores every section that matches any term; returns them with the terms they cover. */
  private collect(plans: Plan[]): Int32Array {
    const { score, best, own, head, touched, lenNorm, secParent } = this;
    let nTouched = 0;
    const termList: number[] = [];
    plans.forEach((plan, k) => {
      const bit = 1 << k;
      // With one variant a section appears once per term, so its score can be added directly;
      // with several (prefix expansions, typos) it keeps the best variant only.
      const direct = plan.variants.length === 1;
      for (const v of plan.variants) {
        const { sections, info } = v.postings;
        const base = this.idf(sections.length) * v.quality;
        for (let j = 0; j < sections.length; j++) {
          const s = sections[j]!;
          const f = info[j]!;
          let sc = 0;
          if (f & IN_HEADING) {
            sc += secParent[s]! < 0 ? W_TITLE : W_HEADING;
            head[s]! |= bit;
          }
          const tf = TF_VALUE[f & TF_MASK]!;
          if (tf) sc += (tf * (K1 + 1)) / (tf + lenNorm[s]!);
          sc = sc * base + 1e-9;
          if (direct) {
            if (own[s] === 0) touched[nTouched++] = s;
            own[s]! |= bit;
            score[s]! += sc;
            continue;
          }
          if (best[s] === 0) termList.push(s);
          if (sc > best[s]!) best[s] = sc;
        }
      }
      for (const s of termList) {
        if (own[s] === 0) touched[nTouched++] = s;
        own[s]! |= bit;
        score[s]! += best[s]!;
        best[s] = 0;
      }
      termList.length = 0;
    });
    return touched.subarray(0, nTouched);
  }

  private rank(plans: Plan[], touched: Int32Array, limit: number): SearchHit[] {
    const { score, own, head } = this;
    let required = 0;
    plans.forEach((p, k) => {
      if (!p.term.optional) required |= 1 << k;
    });
    const rerank = plans.length > 1 ? Math.min(RERANK, limit + 16) : 0;
    const heap = this.heap;
    heap.reset(limit * 2 + rerank);
    // One pass: final score, coverage, and the best sections of the best coverage.
    // Terms count as covered when the section, its parent heading or the page title has them;
    // AND across terms, or when no section has them all, the sections with the most of them.
    let bestCover = required === 0 ? 0 : 1;
    let eligible = 0;
    for (let j = 0; j < touched.length; j++) {
      const s = touched[j]!;
      const parent = this.secParent[s]!;
      const inherited = parent < 0 ? 0 : head[parent]! | head[this.pageFirst[this.secPage[s]!]!]!;
      let sc = score[s]!;
      for (let rest = inherited & ~own[s]!, k = 0; rest; rest >>>= 1, k++) if (rest & 1) sc += W_INHERITED * plans[k]!.idf;
      if (head[s]) sc *= this.headingFit(s, head[s]!, plans);
      score[s] = sc;
      const c = required === 0 ? 0 : popcount((own[s]! | inherited) & required);
      if (c < bestCover) continue;
      if (c > bestCover) {
        bestCover = c;
        heap.reset(heap.capacity);
        eligible = 0;
      }
      eligible++;
      heap.push(s, sc);
    }
    const byScore = (a: number, b: number) => score[b]! - score[a]! || a - b;
    const kept = heap.sorted();

    // Re-rank the top of multi-term queries with what only the text tells: how close the terms are.
    const top = kept.slice(0, rerank);
    const found = new Map<number, Found>();
    for (const s of top) {
      const f = this.inspect(s, plans);
      score[s]! += f.bonus;
      found.set(s, f);
    }
    top.sort(byScore);

    let hits = this.pick(top.concat(kept.slice(rerank)), limit, plans, found);
    if (hits.length < limit && eligible > kept.length) {
      // The per-page cap left room: take every eligible section.
      const all: number[] = [];
      for (const s of touched) {
        const parent = this.secParent[s]!;
        const inherited = parent < 0 ? 0 : head[parent]! | head[this.pageFirst[this.secPage[s]!]!]!;
        if (!found.has(s) && (required === 0 ? 0 : popcount((own[s]! | inherited) & required)) === bestCover) all.push(s);
      }
      all.sort(byScore);
      hits = this.pick(top.concat(all), limit, plans, found);
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
    return hits;
  }

  /** Takes hits in order, at most MAX_PER_PAGE sections of any one page. */
  private pick(order: number[], limit: number, plans: Plan[], found: Map<number, Found>): SearchHit[] {
    const perPage = new Map<number, number>();
    const hits: SearchHit[] = [];
    for (const s of order) {
      if (hits.length >= limit) break;
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

  /**
   * Looks at a section's text: where the query terms occur (for the snippet) and how close together
   * they are (bonus).
   */
  private inspect(s: number, plans: Plan[]): Found {
    const { folded, map } = this.foldedText(s);
    const events: Array<[pos: number, end: number, term: number]> = [];
    plans.forEach((plan, k) => {
      for (const needle of plan.needles) {
        const latin = !plan.term.cjk;
        let found = 0;
        for (let at = folded.indexOf(needle); at !== -1 && found < 64; at = folded.indexOf(needle, at + 1)) {
          if (latin && at > 0 && isWordChar(folded.charCodeAt(at - 1)) && !this.camelStart(s, at, map)) continue;
          events.push([at, at + needle.length, k]);
          found++;
        }
      }
    });
    events.sort((a, b) => a[0] - b[0] || b[1] - a[1]);

    // Smallest window holding every term found in the text.
    const present = new Set(events.map((e) => e[2]));
    let bonus = 0;
    let focus: Range | undefined = events[0] ? { start: events[0][0], end: events[0][1] } : undefined;
    if (present.size >= 2) {
      const counts = new Map<number, number>();
      let left = 0;
      let bestSpan = Infinity;
      for (let right = 0; right < events.length; right++) {
        const t = events[right]![2];
        counts.set(t, (counts.get(t) ?? 0) + 1);
        while (counts.size === present.size) {
          const span = events[right]![1] - events[left]![0];
          if (span < bestSpan) {
            bestSpan = span;
            focus = { start: events[left]![0], end: events[right]![1] };
          }
          const lt = events[left]![2];
          const c = counts.get(lt)! - 1;
          if (c === 0) counts.delete(lt);
          else counts.set(lt, c);
          left++;
        }
      }
      let tight = present.size - 1;
      let idfs = 0;
      for (const k of present) {
        tight += plans[k]!.needles[0]!.length;
        idfs += plans[k]!.idf;
      }
      bonus = idfs * Math.min(1, tight / Math.max(1, bestSpan));
    }

    const toOriginal = (r: Range): Range => {
      if (!map) return r;
      // End just before the first folded unit that came from a later original character.
      const last = map[r.end - 1]!;
      let k = r.end;
      while (k < map.length && map[k] === last) k++;
      return { start: map[r.start]!, end: k < map.length ? map[k]! : this.texts[s]!.length };
    };
    return {
      bonus,
      ranges: events.map((e) => toOriginal({ start: e[0], end: e[1] })),
      focus: focus && toOriginal(focus),
    };
  }

  /** Heading fit: a heading that is mostly the query beats a long heading that merely mentions it. */
  private headingFit(s: number, bits: number, plans: Plan[]): number {
    let letters = this.headingLetters[s]!;
    if (letters === 0) letters = this.headingLetters[s] = Math.max(1, this.headings[s]!.replace(NOT_LETTER, '').length);
    let typed = 0;
    for (let k = 0; bits; bits >>>= 1, k++) if (bits & 1) typed += plans[k]!.term.term.length;
    return 1 + 0.6 * Math.min(1, typed / letters);
  }

  /** `External` in `autoExternal`: an upper-case letter after a lower-case one starts a word part. */
  private camelStart(s: number, at: number, map: Int32Array | null): boolean {
    const text = this.texts[s]!;
    const i = map ? map[at]! : at;
    const c = text.charCodeAt(i);
    const prev = text.charCodeAt(i - 1);
    const upper = c >= 0x41 && c <= 0x5a;
    const lowerOrDigit = (prev >= 0x61 && prev <= 0x7a) || (prev >= 0x30 && prev <= 0x39);
    return upper && lowerOrDigit;
  }

  private headingPath(s: number): string[] {
    const path: string[] = [];
    for (let c = s; c >= 0; c = this.secParent[c]!) path.push(this.headings[c]!);
    return path.reverse();
  }

  private hit(s: number, found: Found | undefined, plans: Plan[]): SearchHit {
    const p = this.secPage[s]!;
    const anchor = this.anchors[s];
    const f = found ?? this.inspect(s, plans);
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
