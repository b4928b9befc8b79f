/**
 * Facts of the content checked against Rslib's source at v1.0.0-rc.0 (issue #27), in both languages, and the
 * pages rslib.rs has that this site added.
 */
import { describe, expect, it } from 'vitest';
import { routeLookupKey } from '../../../theme/src/lib/sections';
import { loadPages, type Page } from './pages';

const pages = loadPages();
const byRoute = new Map(pages.map((p) => [routeLookupKey(p.routePath), p]));
const page = (route: string): Page => {
  const p = byRoute.get(routeLookupKey(route));
  if (!p) throw new Error(`no page at ${route}`);
  return p;
};
/** The prose of a page's section, from its heading (by id) to the next heading of the same or a higher level. */
function section(p: Page, id: string): string {
  const start = p.headings.find((h) => h.id === id);
  if (!start) throw new Error(`${p.file}: no heading #${id}`);
  const end = p.headings.find((h) => h.line > start.line && h.depth <= start.depth);
  return p.proseLines.filter((l) => l.line > start.line && (!end || l.line < end.line)).map((l) => l.text).join('\n');
}
const row = (p: Page, cell: RegExp) => p.proseLines.find((l) => l.text.startsWith('|') && cell.test(l.text))?.text ?? '';
const both = (route: string) => [page(route), page(`/zh${route}`)] as const;

describe('content checked against Rslib v1.0.0-rc.0', () => {
  it('an empty config in a package without "type": "module" builds dist/index.mjs (guide/framework/nodejs)', () => {
    for (const p of both('/guide/framework/nodejs')) {
      const text = section(p, 'existing-project');
      expect(text, p.file).toContain('`dist/index.mjs`');
      expect(text, p.file).toContain('`"type": "module"`');
    }
  });

  it('the Svelte templates build in bundle mode (quick-start, templates)', () => {
    const [en, zh] = both('/guide/start/quick-start');
    expect(row(en, /`svelte-ts`/)).toMatch(/\bbundled\b/);
    expect(row(en, /`svelte-ts`/)).not.toMatch(/built bundleless/);
    expect(row(zh, /`svelte-ts`/)).toMatch(/以 bundle 模式/);
    const [enT, zhT] = both('/guide/advanced/templates');
    expect(row(enT, /`svelte-ts`/)).toMatch(/Bundled ESM/);
    expect(row(zhT, /`svelte-ts`/)).toMatch(/bundle 模式/);
  });

  it('an ESM .js file throws only under an explicit "type": "commonjs" on the Node.js versions Rslib 1.x supports (auto-extension)', () => {
    const [en, zh] = both('/config/lib/auto-extension');
    const enIntro = en.proseLines.map((l) => l.text).find((t) => t.startsWith('Node.js decides')) ?? '';
    expect(enIntro).toContain('explicitly');
    expect(enIntro).toContain('`"type": "commonjs"`');
    expect(enIntro).toContain('^20.19.0');
    expect(enIntro).not.toMatch(/inside a CommonJS package throws/);
    const zhIntro = zh.proseLines.map((l) => l.text).find((t) => t.startsWith('Node.js 根据')) ?? '';
    expect(zhIntro).toContain('显式设置了 `"type": "commonjs"`');
    expect(zhIntro).toContain('^20.19.0');
  });

  it('zh/guide/start/ai gives its example prompt in Chinese, linking the zh page', () => {
    const prompt = section(page('/zh/guide/start/ai'), 'chat').split('\n').find((l) => l.startsWith('>')) ?? '';
    expect(prompt).toMatch(/https:\/\/rslib\.rs\/zh\/guide\//);
    expect(prompt).toMatch(/[\u4e00-\u9fff]{4}/);
    expect(prompt).not.toMatch(/\bRead\b/);
  });
});

describe('pages of rslib.rs added here', () => {
  it.each([
    ['/config/rsbuild/log-level', 'logLevel', 'logLevel'],
    ['/api/start/', 'API Overview', 'API 总览'],
    ['/guide/solution/', 'Solutions Overview', '解决方案总览'],
    ['/blog/introducing-rslib', 'Introducing Rslib', '认识 Rslib'],
  ])('%s exists in both languages', (route, en, zh) => {
    expect(page(route).h1).toBe(en);
    expect(page(`/zh${route}`).h1).toBe(zh);
  });

  it('logLevel lists the four levels and its default, the first post has its date', () => {
    for (const p of both('/config/rsbuild/log-level')) {
      expect(p.body).toContain("`'info' | 'warn' | 'error' | 'silent'`");
      for (const level of ['info', 'warn', 'error', 'silent']) expect(section(p, 'levels')).toContain(`| \`${level}\` |`);
    }
    for (const p of both('/blog/introducing-rslib')) expect(p.frontmatter.date).toBe('2025-05-14');
  });
});
