import { describe, expect, it } from 'vitest';
import { buildIndex } from './build';
import { JA, KO, TH } from './fixtures';
import { Searcher } from './searcher';
import type { SearchDocument, SearchHit } from './types';
import { koreanStem, queryWords, tokenize, wordSegmenter } from './tokenize';

const load = (docs: SearchDocument[], lang: string) => new Searcher(JSON.parse(JSON.stringify(buildIndex(docs, { lang }))));
const ids = (hits: SearchHit[]) => hits.map((h) => h.id);
const marked = (hit: SearchHit) => hit.matches.map((m) => hit.snippet.slice(m.start, m.end));

describe('Japanese', () => {
  const ja = load(JA, 'ja');
  it('has the Japanese dictionary here (Node ships full ICU)', () => {
    expect(wordSegmenter('ja')).not.toBeNull();
  });
  it('splits a query no section holds as written into its words, particles left optional', () => {
    expect(queryWords('キャッシュ削除')).toEqual(['キャッシュ', '削除']);
    expect(queryWords('ビルドを速く')).toEqual(['ビルド', '速く']);
  });
  it('finds a section by words that stand apart in it (キャッシュを削除 for キャッシュ削除)', () => {
    const [hit, ...rest] = ja.search('キャッシュ削除');
    expect(hit?.id).toBe('/ja/guide/cache#clear');
    expect(marked(hit!)).toEqual(['キャッシュ', '削除']);
    expect(rest).toEqual([]);
  });
  it('ranks the page that holds both words over one that holds one', () => {
    expect(ids(ja.search('ビルドを速く'))[0]).toBe('/ja/guide/cache');
  });
});

describe('Korean', () => {
  const ko = load(KO, 'ko');
  it('drops a particle written onto a word', () => {
    expect(koreanStem('플러그인이')).toBe('플러그인');
    expect(koreanStem('캐시에서')).toBe('캐시');
    expect(koreanStem('캐시')).toBe('캐시');
    expect(koreanStem('distPath로')).toBe('distPath로');
  });
  it('finds a word whatever particle the query gives it (플러그인이 for 플러그인을)', () => {
    const hits = ko.search('플러그인이');
    expect(ids(hits)).toEqual(['/ko/guide/cache#clear']);
    expect(marked(hits[0]!)).toEqual(['플러그인']);
  });
  it('finds two words, one with another particle than the text’s', () => {
    const [hit] = ko.search('캐시가 삭제');
    expect(hit?.id).toBe('/ko/guide/cache#clear');
    expect(marked(hit!)).toEqual(['캐시', '삭제']);
  });
});

describe('Thai', () => {
  const th = load(TH, 'th');
  it('cuts a run written without spaces into words, in the index as in queries', () => {
    const words = tokenize('การตั้งค่าไฟล์').map((t) => t.term);
    expect(words).toEqual(['การ', 'ตั้ง', 'ค่า', 'ไฟล์']);
  });
  it('finds a word inside a run and highlights just that word', () => {
    const [hit] = th.search('ไฟล์');
    expect(hit?.routePath).toBe('/th/guide/config');
    expect(marked(hit!)).toEqual(['ไฟล์']);
  });
});
