import { describe, expect, it } from 'vitest';
import { look, lookQuick, type LookTerm } from './occurrences';
import { foldWithMap } from './tokenize';

const latin = (needles: string[], idf = 1): LookTerm => ({ term: { cjk: false }, needles, idf });
const cjk = (needles: string[], idf = 1): LookTerm => ({ term: { cjk: true }, needles, idf });

function run(text: string, terms: LookTerm[]) {
  const { folded, map } = foldWithMap(text);
  const found = look(text, folded, map, terms);
  return { ...found, marked: found.ranges.map((r) => text.slice(r.start, r.end)) };
}

describe('look', () => {
  it('finds Latin needles at word starts and marks whole words', () => {
    expect(run('Configure the config; reconfigure later.', [latin(['conf'])]).marked).toEqual(['Configure', 'config']);
  });

  it('finds camelCase parts inside identifiers', () => {
    expect(run('Set autoExternal to false.', [latin(['external'])]).marked).toEqual(['External']);
  });

  it('finds CJK needles anywhere', () => {
    expect(run('自动生成类型声明文件', [cjk(['类型声明'])]).marked).toEqual(['类型声明']);
  });

  it('maps folded offsets back to the original text', () => {
    expect(run('Le café ouvre. Café!', [latin(['cafe'])]).marked).toEqual(['café', 'Café']);
  });

  it('focuses on the smallest window holding every term and rewards a tight one', () => {
    const text = 'build here. Lots of words in between. The build cache is fast.';
    const near = run(text, [latin(['build'], 2), latin(['cache'], 3)]);
    expect(text.slice(near.focus!.start, near.focus!.end)).toBe('build cache');
    expect(near.bonus).toBeCloseTo(5);
    const far = run('build then some more words and finally cache', [latin(['build'], 2), latin(['cache'], 3)]);
    expect(far.bonus).toBeLessThan(2);
  });

  it('gives no bonus to a single term and focuses on its first occurrence', () => {
    const found = run('a cache and a cache', [latin(['cache'])]);
    expect(found.bonus).toBe(0);
    expect(found.focus).toEqual({ start: 2, end: 7 });
  });
});

describe('lookQuick', () => {
  it('focuses on the most specific term and marks only what is near it', () => {
    const text = `cache ${'filler '.repeat(60)}the rare plugin cache ${'filler '.repeat(60)}cache`;
    const { folded, map } = foldWithMap(text);
    const found = lookQuick(text, folded, map, [latin(['cache'], 1), latin(['plugin'], 5)]);
    expect(text.slice(found.focus!.start, found.focus!.end)).toBe('plugin');
    const marked = found.ranges.map((r) => text.slice(r.start, r.end));
    expect(marked).toEqual(['cache', 'plugin']);
    expect(found.bonus).toBe(0);
  });

  it('finds nothing when no needle occurs', () => {
    const { folded, map } = foldWithMap('nothing here');
    expect(lookQuick('nothing here', folded, map, [latin(['cache'])])).toEqual({ bonus: 0, ranges: [], focus: undefined });
  });
});
