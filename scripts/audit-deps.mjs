// `pnpm audit:deps`: the known advisories in the production dependency tree of @rsdocs/theme and @rsdocs/search,
// as `npm audit --omit=dev` reports them for a site that installs the two. The tree is read from node_modules
// (dependencies, optional and peer dependencies, all the way down: what a site installs with them) with the
// packages bundled into the theme's dist (dist/THIRD-PARTY-LICENSES.md), and asked of
// the npm registry's bulk advisory endpoint, the one npm audit uses.
//
// Exit code: 0 clean (or only low/moderate advisories, listed); 1 a high or critical advisory; 2 no audit could be
// done (the endpoint failed or could not be reached). `--list` prints the tree's packages too. RSDOCS_AUDIT_URL points it at
// another endpoint (the tests' fake registry).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const PACKAGES = ['packages/theme', 'packages/search'];
const ENDPOINT = process.env.RSDOCS_AUDIT_URL ?? 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk';
const FAILING = new Set(['high', 'critical']);

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The folder of `name` as Node finds it from `dir` (each parent's node_modules), its real path; null when absent. */
function findPackage(name, dir) {
  for (let d = dir; ; d = path.dirname(d)) {
    const candidate = path.join(d, 'node_modules', name, 'package.json');
    if (fs.existsSync(candidate)) return path.dirname(fs.realpathSync(candidate));
    if (path.dirname(d) === d) return null;
  }
}

/** Every package a production install of the packages in `roots` brings, as `name` → versions; and those not found. */
export function productionTree(roots) {
  const versions = new Map();
  const seen = new Set();
  const missing = [];
  const visit = (dir, from) => {
    const pkg = readJson(path.join(dir, 'package.json'));
    const deps = { ...pkg.peerDependencies, ...pkg.optionalDependencies, ...pkg.dependencies };
    for (const name of Object.keys(deps)) {
      const found = findPackage(name, dir);
      if (!found) {
        // A platform's optional binary or an optional peer that is not installed here: nothing of it to audit.
        const optional = pkg.optionalDependencies?.[name] !== undefined || pkg.peerDependenciesMeta?.[name]?.optional;
        if (!optional) missing.push(`${name} (needed by ${from})`);
        continue;
      }
      if (seen.has(found)) continue;
      seen.add(found);
      const { version } = readJson(path.join(found, 'package.json'));
      if (!versions.has(name)) versions.set(name, new Set());
      versions.get(name).add(version);
      visit(found, `${name}@${version}`);
    }
  };
  for (const root of roots) visit(root, readJson(path.join(root, 'package.json')).name);
  return { versions, missing };
}

/**
 * The packages bundled into the theme's dist (its devDependencies copied in, so shipped all the same), from the
 * licences file the build writes: `## name@version (licence)`. Null when the theme is not built.
 */
function bundledPackages() {
  const file = path.join(repo, 'packages/theme/dist/THIRD-PARTY-LICENSES.md');
  if (!fs.existsSync(file)) return null;
  return [...fs.readFileSync(file, 'utf8').matchAll(/^## ((?:@[^/\s]+\/)?[^@\s]+)@(\S+)/gm)].map((m) => ({ name: m[1], version: m[2] }));
}

async function advisories(versions) {
  const body = Object.fromEntries([...versions].map(([name, set]) => [name, [...set]]));
  let response;
  try {
    response = await fetch(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(60_000) });
  } catch (error) {
    return { error: `could not reach ${ENDPOINT}: ${error.cause?.message ?? error.message}` };
  }
  if (!response.ok) return { error: `${ENDPOINT} answered ${response.status} ${response.statusText}` };
  return { found: await response.json() };
}

async function main() {
  const roots = PACKAGES.map((p) => path.join(repo, p));
  const { versions, missing } = productionTree(roots);
  const bundled = bundledPackages();
  if (bundled) for (const { name, version } of bundled) versions.set(name, (versions.get(name) ?? new Set()).add(version));
  else console.log('packages/theme/dist is not built: the packages bundled into it are not audited (build the theme first).');
  const count = [...versions.values()].reduce((n, set) => n + set.size, 0);
  console.log(`Production dependency tree of @rsdocs/theme and @rsdocs/search: ${count} package versions (${versions.size} packages).`);
  if (missing.length) console.log(`Not installed here, so not audited: ${missing.join(', ')}`);
  if (process.argv.includes('--list')) for (const [name, set] of [...versions].sort(([a], [b]) => a.localeCompare(b))) console.log(`  ${name}@${[...set].join(', ')}`);
  const { found, error } = await advisories(versions);
  if (error) {
    console.error(`\nNO AUDIT WAS DONE: ${error}.\nThe tree above was not checked. Run again where the npm registry's audit endpoint is reachable (npm audit uses the same one).`);
    process.exit(2);
  }
  const rows = Object.entries(found).flatMap(([name, list]) => list.map((a) => ({ name, ...a })));
  if (!rows.length) {
    console.log('No known advisories.');
    return;
  }
  rows.sort((a, b) => (FAILING.has(b.severity) ? 1 : 0) - (FAILING.has(a.severity) ? 1 : 0) || a.name.localeCompare(b.name));
  for (const a of rows) console.log(`${a.severity.padEnd(8)} ${a.name} ${a.vulnerable_versions} (installed: ${[...(versions.get(a.name) ?? [])].join(', ')}): ${a.title} ${a.url ?? ''}`);
  const failing = rows.filter((a) => FAILING.has(a.severity));
  console.log(`\n${rows.length} advisories, ${failing.length} high or critical.`);
  if (failing.length) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
