import { describe, expect, it } from 'vitest';
import type { PageData } from '../runtime/types';
import { buildPlannedIndexes, planSearchIndexes, type SearchInput } from './search-index';

function page(routePath: string, lang: string, text: string, extra: Partial<PageData> = {}): SearchInput {
  const pageData = { pagePath: '', pageType: 'doc', title: routePath, frontmatter: {}, toc: [], routePath, lang, version: '', relativePath: '', ...extra } as PageData;
  return { pageData, text };
}

const pages = [page('/guide/a', 'en', 'Bundle a library'), page('/guide/b', 'en', 'Declaration files'), page('/zh/guide/a', 'zh', '构建一个库')];

describe('planSearchIndexes', () => {
  it('plans one index per language and version, named before it is built', () => {
    const plans = planSearchIndexes([...pages, page('/v2/guide/a', 'en', 'x', { version: 'v2' })], '1.0.0');
    expect(plans.map((p) => [p.key, p.docs.length])).toEqual([
      ['en|', 2],
      ['zh|', 1],
      ['en|v2', 1],
    ]);
    expect(plans.map((p) => p.fileName)).toEqual([
      expect.stringMatching(/^static\/search_index\.en\.[0-9a-f]{8}\.json$/),
      expect.stringMatching(/^static\/search_index\.zh\.[0-9a-f]{8}\.json$/),
      expect.stringMatching(/^static\/search_index\.en\.v2\.[0-9a-f]{8}\.json$/),
    ]);
  });

  it('names an index by what goes into it: the same input gives the same name, other text or another builder a new one', () => {
    const name = (input: SearchInput[], builder: string) => planSearchIndexes(input, builder)[0]!.fileName;
    expect(name(pages, '1.0.0')).toBe(name(pages.map((p) => ({ ...p })), '1.0.0'));
    expect(name(pages, '1.0.0')).not.toBe(name([pages[0]!, page('/guide/b', 'en', 'Declaration files!')], '1.0.0'));
    expect(name(pages, '1.0.0')).not.toBe(name(pages, '1.0.1'));
  });

  it('leaves out 404 pages and pages with `search: false`, and plans nothing without @rsdocs/search', () => {
    const hidden = [page('/404', 'en', 'gone', { pageType: '404' }), page('/guide/c', 'en', 'secret', { frontmatter: { search: false } })];
    expect(planSearchIndexes([...pages, ...hidden], '1.0.0')[0]!.docs.map((d) => d.id)).toEqual(['/guide/a', '/guide/b']);
    expect(planSearchIndexes(pages, null)).toEqual([]);
  });
});

describe('buildPlannedIndexes', () => {
  it('builds each planned index into its files, the root first under the planned name (on this thread when no worker file is built)', async () => {
    const plans = planSearchIndexes(pages, '1.0.0');
    const built = await buildPlannedIndexes(plans, { inWorker: true });
    expect(built.map((f) => [f.fileName, f.files[0]!.fileName, f.pages])).toEqual(plans.map((p) => [p.fileName, p.fileName, p.docs.length]));
    // Two small pages: one file holds the whole index.
    const zh = JSON.parse(built[1]!.files[0]!.source) as { v: number; l: string; F: Array<{ p: unknown[] }> };
    expect(built[1]!.files).toHaveLength(1);
    expect(zh.v).toBe(4);
    expect(zh.l).toBe('zh');
    expect(zh.F[0]!.p).toHaveLength(1);
  });

  it('shards a large index into files in the folder named after its root', async () => {
    const many = Array.from({ length: 400 }, (_, i) =>
      page(`/guide/p${i}`, 'en', `Page ${i} explains option${i} and feature${i * 7} in words of its own, word${i % 37} and more${i % 11}.\n`.repeat(6)),
    );
    const [built] = await buildPlannedIndexes(planSearchIndexes(many, '1.0.0'));
    const folder = built!.fileName.replace(/\.json$/, '/');
    expect(built!.files.length).toBeGreaterThan(3);
    expect(built!.files.slice(1).every((f) => f.fileName.startsWith(folder) && /\/[thf]\d+\.json$/.test(f.fileName))).toBe(true);
  });
});
