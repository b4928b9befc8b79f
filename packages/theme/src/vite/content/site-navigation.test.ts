import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../config/types';
import { resolveSite } from '../config/resolve';
import { pageLabelChanged } from './navigation';
import { scanPages } from './scan';
import { applyFileNavigation, isNavigationFile, navbarSnapshot, sidebarsOf, type NavigationReporter } from './site-navigation';

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function project(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-sitenav-'));
  temps.push(root);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  return root;
}

const FILES = {
  'docs/en/_nav.json': '[{ "text": "Guide", "link": "/guide/" }]',
  'docs/en/guide/_meta.json': '["index", "b"]',
  'docs/en/guide/index.md': '# Start here',
  'docs/en/guide/b.md': '# Bee',
  'docs/zh/_nav.json': '[{ "text": "指南", "link": "/guide/" }]',
  'docs/zh/guide/index.md': '# 开始',
};
const LOCALES: SiteConfig['locales'] = [
  { lang: 'en', label: 'English' },
  { lang: 'zh', label: '简体中文' },
];

function recorder(build: boolean): NavigationReporter & { lines: string[] } {
  const lines: string[] = [];
  return { build, lines, warn: (m) => lines.push(`warn ${m}`), error: (m) => lines.push(`error ${m}`) };
}

function apply(root: string, config: SiteConfig, report = recorder(true)) {
  const site = resolveSite(config, root);
  applyFileNavigation(site, scanPages(site.contentRoot, site.routeOptions, site.excludeFolders), report);
  return site;
}

describe('applyFileNavigation', () => {
  it('puts the files\' sidebars and navbar in the site when the config lists none', () => {
    const site = apply(project(FILES), { title: 'T', locales: LOCALES });
    expect(sidebarsOf(site, 'en', '')).toEqual({ '/guide/': [{ text: 'Start here', link: '/guide/' }, { text: 'Bee', link: '/guide/b' }] });
    expect(sidebarsOf(site, 'zh', '')).toEqual({ '/guide/': [{ text: '开始', link: '/zh/guide/' }] });
    expect(site.siteData.locales.map((l) => l.nav)).toEqual([[{ text: 'Guide', link: '/guide/' }], [{ text: '指南', link: '/zh/guide/' }]]);
  });

  it('leaves what the config lists alone: a sidebar or a nav in any language', () => {
    const sidebar = { '/guide/': [{ text: 'Mine', link: '/guide/' }] };
    const site = apply(project(FILES), { title: 'T', locales: [{ ...LOCALES[0]!, sidebar, nav: [] }, { ...LOCALES[1]!, sidebar: {}, nav: [] }] });
    expect(site.fileSidebars).toBeUndefined();
    expect(sidebarsOf(site, 'en', '')).toEqual(sidebar);
    // `sidebar: {}` and `nav: []` are a language's way to have none.
    expect(sidebarsOf(site, 'zh', '')).toEqual({});
    expect(site.siteData.locales.map((l) => l.nav)).toEqual([[], []]);
  });

  it("gives a language without a nav in the config the navbar of its _nav.json, the others keeping the config's", () => {
    const nav = [{ text: 'Mine', link: '/guide/b' }];
    const report = recorder(true);
    const site = apply(project(FILES), { title: 'T', locales: [{ ...LOCALES[0]!, nav }, LOCALES[1]!] }, report);
    expect(site.siteData.locales.map((l) => l.nav)).toEqual([nav, [{ text: '指南', link: '/zh/guide/' }]]);
    // English's _nav.json is not merged into the config's list: said, not silently dropped.
    expect(report.lines).toEqual([
      'warn rsdocs: docs/en/_nav.json: not read: the config lists the "en" navbar (its locale\'s nav), which takes this file\'s place; the two are not merged. Remove the config\'s nav to use this file, or delete the file',
    ]);
  });

  it('says so when a language is left without the navbar another has, until nav: [] says it is meant', () => {
    const { 'docs/zh/_nav.json': _, ...files } = FILES;
    const report = recorder(true);
    const site = apply(project(files), { title: 'T', locales: LOCALES }, report);
    expect(site.siteData.locales.map((l) => l.nav)).toEqual([[{ text: 'Guide', link: '/guide/' }], []]);
    expect(report.lines).toEqual([expect.stringMatching(/^warn rsdocs: docs\/zh\/_nav\.json: not found, and the config lists no nav for "zh": its navbar is empty while "en" has one\. Write this file .*nav: \[\] for none/)]);
    const quiet = recorder(true);
    apply(project(files), { title: 'T', locales: [LOCALES[0]!, { ...LOCALES[1]!, nav: [] }] }, quiet);
    expect(quiet.lines).toEqual([]);
    // A site without any navbar is missing nothing.
    const { 'docs/en/_nav.json': __, ...bare } = files;
    const none = recorder(true);
    apply(project(bare), { title: 'T', locales: LOCALES }, none);
    expect(none.lines).toEqual([]);
  });

  it('warns about an unread _nav.json even when the config lists every navbar and sidebar', () => {
    const report = recorder(true);
    const site = apply(project(FILES), { title: 'T', locales: [{ ...LOCALES[0]!, nav: [], sidebar: {} }, { ...LOCALES[1]!, nav: [], sidebar: {} }] }, report);
    expect(site.siteData.locales.map((l) => l.nav)).toEqual([[], []]);
    expect(report.lines.map((l) => l.split(': not read')[0])).toEqual(['warn rsdocs: docs/en/_nav.json', 'warn rsdocs: docs/zh/_nav.json']);
  });

  it("gives a language without a sidebar in the config the one its files make, the others keeping the config's", () => {
    const sidebar = { '/guide/': [{ text: 'Mine', link: '/guide/' }] };
    const report = recorder(true);
    // English's _meta.json names a page that does not exist: not read (English's sidebar is the config's), not reported.
    const files = { ...FILES, 'docs/en/guide/_meta.json': '["index", "b", "gone"]', 'docs/zh/guide/b.md': '# 蜜蜂' };
    const site = apply(project(files), { title: 'T', locales: [{ ...LOCALES[0]!, sidebar }, LOCALES[1]!] }, report);
    expect(sidebarsOf(site, 'en', '')).toEqual(sidebar);
    expect(sidebarsOf(site, 'zh', '')).toEqual({ '/guide/': [{ text: '开始', link: '/zh/guide/' }, { text: '蜜蜂', link: '/zh/guide/b' }] });
    expect(report.lines).toEqual([]);
  });

  it('stops a build on a broken file, naming it; the dev server logs it once', () => {
    const root = project({ ...FILES, 'docs/en/guide/_meta.json': '["index", { "type": "page", "name": "b" }]' });
    expect(() => apply(root, { title: 'T', locales: LOCALES })).toThrow(/docs\/en\/guide\/_meta\.json:1: unknown entry type "page"/);
    const dev = recorder(false);
    apply(root, { title: 'T', locales: LOCALES }, dev);
    apply(root, { title: 'T', locales: LOCALES }, dev);
    expect(dev.lines).toEqual([expect.stringMatching(/^error rsdocs: docs\/en\/guide\/_meta\.json:1: unknown entry type "page".*\(the build fails on it\)$/)]);
  });

  it('follows checkDeadLinks for an entry that names no page', () => {
    const root = project({ ...FILES, 'docs/en/guide/_meta.json': '["index", "gone"]' });
    expect(() => apply(root, { title: 'T', locales: LOCALES })).toThrow(/the entry "gone" names no page/);
    const report = recorder(true);
    const site = apply(root, { title: 'T', locales: LOCALES, checkDeadLinks: false }, report);
    expect(report.lines).toEqual([expect.stringMatching(/^warn rsdocs: docs\/en\/guide\/_meta\.json:1: the entry "gone" names no page.*\(left out of the sidebar\)$/)]);
    expect(sidebarsOf(site, 'en', '')['/guide/']).toEqual([{ text: 'Start here', link: '/guide/' }]);
  });

  it('gives each version its navbar, and the default version\'s as the language\'s', () => {
    const root = project({
      'docs/v1/en/_nav.json': '[{ "text": "Old", "link": "/" }]',
      'docs/v1/en/index.md': '# Old home',
      'docs/v2/en/_nav.json': '[{ "text": "New", "link": "/" }]',
      'docs/v2/en/index.md': '# New home',
    });
    const site = apply(root, { title: 'T', multiVersion: { default: 'v2', versions: ['v1', 'v2'] } });
    expect(site.siteData.locales[0]!.nav).toEqual([{ text: 'New', link: '/' }]);
    expect(site.siteData.locales[0]!.navs).toEqual({ v1: [{ text: 'Old', link: '/v1/' }], v2: [{ text: 'New', link: '/' }] });
  });

  it("reads each version's navbar for a language without a nav in the config, and names a version root without one", () => {
    const root = project({
      'docs/v1/en/index.md': '# Old home',
      'docs/v1/zh/index.md': '# 旧首页',
      'docs/v2/en/index.md': '# New home',
      'docs/v2/zh/_nav.json': '[{ "text": "新", "link": "/" }]',
      'docs/v2/zh/index.md': '# 新首页',
    });
    const nav = [{ text: 'Home', link: '/' }];
    const report = recorder(true);
    const site = apply(root, { title: 'T', locales: [{ ...LOCALES[0]!, nav }, LOCALES[1]!], multiVersion: { default: 'v2', versions: ['v1', 'v2'] } }, report);
    expect(site.siteData.locales[0]!.nav).toEqual(nav);
    expect(site.siteData.locales[0]!.navs).toBeUndefined();
    expect(site.siteData.locales[1]!.nav).toEqual([{ text: '新', link: '/zh/' }]);
    expect(site.siteData.locales[1]!.navs).toEqual({ v1: [], v2: [{ text: '新', link: '/zh/' }] });
    expect(report.lines).toEqual([expect.stringMatching(/^warn rsdocs: docs\/v1\/zh\/_nav\.json: not found, .*while "en" has one/)]);
  });
});

describe('what the dev server watches', () => {
  it('knows the navigation files of the content folder', () => {
    const root = project(FILES);
    const site = resolveSite({ title: 'T', locales: LOCALES }, root);
    expect(isNavigationFile(path.join(root, 'docs/en/guide/_meta.json'), site)).toBe(true);
    expect(isNavigationFile(path.join(root, 'docs/en/_nav.json'), site)).toBe(true);
    expect(isNavigationFile(path.join(root, 'other/_meta.json'), site)).toBe(false);
    expect(isNavigationFile(path.join(root, 'docs/en/guide/b.md'), site)).toBe(false);
  });

  it("tells a page's new title from an edit that leaves it", () => {
    const root = project(FILES);
    apply(root, { title: 'T', locales: LOCALES });
    const page = path.join(root, 'docs/en/guide/b.md');
    fs.writeFileSync(page, '# Bee\n\nMore text.\n');
    expect(pageLabelChanged(page)).toBe(false);
    apply(root, { title: 'T', locales: LOCALES });
    fs.writeFileSync(page, '# Honey bee\n');
    expect(pageLabelChanged(page)).toBe(true);
  });

  it('sees a navbar change in the site data', () => {
    const root = project(FILES);
    const site = apply(root, { title: 'T', locales: LOCALES });
    const before = navbarSnapshot(site);
    fs.writeFileSync(path.join(root, 'docs/en/_nav.json'), '[{ "text": "Handbook", "link": "/guide/" }]');
    applyFileNavigation(site, scanPages(site.contentRoot, site.routeOptions, site.excludeFolders), recorder(false));
    expect(navbarSnapshot(site)).not.toBe(before);
    expect(site.siteData.locales[0]!.nav).toEqual([{ text: 'Handbook', link: '/guide/' }]);
  });
});
