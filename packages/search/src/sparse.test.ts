import { describe, expect, it } from 'vitest';
import { buildIndex, buildIndexFiles, collectPart, indexFilesOf, joinParts, streamIndexFiles } from './build';
import { EN, ZH } from './fixtures';
import { LazyIndex } from './lazy';
import { IndexStore } from './store';
import { cutTiers, TIER_GROWTH } from './sparse';
import { Searcher } from './searcher';
import { frontDecode } from './vocabulary';
import type { Layout } from './assemble';
import type { SearchDocument, SerializedIndex } from './types';

// Format 7's sparse shape (a large site's): a root of counts and dictionary blocks, facts in the postings, lists cut
// to their best with the rest in overflow shards. Tiny pieces here so that every path is taken on a few pages.

const TINY: Layout = { termShard: 150, headShard: 60, fragment: 100, sparse: true, blockShards: 2 };
const ROOT = 'static/search_index.en.abc.json';

/** A lazily opened index over built files, recording what it fetched. */
function open(docs: SearchDocument[], lang: string, layout: Layout) {
  const { files } = buildIndexFiles(docs, { lang, root: ROOT, shard: 'always', layout });
  const byName = new Map(files.slice(1).map((f) => [f.fileName.replace(/^.*\/(\w+)\.json$/, '$1'), JSON.parse(f.source)]));
  const root = JSON.parse(files[0]!.source) as SerializedIndex;
  const lazy = new LazyIndex(root, async (name) => {
    if (!byName.has(name)) throw new Error(`no file ${name}`);
    return byName.get(name);
  });
  return { root, lazy, byName };
}

const QUERIES_EN = ['dts', 'lib.autoExternal', 'autoexternal', 'declaration files', 'umd', 'bundel', 'de', 'external dependencies', 'object type', 'format'];
const QUERIES_ZH = ['类型声明', '配置', '构建', '输出目录', '配置 distPath', '打包'];

describe('sparse index (format 7, large sites)', () => {
  it('has a root of counts and dictionary blocks only: no fact per section', () => {
    const { root } = open(EN, 'en', TINY);
    expect(root.v).toBe(7);
    expect(Object.keys(root).sort()).toEqual(['c', 'hb', 'l', 'tb', 'v']);
    expect(root.tb![0]).toBe('');
  });

  it('answers as the dense index does when no list is cut (facts read from the postings and fragments)', async () => {
    for (const [docs, lang, queries] of [
      [EN, 'en', QUERIES_EN],
      [ZH, 'zh', QUERIES_ZH],
    ] as const) {
      const dense = new Searcher(JSON.parse(JSON.stringify(buildIndex(docs, { lang }))));
      const { lazy } = open(docs, lang, { ...TINY, best: 1000 });
      for (const q of queries) {
        const expected = dense.search(q, { limit: 7 });
        expect(expected.length, q).toBeGreaterThan(0);
        expect(await lazy.search(q, { limit: 7 }), q).toEqual(expected);
      }
    }
  });

  it('finds every term through its dictionary block, at block boundaries too', () => {
    const { root, byName } = open(EN, 'en', TINY);
    const shards = [...byName.keys()].filter((n) => n[0] === 't').length;
    expect(root.tb!.length).toBeGreaterThan(2); // several blocks of 2 shards
    for (let k = 0; k < shards; k++) {
      const terms = frontDecode((byName.get(`t${k}`) as { w: string }).w);
      // The first and last terms of every shard: a block's first shard, its last, and the ones around the cut.
      for (const term of [terms[0]!, terms[terms.length - 1]!]) {
        const store = new IndexStore(root);
        expect(store.termShard(term)).toBe(-1); // the block first
        const block = Math.floor(k / 2);
        expect([...store.missing]).toEqual([`d${[...root.tb!.keys()].findLast((b) => root.tb![b]! <= term)}`]);
        store.add(`d${block}`, byName.get(`d${block}`));
        store.missing.clear();
        expect(store.termShard(term), term).toBe(k);
        expect([...store.missing]).toEqual([`t${k}`]);
      }
    }
  });

  describe('overflow', () => {
    // Ten pages with "alpha" once each; "beta" only on the last page, whose body is the longest (its alpha posting
    // has the lowest impact, so it is cut from alpha's best 3).
    const docs: SearchDocument[] = Array.from({ length: 10 }, (_, k) => ({
      id: `/p${k}`,
      routePath: `/p${k}`,
      title: `Page ${k}`,
      content: k === 9 ? `alpha beta ${'filler words here '.repeat(40)}` : `alpha text ${k}`,
      toc: [],
    }));
    const layout: Layout = { ...TINY, best: 3 };

    it('is not fetched when the best postings fill the limit', async () => {
      const { lazy } = open(docs, 'en', layout);
      expect(await lazy.search('alpha', { limit: 3 })).toHaveLength(3);
      expect([...lazy.fetched].filter((n) => n[0] === 'o')).toEqual([]);
    });

    it('is fetched when they do not, and then every posting counts', async () => {
      const { lazy } = open(docs, 'en', layout);
      expect(await lazy.search('alpha', { limit: 7 })).toHaveLength(7);
      expect([...lazy.fetched].filter((n) => n[0] === 'o')).toEqual(['o0']);
      // The only page with both terms is not among alpha's best 3.
      const { lazy: fresh } = open(docs, 'en', layout);
      expect((await fresh.search('alpha beta', { limit: 7 })).map((h) => h.routePath)[0]).toBe('/p9');
      expect([...fresh.fetched].filter((n) => n[0] === 'o')).toEqual(['o0']);
    });

    it('asks for text only once the tiers are in, for the candidates that stand', async () => {
      const { root, byName } = open(docs, 'en', layout);
      const order: string[] = [];
      const lazy = new LazyIndex(root, async (name) => {
        order.push(name);
        return byName.get(name);
      });
      expect((await lazy.search('alpha beta', { limit: 7 }))[0]!.routePath).toBe('/p9');
      // The best 3 of alpha and /p9 are 4 candidates, fewer than 7: the next tier comes before any text.
      const firstText = order.findIndex((n) => n[0] === 'f');
      expect(order.indexOf('o0')).toBeGreaterThanOrEqual(0);
      expect(order.indexOf('o0')).toBeLessThan(firstText);
    });
  });

  describe('a Chinese word whose bigrams are common apart', () => {
    // Many short titles hold `导航栏` or `保护`, so that the best 3 of `保护`, `导航` and `航栏` (by impact: the shortest
    // titles) never meet; three long titles hold the word `保护导航栏`, whose rare bigram `护导` is on their pages only.
    const page = (id: string, title: string, content: string): SearchDocument => ({ id, routePath: id, title, content, toc: [] });
    const docs = [
      ...Array.from({ length: 8 }, (_, k) => page(`/nav${k}`, '导航栏', `导航栏的说明 ${k}`)),
      ...Array.from({ length: 8 }, (_, k) => page(`/guard${k}`, '保护', `保护的说明 ${k}`)),
      ...Array.from({ length: 3 }, (_, k) => page(`/word${k}`, '如何保护导航栏的显示', `在这里保护导航栏 ${k}`)),
    ];
    // `维护导出` shares the rare bigram `护导` with the word, not the word.
    const withOther = [...docs, page('/other', '维护导出', '维护导出的文件')];
    const layout: Layout = { ...TINY, best: 3 };

    it('reads its rarest bigram only: no tier of the lists that are cut', async () => {
      const { lazy } = open(docs, 'zh', layout);
      const hits = await lazy.search('保护导航栏', { limit: 7 });
      expect(hits.map((h) => h.routePath).sort()).toEqual(['/word0', '/word1', '/word2']);
      expect([...lazy.fetched].filter((n) => n[0] === 'o')).toEqual([]);
    });

    it('checks the headings of its candidates: one that holds the rare bigram but not the word does not stand', async () => {
      const { lazy } = open(withOther, 'zh', layout);
      const hits = await lazy.search('保护导航栏', { limit: 7 });
      expect(hits.map((h) => h.routePath).sort()).toEqual(['/word0', '/word1', '/word2']);
      // A word that is the rare bigram's alone stays a word, found in the heading that holds it.
      expect((await lazy.search('维护导出', { limit: 7 }))[0]!.routePath).toBe('/other');
    });

    it('gives the same answer whatever was fetched before', async () => {
      // Two pages with the word: a long run that few hold is also searched as its words, with the run as a phrase.
      const scarce = [...withOther.filter((d) => d.id !== '/word2'), page('/both', '保护与导航栏', '保护与导航栏 维护导出')];
      for (const pages of [withOther, scarce]) {
        const { lazy, byName } = open(pages, 'zh', layout);
        const { lazy: warm } = open(pages, 'zh', layout);
        await warm.fetchAll([...byName.keys()]);
        for (const q of ['保护导航栏', '维护导出', '导航栏 保护']) expect(await warm.search(q, { limit: 7 }), q).toEqual(await lazy.search(q, { limit: 7 }));
      }
    });

    it('answers as the dense index does', async () => {
      for (const pages of [docs, withOther]) {
        const dense = new Searcher(JSON.parse(JSON.stringify(buildIndex(pages, { lang: 'zh' }))));
        const { lazy } = open(pages, 'zh', layout);
        for (const q of ['保护导航栏', '导航栏', '维护导出']) expect((await lazy.search(q, { limit: 7 })).map((h) => h.routePath).sort(), q).toEqual(dense.search(q, { limit: 7 }).map((h) => h.routePath).sort());
      }
    });
  });

  it('cuts fragments of a fixed number of sections, each with the labels and shape of its pages', () => {
    const { root, byName } = open(EN, 'en', { ...TINY, fragmentSections: 3 });
    const store = new IndexStore(root);
    const fragments = [...byName.keys()].filter((n) => n[0] === 'f');
    expect(fragments.length).toBe(Math.ceil(store.sectionCount / 3));
    for (const name of fragments) {
      const f = byName.get(name) as { t: string[]; a: [number, number]; p: unknown[] };
      const k = Number(name.slice(1));
      expect(f.t.length).toBe(Math.min(3, store.sectionCount - 3 * k));
      expect(f.a[1]).toBeLessThanOrEqual(3 * k); // its first page starts at or before its first section
      store.add(name, f);
    }
    // Every page's labels and every section's text arrived, as a single-file index has them.
    const whole = new IndexStore(JSON.parse(JSON.stringify(buildIndex(EN, { lang: 'en' }))));
    expect(store.texts).toEqual(whole.texts);
    expect(store.titles).toEqual(whole.titles);
    expect(store.headings).toEqual(whole.headings);
    expect(store.anchors).toEqual(whole.anchors);
    expect([...store.secParent]).toEqual([...whole.secParent]);
  });

  it("reads a whole word's tiers before its completions' best postings fill the limit", async () => {
    // alphabet (a completion of alpha) stands with beta in six pages; alpha itself three times in nine pages, and
    // once in /c with beta (its alpha posting is alpha's last by impact, past its best 2).
    const page = (id: string, content: string): SearchDocument => ({ id, routePath: id, title: `Page ${id}`, content, toc: [] });
    const docs = [
      ...Array.from({ length: 6 }, (_, k) => page(`/a${k}`, `alphabet beta ${k}`)),
      ...Array.from({ length: 9 }, (_, k) => page(`/b${k}`, `alpha alpha alpha ${k}`)),
      page('/c', 'alpha beta'),
    ];
    const { lazy } = open(docs, 'en', { ...TINY, best: 2 });
    const hits = await lazy.search('beta alpha', { limit: 2 });
    expect(hits[0]!.routePath).toBe('/c');
  });

  it('fetches the overflow a tier at a time, only as far as the limit needs', async () => {
    // 30 pages with "alpha" once: its best 2, then tiers of 4, 8 and 16 (each twice the one before).
    expect(TIER_GROWTH).toBe(2);
    const docs: SearchDocument[] = Array.from({ length: 30 }, (_, k) => ({ id: `/p${k}`, routePath: `/p${k}`, title: `Page ${k}`, content: `alpha text ${k}`, toc: [] }));
    const layout: Layout = { ...TINY, best: 2 };
    const overflow = (lazy: LazyIndex) => [...lazy.fetched].filter((n) => n[0] === 'o').sort();
    const a = open(docs, 'en', layout).lazy;
    expect(await a.search('alpha', { limit: 2 })).toHaveLength(2);
    expect(overflow(a)).toEqual([]);
    const b = open(docs, 'en', layout).lazy;
    expect(await b.search('alpha', { limit: 6 })).toHaveLength(6);
    expect(overflow(b)).toEqual(['o0']);
    const c = open(docs, 'en', layout).lazy;
    expect(await c.search('alpha', { limit: 30 })).toHaveLength(30);
    expect(overflow(c)).toEqual(['o0', 'o1', 'o2']);
  });

  it('writes the same files when each piece is handed over as it is made', () => {
    for (const layout of [TINY, { ...TINY, best: 2 }, { termShard: 150, headShard: 60, fragment: 100 }]) {
      const made = buildIndexFiles(EN, { lang: 'en', root: ROOT, shard: 'always', layout });
      const written: Array<{ fileName: string; source: string }> = [];
      const streamed = buildIndexFiles(EN, { lang: 'en', root: ROOT, shard: 'always', layout, write: (f) => written.push(f) });
      expect(streamed.files).toEqual([]);
      const byName = (files: typeof written) => Object.fromEntries(files.map((f) => [f.fileName, f.source]));
      expect(byName(written)).toEqual(byName(made.files));
      expect(written.length).toBe(made.files.length);
    }
  });

  it('closes a shard where its head\'s dotted terms end, and a prefix does not fetch such shards', async () => {
    const words = ['cache', ...'abcdefghij'.split('').map((c) => `cache.${c}${c}${c}`), 'cached', 'caches'];
    const docs: SearchDocument[] = words.map((w, k) => ({ id: `/p${k}`, routePath: `/p${k}`, title: `Page ${k}`, content: `${w} text`, toc: [] }));
    const { lazy, byName } = open(docs, 'en', { ...TINY, termShard: 40 });
    const shards = [...byName.keys()].filter((n) => n[0] === 't').map((n) => ({ n, terms: frontDecode((byName.get(n) as { w: string }).w) }));
    const dotted = shards.filter((t) => t.terms[0]!.startsWith('cache.'));
    expect(dotted.length).toBeGreaterThan(1);
    for (const t of dotted) expect(t.terms.every((w) => w.startsWith('cache.')), t.terms.join()).toBe(true);
    expect((await lazy.search('cache', { limit: 20 })).length).toBe(words.length);
    for (const t of dotted) expect(lazy.fetched.has(t.n), t.n).toBe(false);
  });

  it('makes the same files streaming, its postings spilled to disk, as from the joined parts', () => {
    const parts = (docs: SearchDocument[], lang: string) => {
      // Parts of 2 pages: several runs to merge.
      const out = [];
      for (let k = 0; k < docs.length; k += 2) out.push(collectPart(docs.slice(k, k + 2), { lang }));
      return out;
    };
    for (const [docs, lang] of [
      [EN, 'en'],
      [ZH, 'zh'],
    ] as const) {
      for (const layout of [TINY, { ...TINY, best: 2 }, { termShard: 150, headShard: 60, fragment: 100 }]) {
        const joined: Array<{ fileName: string; source: string }> = [];
        indexFilesOf(joinParts(lang, parts(docs, lang)), { root: ROOT, shard: 'always', layout, write: (f) => joined.push(f) });
        const streamed: Array<{ fileName: string; source: string }> = [];
        const made = streamIndexFiles(lang, parts(docs, lang), { root: ROOT, shard: 'always', layout, write: (f) => streamed.push(f) });
        expect(made.files).toEqual([]);
        const byName = (files: typeof joined) => Object.fromEntries(files.map((f) => [f.fileName, f.source]));
        expect(byName(streamed)).toEqual(byName(joined));
        expect(streamed.length).toBe(joined.length);
        if (layout.sparse) expect(streamed[streamed.length - 1]!.fileName).toBe(ROOT); // the root last
      }
    }
  });

  it('refuses a format-5 or format-6 index, naming the fix', () => {
    const { root } = open(EN, 'en', TINY);
    expect(() => new IndexStore({ ...root, v: 5 } as never)).toThrow(/version: 5 \(expected 7: rebuild the index/);
    expect(() => new IndexStore({ ...root, v: 6 } as never)).toThrow(/version: 6 \(expected 7: rebuild the index/);
  });
});

describe('cutTiers', () => {
  /** The definition: positions sorted by impact, highest first, ties to the earlier; cut into growing tiers, each ascending. */
  function bySort(n: number, best: number, impacts: number[]): number[][] {
    if (n <= best) return [[...Array(n).keys()]];
    const order = [...Array(n).keys()].sort((a, b) => impacts[b]! - impacts[a]! || a - b);
    const tiers: number[][] = [];
    for (let start = 0, size = best; start < n; start += size, size *= TIER_GROWTH) tiers.push(order.slice(start, start + size).sort((a, b) => a - b));
    return tiers;
  }

  it('ranks by impact, ties to the earlier posting, as a sort of the positions would', () => {
    let seed = 7;
    const random = () => ((seed = Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    for (const [n, best, distinct] of [[0, 3, 1], [3, 3, 2], [4, 3, 2], [50, 4, 3], [1000, 7, 10], [5000, 200, 40], [3000, 10, 3000]] as const) {
      const impacts = Array.from({ length: n }, () => Math.floor(random() * distinct) / 7); // many ties
      const sections = Int32Array.from({ length: n }, (_, j) => j * 3);
      expect(cutTiers(sections, best, (j) => impacts[j]!)).toEqual(bySort(n, best, impacts));
    }
  });

  it('puts a posting whose impact is not a number after the others', () => {
    const impacts = [1, Number.NaN, 3, 2];
    expect(cutTiers(new Int32Array(4), 1, (j) => impacts[j]!)).toEqual([[2], [0, 3], [1]]);
  });
});
