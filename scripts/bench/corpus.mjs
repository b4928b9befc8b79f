// The generated corpus and one minimal config per tool for it. Every tool builds the same `docs` folder
// (en at the root, zh under /zh), with one sidebar per top-level section and language listing every page,
// a one-item nav, and local search as the tool ships it (on by default in ours and Rspress; VitePress needs
// `search.provider: 'local'`). Each tool builds in its own folder into its own `dist`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib.mjs';
import { toolBin } from './tools.mjs';

const genCorpus = findGenCorpus();
// The command a site runs (`rsdocs build`, as a scaffolded site's scripts do), from the workspace's theme.
const rsdocsBin = path.join(repoRoot, 'packages/theme/bin/rsdocs.js');

/**
 * The corpus generator lives beside the main checkout (`<main>/../shared/bench`). From a git worktree the repo
 * root is elsewhere, so also look beside the checkout that owns the git directory; BENCH_GEN_CORPUS overrides.
 */
function findGenCorpus() {
  if (process.env.BENCH_GEN_CORPUS) return path.resolve(process.env.BENCH_GEN_CORPUS);
  const beside = (root) => path.resolve(root, '../shared/bench/gen-corpus.mjs');
  const r = spawnSync('git', ['rev-parse', '--path-format=absolute', '--git-common-dir'], { cwd: repoRoot, encoding: 'utf8' });
  const mainRoot = r.status === 0 ? path.dirname(r.stdout.trim()) : repoRoot;
  return [beside(repoRoot), beside(mainRoot)].find((f) => fs.existsSync(f)) ?? beside(repoRoot);
}

/** `.bench/corpus-N/docs`, generated once (the generator is deterministic). */
export function ensureCorpus(n) {
  const dir = path.join(repoRoot, '.bench', `corpus-${n}`);
  if (!fs.existsSync(path.join(dir, 'docs/zh/index.md'))) {
    fs.mkdirSync(dir, { recursive: true });
    const r = spawnSync('node', [genCorpus, path.join(dir, 'docs'), String(n)], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`gen-corpus failed for N=${n}`);
  }
  return dir;
}

/** A corpus doc page (as `<path>.html` under dist): the first page of guide/start. */
export function corpusDocPage(dir) {
  const first = fs.readdirSync(path.join(dir, 'docs/en/guide/start')).filter((f) => f.endsWith('.md')).sort()[0];
  return `guide/start/${first.replace(/\.md$/, '.html')}`;
}

/**
 * Sidebars of one language: { '/guide/': [{ text: 'start', items: [{ text, link }] }, …], … }. Pages of a
 * subfolder form a group named after it; pages directly in a section form a group named after the section.
 * Our engine matches keys after removing the language prefix; Rspress and VitePress want it in the key.
 */
function sidebars(docs, lang, { prefixKeys }) {
  const prefix = lang === 'en' ? '' : `/${lang}`;
  const root = path.join(docs, lang);
  const walk = (d) => fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
  const out = {};
  for (const file of walk(root).sort()) {
    const rel = path.relative(root, file).replace(/\.md$/, '');
    const [section, ...rest] = rel.split('/');
    if (!rest.length) continue; // the home page
    const title = /^title: "?(.*?)"?$/m.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? rel;
    const key = `${prefixKeys ? prefix : ''}/${section}/`;
    const groupName = rest.length > 1 ? rest[0] : section;
    out[key] ??= [];
    let group = out[key].find((g) => g.text === groupName);
    if (!group) out[key].push((group = { text: groupName, items: [] }));
    group.items.push({ text: title, link: `${prefix}/${rel}` });
  }
  return out;
}

const nav = { en: [{ text: 'Guide', link: '/' }], zh: [{ text: '指南', link: '/zh/' }] };
const json = (v) => JSON.stringify(v);

/** Write the config of `tool` for the corpus in `dir`; returns how to build it and where the output goes. */
export function prepareTool(tool, dir) {
  const docs = path.join(dir, 'docs');
  if (tool === 'rsdocs') {
    const sb = { en: sidebars(docs, 'en', { prefixKeys: false }), zh: sidebars(docs, 'zh', { prefixKeys: false }) };
    fs.writeFileSync(
      path.join(dir, 'vite.config.mjs'),
      `import { rsdocs } from '@rsdocs/theme/vite';
export default {
  logLevel: 'warn',
  plugins: [rsdocs({
    title: 'Example Docs', root: 'docs', siteUrl: 'https://example.com',
    locales: [
      { lang: 'en', label: 'English', nav: ${json(nav.en)}, sidebar: ${json(sb.en)} },
      { lang: 'zh', label: '简体中文', nav: ${json(nav.zh)}, sidebar: ${json(sb.zh)} },
    ],
  })],
};
`,
    );
    // The corpus folder resolves @rsdocs/theme and its peers from the workspace through symlinks.
    const nm = path.join(dir, 'node_modules');
    fs.rmSync(nm, { recursive: true, force: true });
    fs.mkdirSync(path.join(nm, '@rsdocs'), { recursive: true });
    fs.symlinkSync(path.join(repoRoot, 'packages/theme'), path.join(nm, '@rsdocs/theme'));
    fs.symlinkSync(path.join(repoRoot, 'packages/search'), path.join(nm, '@rsdocs/search'));
    for (const dep of ['react', 'react-dom', 'vite']) fs.symlinkSync(path.join(repoRoot, 'packages/site/node_modules', dep), path.join(nm, dep));
    return { cwd: dir, cmd: 'node', args: [rsdocsBin, 'build'], dist: path.join(dir, 'dist') };
  }

  if (tool === 'rspress') {
    const cwd = path.join(dir, 'rspress');
    fs.mkdirSync(cwd, { recursive: true });
    const sb = { en: sidebars(docs, 'en', { prefixKeys: true }), zh: sidebars(docs, 'zh', { prefixKeys: true }) };
    // A plain object (no import of @rspress/core): the folder has no node_modules of its own.
    fs.writeFileSync(
      path.join(cwd, 'rspress.config.mjs'),
      `export default {
  root: ${json(docs)},
  outDir: 'dist',
  title: 'Example Docs',
  lang: 'en',
  locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }],
  themeConfig: {
    locales: [
      { lang: 'en', label: 'English', nav: ${json(nav.en)}, sidebar: ${json(sb.en)} },
      { lang: 'zh', label: '简体中文', nav: ${json(nav.zh)}, sidebar: ${json(sb.zh)} },
    ],
  },
};
`,
    );
    // Rspress keeps a persistent Rspack cache in node_modules/.cache: clear it so each run is a cold build.
    fs.rmSync(path.join(cwd, 'node_modules'), { recursive: true, force: true });
    return { cwd, cmd: 'node', args: [toolBin('rspress'), 'build'], dist: path.join(cwd, 'dist') };
  }

  if (tool === 'vitepress') {
    const cwd = path.join(dir, 'vitepress');
    fs.mkdirSync(path.join(cwd, '.vitepress'), { recursive: true });
    const sb = { en: sidebars(docs, 'en', { prefixKeys: true }), zh: sidebars(docs, 'zh', { prefixKeys: true }) };
    // The shared docs folder keeps English under en/: a rewrite serves it at the root.
    fs.writeFileSync(
      path.join(cwd, '.vitepress/config.mjs'),
      `export default {
  srcDir: ${json(docs)},
  outDir: ${json(path.join(cwd, 'dist'))},
  title: 'Example Docs',
  rewrites: { 'en/:rest*': ':rest*' },
  themeConfig: { search: { provider: 'local' } },
  locales: {
    root: { label: 'English', lang: 'en', themeConfig: { nav: ${json(nav.en)}, sidebar: ${json(sb.en)} } },
    zh: { label: '简体中文', lang: 'zh', link: '/zh/', themeConfig: { nav: ${json(nav.zh)}, sidebar: ${json(sb.zh)} } },
  },
};
`,
    );
    fs.rmSync(path.join(cwd, '.vitepress/cache'), { recursive: true, force: true });
    return { cwd, cmd: 'node', args: [toolBin('vitepress'), 'build', '.'], dist: path.join(cwd, 'dist') };
  }
  throw new Error(`unknown tool ${tool}`);
}
