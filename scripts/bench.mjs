// `pnpm bench`: production-build figures for the Rslib site and for the shared generated corpus (2N+2 pages
// for each N of BENCH_SIZES, default 65,1000 → 132 and 2,002 pages) built by our engine, Rspress 2 and
// VitePress 1.6 in the same run; Lighthouse (mobile) on six kinds of the site's pages; client navigation and
// first search results timing. Prints tables and writes bench/results.json. Figures are reported, never asserted.
//
//   BENCH_SIZES=65                              corpus sizes (N per language)
//   BENCH_SKIP=rspress,vitepress,lighthouse,navigation,loaded   leave parts out for a quick run
//   BENCH_LIGHTHOUSE_RUNS=3                     Lighthouse runs per page (the median run is reported)
//   BENCH_NAV_RUNS=7                            runs per navigation case (median is reported)
//   BENCH_SITE_RUNS=5                           builds of the Rslib site (median wall and CPU time are reported,
//                                               with every run: this VM's speed swings by the hour)
//   BENCH_PEERS_AT_SCALE=1                      also build the corpus with Rspress and VitePress above 2,002 pages
//                                               (once per size; by default peers run up to N=1000 only)
//   BENCH_PEER_TIMEOUT=1800                     seconds a peer's build may take before it is recorded as timed out
//   BENCH_RSPRESS_SITE=/path/to/rsbuild/website  the real-site row: an Rspress site through create-rsdocs --from, and
//                                               Rspress 2 on the same folder (scripts/bench-rspress-site.mjs; unset:
//                                               skipped with a printed line saying how to get it)
//
// Our builds are cold (the persistent cache in node_modules/.cache/rsdocs is removed first); after each of them a
// page is edited and the site rebuilt with the cache that build left: the "one-page edit" figure.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { corpusDocPage, ensureCorpus, prepareTool } from './bench/corpus.mjs';
import { loadedJs } from './bench/loaded.mjs';
import { countHtml, dirSize, firstLoad, median, timedBuild } from './bench/measure.mjs';
import { printReport, writeResults } from './bench/report.mjs';
import { benchRspressSite, rspressSiteReport } from './bench/rspress-site.mjs';
import { ensureTools, toolVersion } from './bench/tools.mjs';
import { CHROMIUM } from './bench/browser.mjs';
import { ensureInstalled, pnpm, repoRoot } from './lib.mjs';
import { settleLoad } from './bench/settle.mjs';

const sizes = (process.env.BENCH_SIZES ?? '65,1000').split(',').filter(Boolean).map(Number);
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').map((s) => s.trim()).filter(Boolean));
const navRuns = Number(process.env.BENCH_NAV_RUNS ?? 7);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const siteRuns = Math.max(1, Number(process.env.BENCH_SITE_RUNS ?? 5));
const competitors = ['rspress', 'vitepress'].filter((t) => !skip.has(t));
const peersAtScale = process.env.BENCH_PEERS_AT_SCALE === '1';
const peerTimeoutSeconds = Number(process.env.BENCH_PEER_TIMEOUT ?? 1800);
const siteDist = path.join(repoRoot, 'packages/site/dist');
const SITE_DOC = '/guide/start/quick-start';
// Pages of different kinds for Lighthouse: home, a guide index, a long guide page (the doc page of the build rows),
// the config overview, a long config page and a zh page.
const LIGHTHOUSE_PAGES = {
  home: '/',
  guideIndex: '/guide/start/',
  doc: SITE_DOC,
  configOverview: '/config/',
  longConfig: '/config/lib/dts',
  zh: '/zh/guide/start/quick-start',
};
/** The built file of a route path: `/` → `index.html`, `/guide/start/` → `guide/start/index.html`. */
const pageFile = (route) => `${route.slice(1)}${route.endsWith('/') ? 'index' : ''}.html`;
const startedAt = new Date().toISOString();
const loadAtStart = os.loadavg()[0]; // the machine is shared: a high load explains noisy figures

ensureInstalled();
pnpm(['--filter', '@rsdocs/theme', '--filter', '@rsdocs/search', ...(process.env.BENCH_RSPRESS_SITE ? ['--filter', 'create-rsdocs'] : []), 'run', 'build'], { stdio: 'ignore' });
if (competitors.length || !skip.has('lighthouse')) ensureTools();

/**
 * Build one site with one tool and measure it; a failed build becomes an `error` row, not a crash. With several
 * runs, wall and CPU time are medians (every run's wall time is kept) and peak memory is the largest.
 */
function measureBuild(site, tool, { cwd, cmd, args, dist }, docPage, runs = 1, { timeoutSeconds } = {}) {
  console.log(`→ ${site}: ${tool}${runs > 1 ? ` (${runs} builds)` : ''}…`);
  const done = [];
  const loads = []; // the 1-minute load average as each build starts
  for (let i = 0; i < runs; i++) {
    fs.rmSync(dist, { recursive: true, force: true });
    // A cold build: our persistent cache would make every run after the first an incremental one.
    if (tool === 'rsdocs') fs.rmSync(path.join(cwd, 'node_modules/.cache/rsdocs'), { recursive: true, force: true });
    loads.push(settleLoad());
    const r = timedBuild(cmd, args, cwd, { timeoutSeconds });
    if (r.error) {
      console.log(`  ✗ ${tool} failed: ${r.error.split('\n')[0]}`);
      const atLimit = r.peakMb === undefined ? {} : { cpuSecondsAtLimit: round(r.cpuSeconds, 2), peakRssMbAtLimit: round(r.peakMb, 1) };
      return { site, tool, error: r.error, wallSeconds: round(r.seconds, 2), load1m: round(loads.at(-1), 2), ...atLimit };
    }
    done.push(r);
  }
  const run = { seconds: median(done.map((r) => r.seconds)), cpuSeconds: median(done.map((r) => r.cpuSeconds)), peakMb: Math.max(...done.map((r) => r.peakMb)) };
  try {
    const pages = countHtml(dist);
    const outputBytes = dirSize(dist);
    const doc = firstLoad(dist, docPage);
    const home = firstLoad(dist, 'index.html');
    const { js: _dj, ...docOut } = doc;
    const { js: _hj, ...homeOut } = home;
    return {
      site,
      tool,
      pages,
      wallSeconds: round(run.seconds, 2),
      ...(runs > 1 ? { wallRuns: done.map((r) => round(r.seconds, 2)) } : {}),
      cpuSeconds: round(run.cpuSeconds, 2),
      // Issue #33's per-page figures (CPU ms and output KiB per built page), kept in the JSON, not only printed.
      cpuMsPerPage: round((run.cpuSeconds / pages) * 1000, 2),
      load1m: round(median(loads), 2),
      // The load as each build started (one per build): on a shared machine it explains a figure apart from the rest.
      loadsAtStart: loads.map((l) => round(l, 2)),
      peakRssMb: round(run.peakMb, 1),
      outputMb: round(outputBytes / 1024 / 1024, 2),
      outputKbPerPage: round(outputBytes / 1024 / pages, 2),
      doc: docOut,
      home: homeOut,
      dist,
    };
  } catch (err) {
    return { site, tool, error: `built, but measuring failed: ${err.message}`, wallSeconds: round(run.seconds, 2) };
  }
}
const round = (x, d) => Math.round(x * 10 ** d) / 10 ** d;

/**
 * Our incremental build: one page gets a new paragraph and the site is built again with the cache the cold build
 * left. Reported next to the cold build (wall, CPU and their share of the cold figures); the page is restored after.
 */
function measureEdit(build, { cwd, cmd, args }, pageFile) {
  if (build.error) return build;
  const before = fs.readFileSync(pageFile, 'utf8');
  fs.writeFileSync(pageFile, `${before}\n\nEdited by the bench at ${new Date().toISOString()}.\n`);
  try {
    const load = settleLoad();
    const r = timedBuild(cmd, args, cwd);
    if (r.error) return { ...build, edit: { error: r.error } };
    return {
      ...build,
      edit: {
        page: path.relative(cwd, pageFile),
        wallSeconds: round(r.seconds, 2),
        cpuSeconds: round(r.cpuSeconds, 2),
        load1m: round(load, 2),
        peakRssMb: round(r.peakMb, 1),
        ofColdWall: round(r.seconds / build.wallSeconds, 3),
        ofColdCpu: round(r.cpuSeconds / build.cpuSeconds, 3),
      },
    };
  } finally {
    fs.writeFileSync(pageFile, before);
  }
}

/** Add what the doc and home pages fetch when opened in Chromium and left alone (see bench/loaded.mjs). */
async function withLoadedJs(build) {
  const { dist, ...record } = build;
  if (record.error || skip.has('loaded')) return record;
  try {
    // The Rslib site's row also measures the other kinds of page Lighthouse runs on.
    const more = dist === siteDist ? Object.values(LIGHTHOUSE_PAGES).map(pageFile).filter((p) => p !== record.doc.page && p !== record.home.page) : [];
    const loaded = await loadedJs(dist, [record.doc.page, record.home.page, ...more]);
    record.doc = { ...record.doc, loadedJsGzip: loaded[record.doc.page].jsGzip, loadedJsFiles: loaded[record.doc.page].jsFiles };
    record.home = { ...record.home, loadedJsGzip: loaded[record.home.page].jsGzip, loadedJsFiles: loaded[record.home.page].jsFiles };
    if (more.length) record.loadedJsByPage = loaded;
  } catch (err) {
    record.loadedError = err.message;
  }
  return record;
}

const builds = [];
const ratios = [];
const siteBuild = { cwd: path.join(repoRoot, 'packages/site'), cmd: 'node', args: [path.join(repoRoot, 'packages/site/node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], dist: siteDist };
builds.push(
  measureEdit(
    await withLoadedJs(measureBuild('Rslib site', 'rsdocs', siteBuild, `${SITE_DOC.slice(1)}.html`, siteRuns)),
    siteBuild,
    path.join(repoRoot, `packages/site/docs/en${SITE_DOC}.mdx`),
  ),
);
for (const n of sizes) {
  const dir = ensureCorpus(n);
  const site = `corpus ${2 * n + 2} pages`;
  const docPage = corpusDocPage(dir);
  const oursBuild = prepareTool('rsdocs', dir);
  const ours = measureEdit(await withLoadedJs(measureBuild(site, 'rsdocs', oursBuild, docPage)), oursBuild, path.join(dir, 'docs/en', docPage.replace(/\.html$/, '.md')));
  builds.push(ours);
  for (const tool of competitors) {
    if (n > 1000 && !peersAtScale) continue;
    const theirs = await withLoadedJs(measureBuild(site, tool, prepareTool(tool, dir), docPage, 1, { timeoutSeconds: peerTimeoutSeconds }));
    builds.push(theirs);
    ratios.push(
      ours.error || theirs.error
        ? { site, n, vs: tool, error: `${ours.error ? 'rsdocs' : tool} build failed` }
        : {
            site,
            n,
            vs: tool,
            wall: round(ours.wallSeconds / theirs.wallSeconds, 3),
            cpu: round(ours.cpuSeconds / theirs.cpuSeconds, 3),
            peakRss: round(ours.peakRssMb / theirs.peakRssMb, 3),
            output: round(ours.outputMb / theirs.outputMb, 3),
            // Script files plus inline scripts: our pages start the app from their inline head script.
            docJs: round((ours.doc.jsGzip + ours.doc.inlineJsGzip) / (theirs.doc.jsGzip + theirs.doc.inlineJsGzip), 3),
          },
    );
  }
}

const rspressSite = benchRspressSite({ skipRspress: skip.has('rspress') });

const siteBuilt = !builds[0].error;
let lighthouse = null;
if (!skip.has('lighthouse') && siteBuilt) {
  console.log('→ Lighthouse…');
  const { runLighthouse } = await import('./bench/lighthouse.mjs');
  lighthouse = await runLighthouse(siteDist, LIGHTHOUSE_PAGES, lighthouseRuns);
}
let navigation = null;
if (!skip.has('navigation') && siteBuilt) {
  console.log('→ client navigation…');
  const { runNavigation } = await import('./bench/navigation.mjs');
  navigation = await runNavigation(siteDist, { from: '/guide/start/', to: '/guide/basic/configure-rslib', runs: navRuns });
  console.log('→ first search results…');
  const { runSearchTiming } = await import('./bench/navigation.mjs');
  navigation.search = await runSearchTiming(siteDist, { page: '/guide/start/', query: 'plugin', runs: navRuns });
}

const results = {
  about:
    'pnpm bench (scripts/bench.mjs). Wall time, CPU time (user+sys) and peak RSS (GNU time %M: largest single process) of a cold production build; ' +
    'output = bytes under the output folder; pages = HTML files except 404; first-load = gzip -9 bytes of the page HTML and of the JS ' +
    '(script src, modulepreload, preload as=script) and CSS it references, with its inline scripts and styles apart (inlineJsGzip, inlineCssGzip; the doc JS ratio counts files + inline); loaded JS = gzip -9 of every same-origin JS file the page fetched in Chromium when opened and left alone until the network was idle (first load plus chunks its scripts load by themselves). Ratios are ours ÷ theirs. Lighthouse: default (mobile) config, the run with the median performance score of several. ' +
    'Navigation: click on a sidebar link to the first frame painted with the new h1 (inside the view transition, whose cross-fade goes on after it), ' +
    'median over fresh browser contexts.',
  date: startedAt,
  machine: {
    platform: `${os.platform()} ${os.release()}`,
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    loadAverage1mAtStart: round(loadAtStart, 2),
  },
  // The commit measured (with "+dirty" when the work tree has changes).
  commit: (() => {
    try {
      const git = (...a) => execFileSync('git', ['-C', repoRoot, ...a], { encoding: 'utf8' }).trim();
      return git('rev-parse', '--short', 'HEAD') + (git('status', '--porcelain', '--untracked-files=no') ? '+dirty' : '');
    } catch {
      return null;
    }
  })(),
  node: process.version,
  chromium: (() => {
    try {
      return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return null;
    }
  })(),
  versions: {
    'vite (ours)': JSON.parse(fs.readFileSync(path.join(repoRoot, 'packages/site/node_modules/vite/package.json'), 'utf8')).version,
    '@rspress/core': toolVersion('@rspress/core'),
    vitepress: toolVersion('vitepress'),
    lighthouse: toolVersion('lighthouse'),
  },
  sizes,
  skipped: [...skip],
  builds,
  ratios,
  lighthouse,
  navigation,
};
printReport(results);
console.log(rspressSiteReport(rspressSite));
// Runs above 2,002 pages are kept apart from the latest ordinary run (see README "Benchmark"); the dev-server
// figures (`pnpm bench:dev`) live in bench/results.json: keep them.
const atScale = sizes.some((n) => n > 1000);
const resultsFile = path.join(repoRoot, `bench/${!atScale ? 'results' : peersAtScale ? 'results-peers-at-scale' : 'results-scale'}.json`);
if (fs.existsSync(resultsFile)) {
  const { dev, rspressSite: lastRspressSite } = JSON.parse(fs.readFileSync(resultsFile, 'utf8'));
  if (dev) results.dev = dev;
  // A run without the site's folder keeps the last real-site figures (they carry their own date and load).
  results.rspressSite = rspressSite.skipped ? lastRspressSite : rspressSite;
} else if (!rspressSite.skipped) {
  results.rspressSite = rspressSite;
}
writeResults(resultsFile, results);
