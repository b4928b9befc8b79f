// Bench-only tools (Rspress, VitePress, Lighthouse, chrome-launcher) live in bench/tools with their own npm
// lockfile, outside the pnpm workspace: only `pnpm bench` installs them, never `pnpm test` or CI.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../lib.mjs';

export const toolsDir = path.join(repoRoot, 'bench/tools');
const stampFile = path.join(toolsDir, 'node_modules/.bench-install-stamp');
const requireTool = createRequire(path.join(toolsDir, 'package.json'));

/** Hash of the manifest and lockfile: the install is stale when it differs from the stamp of the last one. */
function manifestHash() {
  const h = crypto.createHash('sha256');
  for (const f of ['package.json', 'package-lock.json']) {
    const p = path.join(toolsDir, f);
    if (fs.existsSync(p)) h.update(fs.readFileSync(p));
  }
  return h.digest('hex');
}

/** `npm install --prefix bench/tools` when its node_modules is missing or older than its manifest/lockfile. */
export function ensureTools() {
  const hash = manifestHash();
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === hash) return;
  console.log('→ installing bench tools in bench/tools (npm)…');
  // --ignore-scripts: nothing there needs an install script, and it rules out any browser download.
  const r = spawnSync('npm', ['install', '--prefix', toolsDir, '--ignore-scripts', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm install in bench/tools failed');
  fs.writeFileSync(stampFile, manifestHash()); // the lockfile may have been rewritten
}

/** Absolute path of a tool's CLI script, run with `node` so no npx/npm process sits in the timing. */
export function toolBin(name) {
  const pkg = { rspress: '@rspress/core', vitepress: 'vitepress' }[name];
  const manifestPath = requireTool.resolve(`${pkg}/package.json`);
  const { bin } = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  return path.join(path.dirname(manifestPath), typeof bin === 'string' ? bin : bin[name]);
}

export function toolVersion(pkg) {
  try {
    return JSON.parse(fs.readFileSync(requireTool.resolve(`${pkg}/package.json`), 'utf8')).version;
  } catch {
    return null;
  }
}

/** Import an ES module installed in bench/tools (the bench scripts themselves live outside it). */
export async function importTool(pkg) {
  const manifestPath = requireTool.resolve(`${pkg}/package.json`);
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  return import(pathToFileURL(path.join(path.dirname(manifestPath), manifest.main ?? 'index.js')).href);
}
