import { describe, expect, it } from 'vitest';
import { buildIndex, type Layout } from './build';
import { IndexStore } from './store';
import { EN, ZH } from './fixtures';
import { TermIndex } from './terms';
import { queryTerms } from './tokenize';

function termIndex(docs = EN, lang = 'en', layout?: Layout) {
  return new TermIndex(new IndexStore(buildIndex(docs, { lang }, layout)));
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

  it('notes the shards a term needs when they are not loaded, and plans it once they are', () => {
    const layout = { termShard: 200, headShard: 200, fragment: 200 };
    const index = buildIndex(EN, { lang: 'en' }, layout);
    expect(index.T!.length).toBeGreaterThan(2);
    const store = new IndexStore({ ...index, T: undefined, H: undefined, F: undefined });
    const terms = new TermIndex(store);
    const term = queryTerms('declaration files', { splitCJK: false })[0]!;
    expect(terms.plan(term).variants).toEqual([]);
    expect([...store.missing]).toHaveLength(1);
    const [name] = [...store.missing];
    store.add(name!, index.T![Number(name!.slice(1))]);
    store.missing.clear();
    expect(Array.from(terms.plan(term).variants[0]!.body)).toEqual([3, 4]);
    expect(store.missing.size).toBe(0);
  });

  it('expands a one- or two-letter prefix over heading words, from the heading shards', () => {
    const layout = { termShard: 200, headShard: 100, fragment: 200 };
    const index = buildIndex(EN, { lang: 'en' }, layout);
    const store = new IndexStore({ ...index, F: undefined, H: undefined });
    const terms = new TermIndex(store);
    const term = queryTerms('de', { splitCJK: false })[0]!;
    terms.plan(term);
    const heads = [...store.missing].filter((n) => n.startsWith('h'));
    expect(heads.length).toBeGreaterThan(0);
    for (const name of heads) store.add(name, index.H![Number(name.slice(1))]);
    store.missing.clear();
    const p = terms.plan(term);
    expect(store.missing.size).toBe(0);
    // "Default value" is a heading: its words are there; body words that start with "de" are not.
    expect(p.variants.some((v) => v.head.length > 0 && v.body.length === 0)).toBe(true);
  });

  it('gives a run no page holds no variants, so the searcher can split it', () => {
    expect(plan('目录清理', termIndex(ZH, 'zh')).variants).toEqual([]);
  });
});
