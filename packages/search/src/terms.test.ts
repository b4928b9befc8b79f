import { describe, expect, it } from 'vitest';
import { buildIndex } from './build';
import { EN, ZH } from './fixtures';
import { TermIndex } from './terms';
import { queryTerms } from './tokenize';

function termIndex(docs = EN, lang = 'en') {
  const index = buildIndex(docs, { lang });
  const headings: string[] = [];
  let h = 0;
  for (const [title, , count] of index.p) {
    headings.push(title);
    for (let k = 1; k < count; k++, h++) headings.push(index.h[2 * h + 1]!);
  }
  return new TermIndex(index.w, index.x, headings, index.t);
}

const en = termIndex();
const plan = (query: string, t = en) => t.plan(queryTerms(query, { splitCJK: false })[0]!);

describe('TermIndex', () => {
  it('knows body and heading postings of an exact word', () => {
    const p = plan('declaration files');
    expect(p.variants).toHaveLength(1);
    expect(Array.from(p.variants[0]!.body)).toEqual([3, 4]);
    expect(p.needles).toEqual(['declaration']);
  });

  it('expands the last term as a prefix, exact form first and weighing most', () => {
    const p = plan('bund');
    expect(p.variants.length).toBeGreaterThan(1);
    const [best] = [...p.variants].sort((a, b) => b.weight! - a.weight!);
    expect(best!.quality).toBeGreaterThan(0.5);
  });

  it('finds typo corrections only when nothing matches', () => {
    expect(plan('extrnal').needles).toContain('external');
    expect(plan('external').needles).toEqual(['external']);
  });

  it('plans identifiers as the whole name with their parts as a fallback', () => {
    const p = plan('autoExternal');
    expect(p.variants.map((v) => Boolean(v.fallback))).toEqual([false, true]);
    expect(p.needles).toEqual(['autoexternal', 'auto', 'external']);
  });

  it('plans CJK words as bigram intersections to check against the text', () => {
    const zh = termIndex(ZH, 'zh');
    const p = plan('类型声明', zh);
    expect(p.variants[0]!.check).toBe('类型声明');
    // The faq page holds 类型, 型声 and 声明 apart: a candidate until the text is checked.
    expect(Array.from(p.variants[0]!.body)).toEqual([0, 1, 3]);
    const eager = zh.plan(queryTerms('类型声明', { splitCJK: false })[0]!, true);
    expect(Array.from(eager.variants[0]!.body)).toEqual([0, 1]);
  });

  it('gives a run no page holds no variants, so the searcher can split it', () => {
    expect(plan('目录清理', termIndex(ZH, 'zh')).variants).toEqual([]);
  });
});
