import { describe, expect, it, vi } from 'vitest';
import { buildIndex } from './build';
import { splitIndex } from './files';
import { EN, ZH } from './fixtures';
import { indexFileUrl, LazyIndex, openIndex } from './lazy';
import { Searcher } from './searcher';
import { createIndexSource } from './source';
import type { SearchDocument, SearchHit, SerializedIndex } from './types';

const LAYOUT = { termShard: 150, headShard: 60, fragment: 100 };

/** A sharded index in memory: its root, and a file loader that counts what it serves. */
function sharded(docs: SearchDocument[], lang: string, labelsInRoot = false) {
  const files = splitIndex(buildIndex(docs, { lang }, { ...LAYOUT, labelsInRoot }), 'idx.json');
  const byName = new Map(files.slice(1).map((f) => [f.fileName.slice('idx/'.length, -'.json'.length), f.source]));
  const fetchFile = vi.fn(async (name: string) => {
    const source = byName.get(name);
    if (source === undefined) throw new Error(`no file ${name}`);
    return JSON.parse(source) as unknown;
  });
  return { root: JSON.parse(files[0]!.source) as SerializedIndex, fetchFile, count: byName.size };
}

const QUERIES = {
  en: ['declaration', 'dts.bundle', 'autoExternal', 'bund', 'de', 'extrnal', 'object type', 'minify css', 'espresso declaration', 'café'],
  zh: ['类型声明', '构建', '配置 distPath', '把依赖打包进产物', '目录清理', '类', 'ESM 和 CJS'],
};

/** A lazy index of one page per word, split into tiny term shards (five terms each), and the shard a term sorts in. */
function tinyShardIndex(words: string[]) {
  const docs: SearchDocument[] = words.map((w, k) => ({ id: `/p${k}`, routePath: `/p${k}`, title: `Page ${k}`, content: `${w} text`, toc: [] }));
  const files = splitIndex(buildIndex(docs, { lang: 'en' }, { termShard: 5, headShard: 5, fragment: 100 }), 'idx.json');
  const root = JSON.parse(files[0]!.source) as SerializedIndex;
  const byName = new Map(files.slice(1).map((f) => [f.fileName.slice('idx/'.length, -'.json'.length), JSON.parse(f.source) as unknown]));
  const shardOf = (term: string) => `t${root.tf!.findLastIndex((first) => first <= term)}`;
  return { lazy: new LazyIndex(root, async (name) => byName.get(name)), shardOf };
}

describe('LazyIndex', () => {
  it('fetches every term shard a prefix spans, the middle ones too, and finds the words they hold', async () => {
    // Tiny term shards: each word of the prefix in a shard of its own, so `alph` spans four of them.
    const words = ['alpha', 'alphabet', 'alphanumeric', 'alphorn'];
    const { lazy } = tinyShardIndex(words);
    const hits = await lazy.search('alph', { limit: 7 });
    expect(hits.map((h) => h.routePath).sort()).toEqual(['/p0', '/p1', '/p2', '/p3']);
  });

  it('looks for typo corrections in the own term shard and its neighbours only, not at the ends of the stem', async () => {
    const words = ['opaque', 'optimize', 'option', 'optional', 'options', 'otherwise'];
    const { lazy, shardOf } = tinyShardIndex(words);
    expect((await lazy.search('optimiez', { limit: 7 }))[0]!.routePath).toBe('/p1');
    // 'optimiez' sorts in opaque's shard; optimize's is the next. options' shard ends the stem `opt` and is not read.
    expect([...lazy.fetched].filter((n) => n[0] === 't').sort()).toEqual([shardOf('opaque'), shardOf('optimize')].sort());
  });

  it('does not fetch the term shards that hold only dotted completions of a prefix', async () => {
    // Every section that holds cache.alpha holds cache too: the dotted forms add nothing to `cache`.
    const words = ['cache', 'cache.alpha', 'cache.beta', 'cache.gamma', 'cached'];
    const { lazy, shardOf } = tinyShardIndex(words);
    const hits = await lazy.search('cache', { limit: 7 });
    expect(hits.map((h) => h.routePath).sort()).toEqual(['/p0', '/p1', '/p2', '/p3', '/p4']);
    // cache.alpha's and cache.beta's shards are known from the dictionary to hold dotted completions only.
    expect(shardOf('cache.alpha')).not.toBe(shardOf('cache'));
    expect(lazy.fetched.has(shardOf('cache.alpha'))).toBe(false);
    expect(lazy.fetched.has(shardOf('cache.beta'))).toBe(false);
    expect(lazy.fetched.has(shardOf('cached'))).toBe(true);
  });

  it("prefetch asks for a query's first files at once, and the search that follows does not fetch them again", async () => {
    const { root, fetchFile } = sharded(EN, 'en');
    const lazy = new LazyIndex(root, fetchFile);
    lazy.prefetch('declaration', { limit: 7 });
    // Synchronously: no await between the call and the requests.
    const asked = fetchFile.mock.calls.map(([name]) => name);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((name) => /^[th]\d+$/.test(name))).toBe(true);
    const hits = await lazy.search('declaration', { limit: 7 });
    expect(hits.length).toBeGreaterThan(0);
    const names = fetchFile.mock.calls.map(([name]) => name);
    expect(names.slice(0, asked.length)).toEqual(asked);
    expect(new Set(names).size).toBe(names.length);
  });

  it('a search of the prefetched query waits for its files instead of running the query once more without them', async () => {
    const { root, fetchFile } = sharded(EN, 'en');
    const lazy = new LazyIndex(root, fetchFile);
    const runs = vi.spyOn(lazy.searcher, 'trySearch');
    lazy.prefetch('declaration', { limit: 7 });
    expect(runs).toHaveBeenCalledTimes(1);
    const hits = await lazy.search('declaration', { limit: 7 });
    // With the term files in: one run finds the text missing, the next answers.
    expect(runs).toHaveBeenCalledTimes(3);
    expect(hits.length).toBeGreaterThan(0);
    // Another query (or limit) does not wait for a prefetch, and runs as usual.
    lazy.prefetch('bundle', { limit: 7 });
    runs.mockClear();
    await lazy.search('bundle', { limit: 3 });
    expect(runs.mock.calls.length).toBeGreaterThan(2);
  });

  it('prefetch through a source does nothing before the root is loaded, and starts fetches after', async () => {
    const { root, fetchFile } = sharded(EN, 'en');
    const fetch = vi.fn(async (url: string) => {
      const name = /\/(\w+)\.json$/.exec(url)![1]!;
      return new Response(JSON.stringify(name === 'idx' ? root : await fetchFile(name)));
    });
    const source = createIndexSource('/idx.json', { fetch: fetch as unknown as typeof globalThis.fetch });
    source.prefetch('declaration');
    expect(fetch).not.toHaveBeenCalled();
    await source.load();
    source.prefetch('declaration');
    expect(fetch.mock.calls.map(([url]) => url).filter((url) => url !== '/idx.json').length).toBeGreaterThan(0);
  });

  for (const [lang, docs] of [['en', EN], ['zh', ZH]] as const) {
    for (const labelsInRoot of [false, true]) {
      it(`answers ${lang} queries exactly as the whole index does, fetching only some files (labels in the ${labelsInRoot ? 'root' : 'fragments'})`, async () => {
        const whole = new Searcher(buildIndex(docs, { lang }));
        const { root, fetchFile, count } = sharded(docs, lang, labelsInRoot);
        for (const query of QUERIES[lang]) {
          const lazy = new LazyIndex(root, fetchFile);
          expect(await lazy.search(query, { limit: 7 }), query).toEqual(whole.search(query, { limit: 7 }));
          expect(lazy.fetched.size, query).toBeLessThan(count);
        }
      });
    }
  }

  describe('outline (hits before their snippets)', () => {
    const withoutSnippets = (hits: SearchHit[]) => hits.map((hit) => ({ ...hit, snippet: '', matches: [] }));

    it('hands over the final hits without snippets, once, before asking for their text; a promise it returns holds the requests back', async () => {
      const { root, fetchFile } = sharded(EN, 'en', true);
      const lazy = new LazyIndex(root, fetchFile);
      const outlines: SearchHit[][] = [];
      const fragmentsAsked = () => fetchFile.mock.calls.filter(([name]) => name.startsWith('f')).length;
      let askedBefore = -1;
      let shown: () => void = () => {};
      const answer = lazy.search('declaration', {
        limit: 7,
        onOutline: (outline) => {
          outlines.push(outline);
          askedBefore = fragmentsAsked();
          return new Promise<void>((resolve) => (shown = resolve));
        },
      });
      await vi.waitFor(() => expect(outlines).toHaveLength(1));
      expect(askedBefore).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(fragmentsAsked()).toBe(0);
      shown();
      const hits = await answer;
      expect(fragmentsAsked()).toBeGreaterThan(0);
      expect(outlines).toHaveLength(1);
      expect(hits.length).toBeGreaterThan(1);
      expect(hits.every((hit) => hit.snippet)).toBe(true);
      expect(outlines[0]).toEqual(withoutSnippets(hits));
    });

    for (const [lang, docs] of [['en', EN], ['zh', ZH]] as const) {
      it(`never gives an order that the text changes (${lang})`, async () => {
        const { root, fetchFile } = sharded(docs, lang, true);
        let outlined = 0;
        for (const query of QUERIES[lang]) {
          const lazy = new LazyIndex(root, fetchFile);
          let outline: SearchHit[] | undefined;
          const onOutline = (o: SearchHit[]) => {
            outline = o;
          };
          const hits = await lazy.search(query, { limit: 7, onOutline });
          if (!outline) continue;
          outlined++;
          expect(outline, query).toEqual(withoutSnippets(hits));
        }
        // Single-term queries of both languages can be outlined.
        expect(outlined).toBeGreaterThan(1);
      });
    }

    it('gives none for a query whose order the text decides, or when the labels are in the fragments', async () => {
      const onOutline = vi.fn();
      const labelled = sharded(EN, 'en', true);
      await new LazyIndex(labelled.root, labelled.fetchFile).search('minify css', { limit: 7, onOutline });
      const zh = sharded(ZH, 'zh', true);
      await new LazyIndex(zh.root, zh.fetchFile).search('类型声明', { limit: 7, onOutline });
      const plain = sharded(EN, 'en');
      await new LazyIndex(plain.root, plain.fetchFile).search('declaration', { limit: 7, onOutline });
      expect(onOutline).not.toHaveBeenCalled();
    });
  });

  it('keeps what it fetched: a repeated or related query fetches nothing new', async () => {
    const { root, fetchFile } = sharded(EN, 'en');
    const lazy = new LazyIndex(root, fetchFile);
    await lazy.search('declaration');
    const calls = fetchFile.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    await lazy.search('declaration', { limit: 3 });
    expect(fetchFile.mock.calls.length).toBe(calls);
    // No file is fetched twice, even by queries running at once.
    await Promise.all([lazy.search('umd'), lazy.search('umd name'), lazy.search('cafe')]);
    const names = fetchFile.mock.calls.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('rejects when a file cannot be fetched, and fetches it again next time', async () => {
    const { root, fetchFile } = sharded(EN, 'en');
    let fail = true;
    const flaky = vi.fn(async (name: string) => {
      if (fail) throw new Error('offline');
      return fetchFile(name);
    });
    const lazy = new LazyIndex(root, flaky);
    await expect(lazy.search('declaration')).rejects.toThrow('offline');
    fail = false;
    expect((await lazy.search('declaration'))[0]!.routePath).toBe('/config/lib/dts');
  });
});

describe('openIndex and createIndexSource', () => {
  function serve(docs: SearchDocument[]) {
    const files = splitIndex(buildIndex(docs, { lang: 'en' }, LAYOUT), 'static/idx.json');
    const byUrl = new Map(files.map((f) => [`/${f.fileName}`, f.source]));
    const requests: string[] = [];
    const fetchImpl = vi.fn(async (url: string | URL | Request) => {
      const key = String(url);
      requests.push(key);
      const body = byUrl.get(key);
      return new Response(body ?? 'missing', { status: body === undefined ? 404 : 200 });
    }) as unknown as typeof fetch;
    return { fetchImpl, requests };
  }

  it('names a file beside the root', () => {
    expect(indexFileUrl('/docs/static/search_index.en.1a2b.json', 't3')).toBe('/docs/static/search_index.en.1a2b/t3.json');
  });

  it('fetches the root on open, and the rest as queries need it', async () => {
    const { fetchImpl, requests } = serve(EN);
    const lazy = await openIndex('/static/idx.json', { fetch: fetchImpl });
    expect(requests).toEqual(['/static/idx.json']);
    expect((await lazy.search('dts.bundle'))[0]!.anchor).toBe('dts-bundle');
    expect(requests.length).toBeGreaterThan(1);
    expect(requests.slice(1).every((r) => r.startsWith('/static/idx/'))).toBe(true);
  });

  it('gives the dialog a source whose load fetches the root only', async () => {
    const { fetchImpl, requests } = serve(EN);
    const source = createIndexSource('/static/idx.json', { fetch: fetchImpl });
    await source.load();
    expect(requests).toEqual(['/static/idx.json']);
    expect((await source.search('café'))[0]!.routePath).toBe('/guide/cafe');
  });

  it('uses a given root once: after it fails, the next load fetches the root itself', async () => {
    const { fetchImpl, requests } = serve(EN);
    const source = createIndexSource('/static/idx.json', { fetch: fetchImpl, root: Promise.reject(new Error('offline')) });
    await expect(source.load()).rejects.toThrow('offline');
    await source.load();
    expect(requests).toEqual(['/static/idx.json']);
    expect((await source.search('café'))[0]!.routePath).toBe('/guide/cafe');
  });

  it('rejects with the URL when a file answers 404', async () => {
    const { fetchImpl } = serve(EN);
    await expect(openIndex('/static/nope.json', { fetch: fetchImpl })).rejects.toThrow('search index request failed: 404 /static/nope.json');
  });
});
