import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULTS } from './options';
import { scaffold } from './scaffold';
import { packageName } from './starter';

let tmp: string;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'create-rsdocs-'));
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

const read = (rel: string) => fs.readFileSync(path.join(tmp, rel), 'utf8');

describe('scaffold', () => {
  it('writes an en + zh site with three guide pages per language, nav, sidebar, brand and logo', () => {
    const { files } = scaffold({ ...DEFAULTS, dir: 'site', brand: '#e67a00' }, { cwd: tmp, version: '0.1.0' });
    for (const lang of ['en', 'zh'])
      for (const page of ['index.md', 'guide/introduction.md', 'guide/getting-started.md', 'guide/writing-pages.mdx']) expect(files).toContain(`docs/${lang}/${page}`);
    expect(files).toEqual(expect.arrayContaining(['package.json', 'site.config.ts', 'tsconfig.json', 'theme/index.ts', 'theme/brand.css', 'public/logo.svg']));
    // The rsdocs CLI adds the plugin itself: no Vite config to keep in step with site.config.ts.
    expect(files.filter((f) => f.startsWith('vite.config.'))).toEqual([]);
    const config = read('site/site.config.ts');
    expect(config).toContain("lang: 'en'");
    expect(config).toContain("link: '/zh/guide/getting-started'");
    expect(config).toContain("logo: '/logo.svg'");
    expect(read('site/theme/brand.css')).toContain('--rsd-c-brand: #e67a00;');
    expect(read('site/public/logo.svg')).toContain('#e67a00');
    const pkg = JSON.parse(read('site/package.json'));
    expect(pkg.name).toBe('site');
    expect(pkg.scripts).toEqual({ dev: 'rsdocs dev', build: 'rsdocs build', preview: 'rsdocs preview', typecheck: 'tsc' });
    expect(pkg.devDependencies.typescript).toBe('5.9.3');
    // tsc checks what the starter has (the config and the theme entry), and emits nothing.
    const tsconfig = JSON.parse(read('site/tsconfig.json'));
    expect(tsconfig.compilerOptions).toMatchObject({ allowImportingTsExtensions: true, noEmit: true });
    expect(tsconfig.include).toEqual(['site.config.ts', 'theme']);
    expect(read('site/README.md')).toContain('`rsdocs dev`');
    // The output, and the folder a build stages it in beside dist/ (left behind only by a killed build).
    expect(read('site/.gitignore').split('\n')).toEqual(expect.arrayContaining(['node_modules', 'dist', '.dist.rsdocs-*']));
  });

  it('serves the first language without prefix and leaves out the others', () => {
    const { files } = scaffold({ ...DEFAULTS, dir: 'zh-only', langs: ['zh'] }, { cwd: tmp });
    expect(files.filter((f) => f.startsWith('docs/en/'))).toEqual([]);
    const config = read('zh-only/site.config.ts');
    expect(config).toContain("lang: 'zh'");
    expect(config).toContain("link: '/guide/introduction'");
    expect(config).not.toContain("lang: 'en'");
  });

  it('writes a site in any of the theme’s languages: config strings in each, guide pages titled in each', () => {
    const { files } = scaffold({ ...DEFAULTS, dir: 'four', langs: ['en', 'zh', 'ja', 'ar'] }, { cwd: tmp });
    for (const lang of ['en', 'zh', 'ja', 'ar']) expect(files).toContain(`docs/${lang}/guide/getting-started.md`);
    const config = read('four/site.config.ts');
    expect(config).toContain("lang: 'ja',\n      label: '日本語',");
    expect(config).toContain("lang: 'ar',\n      label: 'العربية',");
    expect(config).toContain("{ text: 'ガイド', link: '/ja/guide/introduction', activeMatch: '/guide/' },");
    expect(config).toContain("text: 'البداية',");
    const ja = read('four/docs/ja/guide/introduction.md');
    expect(ja).toMatch(/^# イントロダクション\n\n:::info\nこのページはまだ英語です。日本語に翻訳してください。\n:::$/m);
    expect(ja).toContain('`docs/ja/guide/introduction.md` is\nserved at `/ja/guide/introduction`');
    expect(read('four/docs/ar/index.md')).toContain('text: "موقع توثيق متعدد اللغات"');
  });

  it('refuses a folder that is not empty and writes nothing', () => {
    fs.mkdirSync(path.join(tmp, 'taken'));
    fs.writeFileSync(path.join(tmp, 'taken/notes.txt'), 'mine');
    expect(() => scaffold({ ...DEFAULTS, dir: 'taken' }, { cwd: tmp })).toThrow(/taken is not empty \(notes\.txt\): choose a new or empty folder/);
    expect(fs.readdirSync(path.join(tmp, 'taken'))).toEqual(['notes.txt']);
  });

  it('installs from tarballs with file: specs', () => {
    fs.mkdirSync(path.join(tmp, 'packs'));
    for (const f of ['rsdocs-theme-0.1.0.tgz', 'rsdocs-search-0.1.0.tgz']) fs.writeFileSync(path.join(tmp, 'packs', f), '');
    scaffold({ ...DEFAULTS, dir: 'offline' }, { cwd: tmp, tarballs: 'packs' });
    const pkg = JSON.parse(read('offline/package.json'));
    expect(pkg.dependencies['@rsdocs/theme']).toBe('file:../packs/rsdocs-theme-0.1.0.tgz');
    expect(pkg.dependencies['@rsdocs/search']).toBe('file:../packs/rsdocs-search-0.1.0.tgz');
  });

  it('quotes a title with quotes safely in TypeScript', () => {
    scaffold({ ...DEFAULTS, dir: 'q', title: "Bob's \\ Docs" }, { cwd: tmp });
    expect(read('q/site.config.ts')).toContain("title: 'Bob\\'s \\\\ Docs',");
  });
});

describe('packageName', () => {
  it.each([
    ['my-docs', 'my-docs'],
    ['../My Docs!', 'my-docs'],
    ['a/b/.Site', 'site'],
    ['///', 'my-docs'],
  ])('%s → %s', (dir, name) => expect(packageName(dir)).toBe(name));
});

describe('the blog template', () => {
  it('adds a blog with dated posts per language, the feed and reading-time plugins, and a nav entry', () => {
    const { files } = scaffold({ ...DEFAULTS, dir: 'blog', template: 'blog' }, { cwd: tmp });
    for (const lang of ['en', 'zh']) for (const p of ['index', 'welcome', 'site-launch']) expect(files).toContain(`docs/${lang}/blog/${p}.md`);
    expect(files).toContain('theme/index.tsx');
    expect(files).not.toContain('theme/index.ts');
    const config = read('blog/site.config.ts');
    expect(config).toContain("import { defineConfig, feedPlugin, readingTimePlugin } from '@rsdocs/theme/vite';");
    expect(config).toContain('plugins: [readingTimePlugin(), feedPlugin()],');
    expect(config).toContain("themeEntry: './theme/index.tsx',");
    expect(config).toContain("{ text: '博客', link: '/zh/blog/', activeMatch: '/blog/' },");
    expect(read('blog/docs/en/blog/welcome.md')).toMatch(/^---\ntitle: "Welcome"\ndate: 2024-05-01\ndescription: "The first post."\n---/);
    expect(read('blog/theme/index.tsx')).toContain('beforeContent: <ReadingTime />');
  });
});
