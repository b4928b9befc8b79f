import { describe, expect, it } from 'vitest';
import type { CompiledPage } from '../markdown/compile';
import { pageSummaries } from './page-summaries';

const page = (routePath: string, lang: string, frontmatter: Record<string, unknown>) =>
  ({ pageData: { routePath, title: `T ${routePath}`, lang, version: '', frontmatter, toc: [{ id: 'a', text: 'A', depth: 2 }], description: 'long' } }) as unknown as CompiledPage;

describe('pageSummaries', () => {
  it("keeps route, title, lang, version and frontmatter of every page, in route order, and nothing else", () => {
    const summaries = pageSummaries([page('/zh/blog/b', 'zh', { date: '2024-01-02' }), page('/blog/a', 'en', { authors: [{ name: 'x' }] })]);
    expect(summaries).toEqual([
      { routePath: '/blog/a', title: 'T /blog/a', lang: 'en', version: '', frontmatter: { authors: [{ name: 'x' }] } },
      { routePath: '/zh/blog/b', title: 'T /zh/blog/b', lang: 'zh', version: '', frontmatter: { date: '2024-01-02' } },
    ]);
  });

  it('leaves out untranslated pages (Rspress has none)', () => {
    const untranslated = page('/zh/blog/a', 'zh', {});
    untranslated.pageData.untranslatedOf = '/blog/a';
    expect(pageSummaries([page('/blog/a', 'en', {}), untranslated]).map((s) => s.routePath)).toEqual(['/blog/a']);
  });
});
