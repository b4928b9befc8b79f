import { describe, expect, it } from 'vitest';
import { buildIndex, splitSections } from './build';
import { EN, ZH } from './fixtures';
import { decodePostings } from './postings';
import { frontDecode } from './vocabulary';

function postingsOf(index: ReturnType<typeof buildIndex>, term: string): number[] {
  const terms = frontDecode(index.w);
  const k = terms.indexOf(term);
  return k < 0 ? [] : Array.from(decodePostings(index.x.split(' ')[k]!).sections);
}

describe('buildIndex', () => {
  const index = buildIndex(EN, { lang: 'en' });

  it('stores pages as short tuples, the id only when it differs from the route', () => {
    expect(index.v).toBe(2);
    expect(index.l).toBe('en');
    expect(index.p[0]).toEqual(['lib.autoExternal', '/config/lib/auto-external', 3]);
    const other = buildIndex([{ ...EN[3]!, id: 'cafe' }], { lang: 'en' });
    expect(other.p[0]).toEqual(['Café guide', '/guide/cafe', 1, 'cafe']);
  });

  it('keeps headings, depths and the section text, nothing else', () => {
    expect(index.h.slice(0, 4)).toEqual(['default-value', 'Default value', 'object-type', 'Object type']);
    expect(index.d.slice(0, 4)).toBe('2233');
    expect(index.t[0]).toBe('Whether to automatically externalize the dependencies of the library.');
    expect(index.t).toHaveLength(EN.reduce((n, d) => n + splitSections(d).length, 0));
  });

  it('lists, per term, the sections whose body holds it', () => {
    expect(postingsOf(index, 'external')).toEqual([2, 6, 11]);
    expect(postingsOf(index, 'lib.autoexternal')).toEqual([]); // only in a title
    expect(frontDecode(index.w)).toContain('lib.autoexternal');
  });

  it('counts how often a body has each term', () => {
    const doc = { id: '/x', routePath: '/x', title: 'X', toc: [], content: 'Minify the output: minify CSS, minify JS. Then ship.' };
    const built = buildIndex([doc], { lang: 'en' });
    const terms = frontDecode(built.w);
    const countOf = (term: string) => decodePostings(built.x.split(' ')[terms.indexOf(term)]!).counts?.[0] ?? 1;
    expect(countOf('minify')).toBe(3);
    expect(countOf('ship')).toBe(1);
  });

  it('is plain JSON and survives a round trip', () => {
    expect(JSON.parse(JSON.stringify(index))).toEqual(index);
  });

  it('indexes Chinese by bigrams', () => {
    const zh = buildIndex(ZH, { lang: 'zh' });
    const terms = frontDecode(zh.w);
    expect(terms).toEqual(expect.arrayContaining(['类型', '型声', '声明', '构建']));
    expect(terms).not.toContain('类型声明');
    expect(postingsOf(zh, '构建')).toEqual([1, 5]);
  });

  it('can leave fenced code out', () => {
    const doc = { id: '/x', routePath: '/x', title: 'X', toc: [], content: 'Text.\n```js\nsecretToken()\n```\n' };
    expect(frontDecode(buildIndex([doc], { lang: 'en' }).w)).toContain('secrettoken');
    expect(frontDecode(buildIndex([doc], { lang: 'en', codeBlocks: false }).w)).not.toContain('secrettoken');
  });
});
