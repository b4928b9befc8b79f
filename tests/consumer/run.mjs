#!/usr/bin/env node
// Consumer test: use @rsdocs/theme and @rsdocs/search the way another team would, from packed tarballs in a
// project outside this workspace.
//
//   node tests/consumer/run.mjs            (from the repository root)
//
// 1. builds the two packages if their dist files are missing, 2. packs them with pnpm (which rewrites
// `workspace:` ranges), 3. installs the tarballs with react, react-dom and vite into a temporary project,
// 4. scaffolds a bilingual site with `rsdocs init`, builds it and checks the HTML, 5. type-checks a file using the
// public API, 6. builds a plain Vite React app that renders the components with styles.css.
// Environment: RSDOCS_CONSUMER_KEEP=1 keeps the temporary folder; RSDOCS_CONSUMER_REBUILD=1 rebuilds the packages.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

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
};

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const rootPkg = readJson(path.join(ROOT, 'package.json'));
const themePkg = readJson(path.join(packages.theme.dir, 'package.json'));
/** The workspace's versions, so the consumer gets what the workspace builds and tests with. */
const installedVersion = (name) => {
  for (const dir of [ROOT, packages.theme.dir]) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) return readJson(file).version;
  }
  return undefined;
};
const versions = {
  react: rootPkg.devDependencies.react,
  'react-dom': rootPkg.devDependencies['react-dom'],
  vite: rootPkg.devDependencies.vite,
  typescript: rootPkg.devDependencies.typescript,
  '@types/react': installedVersion('@types/react') ?? '^19.2.0',
  '@types/react-dom': installedVersion('@types/react-dom') ?? '^19.2.0',
  '@types/node': installedVersion('@types/node') ?? '^20.19.0',
  '@vitejs/plugin-react': themePkg.dependencies['@vitejs/plugin-react'],
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
let project; // the consumer project with node_modules
let tarballs;
let vite; // the consumer's vite CLI
let tsc;

before(async () => {
  tmp = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'rsdocs-consumer-'));
  assert.ok(!tmp.startsWith(`${ROOT}${path.sep}`), 'the consumer project must live outside the workspace');
  console.log(`# temporary folder: ${tmp}`);

  const build = (p) => run('npx', [...PNPM, 'run', 'build'], p.dir);
  await step('build packages (if needed)', () => {
    for (const p of [packages.search, packages.theme]) {
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

  await step('npm install tarballs', () => {
    project = path.join(tmp, 'project');
    write(project, { 'package.json': `${JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2)}\n` });
    const specs = [tarballs.search, tarballs.theme, ...Object.entries(versions).map(([n, v]) => `${n}@${v}`)];
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', ...specs], project);
    vite = path.join(project, 'node_modules/vite/bin/vite.js');
    tsc = path.join(project, 'node_modules/typescript/bin/tsc');
  });
});

after(() => {
  if (tmp && !KEEP) fs.rmSync(tmp, { recursive: true, force: true });
  else if (tmp) console.log(`# kept ${tmp}`);
  const total = (performance.now() - started) / 1000;
  console.log(`# timings: ${timings.map(([n, s]) => `${n} ${s.toFixed(1)}s`).join(', ')}; total ${total.toFixed(1)} s`);
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
  assert.deepEqual(Object.keys(theme.exports).filter((k) => k !== './package.json'), ['.', './server', './vite', './styles.css']);
  assert.ok(theme.peerDependencies.react && theme.peerDependencies['react-dom'], 'react and react-dom are peer dependencies');
  assert.ok(!theme.dependencies.react && !theme.dependencies['react-dom'], 'react is not a direct dependency');
  for (const dep of ['clsx', '@radix-ui/react-dialog', '@radix-ui/react-popover', '@radix-ui/react-collapsible', '@rsdocs/search'])
    assert.ok(theme.dependencies[dep], `${dep} is a dependency of the theme`);
  assert.ok(Array.isArray(theme.sideEffects) && theme.sideEffects.some((s) => s.includes('.css')), 'sideEffects lists the CSS');
});

test('rsdocs init scaffolds a bilingual site that builds', async () => {
  const cli = path.join(project, 'node_modules/@rsdocs/theme/bin/rsdocs.js');
  const site = path.join(project, 'site');
  const init = await step('rsdocs init', () => run('node', [cli, 'init', 'site'], project));
  assert.match(init.output, /Next steps/);
  // A second init into the same folder is refused.
  const again = run('node', [cli, 'init', 'site'], project, { allowFail: true });
  assert.notEqual(again.status, 0);
  assert.match(again.output, /is not empty/);

  // Extension through the theme entry (slots, MDX components), more content (Markdown features), and a shared/
  // folder that is not routed.
  fs.appendFileSync(
    path.join(site, 'theme/index.ts'),
    `import { createElement } from 'react';
import type { ThemeEntry } from '@rsdocs/theme';
export const slots: ThemeEntry['slots'] = { afterContent: createElement('p', { className: 'consumer-slot' }, 'Consumer slot text') };
export const mdxComponents = { Hello: () => createElement('strong', null, 'Hello from mdxComponents') };
`,
  );
  write(site, {
    'docs/en/guide/features.mdx': `---
description: Markdown features of the theme.
---

# Features

Consumer feature page body. <Hello />

:::tip Good to know
A tip container.
:::

\`\`\`ts title="example.ts" {1}
export const answer = 42;
\`\`\`

<PackageManagerTabs command="add @rsdocs/theme" />

<Tabs groupId="lang">
  <Tab label="One">

First tab text.

  </Tab>
  <Tab label="Two">

Second tab text.

  </Tab>
</Tabs>
`,
    'docs/zh/guide/features.mdx': `---
description: 主题的 Markdown 功能。
---

# 功能

消费者功能页面正文。
`,
    'docs/en/shared/snippet.md': '# Not a page\n',
  });

  await step('vite build (site)', () => run('node', [vite, 'build'], site));
  const dist = path.join(site, 'dist');
  const page = (rel) => {
    const file = path.join(dist, rel);
    assert.ok(fs.existsSync(file), `${rel} was not written`);
    return read(file);
  };
  const home = page('index.html');
  assert.match(home, /<html lang="en"/);
  assert.match(home, /A bilingual documentation site/);
  assert.match(home, /Powered by @rsdocs\/theme and @rsdocs\/search/);
  const zhHome = page('zh/index.html');
  assert.match(zhHome, /<html lang="zh/);
  assert.match(zhHome, /一个双语文档站点/);
  const guide = page('guide/start.html');
  assert.match(guide, /Welcome to your new documentation site/);
  assert.match(guide, /Develop locally/);
  assert.match(page('zh/guide/start.html'), /欢迎使用这个文档站点/);
  const features = textOf(page('guide/features.html'));
  for (const text of ['Consumer feature page body', 'Hello from mdxComponents', 'Consumer slot text', 'Good to know', 'example.ts', 'npm install @rsdocs/theme', 'First tab text'])
    assert.ok(features.includes(text), `guide/features.html lacks "${text}"`);
  assert.match(page('zh/guide/features.html'), /消费者功能页面正文/);
  assert.ok(!fs.existsSync(path.join(dist, 'shared')), 'shared/ is not routed');
  assert.ok(fs.existsSync(path.join(dist, '404.html')), '404.html');

  const files = walk(dist).map((f) => path.relative(dist, f).split(path.sep).join('/'));
  assert.ok(files.some((f) => /^static\/search_index\.en\.[0-9a-f]+\.json$/.test(f)), 'English search index');
  assert.ok(files.some((f) => /^static\/search_index\.zh\.[0-9a-f]+\.json$/.test(f)), 'Chinese search index');
  const css = files.filter((f) => f.endsWith('.css')).map((f) => read(path.join(dist, f))).join('\n');
  assert.match(css, /\.rsd-navbar/, 'theme styles are bundled');
  assert.match(css, /#6d28d9/i, 'the brand token overrides from theme/brand.css are bundled');
});

test('a config error names the field and the expected shape', async () => {
  const dir = path.join(project, 'bad-config');
  write(dir, {
    'vite.config.ts': `import { rsdocs } from '@rsdocs/theme/vite';
export default { plugins: [rsdocs({ title: 'Bad', locales: [{ lang: 'en', label: 'English' }, { lang: 'zh' }] } as never)] };
`,
    'docs/en/index.md': '# Home\n',
  });
  const res = await step('vite build (invalid config)', () => run('node', [vite, 'build'], dir, { allowFail: true }));
  assert.notEqual(res.status, 0);
  assert.match(res.output, /locales\[1\]\.label: required, expected a string/);
});

test('the public API type-checks', async () => {
  const dir = path.join(project, 'types');
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
      // The starter written by `rsdocs init` (previous test) is checked in the same program.
      include: ['*.ts', '*.tsx', '../site/site.config.ts', '../site/vite.config.ts', '../site/theme/*.ts'],
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
      for (const [, spec] of read(file).matchAll(/(?:from|import\()\s*['"]([^'"]+)['"]/g)) {
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
  const dir = path.join(project, 'app');
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
