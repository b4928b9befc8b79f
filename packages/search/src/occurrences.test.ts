import { describe, expect, it } from 'vitest';
import { highlights, look, quickFocus, type Focus, type LookTerm } from './occurrences';
import { cutSnippet } from './snippet';
import { foldWithMap } from './tokenize';

const latin = (needles: string[], idf = 1): LookTerm => ({ term: { cjk: false }, needles, idf });
const cjk = (needles: string[], idf = 1): LookTerm => ({ term: { cjk: true }, needles, idf });

/** The text a focus covers. */
const at = (text: string, focus: Focus | undefined) => focus && text.slice(focus.range.start, focus.range.end);

/** What `highlights` marks in `text[start, end)` (all of it by default). */
function marked(text: string, terms: LookTerm[], start = 0, end = text.length): string[] {
  const { folded, map } = foldWithMap(text);
  return highlights(text, folded, map, terms, start, end).map((r) => text.slice(r.start, r.end));
}

function run(text: string, terms: LookTerm[], which?: number) {
  const { folded, map } = foldWithMap(text);
  const found = look(text, folded, map, terms, which);
  return { ...found, focused: at(text, found.focus), marked: marked(text, terms) };
}

describe('look', () => {
  it('finds Latin needles at word starts and marks whole words', () => {
    const found = run('Configure the config; reconfigure later.', [latin(['conf'])]);
    expect(found.focused).toBe('Configure');
    expect(found.marked).toEqual(['Configure', 'config']);
  });

  it('finds camelCase parts inside identifiers', () => {
    expect(run('Set autoExternal to false.', [latin(['external'])]).marked).toEqual(['External']);
  });

  it('finds CJK needles anywhere', () => {
    expect(run('自动生成类型声明文件', [cjk(['类型声明'])]).marked).toEqual(['类型声明']);
  });

  it('maps folded offsets back to the original text', () => {
    const found = run('Le café ouvre. Café!', [latin(['cafe'])]);
    expect(found.focused).toBe('café');
    expect(found.marked).toEqual(['café', 'Café']);
  });

  it('focuses on the smallest window holding every term and rewards a tight one', () => {
    const text = 'build here. Lots of words in between. The build cache is fast.';
    const near = run(text, [latin(['build'], 2), latin(['cache'], 3)]);
    expect(near.focused).toBe('build cache');
    expect(near.bonus).toBeCloseTo(5);
    const far = run('build then some more words and finally cache', [latin(['build'], 2), latin(['cache'], 3)]);
    expect(far.bonus).toBeLessThan(2);
  });

  it('merges the occurrences of many needles in text order', () => {
    // Three terms, several needles each, interleaved: the only window with all three is at the end.
    const text = 'alpha beta alpha beta gamma0 alpha beta alpha gamma1 beta alphas';
    const found = run(text, [latin(['alpha', 'alphas'], 1), latin(['beta'], 1), latin(['gamma0', 'gamma1'], 1)]);
    expect(found.focused).toBe('alpha beta gamma0');
  });

  it('looks only for the terms it is asked about', () => {
    const text = 'the cache of the build, and then a build cache';
    // Term 0 ("the") is left out of the window: the tightest build…cache pair wins.
    const found = run(text, [latin(['the'], 1), latin(['build'], 2), latin(['cache'], 3)], 0b110);
    expect(found.focused).toBe('build cache');
    expect(found.bonus).toBeCloseTo(5);
  });

  it('gives no bonus to a single term and focuses on its first occurrence', () => {
    const found = run('a cache and a cache', [latin(['cache'])]);
    expect(found.bonus).toBe(0);
    expect(found.focus!.range).toEqual({ start: 2, end: 7 });
  });

  it('finds nothing when no needle occurs', () => {
    expect(run('nothing here', [latin(['cache'])])).toMatchObject({ bonus: 0, focus: undefined, marked: [] });
  });
});

describe('highlights', () => {
  it('marks words that overlap the stretch shown, also where folding changed the offsets', () => {
    const text = 'Eﬃcient ﬁles: the ﬁle list, and one more file. The end.';
    // The ligatures fold to two and three letters, so folded offsets run ahead of the text's.
    expect(marked(text, [latin(['file'])], text.indexOf('the'), text.indexOf('The'))).toEqual(['ﬁle', 'file']);
    expect(marked(text, [latin(['file'])], text.indexOf('list'), text.length)).toEqual(['file']);
    expect(marked(text, [latin(['file'])], 0, text.indexOf('the'))).toEqual(['ﬁles']);
    expect(marked(text, [latin(['effic'])], 0, 3)).toEqual(['Eﬃcient']);
    // Far ahead: 40 ligatures fold to 120 letters.
    const far = `${'ﬃ '.repeat(40)}the file here`;
    expect(marked(far, [latin(['file'])], far.indexOf('file'), far.length)).toEqual(['file']);
  });

  it('keeps words cut by the start of the stretch', () => {
    const text = 'an autoExternal option';
    expect(marked(text, [latin(['autoexternal'])], 6, text.length)).toEqual(['autoExternal']);
  });
});

describe('quickFocus and highlights', () => {
  it('focuses on the most specific term and marks only what is near it', () => {
    const text = `cache ${'filler '.repeat(60)}the rare plugin cache ${'filler '.repeat(60)}cache`;
    const terms = [latin(['cache'], 1), latin(['plugin'], 5)];
    const { folded, map } = foldWithMap(text);
    const focus = quickFocus(text, folded, map, terms);
    expect(at(text, focus)).toBe('plugin');
    // The first and last `cache` are over 400 characters away: the snippet around `plugin` shows neither.
    const cut = cutSnippet(text, focus!.range);
    expect(marked(text, terms, cut.start, cut.end)).toEqual(['cache', 'plugin']);
  });

  it('finds nothing when no needle occurs', () => {
    const { folded, map } = foldWithMap('nothing here');
    expect(quickFocus('nothing here', folded, map, [latin(['cache'])])).toBeUndefined();
    expect(highlights('nothing here', folded, map, [latin(['cache'])], 0, 12)).toEqual([]);
  });
});
