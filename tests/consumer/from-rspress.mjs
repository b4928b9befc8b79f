#!/usr/bin/env node
// Migration test: an existing Rspress site becomes an rsdocs site with one command and no edit to its Markdown.
//
//   node tests/consumer/from-rspress.mjs            (from the repository root)
//
// 1. builds the three packages if their dist files are missing and packs them with pnpm, 2. copies the committed
// Rspress fixture (packages/create-rsdocs/test/fixtures/rspress-site: every Rspress content convention, en + zh)
// to an empty folder outside the workspace, 3. runs `create-rsdocs --from` from its tarball with `--tarballs`
// (offline for @rsdocs/*), 4. `npm install` and `npm run build` as the converted package.json says, then checks the
// output the way issue #29 states it: every page outside shared/ built, fragments rendered, zh pages linking within
// zh, a guide page's sidebar from _meta.json, no `\{`, literal `:::` or `[!code` in the HTML, no script over 150 KB
// gzip; the docs folder byte for byte as it was, after the conversion and after the build; and the fixture's own
// builder plugin run by the written vite.config.ts, for the global a page's component reads.
// Each check is its own test, so a failure names what is missing. Servers: none.
// Environment: RSDOCS_CONSUMER_KEEP=1 keeps the temporary folder; RSDOCS_CONSUMER_REBUILD=1 rebuilds the packages.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FIXTURE = path.join(ROOT, 'packages/create-rsdocs/test/fixtures/rspress-site');
const PNPM = ['-y', 'pnpm@10.34.8'];
const KEEP = process.env.RSDOCS_CONSUMER_KEEP === '1';
const SCRIPT_LIMIT = 150 * 1024;

const packages = {
  search: { dir: path.join(ROOT, 'packages/search'), dist: ['dist/index.js', 'dist/build.js'] },
  theme: { dir: path.join(ROOT, 'packages/theme'), dist: ['dist/index.js', 'dist/server.js', 'dist/vite/index.js', 'dist/node/cli.js', 'dist/styles.css'] },
  create: { dir: path.join(ROOT, 'packages/create-rsdocs'), dist: ['dist/cli.js', 'dist/index.js'] },
};

/** Run a command; unless allowed to fail, a failure shows its output. */
function run(cmd, args, cwd, { allowFail = false } = {}) {
  const res = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 64 * 1024 * 1024 });
  const output = `${res.stdout ?? ''}${res.stderr ?? ''}`;
  if (!allowFail) assert.equal(res.status, 0, `\`${cmd} ${args.join(' ')}\` failed in ${cwd} (exit ${res.status}):\n${output.slice(-6000)}`);
  return { status: res.status, output };
}

const read = (file) => fs.readFileSync(file, 'utf8');
const walk = (dir) =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)])) : [];
/** Every file under `dir` with its hash: equal maps mean nothing was changed, added or removed. */
const hashes = (dir) => Object.fromEntries(walk(dir).map((f) => [path.relative(dir, f), crypto.createHash('sha256').update(fs.readFileSync(f)).digest('hex')]));
/** Visible text of an HTML page (scripts and tags dropped, a few entities decoded). */
const textOf = (html) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

let tmp;
let site;
let out; // the build's output folder
let docsBefore;
let conversion;
let install;
let build;

before(() => {
  tmp = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'rsdocs-from-rspress-'));
  assert.ok(!tmp.startsWith(`${ROOT}${path.sep}`), 'the migrated site must live outside the workspace');
  console.log(`# temporary folder: ${tmp}`);
  const tarballs = path.join(tmp, 'tarballs');
  fs.mkdirSync(tarballs);
  const packed = {};
  for (const [key, p] of Object.entries(packages)) {
    if (p.dist.some((f) => !fs.existsSync(path.join(p.dir, f))) || process.env.RSDOCS_CONSUMER_REBUILD === '1') run('npx', [...PNPM, 'run', 'build'], p.dir);
    const seen = new Set(fs.readdirSync(tarballs));
    run('npx', [...PNPM, 'pack', '--pack-destination', tarballs], p.dir);
    packed[key] = path.join(tarballs, fs.readdirSync(tarballs).find((f) => f.endsWith('.tgz') && !seen.has(f)));
    const listing = execFileSync('tar', ['-tzf', packed[key]], { encoding: 'utf8' });
    for (const f of p.dist) assert.ok(listing.includes(`package/${f}`), `${packed[key]} lacks ${f} (another build cleaning dist/?)`);
  }
  site = path.join(tmp, 'site');
  fs.cpSync(FIXTURE, site, { recursive: true });
  docsBefore = hashes(path.join(site, 'docs'));
  // What the theme README tells a team with an Rspress site to run.
  conversion = run('npm', ['exec', '--yes', `--package=${packed.create}`, '--', 'create-rsdocs', '--from', 'site', '--tarballs', './tarballs'], tmp);
  console.log(conversion.output);
  install = run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], site, { allowFail: true });
  build = install.status === 0 ? run('npm', ['run', 'build'], site, { allowFail: true }) : { status: null, output: 'not run: npm install failed' };
  console.log(`# npm run build: exit ${build.status}\n${build.output.slice(-4000)}`);
  out = path.join(site, 'build');
});

after(() => {
  if (tmp && !KEEP) fs.rmSync(tmp, { recursive: true, force: true });
  else if (tmp) console.log(`# kept ${tmp}`);
  console.log(`# load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
});

/** The built HTML of a page, or a failure naming what the build said. */
function page(rel) {
  const file = path.join(out, rel);
  assert.ok(fs.existsSync(file), `${rel} was not built (npm run build exited ${build.status}):\n${build.output.slice(-3000)}`);
  return read(file);
}

/** The output file of a docs page: `docs/zh/guide/start/index.mdx` → `zh/guide/start/index.html`. */
function outputOf(rel) {
  const [lang, ...rest] = rel.split('/');
  const route = rest.join('/').replace(/\.mdx?$/, '');
  return `${lang === 'en' ? '' : `${lang}/`}${route}.html`;
}

/** Markdown pages of the fixture that are routes (not fragments under shared/, not `_` files). */
const routedPages = () =>
  walk(path.join(FIXTURE, 'docs'))
    .map((f) => path.relative(path.join(FIXTURE, 'docs'), f).split(path.sep).join('/'))
    .filter((f) => /\.mdx?$/.test(f) && !f.split('/').includes('shared') && !f.split('/').some((part) => part.startsWith('_')));

test('create-rsdocs --from converts the site and says what it could not carry', () => {
  assert.match(conversion.output, /Converted .*site from rspress\.config\.ts: 28 Markdown files, none of them changed\./);
  assert.match(conversion.output, /Wrote site\.config\.ts, package\.json, tsconfig\.json, vite\.config\.ts, MIGRATION\.md\./);
  assert.match(conversion.output, /pluginReadingBadge\(\) from rspress-plugin-reading-badge \(rspress\.config\.ts:\d+\): no equivalent in rsdocs/);
  const md = read(path.join(site, 'MIGRATION.md'));
  assert.match(md, /## Custom theme\n\n- \*\*Layout\*\* \(theme\/index\.tsx:8\)/);
  assert.match(md, /\*\*`preview` code blocks \(2\)\*\*/);
  const pkg = JSON.parse(read(path.join(site, 'package.json')));
  assert.match(pkg.dependencies['@rsdocs/theme'], /^file:\.\.\/tarballs\/rsdocs-theme-.*\.tgz$/);
  assert.doesNotMatch(JSON.stringify(pkg), /catalog:|workspace:|@rspress\//);
});

test('nothing under docs/ is edited, by the conversion or the build', () => {
  assert.deepEqual(hashes(path.join(site, 'docs')), docsBefore);
});

test('npm install and npm run build succeed', () => {
  assert.equal(install.status, 0, `npm install failed:\n${install.output.slice(-3000)}`);
  assert.equal(build.status, 0, `npm run build failed:\n${build.output.slice(-6000)}`);
});

test('every Markdown page outside shared/ is built', () => {
  const pages = routedPages();
  assert.equal(pages.length, 24);
  const missing = pages.filter((rel) => !fs.existsSync(path.join(out, outputOf(rel))));
  assert.deepEqual(missing, [], `not built (npm run build exited ${build.status}):\n${build.output.slice(-3000)}`);
});

test('fragments render their text (imported by alias and by relative path)', () => {
  const en = textOf(page('guide/start/index.html'));
  assert.match(en, /Lantern needs Node\.js 20 or later\./, '@en/shared/node-version.mdx');
  assert.match(en, /node --version/, "the fragment's code block");
  assert.match(textOf(page('zh/guide/start/index.html')), /Lantern 需要 Node\.js 20 或更高版本。/, '@zh/shared/node-version.mdx');
  assert.match(textOf(page('guide/start/quick-start.html')), /Where next: read/, '../../shared/where-next.mdx');
  assert.match(textOf(page('zh/guide/start/quick-start.html')), /接下来可以阅读/);
});

test('zh pages link within zh (absolute links written without /zh/)', () => {
  const wrong = [];
  for (const rel of routedPages().filter((f) => f.startsWith('zh/'))) {
    const html = page(outputOf(rel));
    const english = `/${outputOf(`en/${rel.slice(3)}`).replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
    for (const [, href] of html.matchAll(/href="(\/[^"]*)"/g)) {
      if (href.startsWith('//') || /\.(svg|png|css|js|json|xml|txt|md)$/.test(href) || /^\/(static|_rsdocs|assets)\//.test(href)) continue;
      // The language switch points at this page's English translation (or the English home).
      if (href === english || href === '/') continue;
      if (!(href === '/zh' || href.startsWith('/zh/'))) wrong.push(`${rel}: ${href}`);
    }
  }
  assert.deepEqual([...new Set(wrong)], []);
  // The two links the zh pages write without a prefix, in Markdown and in a fragment.
  assert.match(page('zh/guide/start/index.html'), /href="\/zh\/guide\/basic\/containers"/);
  assert.match(page('zh/guide/start/quick-start.html'), /href="\/zh\/guide\/basic\/code"/);
});

test("a guide page's sidebar comes from _meta.json (every shape) and the folders' files", () => {
  const html = page('guide/start/quick-start.html');
  const start = html.indexOf('class="rsd-sidebar');
  assert.ok(start >= 0, 'the page has a sidebar');
  const sidebar = textOf(html.slice(start, html.indexOf('</nav>', start)));
  // dir-section-header, its folder's _meta.json strings (labels from the pages' titles), section-header,
  // a dir without _meta.json (its files in name order), a collapsed dir with a tag, a custom link.
  const order = ['Getting Started', 'Introduction', 'Quick start', 'Writing', 'Basics', 'Code blocks', 'Containers', 'Advanced', 'Examples on GitHub'];
  let at = -1;
  for (const label of order) {
    const next = sidebar.indexOf(label, at + 1);
    assert.ok(next > at, `"${label}" in the sidebar after the one before it; the sidebar reads: ${sidebar.replace(/\s+/g, ' ').slice(0, 600)}`);
    at = next;
  }
  assert.match(textOf(page('zh/guide/basic/code.html')), /基础/);
});

test('no \\{, literal ::: or [!code in the HTML', () => {
  const html = walk(out).filter((f) => f.endsWith('.html'));
  assert.ok(html.length >= 24, `HTML pages written: ${html.length}`);
  const leaks = [];
  for (const file of html) {
    const text = read(file);
    for (const needle of ['\\{', ':::', '[!code', '[!NOTE]', '[!TIP]']) if (text.includes(needle)) leaks.push(`${path.relative(out, file)}: ${needle}`);
  }
  assert.deepEqual(leaks, []);
});

test('no script is over 150 KB gzip', () => {
  const scripts = walk(out).filter((f) => f.endsWith('.js'));
  assert.ok(scripts.length > 0, `scripts written (npm run build exited ${build.status})`);
  const big = scripts.map((f) => [path.relative(out, f), gzipSync(fs.readFileSync(f)).length]).filter(([, size]) => size > SCRIPT_LIMIT);
  assert.deepEqual(big, []);
});

test("a page's own component runs on the runtime hooks, and @theme components render", () => {
  const facts = textOf(page('guide/advanced/page-data.html'));
  assert.match(facts, /Build logs you can read/, 'useI18n() reads i18n.json');
  assert.match(facts, /\/guide\/advanced\/page-data/, 'usePageData()');
  assert.match(textOf(page('zh/guide/advanced/page-data.html')), /读得懂的构建日志/);
  assert.match(page('guide/advanced/components.html'), /href="https:\/\/github\.com\/example\/lantern\/blob\/main\/src\/report\.ts"/, 'SourceCode');
  assert.match(textOf(page('guide/start/index.html')), /npm (install|add|i) lantern -D/, 'PackageManagerTabs');
  assert.match(textOf(page('guide/start/quick-start.html')), /yarn dlx lantern init/, 'PackageManagerTabs with one command per manager');
  const components = textOf(page('guide/advanced/components.html'));
  assert.match(components, /◉/, 'a site component through the @components/* alias');
  assert.match(components, /experimental/, 'Tag from @rspress/core/theme');
  assert.match(page('guide/advanced/page-data.html'), /<meta name="lantern-page" content="facts"/, 'Head');
});

test('headings keep their {#id} and containers become callouts', () => {
  const options = page('config/options.html');
  assert.match(options, /<h2[^>]*id="report"/);
  assert.match(options, /<h2[^>]*id="output"/);
  const containers = page('guide/basic/containers.html');
  assert.ok((containers.match(/class="rsd-callout[ "]/g) ?? []).length >= 15, 'ten containers and five GitHub alerts');
  assert.match(textOf(containers), /A tip written with a space after the colons\./);
});

test("the site's own builder plugin defines the global its component reads (vite.config.ts runs it), and its other hook is a warning", () => {
  const vite = read(path.join(site, 'vite.config.ts'));
  assert.match(vite, /definesFromRsbuildPlugins\(/);
  const index = (rel) => {
    const html = page(rel);
    const start = html.indexOf('class="option-index"');
    assert.ok(start >= 0, `${rel} renders the option index (LANTERN_OPTIONS, defined by theme/pluginOptionIndex.ts)`);
    return html.slice(start, html.indexOf('</ul>', start));
  };
  assert.deepEqual([...index('config/index.html').matchAll(/href="([^"]+)"/g)].map((m) => m[1]), ['/config/options#report', '/config/options#output']);
  assert.deepEqual([...index('zh/config/index.html').matchAll(/href="([^"]+)"/g)].map((m) => m[1]), ['/zh/config/options#report', '/zh/config/options#output']);
  // The package the plugin imports (a catalog: spec) was kept and installed.
  assert.ok(fs.existsSync(path.join(site, 'node_modules/tinyglobby/package.json')), 'tinyglobby installed');
  assert.match(build.output, /rsdocs: theme\/pluginOptionIndex\.ts \(`lantern:option-index`\): api\.onAfterBuild is not run/);
});

test('client-redirects rules became redirect pages', () => {
  assert.match(page('guide/setup.html'), /\/guide\/start\/quick-start/);
  assert.match(page('documentation.html'), /\/guide\/start\//);
});
