import { describe, expect, it } from 'vitest';
import { makeSnippet, mergeRanges, snippetWidth } from './snippet';

describe('snippetWidth', () => {
  it('counts Latin as 1 and CJK as 3', () => {
    expect(snippetWidth('abc')).toBe(3);
    expect(snippetWidth('配置')).toBe(6);
    expect(snippetWidth('配置 dts')).toBe(10);
    expect(snippetWidth('𠀀')).toBe(3);
  });
});

describe('makeSnippet', () => {
  it('keeps short text whole, with its matches', () => {
    expect(makeSnippet('Bundle your library.', [{ start: 0, end: 6 }], { start: 0, end: 6 })).toEqual({
      snippet: 'Bundle your library.',
      matches: [{ start: 0, end: 6 }],
    });
  });

  it('cuts about 100 columns around the focus, with ellipses, and maps matches', () => {
    const text = `${'lorem ipsum '.repeat(20)}the autoExternal option ${'dolor sit '.repeat(20)}`;
    const at = text.indexOf('autoExternal');
    const { snippet, matches } = makeSnippet(text, [{ start: at, end: at + 12 }], { start: at, end: at + 12 });
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippetWidth(snippet)).toBeLessThanOrEqual(102);
    expect(snippetWidth(snippet)).toBeGreaterThan(80);
    expect(matches).toHaveLength(1);
    expect(snippet.slice(matches[0]!.start, matches[0]!.end)).toBe('autoExternal');
  });

  it('fits about a third as many CJK characters', () => {
    const text = '这是一段很长的中文说明。'.repeat(10) + '类型声明' + '后面还有更多的内容。'.repeat(10);
    const at = text.indexOf('类型声明');
    const { snippet, matches } = makeSnippet(text, [{ start: at, end: at + 4 }], { start: at, end: at + 4 });
    const chars = Array.from(snippet.replace(/…/g, '')).length;
    expect(chars).toBeLessThanOrEqual(34);
    expect(chars).toBeGreaterThanOrEqual(28);
    expect(snippet.slice(matches[0]!.start, matches[0]!.end)).toBe('类型声明');
  });

  it('never cuts a character outside the basic plane in half', () => {
    const text = `${'𠀀'.repeat(60)}类型${'𠀁'.repeat(60)}`;
    // Code unit offset of the `at`-th character.
    const unit = (at: number) => (at < 60 ? 2 * at : at < 62 ? 60 + at : 2 * at - 2);
    for (const at of [0, 30, 59, 60, 61, 62, 90, 119, 121]) {
      const { snippet } = makeSnippet(text, [], { start: unit(at), end: unit(at + 1) });
      const body = snippet.replace(/…/g, '');
      expect(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(body), `at ${at}`).toBe(false);
      expect(snippetWidth(body)).toBeLessThanOrEqual(100);
      expect(snippetWidth(body)).toBeGreaterThanOrEqual(96);
    }
  });

  it('starts at the beginning when there is no focus', () => {
    const { snippet, matches } = makeSnippet('word '.repeat(50), [], undefined);
    expect(snippet.startsWith('word')).toBe(true);
    expect(matches).toEqual([]);
  });
});

describe('makeSnippet on narrow text', () => {
  it('cuts exactly where the column-counting path cuts', () => {
    const texts = [
      `${'lorem ipsum '.repeat(20)}the autoExternal option ${'dolor sit '.repeat(20)}`,
      `short start autoExternal ${'dolor sit '.repeat(30)}`,
      `${'dolor sit '.repeat(30)} ends with autoExternal`,
      'Ça marche: déjà vu, façade, naïve. '.repeat(8),
      'exactly one hundred columns '.repeat(4).slice(0, 100),
    ];
    let compared = 0;
    for (const text of texts) {
      for (let start = 0; start < text.length; start += 7) {
        for (const length of [0, 5, 40, 150]) {
          const focus = { start, end: Math.min(text.length, start + length) };
          const ranges = [focus, { start: Math.max(0, start - 30), end: Math.max(0, start - 25) }];
          expect(makeSnippet(text, ranges, focus, 100, true), `${JSON.stringify(text.slice(0, 20))} at ${start}+${length}`).toEqual(
            makeSnippet(text, ranges, focus, 100, false),
          );
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
});

describe('mergeRanges', () => {
  it('sorts ranges that start together by their end, and leaves its input alone', () => {
    const input = [{ start: 4, end: 9 }, { start: 4, end: 5 }, { start: 1, end: 2 }, { start: 12, end: 13 }, { start: 10, end: 11 }];
    expect(mergeRanges(input)).toEqual([{ start: 1, end: 2 }, { start: 4, end: 9 }, { start: 10, end: 11 }, { start: 12, end: 13 }]);
    expect(input[0]).toEqual({ start: 4, end: 9 });
    expect(input[1]).toEqual({ start: 4, end: 5 });
  });

  it('sorts and joins overlapping ranges', () => {
    expect(mergeRanges([{ start: 5, end: 8 }, { start: 0, end: 2 }, { start: 7, end: 10 }])).toEqual([
      { start: 0, end: 2 },
      { start: 5, end: 10 },
    ]);
  });
});
