// `pnpm bench:mcp` (root) or `pnpm --filter @rsdocs/mcp run bench`: how fast `rsdocs mcp` starts and answers
// `search_docs`, on the Rslib site (packages/site/dist) and on the generated 2,002-page corpus (built with rsdocs
// as `pnpm bench` builds it, into .bench/corpus-1000/dist). Not part of `npm test`; figures are printed, never asserted.
//
//   MCP_BENCH_STARTS=5     server starts per site (the median is reported, with every run)
//   MCP_BENCH_ROUNDS=20    rounds of the query set per site, after the first (cold) round
//   MCP_BENCH_SIZE=1000    corpus size N (2N+2 pages); 0 leaves the corpus out
//   MCP_BENCH_GEN=…        the corpus generator (default: ../shared/bench/gen-corpus.mjs beside the repository)
//
// Start-up: from spawning `node rsdocs.js mcp --dir …` until the client's `initialize` is answered (what an editor
// waits for), and until the first `search_docs` answer (which opens the language's index from disk). Latency: each
// `search_docs` call as the client sees it (JSON-RPC over stdio included), cold (first time each query's files are
// read) and warm (p50/p95 of the later rounds).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const cli = path.join(repoRoot, 'packages/theme/bin/rsdocs.js');
// The site's project has @rsdocs/mcp installed: `rsdocs mcp` runs there, as in a site.
const projectDir = path.join(repoRoot, 'packages/site');
const STARTS = Number(process.env.MCP_BENCH_STARTS ?? 5);
const ROUNDS = Number(process.env.MCP_BENCH_ROUNDS ?? 20);
const SIZE = Number(process.env.MCP_BENCH_SIZE ?? 1000);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const ms = (x) => `${x.toFixed(1)} ms`;

function ensureBuilt(label, dist, build) {
  if (fs.existsSync(path.join(dist, '_rsdocs/sections'))) return;
  console.log(`building ${label}…`);
  const r = spawnSync(build.cmd, build.args, { cwd: build.cwd, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${label}: build failed`);
}

async function connect(dist) {
  const t0 = performance.now();
  const transport = new StdioClientTransport({ command: process.execPath, args: [cli, 'mcp', '--dir', dist], cwd: projectDir, stderr: 'inherit' });
  const client = new Client({ name: 'rsdocs-mcp-bench', version: '1.0.0' });
  await client.connect(transport);
  return { client, initialized: performance.now() - t0, t0 };
}

async function search(client, query, language) {
  const t = performance.now();
  const r = await client.callTool({ name: 'search_docs', arguments: { query, language } });
  const took = performance.now() - t;
  if (r.isError) throw new Error(`search_docs ${JSON.stringify(query)}: ${r.content[0].text}`);
  return { took, hits: r.structuredContent.hits.length };
}

async function benchSite(label, dist, queries) {
  const starts = [];
  for (let i = 0; i < STARTS; i++) {
    const { client, initialized, t0 } = await connect(dist);
    await search(client, queries[0][0], queries[0][1]);
    starts.push({ initialized, firstAnswer: performance.now() - t0 });
    await client.close();
  }
  const { client } = await connect(dist);
  const cold = [];
  for (const [q, lang] of queries) cold.push({ q, lang, ...(await search(client, q, lang)) });
  const warm = [];
  for (let r = 0; r < ROUNDS; r++) for (const [q, lang] of queries) warm.push((await search(client, q, lang)).took);
  await client.close();
  const pages = fs.readdirSync(path.join(dist, '_rsdocs/sections')).reduce((n, f) => n + JSON.parse(fs.readFileSync(path.join(dist, '_rsdocs/sections', f), 'utf8')).routes.length, 0);
  console.log(`\n${label} (${pages} pages, ${dist})`);
  console.log(`  start-up to initialize: median ${ms(median(starts.map((s) => s.initialized)))} (runs: ${starts.map((s) => s.initialized.toFixed(0)).join(', ')} ms)`);
  console.log(`  start-up to the first search_docs answer: median ${ms(median(starts.map((s) => s.firstAnswer)))} (runs: ${starts.map((s) => s.firstAnswer.toFixed(0)).join(', ')} ms)`);
  console.log(`  search_docs cold (first call of each query on a running server):`);
  for (const c of cold) console.log(`    ${JSON.stringify(c.q)} [${c.lang}]: ${ms(c.took)}, ${c.hits} hits`);
  console.log(`  search_docs warm (${warm.length} calls): p50 ${ms(pct(warm, 50))}, p95 ${ms(pct(warm, 95))}, max ${ms(Math.max(...warm))}`);
}

/** A few words of the corpus' own page titles (its llms.txt), in each language. */
function corpusQueries(dist) {
  const titles = [...fs.readFileSync(path.join(dist, 'llms.txt'), 'utf8').matchAll(/^- \[(.+?)\]\((\/zh\/)?/gm)].map((m) => ({ title: m[1], zh: !!m[2] }));
  const pick = (zh, i) => titles.filter((t) => t.zh === zh)[i]?.title ?? '';
  const en = [1, 37, 211].map((i) => pick(false, i).split(/\s+/).slice(0, 2).join(' '));
  const zh = [1, 37, 211].map((i) => pick(true, i).replace(/\s+/g, '').slice(0, 4));
  return [...en.map((q) => [q, 'en']), ...zh.map((q) => [q, 'zh']), ['config', 'en']].filter(([q]) => q);
}

const load = os.loadavg().map((x) => x.toFixed(2)).join(' ');
console.log(`rsdocs mcp bench: Node ${process.version}, ${os.cpus().length} cores, load ${load} at start`);

const siteDist = path.join(projectDir, 'dist');
ensureBuilt('the Rslib site', siteDist, { cmd: process.execPath, args: [cli, 'build'], cwd: projectDir });
await benchSite('Rslib site', siteDist, [
  ['dts', 'en'],
  ['module federation', 'en'],
  ['output.distPath', 'en'],
  ['模块联邦', 'zh'],
  ['类型声明', 'zh'],
  ['bundleless', undefined],
]);

if (SIZE > 0) {
  const { ensureCorpus, prepareTool } = await import(path.join(repoRoot, 'scripts/bench/corpus.mjs'));
  // The generator sits beside the repository (../shared/bench); from a git worktree, MCP_BENCH_GEN names it.
  const corpusDocs = path.join(repoRoot, '.bench', `corpus-${SIZE}`, 'docs');
  const generator = process.env.MCP_BENCH_GEN;
  if (generator && !fs.existsSync(path.join(corpusDocs, 'zh/index.md'))) {
    const r = spawnSync(process.execPath, [generator, corpusDocs, String(SIZE)], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`${generator} failed`);
  }
  const dir = ensureCorpus(SIZE);
  const dist = path.join(dir, 'dist');
  if (!fs.existsSync(path.join(dist, '_rsdocs/sections'))) ensureBuilt(`the corpus (N=${SIZE})`, dist, prepareTool('rsdocs', dir));
  await benchSite(`corpus N=${SIZE}`, dist, corpusQueries(dist));
}
console.log(`\nload ${os.loadavg().map((x) => x.toFixed(2)).join(' ')} at the end`);
