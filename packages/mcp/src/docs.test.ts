import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIndexFiles } from '@rsdocs/search/build';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Docs } from './docs';
import { DocsInputError } from './errors';
import { findHeading, headingsOf, sectionOf } from './markdown';
import { routeKey, titlesFromLlmsTxt } from './site';

// A built site made by hand, in the build's layout: base /docs/, two languages, two versions (v2 the default, without
// a prefix), its search indexes written by @rsdocs/search's own builder.
let dir: string;
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), text);
};
const PAGES = [
  { route: '/guide/start', lang: 'en', version: 'v2', title: 'Start', text: '# Start\n\nInstall the tool with npm.\n\n## Configure {#config}\n\nWrite a config file.\n' },
  { route: '/v1/guide/start', lang: 'en', version: 'v1', title: 'Start (v1)', text: '# Start\n\nThe legacy installer.\n' },
  { route: '/zh/guide/start', lang: 'zh', version: 'v2', title: '开始', text: '# 开始\n\n用 npm 安装构建工具。\n' },
];

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-mcp-docs-'));
  for (const p of PAGES) write(`${p.route.slice(1)}.md`, p.text);
  const groups = new Map<string, typeof PAGES>();
  for (const p of PAGES) groups.set(`${p.lang}.${p.version}`, [...(groups.get(`${p.lang}.${p.version}`) ?? []), p]);
  for (const [key, pages] of groups) {
    const [lang, version] = key.split('.') as [string, string];
    const root = `static/search_index.${key}.abcd.json`;
    const docs = pages.map((p) => ({ id: p.route, title: p.title, content: p.text.replace(/^#+ .*$/gm, ''), toc: [], routePath: p.route }));
    for (const f of buildIndexFiles(docs, { lang, root }).files) write(f.fileName, f.source);
    write(`_rsdocs/search/${key}.json`, JSON.stringify({ index: `/docs/${root}` }));
    const segment = 'guide';
    write(
      `_rsdocs/sections/${lang}.${version}.${segment}.json`,
      JSON.stringify({
        routes: pages.map((p) => ({ path: p.route, filePath: `${p.route}.md`, lang, version, module: '/docs/assets/x.js' })),
        sidebars: { '/guide/': [{ text: lang === 'zh' ? '指南' : 'Guide', items: pages.map((p) => ({ text: p.title, link: p.route })) }] },
      }),
    );
  }
  write('llms.txt', '# Site\n\n## English\n\n- [Start](/docs/guide/start.md)\n');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('Docs over a built site', () => {
  it('knows the base, the languages and the versions, defaults first', () => {
    const site = new Docs(dir).current();
    expect(site.base).toBe('/docs/');
    expect(site.languages).toEqual(['en', 'zh']);
    expect(site.defaultVersion).toBe('v2');
    expect(site.versions).toEqual(['v2', 'v1']);
  });

  it('searches each language and version with the site\'s index', async () => {
    const docs = new Docs(dir);
    expect((await docs.search('npm')).hits.map((h) => h.route)).toEqual(['/guide/start']);
    expect((await docs.search('legacy', { version: 'v1' })).hits.map((h) => h.route)).toEqual(['/v1/guide/start']);
    const zh = await docs.search('安装');
    expect(zh.language).toBe('zh');
    expect(zh.hits.map((h) => h.route)).toEqual(['/zh/guide/start']);
  });

  it('reads a page by route, path, base path or URL, and a section by id', () => {
    const docs = new Docs(dir);
    for (const route of ['/guide/start', '/docs/guide/start', '/docs/guide/start.html', 'https://example.org/docs/guide/start.md'])
      expect(docs.read(route).markdown).toBe(PAGES[0]!.text);
    expect(docs.read('/docs/guide/start#config').markdown).toBe('## Configure {#config}\n\nWrite a config file.\n');
  });

  it('lists a version\'s pages, and says which versions there are', () => {
    const docs = new Docs(dir);
    expect(docs.list({ version: 'v1' }).pages).toEqual([{ title: 'Start (v1)', route: '/v1/guide/start', groups: ['Guide'] }]);
    expect(() => docs.list({ version: 'v3' })).toThrow(DocsInputError);
    try {
      docs.list({ version: 'v3' });
    } catch (error) {
      expect((error as DocsInputError).toText()).toBe('The site has no version "v3".\nFix: Use one of "v2", "v1", or leave version out.');
    }
  });
});

describe('the Markdown copy', () => {
  const md = ['# Title', '', 'Intro', '', '## Use `dts` {#use}', '', '```md', '## not a heading', '```', '', '### Deeper', 'x', '', '## Use dts', 'y', ''].join('\n');

  it('finds headings outside code fences, with explicit and repeated ids', () => {
    expect(headingsOf(md).map((h) => [h.depth, h.text, h.id])).toEqual([
      [1, 'Title', 'title'],
      [2, 'Use dts', 'use'],
      [3, 'Deeper', 'deeper'],
      [2, 'Use dts', 'use-dts'],
    ]);
  });

  it('cuts a section at the next heading of its level, keeping deeper ones', () => {
    const headings = headingsOf(md);
    expect(sectionOf(md, findHeading(headings, '#use')!, headings)).toBe('## Use `dts` {#use}\n\n```md\n## not a heading\n```\n\n### Deeper\nx\n');
    expect(findHeading(headings, 'deeper')?.id).toBe('deeper');
    expect(findHeading(headings, 'nothing')).toBeUndefined();
  });

  it('compares routes as the site does, and reads titles from llms.txt', () => {
    expect(['/a/index.html', '/a/', '/a', '/a.md', '/a/?x#y'].map(routeKey)).toEqual(['/a', '/a', '/a', '/a', '/a']);
    expect(routeKey('/')).toBe('/');
    expect(titlesFromLlmsTxt('- [Start](/docs/guide/start.md): How\n- [Home](/docs/index.md)\n', '/docs/')).toEqual(
      new Map([
        ['guide/start.md', 'Start'],
        ['index.md', 'Home'],
      ]),
    );
  });
});
