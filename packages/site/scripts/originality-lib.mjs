// The pure parts of the originality check (scripts/originality.mjs): turn a Markdown/MDX page into prose tokens,
// and find the runs of tokens one page shares with a set of reference pages. No file system, no git.
//
// What counts as prose: everything a reader reads as sentences, including the frontmatter `description`. Other
// frontmatter, fenced code, inline code (option names, values), URLs, JSX/HTML tags and their attributes,
// import/export lines, comments, heading ids and callout markers are dropped before tokenising, on both sides
// alike. A run never crosses a block boundary (paragraph, heading, list item, table cell).
//
// Tokens: on English pages, lower-cased words of Latin letters and digits; on Chinese pages, Han characters
// only (Latin words, code and punctuation between them are dropped, so a sentence copied with another product
// name or option in it still matches). A "shared run" is a maximal sequence of consecutive tokens that also
// occurs, in the same order, on a reference page. It is reported when it has at least `minRun` tokens.
import { createHash } from 'node:crypto';

/** Shortest shared run that is reported: 8 English words, 20 Chinese characters. */
export const MIN_RUN = { en: 8, zh: 20 };

const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/gu;
const WORD = /[a-z0-9]+(?:['’][a-z]+)*/g;
/** Marks where a new block (paragraph, heading, list item, table cell) begins in extracted prose. */
export const SEGMENT = '\u0000';
const ENTITIES = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(s) {
  return s.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (m, name) => {
    if (name[0] === '#') {
      const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[name.toLowerCase()] ?? m;
  });
}

/**
 * The prose of a page, line by line: `[{ line, text }]` with 1-based line numbers of the source file.
 * Lines that hold no prose (fences, code, frontmatter, imports) are left out.
 */
export function extractProse(source) {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const out = [];
  let i = 0;
  // frontmatter: only `description:` is prose (search snippets and <meta> show it); the rest is data
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((l, n) => n > 0 && l.trim() === '---');
    if (end > 0) {
      for (let n = 1; n < end; n++) {
        const m = /^description:\s*(['"]?)(.*)\1\s*$/.exec(lines[n]);
        if (m && m[2]) out.push({ line: n + 1, text: SEGMENT + m[2] });
      }
      i = end + 1;
    }
  }
  let fence = null; // the opening marker of the fenced block we are in
  let inComment = false; // inside <!-- --> or {/* */} spanning lines
  for (; i < lines.length; i++) {
    let text = lines[i];
    const fenceMatch = /^\s*(`{3,}|~{3,})(.*)$/.exec(text);
    if (fence) {
      if (fenceMatch && fenceMatch[1].startsWith(fence) && !fenceMatch[2].trim()) fence = null;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1][0].repeat(fenceMatch[1].length);
      continue;
    }
    // comments, possibly over several lines
    if (inComment) {
      const close = text.search(/-->|\*\/\}/);
      if (close < 0) continue;
      text = text.slice(close).replace(/^(-->|\*\/\})/, '');
      inComment = false;
    }
    text = text.replace(/<!--[\s\S]*?-->/g, ' ').replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ');
    const open = text.search(/<!--|\{\/\*/);
    if (open >= 0) {
      text = text.slice(0, open);
      inComment = true;
    }
    if (/^\s*(import|export)\s/.test(text)) continue; // MDX module lines
    if (/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(text)) continue; // table separator row
    if (/^\s*\[[^\]]+\]:\s*\S+/.test(text)) continue; // link reference definition
    // A run never crosses a block: a new paragraph, heading, list item, quote, table cell or callout starts a
    // new segment, so page structure (a heading followed by the Type/Default labels) is not mistaken for prose.
    const startsBlock = !out.length || lines[i - 1].trim() === '' || /^\s*(#{1,6}\s|[-*+]\s|\d+[.)]\s|>|\||:{3,}|<)/.test(text);
    text = text
      .replace(/(`+)[\s\S]*?[^`]\1(?!`)|(`+)\2/g, ' ') // inline code: option names, values
      .replace(/<\/?[A-Za-z][\w.:-]*(?:\s(?:[^<>"'{}]|"[^"]*"|'[^']*'|\{[^{}]*\})*)?\/?>/g, ' ') // JSX / HTML tags
      .replace(/!?\[((?:[^[\]\\]|\\.|\[[^\]]*\])*)\]\([^)]*\)/g, '$1') // links and images: keep their text
      .replace(/<https?:[^>\s]*>/g, ' ')
      .replace(/\bhttps?:\/\/\S+/g, ' ')
      .replace(/\\?\{#[\w\-.]+\\?\}/g, ' ') // heading ids
      .replace(/^\s*:{3,}[\w-]*/, ' ') // callout markers (their titles stay)
      .replace(/\{[^{}]*\}/g, ' ') // MDX expressions
      .replace(/\|/g, SEGMENT); // table cells
    text = decodeEntities(text).trim();
    if (text) out.push({ line: i + 1, text: startsBlock ? SEGMENT + text : text });
  }
  return out;
}

/** Prose tokens of one page: `[{ t, line }]`. English pages keep words, Chinese pages keep Han characters. */
export function tokenize(source, lang) {
  const tokens = [];
  let segment = 0;
  const re = lang === 'zh' ? HAN : WORD;
  for (const { line, text } of extractProse(source)) {
    text.split(SEGMENT).forEach((part, n) => {
      if (n > 0) segment++;
      for (const m of part.toLowerCase().matchAll(re)) tokens.push({ t: m[0], line, segment });
    });
  }
  return tokens;
}

/** Start positions of the `size`-token shingles that lie within one segment. */
function* shingleStarts(tokens, size) {
  for (let i = 0; i + size <= tokens.length; i++) if (tokens[i].segment === tokens[i + size - 1].segment) yield i;
}

/** The key of the `size` tokens starting at `i`. */
const shingle = (tokens, i, size, lang) =>
  tokens
    .slice(i, i + size)
    .map((x) => x.t)
    .join(lang === 'zh' ? '' : ' ');

/**
 * A 40-bit fingerprint of a shingle key (the first 5 bytes of its SHA-1), as kept in the committed fingerprint file.
 * 40 bits keep a chance collision (a false report) unlikely: about 50 000 of our shingles against 40 000 of
 * Rslib's gives ~0.002 expected false matches over the whole site, where 32 bits would give ~0.5.
 */
export const FINGERPRINT_BYTES = 5;
export function fingerprint(key) {
  return createHash('sha1').update(key).digest().readUIntBE(0, FINGERPRINT_BYTES);
}

/**
 * An index of the reference pages: every `minRun`-token shingle → the reference pages that contain it.
 * `pages` is `[{ name, source }]`. The index keeps the text of its shingles (exact matching).
 */
export function buildIndex(pages, lang, minRun = MIN_RUN[lang]) {
  const map = new Map();
  for (const { name, source } of pages) {
    const tokens = tokenize(source, lang);
    for (const i of shingleStarts(tokens, minRun)) {
      const key = shingle(tokens, i, minRun, lang);
      const names = map.get(key);
      if (!names) map.set(key, [name]);
      else if (!names.includes(name)) names.push(name);
    }
  }
  return { lang, minRun, lookup: (key) => map.get(key), size: map.size };
}

/**
 * An index made from fingerprints only (see `encodeFingerprints`): `{ lang, minRun, pages: { name: base64 } }`.
 * It finds the same runs as `buildIndex` did on the pages it was made from, but cannot show their text.
 */
export function indexFromFingerprints(data) {
  const map = new Map();
  for (const [name, b64] of Object.entries(data.pages)) {
    const buf = Buffer.from(b64, 'base64');
    for (let o = 0; o + FINGERPRINT_BYTES <= buf.length; o += FINGERPRINT_BYTES) {
      const fp = buf.readUIntBE(o, FINGERPRINT_BYTES);
      const names = map.get(fp);
      if (!names) map.set(fp, [name]);
      else if (!names.includes(name)) names.push(name);
    }
  }
  return { lang: data.lang, minRun: data.minRun, lookup: (key) => map.get(fingerprint(key)), size: map.size };
}

/** `{ lang, minRun, pages: { name: base64 of its sorted unique 40-bit fingerprints } }` for the reference pages. */
export function encodeFingerprints(pages, lang, minRun = MIN_RUN[lang]) {
  const out = { lang, minRun, pages: {} };
  for (const { name, source } of pages) {
    const tokens = tokenize(source, lang);
    const set = new Set();
    for (const i of shingleStarts(tokens, minRun)) set.add(fingerprint(shingle(tokens, i, minRun, lang)));
    if (!set.size) continue;
    const sorted = [...set].sort((a, b) => a - b);
    const buf = Buffer.alloc(sorted.length * FINGERPRINT_BYTES);
    sorted.forEach((fp, n) => buf.writeUIntBE(fp, n * FINGERPRINT_BYTES, FINGERPRINT_BYTES));
    out.pages[name] = buf.toString('base64');
  }
  return out;
}

/**
 * The runs a page shares with the index: `[{ from, to, tokens, lines: [first, last], text, refs }]`, where
 * `tokens` is the run length, `text` the run's tokens joined, `refs` the reference pages holding its first shingle
 * (`preferred` first when it is one of them, e.g. the reference page with the same path).
 */
export function sharedRuns(source, index, preferred) {
  const { lang, minRun } = index;
  const tokens = tokenize(source, lang);
  const runs = [];
  let run = null; // the run the previous shingle belonged to, if it matched
  let next = -1; // the shingle start that would continue `run`
  for (const i of shingleStarts(tokens, minRun)) {
    const refs = index.lookup(shingle(tokens, i, minRun, lang));
    if (i !== next) run = null;
    next = i + 1;
    if (!refs) run = null;
    else if (run) run.to = i + minRun - 1;
    else {
      run = { from: i, to: i + minRun - 1, refs: [...refs] };
      runs.push(run);
    }
  }
  return runs.map((r) => {
    const refs = preferred && r.refs.includes(preferred) ? [preferred, ...r.refs.filter((x) => x !== preferred)] : r.refs;
    const slice = tokens.slice(r.from, r.to + 1);
    return {
      from: r.from,
      to: r.to,
      tokens: slice.length,
      lines: [slice[0].line, slice[slice.length - 1].line],
      text: slice.map((x) => x.t).join(lang === 'zh' ? '' : ' '),
      refs,
    };
  });
}

/** One report line per run: `file:line-line  N words|chars shared with ref: "text"`. */
export function formatRun(file, run, lang) {
  const unit = lang === 'zh' ? 'chars' : 'words';
  const where = run.lines[0] === run.lines[1] ? `${run.lines[0]}` : `${run.lines[0]}-${run.lines[1]}`;
  const refs = run.refs.length > 1 ? `${run.refs[0]} (+${run.refs.length - 1} more)` : run.refs[0];
  return `${file}:${where}  ${run.tokens} ${unit} shared with ${refs}: "${run.text}"`;
}
