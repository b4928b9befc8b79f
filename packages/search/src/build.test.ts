import { describe, expect, it } from 'vitest';
import { buildIndex, buildIndexFiles, collectPart, indexFilesOf, joinParts, splitSections } from './build';
import { EN, ZH } from './fixtures';
import { decodePostings } from './postings';
import { levelLength } from './store';
import { decodeVarints } from './varint';
import { frontDecode } from './vocabulary';
import type { SerializedIndex } from './types';

/** Sections whose body (x) or heading (y) holds `term`, in a single-file index. */
function postingsOf(index: SerializedIndex, term: string, field: 'x' | 'y' = 'x'): number[] {
  const shard = index.T![0]!;
  const k = frontDecode(shard.w).indexOf(term);
  return k < 0 ? [] : Array.from(decodePostings(shard[field].split(' ')[k]!).sections);
}

describe('buildIndex', () => {
  const index = buildIndex(EN, { lang: 'en' });

  it('stores pages as short tuples in fragments, the id only when it differs from the route', () => {
    expect(index.v).toBe(7);
    expect(index.l).toBe('en');
    expect(index.L).toBeUndefined();
    expect(index.F![0]!.p![0]).toEqual(['lib.autoExternal', '/config/lib/auto-external']);
    const other = buildIndex([{ ...EN[3]!, id: 'cafe' }], { lang: 'en' });
    expect(other.F![0]!.p![0]).toEqual(['Café guide', '/guide/cafe', 'cafe']);
  });

  it('keeps in the root the shape of each section: sections per page, depths, lengths, heading letters', () => {
    const sections = EN.reduce((n, d) => n + splitSections(d).length, 0);
    expect(decodeVarints(index.s!)).toEqual(EN.map((d) => splitSections(d).length));
    expect(index.d!.slice(0, 4)).toBe('2233');
    expect(decodeVarints(index.n!)).toHaveLength(sections);
    // Lengths roughly, in one symbol each (levels of 1.25×).
    const length = 'Whether to automatically externalize the dependencies of the library.'.length;
    expect(levelLength(decodeVarints(index.n!)[0]!) / length).toBeCloseTo(1, 0);
    expect(index.n!).toHaveLength(sections);
    expect(decodeVarints(index.g!)[0]).toBe('libautoExternal'.length);
  });

  it('keeps headings and section text in fragments, nothing else', () => {
    const [fragment] = index.F!;
    expect(fragment!.h!.slice(0, 4)).toEqual(['default-value', 'Default value', 'object-type', 'Object type']);
    expect(fragment!.t[0]).toBe('Whether to automatically externalize the dependencies of the library.');
    expect(index.F!.flatMap((f) => f.t)).toHaveLength(EN.reduce((n, d) => n + splitSections(d).length, 0));
  });

  it('lists, per term, the sections whose body holds it and those whose heading holds it', () => {
    expect(postingsOf(index, 'external')).toEqual([2, 6, 11]);
    expect(postingsOf(index, 'lib.autoexternal')).toEqual([]); // only in a title
    expect(postingsOf(index, 'lib.autoexternal', 'y')).toEqual([0]);
    expect(postingsOf(index, 'default', 'y')).toEqual([1]);
  });

  it('counts how often a body has each term', () => {
    const doc = { id: '/x', routePath: '/x', title: 'X', toc: [], content: 'Minify the output: minify CSS, minify JS. Then ship.' };
    const shard = buildIndex([doc], { lang: 'en' }).T![0]!;
    const terms = frontDecode(shard.w);
    const countOf = (term: string) => decodePostings(shard.x.split(' ')[terms.indexOf(term)]!).counts?.[0] ?? 1;
    expect(countOf('minify')).toBe(3);
    expect(countOf('ship')).toBe(1);
  });

  it('is plain JSON and survives a round trip', () => {
    expect(JSON.parse(JSON.stringify(index))).toEqual(index);
  });

  it('indexes Chinese by bigrams', () => {
    const zh = buildIndex(ZH, { lang: 'zh' });
    const terms = frontDecode(zh.T![0]!.w);
    expect(terms).toEqual(expect.arrayContaining(['类型', '型声', '声明', '构建']));
    expect(terms).not.toContain('类型声明');
    expect(postingsOf(zh, '构建')).toEqual([1, 5]);
  });

  it('can leave fenced code out', () => {
    const doc = { id: '/x', routePath: '/x', title: 'X', toc: [], content: 'Text.\n```js\nsecretToken()\n```\n' };
    expect(frontDecode(buildIndex([doc], { lang: 'en' }).T![0]!.w)).toContain('secrettoken');
    expect(frontDecode(buildIndex([doc], { lang: 'en', codeBlocks: false }).T![0]!.w)).not.toContain('secrettoken');
  });

  it('cuts the sorted vocabulary into term shards, headings into heading shards and pages into fragments', () => {
    const sharded = buildIndex(EN, { lang: 'en' }, { termShard: 150, headShard: 60, fragment: 100 });
    expect(sharded.T!.length).toBeGreaterThan(2);
    expect(sharded.H!.length).toBeGreaterThan(1);
    expect(sharded.F!.length).toBeGreaterThan(1);
    // Shards start where the table says, cover the vocabulary once, in order.
    expect(sharded.tf![0]).toBe('');
    const all = sharded.T!.flatMap((t) => frontDecode(t.w));
    expect(all).toEqual(frontDecode(index.T![0]!.w));
    expect(decodeVarints(sharded.tc!)).toEqual(sharded.T!.map((t) => frontDecode(t.w).length));
    sharded.T!.slice(1).forEach((t, k) => expect(frontDecode(t.w)[0]).toBe(sharded.tf![k + 1]));
    expect(decodeVarints(sharded.fc!).reduce((a, b) => a + b, 0)).toBe(EN.length);
  });

  it('puts every label in the root when asked, and leaves fragments only the text', () => {
    const layout = { termShard: 150, headShard: 60, fragment: 100 };
    const inFragments = buildIndex(EN, { lang: 'en' }, layout);
    const inRoot = buildIndex(EN, { lang: 'en' }, { ...layout, labelsInRoot: true });
    expect(inRoot.L!.p).toEqual(inFragments.F!.flatMap((f) => f.p!));
    expect(inRoot.L!.h).toEqual(inFragments.F!.flatMap((f) => f.h!));
    expect(inRoot.F!.map((f) => f.t)).toEqual(inFragments.F!.map((f) => f.t));
    for (const f of inRoot.F!) expect(Object.keys(f)).toEqual(['t']);
    expect(inRoot.fc).toBe(inFragments.fc);
  });
});

describe('buildIndexFiles', () => {
  const root = 'static/search_index.en.abc.json';

  it('writes the root and one file per shard and fragment beside it', () => {
    const { files, single } = buildIndexFiles(EN, { lang: 'en', root, shard: 'always', layout: { termShard: 150, headShard: 60, fragment: 100 } });
    expect(single).toBe(false);
    expect(files[0]!.fileName).toBe(root);
    const rootJson = JSON.parse(files[0]!.source) as SerializedIndex;
    expect(rootJson.T).toBeUndefined();
    const names = files.slice(1).map((f) => f.fileName);
    expect(names).toContain('static/search_index.en.abc/t0.json');
    expect(names).toContain('static/search_index.en.abc/h0.json');
    expect(names).toContain('static/search_index.en.abc/f0.json');
    expect(names.filter((n) => /\/t\d+\.json$/.test(n))).toHaveLength(rootJson.tf!.length);
  });

  it('puts the labels in the root when they are small, and leaves them in the fragments when not', async () => {
    const { ROOT_LABELS_MAX } = await import('./files');
    const layout = { termShard: 150, headShard: 60, fragment: 100 };
    const small = JSON.parse(buildIndexFiles(EN, { lang: 'en', root, shard: 'always', layout }).files[0]!.source) as SerializedIndex;
    expect(small.L!.p).toHaveLength(EN.length);
    // Pages whose labels take more than the root allows (random titles do not compress).
    let seed = 7;
    const word = () => Array.from({ length: 12 }, () => String.fromCharCode(97 + ((seed = (seed * 48271) % 2147483647) % 26))).join('');
    const many = Array.from({ length: Math.ceil(ROOT_LABELS_MAX / 10) }, (_, k) => ({ id: `/p${k}`, routePath: `/p${k}`, title: `${word()} ${word()} ${word()}`, toc: [], content: word() }));
    const big = buildIndexFiles(many, { lang: 'en', root, shard: 'always', layout });
    expect((JSON.parse(big.files[0]!.source) as SerializedIndex).L).toBeUndefined();
    expect(JSON.parse(big.files.find((f) => f.fileName.endsWith('/f0.json'))!.source).p).toBeDefined();
  });

  it('ships a small index as one file when that is smaller than a first query from shards', () => {
    const { files, single } = buildIndexFiles(EN, { lang: 'en', root });
    expect(single).toBe(true);
    expect(files).toHaveLength(1);
    expect((JSON.parse(files[0]!.source) as SerializedIndex).T).toHaveLength(1);
  });
});

describe('evenSample', () => {
  it('keeps a short list whole and spreads a long one evenly from its first item', async () => {
    const { evenSample } = await import('./files');
    expect(evenSample([1, 2, 3], 5)).toEqual([1, 2, 3]);
    const hundred = Array.from({ length: 100 }, (_, k) => k);
    expect(evenSample(hundred, 4)).toEqual([0, 25, 50, 75]);
    expect(evenSample(hundred, 100)).toEqual(hundred);
  });
});

describe('collectPart and joinParts', () => {
  it('give, from pages collected in parts, the files of the pages collected at once', () => {
    const docs = [...EN, ...EN.map((d) => ({ ...d, id: `${d.id}-2`, routePath: `${d.routePath}-2` }))];
    const options = { root: 'static/search_index.en.x.json', shard: 'always' as const, layout: { termShard: 150, headShard: 60, fragment: 100 } };
    const whole = buildIndexFiles(docs, { lang: 'en', ...options });
    for (const cuts of [[1], [2, 5], [1, 2, 3, 4]]) {
      const bounds = [0, ...cuts, docs.length];
      const parts = bounds.slice(1).map((end, k) => collectPart(docs.slice(bounds[k], end), { lang: 'en' }));
      expect(indexFilesOf(joinParts('en', parts), options)).toEqual(whole);
    }
  });
});
