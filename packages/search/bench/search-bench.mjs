#!/usr/bin/env node
// Search benchmark: @rsdocs/search against FlexSearch 0.8 (configured as Rspress does), MiniSearch 7
// (configured as VitePress does) and Pagefind 1.6 (run on the built HTML), on the generated corpus
// (N = 1000: 2,002 pages) and on the Rslib site, in one run. Figures are printed, never asserted.
//
//   npx pnpm@10.34.8 bench:search [--sizes 1000] [--rebuild] [--no-pagefind]
//     --sizes 300,1000   generated corpus sizes N (pages per language; `none`: the Rslib site only)
//     --rebuild          rebuild the corpus and site HTML that Pagefind indexes (kept in .bench/ otherwise)
//
// Per language it prints, for each engine: build time; total index bytes (raw, gzip); bytes a visitor
// fetches before the first query is answered (each query of the set as the first of a fresh visit:
// median and max), and for the first keystroke alone (the first letter of each query); extra bytes of
// a median query later in a visit (every query of the set in turn, each fetching what the ones before
// did not); query time p50/p95 with everything loaded, at the dialog's limit (7); page-level MRR@10
// and hit@1 over a few hundred generated queries. Code bytes (the engine's JavaScript, and Pagefind's
// WebAssembly) are listed apart: ours is fetched with the root, the others' with their index.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { Document as FlexDocument } from 'flexsearch';
import MiniSearch from 'minisearch';
import { buildIndexFiles } from '../dist/build.js';
import { LazyIndex, loadIndex } from '../dist/index.js';
import { loadDocs } from './markdown.mjs';
import { makeQueries, reciprocalRank } from './queries.mjs';
import { ensurePagefindSite, pagefindEngine } from './pagefind.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(here, '../../..');
// The generator sits beside the main checkout (../shared); a worktree elsewhere finds it by walking up.
const GEN =
  process.env.GEN_CORPUS ??
  (() => {
    for (let dir = path.dirname(REPO); ; dir = path.dirname(dir)) {
      const file = path.join(dir, 'shared/bench/gen-corpus.mjs');
      if (fs.existsSync(file)) return file;
      if (dir === path.dirname(dir)) return path.resolve(REPO, '../shared/bench/gen-corpus.mjs');
    }
  })();
const SITE_DOCS = path.resolve(here, '../../site/docs');
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const SIZES = (arg('--sizes') ?? '1000').split(',').map(Number).filter((n) => n > 0);
const REBUILD = process.argv.includes('--rebuild');
const PAGEFIND = !process.argv.includes('--no-pagefind');
const LIMIT = 7; // what the theme's dialog asks for (SEARCH_RESULTS_SHOWN)
const REPEAT = 5; // each query's time is the fastest of 5 runs: the machine may be shared

const now = () => process.hrtime.bigint();
const ms = (a, b) => Number(b - a) / 1e6;
const gzip = (s) => zlib.gzipSync(typeof s === 'string' ? Buffer.from(s) : s, { level: 9 }).length;
const kib = (n) => (n === undefined ? '–' : `${(n / 1024).toFixed(n < 10240 ? 1 : 0)} KiB`);
const us = (n) => `${n.toFixed(n < 10 ? 1 : 0)} µs`;

function percentile(values, p) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

/** gzip size of a package's browser build (what a site would ship to run the engine). */
function codeBytes(files) {
  return files.reduce((n, f) => n + gzip(fs.readFileSync(f)), 0);
}

// ---------- engines ----------

/** @rsdocs/search: build → files (sharded when that is smaller for a first query) → lazy loading. */
async function ours(docs, lang) {
  const t0 = now();
  const built = buildIndexFiles(docs, { lang, root: 'idx.json' });
  const t1 = now();
  const files = new Map(built.files.map((f) => [f.fileName === 'idx.json' ? 'root' : f.fileName.slice(4, -5), { source: f.source, gzip: gzip(f.source) }]));
  const root = JSON.parse(files.get('root').source);
  const rootBytes = files.get('root').gzip;
  const all = Object.fromEntries([...files].filter(([k]) => k !== 'root').map(([k, v]) => [k, v.source]));
  const searcher = loadIndex(root, all);
  let total = 0;
  let raw = 0;
  for (const f of files.values()) {
    total += f.gzip;
    raw += Buffer.byteLength(f.source);
  }
  /** A visit: a fresh index that counts the gzip bytes of what it fetches. */
  const visit = () => {
    let bytes = rootBytes;
    const lazy = new LazyIndex(root, async (name) => {
      bytes += files.get(name).gzip;
      return JSON.parse(files.get(name).source);
    });
    return { search: (q) => lazy.search(q, { limit: LIMIT }), bytes: () => bytes };
  };
  const dist = path.resolve(here, '../dist');
  return {
    name: '@rsdocs/search',
    buildMs: ms(t0, t1),
    bytes: raw,
    gzip: total,
    files: files.size,
    single: built.single,
    code: codeBytes(fs.readdirSync(dist).filter((f) => f.endsWith('.js') && f !== 'build.js').map((f) => path.join(dist, f))),
    visit,
    // compute() bypasses the results cache, which would otherwise answer the repeats. Every hit's
    // snippet and highlight ranges are read, so the time covers everything a hit carries.
    search: (q, limit = LIMIT) => searcher.compute(q, limit).map((h) => (h.snippet.length + h.matches.length >= 0 ? h.routePath : '')),
  };
}

const CJK = /[\u4e00-\u9fa5]/;
/**
 * FlexSearch as Rspress configures it: a Document index over pages with `tokenize: 'full'`, plus a
 * separate index whose encoder splits text into single characters for CJK queries. Results are
 * listed title hits first, then headers, then content. The whole export is fetched at once.
 */
async function flex(docs) {
  // Rspress passes cache: 100; it is off here so that repeated timing runs are not cache hits.
  const options = { tokenize: 'full', cache: false, document: { id: 'id', store: true, index: ['title', 'headers', 'content'] } };
  const t0 = now();
  const index = new FlexDocument(options);
  const cjk = new FlexDocument({ ...options, tokenize: 'strict', encode: (s) => s.toLowerCase().replace(/\s+/g, '').split('') });
  docs.forEach((d, i) => {
    const page = { id: i, title: d.title, headers: d.toc.map((h) => h.text).join(' '), content: d.content, routePath: d.routePath };
    index.add(page);
    cjk.add(page);
  });
  const parts = [];
  const collect = (prefix) => (key, data) => parts.push(`${prefix}${key}\n${typeof data === 'string' ? data : JSON.stringify(data)}`);
  await index.export(collect('latin:'));
  await cjk.export(collect('cjk:'));
  const t1 = now();
  const all = parts.join('\n');
  const routes = docs.map((d) => d.routePath);
  const size = gzip(all);
  const code = path.dirname(fileURLToPath(import.meta.resolve('flexsearch')));
  return {
    name: 'FlexSearch 0.8',
    buildMs: ms(t0, t1),
    bytes: Buffer.byteLength(all),
    gzip: size,
    files: 1,
    code: codeBytes([path.join(code, 'flexsearch.bundle.module.min.js')]),
    visit: () => ({ search: async () => {}, bytes: () => size }),
    search: (q, limit = LIMIT) => {
      const out = [];
      const seen = new Set();
      for (const field of (CJK.test(q) ? cjk : index).search(q, { limit, enrich: false })) {
        for (const id of field.result) if (!seen.has(id)) (seen.add(id), out.push(routes[id]));
      }
      return out;
    },
  };
}

/** Intl.Segmenter word splitting: the usual MiniSearch workaround for Chinese (lucaong/minisearch#201). */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const segmentTokenize = (text) => Array.from(segmenter.segment(text)).filter((s) => s.isWordLike).map((s) => s.segment);

/** MiniSearch as VitePress configures it: sections with title / titles / text, prefix + fuzzy 0.2. Fetched whole. */
async function mini(sections) {
  const options = {
    fields: ['title', 'titles', 'text'],
    storeFields: ['title', 'titles', 'route'],
    tokenize: segmentTokenize,
    searchOptions: { fuzzy: 0.2, prefix: true, boost: { title: 4, text: 2, titles: 1 } },
  };
  const t0 = now();
  const engine = new MiniSearch(options);
  engine.addAll(sections);
  const json = JSON.stringify(engine);
  const t1 = now();
  const loaded = MiniSearch.loadJSON(json, options);
  const size = gzip(json);
  const code = path.dirname(fileURLToPath(import.meta.resolve('minisearch')));
  return {
    name: 'MiniSearch 7',
    buildMs: ms(t0, t1),
    bytes: Buffer.byteLength(json),
    gzip: size,
    files: 1,
    code: codeBytes([path.join(code, 'index.js')].filter((f) => fs.existsSync(f))),
    visit: () => ({ search: async () => {}, bytes: () => size }),
    search: (q, limit = LIMIT) => loaded.search(q).slice(0, limit).map((h) => h.route),
  };
}

/** VitePress-style section records: heading text as title, parent headings as titles. */
async function toSections(docs) {
  const { splitSections } = await import('../dist/build.js');
  const out = [];
  for (const d of docs) {
    splitSections(d).forEach((s, k) => {
      out.push({ id: `${d.routePath}#${k}`, route: d.routePath, title: s.headingPath.at(-1), titles: s.headingPath.slice(0, -1).join(' '), text: s.text });
    });
  }
  return out;
}

// ---------- measuring ----------

/** Fastest of REPEAT runs, in µs. */
async function time(fn) {
  let best = Infinity;
  for (let r = 0; r < REPEAT; r++) {
    const t0 = now();
    const out = fn();
    if (out && typeof out.then === 'function') await out;
    best = Math.min(best, Number(now() - t0) / 1e3);
  }
  return best;
}

async function measure(engine, queries, warmup) {
  for (const q of warmup) await engine.search(q);
  const times = [];
  let rr = 0;
  let top1 = 0;
  const byKind = new Map();
  for (const { q, kind, relevant } of queries) {
    times.push(await time(() => engine.search(q)));
    const routes = await engine.search(q, 10);
    const r = reciprocalRank(routes, relevant);
    rr += r;
    if (r === 1) top1++;
    const k = byKind.get(kind) ?? { n: 0, rr: 0 };
    k.n++;
    k.rr += r;
    byKind.set(kind, k);
  }
  // Bytes: each query as the first of a visit; its first letter as the first keystroke; then every
  // query in turn in one visit, each counting what it fetched beyond the ones before.
  const first = [];
  for (const { q } of queries) {
    const v = engine.visit();
    await v.search(q);
    first.push(v.bytes());
  }
  const keystroke = [];
  for (const letter of new Set(queries.map(({ q }) => Array.from(q.trim())[0]))) {
    const v = engine.visit();
    await v.search(letter);
    keystroke.push(v.bytes());
  }
  const extra = [];
  const session = engine.visit();
  await session.search(queries[0].q);
  for (const { q } of queries.slice(1)) {
    const before = session.bytes();
    await session.search(q);
    extra.push(session.bytes() - before);
  }
  return {
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    mrr: rr / queries.length,
    top1: top1 / queries.length,
    firstMedian: percentile(first, 0.5),
    firstMax: Math.max(...first),
    keyMedian: percentile(keystroke, 0.5),
    keyMax: Math.max(...keystroke),
    extraMedian: percentile(extra, 0.5),
    extraP95: percentile(extra, 0.95),
    byKind: [...byKind].map(([k, v]) => `${k} ${(v.rr / v.n).toFixed(2)}`).join(', '),
  };
}

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) => `| ${r.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(rows[0]));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const r of rows.slice(1)) console.log(line(r));
}

const results = [];

async function runCorpus(label, docs, lang, pagefindSite) {
  const queries = makeQueries(docs, lang);
  const warmup = makeQueries(docs, `${lang}-warm`, 8).map((q) => q.q).filter((q) => !queries.some((x) => x.q === q));
  const sections = await toSections(docs);
  const engines = [await ours(docs, lang), await flex(docs), await mini(sections)];
  if (pagefindSite) engines.push(await pagefindEngine(pagefindSite, lang, LIMIT));
  const measured = [];
  for (const e of engines) measured.push({ e, m: await measure(e, queries, warmup) });
  console.log(`\n### ${label} — ${lang}: ${docs.length} pages, ${sections.length} sections, ${queries.length} queries\n`);
  table([
    ['engine', 'build', 'files', 'total raw', 'total gzip', '1st query (median / max)', '1st keystroke (median / max)', 'later query (median / p95)', 'code', `p50 @${LIMIT}`, `p95 @${LIMIT}`, 'MRR@10', 'hit@1'],
    ...measured.map(({ e, m }) => [
      e.name,
      `${(e.buildMs / 1000).toFixed(2)} s`,
      e.files + (e.single ? ' (single)' : ''),
      kib(e.bytes),
      kib(e.gzip),
      `${kib(m.firstMedian)} / ${kib(m.firstMax)}`,
      `${kib(m.keyMedian)} / ${kib(m.keyMax)}`,
      `${kib(m.extraMedian)} / ${kib(m.extraP95)}`,
      kib(e.code),
      us(m.p50),
      us(m.p95),
      m.mrr.toFixed(3),
      m.top1.toFixed(2),
    ]),
  ]);
  console.log('');
  for (const { e, m } of measured) console.log(`  MRR by kind, ${e.name}: ${m.byKind}`);
  results.push({ corpus: label, lang, pages: docs.length, queries: queries.length, engines: measured.map(({ e, m }) => ({ name: e.name, buildMs: e.buildMs, files: e.files, raw: e.bytes, gzip: e.gzip, code: e.code, ...m, byKind: undefined })) });
}

async function main() {
  console.log(`search bench, ${new Date().toISOString()}, Node ${process.version}, load ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}, ${os.cpus().length} CPUs`);
  for (const n of SIZES) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `rsdocs-corpus-${n}-`));
    try {
      execFileSync(process.execPath, [GEN, dir, String(n)], { stdio: 'ignore' });
      const html = PAGEFIND ? ensurePagefindSite('corpus', n, REBUILD) : null;
      for (const lang of ['en', 'zh']) await runCorpus(`generated corpus N=${n} (${2 * n + 2} pages)`, loadDocs(dir, lang), lang, html);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  const html = PAGEFIND ? ensurePagefindSite('site', 0, REBUILD) : null;
  for (const lang of ['en', 'zh']) {
    const docs = loadDocs(SITE_DOCS, lang);
    if (docs.length) await runCorpus('Rslib site', docs, lang, html);
  }
  const out = path.join(REPO, 'bench/search-results.json');
  fs.writeFileSync(out, `${JSON.stringify({ date: new Date().toISOString(), node: process.version, load: os.loadavg()[0], results }, null, 2)}\n`);
  console.log(`\nwrote ${path.relative(process.cwd(), out)}`);
}

await main();
