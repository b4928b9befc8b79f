// `pnpm bench`: production build figures for the Rslib site and for the shared generated corpus
// (130 and 2,002 pages): wall time, peak memory, output size, pages, first-load JS/CSS (gzip) of a doc page
// and of the home page. Figures are printed, never asserted.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ensureInstalled, pnpm, repoRoot } from './lib.mjs';

const benchDir = path.join(repoRoot, '.bench');
const genCorpus = path.resolve(repoRoot, '../shared/bench/gen-corpus.mjs');
const sizes = (process.env.BENCH_SIZES ?? '64,1000').split(',').map(Number); // N → 2N+2 pages

ensureInstalled();
pnpm(['--filter', '@rsdocs/theme', '--filter', '@rsdocs/search', 'run', 'build'], { stdio: 'ignore' });

function dirSize(dir) {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? dirSize(full) : fs.statSync(full).size;
  }
  return total;
}
function countHtml(dir) {
  let n = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) n += countHtml(full);
    else if (entry.name.endsWith('.html') && entry.name !== '404.html') n++;
  }
  return n;
}
const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** First-load assets of a built page: its module script, modulepreloads and stylesheets. */
function firstLoad(dist, htmlFile) {
  const html = fs.readFileSync(path.join(dist, htmlFile), 'utf8');
  const js = [...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g)].map((m) => m[1]);
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  const sum = (list) => list.reduce((a, u) => a + gz(path.join(dist, u)), 0);
  const section = js.filter((u) => /_7C/.test(u)).reduce((a, u) => a + gz(path.join(dist, u)), 0);
  return { js: sum(js), css: sum(css), section, inline: Buffer.byteLength(html) };
}

/** Build a site folder with `vite build`, measuring wall time and peak RSS with GNU time. */
function build(cwd, configFile) {
  const started = Date.now();
  const r = spawnSync('/usr/bin/time', ['-f', '%M', 'npx', 'vite', 'build', '--config', configFile, '--logLevel', 'warn'], { cwd, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '--max-old-space-size=4096' } });
  const seconds = (Date.now() - started) / 1000;
  if (r.status !== 0) {
    console.error(r.stdout, r.stderr);
    throw new Error(`build failed in ${cwd}`);
  }
  const peakKb = Number(r.stderr.trim().split('\n').pop());
  return { seconds, peakMb: peakKb / 1024 };
}

function corpusConfig(n) {
  // One sidebar per top-level section and language, grouping every page of the corpus.
  return `import { rsdocs } from '@rsdocs/theme/vite';
import fs from 'node:fs';
import path from 'node:path';
const root = path.resolve('docs');
function sidebars(lang) {
  const prefix = lang === 'en' ? '' : '/' + lang;
  const out = {};
  const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]);
  for (const file of walk(path.join(root, lang)).sort()) {
    const rel = path.relative(path.join(root, lang), file).replace(/\\.md$/, '');
    const [section, ...rest] = rel.split('/');
    if (!rest.length) continue;
    const group = rest.length > 1 ? rest[0] : section;
    const title = /^title: "?(.*?)"?$/m.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? rel;
    const key = '/' + section + '/';
    out[key] ??= [];
    let g = out[key].find((x) => x.text === group);
    if (!g) out[key].push((g = { text: group, items: [] }));
    g.items.push({ text: title, link: prefix + '/' + rel });
  }
  return out;
}
export default {
  logLevel: 'warn',
  plugins: [rsdocs({
    title: 'Example Docs', root: 'docs', siteUrl: 'https://example.com',
    locales: [
      { lang: 'en', label: 'English', nav: [{ text: 'Guide', link: '/' }], sidebar: sidebars('en') },
      { lang: 'zh', label: '简体中文', nav: [{ text: '指南', link: '/zh/' }], sidebar: sidebars('zh') },
    ],
  })],
};
`;
}

const rows = [];
function measure(name, cwd, configFile, docPage) {
  fs.rmSync(path.join(cwd, 'dist'), { recursive: true, force: true });
  const { seconds, peakMb } = build(cwd, configFile);
  const dist = path.join(cwd, 'dist');
  const doc = firstLoad(dist, docPage);
  const home = firstLoad(dist, 'index.html');
  rows.push({
    name,
    pages: countHtml(dist),
    seconds,
    peakMb,
    outMb: dirSize(dist) / 1024 / 1024,
    docJs: doc.js,
    docSection: doc.section,
    docCss: doc.css,
    homeJs: home.js,
    homeCss: home.css,
  });
}

measure('Rslib site', path.join(repoRoot, 'packages/site'), 'vite.config.ts', 'guide/start/quick-start.html');
for (const n of sizes) {
  const dir = path.join(benchDir, `corpus-${n}`);
  if (!fs.existsSync(path.join(dir, 'docs'))) {
    fs.mkdirSync(dir, { recursive: true });
    spawnSync('node', [genCorpus, path.join(dir, 'docs'), String(n)], { stdio: 'ignore' });
  }
  fs.writeFileSync(path.join(dir, 'vite.config.mjs'), corpusConfig(n));
  // Resolve @rsdocs/theme from the site's dependencies.
  fs.rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'node_modules/@rsdocs'), { recursive: true });
  fs.symlinkSync(path.join(repoRoot, 'packages/theme'), path.join(dir, 'node_modules/@rsdocs/theme'));
  fs.symlinkSync(path.join(repoRoot, 'packages/search'), path.join(dir, 'node_modules/@rsdocs/search'));
  for (const dep of ['react', 'react-dom', 'vite']) fs.symlinkSync(path.join(repoRoot, 'packages/site/node_modules', dep), path.join(dir, 'node_modules', dep));
  const firstDoc = fs.readdirSync(path.join(dir, 'docs/en/guide/start')).find((f) => f.endsWith('.md')).replace(/\.md$/, '.html');
  measure(`corpus ${2 * n + 2} pages`, dir, 'vite.config.mjs', `guide/start/${firstDoc}`);
}

const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
console.log('\nProduction build (vite build with @rsdocs/theme/vite), this machine:\n');
console.log('| site | pages | wall time | peak memory | output | doc first-load JS (gzip) | of which section data | doc CSS (gzip) | home JS (gzip) | home CSS (gzip) |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(`| ${r.name} | ${r.pages} | ${r.seconds.toFixed(1)} s | ${r.peakMb.toFixed(0)} MB | ${r.outMb.toFixed(1)} MB | ${kb(r.docJs)} | ${kb(r.docSection)} | ${kb(r.docCss)} | ${kb(r.homeJs)} | ${kb(r.homeCss)} |`);
