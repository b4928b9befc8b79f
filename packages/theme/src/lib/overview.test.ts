import { describe, expect, it } from 'vitest';
import { normalizeOverviewText, overviewCards, type OverviewGroup } from './overview';

const groups: OverviewGroup[] = [
  {
    text: 'Lib Configurations',
    items: [
      {
        text: 'lib.autoExternal',
        link: '/config/lib/auto-external',
        description: 'Keep package.json dependencies external.',
        signature: 'boolean | { dependencies?: boolean }',
        headers: [
          { id: 'object-type', text: 'Object type', depth: 2 },
          { id: 'auto-external-dependencies', text: 'autoExternal.dependencies', depth: 3 },
        ],
      },
      { text: 'lib.format', link: '/config/lib/format', title: '产物格式', description: '选择库产物的模块格式。', headers: [{ id: 'esm', text: 'ESM', depth: 2 }] },
    ],
  },
  {
    text: 'Rsbuild Configurations',
    items: [{ text: 'source', link: '/config/rsbuild/source', headers: [{ id: 'source-entry', text: 'source.entry', depth: 2 }] }],
  },
];

/** Compact view of a result: group → item → shown header ids. */
const shape = (query: string) => overviewCards(groups, query).map((g) => [g.text, g.items.map((i) => [i.text, i.shownHeaders.map((h) => h.id)])]);

describe('normalizeOverviewText', () => {
  it.each([
    ['Auto-External', 'auto external'],
    ['  lib   format ', 'lib format'],
    ['源码-配置', '源码 配置'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeOverviewText(input)).toBe(expected);
  });
});

describe('overviewCards', () => {
  it('keeps everything for an empty query, listing headings only for pages without a summary', () => {
    const all = [
      ['Lib Configurations', [['lib.autoExternal', []], ['lib.format', []]]],
      ['Rsbuild Configurations', [['source', ['source-entry']]]],
    ];
    expect(shape('')).toEqual(all);
    expect(shape('   ')).toEqual(all);
  });

  it.each<[string, ReturnType<typeof shape>]>([
    // a group name match keeps the whole group, as at rest
    ['rsbuild', [['Rsbuild Configurations', [['source', ['source-entry']]]]]],
    // an item text match keeps the item, with the headings that match too
    ['FORMAT', [['Lib Configurations', [['lib.format', []]]]]],
    ['external', [['Lib Configurations', [['lib.autoExternal', ['auto-external-dependencies']]]]]],
    // the summary, the type and the page title count
    ['package.json', [['Lib Configurations', [['lib.autoExternal', []]]]]],
    ['{ dependencies', [['Lib Configurations', [['lib.autoExternal', []]]]]],
    ['格式', [['Lib Configurations', [['lib.format', []]]]]],
    // a heading match keeps the item with only the matching headings
    ['object', [['Lib Configurations', [['lib.autoExternal', ['object-type']]]]]],
    // hyphens count as spaces on both sides
    ['object-type', [['Lib Configurations', [['lib.autoExternal', ['object-type']]]]]],
    ['nothing like this', []],
  ])('query %j', (query, expected) => {
    expect(shape(query)).toEqual(expected);
  });

  it('does not modify its input', () => {
    const before = JSON.stringify(groups);
    overviewCards(groups, 'object');
    expect(JSON.stringify(groups)).toBe(before);
  });
});
