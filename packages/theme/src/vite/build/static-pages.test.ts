import { describe, expect, it } from 'vitest';
import type { PageData } from '../../runtime/types';
import { sectionManifest, sectionManifestFile, staticPageFile } from './static-pages';

const pageData = { title: 'Quick start', routePath: '/guide/start/quick-start', lang: 'en' } as PageData;
const content = JSON.stringify([['h1', 0, 'Quick start'], '\n', ['p', 0, 'Run it \u2028 now.']]);
const page = { file: '/site/docs/en/guide/start/quick-start.md', pageData, content: () => content, sourceKey: 'key-1' };

describe('staticPageFile', () => {
  it('names the module after the page with a hash of its code, under the assets folder', () => {
    const f = staticPageFile(page, 'assets');
    expect(f.file).toBe(page.file);
    expect(f.fileName).toMatch(/^assets\/quick-start-[\w-]{8}\.js$/);
  });

  it('keeps the name while the page stays the same, and changes it with its source or its data', () => {
    expect(staticPageFile(page, 'assets').fileName).toBe(staticPageFile({ ...page }, 'assets').fileName);
    expect(staticPageFile({ ...page, sourceKey: 'key-2' }, 'assets').fileName).not.toBe(staticPageFile(page, 'assets').fileName);
    expect(staticPageFile({ ...page, pageData: { ...pageData, title: 'Other' } }, 'assets').fileName).not.toBe(staticPageFile(page, 'assets').fileName);
  });

  it('names the module without making it', () => {
    let made = 0;
    const f = staticPageFile({ ...page, content: () => (made++, content) }, 'assets');
    expect(f.fileName).toMatch(/^assets\/quick-start-/);
    expect(made).toBe(0);
    f.code();
    expect(made).toBe(1);
  });

  it('is a module exporting the page data and the content tree', async () => {
    const code = staticPageFile(page, 'assets').code();
    const mod = await import(`data:text/javascript;charset=utf-8,${encodeURIComponent(code)}`);
    expect(mod.pageData).toEqual(pageData);
    expect(mod.content).toEqual(JSON.parse(content));
  });

  it("holds the content tree's JSON in a single-quoted string: its double quotes unescaped, every character kept", async () => {
    const tricky = JSON.stringify([['p', { title: `it's "quoted"` }, 'back\\slash \\n', `line\u2028sep\u2029para\r\nend '' ""`], ['CodeBlock', { html: '<span class="token">a</span>' }]]);
    const code = staticPageFile({ ...page, content: () => tricky }, 'assets').code();
    const mod = await import(`data:text/javascript;charset=utf-8,${encodeURIComponent(code)}`);
    expect(mod.content).toEqual(JSON.parse(tricky));
    // Every double quote of the JSON as it is, not as `\"`: the module is no longer than the JSON plus its frame.
    const literal = /JSON\.parse\((.*)\);\n$/s.exec(code)![1]!;
    expect(literal.length).toBeLessThan(JSON.stringify(tricky).length);
    expect(literal).toContain('{"title":');
  });

  it('gives a file name without unsafe characters', () => {
    expect(staticPageFile({ ...page, file: '/docs/en/a b+c.mdx' }, 'static/js').fileName).toMatch(/^static\/js\/a_b_c-[\w-]{8}\.js$/);
  });
});

describe('sectionManifestFile', () => {
  it('is readable and stable, one file per section key', () => {
    expect(sectionManifestFile('en||guide')).toBe('_rsdocs/sections/en.~.guide.json');
    expect(sectionManifestFile('zh||')).toBe('_rsdocs/sections/zh.~.~.json');
    expect(sectionManifestFile('en|v1.2|api')).toBe('_rsdocs/sections/en.v1~2e2.api.json');
  });

  it('never gives two keys the same file', () => {
    const keys = ['en||guide', 'en|guide|', 'en|~|guide', 'en|.|guide', 'en|~2e|guide', 'en|%|x', 'en|~25|x', 'en|a.b|c', 'en|a|b.c', 'en||'];
    expect(new Set(keys.map(sectionManifestFile)).size).toBe(keys.length);
  });
});

describe('sectionManifest', () => {
  it("names each route's page module by URL and keeps the sidebars", () => {
    const sidebars = { '/guide/': [{ text: 'Start', link: '/guide/start' }] };
    const section = {
      routes: [{ path: '/guide/start', filePath: 'en/guide/start.md', lang: 'en', version: '', file: '/docs/en/guide/start.md' }],
      sidebars,
    };
    expect(sectionManifest(section, (file) => `/base${file}.js`)).toEqual({
      routes: [{ path: '/guide/start', filePath: 'en/guide/start.md', lang: 'en', version: '', module: '/base/docs/en/guide/start.md.js' }],
      sidebars,
    });
  });
});
