import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SectionData } from '../../runtime/server';
import type { ClientSiteData, PageData } from '../../runtime/types';
import { llmsFullFile, readingOrder, writeLlmsFull } from './llms-full';
import { OutputWriter } from './out-dir';

function page(routePath: string, pageType: PageData['pageType'] = 'doc'): PageData {
  const lang = routePath.startsWith('/zh') ? 'zh' : 'en';
  return { pagePath: `${lang}${routePath}.md`, pageType, title: routePath, frontmatter: {}, toc: [], routePath, lang, version: '', relativePath: `${lang}${routePath}.md` };
}

const site: ClientSiteData = {
  title: 'Rslib',
  description: 'Library builds',
  base: '/docs/',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English', title: 'Rslib', description: 'Library builds', nav: [{ text: 'Guide', link: '/guide/start/' }, { text: 'Config', link: '/config/' }], messages: {}, prefix: '' },
    { lang: 'zh', label: '简体中文', title: 'Rslib 中文', description: '构建库', nav: [{ text: '配置', link: '/zh/config/' }, { text: '指南', link: '/zh/guide/start/' }], messages: {}, prefix: '/zh' },
  ],
  socialLinks: [],
  lastUpdated: true,
  search: { mode: 'local' },
  versions: [],
  defaultVersion: '',
  hideNavbarOnScroll: false,
  localeRedirect: 'auto',
};

const route = (path: string) => ({ path, filePath: `${path}.md`, lang: path.startsWith('/zh') ? 'zh' : 'en', version: '', file: `/abs${path}.md` });
const sections: Record<string, SectionData> = {
  // Keys in the scanner's (alphabetical) order: the nav decides the reading order.
  'en||blog': { routes: [route('/blog/b'), route('/blog/a')], sidebars: {} },
  'en||config': { routes: [route('/config/'), route('/config/lib/dts')], sidebars: { '/config/': [{ text: 'Overview', link: '/config/' }, { text: 'Lib', items: [{ text: 'dts', link: '/config/lib/dts' }] }] } },
  'en||guide': {
    routes: [route('/guide/start/'), route('/guide/start/quick-start'), route('/guide/unlisted')],
    sidebars: { '/guide/': [{ text: 'Start', items: [{ text: 'Quick start', link: '/guide/start/quick-start' }, { text: 'Intro', link: '/guide/start/' }, { text: 'Elsewhere', link: 'https://example.org' }] }] },
  },
  'en||': { routes: [route('/')], sidebars: {} },
  'zh||config': { routes: [route('/zh/config/')], sidebars: { '/config/': [{ text: '总览', link: '/zh/config/' }] } },
  'zh||guide': { routes: [route('/zh/guide/start/')], sidebars: {} },
};
const pages = [
  page('/', 'home'),
  ...['/blog/a', '/blog/b', '/config/', '/config/lib/dts', '/guide/start/', '/guide/start/quick-start', '/guide/unlisted', '/zh/config/', '/zh/guide/start/'].map((r) => page(r)),
];

describe('readingOrder', () => {
  it('follows the nav, then each section\'s sidebars, then the pages they leave out; no home page', () => {
    const order = readingOrder(site, pages, sections);
    expect(order.get('en')!.map((p) => p.routePath)).toEqual(['/guide/start/quick-start', '/guide/start/', '/guide/unlisted', '/config/', '/config/lib/dts', '/blog/a', '/blog/b']);
    // Each language by its own nav.
    expect(order.get('zh')!.map((p) => p.routePath)).toEqual(['/zh/config/', '/zh/guide/start/']);
  });

  it('names the default language\'s file at the root and the others under their prefix', () => {
    expect(llmsFullFile('en', site)).toBe('llms-full.txt');
    expect(llmsFullFile('zh', site)).toBe('zh/llms-full.txt');
  });
});

describe('writeLlmsFull', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });

  it('joins the .md copies on disk in reading order, and writes nothing again when they and the order are unchanged', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-llms-full-'));
    dirs.push(dir);
    const first = new OutputWriter(dir, null);
    const ids = new Map<string, string>();
    for (const p of pages) {
      const md = p.routePath.endsWith('/') ? `${p.routePath.slice(1)}index.md` : `${p.routePath.slice(1)}.md`;
      first.write(md, `# ${p.routePath}\n\nBody of ${p.routePath}.\n`, `id-${p.routePath}`);
      ids.set(p.routePath, `id-${p.routePath}`);
    }
    await writeLlmsFull(first, site, pages, sections, (p) => ids.get(p.routePath));
    await first.finish();
    const en = fs.readFileSync(path.join(dir, 'llms-full.txt'), 'utf8');
    expect(en.startsWith('# Rslib\n\n> Library builds\n\n---\n\nSource: /docs/guide/start/quick-start.md\n\n# /guide/start/quick-start\n\nBody of /guide/start/quick-start.\n')).toBe(true);
    const sources = [...en.matchAll(/^Source: (.+)$/gm)].map((m) => m[1]);
    expect(sources).toEqual(['/docs/guide/start/quick-start.md', '/docs/guide/start/index.md', '/docs/guide/unlisted.md', '/docs/config/index.md', '/docs/config/lib/dts.md', '/docs/blog/a.md', '/docs/blog/b.md']);
    expect(en).not.toContain('# /\n'); // the home page
    const zh = fs.readFileSync(path.join(dir, 'zh/llms-full.txt'), 'utf8');
    expect(zh.startsWith('# Rslib 中文\n\n> 构建库\n')).toBe(true);
    expect(zh).toContain('Body of /zh/config/.');

    // The next build with the same pages and order: the files stay as they are.
    const second = new OutputWriter(dir, first.records());
    const before = second.written;
    await writeLlmsFull(second, site, pages, sections, (p) => ids.get(p.routePath));
    expect(second.written).toBe(before);
    // A page's copy changed: its language's file is written again.
    ids.set('/config/lib/dts', 'id-changed');
    fs.writeFileSync(path.join(dir, 'config/lib/dts.md'), '# dts\n\nNew text.\n');
    await writeLlmsFull(second, site, pages, sections, (p) => ids.get(p.routePath));
    await second.settled();
    expect(second.written).toBe(before + 1);
    expect(fs.readFileSync(path.join(dir, 'llms-full.txt'), 'utf8')).toContain('New text.');
  });

  /** The pages' `.md` copies written by `out`, each with the text `textOf` gives; their ids in `ids`. */
  const writeCopies = (out: OutputWriter, ids: Map<string, string>, textOf: (routePath: string) => string) => {
    for (const p of pages) {
      const md = p.routePath.endsWith('/') ? `${p.routePath.slice(1)}index.md` : `${p.routePath.slice(1)}.md`;
      out.write(md, textOf(p.routePath), ids.get(p.routePath) ?? `id-${p.routePath}`);
      ids.set(p.routePath, ids.get(p.routePath) ?? `id-${p.routePath}`);
    }
  };
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-llms-full-'));
    dirs.push(dir);
    return dir;
  };

  it('after one page changed, reads only that page\'s copy and writes the file a cold build writes, byte for byte', async () => {
    const dir = tempDir();
    const ids = new Map<string, string>();
    const text = new Map(pages.map((p) => [p.routePath, `# ${p.routePath}\n\nBody of ${p.routePath}, with ünïcode 中文.\n\n---\n\nSource: not a real part\n`]));
    const first = new OutputWriter(dir, null);
    writeCopies(first, ids, (r) => text.get(r)!);
    await writeLlmsFull(first, site, pages, sections, (p) => ids.get(p.routePath));
    await first.finish();

    // The edit: one page's copy changes (a longer text: every later part moves).
    text.set('/guide/start/', '# Intro\n\nA longer text than before, to move every part after it.\n\n- one\n- two\n');
    ids.set('/guide/start/', 'id-edited');
    const second = new OutputWriter(dir, first.records());
    writeCopies(second, ids, (r) => text.get(r)!);
    const read = vi.spyOn(second, 'read');
    const lastReads = vi.spyOn(fs, 'readSync');
    await writeLlmsFull(second, site, pages, sections, (p) => ids.get(p.routePath));
    await second.finish();
    // Only the edited page's copy is read: the other parts come from the last build's file, a run of them at a
    // time (the part before the edited page's, and the five after it), not a read per part.
    expect(read.mock.calls.map(([rel]) => rel)).toEqual(['guide/start/index.md']);
    expect(lastReads).toHaveBeenCalledTimes(2);
    lastReads.mockRestore();

    const cold = tempDir();
    const fresh = new OutputWriter(cold, null);
    writeCopies(fresh, new Map(ids), (r) => text.get(r)!);
    await writeLlmsFull(fresh, site, pages, sections, (p) => ids.get(p.routePath));
    await fresh.finish();
    for (const file of ['llms-full.txt', 'zh/llms-full.txt']) expect(fs.readFileSync(path.join(dir, file), 'utf8')).toBe(fs.readFileSync(path.join(cold, file), 'utf8'));
    expect(fs.readFileSync(path.join(dir, 'llms-full.txt'), 'utf8')).toContain('A longer text than before');
  });

  it('makes every part again when the last build\'s file was changed behind its back', async () => {
    const dir = tempDir();
    const ids = new Map<string, string>();
    const first = new OutputWriter(dir, null);
    writeCopies(first, ids, (r) => `# ${r}\n`);
    await writeLlmsFull(first, site, pages, sections, (p) => ids.get(p.routePath));
    await first.finish();
    fs.writeFileSync(path.join(dir, 'llms-full.txt'), 'edited by hand');
    ids.set('/blog/a', 'id-edited');
    const second = new OutputWriter(dir, first.records());
    writeCopies(second, ids, (r) => `# ${r}\n`);
    await writeLlmsFull(second, site, pages, sections, (p) => ids.get(p.routePath));
    await second.finish();
    const en = fs.readFileSync(path.join(dir, 'llms-full.txt'), 'utf8');
    expect(en.startsWith('# Rslib\n\n> Library builds\n\n---\n\nSource: /docs/guide/start/quick-start.md\n\n# /guide/start/quick-start\n')).toBe(true);
    expect(en).not.toContain('edited by hand');
  });
});
