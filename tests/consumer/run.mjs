#!/usr/bin/env node
// Consumer test: start a docs site the way a sibling team would, from packed tarballs in an empty folder outside
// this workspace.
//
//   node tests/consumer/run.mjs            (from the repository root)
//
// 1. builds the three packages if their dist files are missing, 2. packs them with pnpm (which rewrites
// `workspace:` ranges), 3. scaffolds a site with create-rsdocs from its tarball (`--yes --tarballs`, so the site
// installs @rsdocs/* from the tarballs, never from the registry), installs it, type-checks and builds it as
// generated with its own scripts (`npm run build` is `rsdocs build`; the starter has no vite.config), previews it,
// 4. runs `npm run dev`, opens a page in Chromium, edits it and sees it update in place, and plants bad input while
// it runs, 5. adds plugins, overridden parts and a language-dependent slot and builds again, 6. plants each kind of
// bad input and checks the message `npm run build` prints names the file, the line and the fix, with no wrapper and
// no stack (unless --debug), 7. type-checks a file using the public API, 8. builds a plain Vite React app that
// renders the components with styles.css. Servers are waited for by asking them, never by sleeping.
// Environment: RSDOCS_CONSUMER_KEEP=1 keeps the temporary folder; RSDOCS_CONSUMER_REBUILD=1 rebuilds the packages.
import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../scripts/ensure-chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PNPM = ['-y', 'pnpm@10.34.8'];
const KEEP = process.env.RSDOCS_CONSUMER_KEEP === '1';
const started = performance.now();
const timings = [];

const packages = {
  search: {
    dir: path.join(ROOT, 'packages/search'),
    name: '@rsdocs/search',
    dist: ['dist/index.js', 'dist/index.d.ts', 'dist/build.js', 'dist/build.d.ts'],
  },
  theme: {
    dir: path.join(ROOT, 'packages/theme'),
    name: '@rsdocs/theme',
    dist: ['dist/index.js', 'dist/index.d.ts', 'dist/server.js', 'dist/server.d.ts', 'dist/vite/index.js', 'dist/vite/index.d.ts', 'dist/node/cli.js', 'dist/styles.css'],
  },
  create: {
    dir: path.join(ROOT, 'packages/create-rsdocs'),
    name: 'create-rsdocs',
    dist: ['dist/cli.js', 'dist/index.js', 'dist/index.d.ts'],
  },
};

async function step(name, fn) {
  const t = performance.now();
  try {
    return await fn();
  } finally {
    const s = (performance.now() - t) / 1000;
    timings.push([name, s]);
    console.log(`# ${name}: ${s.toFixed(1)} s`);
  }
}

/** Run a command; on failure the assertion shows its output. */
function run(cmd, args, cwd, { allowFail = false, env = {} } = {}) {
  const res = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
  const output = `${res.stdout ?? ''}${res.stderr ?? ''}`;
  if (!allowFail) assert.equal(res.status, 0, `\`${cmd} ${args.join(' ')}\` failed in ${cwd} (exit ${res.status}${res.error ? `, ${res.error.message}` : ''}):\n${output.slice(-6000)}`);
  return { status: res.status, output };
}

function write(dir, files) {
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
}

const read = (file) => fs.readFileSync(file, 'utf8');
/** Visible text of an HTML page (tags dropped), e.g. to find a command split into highlighted tokens. */
const textOf = (html) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, '');
const walk = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));

let tmp; // everything temporary lives here
let project; // the scaffolded site, with its node_modules
let tarballs;
let vite; // the site's vite CLI
let tsc;

before(async () => {
  tmp = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'rsdocs-consumer-'));
  assert.ok(!tmp.startsWith(`${ROOT}${path.sep}`), 'the consumer project must live outside the workspace');
  console.log(`# temporary folder: ${tmp}`);

  const build = (p) => run('npx', [...PNPM, 'run', 'build'], p.dir);
  await step('build packages (if needed)', () => {
    for (const p of Object.values(packages)) {
      const missing = p.dist.filter((f) => !fs.existsSync(path.join(p.dir, f)));
      if (missing.length || process.env.RSDOCS_CONSUMER_REBUILD === '1') {
        console.log(`# building ${p.name}${missing.length ? ` (missing ${missing.join(', ')})` : ''}`);
        build(p);
      }
    }
  });

  await step('pnpm pack', () => {
    const dest = path.join(tmp, 'tarballs');
    fs.mkdirSync(dest);
    tarballs = {};
    const pack = (p) => {
      const before = new Set(fs.readdirSync(dest));
      run('npx', [...PNPM, 'pack', '--pack-destination', dest], p.dir);
      const file = fs.readdirSync(dest).find((f) => f.endsWith('.tgz') && !before.has(f));
      assert.ok(file, `pnpm pack wrote no tarball for ${p.name}`);
      return path.join(dest, file);
    };
    const missingIn = (file, p) => {
      const listing = new Set(execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).split('\n'));
      return p.dist.filter((f) => !listing.has(`package/${f}`));
    };
    for (const [key, p] of Object.entries(packages)) {
      let file = pack(p);
      // Another build may have been cleaning dist/ while we packed: build and pack once more.
      if (missingIn(file, p).length) {
        console.log(`# ${p.name}: tarball lacks ${missingIn(file, p).join(', ')}; rebuilding`);
        fs.rmSync(file);
        build(p);
        file = pack(p);
      }
      tarballs[key] = file;
    }
  });

  await step('create-rsdocs (from its tarball, offline for @rsdocs/*)', () => {
    // What the theme README tells a team with the tarballs to run.
    const res = run('npm', ['exec', '--yes', `--package=${tarballs.create}`, '--', 'create-rsdocs', 'site', '--yes', '--tarballs', './tarballs'], tmp);
    assert.match(res.output, /Next steps/);
    project = path.join(tmp, 'site');
    const pkg = JSON.parse(read(path.join(project, 'package.json')));
    assert.match(pkg.dependencies['@rsdocs/theme'], /^file:\.\.\/tarballs\/rsdocs-theme-.*\.tgz$/);
    assert.match(pkg.dependencies['@rsdocs/search'], /^file:\.\.\/tarballs\/rsdocs-search-.*\.tgz$/);
    // A second run into the same folder is refused, and writes nothing.
    const again = run('npm', ['exec', '--yes', `--package=${tarballs.create}`, '--', 'create-rsdocs', 'site', '--yes'], tmp, { allowFail: true });
    assert.notEqual(again.status, 0);
    assert.match(again.output, /site is not empty .*: choose a new or empty folder; nothing was written/);
  });

  await step('npm install (the starter)', () => {
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], project);
    // The plain React app below uses Vite itself; the site uses only its scripts (the rsdocs CLI).
    vite = path.join(project, 'node_modules/vite/bin/vite.js');
    tsc = path.join(project, 'node_modules/typescript/bin/tsc');
    const installed = JSON.parse(read(path.join(project, 'node_modules/@rsdocs/theme/package.json')));
    assert.equal(installed.version, JSON.parse(read(path.join(packages.theme.dir, 'package.json'))).version);
  });
});

after(() => {
  if (tmp && !KEEP) fs.rmSync(tmp, { recursive: true, force: true });
  else if (tmp) console.log(`# kept ${tmp}`);
  const total = (performance.now() - started) / 1000;
  console.log(`# timings: ${timings.map(([n, s]) => `${n} ${s.toFixed(1)}s`).join(', ')}; total ${total.toFixed(1)} s; load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
});

test('the tarballs are publishable manifests', () => {
  for (const [key, file] of Object.entries(tarballs)) {
    const listing = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).split('\n').filter(Boolean);
    const pkg = JSON.parse(execFileSync('tar', ['-xzOf', file, 'package/package.json'], { encoding: 'utf8' }));
    const p = packages[key];
    assert.equal(pkg.name, p.name);
    assert.equal(pkg.type, 'module', `${p.name} is ESM`);
    for (const f of [...p.dist, 'README.md', 'package.json']) assert.ok(listing.includes(`package/${f}`), `${p.name} tarball lacks ${f}`);
    assert.ok(!listing.some((f) => /^package\/(src|node_modules)\//.test(f)), `${p.name} tarball ships src/ or node_modules/`);
    const ranges = { ...pkg.dependencies, ...pkg.peerDependencies, ...pkg.optionalDependencies };
    for (const [dep, range] of Object.entries(ranges)) assert.ok(!/^(workspace|file|link):/.test(range), `${p.name}: ${dep}@${range} is not installable`);
    for (const [sub, entry] of Object.entries(pkg.exports)) {
      if (typeof entry === 'object') assert.equal(Object.keys(entry)[0], 'types', `${p.name} exports["${sub}"] must list "types" first`);
    }
  }
  const theme = JSON.parse(execFileSync('tar', ['-xzOf', tarballs.theme, 'package/package.json'], { encoding: 'utf8' }));
  assert.deepEqual(Object.keys(theme.exports).filter((k) => k !== './package.json'), ['.', './server', './vite', './rspress/theme', './rspress/runtime', './styles.css']);
  assert.ok(theme.peerDependencies.react && theme.peerDependencies['react-dom'], 'react and react-dom are peer dependencies');
  assert.ok(!theme.dependencies.react && !theme.dependencies['react-dom'], 'react is not a direct dependency');
  for (const dep of ['clsx', '@radix-ui/react-dialog', '@radix-ui/react-popover', '@rsdocs/search'])
    assert.ok(theme.dependencies[dep], `${dep} is a dependency of the theme`);
  assert.ok(Array.isArray(theme.sideEffects) && theme.sideEffects.some((s) => s.includes('.css')), 'sideEffects lists the CSS');
});

test('the starter, as generated, passes its typecheck and builds', async () => {
  const { scripts } = JSON.parse(read(path.join(project, 'package.json')));
  assert.deepEqual(scripts, { dev: 'rsdocs dev', build: 'rsdocs build', preview: 'rsdocs preview', typecheck: 'tsc' });
  assert.deepEqual(fs.readdirSync(project).filter((f) => f.startsWith('vite.config')), [], 'the CLI needs no vite.config');
  await step('npm run typecheck (starter)', () => run('npm', ['run', 'typecheck'], project));
  const built = await step('npm run build (starter)', () => run('npm', ['run', 'build'], project));
  assert.match(built.output, /rsdocs: 8 pages prerendered, 2 search indexes/);
  const dist = path.join(project, 'dist');
  const page = (rel) => {
    const file = path.join(dist, rel);
    assert.ok(fs.existsSync(file), `${rel} was not written`);
    return read(file);
  };
  const home = page('index.html');
  assert.match(home, /<html lang="en"/);
  assert.match(home, /A bilingual documentation site/);
  assert.match(page('zh/index.html'), /一个双语文档站点/);
  for (const lang of ['', 'zh/']) for (const p of ['introduction', 'getting-started', 'writing-pages']) page(`${lang}guide/${p}.html`);
  // Relative links in the starter's pages became clean URLs.
  const intro = page('guide/introduction.html');
  assert.match(intro, /href="\/guide\/getting-started"/);
  assert.match(intro, /href="\/guide\/writing-pages"/);
  assert.doesNotMatch(intro, /href="\.\/getting-started\.md"/);
  assert.match(textOf(page('guide/writing-pages.html')), /npm install @rsdocs\/theme/);
  const files = walk(dist).map((f) => path.relative(dist, f).split(path.sep).join('/'));
  assert.ok(files.some((f) => /^static\/search_index\.en\.[0-9a-f]+\.json$/.test(f)), 'English search index');
  assert.ok(files.some((f) => /^static\/search_index\.zh\.[0-9a-f]+\.json$/.test(f)), 'Chinese search index');
  assert.ok(files.includes('logo.svg'), 'the logo from public/');
  const css = files.filter((f) => f.endsWith('.css')).map((f) => read(path.join(dist, f))).join('\n');
  assert.match(css, /\.rsd-navbar/, 'theme styles are bundled');
  assert.match(css, /--rsd-c-brand:\s*#6d28d9/i, 'the brand token overrides from theme/brand.css are bundled');
});

/**
 * `npm run <script> -- <args>` in the project, in its own process group (npm, sh and node: all stopped together).
 * `ready` resolves with the server's URL once it answers a page request: it waits for that, never for a time.
 */
function startScript(script, args, readyPath) {
  // No colour codes in what the test reads (with CI set, Vite's colours are on even into a pipe).
  const env = { ...process.env, NO_COLOR: '1' };
  delete env.FORCE_COLOR;
  const child = spawn('npm', ['run', script, '--', ...args], { cwd: project, stdio: ['ignore', 'pipe', 'pipe'], detached: true, env });
  const server = { child, output: '' };
  child.stdout.on('data', (d) => (server.output += stripVTControlCharacters(String(d))));
  child.stderr.on('data', (d) => (server.output += stripVTControlCharacters(String(d))));
  server.ready = (async () => {
    const deadline = Date.now() + 120_000;
    for (;;) {
      assert.ok(child.exitCode === null, `npm run ${script} exited:\n${server.output}`);
      assert.ok(Date.now() < deadline, `npm run ${script} did not answer:\n${server.output}`);
      // The URL it prints (the port may be the next free one).
      const url = /(http:\/\/(?:localhost|127\.0\.0\.1):\d+)\//.exec(server.output)?.[1];
      if (url) {
        const res = await fetch(`${url}${readyPath}`).catch(() => null);
        if (res?.status === 200) return url;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  server.stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
  };
  return server;
}

/** Resolves once `output()` (from `from` on) matches `re`; fails with the output after `ms`. */
async function waitForOutput(output, from, re, what, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!re.test(output().slice(from))) {
    assert.ok(Date.now() < deadline, `${what}: not printed; the output was:\n${output().slice(from)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return output().slice(from);
}

/** Change a file of the project; the returned function puts it back. */
function plant(rel, change) {
  const file = path.join(project, rel);
  const before = read(file);
  fs.writeFileSync(file, change(before));
  return () => fs.writeFileSync(file, before);
}

test('npm run preview serves the built site with clean URLs and the 404', async () => {
  const server = startScript('preview', ['--port', String(4300 + Math.floor(Math.random() * 500))], '/guide/introduction');
  try {
    const url = await step('npm run preview answering', () => server.ready);
    assert.match(await (await fetch(`${url}/zh/guide/introduction`)).text(), /<h1[^>]*>介绍/);
    assert.equal((await fetch(`${url}/guide/nope`)).status, 404);
  } finally {
    server.stop();
  }
});

test('npm run dev: a page hydrates in Chromium, an edit updates it in place, bad input is reported plainly', async () => {
  const server = startScript('dev', ['--port', String(5300 + Math.floor(Math.random() * 500))], '/guide/introduction');
  const output = () => server.output;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const url = await step('npm run dev answering', () => server.ready);
    assert.match(output(), /rsdocs dev server ready in \d+ ms/);
    const page = await browser.newPage({ locale: 'zh-CN' });
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await step('open /zh/guide/introduction in Chromium', async () => {
      // A Chinese-speaking visitor: with another browser language, the first visit would go to that language's page.
      await page.goto(`${url}/zh/guide/introduction`, { timeout: 120_000 });
      await page.waitForFunction(() => window.__RSDOCS_HYDRATED__ === true, null, { timeout: 120_000 });
      assert.equal(await page.locator('h1').first().textContent(), '介绍');
      // Client navigation through a rewritten relative link.
      await page.locator('.rsd-doc a[href="/zh/guide/getting-started"]').first().click();
      await page.waitForFunction(() => document.querySelector('h1')?.textContent === '快速上手', null, { timeout: 60_000 });
    });
    await step('edit the open page', async () => {
      // The same document before and after: a reload would drop the marker.
      await page.evaluate(() => (window.__consumerMarker = true));
      const restore = plant('docs/zh/guide/getting-started.md', (s) => s.replace('## 开发', '作者刚写的一段话。\n\n## 开发'));
      try {
        await page.waitForFunction(() => document.querySelector('.rsd-doc')?.textContent?.includes('作者刚写的一段话。'), null, { timeout: 60_000 });
        assert.equal(await page.evaluate(() => window.__consumerMarker), true, 'the page updated in place, without a reload');
      } finally {
        restore();
      }
    });
    assert.deepEqual(errors, []);

    // Each bad input while the server runs: the page module (what the browser imports) fails with it, and the
    // terminal prints it as plain lines: file:line, the fix, no wrapper and no stack (Vite 8.4 names the plugin too).
    const devCases = [
      [
        'unclosed frontmatter',
        'docs/en/guide/getting-started.md',
        (s) => s.replace(/^---\n([\s\S]*?)\n---\n/, '---\n$1\n'),
        /the frontmatter opened on line 1 is never closed: add a line with --- after its last key\n(?:\s+Plugin: rsdocs\n)?\s+File: \S*docs\/en\/guide\/getting-started\.md:1:1/,
      ],
      [
        'unknown MDX component',
        'docs/en/guide/writing-pages.mdx',
        (s) => s.replace('<PackageManagerTabs command', '<PackageManagerTab command'),
        /<PackageManagerTab> is not a known component: did you mean <PackageManagerTabs>\? Otherwise add it to mdxComponents of \.\/theme\/index\.ts or import it in this page\n(?:\s+Plugin: rsdocs\n)?\s+File: \S*docs\/en\/guide\/writing-pages\.mdx:9:1/,
      ],
      [
        'dead relative link',
        'docs/en/guide/introduction.md',
        (s) => `${s}\nSee [the API](./api-reference.md).\n`,
        /dead link \(the build fails on it\) docs\/en\/guide\/introduction\.md:\d+:5: the link "\.\/api-reference\.md" \(\/guide\/api-reference\) points to no page: correct the link or add that page/,
      ],
    ];
    for (const [name, rel, change, message] of devCases) {
      await step(`rsdocs dev: ${name}`, async () => {
        const from = output().length;
        const restore = plant(rel, change);
        try {
          // The page's module as the browser imports it (Vite's client adds `?import`; without it Vite sends the file).
          const res = await fetch(`${url}/${rel}?import`);
          const printed = await waitForOutput(output, from, message, name);
          assert.doesNotMatch(printed, /RsdocsError|\n\s+at /, `${name}: printed with a wrapper or a stack`);
          if (name !== 'dead relative link') {
            assert.equal(res.status, 500);
            // The error answer (what Vite's overlay shows) has the place too.
            assert.match(await res.text(), new RegExp(`"loc":\\{"file":"[^"]*${rel.replaceAll('.', '\\.')}","line":\\d+,"column":1\\}`));
          }
          // The page itself still answers: its document is served, the browser shows the overlay.
          assert.equal((await fetch(`${url}${rel.replace(/^docs\/en/, '').replace(/\.mdx?$/, '')}`)).status, 200);
        } finally {
          restore();
        }
      });
    }
    await step('rsdocs dev: unknown config key', async () => {
      const from = output().length;
      const restore = plant('site.config.ts', (s) => s.replace("sidebar: {\n        '/guide/'", "sidebr: {\n        '/guide/'"));
      try {
        const printed = await waitForOutput(
          output,
          from,
          /the configuration could not be loaded; the server goes on with the previous one\.\ninvalid site config \(site\.config\.ts\):\n\s+- locales\[0\]\.sidebr: unknown key "sidebr", did you mean "sidebar"\?/,
          'unknown config key',
        );
        assert.doesNotMatch(printed, /RsdocsError|\n\s+at /);
        // The server goes on: the page still answers.
        assert.equal((await fetch(`${url}/guide/introduction`)).status, 200);
      } finally {
        const restored = output().length;
        restore();
        // Fixed: the server reloads the configuration (a restart on the same port) and answers again.
        await waitForOutput(output, restored, /configuration changed, server restarted/, 'restart after the fix');
        // A second watcher event for the same save may restart it once more: wait until it answers (up to 30 s).
        let status = 0;
        for (const deadline = Date.now() + 30_000; status !== 200 && Date.now() < deadline; ) {
          status = await fetch(`${url}/guide/introduction`).then((r) => r.status, () => 0);
          if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
        }
        assert.equal(status, 200);
      }
    });
  } finally {
    await browser.close();
    server.stop();
  }
});

test('plugins, an overridden part and a slot per language, in a typed site', async () => {
  write(project, {
    'site.config.ts': read(path.join(project, 'site.config.ts'))
      .replace("import { defineConfig } from '@rsdocs/theme/vite';", `import { defineConfig, feedPlugin, readingTimePlugin, type RsdocsPlugin } from '@rsdocs/theme/vite';

// Every hook of the plugin API once: page data, a remark plugin, an added page, a global component and stylesheet.
const consumer: RsdocsPlugin = {
  name: 'consumer',
  extendPageData(pageData) {
    pageData.stamped = true;
  },
  markdown: {
    remarkPlugins: [() => (tree: { children: object[] }) => void tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Remarked by a plugin.' }] })],
  },
  addPages: () => [{ routePath: '/tags', content: '# Tags\\n\\nA page added by a plugin.\\n' }],
  globalComponents: ['./theme/Global.tsx'],
  globalStyles: ['./theme/global.css'],
};`)
      .replace("  themeEntry: './theme/index.ts',", "  themeEntry: './theme/index.tsx',\n  siteUrl: 'https://docs.example.com',\n  plugins: [readingTimePlugin(), feedPlugin(), consumer],"),
    'theme/Global.tsx': "export default function Global() {\n  return <div className=\"consumer-global\">Global from a plugin</div>;\n}\n",
    'theme/global.css': '.consumer-global { color: #123abc; }\n',
    'theme/index.tsx': `import './brand.css';
import { PrevNextPage, ReadingTime, type PrevNextPageProps, type ThemeEntry } from '@rsdocs/theme';

function MyPrevNext(props: PrevNextPageProps) {
  return (
    <div className="my-prev-next">
      <PrevNextPage {...props} />
      <p>Consumer prev/next wrapper</p>
    </div>
  );
}

function MyFooter() {
  return <footer className="my-footer">Consumer footer</footer>;
}

export const components: ThemeEntry['components'] = { PrevNextPage: MyPrevNext, Footer: MyFooter };

export const slots: ThemeEntry['slots'] = {
  beforeContent: <ReadingTime />,
  afterContent: (lang) => <p className="consumer-slot">{lang === 'zh' ? '中文插槽' : 'English slot'}</p>,
};
`,
    'docs/en/blog/index.md': '# Blog\n\nNews.\n',
    'docs/en/blog/first-post.md': '---\ntitle: First post\ndate: 2024-05-02\ndescription: The first one.\n---\n\n# First post\n\nHello.\n',
    'docs/zh/blog/index.md': '# 博客\n\n新闻。\n',
  });
  fs.rmSync(path.join(project, 'theme/index.ts'));
  await step('npm run typecheck (with plugins and a part)', () => run('npm', ['run', 'typecheck'], project));
  const res = await step('npm run build (with plugins and a part)', () => run('npm', ['run', 'build'], project));
  const dist = path.join(project, 'dist');
  const guide = read(path.join(dist, 'guide/getting-started.html'));
  assert.match(guide, /class="my-prev-next"/);
  assert.match(guide, /Consumer prev\/next wrapper/);
  assert.match(guide, /class="rsd-prev-next"/, 'the replacement may render the built-in');
  assert.match(guide, /class="rsd-reading-time"[^>]*>1 min read/);
  assert.match(guide, /English slot/);
  assert.match(guide, /"stamped":true/, 'extendPageData reached the page data');
  assert.match(guide, /Remarked by a plugin\./, 'the remark plugin ran');
  assert.match(read(path.join(dist, 'zh/index.html')), /Remarked by a plugin\./, 'on every page');
  // The Footer part, replaced by name, on the home pages (where the footer is).
  assert.match(read(path.join(dist, 'index.html')), /<footer class="my-footer"[^>]*>Consumer footer<\/footer>/);
  assert.match(guide, /class="consumer-global"/, 'the global component is prerendered');
  assert.match(read(path.join(dist, 'tags.html')), /A page added by a plugin\./);
  const builtCss = walk(dist).filter((f) => f.endsWith('.css')).map(read).join('\n');
  assert.match(builtCss, /#123abc/, 'the global stylesheet is bundled');
  assert.match(read(path.join(dist, 'zh/guide/getting-started.html')), /中文插槽/);
  // Bilingual SEO: translations link each other, the default language is x-default, and each page is canonical.
  assert.match(guide, /<link rel="canonical" href="https:\/\/docs\.example\.com\/guide\/getting-started">/);
  assert.match(guide, /<link rel="alternate" hreflang="zh-CN" href="https:\/\/docs\.example\.com\/zh\/guide\/getting-started">/);
  assert.match(guide, /<link rel="alternate" hreflang="x-default" href="https:\/\/docs\.example\.com\/guide\/getting-started">/);
  // The feed plugin: RSS and Atom, linked from the blog's pages.
  assert.match(read(path.join(dist, 'blog/rss.xml')), /<title><!\[CDATA\[First post\]\]><\/title>/);
  assert.match(read(path.join(dist, 'blog/atom.xml')), /https:\/\/docs\.example\.com\/blog\/first-post/);
  assert.match(read(path.join(dist, 'blog/index.html')), /<link rel="alternate" type="application\/rss\+xml" title="My Docs Blog" href="\/blog\/rss\.xml">/);
  assert.doesNotMatch(res.output, /missing translation.*guide/);
});

/** Change files, build, restore them; returns the build's exit status and output. */
async function buildWith(name, files, args = []) {
  const saved = Object.fromEntries(Object.keys(files).map((rel) => [rel, fs.existsSync(path.join(project, rel)) ? read(path.join(project, rel)) : null]));
  write(project, files);
  try {
    return await step(`npm run build (${name})`, () => run('npm', ['run', 'build', ...(args.length ? ['--', ...args] : [])], project, { allowFail: true }));
  } finally {
    for (const [rel, content] of Object.entries(saved)) {
      if (content === null) fs.rmSync(path.join(project, rel));
      else fs.writeFileSync(path.join(project, rel), content);
    }
  }
}

test('bad input stops the build with the file, the line and the fix', async () => {
  const config = read(path.join(project, 'site.config.ts'));

  const typo = await buildWith('unknown config key', { 'site.config.ts': config.replace("sidebar: {\n        '/guide/'", "sidebr: {\n        '/guide/'") });
  assert.notEqual(typo.status, 0);
  assert.match(typo.output, /invalid site config \(site\.config\.ts\):\n\s+- locales\[0\]\.sidebr: unknown key "sidebr", did you mean "sidebar"\?/);

  const wrongType = await buildWith('wrongly typed config', { 'site.config.ts': config.replace("lang: 'en',", "lang: 'en',\n  lastUpdated: 'yes',") });
  assert.notEqual(wrongType.status, 0);
  assert.match(wrongType.output, /lastUpdated: expected true or false, got "yes"/);

  const deadLink = await buildWith('dead relative link', { 'docs/en/guide/introduction.md': `${read(path.join(project, 'docs/en/guide/introduction.md'))}\nSee [the API](./api-reference.md).\n` });
  assert.notEqual(deadLink.status, 0);
  assert.match(deadLink.output, /docs\/en\/guide\/introduction\.md:\d+:5: the link "\.\/api-reference\.md" \(\/guide\/api-reference\) points to no page: correct the link or add that page/);

  const unclosed = await buildWith('unclosed frontmatter and a component in .md', {
    'docs/en/guide/getting-started.md': read(path.join(project, 'docs/en/guide/getting-started.md')).replace(/^---\n([\s\S]*?)\n---\n/, '---\n$1\n'),
    'docs/en/guide/introduction.md': `${read(path.join(project, 'docs/en/guide/introduction.md'))}\n<PackageManagerTabs command="add x" />\n`,
  });
  assert.notEqual(unclosed.status, 0);
  assert.match(unclosed.output, /docs\/en\/guide\/getting-started\.md:1:1: the frontmatter opened on line 1 is never closed: add a line with --- after its last key/);
  assert.match(unclosed.output, /docs\/en\/guide\/introduction\.md:\d+:1: <PackageManagerTabs> is a component, but \.md pages show components as nothing: rename the file to introduction\.mdx to use it/);

  const unknown = await buildWith('unknown MDX component', {
    'docs/en/guide/writing-pages.mdx': read(path.join(project, 'docs/en/guide/writing-pages.mdx')).replace('<PackageManagerTabs command', '<PackageManagerTab command'),
  });
  assert.notEqual(unknown.status, 0);
  assert.match(unknown.output, /docs\/en\/guide\/writing-pages\.mdx:9:1: <PackageManagerTab> is not a known component: did you mean <PackageManagerTabs>\?/);

  const mdxSyntax = await buildWith('MDX syntax error', { 'docs/en/guide/writing-pages.mdx': `${read(path.join(project, 'docs/en/guide/writing-pages.mdx'))}\n<Tabs>\n` });
  assert.notEqual(mdxSyntax.status, 0);
  const lines = read(path.join(project, 'docs/en/guide/writing-pages.mdx')).split('\n').length;
  // Counted from the top of the file, frontmatter included.
  assert.match(mdxSyntax.output, new RegExp(`docs/en/guide/writing-pages\\.mdx:${lines + 1}:1: cannot compile Markdown: Expected a closing tag for \`<Tabs>\``));

  // Every one of them prints plain lines: no `[RsdocsError: …]` wrapper, no stack, and a failing exit code.
  for (const res of [typo, wrongType, deadLink, unclosed, unknown, mdxSyntax]) {
    assert.doesNotMatch(res.output, /RsdocsError|\n\s+at /);
    assert.doesNotMatch(res.output, /--debug/, 'our own errors need no hint to the stack');
  }

  // --debug adds the stack (where the error was thrown) for whoever reports a bug.
  const debug = await buildWith('unknown config key, --debug', { 'site.config.ts': config.replace("sidebar: {\n        '/guide/'", "sidebr: {\n        '/guide/'") }, ['--debug']);
  assert.notEqual(debug.status, 0);
  assert.match(debug.output, /locales\[0\]\.sidebr: unknown key "sidebr", did you mean "sidebar"\?/);
  assert.match(debug.output, /\n\s+at .*node_modules\/@rsdocs\/theme\/dist\//);
});

test('the public API type-checks', async () => {
  const dir = path.join(project, 'checks/types');
  write(dir, {
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        // Checking every library's declarations (react, vite, node) triples the time; our own declarations are
        // generated from checked sources, and the imports they rely on are resolved below.
        skipLibCheck: true,
        types: ['node'],
      },
      include: ['*.ts', '*.tsx'],
    }),
    'api.tsx': `import { defineConfig, Navbar, ThemeProvider, type NavbarProps, type SiteConfig, type ThemeEntry } from '@rsdocs/theme';
import { rsdocs } from '@rsdocs/theme/vite';
import { createRenderer } from '@rsdocs/theme/server';
import { buildIndex } from '@rsdocs/search/build';
import { loadIndex, type SearchHit } from '@rsdocs/search';
import type { PluginOption } from 'vite';

const config: SiteConfig = defineConfig({
  title: 'Acme',
  locales: [
    { lang: 'en', label: 'English', nav: [{ text: 'Guide', link: '/guide/' }] },
    { lang: 'zh', label: '简体中文', sidebar: { '/guide/': [{ text: '开始', items: [{ text: '介绍', link: '/zh/guide/' }] }] } },
  ],
  search: { mode: 'local', codeBlocks: false },
});
const plugins: PluginOption[] = rsdocs(config, { configFile: 'site.config.ts' });

const navbarProps: NavbarProps = { items: [{ text: 'Home', link: '/' }], transparentUntilScroll: true, onSearch: () => {} };
export const element = (
  <ThemeProvider lang="en" pathname="/">
    <Navbar {...navbarProps} />
  </ThemeProvider>
);

const index = buildIndex([{ id: '/guide/', title: 'Guide', content: 'Install the theme', toc: [], routePath: '/guide/' }], { lang: 'en' });
const hits: SearchHit[] = loadIndex(JSON.stringify(index)).search('install');
const firstRoute: string | undefined = hits[0]?.routePath;

export const theme: ThemeEntry = { slots: { afterContent: <p>Thanks for reading</p> } };
export { plugins, firstRoute, createRenderer };

// Wrong usage is rejected, which also proves the types are not 'any'.
// @ts-expect-error title must be a string
defineConfig({ title: 1 });
// @ts-expect-error position is 'left' | 'right'
export const badNav: NavbarProps = { items: [{ text: 'x', link: '/', position: 'top' }] };
// @ts-expect-error buildIndex needs the language
buildIndex([], {});
`,
  });
  await step('tsc --noEmit', () => run('node', [tsc, '-p', 'tsconfig.json'], dir));

  // With skipLibCheck an unresolvable import inside our .d.ts files would silently become `any`: resolve each one.
  const ts = createRequire(path.join(project, 'package.json'))('typescript');
  const options = { moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, types: ['node'] };
  const unresolved = [];
  for (const pkg of ['theme', 'search']) {
    const dist = path.join(project, 'node_modules/@rsdocs', pkg, 'dist');
    for (const file of walk(dist).filter((f) => f.endsWith('.d.ts'))) {
      // Doc comments may show an import as an example (definesFromRsbuildPlugins does): only code counts.
      const code = read(file).replace(/\/\*[\s\S]*?\*\//g, '');
      for (const [, spec] of code.matchAll(/(?:from|import\()\s*['"]([^'"]+)['"]/g)) {
        // Node built-ins are ambient modules of @types/node, which vite's own types need as well.
        if (spec.startsWith('node:')) {
          if (!fs.existsSync(path.join(project, 'node_modules/@types/node/package.json'))) unresolved.push(`${spec} needs @types/node`);
          continue;
        }
        const { resolvedModule } = ts.resolveModuleName(spec, file, options, ts.sys);
        if (!resolvedModule || !/\.d\.[mc]?ts$/.test(resolvedModule.resolvedFileName)) unresolved.push(`${path.relative(project, file)}: '${spec}'`);
      }
    }
  }
  assert.deepEqual(unresolved, [], 'imports in the published declaration files resolve to types');
});

test('the components and styles.css build in a plain Vite React app', async () => {
  const dir = path.join(project, 'checks/app');
  write(dir, {
    'index.html': `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Components</title></head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    'vite.config.ts': `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
export default defineConfig({ plugins: [react()] });
`,
    'tsconfig.json': JSON.stringify({ compilerOptions: { jsx: 'react-jsx', module: 'ESNext', moduleResolution: 'bundler', strict: true, noEmit: true } }),
    'src/main.tsx': `import '@rsdocs/theme/styles.css';
import './brand.css';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Banner, HomeHero, Navbar, Outline, SearchModal, Sidebar, ThemeProvider, ToolStack, type SearchSource } from '@rsdocs/theme';

const source: SearchSource = { search: async () => [] };
const tools = [{ name: 'Acme', desc: '工具', descEn: 'A tool', logo: '/acme.svg', url: 'https://example.com' }];

function Demo() {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider lang="en" pathname="/guide/" searchSource={source}>
      <Banner href="/" message="Consumer banner" localStorageKey="consumer-banner" />
      <Navbar items={[{ text: 'Guide', link: '/guide/' }]} onSearch={() => setOpen(true)} />
      <ToolStack items={tools} />
      <HomeHero title="Consumer app" subTitle="Components from @rsdocs/theme" getStartedHref="/guide/" />
      <Sidebar items={[{ text: 'Guide', items: [{ text: 'Start', link: '/guide/' }] }]} />
      <Outline toc={[{ id: 'intro', text: 'Intro', depth: 2, charIndex: 0 }]} />
      <SearchModal open={open} onOpenChange={setOpen} />
    </ThemeProvider>
  );
}

createRoot(document.getElementById('root')!).render(<Demo />);
`,
    'src/brand.css': ':root { --rsd-c-brand: #123456; }\n',
  });
  await step('vite build (plain React app)', () => run('node', [vite, 'build'], dir));
  const dist = path.join(dir, 'dist');
  const files = walk(dist);
  assert.ok(fs.existsSync(path.join(dist, 'index.html')));
  const js = files.filter((f) => f.endsWith('.js')).map(read).join('\n');
  const css = files.filter((f) => f.endsWith('.css')).map(read).join('\n');
  assert.match(js, /Consumer banner/);
  for (const cls of ['rsd-navbar', 'rsd-sidebar', 'rsd-outline', 'rsd-banner', 'rsd-tool-stack']) assert.ok(css.includes(`.${cls}`), `styles.css has .${cls}`);
  assert.match(css, /@layer rsd\./, 'theme CSS stays in @layer rsd.*');
  assert.match(css, /#123456/, 'the app’s unlayered token override is bundled');
  assert.ok(!/node:(fs|path|child_process)/.test(js), 'no Node built-ins reach the browser bundle');
});
