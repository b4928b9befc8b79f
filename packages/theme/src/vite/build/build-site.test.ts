import { describe, expect, it } from 'vitest';
import type { CompiledPage } from '../markdown/compile';
import { emptyHomeWarnings, releaseChecked } from './build-site';

describe('releaseChecked', () => {
  it("lets go of a page's links, heading ids and file checks, and keeps what prerendering and the components' check read", () => {
    const pageData = { routePath: '/guide/a', title: 'A' } as CompiledPage['pageData'];
    const route = { routePath: '/guide/a', lang: 'en', version: '', relativePath: 'en/guide/a.md' } as CompiledPage['route'];
    const page = {
      file: 'docs/en/guide/a.md',
      route,
      code: '',
      content: '[]',
      pageData,
      text: '',
      markdown: '# A',
      links: [{ url: '/guide/b', line: 3, column: 1 }],
      ids: ['a', 'b'],
      components: [{ name: 'Tip', line: 5, column: 1 }],
      problems: [],
      warnings: [{ file: 'docs/en/guide/a.md', message: 'w' }],
      fileChecks: { 'en/guide/b.md': true },
    } as CompiledPage;
    const links = page.links;
    releaseChecked(page);
    expect([page.links, page.ids, page.warnings, page.fileChecks]).toEqual([[], [], [], undefined]);
    // Checked with the server bundle, after the compile.
    expect(page.components).toEqual([{ name: 'Tip', line: 5, column: 1 }]);
    // One shared empty list, not one per field and page; frozen, so that nothing can add to it.
    expect(page.ids).toBe(page.links);
    expect(Object.isFrozen(page.links)).toBe(true);
    // Replaced, not emptied: a cache write made of the page earlier keeps what it took.
    expect(links).toHaveLength(1);
    expect(page.pageData).toBe(pageData);
    expect(page.route).toBe(route);
    expect([page.content, page.markdown, page.file]).toEqual(['[]', '# A', 'docs/en/guide/a.md']);
  });
});

describe('emptyHomeWarnings', () => {
  const pages = [{ file: 'docs/en/index.mdx', emptyHome: true as const }, { file: 'docs/en/guide/a.md' }, { file: 'docs/zh/index.mdx', emptyHome: true as const }];

  it('names each home page that would show only the navbar, at its first line, with what to add', () => {
    const warnings = emptyHomeWarnings(pages, false);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^rsdocs: docs\/en\/index\.mdx:1: this home page \(pageType: home\) has no `hero`, no `features` and no content/);
    expect(warnings[0]).toMatch(/Add `hero`\/`features`.*theme entry's `Layout`.*HomeLayout/);
    expect(warnings[1]).toMatch(/^rsdocs: docs\/zh\/index\.mdx:1:/);
  });

  it("says nothing when the theme entry holds components (its Layout may draw the home page)", () => {
    expect(emptyHomeWarnings(pages, true)).toEqual([]);
  });
});
