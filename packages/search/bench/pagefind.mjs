// Pagefind 1.6 in the search bench: it indexes built HTML (the corpus built by our engine, or the
// Rslib site's dist), and its own browser script (pagefind.js + WebAssembly) runs here in Node with
// `fetch` served from the output folder, so bytes fetched per query are what a browser would fetch.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as pagefind from 'pagefind';

const here = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(here, '../../..');
const SITE_DIST = path.join(REPO, 'packages/site/dist');

/**
 * The built HTML Pagefind indexes: `.bench/corpus-N/dist` (the generated corpus built by our engine,
 * as `pnpm bench` builds it) or the Rslib site's dist; built when missing or with `rebuild`.
 */
export function ensurePagefindSite(kind, n, rebuild) {
  if (kind === 'site') {
    if (rebuild || !fs.existsSync(path.join(SITE_DIST, 'index.html'))) run('npx', ['pnpm@10.34.8', '--filter', '@rsdocs/site', 'run', 'build'], REPO);
    return SITE_DIST;
  }
  const dir = path.join(REPO, '.bench', `corpus-${n}`);
  const dist = path.join(dir, 'dist');
  if (rebuild || !fs.existsSync(path.join(dist, 'index.html'))) {
    const script = `
      import { ensureCorpus, prepareTool } from ${JSON.stringify(pathToFileURL(path.join(REPO, 'scripts/bench/corpus.mjs')).href)};
      const dir = ensureCorpus(${n});
      const { cmd, args, cwd } = prepareTool('rsdocs', dir);
      console.log(JSON.stringify({ cmd, args, cwd }));`;
    const out = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    if (out.status !== 0) throw new Error(`preparing the corpus failed:\n${out.stderr}`);
    const { cmd, args, cwd } = JSON.parse(out.stdout.trim().split('\n').at(-1));
    console.log(`building the N=${n} corpus HTML for Pagefind…`);
    run(cmd, args, cwd);
  }
  return dist;
}

function run(cmd, args, cwd) {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status})`);
}

const built = new Map(); // site dir → { out, ms }

/** Runs Pagefind on the site once (every language at once: that is how it works) and times it. */
async function indexSite(site) {
  if (built.has(site)) return built.get(site);
  const out = path.join(REPO, '.bench', 'pagefind', path.relative(REPO, site).replace(/[\\/]/g, '_'));
  fs.rmSync(out, { recursive: true, force: true });
  const t0 = performance.now();
  // Only the article: navigation, sidebars and outlines would be indexed on every page otherwise.
  const { index, errors } = await pagefind.createIndex({ rootSelector: '.rsd-doc' });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  const added = await index.addDirectory({ path: site });
  if (added.errors.length) throw new Error(`pagefind: ${added.errors.join('; ')}`);
  const written = await index.writeFiles({ outputPath: out });
  if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
  const result = { out, ms: performance.now() - t0, pages: added.page_count };
  built.set(site, result);
  return result;
}

// Each visit loads its own copy of pagefind.js (its own caches) under its own fake origin, so the
// fetch shim can count each visit's bytes apart.
const visits = new Map(); // origin → { out, bytes }
let visitCount = 0;
const realFetch = globalThis.fetch;
globalThis.fetch = async (url, init) => {
  const u = new URL(String(url));
  const visit = visits.get(u.origin);
  if (!visit) return realFetch(url, init);
  const file = path.join(visit.out, decodeURIComponent(u.pathname).replace(/^\/pagefind\//, ''));
  const body = fs.readFileSync(file);
  // Pagefind's files are gzip-compressed on disk already. Its WebAssembly is code (listed apart, as our script is).
  if (path.basename(file).startsWith('wasm.')) visit.code += body.length;
  else visit.bytes += body.length;
  return new Response(body);
};

function routeOf(url) {
  // Results come as URLs under the base the script was given: keep the path.
  let r = new URL(url, 'http://x.test').pathname.replace(/[?#].*$/, '').replace(/\.html$/, '').replace(/\/index$/, '/');
  if (r.length > 1) r = r.replace(/\/+$/, '');
  return r || '/';
}

async function openVisit(out, lang) {
  const origin = `http://visit${++visitCount}.pagefind.test`;
  const visit = { out, bytes: 0, code: 0 };
  visits.set(origin, visit);
  // pagefind.js picks the index of <html lang>, and looks for its own <script> tag.
  globalThis.document = { currentScript: null, querySelector: () => ({ getAttribute: () => lang }) };
  const pf = await import(`${pathToFileURL(path.join(out, 'pagefind.js')).href}?visit=${visitCount}`);
  await pf.options({ basePath: `${origin}/pagefind/` });
  await pf.init();
  return { pf, visit };
}

/** Pagefind as an engine of the bench: page results, each result's data (its fragment) fetched for the first `limit`. */
export async function pagefindEngine(site, lang, limit) {
  const { out, ms } = await indexSite(site);
  const htmlLang = lang === 'zh' ? 'zh-CN' : 'en';
  const prefix = lang === 'zh' ? 'zh' : 'en';
  let total = 0;
  let files = 0;
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      // This language's files, and the shared ones (entry, script, its WebAssembly is listed as code).
      else if (e.name.startsWith(`${prefix}`) || e.name.startsWith(`pagefind.${prefix}`) || e.name === 'pagefind-entry.json') {
        total += fs.statSync(full).size;
        files++;
      }
    }
  };
  walk(out);
  const code = fs.statSync(path.join(out, 'pagefind.js')).size + fs.readdirSync(out).filter((f) => f.startsWith('wasm.')).reduce((n, f) => Math.max(n, fs.statSync(path.join(out, f)).size), 0);
  const warm = await openVisit(out, htmlLang);
  const search = async (pf, q, n) => {
    const found = await pf.search(q);
    const data = await Promise.all((found?.results ?? []).slice(0, n).map((r) => r.data()));
    return data.map((d) => routeOf(d.url));
  };
  return {
    name: 'Pagefind 1.6',
    buildMs: ms,
    bytes: total,
    gzip: total,
    files,
    code,
    // A visit's bytes: what pagefind.js fetches, but its WebAssembly.
    visit: () => {
      let opened;
      return {
        search: async (q) => {
          opened ??= await openVisit(out, htmlLang);
          await search(opened.pf, q, limit);
        },
        bytes: () => (opened ? opened.visit.bytes : 0),
      };
    },
    search: (q, n = limit) => search(warm.pf, q, n),
  };
}
