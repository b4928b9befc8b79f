// `pnpm bench:dev`: the dev server as an author meets it, for the Rslib site and the generated corpus (2N+2 pages
// for each N of BENCH_SIZES, default 1000 → 2,002 pages) with our engine, and the same corpus with the VitePress
// 1.6 and Rspress 2 dev servers in the same run. Figures are printed and written to bench/results.json (`dev`),
// never asserted.
//
//   cold start   spawn of the server, its caches cleared (Vite's pre-bundled deps, VitePress's cache, Rspress's
//                node_modules/.cache), to the doc page's title painted in Chromium
//   warm start   the same with the caches of the previous start kept (a restart)
//   edit         a paragraph written into the open page's file to the new text in its DOM
//   peak RSS     largest resident memory of the server process over its starts and edits (VmHWM)
//   50 pages     (corpora) 50 pages across the sections and languages opened one after another in the same tab,
//                each to its title painted and the app hydrated: the server's RSS (VmRSS) after the 10th and the
//                50th, each read after a full collection of its threads (ours: through its inspector), and its
//                growth per page between them; the reads without collecting and their least-squares slope too
//   first search (corpora) Ctrl+K on the open page, a word typed: first keystroke to the first result shown (the
//                dev server builds its index when first asked)
//
//   BENCH_SIZES=1000            corpus sizes N (N pages per language)
//   BENCH_DEV_RUNS=5            starts of each kind and edits per target (medians are reported, with every run)
//   BENCH_DEV_PEER_RUNS=runs    the same for VitePress and Rspress (a cold start of theirs can take minutes here)
//   BENCH_SKIP=rspress,vitepress,site,warm,walk,search   leave parts out
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './bench/browser.mjs';
import { corpusDocPage, ensureCorpus, prepareTool } from './bench/corpus.mjs';
import { openPage, timeEdits, timeFirstSearch, timeStart, walkPages } from './bench/dev-server.mjs';
import { attachInspector } from './bench/inspector.mjs';
import { median } from './bench/measure.mjs';
import { ensureTools, toolBin, toolsDir, toolVersion } from './bench/tools.mjs';
import { ensureInstalled, pnpm, repoRoot } from './lib.mjs';

const sizes = (process.env.BENCH_SIZES ?? '1000').split(',').filter(Boolean).map(Number);
const runs = Math.max(1, Number(process.env.BENCH_DEV_RUNS ?? 5));
const peerRuns = Math.max(1, Number(process.env.BENCH_DEV_PEER_RUNS ?? runs));
// Ours must paint in seconds; a peer's cold start on 2,002 pages took ~110 s on a loaded 2-core machine.
const PEER_TIMEOUT_MS = 600_000;
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').map((s) => s.trim()).filter(Boolean));
const competitors = ['vitepress', 'rspress'].filter((t) => !skip.has(t));
const rsdocsBin = path.join(repoRoot, 'packages/theme/bin/rsdocs.js');
const loadAtStart = os.loadavg()[0];
const TARGETS = { coldSiteMs: 1500, coldCorpusMs: 3000, editMs: 200, rssMb: 800, rssPerPageMb: 1, firstSearchMs: 5000 };
const WALK_PAGES = 50;

ensureInstalled();
pnpm(['--filter', '@rsdocs/theme', '--filter', '@rsdocs/search', 'run', 'build'], { stdio: 'ignore' });
if (competitors.length) ensureTools();

let port = 5610;
const rm = (...dirs) => () => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
const titleOf = (file) => /^# (.*)$/m.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';

/** What to start, where, which page to open and edit, and what makes its start cold. */
function rsdocsTarget(site, cwd, pagePath, file) {
  const p = port++;
  return {
    site,
    tool: 'rsdocs',
    port: p,
    path: pagePath,
    file,
    title: titleOf(file),
    // `--inspect-port=0`: no inspector until the walk opens it (SIGUSR1) to collect garbage before reading RSS.
    command: { cmd: process.execPath, args: ['--inspect-port=0', rsdocsBin, 'dev', cwd, '--port', String(p), '--host', '127.0.0.1'], cwd },
    clear: rm(path.join(cwd, 'node_modules/.vite')),
  };
}

/**
 * `count` pages of the corpus spread evenly over its files (both languages, every section), each as { path, title }.
 */
function walkOf(dir, count) {
  const docs = path.join(dir, 'docs');
  const files = fs.readdirSync(docs, { recursive: true }).filter((f) => f.endsWith('.md') && !/(^|\/)index\.md$/.test(f)).sort();
  const step = files.length / count;
  return Array.from({ length: count }, (_, i) => {
    const rel = files[Math.floor(i * step)].split(path.sep).join('/').replace(/\.md$/, '');
    const [lang, ...rest] = rel.split('/');
    return { path: `${lang === 'en' ? '' : `/${lang}`}/${rest.join('/')}`, title: titleOf(path.join(docs, `${rel}.md`)) };
  });
}

function corpusTargets(n) {
  const dir = ensureCorpus(n);
  const site = `corpus ${2 * n + 2} pages`;
  const pagePath = `/${corpusDocPage(dir).replace(/\.html$/, '')}`;
  const file = path.join(dir, 'docs/en', `${pagePath.slice(1)}.md`);
  prepareTool('rsdocs', dir);
  const ours = rsdocsTarget(site, dir, pagePath, file);
  // The search: a word of the open page's title, which other pages' titles share.
  const targets = [{ ...ours, walk: walkOf(dir, WALK_PAGES), searchQuery: ours.title.split(' ').at(-1).toLowerCase() }];
  for (const tool of competitors) {
    const { cwd } = prepareTool(tool, dir);
    const p = port++;
    const base = { site, tool, port: p, path: pagePath, file, title: titleOf(file), runs: peerRuns, timeoutMs: PEER_TIMEOUT_MS };
    if (tool === 'vitepress') {
      // Its dev server pre-bundles `vitepress > vue` and the like, resolved from the project: without a node_modules
      // there ("Failed to resolve dependency: vitepress > …") the browser finds them later and reloads, as no
      // VitePress user's project would.
      const modules = path.join(cwd, 'node_modules');
      if (!fs.existsSync(modules)) fs.symlinkSync(path.join(toolsDir, 'node_modules'), modules);
      targets.push({ ...base, command: { cmd: process.execPath, args: [toolBin('vitepress'), 'dev', '.', '--port', String(p), '--host', '127.0.0.1'], cwd }, clear: rm(path.join(cwd, '.vitepress/cache')) });
    } else targets.push({ ...base, command: { cmd: process.execPath, args: [toolBin('rspress'), 'dev', '--port', String(p), '--host', '127.0.0.1'], cwd }, clear: rm(path.join(cwd, 'node_modules')) });
  }
  return targets;
}

const targets = [];
if (!skip.has('site'))
  targets.push(rsdocsTarget('Rslib site', path.join(repoRoot, 'packages/site'), '/guide/start/quick-start', path.join(repoRoot, 'packages/site/docs/en/guide/start/quick-start.mdx')));
for (const n of sizes) targets.push(...corpusTargets(n));

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const rows = [];
for (const target of targets) {
  console.log(`→ ${target.site}: ${target.tool} dev server…`);
  const row = { site: target.site, tool: target.tool, page: target.path };
  let last = null;
  try {
    const cold = [];
    const warm = [];
    let peak = 0;
    const measure = async (kind, into) => {
      for (let i = 0; i < (target.runs ?? runs); i++) {
        await last?.context.close();
        await last?.server.stop();
        last = await timeStart(browser, kind === 'cold' ? target : { ...target, clear: undefined }, { timeoutMs: target.timeoutMs });
        into.push(last.ms);
        peak = Math.max(peak, last.server.peakRssMb() ?? 0);
        console.log(`  ${kind} start ${i + 1}: ${last.ms} ms`);
      }
    };
    await measure('cold', cold);
    if (!skip.has('warm')) await measure('warm', warm);
    const edits = await timeEdits(last.page, target.file, target.runs ?? runs);
    console.log(`  edits: ${edits.times.join(', ')} ms${edits.reloaded ? ' (the page reloaded)' : ''}`);
    peak = Math.max(peak, last.server.peakRssMb() ?? 0);
    if (target.walk && !skip.has('walk')) {
      // Ours: RSS read after a full collection of the server's threads (dev-server.mjs, walkPages).
      const inspector = target.tool === 'rsdocs' ? await attachInspector(last.server.child, last.server.output) : null;
      const walk = await walkPages(last.page, last.server, target.port, target.walk, { inspector }).finally(() => inspector?.close());
      console.log(`  ${WALK_PAGES} pages: RSS ${walk.rssAfter10Mb} MB after 10, ${walk.rssAfterLastMb} MB after ${WALK_PAGES}${walk.collected ? ' (each after a full collection)' : ''}, ${walk.rssPerPageMb} MB per page after 10${walk.collected ? `; without collecting: ${walk.rawRssAfterLastMb} MB after ${WALK_PAGES}, ${walk.rawRssPerPageMb} MB per page (least squares)` : ''}; ${walk.cpuMs} ms CPU`);
      row.walk = walk;
      peak = Math.max(peak, last.server.peakRssMb() ?? 0);
    }
    if (target.searchQuery && !skip.has('search')) {
      try {
        // The walk ends on a page of the other language, whose index need not have the query's word (at 10,000
        // pages the word was only in its links' URLs): search from the page whose title the word comes from.
        if (target.walk && !skip.has('walk')) await openPage(last.page, target.port, target.path, target.title);
        const cpuBefore = last.server.cpuMs();
        row.firstSearchMs = await timeFirstSearch(last.page, target.searchQuery);
        row.firstSearchCpuMs = last.server.cpuMs() - cpuBefore;
        console.log(`  first search "${target.searchQuery}": ${row.firstSearchMs} ms (${row.firstSearchCpuMs} ms server CPU)`);
      } catch (error) {
        row.firstSearchError = error.message.split('\n')[0];
        console.log(`  first search failed: ${row.firstSearchError}`);
      }
      peak = Math.max(peak, last.server.peakRssMb() ?? 0);
    }
    await last.context.close();
    await last.server.stop();
    Object.assign(row, {
      coldMs: median(cold),
      coldRuns: cold,
      ...(warm.length ? { warmMs: median(warm), warmRuns: warm } : {}),
      editMs: median(edits.times),
      editRuns: edits.times,
      editReloadsPage: edits.reloaded,
      peakRssMb: peak,
    });
  } catch (error) {
    row.error = error.message.slice(0, 4000);
    console.log(`  ✗ ${error.message.split('\n')[0]}`);
    // A server left running would answer the next run on its port, in place of the one measured.
    await last?.context.close().catch(() => {});
    await last?.server.stop();
  }
  rows.push(row);
}
await browser.close();

// Printed as a Markdown table, targets marked for our rows.
const ms = (x) => (x == null ? '–' : `${Math.round(x)} ms`);
const range = (xs) => (xs?.length > 1 ? ` (${Math.min(...xs)}–${Math.max(...xs)})` : '');
const mark = (ok) => (ok == null ? '' : ok ? ' ✓' : ' ✗');
const lines = [
  `\nDev servers · ${os.cpus()[0]?.model.trim()} × ${os.cpus().length} · load ${loadAtStart.toFixed(2)} at start, ${os.loadavg()[0].toFixed(2)} at end · median of ${runs}${peerRuns !== runs ? ` (peers: ${peerRuns})` : ''}, range in brackets\n`,
  '| site | tool | cold start → page painted | warm start → page painted | edit → DOM updated | reload on edit | peak RSS | RSS after 10 / 50 pages (growth per page) | first search |',
  '|---|---|---|---|---|---|---|---|---|',
];
for (const r of rows) {
  if (r.error) {
    lines.push(`| ${r.site} | ${r.tool} | **failed**: ${r.error.split('\n')[0].slice(0, 120)} | | | | | | |`);
    continue;
  }
  const ours = r.tool === 'rsdocs';
  const coldTarget = r.site === 'Rslib site' ? TARGETS.coldSiteMs : TARGETS.coldCorpusMs;
  const walk = r.walk ? `${r.walk.rssAfter10Mb} / ${r.walk.rssAfterLastMb} MB${mark(ours ? r.walk.rssAfterLastMb <= TARGETS.rssMb : null)} (${r.walk.rssPerPageMb} MB${mark(ours ? r.walk.rssPerPageMb <= TARGETS.rssPerPageMb : null)})` : '–';
  const search = r.firstSearchMs != null ? `${ms(r.firstSearchMs)}${mark(ours ? r.firstSearchMs <= TARGETS.firstSearchMs : null)}` : r.firstSearchError ? `failed: ${r.firstSearchError.slice(0, 60)}` : '–';
  lines.push(
    `| ${r.site} | ${r.tool} | ${ms(r.coldMs)}${range(r.coldRuns)}${mark(ours ? r.coldMs <= coldTarget : null)} | ${ms(r.warmMs)}${range(r.warmRuns)} | ${ms(r.editMs)}${range(r.editRuns)}${mark(ours ? r.editMs <= TARGETS.editMs : null)} | ${r.editReloadsPage ? 'yes' : 'no'} | ${r.peakRssMb} MB${mark(ours && r.site !== 'Rslib site' ? r.peakRssMb <= TARGETS.rssMb : null)} | ${walk} | ${search} |`,
  );
}
lines.push(`\nTargets (ours): cold first page ≤ ${TARGETS.coldSiteMs} ms (site), ≤ ${TARGETS.coldCorpusMs} ms (corpus); edit ≤ ${TARGETS.editMs} ms; RSS ≤ ${TARGETS.rssMb} MB after ${WALK_PAGES} pages, growing ≤ ${TARGETS.rssPerPageMb} MB per page after the 10th (ours: both read after a full collection of the server's threads); first search ≤ ${TARGETS.firstSearchMs} ms.`);
console.log(lines.join('\n'));

// bench/results.json keeps the build bench's figures; this run replaces its `dev` part only.
const file = path.join(repoRoot, 'bench/results.json');
const results = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
results.dev = {
  about:
    'pnpm bench:dev (scripts/bench-dev.mjs). Cold start: spawn of the dev server with its caches cleared to the doc page title painted in Chromium (first frame after it appears); warm start: the same with the caches kept; edit: a paragraph written into the open page file to its text in the DOM; peak RSS: VmHWM of the server process; walk (corpora): 50 pages opened in a row, VmRSS after the 10th and the 50th (ours: each read after a full collection of every thread of the server, through its inspector opened by SIGUSR1 on --inspect-port=0) and its growth per page between them; rawRss: every read before any collection, rawRssPerPageMb its least-squares slope from the 10th (RSS moves with the collector); firstSearchMs (corpora): first keystroke to first result. Medians over runs.',
  loadAverage1mAtEnd: Math.round(os.loadavg()[0] * 100) / 100,
  date: new Date().toISOString(),
  machine: { cpu: os.cpus()[0]?.model.trim() ?? 'unknown', cores: os.cpus().length, memoryGb: Math.round(os.totalmem() / 2 ** 30), loadAverage1mAtStart: Math.round(loadAtStart * 100) / 100 },
  node: process.version,
  versions: { vitepress: toolVersion('vitepress'), '@rspress/core': toolVersion('@rspress/core') },
  runs,
  peerRuns,
  targets: TARGETS,
  servers: rows,
};
fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\n→ wrote ${path.relative(process.cwd(), file)} (dev)`);
