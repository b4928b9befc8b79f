// The real-site row: an Rspress site taken as it is (Rsbuild's `website/` folder), moved onto rsdocs by
// `create-rsdocs --from` with local tarballs, installed and built cold and then warm; and, in the same run, the
// same folder built by Rspress 2 from its own package.json, where that installs. The site's folder comes from
// BENCH_RSPRESS_SITE and is only ever copied: both builds run in temporary folders. Figures are reported, never
// asserted (see scripts/bench-rspress-site.mjs and `pnpm bench`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { repoRoot } from '../lib.mjs';
import { dirSize, timedBuild } from './measure.mjs';
import { toolsDir } from './tools.mjs';

export const SITE_ENV = 'BENCH_RSPRESS_SITE';
const HOW_TO_GET =
  `set ${SITE_ENV} to an Rspress site's folder, e.g. Rsbuild's docs: ` +
  '`git clone --depth 1 https://github.com/web-infra-dev/rsbuild /tmp/rsbuild` and ' +
  `\`${SITE_ENV}=/tmp/rsbuild/website\``;
const PACKAGES = ['search', 'theme', 'create-rsdocs'];
// The page an author edits between the cold and the warm build (the first of these the site has).
const EDITED = ['docs/en/guide/start/quick-start.mdx', 'docs/en/guide/start/quick-start.md', 'docs/en/index.mdx', 'docs/en/index.md'];
const SCRIPT_LIMIT_GZIP = 150 * 1024; // issue #29: no script over 150 KB gzip

const round = (x, d) => Math.round(x * 10 ** d) / 10 ** d;
const tail = (text, lines = 12) => text.trim().split('\n').slice(-lines).join('\n');
const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));

/** Run a setup step (not timed); returns its output, or throws with the output's tail naming the step. */
function step(what, cmd, args, cwd) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1' } });
  const output = `${r.stdout ?? ''}${r.stderr ?? ''}`;
  if (r.status !== 0) throw new Error(`${what} failed (exit ${r.status ?? r.signal}):\n${tail(output)}`);
  return output;
}

/** `pnpm pack` of our three packages into `dir` (their dist must be built); returns { name: tarball }. */
function packTarballs(dir) {
  fs.mkdirSync(dir, { recursive: true });
  const packed = {};
  for (const name of PACKAGES) {
    const seen = new Set(fs.readdirSync(dir));
    step(`pnpm pack (${name})`, 'npx', ['-y', 'pnpm@10.34.8', 'pack', '--pack-destination', dir], path.join(repoRoot, 'packages', name));
    packed[name] = path.join(dir, fs.readdirSync(dir).find((f) => f.endsWith('.tgz') && !seen.has(f)));
  }
  return packed;
}

/** Copy the site, leaving out what a checkout does not have (installs, outputs, caches). */
function copySite(from, to) {
  const leaveOut = new Set(['node_modules', 'doc_build', 'dist', 'build', '.git', '.rsdocs']);
  fs.cpSync(from, to, { recursive: true, filter: (src) => src === from || !leaveOut.has(path.basename(src)) || path.dirname(src) !== from });
}

/** HTML pages of a built site: every .html file but the 404 page and redirect stubs (meta refresh). */
export function countPages(dist) {
  return walk(dist).filter((f) => f.endsWith('.html') && path.basename(f) !== '404.html' && !/<meta http-equiv="refresh"/i.test(fs.readFileSync(f, 'utf8'))).length;
}

/** The largest script of a built site by gzip -9 size, and how many are over the issue's 150 KB limit. */
export function largestScript(dist) {
  const sizes = walk(dist)
    .filter((f) => /\.m?js$/.test(f))
    .map((f) => ({ file: path.relative(dist, f), gzip: zlib.gzipSync(fs.readFileSync(f), { level: 9 }).length }));
  sizes.sort((a, b) => b.gzip - a.gzip);
  return { largest: sizes[0] ?? null, scripts: sizes.length, overLimit: sizes.filter((s) => s.gzip > SCRIPT_LIMIT_GZIP).length };
}

/**
 * A cold build (output and caches removed), then one page edited and the site built again with what the cold
 * build left: the figures an author meets on a first build and on the next one. Failures become `error` fields
 * carrying the build's own message.
 */
function coldAndWarm(tool, { cwd, cmd, args, env, outDirs, caches }) {
  const clear = () => [...outDirs, ...caches].forEach((d) => fs.rmSync(path.join(cwd, d), { recursive: true, force: true }));
  clear();
  console.log(`→ real site: ${tool}, cold build…`);
  const load1m = os.loadavg()[0];
  const cold = timedBuild(cmd, args, cwd, { env });
  if (cold.error) return { tool, error: cold.error, wallSeconds: round(cold.seconds, 2) };
  const outDir = outDirs.find((d) => fs.existsSync(path.join(cwd, d)));
  if (!outDir) return { tool, error: `the build exited 0 but wrote none of ${outDirs.join(', ')}` };
  const dist = path.join(cwd, outDir);
  const row = {
    tool,
    pages: countPages(dist),
    cold: { wallSeconds: round(cold.seconds, 2), cpuSeconds: round(cold.cpuSeconds, 2), peakRssMb: round(cold.peakMb, 1), load1m: round(load1m, 2) },
    outputMb: round(dirSize(dist) / 1024 / 1024, 2),
    ...largestScript(dist),
  };
  const edited = EDITED.find((f) => fs.existsSync(path.join(cwd, f)));
  if (edited) fs.appendFileSync(path.join(cwd, edited), `\n\nEdited by the bench at ${new Date().toISOString()}.\n`);
  console.log(`→ real site: ${tool}, warm build (${edited ?? 'nothing'} edited)…`);
  const warmLoad = os.loadavg()[0];
  const warm = timedBuild(cmd, args, cwd, { env });
  row.warm = warm.error
    ? { edited, error: warm.error }
    : { edited, wallSeconds: round(warm.seconds, 2), cpuSeconds: round(warm.cpuSeconds, 2), peakRssMb: round(warm.peakMb, 1), load1m: round(warmLoad, 2) };
  return row;
}

/** Our side: the migration, `npm install`, then the build script the migration wrote, cold and warm. */
function rsdocsRow(source, tmp) {
  const tarballs = packTarballs(path.join(tmp, 'tarballs'));
  const site = path.join(tmp, 'rsdocs');
  copySite(source, site);
  console.log('→ real site: create-rsdocs --from, npm install…');
  step('create-rsdocs --from', 'npm', ['exec', '--yes', `--package=${tarballs['create-rsdocs']}`, '--', 'create-rsdocs', '--from', 'rsdocs', '--tarballs', './tarballs'], tmp);
  step('npm install (migrated site)', 'npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], site);
  const script = JSON.parse(fs.readFileSync(path.join(site, 'package.json'), 'utf8')).scripts?.build;
  if (!script) throw new Error('the migrated package.json has no build script');
  // The script as `npm run build` runs it, without npm's own start-up in the timing.
  const outDir = /--out-dir[ =](\S+)/.exec(script)?.[1];
  const env = { PATH: `${path.join(site, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}` };
  const row = coldAndWarm('rsdocs', { cwd: site, cmd: 'sh', args: ['-c', script], env, outDirs: [outDir ?? 'dist'], caches: ['node_modules/.cache/rsdocs'] });
  return { ...row, buildScript: script };
}

/** Rspress's pinned version in bench/tools: the real site is built with the same Rspress as the corpus. */
const pinnedRspress = () => JSON.parse(fs.readFileSync(path.join(toolsDir, 'package.json'), 'utf8')).dependencies['@rspress/core'];

/**
 * The site's package.json as it can install outside its monorepo: `catalog:` and `workspace:` specs resolve only
 * there, so Rspress's packages get the version the bench pins and the rest their latest release. What changed is
 * returned, to be reported with the figures.
 */
function installablePackageJson(site) {
  const file = path.join(site, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
  const changed = [];
  for (const field of ['dependencies', 'devDependencies']) {
    for (const [name, spec] of Object.entries(pkg[field] ?? {})) {
      if (!/^(catalog|workspace):/.test(spec)) continue;
      pkg[field][name] = name.startsWith('@rspress/') ? pinnedRspress() : 'latest';
      changed.push(`${name}@${spec} → ${pkg[field][name]}`);
    }
  }
  fs.writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
  return changed;
}

/**
 * An Rspress config for `rspress build` when the site keeps its config in `rstack.config.*` (`define.doc(…)`),
 * whose own CLI (`rs doc build`) loads that file with Node's type stripping (Node ≥ 22.18): this file collects what
 * `define.doc` is given, through the session rstack's `define` writes to.
 */
const RSTACK_SHIM = `// Written by the rsdocs bench: hands Rspress the config rstack.config.ts gives to define.doc().
import { AsyncLocalStorage } from 'node:async_hooks';

const sessions = ((globalThis as any).__rstackConfigSessionStorage ??= new AsyncLocalStorage());
export default async () => {
  const session = { configs: {} as Record<string, any>, active: true };
  await sessions.run(session, () => import('./rstack.config.ts'));
  const doc = session.configs.doc;
  if (!doc) throw new Error('rstack.config.ts defined no doc config');
  return typeof doc === 'function' ? doc() : doc;
};
`;

/** Rspress 2's side: the site's own packages installed from the registry, then `rspress build`, cold and warm. */
function rspressRow(source, tmp) {
  const site = path.join(tmp, 'rspress');
  copySite(source, site);
  const changes = installablePackageJson(site);
  const names = fs.readdirSync(site);
  if (!names.some((f) => /^rspress\.config\./.test(f))) {
    if (!names.includes('rstack.config.ts')) throw new Error('no rspress.config.* or rstack.config.ts in the site');
    fs.writeFileSync(path.join(site, 'rspress.config.ts'), RSTACK_SHIM);
    changes.push('rspress.config.ts: written to load rstack.config.ts (define.doc) for `rspress build`');
  }
  console.log('→ real site: npm install of the site’s own packages (Rspress 2)…');
  step('npm install (Rspress site, from the registry)', 'npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], site);
  // A tsconfig extending a package of the site's monorepo fails every module's resolution in Rspack.
  const tsconfigFile = path.join(site, 'tsconfig.json');
  if (fs.existsSync(tsconfigFile)) {
    const tsconfig = JSON.parse(fs.readFileSync(tsconfigFile, 'utf8'));
    const base = typeof tsconfig.extends === 'string' ? tsconfig.extends : null;
    if (base && !base.startsWith('.') && !fs.existsSync(path.join(site, 'node_modules', base.split('/').slice(0, base.startsWith('@') ? 2 : 1).join('/')))) {
      delete tsconfig.extends;
      fs.writeFileSync(tsconfigFile, `${JSON.stringify(tsconfig, null, 2)}\n`);
      changes.push(`tsconfig.json: \`extends: ${base}\` removed (a package of the site's monorepo, not on the registry)`);
    }
  }
  const manifest = path.join(site, 'node_modules/@rspress/core/package.json');
  const { version, bin } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  const cli = path.join(path.dirname(manifest), typeof bin === 'string' ? bin : bin.rspress);
  const row = coldAndWarm('rspress', { cwd: site, cmd: 'node', args: [cli, 'build'], outDirs: ['doc_build'], caches: ['node_modules/.cache'] });
  return { ...row, version, changes };
}

/**
 * Both rows for the site in BENCH_RSPRESS_SITE. Without it: a printed line saying how to get a site, and
 * `{ skipped }`. `skipRspress` leaves Rspress's build out. The temporary folder is removed unless BENCH_KEEP=1.
 */
export function benchRspressSite({ skipRspress = false } = {}) {
  const source = process.env[SITE_ENV];
  if (!source) {
    const skipped = `real-site row skipped: ${HOW_TO_GET}`;
    console.log(`→ ${skipped}`);
    return { skipped };
  }
  if (!fs.existsSync(path.join(source, 'docs'))) throw new Error(`${SITE_ENV}=${source}: no docs/ folder there (${HOW_TO_GET})`);
  const tmp = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'rsdocs-bench-site-'));
  const result = {
    about:
      'Real-site row (scripts/bench/rspress-site.mjs): the site folder copied to a temporary folder, migrated by create-rsdocs --from with local tarballs, npm install, then its build script timed cold (output and cache removed) and warm (one page edited, cache kept). Rspress 2 builds a second copy with the site’s own packages from the registry. Wall, CPU (user+sys), peak RSS (largest single process); pages = HTML files except 404 and redirect stubs; largest script = gzip -9.',
    date: new Date().toISOString(),
    uptime: spawnSync('uptime', { encoding: 'utf8' }).stdout?.trim() ?? null,
    loadAverage1mAtStart: round(os.loadavg()[0], 2),
    source: { path: source, markdownFiles: walk(path.join(source, 'docs')).filter((f) => /\.mdx?$/.test(f)).length },
    rows: [],
  };
  console.log(`→ real site ${source} (${result.uptime})`);
  try {
    for (const [tool, row] of [['rsdocs', rsdocsRow], ...(skipRspress ? [] : [['rspress', rspressRow]])]) {
      try {
        result.rows.push(row(source, tmp));
      } catch (err) {
        result.rows.push({ tool, error: err.message });
      }
      const last = result.rows.at(-1);
      if (last.error) console.log(`  ✗ ${tool} on the real site failed:\n${last.error.replace(/^/gm, '    ')}`);
    }
  } finally {
    if (process.env.BENCH_KEEP === '1') console.log(`  (kept ${tmp})`);
    else fs.rmSync(tmp, { recursive: true, force: true });
  }
  return result;
}

/** A build's failure in one table cell: the line that names it (and the fix the next line gives), else the first. */
function failure(error) {
  const lines = error.split('\n').map((l) => l.trim());
  const at = lines.findIndex((l) => /error|fail|not defined|cannot|✗/i.test(l) && !/^exit \d+:/.test(l));
  if (at < 0) return lines[0];
  return lines[at + 1]?.startsWith('fix:') ? `${lines[at]} (${lines[at + 1]})` : lines[at];
}

/** The printed table: one row per tool (a failed build prints its message in place of the figures). */
export function rspressSiteReport(res) {
  if (!res) return '';
  if (res.skipped) return `\nReal site: ${res.skipped}\n`;
  const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
  const s = (x) => `${x.toFixed(1)} s`;
  const lines = [
    `\nReal site ${res.source.path} (${res.source.markdownFiles} Markdown files), ${res.date} · ${res.uptime}:\n`,
    '| tool | pages | cold wall | cold CPU | warm wall (one page edited) | warm CPU | peak RSS | output | largest script (gzip) | scripts > 150 KB gzip |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of res.rows) {
    const earlier = r.measuredInEarlierRun ? ` (earlier run, ${r.measuredInEarlierRun.date.slice(0, 16)}, load ${r.measuredInEarlierRun.loadAverage1mAtStart})` : '';
    const name = `${r.version ? `${r.tool} ${r.version}` : r.tool}${earlier}`;
    if (r.error) {
      lines.push(`| ${name} | **failed**: ${failure(r.error)} |`);
      continue;
    }
    const warm = r.warm.error ? [`**failed**: ${failure(r.warm.error)}`, ''] : [s(r.warm.wallSeconds), s(r.warm.cpuSeconds)];
    const peak = Math.max(r.cold.peakRssMb, r.warm.peakRssMb ?? 0);
    lines.push(`| ${name} | ${r.pages} | ${s(r.cold.wallSeconds)} | ${s(r.cold.cpuSeconds)} | ${warm.join(' | ')} | ${Math.round(peak)} MB | ${r.outputMb.toFixed(1)} MB | ${r.largest ? `${kb(r.largest.gzip)} (${r.largest.file})` : '–'} | ${r.overLimit} |`);
  }
  for (const r of res.rows) for (const c of r.changes ?? []) lines.push(`  ${r.tool}: ${c}`);
  return lines.join('\n');
}
