// Builds the Rslib site (packages/site) at two commits and compares their dist/ byte for byte (page modules, whose
// names hash the engine's fingerprint, compared by their bytes under either name; see below).
//
//   node scripts/compare-dist.mjs <before> [after]     (after defaults to HEAD; a ref or commit each)
//
// Each commit is checked out in a worktree of its own under $TMPDIR/rsdocs-compare-dist/<commit> (kept, so a
// second run at the same commit builds nothing again: pass --rebuild to build anyway), its packages installed
// and built as CI does, and the site built without the build cache. Prints every file that differs, is missing
// or is extra, and exits 1 when there is any; 0 when the two dists are the same.
//
// The theme's dist must be reproducible for this to mean anything: before its tsup config expanded the browser
// entries in a stable order (packages/theme/scripts/stable-entries.mjs), their order, and so the theme's chunks and
// the site's bundle, changed from build to build. At such a commit the script gives the config the same stable
// order before building (the only change it makes to a commit's files).
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const rebuild = process.argv.includes('--rebuild');
if (!args.length) {
  console.error('usage: node scripts/compare-dist.mjs <before> [after] [--rebuild]');
  process.exit(2);
}
const repo = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const root = path.join(os.tmpdir(), 'rsdocs-compare-dist');
const pnpm = ['npx', 'pnpm@10.34.8'];

const git = (...a) => execFileSync('git', a, { cwd: repo, encoding: 'utf8' }).trim();
function run(cwd, cmd, ...a) {
  console.log(`  $ ${[cmd, ...a].join(' ')}`);
  execFileSync(cmd, a, { cwd, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, RSDOCS_CACHE: '0' } });
}

/** The site's dist at `ref`, built in a worktree of its own. */
function distAt(ref) {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const dir = path.join(root, commit.slice(0, 12));
  const dist = path.join(dir, 'packages/site/dist');
  const done = path.join(dir, '.compare-dist-built');
  if (!rebuild && fs.existsSync(done)) {
    console.log(`${ref} (${commit.slice(0, 7)}): built before, in ${dir}`);
    return dist;
  }
  console.log(`${ref} (${commit.slice(0, 7)}): building in ${dir}`);
  if (!fs.existsSync(dir)) {
    fs.mkdirSync(root, { recursive: true });
    git('worktree', 'add', '--detach', dir, commit);
  }
  stabilizeThemeEntries(dir);
  run(dir, pnpm[0], ...pnpm.slice(1), 'install', '--prefer-offline', '--frozen-lockfile');
  run(dir, pnpm[0], ...pnpm.slice(1), '--filter', '@rsdocs/search', '--filter', '@rsdocs/theme', 'run', 'build');
  run(dir, pnpm[0], ...pnpm.slice(1), '--filter', '@rsdocs/site', 'run', 'build');
  fs.writeFileSync(done, `${new Date().toISOString()}\n`);
  return dist;
}

/** At a commit whose theme build takes its browser entries in the file system's order: the stable order. */
function stabilizeThemeEntries(dir) {
  const config = path.join(dir, 'packages/theme/tsup.config.ts');
  const text = fs.readFileSync(config, 'utf8');
  if (text.includes('stableEntries(')) return;
  const browserEntries = /entry: (\['src\/\*\*\/\*\.ts'[^\]]*\]),/;
  if (!browserEntries.test(text)) throw new Error(`${config}: no browser entry list to put in a stable order`);
  fs.copyFileSync(path.join(repo, 'packages/theme/scripts/stable-entries.mjs'), path.join(dir, 'packages/theme/scripts/stable-entries.mjs'));
  const patched = `import { stableEntries } from './scripts/stable-entries.mjs';\n${text.replace(browserEntries, 'entry: stableEntries($1),')}`;
  fs.writeFileSync(config, patched);
  console.log('  (theme browser entries put in a stable order for this build)');
}

/** Every file under `dir`, relative to it, with the hash of its bytes. */
function hashes(dir) {
  const out = new Map();
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.set(path.relative(dir, p), crypto.createHash('sha256').update(fs.readFileSync(p)).digest('hex'));
    }
  };
  walk(dir);
  return out;
}

const [before, after = 'HEAD'] = args;
const beforeDir = distAt(before);
const afterDir = distAt(after);
const a = hashes(beforeDir);
const b = hashes(afterDir);

// A page module's name holds a hash of its source key, and the key the build cache's fingerprint, which covers every
// byte of the theme's dist: any change to the engine renames every page module, their bytes the same. Such files
// (the same bytes under the same name but for the hash) are paired, and the other files compared with the old
// names put in for the new: what is left is what differs.
const stem = (f) => f.replace(/-[\w-]{8}(\.[a-z]+)$/, '$1');
const onlyA = [...a.keys()].filter((f) => !b.has(f));
const onlyB = new Map([...b.keys()].filter((f) => !a.has(f)).map((f) => [`${stem(f)}\0${b.get(f)}`, f]));
const renamed = new Map();
for (const f of onlyA) {
  const twin = onlyB.get(`${stem(f)}\0${a.get(f)}`);
  if (twin) renamed.set(f, twin);
}
const TEXT = /\.(html|json|js|css|xml|txt|md|webmanifest)$/;
const renames = [...renamed].map(([from, to]) => [path.basename(from), path.basename(to)]);
const sameAfterRenames = (f) => {
  if (!TEXT.test(f)) return false;
  let text = fs.readFileSync(path.join(beforeDir, f), 'utf8');
  for (const [from, to] of renames) text = text.split(from).join(to);
  return text === fs.readFileSync(path.join(afterDir, f), 'utf8');
};
const missing = onlyA.filter((f) => !renamed.has(f)).sort();
const renamedTo = new Set(renamed.values());
const extra = [...b.keys()].filter((f) => !a.has(f) && !renamedTo.has(f)).sort();
const differing = [...a.keys()].filter((f) => b.has(f) && a.get(f) !== b.get(f));
const changed = differing.filter((f) => !sameAfterRenames(f)).sort();
const show = (label, files) => {
  if (!files.length) return;
  console.log(`${label} (${files.length}):`);
  for (const f of files.slice(0, 50)) console.log(`  ${f}`);
  if (files.length > 50) console.log(`  … and ${files.length - 50} more`);
};
const same = [...a.keys()].filter((f) => b.get(f) === a.get(f)).length;
console.log(`${before} → ${after}: ${a.size} → ${b.size} files; ${same} the same name and bytes; ${renamed.size} page modules the same bytes under a new hash; ${differing.length - changed.length} the same once those names are put in`);
show(`only in ${before}`, missing);
show(`only in ${after}`, extra);
show('different bytes', changed);
if (missing.length || extra.length || changed.length) process.exit(1);
console.log(`identical: every file the same bytes, names of renamed page modules aside (${before} and ${after})`);
