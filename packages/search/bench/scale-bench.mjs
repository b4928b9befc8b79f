#!/usr/bin/env node
// Search at scale: bytes a visitor fetches for a first and a later query, and what building the index costs
// (CPU, peak RSS), on the generated corpus at several sizes.
//
//   node bench/scale-bench.mjs [--sizes 10000,50000] [--queries 60] [--langs en,zh] [--json out.json] [--worst 8] [--stream]
//
// --stream: the build reads the pages from a spool file in runs and makes the index with `streamIndexFiles` (postings
// spilled to disk, each file written as it is made), as a large site's index worker does (its peak RSS is then the
// index build's alone); --worst N lists the N costliest first
// queries by kind of file.
//
// N is the generator's size: 2N + 2 pages in all, N + 1 per language (one index each). Each size is built in a
// child process of its own (its peak RSS is the build's: the pages' text, as the site's build hands it over, and
// the index), which writes the files to a temporary folder; this process then replays queries against them,
// counting the gzip bytes of every file fetched. Run it at `nice -n 10` on a shared machine.
//
// --keep DIR keeps the corpus and the built files in DIR/<N> (reused by the next run with --keep: add --rebuild to
// build the index again), for replaying the queries after a searcher change; delete DIR when done.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
// The generator sits beside the main checkout (../shared); a worktree elsewhere finds it by walking up.
const findGenerator = () => process.env.GEN_CORPUS ?? (() => {
  for (let dir = path.resolve(here, '../../..'); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'shared/bench/gen-corpus.mjs');
    if (fs.existsSync(file)) return file;
    if (dir === path.dirname(dir)) throw new Error('shared/bench/gen-corpus.mjs not found above the repository');
  }
})();
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const LIMIT = 7; // the theme dialog's limit

// ---------- child: build one language's index, write its files, report CPU and peak RSS ----------
if (process.argv[2] === '--build') {
  const [, , , corpus, lang, out] = process.argv;
  const { loadDocs } = await import('./markdown.mjs');
  const { buildIndexFiles } = await import('../dist/build.js');
  const docs = loadDocs(corpus, lang);
  const rssDocs = process.memoryUsage().rss;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const built = buildIndexFiles(docs, { lang, root: 'idx.json' });
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  for (const f of built.files) {
    const file = path.join(out, f.fileName);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, f.source);
  }
  const usage = process.resourceUsage();
  process.stdout.write(JSON.stringify({ pages: docs.length, files: built.files.length, buildCpuMs: (cpu.user + cpu.system) / 1000, buildWallMs: wall, rssDocsMB: rssDocs / 2 ** 20, peakRssMB: usage.maxRSS / 1024 }));
  process.exit(0);
}

// ---------- child (--stream): the pages' documents to a spool file, one JSON per line (the site build's main thread) ----------
if (process.argv[2] === '--spool') {
  const [, , , corpus, lang, file] = process.argv;
  const { loadDocs } = await import('./markdown.mjs');
  fs.writeFileSync(file, loadDocs(corpus, lang).map((d) => JSON.stringify(d)).join('\n') + '\n');
  process.exit(0);
}

// ---------- child (--stream): build from the spool in runs, each file written as it is made (the site's index worker) ----------
if (process.argv[2] === '--build-stream') {
  const [, , , spool, lang, out] = process.argv;
  const { collectPart, streamIndexFiles } = await import('../dist/build.js');
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let pages = 0;
  function* parts() {
    const fd = fs.openSync(spool, 'r');
    const buffer = Buffer.alloc(1 << 20);
    let rest = '';
    let run = [];
    for (let n; (n = fs.readSync(fd, buffer, 0, buffer.length, null)) > 0; ) {
      const lines = (rest + buffer.toString('utf8', 0, n)).split('\n');
      rest = lines.pop();
      for (const line of lines) {
        if (!line) continue;
        run.push(JSON.parse(line));
        pages++;
        if (run.length === 256) {
          yield collectPart(run, { lang });
          run = [];
        }
      }
    }
    fs.closeSync(fd);
    if (run.length) yield collectPart(run, { lang });
  }
  let files = 0;
  streamIndexFiles(lang, parts(), {
    root: 'idx.json',
    write: (f) => {
      const file = path.join(out, f.fileName);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, f.source);
      files++;
    },
  });
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const usage = process.resourceUsage();
  process.stdout.write(JSON.stringify({ pages, files, buildCpuMs: (cpu.user + cpu.system) / 1000, buildWallMs: wall, rssDocsMB: 0, peakRssMB: usage.maxRSS / 1024 }));
  process.exit(0);
}

// ---------- parent ----------
const STREAM = process.argv.includes('--stream');
const SIZES = (arg('--sizes') ?? '10000,50000').split(',').map(Number).filter((n) => n > 0);
const QUERIES = Number(arg('--queries') ?? 60);
const LANGS = (arg('--langs') ?? 'en,zh').split(',');
const { makeQueries, reciprocalRank } = await import('./queries.mjs');
const { loadDocs } = await import('./markdown.mjs');
const { LazyIndex } = await import('../dist/index.js');

const gzipCache = new Map();
/** gzip bytes of a file of the built index (level 6, what a server sends), read once. */
function fileBytes(out, name) {
  let hit = gzipCache.get(name);
  if (!hit) {
    const source = fs.readFileSync(path.join(out, name), 'utf8');
    hit = { bytes: zlib.gzipSync(source, { level: 6 }).length, json: source };
    gzipCache.set(name, hit);
  }
  return hit;
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

/** A fresh visit: the root, then what each query fetches. */
function visit(out) {
  const root = fileBytes(out, 'idx.json');
  let bytes = root.bytes;
  // By kind of file: the root, term shards (t), heading shards (h), fragments (f); a sparse index's dictionary
  // blocks (d, e) and overflow shards (o).
  const kinds = { root: root.bytes, t: 0, h: 0, f: 0, d: 0, e: 0, o: 0 };
  const lazy = new LazyIndex(JSON.parse(root.json), async (name) => {
    const f = fileBytes(out, `idx/${name}.json`);
    bytes += f.bytes;
    kinds[name[0]] = (kinds[name[0]] ?? 0) + f.bytes;
    return JSON.parse(f.json);
  });
  return { search: (q, limit = LIMIT) => lazy.search(q, { limit }), bytes: () => bytes, kinds };
}

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const results = [];
console.log(`search scale bench, ${new Date().toISOString()}, Node ${process.version}, load ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
const KEEP = arg('--keep');
for (const n of SIZES) {
  const dir = KEEP ? path.join(KEEP, String(n)) : fs.mkdtempSync(path.join(os.tmpdir(), `rsdocs-search-scale-${n}-`));
  try {
    if (!KEEP || !fs.existsSync(path.join(dir, 'corpus'))) execFileSync(process.execPath, [findGenerator(), path.join(dir, 'corpus'), String(n)], { stdio: 'ignore' });
    for (const lang of LANGS) {
      gzipCache.clear();
      const out = path.join(dir, `out-${lang}`);
      const load = os.loadavg()[0];
      const reuse = KEEP && !process.argv.includes('--rebuild') && fs.existsSync(path.join(out, 'build.json'));
      let build;
      if (reuse) build = JSON.parse(fs.readFileSync(path.join(out, 'build.json'), 'utf8'));
      else {
        fs.rmSync(out, { recursive: true, force: true });
        fs.mkdirSync(out);
        let args = ['--build', path.join(dir, 'corpus'), lang, out];
        if (STREAM) {
          const spool = path.join(dir, `${lang}.jsonl`);
          if (!KEEP || !fs.existsSync(spool)) execFileSync(process.execPath, ['--max-old-space-size=4096', fileURLToPath(import.meta.url), '--spool', path.join(dir, 'corpus'), lang, spool], { stdio: 'ignore' });
          args = ['--build-stream', spool, lang, out];
        }
        const child = spawnSync(process.execPath, ['--max-old-space-size=4096', fileURLToPath(import.meta.url), ...args], { encoding: 'utf8', maxBuffer: 1 << 20 });
        if (child.status !== 0) throw new Error(`index build failed (N=${n}, ${lang}): ${child.stderr}`);
        build = JSON.parse(child.stdout);
        if (KEEP) fs.writeFileSync(path.join(out, 'build.json'), JSON.stringify(build));
      }
      const queries = makeQueries(loadDocs(path.join(dir, 'corpus'), lang), lang).slice(0, QUERIES);
      const first = [];
      const firstKinds = { root: [], t: [], h: [], f: [], d: [], e: [], o: [] };
      const worst = [];
      for (const { q } of queries) {
        const v = visit(out);
        await v.search(q);
        first.push(v.bytes());
        for (const k of Object.keys(firstKinds)) firstKinds[k].push(v.kinds[k]);
        worst.push({ q, bytes: v.bytes(), kinds: { ...v.kinds } });
      }
      // The costliest first queries, by kind of file: what a budget's max is made of.
      worst.sort((a, b) => b.bytes - a.bytes);
      for (const w of worst.slice(0, Number(arg('--worst') ?? 0))) console.log(`  ${JSON.stringify(w.q)} ${kib(w.bytes)}: ${Object.entries(w.kinds).filter(([, b]) => b).map(([k, b]) => `${k} ${kib(b)}`).join(', ')}`);
      const split = Object.fromEntries(Object.entries(firstKinds).map(([k, v]) => [k, percentile(v, 0.5)]));
      const later = [];
      const laterWorst = [];
      const session = visit(out);
      await session.search(queries[0].q);
      for (const { q } of queries.slice(1)) {
        const before = session.bytes();
        const kinds = { ...session.kinds };
        await session.search(q);
        later.push(session.bytes() - before);
        laterWorst.push({ q, bytes: session.bytes() - before, kinds: Object.fromEntries(Object.entries(session.kinds).map(([k, b]) => [k, b - (kinds[k] ?? 0)])) });
      }
      laterWorst.sort((a, b) => b.bytes - a.bytes);
      for (const w of laterWorst.slice(0, Number(arg('--worst') ?? 0))) console.log(`  later ${JSON.stringify(w.q)} ${kib(w.bytes)}: ${Object.entries(w.kinds).filter(([, b]) => b).map(([k, b]) => `${k} ${kib(b)}`).join(', ')}`);
      // Quality, page-level as bench:search measures it (MRR@10, hit@1), over the same queries at limit 10.
      let rr = 0;
      let top1 = 0;
      const judge = visit(out);
      for (const { q, relevant } of queries) {
        const r = reciprocalRank((await judge.search(q, 10)).map((h) => h.routePath), relevant);
        rr += r;
        if (r === 1) top1++;
      }
      const rootBytes = fileBytes(out, 'idx.json').bytes;
      const row = { n, pages: build.pages, lang, load, ...build, rootBytes, firstMedian: percentile(first, 0.5), firstMax: Math.max(...first), laterMedian: percentile(later, 0.5), laterMax: Math.max(...later), mrr: rr / queries.length, hit1: top1 / queries.length, firstMedianByKind: split };
      results.push(row);
      console.log(
        `N=${n} ${lang}: ${build.pages} pages, ${build.files} files; root ${kib(rootBytes)}; first query ${kib(row.firstMedian)} median / ${kib(row.firstMax)} max; (median by kind: root ${kib(split.root)}, term shards ${kib(split.t)}, heading shards ${kib(split.h)}, fragments ${kib(split.f)}, dictionary blocks ${kib(split.d + split.e)}, overflow ${kib(split.o)}); later query ${kib(row.laterMedian)} median / ${kib(row.laterMax)} max; MRR@10 ${row.mrr.toFixed(3)}, hit@1 ${row.hit1.toFixed(3)}; build ${(build.buildCpuMs / 1000).toFixed(1)} s CPU, peak RSS ${build.peakRssMB.toFixed(0)} MB (${build.rssDocsMB.toFixed(0)} MB with the pages loaded); load ${load.toFixed(2)}`,
      );
    }
  } finally {
    if (!KEEP) fs.rmSync(dir, { recursive: true, force: true });
  }
}
if (arg('--json')) fs.writeFileSync(arg('--json'), `${JSON.stringify({ date: new Date().toISOString(), node: process.version, results }, null, 2)}\n`);
