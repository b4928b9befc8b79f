import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LocaleConfig, SidebarItem, SiteConfig } from '../../config/types';
import { resolveSite } from '../config/resolve';
import { PageStore } from './pages';
import { withLanguageFolder, type RouteOptions } from './routes';
import type { ScannedPage } from './scan';
import { SitePages } from './site-pages';
import { isUntranslatedId, markUntranslatedEntries, untranslatedPages } from './untranslated';

const opts: RouteOptions = { langs: ['en', 'zh', 'ja'], defaultLang: 'en', versions: [], defaultVersion: '' };
const versioned: RouteOptions = { langs: ['en', 'zh'], defaultLang: 'en', versions: ['v1', 'v2'], defaultVersion: 'v2' };

const page = (relativePath: string, routePath: string, lang: string, version = ''): ScannedPage => ({ relativePath, routePath, lang, version, file: `/site/docs/${relativePath}` });

describe('untranslatedPages', () => {
  const pages = [
    page('en/index.md', '/', 'en'),
    page('en/guide/a.md', '/guide/a', 'en'),
    page('en/guide/b.mdx', '/guide/b', 'en'),
    page('zh/index.md', '/zh/', 'zh'),
    page('zh/guide/a.md', '/zh/guide/a', 'zh'),
    page('zh/guide/only-zh.md', '/zh/guide/only-zh', 'zh'),
  ];

  it("builds each default-language page another language lacks under that language's route, from the original's file", () => {
    const out = untranslatedPages(pages, opts);
    expect(out.map((p) => p.routePath).sort()).toEqual(['/ja/', '/ja/guide/a', '/ja/guide/b', '/zh/guide/b']);
    expect(out.find((p) => p.routePath === '/zh/guide/b')).toEqual({
      routePath: '/zh/guide/b',
      lang: 'zh',
      version: '',
      relativePath: 'zh/guide/b.mdx',
      file: '/site/docs/en/guide/b.mdx?rsdocs-untranslated=zh',
      sourceFile: '/site/docs/en/guide/b.mdx',
      untranslated: { of: '/guide/b', relativePath: 'en/guide/b.mdx' },
    });
  });

  it('gives each its own module id, never a page of another language for a page only it has', () => {
    const out = untranslatedPages(pages, opts);
    expect(new Set(out.map((p) => p.file)).size).toBe(out.length);
    expect(out.every((p) => isUntranslatedId(p.file))).toBe(true);
    expect(isUntranslatedId(pages[1]!.file)).toBe(false);
    expect(out.some((p) => p.routePath.includes('only-zh'))).toBe(false);
  });

  it('stays in the version of its original', () => {
    const out = untranslatedPages([page('v1/en/guide/x.md', '/v1/guide/x', 'en', 'v1'), page('v2/en/guide/x.md', '/guide/x', 'en', 'v2'), page('v2/zh/guide/x.md', '/zh/guide/x', 'zh', 'v2')], versioned);
    expect(out.map((p) => [p.routePath, p.version, p.relativePath])).toEqual([['/v1/zh/guide/x', 'v1', 'v1/zh/guide/x.md']]);
  });

  it('leaves the old routes of redirect rules alone, and a one-language site has none', () => {
    expect(untranslatedPages(pages, opts, new Set(['/zh/guide/b'])).map((p) => p.routePath)).not.toContain('/zh/guide/b');
    expect(untranslatedPages(pages, { ...opts, langs: ['en'] })).toEqual([]);
  });

  it('withLanguageFolder swaps the language folder, after the version folder on a versioned site', () => {
    expect(withLanguageFolder('en/guide/a.md', 'zh', opts)).toBe('zh/guide/a.md');
    expect(withLanguageFolder('v1/en/index.md', 'zh', versioned)).toBe('v1/zh/index.md');
  });
});

describe('markUntranslatedEntries', () => {
  const sidebars: Record<string, SidebarItem[]> = {
    '/guide/': [
      { text: '指南', link: '/zh/guide/', items: [{ text: 'A', link: '/zh/guide/a' }, { text: 'B', link: '/zh/guide/b#usage' }] },
      { type: 'divider' },
      { text: 'Group of B', link: '/zh/guide/b', items: [] },
    ],
  };

  it('marks links and group titles that lead to an untranslated page, with the language it is shown in', () => {
    const marked = markUntranslatedEntries(sidebars, new Set(['/zh/guide/b']), 'en')['/guide/']!;
    const group = marked[0] as Extract<SidebarItem, { items: SidebarItem[] }>;
    expect(group.untranslated).toBeUndefined();
    expect(group.items).toEqual([{ text: 'A', link: '/zh/guide/a' }, { text: 'B', link: '/zh/guide/b#usage', untranslated: 'en' }]);
    expect(marked[1]).toEqual({ type: 'divider' });
    expect(marked[2]).toMatchObject({ text: 'Group of B', untranslated: 'en' });
  });

  it('returns the sidebars as they are when no page is untranslated', () => {
    expect(markUntranslatedEntries(sidebars, new Set(), 'en')).toBe(sidebars);
  });
});

// The pages of a small project on disk, through the site's page list, navigation and page store.
const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function project(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-untranslated-'));
  temps.push(root);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  return root;
}

const FILES = {
  'docs/en/guide/index.md': '# Guide\n\n[Only in English](./only-en) and [the same](/guide/both).\n',
  'docs/en/guide/both.md': '# Both\n',
  'docs/en/guide/only-en.md': '---\ntitle: Only in English\n---\n\n## Usage\n\nSee [both](./both) and [the guide](/guide/).\n',
  'docs/zh/guide/index.md': '# 指南\n\n[仅英文](/guide/only-en#usage)与[两者](./both)，[英文页](/zh/guide/only-en)。\n',
  'docs/zh/guide/both.md': '# 两者\n',
};
const LOCALES: SiteConfig['locales'] = [
  { lang: 'en', label: 'English' },
  { lang: 'zh', label: '简体中文' },
];

function site(files: Record<string, string>, extra: Partial<SiteConfig> = {}) {
  const root = project(files);
  const resolved = resolveSite({ title: 'T', locales: LOCALES, lastUpdated: false, ...extra }, root);
  const pages = new SitePages(() => resolved);
  pages.navigationReporter = { build: true, warn: () => {}, error: () => {} };
  return { resolved, pages, store: new PageStore(resolved) };
}

// The first compile loads the Markdown compiler: seconds on a busy machine.
describe('untranslated pages in a site', { timeout: 30_000 }, () => {
  it('are routed by default, and not with i18n.fallback: false', () => {
    expect(site(FILES).pages.byRoutePath('/zh/guide/only-en')?.untranslated).toEqual({ of: '/guide/only-en', relativePath: 'en/guide/only-en.md' });
    expect(site(FILES, { i18n: { fallback: false } }).pages.byRoutePath('/zh/guide/only-en')).toBeUndefined();
  });

  it("compile from the original's file as a page of their language: data, notice, links kept in the language", async () => {
    const { pages, store } = site(FILES);
    const compiled = await store.compile(pages.byRoutePath('/zh/guide/only-en')!);
    expect(compiled.problems).toEqual([]);
    expect(compiled.pageData).toMatchObject({
      routePath: '/zh/guide/only-en',
      lang: 'zh',
      title: 'Only in English',
      untranslatedOf: '/guide/only-en',
      pagePath: 'en/guide/only-en.md',
      relativePath: '/en/guide/only-en.md',
    });
    // Its relative and absolute links lead to that language's pages (translated or not).
    expect(compiled.links.map((l) => l.url)).toEqual(['/zh/guide/both', '/zh/guide/']);
    // The original is compiled apart, as itself.
    const original = await store.compile(pages.byRoutePath('/guide/only-en')!);
    expect(original.pageData.untranslatedOf).toBeUndefined();
    expect(original.links.map((l) => l.url)).toEqual(['/guide/both', '/guide/']);
  });

  it('count as present for the dead-link check: a zh page may link to one', async () => {
    const { pages, store } = site(FILES);
    const compiled = await store.compileAll(pages.all(), { checkLinks: true, configFile: 'site.config.ts', parallel: false });
    const zhIndex = compiled.find((c) => c.pageData.routePath === '/zh/guide/')!;
    // Written without the language, the link leads to the page in the reader's language, untranslated or not.
    expect(zhIndex.links.map((l) => l.url)).toEqual(['/zh/guide/only-en#usage', '/zh/guide/both', '/zh/guide/only-en']);
    // Without untranslated pages, /zh/guide/only-en is no page (and the first link stays English).
    const off = site(FILES, { i18n: { fallback: false } });
    await expect(off.store.compileAll(off.pages.all(), { checkLinks: true, configFile: 'site.config.ts', parallel: false })).rejects.toThrow(/"\/zh\/guide\/only-en" points to no page/);
  });

  it('stand in the sidebars read from the files, badged, where the original stands', () => {
    const { pages } = site(FILES);
    const items = JSON.stringify(pages.sectionData('zh||guide').sidebars);
    expect(items).toContain('{"text":"Only in English","link":"/zh/guide/only-en","untranslated":"en"}');
    expect(items).not.toContain('"link":"/zh/guide/both","untranslated"');
    // A _meta.json of the language may name the page too: it is not a dead entry.
    const listed = site({ ...FILES, 'docs/zh/guide/_meta.json': '["index", "only-en", "both"]' });
    const [guide] = listed.pages.sectionData('zh||guide').sidebars['/'] as Array<Extract<SidebarItem, { items: SidebarItem[] }>>;
    expect(guide!.items.map((i) => ('link' in i ? [i.link, i.untranslated] : []))).toEqual([
      ['/zh/guide/', undefined],
      ['/zh/guide/only-en', 'en'],
      ['/zh/guide/both', undefined],
    ]);
  });

  it("stand in a config sidebar that is the default language's without them, badged; a sidebar that leaves out a page it has stays as written", () => {
    const sidebar = (p: string, texts: [string, string, string], withOnlyEn: boolean): LocaleConfig['sidebar'] => ({
      '/guide/': [{ text: texts[0], items: [{ text: texts[1], link: `${p}/guide/` }, ...(withOnlyEn ? [{ text: 'Only in English', link: `${p}/guide/only-en` }] : []), { text: texts[2], link: `${p}/guide/both` }] }],
    });
    const en = { lang: 'en', label: 'English', sidebar: sidebar('', ['Guide', 'Guide', 'Both'], true) };
    const zhItems = (zhSidebar: LocaleConfig['sidebar']) => {
      const { pages } = site(FILES, { locales: [en, { lang: 'zh', label: '简体中文', sidebar: zhSidebar }] });
      const [group] = pages.sectionData('zh||guide').sidebars['/guide/'] as Array<Extract<SidebarItem, { items: SidebarItem[] }>>;
      return group!.items.map((i) => ('link' in i ? [i.text, i.link, i.untranslated] : []));
    };
    expect(zhItems(sidebar('/zh', ['指南', '指南', '两者'], false))).toEqual([
      ['指南', '/zh/guide/', undefined],
      ['Only in English', '/zh/guide/only-en', 'en'],
      ['两者', '/zh/guide/both', undefined],
    ]);
    // Chinese leaves out "Both", whose Chinese page exists: written by hand, kept as it is.
    expect(zhItems({ '/guide/': [{ text: '指南', items: [{ text: '指南', link: '/zh/guide/' }] }] })).toEqual([['指南', '/zh/guide/', undefined]]);
  });

  it("stand in a language's _meta.json list that is the default language's without them, where the original stands", () => {
    const { pages } = site({ ...FILES, 'docs/en/guide/_meta.json': '["index", "only-en", "both"]', 'docs/zh/guide/_meta.json': '["index", "both"]' });
    const [guide] = pages.sectionData('zh||guide').sidebars['/'] as Array<Extract<SidebarItem, { items: SidebarItem[] }>>;
    expect(guide!.items.map((i) => ('link' in i ? [i.link, i.untranslated] : []))).toEqual([
      ['/zh/guide/', undefined],
      ['/zh/guide/only-en', 'en'],
      ['/zh/guide/both', undefined],
    ]);
    // Not with i18n.fallback: false (no page to list).
    const off = site({ ...FILES, 'docs/en/guide/_meta.json': '["index", "only-en", "both"]', 'docs/zh/guide/_meta.json': '["index", "both"]' }, { i18n: { fallback: false } });
    expect(JSON.stringify(off.pages.sectionData('zh||guide').sidebars)).not.toContain('only-en');
  });

  it('fill a language folder that does not exist at all', () => {
    const { pages } = site({ ...FILES, 'docs/en/extra/index.md': '# Extra\n' });
    expect(pages.byRoutePath('/zh/extra/')?.untranslated?.of).toBe('/extra/');
    expect(JSON.stringify(pages.sectionData('zh||extra').sidebars)).toContain('"link":"/zh/extra/","untranslated":"en"');
  });
});
