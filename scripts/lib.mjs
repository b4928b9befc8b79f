// Helpers shared by the root scripts (start, test, bench): run commands, install on first use.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const PNPM = ['-y', 'pnpm@10.34.8'];

export function run(cmd, args, opts = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: repoRoot, ...opts });
  if (result.status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
    process.exit(result.status ?? 1);
  }
}

export function pnpm(args, opts) {
  run('npx', [...PNPM, ...args], opts);
}

/** Install the workspace once (a fresh clone has no node_modules). */
export function ensureInstalled() {
  if (fs.existsSync(path.join(repoRoot, 'node_modules', '.modules.yaml'))) return;
  console.log('→ installing dependencies (first run)…');
  pnpm(['install', '--frozen-lockfile']);
}
