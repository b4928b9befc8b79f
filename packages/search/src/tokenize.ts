// The one tokenizer, used by the builder and by the searcher: any rule changed here
// changes both sides at once, which is the point.

/** Han, kana and Hangul: scripts written without spaces, indexed by character bigrams. */
export function isCJK(cp: number): boolean {
  return (
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0x3040 && cp <= 0x30ff) ||
    (cp >= 0x31f0 && cp <= 0x31ff) ||
    (cp >= 0xac00 && cp <= 0xd7af) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0x20000 && cp <= 0x3134f) ||
    cp === 0x3005
  );
}

/**
 * Thai, Lao, Khmer and Myanmar: written without spaces between words, with vowel and tone marks, and cut into
 * words by `Intl.Segmenter` (ICU's dictionaries for them), both in the index and in queries.
 */
export function isSegmentedScript(cp: number): boolean {
  return (cp >= 0x0e00 && cp <= 0x0eff) || (cp >= 0x1780 && cp <= 0x17ff) || (cp >= 0x1000 && cp <= 0x109f);
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Latin-like word character: any letter or digit outside the CJK scripts and the segmented ones. */
export function isWordChar(cp: number): boolean {
  if (cp < 0x80) return (cp >= 0x61 && cp <= 0x7a) || (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x30 && cp <= 0x39);
  return !isCJK(cp) && !isSegmentedScript(cp) && LETTER_OR_DIGIT.test(String.fromCodePoint(cp));
}

const ASCII = /^[\x00-\x7f]*$/;
// Everything that is neither ASCII nor a CJK character we keep verbatim. CJK is left alone so
// that NFKD cannot split kana voicing marks or Hangul syllables apart; the segmented scripts (Thai…) keep their
// vowel and tone marks, which their words are made of.
const NEEDS_NFKD = /[^\x00-\x7f\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]+/g;
const MARKS = /\p{M}/gu;
const HAS_MARK = /\p{M}/u;

/** Accent folding without case folding (camelCase splitting still needs the case). */
export function deaccent(text: string): string {
  if (ASCII.test(text)) return text;
  return text.replace(NEEDS_NFKD, (chunk) => chunk.normalize('NFKD').replace(MARKS, ''));
}

/** The normal form every term is compared in: accents removed, lower case. */
export function fold(text: string): string {
  return deaccent(text).toLowerCase();
}

const charCache = new Map<string, string>();
function foldChar(ch: string): string {
  let f = charCache.get(ch);
  if (f === undefined) {
    f = fold(ch);
    if (charCache.size < 4096) charCache.set(ch, f);
  }
  return f;
}

/**
 * Folds text and remembers where each folded code unit came from, so matches found in the
 * folded text can be highlighted in the original. `map` is null when folding kept every offset.
 */
export function foldWithMap(text: string): { folded: string; map: Int32Array | null } {
  if (ASCII.test(text)) return { folded: text.toLowerCase(), map: null };
  // Fast path: chunks that fold one character to one character (é → e, ， → ,) keep offsets.
  let aligned = true;
  const quick = text.replace(NEEDS_NFKD, (chunk) => {
    const f = chunk.normalize('NFKD').replace(MARKS, '');
    if (f.length !== chunk.length || HAS_MARK.test(chunk)) aligned = false;
    return f;
  });
  if (aligned) {
    const low = quick.toLowerCase();
    if (low.length === text.length) return { folded: low, map: null };
  }
  let folded = '';
  const map: number[] = [];
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    const size = cp > 0xffff ? 2 : 1;
    const ch = size === 1 ? text[i]! : text.slice(i, i + 2);
    const f = cp < 0x80 ? ch.toLowerCase() : foldChar(ch);
    for (let k = 0; k < f.length; k++) map.push(i);
    folded += f;
    i += size;
  }
  return { folded, map: Int32Array.from(map) };
}

/** A run of text the scanner found: a Latin compound (`lib.autoExternal`) or a CJK run. */
export type Segment =
  | { cjk: false; words: string[]; seps: string[] }
  | { cjk: true; text: string };

const CONNECTORS = new Set(['.', '-', '_']);

/** Splits accent-folded (case-preserved) text into Latin compounds and CJK runs. */
export function scan(text: string): Segment[] {
  const out: Segment[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const cp = text.codePointAt(i)!;
    if (isCJK(cp)) {
      const start = i;
      while (i < n && isCJK(text.codePointAt(i)!)) i += text.codePointAt(i)! > 0xffff ? 2 : 1;
      out.push({ cjk: true, text: text.slice(start, i) });
    } else if (isSegmentedScript(cp)) {
      // Each word the segmenter finds is a word of its own, as if spaces stood between them.
      const start = i;
      while (i < n && isSegmentedScript(text.charCodeAt(i))) i++;
      for (const word of segmentRun(text.slice(start, i))) out.push({ cjk: false, words: [word], seps: [] });
    } else if (isWordChar(cp)) {
      const words: string[] = [];
      const seps: string[] = [];
      for (;;) {
        const start = i;
        while (i < n) {
          const c = text.codePointAt(i)!;
          if (!isWordChar(c)) break;
          i += c > 0xffff ? 2 : 1;
        }
        words.push(text.slice(start, i));
        // `a.b`, `a-b`, `a_b` continue the compound only when a word follows the connector.
        const sep = text[i];
        if (sep !== undefined && CONNECTORS.has(sep) && i + 1 < n && isWordChar(text.codePointAt(i + 1)!)) {
          seps.push(sep);
          i++;
          continue;
        }
        break;
      }
      out.push({ cjk: false, words, seps });
    } else {
      i += cp > 0xffff ? 2 : 1;
    }
  }
  return out;
}

const CAMEL = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{N}+|\p{L}+/gu;

/** True when a word may have camelCase or letter-digit parts: an upper-case letter or a digit after its start. */
function mayHaveParts(word: string): boolean {
  for (let i = 1; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if ((c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c >= 0x80) return true;
  }
  return false;
}

/** camelCase / PascalCase / letter-digit parts of one word (case preserved); [] if it has one part. */
export function camelParts(word: string): string[] {
  if (!mayHaveParts(word)) return [];
  const parts = word.match(CAMEL);
  if (!parts || parts.length < 2) return [];
  return parts.filter((p) => p.length >= 2);
}

/** Groups a compound's words into kebab/snake runs; dots separate the runs (`a.b-c` → [a], [b, c]). */
function dottedRuns(seg: { words: string[]; seps: string[] }): string[][] {
  const runs: string[][] = [[seg.words[0]!]];
  for (let k = 1; k < seg.words.length; k++) {
    if (seg.seps[k - 1] === '.') runs.push([seg.words[k]!]);
    else runs[runs.length - 1]!.push(seg.words[k]!);
  }
  return runs;
}

// ---------- word segmentation (Chinese, Japanese, Thai and its neighbours) ----------

type WordSegmenter = { segment(input: string): Iterable<{ segment: string; isWordLike?: boolean }> };

const segmenters = new Map<string, WordSegmenter | null>();
/** A text of several words per language, to check that the segmenter has that language's dictionary. */
const PROBES: Record<string, string> = { zh: '中文分词测试', ja: '日本語の単語分割', th: 'การตั้งค่าไฟล์' };

/**
 * `Intl.Segmenter(lang)` by words, or null where it is missing or lacks that language's dictionary (a small ICU
 * gives every character alone).
 */
export function wordSegmenter(lang: 'zh' | 'ja' | 'th'): WordSegmenter | null {
  if (segmenters.has(lang)) return segmenters.get(lang)!;
  let found: WordSegmenter | null = null;
  try {
    const Seg = (Intl as unknown as { Segmenter?: new (l: string, o: object) => WordSegmenter }).Segmenter;
    if (Seg) {
      const s = new Seg(lang, { granularity: 'word' });
      const probe = Array.from(s.segment(PROBES[lang]!), (x) => x.segment);
      if (probe.some((w) => w.length > 1) && probe.length > 1) found = s;
    }
  } catch {
    found = null;
  }
  segmenters.set(lang, found);
  return found;
}

/** `Intl.Segmenter('zh')`, or null where it is missing or lacks the Chinese dictionary (small ICU). */
export function chineseSegmenter(): WordSegmenter | null {
  return wordSegmenter('zh');
}

/** The words of a Thai (Lao, Khmer, Myanmar) run; without a segmenter the run is one word, as it was before. */
function segmentRun(run: string): string[] {
  const segmenter = wordSegmenter('th');
  if (!segmenter) return [run];
  const words: string[] = [];
  for (const s of segmenter.segment(run)) if (s.isWordLike !== false && s.segment.trim()) words.push(s.segment);
  return words.length ? words : [run];
}

const KANA = /[\u3040-\u30ff]/;

/** Splits a CJK run into words; without a segmenter, into two-character chunks. */
export function segmentChinese(run: string, segmenter: WordSegmenter | null = chineseSegmenter()): string[] {
  if (segmenter) {
    const words: string[] = [];
    for (const s of segmenter.segment(run)) if (s.segment.trim()) words.push(s.segment);
    return words;
  }
  const chars = Array.from(run);
  const words: string[] = [];
  for (let k = 0; k < chars.length; k += 2) words.push(chars.slice(k, k + 2).join(''));
  return words;
}

/** Overlapping character bigrams of a CJK run; a one-character run yields that character. */
export function bigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let k = 0; k + 1 < chars.length; k++) out.push(chars[k]! + chars[k + 1]!);
  return out;
}

// ---------- tokens for the index ----------

export type TokenKind =
  /** a whole Latin word or identifier, lower-cased: `autoexternal` */
  | 'word'
  /** a camelCase / digit part of a word: `auto`, `external` */
  | 'part'
  /** a kebab/snake identifier with its connectors removed: `umdname` */
  | 'joined'
  /** a dotted path, and each shorter chain inside it: `output.distpath.root`, `output.distpath`, `distpath.root` */
  | 'path'
  /** a Chinese word found by the segmenter (only with `segment: true`) */
  | 'cjk'
  /** an overlapping CJK character bigram (or a lone CJK character) */
  | 'gram';

export interface Token {
  term: string;
  kind: TokenKind;
}

export interface TokenizeOptions {
  /** Also emit segmenter words for CJK runs (the index does not need them: bigrams find every word). */
  segment?: boolean;
}

const MAX_TERM = 64;

/** Every token of a text, in order. The index stores the `word`, `part`, `joined`, `path` and `gram` tokens. */
export function tokenize(text: string, options: TokenizeOptions = {}): Token[] {
  const out: Token[] = [];
  eachToken(text, options, (term, kind) => out.push({ term, kind }));
  return out;
}

/** The terms the index stores for a text, in order (the builder keeps each once per section). */
export function indexTerms(text: string): string[] {
  const out: string[] = [];
  eachToken(text, {}, (term) => out.push(term));
  return out;
}

/** The tokenizer proper; it hands tokens to `emit` so that callers need not build token objects. */
function eachToken(text: string, options: TokenizeOptions, emit: (term: string, kind: TokenKind) => void): void {
  for (const seg of scan(deaccent(text))) {
    if (seg.cjk) {
      if (options.segment) for (const w of segmentChinese(seg.text)) emit(w, 'cjk');
      for (const g of bigrams(seg.text)) emit(g, 'gram');
      continue;
    }
    const runs = seg.words.length === 1 ? [seg.words] : dottedRuns(seg);
    for (const run of runs) {
      for (const w of run) {
        if (w.length > MAX_TERM) continue;
        emit(w.toLowerCase(), 'word');
        for (const p of camelParts(w)) emit(p.toLowerCase(), 'part');
      }
      if (run.length > 1) {
        const joined = run.join('').toLowerCase();
        if (joined.length <= MAX_TERM) emit(joined, 'joined');
      }
    }
    for (const path of dottedPaths(runs)) emit(path, 'path');
  }
}

const MAX_PATH_RUNS = 6;

/** Every chain of two or more consecutive dotted runs, lower-cased: a visitor may type any of them. */
function dottedPaths(runs: string[][]): string[] {
  if (runs.length < 2) return [];
  const names = runs.slice(0, MAX_PATH_RUNS).map((r) => r.join('').toLowerCase());
  const out: string[] = [];
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 2; j <= names.length; j++) {
      const path = names.slice(i, j).join('.');
      if (path.length <= MAX_TERM) out.push(path);
    }
  }
  return out;
}


// ---------- terms of a query ----------

// Particles of Chinese and Japanese: a lone one in a query helps ranking but is never required.
const STOP_ZH = new Set([...Array.from('的了和与或及是在把被都也就吗呢啊'), ...Array.from('のをはがにでともへや')]);

// Korean particles (josa) written onto the word before them: 캐시를, 캐시가 and 캐시에서 are all 캐시. Longest first.
const JOSA = ['에서', '으로', '에게', '까지', '부터', '처럼', '보다', '이나', '을', '를', '이', '가', '은', '는', '의', '에', '로', '와', '과', '도', '만', '나'];
const HANGUL = /^[\uac00-\ud7af]+$/;

/** A Korean word without its trailing particle (`플러그인이` → `플러그인`); the word itself when it has none. */
export function koreanStem(word: string): string {
  if (!HANGUL.test(word)) return word;
  for (const josa of JOSA) if (word.length > josa.length && word.endsWith(josa)) return word.slice(0, -josa.length);
  return word;
}
const wordCache = new Map<string, string[]>();

/**
 * The words of a CJK query run. Short runs are one word. Longer runs go through the segmenter, then
 * pieces it left as single characters are glued back: its dictionary lacks many technical words
 * (构建 comes back as 构|建), and a lone character would match far too much. Particles such as 的
 * are dropped.
 */
export function queryWords(run: string): string[] {
  // Korean puts spaces between words already; what a run may differ in is its particle.
  if (HANGUL.test(run)) return [koreanStem(run)];
  if (Array.from(run).length <= 3) return [run];
  const cached = wordCache.get(run);
  if (cached) return cached;
  const words: string[] = [];
  let singles = ''; // consecutive one-character segments
  let canAttach = false; // the last word may take a lone character (no particle in between)
  let prefix = ''; // a lone character waiting for the next word
  const flush = () => {
    if (Array.from(singles).length >= 2) {
      words.push(prefix + singles); // 构|建|缓|存 → 构建缓存
      prefix = '';
      canAttach = true;
    } else if (singles && canAttach) {
      words[words.length - 1] += singles; // 服务|端 → 服务端
    } else if (singles) {
      prefix += singles;
    }
    singles = '';
  };
  // Japanese (any kana in the run) through the Japanese dictionary, Chinese (Simplified or Traditional) the Chinese.
  for (const w of segmentChinese(run, wordSegmenter(KANA.test(run) ? 'ja' : 'zh'))) {
    if (STOP_ZH.has(w)) {
      flush();
      canAttach = false;
    } else if (Array.from(w).length === 1) {
      singles += w;
    } else {
      flush();
      words.push(prefix + w);
      prefix = '';
      canAttach = true;
    }
  }
  flush();
  if (prefix) words.push(prefix);
  const result = words.length ? words : [run];
  if (wordCache.size >= 256) wordCache.delete(wordCache.keys().next().value as string);
  wordCache.set(run, result);
  return result;
}

export interface QueryTerm {
  /** Folded term: a Latin word/identifier or a CJK word. */
  term: string;
  cjk: boolean;
  /** Parts of an identifier (`autoExternal` → auto, external): matched together when the whole is absent. */
  parts?: string[];
  /** Came from a camelCase or kebab identifier: exact whole matches earn a bonus. */
  identifier: boolean;
  /** A stop word: adds to the score but is not required. */
  optional: boolean;
  /** Last term of the query: matched as a prefix while the visitor types. */
  prefix: boolean;
}

const STOP_EN = new Set(
  'a an and are as at be by can do does for from how i if in is it of on or the this to use using what when where which why with you your'.split(' '),
);

const MAX_QUERY_TERMS = 12;

export interface QueryOptions {
  /**
   * Split CJK runs into words (default true). The searcher passes false: it first looks for the
   * whole run as a phrase and splits it (with `queryWords`) only when no section holds it.
   */
  splitCJK?: boolean;
}

/** Parses a query into the terms the searcher looks up. */
export function queryTerms(query: string, options: QueryOptions = {}): QueryTerm[] {
  const splitCJK = options.splitCJK ?? true;
  const terms: QueryTerm[] = [];
  const add = (t: QueryTerm) => {
    if (terms.length >= MAX_QUERY_TERMS) return;
    for (const other of terms) if (other.term === t.term) return;
    terms.push(t);
  };
  for (const seg of scan(deaccent(query))) {
    if (seg.cjk) {
      // A lone filler word (`ESM 和 CJS`) helps ranking but must not be required.
      for (const w of splitCJK ? queryWords(seg.text) : [seg.text]) add({ term: w, cjk: true, parts: undefined, identifier: false, optional: STOP_ZH.has(w), prefix: false });
      continue;
    }
    const runs = dottedRuns(seg);
    if (runs.length > 1) {
      // `lib.autoExternal`: the whole path, or failing that its names in one section.
      const names = runs.map((r) => r.join('').toLowerCase());
      add({ term: names.join('.'), cjk: false, parts: names, identifier: true, optional: false, prefix: false });
      continue;
    }
    for (const run of runs) {
      if (run.length > 1) {
        add({ term: run.join('').toLowerCase(), cjk: false, parts: run.map((w) => w.toLowerCase()), identifier: true, optional: false, prefix: false });
        continue;
      }
      const w = run[0]!;
      const parts = camelParts(w).map((p) => p.toLowerCase());
      const term = w.toLowerCase();
      add({ term, cjk: false, parts: parts.length > 1 ? parts : undefined, identifier: parts.length > 1, optional: STOP_EN.has(term), prefix: false });
    }
  }
  // A query made only of stop words still has to match them.
  if (terms.every((t) => t.optional)) for (const t of terms) t.optional = false;
  const last = terms[terms.length - 1];
  // The visitor may still be typing the last word: `in` could become `incremental`.
  if (last && !last.cjk) {
    last.prefix = true;
    last.optional = false;
  }
  return terms;
}
