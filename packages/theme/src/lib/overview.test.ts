import { describe, expect, it } from 'vitest';
import { filterOverview, normalizeOverviewText, type OverviewGroup } from './overview';

const groups: OverviewGroup[] = [
  {
    text: 'Lib Configurations',
    items: [
      {
        text: 'lib.autoExternal',
        link: '/config/lib/auto-external',
        headers: [
          { id: 'object-type', text: 'Object type', depth: 2 },
          { id: 'auto-external-dependencies', text: 'autoExternal.dependencies', depth: 3 },
        ],
      },
      { text: 'lib.format', link: '/config/lib/format', headers: [{ id: 'esm', text: 'ESM', depth: 2 }] },
    ],
  },
  {
    text: 'Rsbuild Configurations',
    items: [{ text: 'source', link: '/config/rsbuild/source', headers: [{ id: 'source-entry', text: 'source.entry', depth: 2 }] }],
  },
];

/** Compact view of a result: group → item → header ids. */
const shape = (result: OverviewGroup[]) =>
  result.map((g) => [g.text, g.items.map((i) => [i.text, i.headers.map((h) => h.id)])]);

describe('normalizeOverviewText', () => {
  it.each([
    ['Auto-External', 'auto external'],
    ['  lib   format ', 'lib format'],
    ['源码-配置', '源码 配置'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeOverviewText(input)).toBe(expected);
  });
});

describe('filterOverview', () => {
  it.each([
    ['', groups.map((g) => g.text)],
    ['   ', groups.map((g) => g.text)],
  ])('keeps everything for the empty query %j', (query, names) => {
    expect(filterOverview(groups, query).map((g) => g.text)).toEqual(names);
  });

  it.each<[string, ReturnType<typeof shape>]>([
    // a group name match keeps the whole group
    ['rsbuild', [['Rsbuild Configurations', [['source', ['source-entry']]]]]],
    // an item text match keeps the item with all its headings
    ['FORMAT', [['Lib Configurations', [['lib.format', ['esm']]]]]],
    // a heading match keeps the item with only the matching headings
    ['object', [['Lib Configurations', [['lib.autoExternal', ['object-type']]]]]],
    // hyphens count as spaces on both sides
    ['object-type', [['Lib Configurations', [['lib.autoExternal', ['object-type']]]]]],
    ['lib configurations', [['Lib Configurations', [['lib.autoExternal', ['object-type', 'auto-external-dependencies']], ['lib.format', ['esm']]]]]],
    // matches across groups
    ['e', [['Lib Configurations', [['lib.autoExternal', ['object-type', 'auto-external-dependencies']], ['lib.format', ['esm']]]], ['Rsbuild Configurations', [['source', ['source-entry']]]]]],
    ['nothing like this', []],
  ])('query %j', (query, expected) => {
    expect(shape(filterOverview(groups, query))).toEqual(expected);
  });

  it('does not modify its input', () => {
    const before = JSON.stringify(groups);
    filterOverview(groups, 'object');
    expect(JSON.stringify(groups)).toBe(before);
  });
});
