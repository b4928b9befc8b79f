import { describe, expect, it } from 'vitest';
import { addRecentSearch, parseRecentSearches, RECENT_SEARCHES_MAX, recentSearchesKey, suggestedSearches } from './recent-searches';

describe('recent searches', () => {
  it('reads back a stored list, and nothing from a missing, broken or foreign value', () => {
    expect(parseRecentSearches('["dts","格式"]')).toEqual(['dts', '格式']);
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches('not json')).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches('["ok", 3, "", null]')).toEqual(['ok']);
    expect(parseRecentSearches(JSON.stringify(['1', '2', '3', '4', '5', '6', '7']))).toHaveLength(RECENT_SEARCHES_MAX);
  });

  it('puts the newest first, once, tidied, and keeps at most five', () => {
    expect(addRecentSearch(['dts', 'umd'], '  UMD ')).toEqual(['UMD', 'dts']);
    expect(addRecentSearch(['a'], 'module   federation')).toEqual(['module federation', 'a']);
    expect(addRecentSearch(['a', 'b', 'c', 'd', 'e'], 'f')).toEqual(['f', 'a', 'b', 'c', 'd']);
    expect(addRecentSearch(['a'], '   ')).toEqual(['a']);
  });

  it('keeps each language apart', () => {
    expect(recentSearchesKey('zh')).not.toBe(recentSearchesKey('en'));
  });
});

describe('suggestedSearches', () => {
  const nav = ['Guide', 'Config'];
  it("takes the site's list, the language's own list, else the nav entries", () => {
    expect(suggestedSearches(['dts', 'umd'], 'zh', nav)).toEqual(['dts', 'umd']);
    expect(suggestedSearches({ en: ['dts'], zh: ['类型声明'] }, 'zh', nav)).toEqual(['类型声明']);
    expect(suggestedSearches({ en: ['dts'] }, 'zh', nav)).toEqual(nav);
    expect(suggestedSearches(undefined, 'en', nav)).toEqual(nav);
  });
});
