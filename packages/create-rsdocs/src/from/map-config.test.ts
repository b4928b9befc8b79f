import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Code, toSource } from './config-source';
import { excludedFolder, mapConfig } from './map-config';
import { optionsOf, readRspressConfig } from './read-config';
import { FIXTURE, WRAPPER_CONFIG } from './test-support';

const fixtureI18n = JSON.parse(fs.readFileSync(path.join(FIXTURE, 'i18n.json'), 'utf8'));

describe('mapConfig', () => {
  it('carries the fixture config over to rsdocs options', () => {
    const mapped = mapConfig(readRspressConfig(FIXTURE), fixtureI18n);
    expect(mapped.root).toBe('docs');
    expect(mapped.outDir).toBe('build');
    expect(mapped.lang).toBe('en');
    expect(mapped.langs).toEqual(['en', 'zh']);
    const c = mapped.config;
    expect(c).toMatchObject({
      title: 'Lantern',
      description: 'Lantern turns build logs into short reports.',
      icon: '/lantern-icon.svg',
      logo: { light: '/lantern-light.svg', dark: '/lantern-dark.svg' },
      editLink: { docRepoBaseUrl: 'https://github.com/example/lantern/tree/main/website/docs' },
      lastUpdated: true,
      footer: { message: 'Lantern is a fixture; its logs are imaginary.' },
      exclude: ['shared'],
      llms: true,
      siteUrl: 'https://lantern.example.dev',
    });
    // Two of three social links have an rsdocs icon ('X' is 'x'); the text-mode one is a note.
    expect(c.socialLinks).toEqual([
      { icon: 'github', link: 'https://github.com/example/lantern' },
      { icon: 'x', link: 'https://x.com/lantern_dev' },
    ]);
    expect(mapped.notes.find((n) => n.subject === 'themeConfig.socialLinks')?.detail).toMatch(/"icon":"wechat"/);
    // Locales: the site's titles and descriptions, the theme's texts, and i18n.json's UI texts as messages.
    expect(c.locales).toEqual([
      { lang: 'en', label: 'English', title: 'Lantern', description: 'Build logs you can read', messages: { 'outline.title': 'In this page', 'page.prev': 'Back' } },
      { lang: 'zh', label: '简体中文', title: 'Lantern', description: '读得懂的构建日志', messages: { 'page.next': '下一篇', 'outline.title': '本页内容', 'page.prev': '上一篇' } },
    ]);
    // Every client-redirects rule, `from` lists and rules made by .map() included, in spec27's shape.
    expect(c.redirects).toEqual({
      '/guide/intro': '/guide/start/',
      '/docs': '/guide/start/',
      '/documentation': '/guide/start/',
      '/guide/setup': '/guide/start/quick-start',
      '/guide/first-run': '/guide/start/quick-start',
    });
    // The RSS plugin becomes the feed plugin (its feeds' test is /blog/, the default prefix).
    expect(mapped.imports).toEqual(['feedPlugin']);
    expect((c.plugins as Code[]).map((p) => p.code)).toEqual(['feedPlugin()']);
  });

  it('lists what it did not carry, with the line in the config and how to port it', () => {
    const { notes } = mapConfig(readRspressConfig(FIXTURE), fixtureI18n);
    const find = (subject: string) => notes.find((n) => n.subject.startsWith(subject));
    expect(find('route.exclude')).toMatchObject({ area: 'config', detail: expect.stringContaining('`**/*.draft.md` is not a whole folder') });
    expect(find('head')).toMatchObject({ where: 'rspress.config.ts:81', port: expect.stringContaining('`head` hook') });
    expect(find('markdown.shiki')?.detail).toMatch(/notations work without transformers/);
    expect(find('pluginReadingBadge()')).toMatchObject({ area: 'plugins', where: 'rspress.config.ts:69', detail: 'no equivalent in rsdocs', port: expect.stringContaining('extendPageData') });
    expect(find('pluginSitemap()')?.detail).toMatch(/sitemap\.xml/);
    expect(find('pluginPreview()')?.detail).toMatch(/plain code blocks/);
    expect(find('pluginSass()')).toMatchObject({ area: 'builder', port: expect.stringContaining('sass') });
    expect(find('builderConfig.html')).toMatchObject({ area: 'builder', port: expect.stringContaining('`head` hook') });
    // Carried keys are not listed.
    expect(notes.map((n) => n.subject)).not.toContain('title');
    expect(notes.map((n) => n.subject)).not.toContain('outDir');
  });

  it('reads a wrapper config shaped like Rsbuild’s, defaults included', () => {
    const found = optionsOf(WRAPPER_CONFIG, 'stack.config.ts')!;
    const mapped = mapConfig({ file: 'stack.config.ts', via: found.via, options: found.options });
    expect(mapped.outDir).toBe('doc_build'); // Rspress's default, where the site's deployment looks
    expect(mapped.config).toMatchObject({
      title: 'Beacon',
      logo: { light: 'https://cdn.example.org/beacon-light.png', dark: 'https://cdn.example.org/beacon-dark.png' },
      exclude: ['shared'],
      siteUrl: 'https://beacon.example.org',
      // Rspress shows neither unless asked; rsdocs would.
      lastUpdated: false,
      llms: false,
      redirects: { '/config/old-name': '/config/new-name', '/news/v0-1': '/blog/v0-1', '/news/v0-2': '/blog/v0-2' },
    });
    expect(mapped.config.locales).toEqual([
      { lang: 'en', label: 'English', description: 'Signals for your deploys' },
      { lang: 'zh', label: '简体中文', description: '部署的信号灯' },
    ]);
    expect(mapped.config.plugins).toBeUndefined();
    const builder = mapped.notes.filter((n) => n.area === 'builder').map((n) => n.subject);
    expect(builder).toEqual(['overviewPlugin', 'statsPlugin() from ./theme/statsPlugin', 'pluginOpenGraph() from rsbuild-plugin-open-graph', 'builderConfig.server']);
  });

  it('maps sidebars and nav written in the config, and notes what has no rsdocs shape', () => {
    const mapped = mapConfig({
      file: 'rspress.config.ts',
      options: {
        lang: 'zh',
        themeConfig: {
          locales: [
            {
              lang: 'zh',
              label: '中文',
              nav: [{ text: '指南', link: '/guide/', position: 'left' }],
              sidebar: { '/guide/': [{ text: '开始', items: [{ text: '介绍', link: '/guide/' }, { dividerType: 'solid' }, { sectionHeaderText: '更多' }, '/guide/other'] }] },
            },
            { lang: 'en', label: 'English', sidebar: { '/en/guide/': [{ text: 'Start', link: '/en/guide/' }] } },
          ],
        },
      },
    });
    expect(mapped.config.locales).toEqual([
      { lang: 'zh', label: '中文', nav: [{ text: '指南', link: '/guide/', position: 'left' }], sidebar: { '/guide/': [{ text: '开始', items: [{ text: '介绍', link: '/guide/' }, { type: 'divider' }, { type: 'section-header', text: '更多' }] }] } },
      // rsdocs keys sidebars without the language prefix.
      { lang: 'en', label: 'English', sidebar: { '/guide/': [{ text: 'Start', link: '/en/guide/' }] } },
    ]);
    expect(mapped.notes.some((n) => n.subject.includes("sidebar['/guide/'] item") && n.detail.includes('/guide/other'))).toBe(true);
  });

  it('carries the Markdown link options rsdocs has', () => {
    const mapped = mapConfig({ file: 'rspress.config.ts', options: { markdown: { link: { checkDeadLinks: false, autoPrefix: false, checkAnchors: true } } } });
    expect(mapped.config).toMatchObject({ checkDeadLinks: false, markdown: { autoPrefixLinks: false } });
    expect(mapped.notes.map((n) => n.subject)).toEqual(['markdown.link.checkAnchors']);
    expect(mapConfig({ file: 'rspress.config.ts', options: { markdown: { link: { autoPrefix: true } } } }).config.markdown).toBeUndefined();
  });

  it('carries multiVersion, and notes a default that is not among the versions or a value it cannot read', () => {
    const map = (code: string) => mapConfig({ file: 'rspress.config.ts', options: optionsOf(`export default { title: 'T', ${code} };`, 'rspress.config.ts')!.options });
    const versioned = map("multiVersion: { default: 'v2', versions: ['v1', 'v2'] }");
    expect(versioned.config.multiVersion).toEqual({ default: 'v2', versions: ['v1', 'v2'] });
    expect(versioned.notes).toEqual([]);
    expect(toSource(versioned.config.multiVersion!)).toBe("{ default: 'v2', versions: ['v1', 'v2'] }");
    const stray = map("multiVersion: {\n  default: 'v3',\n  versions: ['v1', 'v2'],\n}");
    expect(stray.config.multiVersion).toEqual({ default: 'v1', versions: ['v1', 'v2'] });
    expect(stray.notes).toEqual([expect.objectContaining({ subject: 'multiVersion.default', where: 'rspress.config.ts', detail: '`"v3"` is not among the versions: `v1` is served without a prefix' })]);
    const computed = map('multiVersion: { default: latest, versions: listVersions() }');
    expect(computed.config.multiVersion).toBeUndefined();
    expect(computed.notes[0]).toMatchObject({ subject: 'multiVersion', detail: expect.stringContaining('not a literal') });
  });

  it('turns Rspress route globs into folder names where they name a whole folder', () => {
    expect(excludedFolder('**/shared/**')).toBe('shared');
    expect(excludedFolder('**/zh/shared/**')).toBe('shared');
    expect(excludedFolder('drafts/**')).toBe('drafts');
    expect(excludedFolder('**/*.draft.md')).toBeUndefined();
    expect(excludedFolder('**/a/b/c/**')).toBeUndefined();
  });
});

describe('toSource', () => {
  it('writes TypeScript literals, quoting keys only when needed', () => {
    expect(toSource({ title: "It's", redirects: { '/a': '/b' }, n: 1, ok: false, list: [] })).toBe(`{ title: 'It\\'s', redirects: { '/a': '/b' }, n: 1, ok: false, list: [] }`);
    expect(toSource({ plugins: [new Code('feedPlugin()')] })).toBe('{ plugins: [feedPlugin()] }');
    const long = toSource({ a: 'x'.repeat(60), b: 'y'.repeat(60) });
    expect(long).toBe(`{\n  a: '${'x'.repeat(60)}',\n  b: '${'y'.repeat(60)}',\n}`);
  });
});
