#!/usr/bin/env node
// Search benchmark: @rsdocs/search against FlexSearch 0.8 (configured as Rspress does) and
// MiniSearch 7 (configured as VitePress does), on the generated corpus and the site's own docs.
//
//   npx tsup && node bench/search-bench.mjs [--sizes 300,1000]   (--sizes none: site docs only)
//
// Prints index build time, load time, index bytes raw and gzip, query p50/p95 and page-level
// relevance (MRR@10 and hit@1) over a few hundred realistic queries per language.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { Document as FlexDocument } from 'flexsearch';
import MiniSearch from 'minisearch';
import { buildIndex } from '../dist/build.js';
import { loadIndex } from '../dist/index.js';
import { loadDocs } from './markdown.mjs';
import { makeQueries, reciprocalRank } from './queries.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const GEN = '/work/shared/bench/gen-corpus.mjs';
const SITE_DOCS = path.resolve(here, '../../site/docs');
const sizesArg = process.argv.indexOf('--sizes');
const SIZES = sizesArg > 0 ? process.argv[sizesArg + 1].split(',').map(Number).filter((n) => n > 0) : [300, 1000];
const LIMIT = 7; // what the theme's dialog asks for (SEARCH_RESULTS_SHOWN)
const LIMIT_DEFAULT = 100; // the spec's default index limit
const REPEAT = 5; // each query's time is the fastest of 5 runs: the machine may be shared

const now = () => process.hrtime.bigint();
const ms = (a, b) => Number(b - a) / 1e6;
const gzip = (s) => zlib.gzipSync(Buffer.from(s), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
const us = (n) => `${n.toFixed(n < 10 ? 1 : 0)} µs`;

function percentile(sorted, p) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

// ---------- engines ----------

/** @rsdocs/search: build → JSON → parse → load. */
async function ours(docs, lang) {
  const t0 = now();
  const index = buildIndex(docs, { lang });
  const json = JSON.stringify(index);
  const t1 = now();
  const searcher = loadIndex(JSON.parse(json));
  const t2 = now();
  return {
    name: '@rsdocs/search',
    buildMs: ms(t0, t1),
    loadMs: ms(t1, t2),
    bytes: Buffer.byteLength(json),
    gzip: gzip(json),
    // The section text kept for snippets and CJK word checks (MiniSearch as VitePress uses it keeps none).
    textGzip: gzip(JSON.stringify(index.t)),
    // compute() bypasses the results cache, which would otherwise answer the repeats. Every hit's
    // snippet and highlight ranges are read, so the time covers everything a hit carries.
    search: (q, limit = LIMIT) => searcher.compute(q, limit).map((h) => (h.snippet.length + h.matches.length >= 0 ? h.routePath : '')),
  };
}

const CJK = /[\u4e00-\u9fa5]/;
/**
 * FlexSearch as Rspress configures it: a Document index over pages with `tokenize: 'full'`, plus a
 * separate index whose encoder splits text into single characters for CJK queries. Results are
 * listed title hits first, then headers, then content.
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
  let bytes = 0;
  let storeBytes = 0;
  const parts = [];
  const collect = (prefix) => (key, data) => {
    const s = typeof data === 'string' ? data : JSON.stringify(data);
    parts.push(`${prefix}${key}\n${s}`);
    bytes += key.length + s.length;
    if (key.endsWith('.doc')) storeBytes += s.length;
  };
  await index.export(collect('latin:'));
  await cjk.export(collect('cjk:'));
  const t1 = now();
  const all = parts.join('\n');
  // Load: import every exported part into fresh indexes.
  const t2 = now();
  const a = new FlexDocument(options);
  const b = new FlexDocument({ ...options, tokenize: 'strict', encode: (s) => s.toLowerCase().replace(/\s+/g, '').split('') });
  for (const p of parts) {
    const nl = p.indexOf('\n');
    const head = p.slice(0, nl);
    const [which, key] = [head.slice(0, head.indexOf(':')), head.slice(head.indexOf(':') + 1)];
    (which === 'latin' ? a : b).import(key, p.slice(nl + 1));
  }
  const t3 = now();
  const routes = docs.map((d) => d.routePath);
  return {
    name: 'FlexSearch 0.8',
    buildMs: ms(t0, t1),
    loadMs: ms(t2, t3),
    bytes: Buffer.byteLength(all),
    gzip: gzip(all),
    storeBytes,
    search: (q, limit = LIMIT) => {
      const out = [];
      const seen = new Set();
      for (const field of (CJK.test(q) ? b : a).search(q, { limit, enrich: false })) {
        for (const id of field.result) if (!seen.has(id)) (seen.add(id), out.push(routes[id]));
      }
      return out;
    },
  };
}

/** Intl.Segmenter word splitting: the usual MiniSearch workaround for Chinese (lucaong/minisearch#201). */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const segmentTokenize = (text) => Array.from(segmenter.segment(text)).filter((s) => s.isWordLike).map((s) => s.segment);

/** MiniSearch as VitePress configures it: sections with title / titles / text, prefix + fuzzy 0.2. */
async function mini(sections) {
  const options = {
    fields: ['title', 'titles', 'text'],
    storeFields: ['title', 'titles', 'route'],
    tokenize: segmentTokenize,
    searchOptions: { fuzzy: 0.2, prefix: true, boost: { title: 4, text: 2, titles: 1 } },
  };
  const t0 = now();
  const ms_ = new MiniSearch(options);
  ms_.addAll(sections);
  const json = JSON.stringify(ms_);
  const t1 = now();
  const loaded = MiniSearch.loadJSON(json, options);
  const t2 = now();
  return {
    name: 'MiniSearch 7',
    buildMs: ms(t0, t1),
    loadMs: ms(t1, t2),
    bytes: Buffer.byteLength(json),
    gzip: gzip(json),
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
function time(fn) {
  let best = Infinity;
  for (let r = 0; r < REPEAT; r++) {
    const t0 = now();
    fn();
    best = Math.min(best, Number(now() - t0) / 1e3);
  }
  return best;
}

function measure(engine, queries, warmup) {
  for (const q of warmup) engine.search(q);
  const times = [];
  const times100 = [];
  const byKind = new Map();
  let rr = 0;
  let top1 = 0;
  for (const { q, kind, relevant } of queries) {
    times.push(time(() => engine.search(q)));
    times100.push(time(() => engine.search(q, LIMIT_DEFAULT)));
    const routes = engine.search(q, 10);
    const r = reciprocalRank(routes, relevant);
    rr += r;
    if (r === 1) top1++;
    const k = byKind.get(kind) ?? { n: 0, rr: 0 };
    k.n++;
    k.rr += r;
    byKind.set(kind, k);
  }
  times.sort((a, b) => a - b);
  times100.sort((a, b) => a - b);
  return {
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p50x: percentile(times100, 0.5),
    p95x: percentile(times100, 0.95),
    mrr: rr / queries.length,
    top1: top1 / queries.length,
    byKind: [...byKind].map(([k, v]) => `${k} ${(v.rr / v.n).toFixed(2)}`).join(', '),
  };
}

function pad(s, n) {
  s = String(s);
  return s.length >= n ? s : s + ' '.repeat(n - s.length);
}

async function runCorpus(label, docs, lang) {
  const queries = makeQueries(docs, lang);
  const warmup = makeQueries(docs, `${lang}-warm`, 8).map((q) => q.q).filter((q) => !queries.some((x) => x.q === q));
  const sections = await toSections(docs);
  const engines = [await ours(docs, lang), await flex(docs), await mini(sections)];
  const results = engines.map((e) => ({ e, m: measure(e, queries, warmup) }));
  const [base] = results;
  console.log(`\n### ${label} — ${lang}: ${docs.length} pages, ${sections.length} sections, ${queries.length} queries\n`);
  const cols = [16, 9, 9, 9, 9, 9, 9, 9, 9, 7, 6];
  const row = (cells) => console.log('| ' + cells.map((c, i) => pad(c, cols[i] ?? 8)).join(' | ') + ' |');
  row(['engine', 'build', 'load', 'raw', 'gzip', `p50 @${LIMIT}`, `p95 @${LIMIT}`, `p50 @${LIMIT_DEFAULT}`, `p95 @${LIMIT_DEFAULT}`, 'MRR@10', 'hit@1']);
  row(cols.map((n) => '-'.repeat(n)));
  for (const { e, m } of results) {
    row([e.name, `${e.buildMs.toFixed(0)} ms`, `${e.loadMs.toFixed(1)} ms`, kb(e.bytes), kb(e.gzip), us(m.p50), us(m.p95), us(m.p50x), us(m.p95x), m.mrr.toFixed(3), m.top1.toFixed(2)]);
  }
  console.log('');
  console.log(`ours: ${kb(base.e.textGzip)} of the ${kb(base.e.gzip)} gzip is section text; the rest (the index proper) is ${kb(base.e.gzip - base.e.textGzip)}`);
  for (const { e, m } of results.slice(1)) {
    const extra = e.storeBytes ? ` (its export holds ${kb(e.storeBytes)} of stored pages)` : '';
    console.log(
      `ours/${e.name}: gzip ${(base.e.gzip / e.gzip).toFixed(2)}×, raw ${(base.e.bytes / e.bytes).toFixed(2)}×, p50 ${(base.m.p50 / m.p50).toFixed(2)}×, MRR ${base.m.mrr.toFixed(3)} vs ${m.mrr.toFixed(3)}${extra}`,
    );
  }
  for (const { e, m } of results) console.log(`  MRR by kind, ${e.name}: ${m.byKind}`);
}

async function main() {
  for (const n of SIZES) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `rsdocs-corpus-${n}-`));
    try {
      execFileSync(process.execPath, [GEN, dir, String(n)], { stdio: 'ignore' });
      for (const lang of ['en', 'zh']) await runCorpus(`generated corpus N=${n}`, loadDocs(dir, lang), lang);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  if (fs.existsSync(SITE_DOCS)) {
    for (const lang of ['en', 'zh']) {
      const docs = loadDocs(SITE_DOCS, lang);
      if (docs.length) await runCorpus('site docs', docs, lang);
      else console.log(`\n(site docs: no ${lang} pages yet under ${SITE_DOCS})`);
    }
  }
}

await main();
