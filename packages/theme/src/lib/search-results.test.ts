import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../provider/search';
import { groupHitsByPage, hitBreadcrumb, hitHref, hitsInDisplayOrder, splitHighlights, SEARCH_RESULTS_SHOWN } from './search-results';

const hit = (id: string, routePath: string, headingPath: string[], extra: Partial<SearchHit> = {}): SearchHit => ({
  id,
  routePath,
  title: headingPath[0] ?? id,
  headingPath,
  snippet: '',
  matches: [],
  ...extra,
});

describe('SEARCH_RESULTS_SHOWN', () => {
  it('is the specified default of 7', () => {
    expect(SEARCH_RESULTS_SHOWN).toBe(7);
  });
});

describe('groupHitsByPage', () => {
  it.each([
    { name: 'no hits', hits: [], expected: [] },
    {
      name: 'one page',
      hits: [hit('a', '/guide/basic/cli', ['CLI', 'build'])],
      expected: [{ routePath: '/guide/basic/cli', title: 'CLI', ids: ['a'] }],
    },
    {
      name: 'pages in the order of their best hit, hits in rank order inside a page',
      hits: [
        hit('a', '/guide/basic/cli', ['CLI', 'build']),
        hit('b', '/config/lib/format', ['format']),
        hit('c', '/guide/basic/cli', ['CLI', 'inspect']),
        hit('d', '/config/lib/format', ['format', 'esm']),
      ],
      expected: [
        { routePath: '/guide/basic/cli', title: 'CLI', ids: ['a', 'c'] },
        { routePath: '/config/lib/format', title: 'format', ids: ['b', 'd'] },
      ],
    },
    {
      name: 'title falls back to the hit title when the heading path is empty',
      hits: [hit('a', '/blog/', [], { title: 'Blog' })],
      expected: [{ routePath: '/blog/', title: 'Blog', ids: ['a'] }],
    },
    {
      name: 'Chinese titles',
      hits: [hit('a', '/zh/guide/basic/cli', ['命令行工具', '构建产物']), hit('b', '/zh/guide/basic/cli', ['命令行工具'])],
      expected: [{ routePath: '/zh/guide/basic/cli', title: '命令行工具', ids: ['a', 'b'] }],
    },
  ])('$name', ({ hits, expected }) => {
    const groups = groupHitsByPage(hits).map((g) => ({ routePath: g.routePath, title: g.title, ids: hitsInDisplayOrder([g]).map((h) => h.id) }));
    expect(groups).toEqual(expected);
  });

  it("makes the hit on the page itself (no anchor) the group's head, wherever it ranked, so the title shows once", () => {
    const groups = groupHitsByPage([
      hit('s1', '/guide/basic/cli', ['CLI', 'build'], { anchor: 'build' }),
      hit('page', '/guide/basic/cli', ['CLI']),
      hit('other', '/config/lib/dts', ['lib.dts', 'dts.bundle'], { anchor: 'dtsbundle' }),
      hit('s2', '/guide/basic/cli', ['CLI', 'inspect'], { anchor: 'inspect' }),
    ]);
    expect(groups.map((g) => [g.title, g.page?.id ?? null, g.hits.map((h) => h.id)])).toEqual([
      ['CLI', 'page', ['s1', 's2']],
      ['lib.dts', null, ['other']],
    ]);
    expect(hitsInDisplayOrder(groups).map((h) => h.id)).toEqual(['page', 's1', 's2', 'other']);
  });
});

describe('hitBreadcrumb', () => {
  it.each([
    { headingPath: ['CLI', 'Commands', 'build'], title: 'CLI', page: 'CLI', expected: ['Commands', 'build'] },
    { headingPath: ['CLI'], title: 'CLI', page: 'CLI', expected: ['CLI'] },
    { headingPath: [], title: 'Blog', page: 'Blog', expected: ['Blog'] },
    { headingPath: ['Other', 'x'], title: 'x', page: 'CLI', expected: ['Other', 'x'] },
  ])('$headingPath under $page → $expected', ({ headingPath, title, page, expected }) => {
    expect(hitBreadcrumb(hit('a', '/p', headingPath, { title }), page)).toEqual(expected);
  });
});

describe('hitHref', () => {
  it.each([
    { anchor: 'build', expected: '/guide/basic/cli#build' },
    { anchor: undefined, expected: '/guide/basic/cli' },
    { anchor: '', expected: '/guide/basic/cli' },
  ])('anchor $anchor → $expected', ({ anchor, expected }) => {
    expect(hitHref(hit('a', '/guide/basic/cli', ['CLI'], { anchor }))).toBe(expected);
  });
});

describe('splitHighlights', () => {
  const show = (text: string, ranges: Array<{ start: number; end: number }>) =>
    splitHighlights(text, ranges)
      .map((s) => (s.highlighted ? `[${s.text}]` : s.text))
      .join('|');

  it.each([
    { name: 'no ranges', text: 'rslib build', ranges: [], expected: 'rslib build' },
    { name: 'empty text', text: '', ranges: [{ start: 0, end: 2 }], expected: '' },
    { name: 'one range in the middle', text: 'run rslib build', ranges: [{ start: 4, end: 9 }], expected: 'run |[rslib]| build' },
    { name: 'range at the start', text: 'build it', ranges: [{ start: 0, end: 5 }], expected: '[build]| it' },
    { name: 'range at the end', text: 'run build', ranges: [{ start: 4, end: 9 }], expected: 'run |[build]' },
    { name: 'whole text', text: 'build', ranges: [{ start: 0, end: 5 }], expected: '[build]' },
    {
      name: 'unsorted ranges',
      text: 'a b c',
      ranges: [{ start: 4, end: 5 }, { start: 0, end: 1 }],
      expected: '[a]| b |[c]',
    },
    { name: 'overlapping ranges merge', text: 'abcdefgh', ranges: [{ start: 1, end: 4 }, { start: 3, end: 6 }], expected: 'a|[bcdef]|gh' },
    { name: 'touching ranges merge', text: 'abcdef', ranges: [{ start: 0, end: 2 }, { start: 2, end: 4 }], expected: '[abcd]|ef' },
    { name: 'contained range merges', text: 'abcdef', ranges: [{ start: 0, end: 5 }, { start: 1, end: 2 }], expected: '[abcde]|f' },
    { name: 'out-of-bounds ranges are clamped', text: 'abc', ranges: [{ start: -3, end: 1 }, { start: 2, end: 99 }], expected: '[a]|b|[c]' },
    { name: 'empty and inverted ranges are ignored', text: 'abc', ranges: [{ start: 1, end: 1 }, { start: 2, end: 0 }], expected: 'abc' },
    { name: 'Chinese text', text: '使用 Rslib 构建库', ranges: [{ start: 9, end: 11 }], expected: '使用 Rslib |[构建]|库' },
    {
      name: 'markup stays plain text',
      text: '<img src=x onerror=alert(1)> build',
      ranges: [{ start: 29, end: 34 }],
      expected: '<img src=x onerror=alert(1)> |[build]',
    },
  ])('$name', ({ text, ranges, expected }) => {
    expect(show(text, ranges)).toBe(expected);
  });

  it('does not mutate the given ranges', () => {
    const ranges = [{ start: 3, end: 6 }, { start: 1, end: 4 }];
    splitHighlights('abcdefgh', ranges);
    expect(ranges).toEqual([{ start: 3, end: 6 }, { start: 1, end: 4 }]);
  });
});
