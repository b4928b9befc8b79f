import { describe, expect, it } from 'vitest';
import {
  bigrams,
  camelParts,
  chineseSegmenter,
  deaccent,
  fold,
  foldWithMap,
  indexTerms,
  queryTerms,
  queryWords,
  scan,
  segmentChinese,
  tokenize,
} from './tokenize';

const terms = (text: string) => indexTerms(text);

describe('fold', () => {
  it('removes accents and case', () => {
    expect(fold('Café Crème NAÏVE')).toBe('cafe creme naive');
    expect(deaccent('Café')).toBe('Cafe');
  });

  it('maps full-width Latin to ASCII and leaves Chinese alone', () => {
    expect(fold('ＡＢＣ配置')).toBe('abc配置');
  });

  it('keeps offsets when folding keeps lengths, and maps them when it does not', () => {
    expect(foldWithMap('Café')).toEqual({ folded: 'cafe', map: null });
    const { folded, map } = foldWithMap('eﬁx'); // the ligature folds to two letters
    expect(folded).toBe('efix');
    expect(Array.from(map!)).toEqual([0, 1, 1, 2]);
  });
});

describe('tokenize: Latin', () => {
  it('folds accents and case, so cafe finds café', () => {
    expect(terms('Café')).toEqual(['cafe']);
    expect(terms('CONFIG Config config')).toEqual(['config', 'config', 'config']);
  });

  it('splits camelCase while keeping the whole identifier', () => {
    expect(terms('autoExternal')).toEqual(['autoexternal', 'auto', 'external']);
    expect(camelParts('HTMLElement')).toEqual(['HTML', 'Element']);
    expect(camelParts('es2015')).toEqual(['es', '2015']);
  });

  it('splits dotted identifiers and keeps the path', () => {
    expect(terms('lib.autoExternal')).toEqual(['lib', 'autoexternal', 'auto', 'external', 'lib.autoexternal']);
    expect(terms('dts.bundle')).toEqual(['dts', 'bundle', 'dts.bundle']);
    expect(terms('output.distPath.root')).toEqual(
      expect.arrayContaining(['output.distpath.root', 'output.distpath', 'distpath.root', 'dist', 'path']),
    );
  });

  it('splits kebab and snake identifiers and joins them too', () => {
    expect(terms('umd-name')).toEqual(['umd', 'name', 'umdname']);
    expect(terms('my_var')).toEqual(['my', 'var', 'myvar']);
  });

  it('does not join words across spaces or trailing dots', () => {
    expect(terms('Build it. Then ship-')).toEqual(['build', 'it', 'then', 'ship']);
  });
});

describe('tokenize: Chinese', () => {
  it('indexes overlapping bigrams of each run', () => {
    expect(bigrams('类型声明')).toEqual(['类型', '型声', '声明']);
    expect(terms('自动生成类型声明文件')).toContain('类型');
    expect(terms('自动生成类型声明文件')).toContain('声明');
  });

  it('indexes a lone character as itself', () => {
    expect(bigrams('图')).toEqual(['图']);
  });

  it('never makes a bigram across punctuation or Latin', () => {
    expect(terms('构，建')).toEqual(['构', '建']);
    expect(terms('使用Rslib构建')).toEqual(['使用', 'rslib', '构建']);
  });

  it('segments words with Intl.Segmenter when asked', () => {
    expect(chineseSegmenter()).not.toBeNull(); // Node 20 ships full ICU
    const words = tokenize('自动生成类型声明文件', { segment: true }).filter((t) => t.kind === 'cjk');
    expect(words.map((t) => t.term)).toEqual(['自动', '生成', '类型', '声明', '文件']);
  });

  it('falls back to two-character chunks without a segmenter', () => {
    expect(segmentChinese('自动生成类型', null)).toEqual(['自动', '生成', '类型']);
    expect(segmentChinese('配置文件路', null)).toEqual(['配置', '文件', '路']);
  });

  it('handles mixed Chinese and Latin in one string', () => {
    expect(scan('配置 distPath')).toEqual([
      { cjk: true, text: '配置' },
      { cjk: false, words: ['distPath'], seps: [] },
    ]);
    expect(terms('配置 distPath')).toEqual(['配置', 'distpath', 'dist', 'path']);
  });
});

describe('queryWords', () => {
  it('keeps short runs whole', () => {
    expect(queryWords('构建')).toEqual(['构建']);
    expect(queryWords('服务端')).toEqual(['服务端']);
  });

  it('glues characters the segmenter left alone and drops particles', () => {
    // ICU splits 构建 and 缓存 into single characters.
    expect(queryWords('管理构建缓存')).toEqual(['管理', '构建缓存']);
    expect(queryWords('代码分割的工作原理')).toEqual(['代码', '分割', '工作', '原理']);
    expect(queryWords('服务端渲染')).toEqual(['服务端', '渲染']);
  });
});

describe('queryTerms', () => {
  it('marks the last Latin term as a prefix', () => {
    expect(queryTerms('build conf').map((t) => [t.term, t.prefix])).toEqual([
      ['build', false],
      ['conf', true],
    ]);
  });

  it('keeps identifiers whole, with their parts as a fallback', () => {
    const [t] = queryTerms('autoExternal');
    expect(t).toMatchObject({ term: 'autoexternal', parts: ['auto', 'external'], identifier: true });
    const [path] = queryTerms('lib.autoExternal');
    expect(path).toMatchObject({ term: 'lib.autoexternal', parts: ['lib', 'autoexternal'], identifier: true });
  });

  it('makes stop words optional unless they are all there is', () => {
    expect(queryTerms('how to configure').map((t) => t.optional)).toEqual([true, true, false]);
    expect(queryTerms('how to').map((t) => t.optional)).toEqual([false, false]);
  });

  it('parses mixed queries', () => {
    expect(queryTerms('配置 distPath').map((t) => [t.term, t.cjk])).toEqual([
      ['配置', true],
      ['distpath', false],
    ]);
    expect(queryTerms('使用Rslib构建').map((t) => t.term)).toEqual(['使用', 'rslib', '构建']);
  });

  it('can leave CJK runs unsplit for the searcher', () => {
    expect(queryTerms('管理构建缓存', { splitCJK: false }).map((t) => t.term)).toEqual(['管理构建缓存']);
  });
});
