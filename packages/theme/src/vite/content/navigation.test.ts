import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { readFileNavigation, type NavigationOptions } from './navigation';
import type { RouteOptions } from './routes';
import { scanPages } from './scan';

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'navigation');
const TWO_LANGS: RouteOptions = { langs: ['en', 'zh'], defaultLang: 'en', versions: [], defaultVersion: '' };

function read(projectRoot: string, routeOptions: RouteOptions = TWO_LANGS, extra: Partial<NavigationOptions> = {}) {
  const contentRoot = path.join(projectRoot, 'docs');
  return readFileNavigation({
    contentRoot,
    projectRoot,
    routeOptions,
    excludeFolders: ['shared'],
    pages: scanPages(contentRoot, routeOptions, ['shared']),
    read: { sidebar: true, nav: true },
    ...extra,
  });
}

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A site in a temporary folder: `files` maps paths under docs/ to their text. */
function site(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-nav-'));
  temps.push(root);
  for (const [rel, text] of Object.entries(files)) {
    const file = path.join(root, 'docs', rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  return root;
}

describe('readFileNavigation on the fixture (every shape)', () => {
  const nav = read(FIXTURE);

  it('reads no problem', () => {
    expect(nav.problems).toEqual([]);
  });

  it('makes one sidebar per top-level folder when the root has a _nav.json', () => {
    expect(Object.keys(nav.sidebars['en|']!)).toEqual(['/handbook/', '/recipes/']);
  });

  it('turns each kind of _meta.json entry into its sidebar item, labels defaulting to the page titles', () => {
    expect(nav.sidebars['en|']!['/handbook/']).toEqual([
      { text: 'Handbook', link: '/handbook/' },
      { text: 'Getting started', link: '/handbook/getting-started' },
      { text: 'Word list', link: '/handbook/glossary', tag: 'new', context: 'words' },
      { type: 'section-header', text: 'Going further', tag: 'beta' },
      {
        text: 'Tools',
        link: '/handbook/tools/',
        collapsed: true,
        items: [
          { text: 'Hammer', link: '/handbook/tools/hammer' },
          { text: 'Saw blades', link: '/handbook/tools/saw', tag: 'sharp' },
        ],
      },
      { type: 'section-header', text: 'Care and keeping' },
      { text: 'Care', link: '/handbook/care/' },
      { text: 'Oiling', link: '/handbook/care/a-oiling' },
      { text: 'Storage', link: '/handbook/care/b-storage' },
      { type: 'divider', dashed: true },
      {
        text: 'extras',
        items: [
          { text: 'Notes', link: '/handbook/extras/notes' },
          { text: 'sub', items: [{ text: 'Deep down', link: '/handbook/extras/sub/deep' }] },
        ],
      },
      { text: 'Project site', link: 'https://example.com' },
      { text: 'All recipes', link: '/recipes/' },
      { text: 'Elsewhere', collapsible: false, items: [{ text: 'Brewing', link: '/recipes/brewing' }] },
      { text: 'Appendix', link: '/handbook/appendix', items: [{ text: 'Tables', link: '/handbook/appendix/tables' }] },
    ]);
  });

  it('lists a folder without _meta.json from its files: index first, then by name', () => {
    expect(nav.sidebars['en|']!['/recipes/']).toEqual([
      { text: 'Recipes', link: '/recipes/' },
      { text: 'Brewing', link: '/recipes/brewing' },
      { text: 'Cleaning up', link: '/recipes/cleaning' },
    ]);
  });

  it('reads _nav.json, adding the language prefix to its links', () => {
    expect(nav.navs['en|']).toEqual([
      { text: 'Handbook', link: '/handbook/', activeMatch: '^/handbook/' },
      { text: 'Recipes', link: '/recipes/brewing', position: 'left' },
      {
        text: 'More',
        items: [
          { text: 'Changelog', link: 'https://example.com/changelog' },
          { text: 'Word list', link: '/handbook/glossary' },
        ],
      },
    ]);
    expect(nav.navs['zh|']).toEqual([{ text: '手册', link: '/zh/handbook/', activeMatch: '/handbook/' }]);
    expect(nav.sidebars['zh|']).toEqual({
      '/handbook/': [
        { text: '手册', link: '/zh/handbook/' },
        { text: '入门', link: '/zh/handbook/getting-started' },
      ],
    });
  });

  it('names the files it read', () => {
    const rel = nav.files.map((f) => path.relative(FIXTURE, f).split(path.sep).join('/')).sort();
    expect(rel).toEqual(['docs/en/_nav.json', 'docs/en/handbook/_meta.json', 'docs/en/handbook/tools/_meta.json', 'docs/zh/_nav.json', 'docs/zh/handbook/_meta.json']);
  });

  it('reads only what it is asked for', () => {
    const navOnly = read(FIXTURE, TWO_LANGS, { read: { sidebar: false, nav: true } });
    expect(navOnly.sidebars).toEqual({});
    expect(navOnly.navs['en|']).toHaveLength(3);
    expect(read(FIXTURE, TWO_LANGS, { read: { sidebar: true, nav: false } }).navs).toEqual({});
  });
});

describe('readFileNavigation: other layouts', () => {
  const EN: RouteOptions = { langs: ['en'], defaultLang: 'en', versions: [], defaultVersion: '' };

  it('gives the whole language one sidebar from a root _meta.json', () => {
    const root = site({
      'en/_meta.json': '[{ "type": "dir-section-header", "name": "guide", "label": "Guide" }, "about"]',
      'en/_nav.json': '[{ "text": "Guide", "link": "/guide/a" }]',
      'en/about.md': '# About us',
      'en/guide/a.md': '# Alpha',
      'en/guide/b.md': '# Beta',
    });
    const nav = read(root, EN);
    expect(nav.sidebars['en|']).toEqual({
      '/': [
        { type: 'section-header', text: 'Guide' },
        { text: 'Alpha', link: '/guide/a' },
        { text: 'Beta', link: '/guide/b' },
        { text: 'About us', link: '/about' },
      ],
    });
  });

  it('with neither file, makes one sidebar from the files; a page beside a folder of its name heads it', () => {
    const root = site({
      'en/index.md': '# Home',
      'en/zeta.md': '# Zeta',
      'en/api.md': '# API',
      'en/api/one.mdx': '---\ntitle: First call\n---\n# ignored',
      'en/_drafts/x.md': '# Draft',
    });
    expect(read(root, EN).sidebars['en|']).toEqual({
      '/': [
        { text: 'Home', link: '/' },
        { text: 'API', link: '/api', items: [{ text: 'First call', link: '/api/one' }] },
        { text: 'Zeta', link: '/zeta' },
      ],
    });
  });

  it("lists a translation's folder without _meta.json in the default language's _meta.json order, the rest after by name", () => {
    const root = site({
      'en/_meta.json': '["start", { "type": "dir", "name": "guide", "label": "The guide" }]',
      'en/start.md': '# Start',
      'en/guide/_meta.json': '["zebra", { "type": "file", "name": "apple.md" }, "mango"]',
      'en/guide/index.md': '# Guide',
      'en/guide/apple.md': '# Apple',
      'en/guide/mango.md': '# Mango',
      'en/guide/zebra.md': '# Zebra',
      // zh has no _meta.json at all, and a page English does not have.
      'zh/start.md': '# 开始',
      'zh/guide/index.md': '# 指南',
      'zh/guide/apple.md': '# 苹果',
      'zh/guide/banana.md': '# 香蕉',
      'zh/guide/mango.md': '# 芒果',
      'zh/guide/zebra.md': '# 斑马',
    });
    const nav = read(root);
    expect(nav.problems).toEqual([]);
    expect(nav.sidebars['zh|']).toEqual({
      '/': [
        { text: '开始', link: '/zh/start' },
        {
          text: '指南',
          link: '/zh/guide/',
          items: [
            { text: '斑马', link: '/zh/guide/zebra' },
            { text: '苹果', link: '/zh/guide/apple' },
            { text: '芒果', link: '/zh/guide/mango' },
            { text: '香蕉', link: '/zh/guide/banana' },
          ],
        },
      ],
    });
    // The order only: the labels the English file writes stay English's.
    expect(nav.sidebars['en|']!['/']![1]).toMatchObject({ text: 'The guide' });
  });

  it("reads Rspress 1's navbar in the root _meta.json, with a note to rename it", () => {
    const root = site({ 'en/_meta.json': '[{ "text": "Guide", "link": "/guide/" }]', 'en/guide/index.md': '# Guide' });
    const nav = read(root, EN);
    expect(nav.navs['en|']).toEqual([{ text: 'Guide', link: '/guide/' }]);
    expect(nav.sidebars['en|']).toEqual({ '/guide/': [{ text: 'Guide', link: '/guide/' }] });
    expect(nav.problems).toEqual([expect.objectContaining({ file: 'docs/en/_meta.json', kind: 'ignored', message: expect.stringContaining('rename the file') })]);
  });

  it('prefixes the version and the language in a versioned site', () => {
    const VERSIONS: RouteOptions = { langs: ['en', 'zh'], defaultLang: 'en', versions: ['v1', 'v2'], defaultVersion: 'v2' };
    const root = site({
      'v1/en/_nav.json': '[{ "text": "Guide", "link": "/guide/" }]',
      'v1/en/guide/index.md': '# Old guide',
      'v1/zh/_nav.json': '[{ "text": "指南", "link": "guide/" }]',
      'v1/zh/guide/index.md': '# 旧指南',
      'v2/en/_nav.json': '[{ "text": "Guide", "link": "/guide/" }]',
      'v2/en/guide/index.md': '# Guide',
    });
    const nav = read(root, VERSIONS);
    expect(nav.navs).toEqual({
      'en|v1': [{ text: 'Guide', link: '/v1/guide/' }],
      'zh|v1': [{ text: '指南', link: '/v1/zh/guide/' }],
      'en|v2': [{ text: 'Guide', link: '/guide/' }],
    });
    expect(nav.sidebars['zh|v1']).toEqual({ '/guide/': [{ text: '旧指南', link: '/v1/zh/guide/' }] });
    expect(nav.problems).toEqual([]);
  });
});

describe('readFileNavigation: bad input', () => {
  const EN: RouteOptions = { langs: ['en'], defaultLang: 'en', versions: [], defaultVersion: '' };

  it('reports invalid JSON with its file, line and column', () => {
    const root = site({ 'en/_nav.json': '[{ "text": "A", "link": "/a" }]', 'en/a.md': '# A', 'en/guide/_meta.json': '[\n  "a",\n  "b",\n]\n', 'en/guide/a.md': '# A' });
    const { problems } = read(root, EN);
    expect(problems).toEqual([
      { file: 'docs/en/guide/_meta.json', line: 4, column: 1, kind: 'error', message: expect.stringMatching(/^invalid JSON: expected a value before "\]"; _meta.json holds a JSON list/) },
    ]);
  });

  it('reports an unknown type, a missing name and a wrong field with the line of the entry', () => {
    const root = site({
      'en/_meta.json': ['[', '  "here",', '  { "type": "folder", "name": "x" },', '  "gone",', '  { "type": "dir", "name": "nowhere" },', '  { "type": "file", "name": "here", "collapsed": "yes" },', '  { "type": "file", "name": "here", "icon": "/i.svg" }', ']'].join('\n'),
      'en/here.md': '# Here',
    });
    const { problems, sidebars } = read(root, EN);
    expect(problems).toEqual([
      { file: 'docs/en/_meta.json', line: 3, kind: 'error', message: expect.stringContaining('unknown entry type "folder": expected one of "file", "dir", "dir-section-header"') },
      { file: 'docs/en/_meta.json', line: 4, kind: 'dead', message: 'the entry "gone" names no page: expected docs/en/gone.md or .mdx; fix the name or remove the entry' },
      { file: 'docs/en/_meta.json', line: 5, kind: 'dead', message: expect.stringContaining('the entry "nowhere" names no folder') },
      { file: 'docs/en/_meta.json', line: 6, kind: 'error', message: '"collapsed" must be true or false' },
      { file: 'docs/en/_meta.json', line: 7, kind: 'ignored', message: expect.stringContaining('"icon" has no effect') },
    ]);
    // What can be read is kept.
    expect(sidebars['en|']!['/']).toEqual([
      { text: 'Here', link: '/here' },
      { text: 'Here', link: '/here' },
    ]);
  });

  it('reports a _nav.json entry that is no navbar entry, and a link to no page', () => {
    const root = site({ 'en/_nav.json': '[\n  { "label": "Guide" },\n  { "text": "Gone", "link": "/gone" }\n]', 'en/a.md': '# A' });
    expect(read(root, EN).problems).toEqual([
      { file: 'docs/en/_nav.json', line: 2, kind: 'error', message: expect.stringContaining('a navbar entry is { "text": "…", "link": "/path/" }') },
      { file: 'docs/en/_nav.json', line: 3, kind: 'dead', message: expect.stringContaining('the entry "Gone" links to "/gone" (/gone), which is no page') },
    ]);
  });

  it('reports a list that is an object', () => {
    const root = site({ 'en/_meta.json': '{ "a": 1 }', 'en/a.md': '# A' });
    expect(read(root, EN).problems).toEqual([{ file: 'docs/en/_meta.json', line: 1, column: 1, kind: 'error', message: expect.stringContaining('expected a list ([ … ]), found an object') }]);
  });
});
