// `pnpm bench:limits`: every figure of issue #33 ("Performance at the limits") in one run, then a checklist of its
// targets (scripts/bench/limits.mjs), written to bench/results-limits.json with the load average at each part's
// start. It runs the other benches one after the other; about two hours on a quiet 2-core machine. Run it alone:
// the targets are for a quiet machine, and a part that starts above load 2 is marked so.
//
//   LIMITS_SKIP=scale,peers,site,dev,search   leave parts out (their last results files are read instead)
//   BENCH_PEER_TIMEOUT=1800                    seconds a peer's 20,002-page build may take
//   BENCH_SETTLE_LOAD=1                        the load each part and build waits to fall below (at most 5 min; 0: none)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { limitsChecklist, printChecklist } from './bench/limits.mjs';
import { repoRoot } from './lib.mjs';
import { settleLoad } from './bench/settle.mjs';

/** The load a part and each of its builds wait to fall below (see `settleLoad`); at most 5 minutes each; 0: no wait. */
const QUIET_LOAD = Number(process.env.BENCH_SETTLE_LOAD ?? 1);

const skip = new Set((process.env.LIMITS_SKIP ?? '').split(',').map((s) => s.trim()).filter(Boolean));
const searchJson = path.join(repoRoot, 'bench/search-scale.json');

/** Each part: the command and the env it runs with. */
const PARTS = [
  // Our build at 2,002, 20,002 and 100,002 pages, each followed by a one-page edit: bench/results-scale.json.
  { name: 'scale', cmd: ['node', 'scripts/bench.mjs'], env: { BENCH_SIZES: '1000,10000,50000', BENCH_SKIP: 'rspress,vitepress,lighthouse,navigation,loaded', BENCH_SITE_RUNS: '1' } },
  // Rspress 2 and VitePress at 20,002 pages (ours again beside them): bench/results-peers-at-scale.json.
  { name: 'peers', cmd: ['node', 'scripts/bench.mjs'], env: { BENCH_SIZES: '10000', BENCH_PEERS_AT_SCALE: '1', BENCH_SKIP: 'lighthouse,navigation,loaded', BENCH_SITE_RUNS: '1' } },
  // The Rslib site: loaded JS, Lighthouse five times on six pages, navigation and first search: bench/results.json.
  { name: 'site', cmd: ['node', 'scripts/bench.mjs'], env: { BENCH_SIZES: '65', BENCH_SKIP: 'rspress,vitepress', BENCH_LIGHTHOUSE_RUNS: '5' } },
  // The dev server at 20,002 pages (bench/results.json's `dev`), ours only.
  { name: 'dev', cmd: ['node', 'scripts/bench-dev.mjs'], env: { BENCH_SIZES: '10000', BENCH_SKIP: 'rspress,vitepress' } },
  // The search index at 100,002 pages: bytes of a first and a later query.
  { name: 'search', cmd: ['node', 'packages/search/bench/scale-bench.mjs', '--sizes', '50000', '--stream', '--json', searchJson], env: {}, build: ['npx', 'pnpm@10.34.8', '--filter', '@rsdocs/search', 'run', 'build'] },
];

const parts = [];
for (const part of PARTS) {
  if (skip.has(part.name)) continue;
  // Each part, and each build in it (`BENCH_SETTLE_LOAD`), starts once the last one's load has decayed.
  const load1m = Math.round(settleLoad({ below: QUIET_LOAD }) * 100) / 100;
  const started = Date.now();
  console.log(`\n=== ${part.name} (load ${load1m}) ===`);
  if (part.build) spawnSync(part.build[0], part.build.slice(1), { cwd: repoRoot, stdio: 'ignore' });
  const run = spawnSync(part.cmd[0], part.cmd.slice(1), { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, BENCH_SETTLE_LOAD: String(QUIET_LOAD), ...part.env } });
  parts.push({ name: part.name, load1m, seconds: Math.round((Date.now() - started) / 1000), exitCode: run.status });
}

const read = (file) => {
  const full = path.join(repoRoot, 'bench', file);
  return fs.existsSync(full) ? JSON.parse(fs.readFileSync(full, 'utf8')) : null;
};
const checklist = limitsChecklist({ scale: read('results-scale.json'), peers: read('results-peers-at-scale.json'), results: read('results.json'), search: read('search-scale.json'), parts });
console.log(`\n${printChecklist(checklist)}`);
fs.writeFileSync(
  path.join(repoRoot, 'bench/results-limits.json'),
  `${JSON.stringify({ about: 'pnpm bench:limits (scripts/bench-limits.mjs): issue #33’s targets against the figures of the parts run (or the last results files of parts skipped).', date: new Date().toISOString(), machine: { cpu: os.cpus()[0]?.model.trim(), cores: os.cpus().length }, parts, ...checklist }, null, 2)}\n`,
);
