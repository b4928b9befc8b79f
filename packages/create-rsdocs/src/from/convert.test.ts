import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { convert } from './convert';
import { FIXTURE, WRAPPER_CONFIG } from './test-support';
import { walk } from './files';

let tmp: string;
let site: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'from-'));
  site = path.join(tmp, 'site');
  fs.cpSync(FIXTURE, site, { recursive: true });
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Every file under a folder with its content hash (and the listing itself: nothing added or removed). */
const hashes = (dir: string) =>
  Object.fromEntries(walk(dir).map((f) => [path.relative(dir, f), crypto.createHash('sha256').update(fs.readFileSync(f)).digest('hex')]));
const read = (rel: string) => fs.readFileSync(path.join(site, rel), 'utf8');

describe('convert', () => {
  it('converts the fixture in place and never touches a file under the docs root', () => {
    const docsBefore = hashes(path.join(site, 'docs'));
    expect(Object.keys(docsBefore).length).toBeGreaterThan(30);
    const themeBefore = hashes(path.join(site, 'theme'));
    const result = convert('site', { cwd: tmp, version: '0.1.0' });
    expect(hashes(path.join(site, 'docs'))).toEqual(docsBefore);
    expect(hashes(path.join(site, 'theme'))).toEqual(themeBefore);
    expect(result.written).toEqual(['site.config.ts', 'package.json', 'tsconfig.json', 'vite.config.ts', 'MIGRATION.md']);
    expect(result.pages).toBe(28);
    expect(result.outDir).toBe('build');
    // The Rspress config stays for reference; the new one sits beside it.
    expect(fs.existsSync(path.join(site, 'rspress.config.ts'))).toBe(true);
    const config = read('site.config.ts');
    expect(config).toMatch(/^import \{ defineConfig, feedPlugin \} from '@rsdocs\/theme\/vite';/);
    expect(config).toContain("title: 'Lantern',");
    expect(config).toContain("'/guide/setup': '/guide/start/quick-start',");
    expect(config).toContain('plugins: [feedPlugin()],');
    // docs/public is where Rspress serves static files from.
    expect(read('vite.config.ts')).toContain("publicDir: 'docs/public'");
    // …and runs the site's own builder plugin (imported from the project folder) for its defines.
    expect(read('vite.config.ts')).toContain("import { pluginOptionIndex } from './theme/pluginOptionIndex';");
    expect(read('vite.config.ts')).toContain("      { plugin: pluginOptionIndex({ section: 'config' }), file: 'theme/pluginOptionIndex.ts' },");
    // tsconfig: the workspace base gone, site.config.ts checked, paths kept but `@theme`: it named the Rspress
    // custom theme, and pages importing `@theme` get rsdocs's built-ins.
    const tsconfig = JSON.parse(read('tsconfig.json'));
    expect(tsconfig.extends).toBeUndefined();
    expect(tsconfig.compilerOptions.paths).toEqual({
      '@components/*': ['./theme/components/*'],
      '@en/*': ['./docs/en/*'],
      '@zh/*': ['./docs/zh/*'],
      i18n: ['./i18n.json'],
    });
    expect(tsconfig.compilerOptions).toMatchObject({ jsx: 'react-jsx', moduleResolution: 'bundler', strict: true });
    // The pages import through paths: they are included, or Vite would not apply the paths to them.
    expect(tsconfig.include).toEqual(['docs', 'theme', 'rspress.config.ts', 'site.config.ts', 'docs/**/*.mdx', 'docs/**/*.md']);
    const pkg = JSON.parse(read('package.json'));
    expect(pkg.scripts.build).toBe('rsdocs build --out-dir build');
    // The package the builder plugin's file imports (a monorepo catalog spec) is kept, installable.
    expect(pkg.devDependencies.tinyglobby).toBe('latest');
    expect(pkg.dependencies['@rsdocs/theme']).toBe('^0.1.0');
    // The config used the Rsbuild Sass plugin: Vite needs sass for the same stylesheets.
    expect(pkg.devDependencies.sass).toBe('^1.80.0');
  });

  it('writes MIGRATION.md: the theme’s overrides, plugins by name, Rsbuild options and plugin-only code blocks, each with how to port it', () => {
    const result = convert(site, { version: '0.1.0' });
    const md = read('MIGRATION.md');
    expect(md).toMatch(/^# Moving from Rspress to rsdocs\n/);
    expect(md).toContain('It changed no file under `docs/` (28 Markdown files).');
    const section = (title: string) => md.split(`\n## ${title}\n`)[1]?.split('\n## ')[0] ?? '';
    const theme = section('Custom theme');
    expect(theme).toContain("- **Layout** (theme/index.tsx:8): overrides Rspress's `Layout`");
    expect(theme).toContain("- **export * from '@rspress/core/theme-original'** (theme/index.tsx:9): re-exports Rspress's built-in components.\n  Nothing to do");
    expect(theme).toContain('theme/components/LampMark.tsx');
    // Pages that import the theme folder through its tsconfig alias.
    expect(theme).toContain('**pages importing the theme folder (4)**: @components/OptionIndex: docs/en/config/index.mdx:5, docs/zh/config/index.mdx:5; @components/LampMark: docs/en/guide/advanced/components.mdx:1, docs/zh/guide/advanced/components.mdx:1.');
    const plugins = section('Rspress plugins');
    expect(plugins).toMatch(/\*\*pluginSitemap\(\) from @rspress\/plugin-sitemap\*\* \(rspress\.config\.ts:60\): rsdocs writes sitemap\.xml itself/);
    expect(plugins).toMatch(/\*\*pluginRss\(\) from @rspress\/plugin-rss\*\*.*feedPlugin\(\)/);
    expect(plugins).toMatch(/\*\*pluginClientRedirects\(\) .*`redirects: \{ from: to \}`/);
    expect(plugins).toMatch(/\*\*pluginReadingBadge\(\) from rspress-plugin-reading-badge\*\* \(rspress\.config\.ts:69\): no equivalent in rsdocs\.\n  No equivalent in rsdocs\. A plugin object/);
    expect(section('Rsbuild options (builderConfig)')).toMatch(/\*\*pluginSass\(\) from @rsbuild\/plugin-sass\*\*.*\n  Nothing to do: Vite compiles \.scss with `sass`/);
    // The site's own builder plugin: run by vite.config.ts for the global its component reads (not the generic note).
    expect(md).not.toContain('**pluginOptionIndex() from');
    expect(section('Rsbuild options (builderConfig)')).toContain(
      "- **pluginOptionIndex (builderConfig.plugins)** (theme/pluginOptionIndex.ts:30): a builder plugin of the site's that defines `LANTERN_OPTIONS` for the site's code (`source.define`): vite.config.ts runs it for that global (`definesFromRsbuildPlugins`); theme/components/OptionIndex.tsx:5 reads it.",
    );
    const content = section('Content');
    expect(content).toContain('**`preview` code blocks (2)**: need @rspress/plugin-preview; rsdocs builds them as plain code blocks and warns: docs/en/guide/basic/code.mdx:24, docs/zh/guide/basic/code.mdx:24.');
    expect(content).toContain('**`twoslash` code blocks (2)**');
    expect(content).toContain('**`file="…"` code blocks (2)**');
    expect(content).toContain('**`tree` code blocks (2)**: need a file-tree plugin');
    expect(section('Project files')).toContain('`"extends": "@acme/tsconfig/base.json"` removed');
    expect(section('Project files')).toContain('**tsconfig.json paths["@theme"]**: removed (it was ["./theme"]): theme/ is an Rspress custom theme');
    // The same notes are returned for the terminal.
    expect(result.notes.length).toBe(md.split('\n- **').length - 1);
  });

  it('converts a wrapper config (define.doc) and a site whose docs import packages it does not install', () => {
    const dir = path.join(tmp, 'beacon');
    fs.mkdirSync(path.join(dir, 'docs/en/guide'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'docs/zh'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'stack.config.ts'), WRAPPER_CONFIG);
    fs.writeFileSync(path.join(dir, 'docs/en/guide/news.mdx'), "import { BlogAvatar } from '@acme/doc-ui/avatar';\nimport {\n  Chart,\n  Legend,\n} from 'chart-kit';\nimport Local from './_Local';\n\n# News\n\n<BlogAvatar />\n\n```ts\nimport { example } from 'not-a-real-import';\n```\n");
    fs.writeFileSync(path.join(dir, 'docs/en/guide/_Local.tsx'), "import { usePageData } from '@rspress/core/runtime';\nimport { format } from 'date-kit';\nexport default () => null;\n");
    fs.mkdirSync(path.join(dir, 'theme/components'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'theme/index.tsx'), "import { HomeLayout } from './pages';\nexport { HomeLayout };\nexport * from '@rspress/core/theme-original';\n");
    fs.mkdirSync(path.join(dir, 'theme/pages'));
    fs.writeFileSync(path.join(dir, 'theme/pages/index.tsx'), "import { Hero } from '../components/Hero';\nexport const HomeLayout = () => (\n  <div>\n    <Hero />\n    <Hero.Footer/>\n  </div>\n);\n");
    fs.writeFileSync(path.join(dir, 'theme/components/Hero.module.scss'), '.hero { color: red; }\n');
    fs.writeFileSync(path.join(dir, 'theme/components/Hero.tsx'), "import { useLang } from '@rspress/core/runtime';\nimport { Hero } from '@acme/doc-ui/hero';\nimport styles from './Hero.module.scss';\nexport { Hero };\n");
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'beacon-site', devDependencies: { '@acme/doc-ui': 'catalog:', stackwrap: 'catalog:', 'tiny-glob': 'catalog:' } }));
    // A builder plugin of the site's defining a global its Overview component reads (with a helper file that imports
    // a package of the monorepo's catalog, and a type-only import of Rsbuild), and a global nothing defines.
    fs.writeFileSync(path.join(dir, 'theme/collect.ts'), "import glob from 'tiny-glob';\nimport path from 'node:path';\nimport type { RsbuildPlugin } from '@rsbuild/core';\nexport const collect = (dir: string) => glob(path.join(dir, '*.md'));\n");
    fs.writeFileSync(
      path.join(dir, 'theme/overviewPlugin.ts'),
      "import { collect } from './collect';\nexport const overviewPlugin = {\n  name: 'overview',\n  setup(api) {\n    const groups = [{ name: 'base' }];\n    api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>\n      mergeRsbuildConfig(config, {\n        source: {\n          define: {\n            BEACON_GROUPS: JSON.stringify(groups),\n            'BEACON.flags': JSON.stringify({ a: [1, 2] }),\n          },\n        },\n      }),\n    );\n  },\n};\n",
    );
    fs.writeFileSync(
      path.join(dir, 'theme/statsPlugin.ts'),
      "import { logger } from '@rsbuild/core';\nexport const statsPlugin = ({ label }) => ({\n  name: 'stats',\n  setup(api) {\n    logger.info(label);\n    api.modifyRsbuildConfig((c) => ({ ...c, source: { define: { BEACON_STATS: '1' } } }));\n  },\n});\n",
    );
    fs.writeFileSync(path.join(dir, 'theme/components/Overview.tsx'), "declare const BEACON_GROUPS: string[];\ndeclare const BEACON_BUILT_AT: string;\nexport const Overview = () => BEACON_GROUPS.join(BEACON_BUILT_AT);\n");
    const result = convert(dir, { version: '0.1.0' });
    expect(result.config).toMatchObject({ file: 'stack.config.ts', via: 'define.doc(…)' });
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts.build).toBe('rsdocs build --out-dir doc_build');
    const md = fs.readFileSync(path.join(dir, 'MIGRATION.md'), 'utf8');
    expect(md).toContain('read `stack.config.ts` (the options passed to `define.doc(…)`)');
    // A UI library the pages import is kept, its monorepo spec made installable; one nothing imports goes.
    const written = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    expect(written.devDependencies['@acme/doc-ui']).toBe('latest');
    expect(written.devDependencies).not.toHaveProperty('stackwrap');
    expect(md).toContain('**@acme/doc-ui@catalog:**: kept as `latest` (`catalog:` specs only install inside the monorepo that defines them): the site\'s code imports it (its pages, the theme components they import, or a builder plugin vite.config.ts runs).\n  Pin the version');
    expect(md).not.toContain('imports of @acme/doc-ui');
    // An import over several lines, and one in a page's own component; an import inside a code block is not one.
    expect(md).toContain('**imports of chart-kit (1)**: a package the site does not install: docs/en/guide/news.mdx:2.');
    expect(md).toContain('**imports of date-kit (1)**: a package the site does not install: docs/en/guide/_Local.tsx:2.');
    expect(md).not.toContain('not-a-real-import');
    expect(md).not.toContain('imports of @rspress/core');
    // The theme folder's files, which pages may import through an alias; the custom home, with what it renders.
    expect(md).toContain("- **HomeLayout** (theme/index.tsx:2): overrides Rspress's `HomeLayout`: replaces the home page layout; theme/pages/index.tsx renders Hero, Hero.Footer.\n  rsdocs's home page shows the page's `hero`/`features` frontmatter");
    expect(md).toContain("export a `Layout` from a theme entry (`themeEntry` in site.config.ts) that returns `<DefaultLayout {...props} slots={{ ...props.slots, beforeContent: <HomeLayout /> }} />` when `props.page.pageType === 'home'`");

    // The plugin's defines, with where the components read them; a declared global nothing defines.
    // vite.config.ts runs it for them (its generic note as an Rsbuild plugin gone), and keeps what its files import.
    expect(md).toContain("- **overviewPlugin (builderConfig.plugins)** (theme/overviewPlugin.ts:10): a builder plugin of the site's that defines `BEACON_GROUPS`, `BEACON.flags` for the site's code (`source.define`): vite.config.ts runs it for them (`definesFromRsbuildPlugins`); theme/components/Overview.tsx:1 reads it.\n  Nothing to do.");
    expect(md).not.toMatch(/\*\*overviewPlugin\*\*/);
    expect(written.devDependencies['tiny-glob']).toBe('latest');
    expect(written.devDependencies).not.toHaveProperty('@rsbuild/core');
    const vite = fs.readFileSync(path.join(dir, 'vite.config.ts'), 'utf8');
    expect(vite).toContain("import { definesFromRsbuildPlugins } from '@rsdocs/theme/vite';\nimport { defineConfig } from 'vite';\nimport { overviewPlugin } from './theme/overviewPlugin.ts';\n");
    expect(vite).toContain("    [\n      { plugin: overviewPlugin, file: 'theme/overviewPlugin.ts' },\n    ],\n    { command, root: import.meta.dirname },");
    expect(vite).not.toContain('publicDir'); // the site has no docs/public
    // A type-only import needs nothing at run time: the theme folder's missing packages count the value import only.
    expect(md).toContain('**imports of @rsbuild/core (1)**: a package the site does not install: theme/statsPlugin.ts:1.');
    // A plugin whose file needs Rsbuild itself at run time is not run: the note says why and how to define its global.
    expect(vite).not.toContain('statsPlugin');
    expect(md).toContain("- **statsPlugin (builderConfig.plugins)** (theme/statsPlugin.ts:6): a builder plugin of the site's that defines `BEACON_STATS` for the site's code (`source.define`), which rsdocs does not run: its files import @rsbuild/core (theme/statsPlugin.ts:1), which the site will not install (made for Rspress or Rsbuild).\n  Run it in vite.config.ts (`define: await definesFromRsbuildPlugins([{ plugin: statsPlugin({ label: 'beacon' }), file: 'theme/statsPlugin.ts' }], { command })`");
    expect(md).toContain('- **global `BEACON_BUILT_AT`** (theme/components/Overview.tsx:2): declared with `declare const`');
    expect(md).not.toContain('global `BEACON_GROUPS`');
    // Its Sass stylesheet means sass is added.
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).devDependencies.sass).toBe('^1.80.0');
  });

  it('keeps a `@theme` path that names a theme of the site’s own (not a re-export of Rspress’s)', () => {
    fs.writeFileSync(path.join(site, 'theme/index.tsx'), "export { LampMark } from './components/LampMark';\n");
    convert(site);
    expect(JSON.parse(read('tsconfig.json')).compilerOptions.paths['@theme']).toEqual(['./theme']);
  });

  it('carries a versioned site: multiVersion in site.config.ts, and each language looked for in each version’s folder', () => {
    const dir = path.join(tmp, 'versioned');
    for (const v of ['v1', 'v2']) for (const lang of ['en', 'zh']) fs.mkdirSync(path.join(dir, 'docs', v, lang), { recursive: true });
    for (const v of ['v1', 'v2']) fs.writeFileSync(path.join(dir, 'docs', v, 'en', 'index.md'), `# Beacon ${v}\n`);
    fs.rmSync(path.join(dir, 'docs/v1/zh'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'rspress.config.ts'),
      "export default {\n  title: 'Beacon',\n  lang: 'en',\n  locales: [{ lang: 'en', label: 'English' }, { lang: 'zh', label: '简体中文' }],\n  multiVersion: { default: 'v2', versions: ['v1', 'v2'] },\n};\n",
    );
    const result = convert(dir, { version: '0.1.0' });
    expect(fs.readFileSync(path.join(dir, 'site.config.ts'), 'utf8')).toContain("multiVersion: { default: 'v2', versions: ['v1', 'v2'] },");
    expect(result.notes.filter((n) => n.area === 'docs').map((n) => n.subject)).toEqual(['docs/v1/zh/']);
  });

  it('installs ours from tarballs with --tarballs', () => {
    fs.mkdirSync(path.join(tmp, 'packs'));
    for (const f of ['rsdocs-theme-0.1.0.tgz', 'rsdocs-search-0.1.0.tgz']) fs.writeFileSync(path.join(tmp, 'packs', f), '');
    convert('site', { cwd: tmp, tarballs: 'packs' });
    const pkg = JSON.parse(read('package.json'));
    expect(pkg.dependencies['@rsdocs/theme']).toBe('file:../packs/rsdocs-theme-0.1.0.tgz');
    expect(pkg.dependencies['@rsdocs/search']).toBe('file:../packs/rsdocs-search-0.1.0.tgz');
  });

  it('refuses bad input with what to pass, and writes nothing', () => {
    const before = hashes(site);
    expect(() => convert(path.join(tmp, 'nope'))).toThrow(/--from: .*nope is not a folder; pass the folder of the Rspress project/);
    fs.mkdirSync(path.join(tmp, 'plain'));
    fs.writeFileSync(path.join(tmp, 'plain/package.json'), '{}');
    expect(() => convert(path.join(tmp, 'plain'))).toThrow(/plain has no Rspress config: expected rspress\.config\.ts, rspress\.config\.mts, rspress\.config\.js, rspress\.config\.mjs, or a config that passes Rspress options .*create-rsdocs --from <folder>/);
    expect(() => convert(path.join(site, 'docs'), { cwd: tmp })).toThrow(/docs has no Rspress config, but .*rspress\.config\.ts is one: pass its folder, create-rsdocs --from site$/);
    fs.renameSync(path.join(site, 'docs'), path.join(site, 'content'));
    expect(() => convert(site)).toThrow(/has no docs root docs\/ \(`root` in rspress\.config\.ts\); nothing was written\. Pass the project folder that holds the config and the docs folder/);
    fs.renameSync(path.join(site, 'content'), path.join(site, 'docs'));
    fs.writeFileSync(path.join(site, 'i18n.json'), '{ "a": ');
    expect(() => convert(site)).toThrow(/i18n\.json: not valid JSON .*nothing was written/);
    fs.writeFileSync(path.join(site, 'i18n.json'), fs.readFileSync(path.join(FIXTURE, 'i18n.json')));
    expect(hashes(site)).toEqual(before);
    convert(site);
    expect(() => convert(site)).toThrow(/already has site\.config\.ts \(converted before\?\); nothing was written/);
  });
});
