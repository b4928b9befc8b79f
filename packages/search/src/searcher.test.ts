import { describe, expect, it, vi } from 'vitest';
import { buildIndex } from './build';
import { EN, ZH } from './fixtures';
import { Searcher } from './searcher';
import { snippetWidth } from './snippet';
import type { SearchDocument, SearchHit } from './types';

/** build → JSON text → parse → load, as a site ships it. */
function load(docs: SearchDocument[], lang: string): Searcher {
  return new Searcher(JSON.parse(JSON.stringify(buildIndex(docs, { lang }))));
}

const en = load(EN, 'en');
const zh = load(ZH, 'zh');
const routes = (hits: SearchHit[]) => hits.map((h) => h.routePath);
const marked = (hit: SearchHit) => hit.matches.map((m) => hit.snippet.slice(m.start, m.end));

describe('round trip', () => {
  it('finds English and Chinese pages after build → JSON → load', () => {
    expect(routes(en.search('declaration'))[0]).toBe('/config/lib/dts');
    expect(routes(zh.search('类型声明'))[0]).toBe('/zh/guide/dts');
  });

  it('returns the hit shape the theme renders', () => {
    const [hit] = en.search('object type');
    expect(hit).toEqual({
      id: '/config/lib/auto-external#object-type',
      routePath: '/config/lib/auto-external',
      anchor: 'object-type',
      title: 'lib.autoExternal',
      headingPath: ['lib.autoExternal', 'Object type'],
      snippet: 'Pass an object to pick which kinds of dependencies stay external.',
      matches: [{ start: 8, end: 14 }],
    });
  });

  it('rejects an index of another format version', () => {
    expect(() => new Searcher({ v: 1 } as never)).toThrow(/version/);
    expect(() => new Searcher({ v: 2 } as never)).toThrow(/version/);
    expect(() => new Searcher({ v: 3 } as never)).toThrow(/version/);
    // Version 4 had the same layout, but ja, ko, zh-TW and th were tokenized without Intl.Segmenter.
    expect(() => new Searcher({ v: 4 } as never)).toThrow(/version/);
    // Version 5 kept every section's facts in the root; a real format-5 root is refused by its number, with the fix.
    const v5 = { ...buildIndex(EN, { lang: "en" }), v: 5 };
    expect(() => new Searcher(v5 as never)).toThrow(/Unsupported search index version: 5 \(expected 7: rebuild the index/);
    const v6 = { ...buildIndex(EN, { lang: "en" }), v: 6 };
    expect(() => new Searcher(v6 as never)).toThrow(/Unsupported search index version: 6 \(expected 7: rebuild the index/);
    expect(() => new Searcher({ v: 7 } as never)).toThrow(/Corrupt search index/);
  });
});

describe('matching', () => {
  it('is case-insensitive and folds accents', () => {
    expect(routes(en.search('CAFE'))[0]).toBe('/guide/cafe');
    expect(routes(en.search('café'))[0]).toBe('/guide/cafe');
  });

  it('matches the last term as a prefix while typing', () => {
    const hits = en.search('conf');
    expect(hits[0]!.headingPath).toEqual(['Handle third-party dependencies', 'Configuration file']);
    expect(marked(hits[0]!)).toContain('configuration');
  });

  it('does not prefix-match terms before the last', () => {
    // `conf` matches no word exactly, so only `cache` counts (the graceful fallback).
    const anchors = en.search('conf cache').map((h) => h.anchor);
    expect(anchors).toContain('cache');
    expect(anchors).not.toContain('config-file');
  });

  it('tolerates one typo from 4 letters', () => {
    expect(routes(en.search('extrnal'))).toContain('/guide/external');
    const [hit] = en.search('bundel');
    expect(hit!.anchor === 'dts-bundle' || hit!.anchor === 'bundle-size').toBe(true);
  });

  it('tolerates two typos from 8 letters but not in short words', () => {
    expect(routes(en.search('declaratoin fiels'))[0]).toBe('/config/lib/dts');
    expect(en.search('cahe')).not.toEqual([]);
    expect(en.search('xyz')).toEqual([]);
  });

  it('requires every term, and falls back to most terms when none has all', () => {
    expect(routes(en.search('bundle declaration'))).toEqual(['/config/lib/dts']);
    // No section has "espresso" and "declaration"; both sections with one of them come back.
    expect([...new Set(routes(en.search('espresso declaration')))].sort()).toEqual(['/config/lib/dts', '/guide/cafe']);
  });
});

describe('ranking', () => {
  const docs: SearchDocument[] = [
    { id: '/body', routePath: '/body', title: 'Body page', toc: [], content: 'Minify minify minify the output files.' },
    {
      id: '/heading',
      routePath: '/heading',
      title: 'Heading page',
      content: 'Intro.\nMinify options\nSettings for output.',
      toc: [{ id: 'minify-options', text: 'Minify options', depth: 2, charIndex: 7 }],
    },
    { id: '/title', routePath: '/title', title: 'Minify', toc: [], content: 'Settings.' },
  ];
  const s = load(docs, 'en');

  it('puts title matches above heading matches above body matches', () => {
    expect(routes(s.search('minify'))).toEqual(['/title', '/heading', '/body']);
  });

  it('points at the matched heading', () => {
    const hit = s.search('minify').find((h) => h.routePath === '/heading')!;
    expect(hit.anchor).toBe('minify-options');
    expect(hit.id).toBe('/heading#minify-options');
    expect(hit.headingPath).toEqual(['Heading page', 'Minify options']);
  });

  it('puts the page of an exact identifier first', () => {
    expect(routes(en.search('autoExternal'))[0]).toBe('/config/lib/auto-external');
    expect(routes(en.search('lib.autoExternal'))[0]).toBe('/config/lib/auto-external');
    // The parts still find pages that use the words separately.
    expect(routes(en.search('autoExternal'))).toContain('/guide/external');
  });

  it('finds kebab and dotted identifiers by their whole name', () => {
    expect(en.search('umdName')[0]!.anchor).toBe('umd-name');
    expect(en.search('dts.bundle')[0]!.anchor).toBe('dts-bundle');
  });

  it('rewards terms that appear close together', () => {
    const near = load(
      [
        { id: '/far', routePath: '/far', title: 'A', toc: [], content: `build ${'word '.repeat(40)} cache` },
        { id: '/near', routePath: '/near', title: 'B', toc: [], content: `the build cache ${'word '.repeat(40)}` },
      ],
      'en',
    );
    expect(routes(near.search('build cache'))).toEqual(['/near', '/far']);
  });

  it('counts a term of the page title for every section below it', () => {
    const s = load(
      [
        {
          id: '/minify',
          routePath: '/minify',
          title: 'Minify',
          content: 'Intro.\nStyles\nThe css output is compressed.',
          toc: [{ id: 'styles', text: 'Styles', depth: 2, charIndex: 7 }],
        },
        { id: '/both', routePath: '/both', title: 'Both words', toc: [], content: 'Minify the css output.' },
        { id: '/css', routePath: '/css', title: 'Only one', toc: [], content: 'The css output alone.' },
      ],
      'en',
    );
    // Both full matches come back (the rare word "minify" is looked up first, and the section
    // under the "Minify" title must not be dropped for lacking it); the page with "css" alone does not.
    const hits = s.search('minify css');
    expect(hits.map((h) => h.id).sort()).toEqual(['/both', '/minify#styles']);
  });

  it('returns the best three sections of a page, best first', () => {
    // `d` has the word in its heading too, `c` twice in its body, `e` once in a short body, `a` once
    // in a long one, `b` not at all.
    const parts = [
      ['a', 'part a', 'a cache among many other words that make this part long, longer than all the others here'],
      ['b', 'part b', 'b text'],
      ['c', 'part c', 'c cache cache'],
      ['d', 'cache', 'd cache'],
      ['e', 'part e', 'e cache'],
    ] as const;
    let content = '';
    const toc = parts.map(([id, text, body]) => {
      const charIndex = content.length;
      content += `${text}\n${body}\n`;
      return { id, text, depth: 2, charIndex };
    });
    const page = load([{ id: '/p', routePath: '/p', title: 'Page', content, toc }], 'en');
    expect(page.search('cache').map((h) => h.anchor)).toEqual(['d', 'c', 'e']);
  });

  it('ranks a body that has the term more often higher (BM25)', () => {
    const s = load(
      [
        { id: '/once', routePath: '/once', title: 'A', toc: [], content: 'The bundle option sets how files are written to disk here.' },
        { id: '/thrice', routePath: '/thrice', title: 'B', toc: [], content: 'The bundle mode, a bundle of files, one bundle written to disk.' },
      ],
      'en',
    );
    expect(routes(s.search('bundle'))).toEqual(['/thrice', '/once']);
  });

  it('puts a page that answers in two sections above one that answers in one as well', () => {
    const sections = (id: string, extra: string) => ({
      id,
      routePath: id,
      title: `Page ${id.slice(1)}`,
      content: `Intro.\nFirst\nThe watch flag rebuilds.\nSecond\n${extra}`,
      toc: [
        { id: 'first', text: 'First', depth: 2, charIndex: 7 },
        { id: 'second', text: 'Second', depth: 2, charIndex: 37 },
      ],
    });
    // Same best section on both pages; only /b mentions the word again (in a longer, weaker section).
    const s = load([sections('/a', 'Nothing more here at all.'), sections('/b', 'The watch flag again, in a longer sentence than the first one.')], 'en');
    expect(routes(s.search('watch'))[0]).toBe('/b');
  });

  it('returns at most three sections of one page', () => {
    const many = load(
      [
        {
          id: '/m',
          routePath: '/m',
          title: 'Plugins',
          content: ['plugins a', 'plugins b', 'plugins c', 'plugins d'].join('\n'),
          toc: ['a', 'b', 'c', 'd'].map((x, k) => ({ id: x, text: `plugins ${x}`, depth: 2, charIndex: k * 10 })),
        },
      ],
      'en',
    );
    expect(many.search('plugins')).toHaveLength(3);
  });

  it('respects the limit', () => {
    expect(en.search('the', { limit: 2 })).toHaveLength(2);
    expect(en.search('the', { limit: 0 })).toEqual([]);
  });
});

describe('Chinese', () => {
  it('finds a word inside a long run through its bigrams', () => {
    const [hit] = zh.search('类型声明');
    expect(hit!.routePath).toBe('/zh/guide/dts');
    expect(marked(hit!)).toEqual(['类型声明']);
  });

  it('finds 类型声明 inside 自动生成类型声明文件', () => {
    const hits = zh.search('类型声明').filter((h) => !h.anchor);
    expect(hits[0]!.snippet).toContain('自动生成类型声明文件');
  });

  it('never matches characters that are far apart', () => {
    // /zh/guide/faq has 构 and 建 (构造…建立), and 类型, 型声, 声明 apart, but neither word.
    expect(routes(zh.search('构建'))).not.toContain('/zh/guide/faq');
    expect(routes(zh.search('类型声明'))).not.toContain('/zh/guide/faq');
    expect(routes(zh.search('构建'))).toEqual(expect.arrayContaining(['/zh/guide/dts', '/zh/config/output']));
  });

  it('answers mixed Chinese and Latin queries', () => {
    const [hit] = zh.search('配置 distPath');
    expect(hit!.routePath).toBe('/zh/config/output');
    expect(marked(hit!)).toEqual(['配置', 'distPath']);
    expect(zh.search('使用Rslib构建')[0]!.anchor).toBe('bundle');
  });

  it('finds a page that holds a mixed query in different sections, even when many sections hold both', () => {
    const page = (id: string, title: string, sections: Array<[string, string]>, intro = ''): SearchDocument => {
      let content = `${intro}\n`;
      const toc: SearchDocument['toc'] = [];
      for (const [heading, body] of sections) {
        toc.push({ id: heading.toLowerCase().replace(/\W+/g, '-'), text: heading, depth: 2, charIndex: content.length });
        content += `${heading}\n${body}\n`;
      }
      return { id, routePath: id, title, content, toc };
    };
    // Ten pages mention both words in passing, far apart in a long section (more pages than the
    // dialog shows: a search that skips sections lacking a word finds enough without the output
    // page); the page about output.distPath has them in different sections.
    const filler = '这一段讲的是别的事情，和目录无关。'.repeat(12);
    const crowd = Array.from({ length: 10 }, (_, i) =>
      page(`/zh/guide/p${i}`, `指南 ${i}`, [['示例', `先说配置。${filler}最后提到 distPath 第 ${i} 次。`]], '介绍文字。'),
    );
    const output = page('/zh/config/output', 'output', [['output.distPath', '产物目录。根目录为 dist。'], ['output.minify', '是否压缩。']], '输出相关的配置。');
    const s = load([...crowd, output], 'zh');
    const hits = s.search('配置 distPath', { limit: 7 });
    expect(routes(hits)).toContain('/zh/config/output');
    // The page's best section is the hit, once.
    expect(hits.filter((h) => h.routePath === '/zh/config/output').map((h) => h.anchor)).toEqual(['output-distpath']);
  });

  it('splits a long query into words when the whole run is not in any page', () => {
    expect(routes(zh.search('清理目录输出'))).toContain('/zh/config/output');
  });

  it('searches a long run that few sections hold as words, with the pages that hold it verbatim first', () => {
    const s = load(
      [
        { id: '/apart', routePath: '/apart', title: '其他', toc: [], content: '依赖会被处理。最后打包进一个文件，输出产物。' },
        { id: '/verbatim', routePath: '/verbatim', title: '说明', toc: [], content: '你可以把依赖打包进产物，也可以不这样做，这是一个比较长的说明文字。' },
        { id: '/none', routePath: '/none', title: '无关', toc: [], content: '这里只讲产物。' },
      ],
      'zh',
    );
    expect(routes(s.search('把依赖打包进产物'))).toEqual(['/verbatim', '/apart']);
  });

  it('keeps a long run verbatim when enough sections hold it', () => {
    const verbatim = (id: string) => ({ id, routePath: id, title: '说明', toc: [], content: `第${id}种情况：可以把依赖打包进产物。` });
    const s = load(
      [
        { id: '/apart', routePath: '/apart', title: '其他', toc: [], content: '依赖会被处理。最后打包进一个文件，输出产物。' },
        verbatim('/a'),
        verbatim('/b'),
        verbatim('/c'),
      ],
      'zh',
    );
    expect(routes(s.search('把依赖打包进产物')).sort()).toEqual(['/a', '/b', '/c']);
  });

  it('prefers a title that holds a long run verbatim over one that has its words apart', () => {
    const s = load(
      [
        { id: '/apart', routePath: '/apart', title: '产物里的依赖，打包进来', toc: [], content: '说明。' },
        { id: '/verbatim', routePath: '/verbatim', title: '我们应该如何把依赖打包进产物里面', toc: [], content: '说明。' },
      ],
      'zh',
    );
    expect(routes(s.search('把依赖打包进产物'))).toEqual(['/verbatim', '/apart']);
  });

  it('points at the matched Chinese heading', () => {
    const [hit] = zh.search('清理输出目录');
    expect(hit!.anchor).toBe('clean');
    expect(hit!.headingPath).toEqual(['输出配置', '清理输出目录']);
  });

  it('cuts Chinese snippets to about a third as many characters', () => {
    const long = load(
      [{ id: '/l', routePath: '/l', title: '长页', toc: [], content: '前面的说明文字。'.repeat(20) + '增量构建' + '后面的说明文字。'.repeat(20) }],
      'zh',
    );
    const [hit] = long.search('增量构建');
    expect(snippetWidth(hit!.snippet)).toBeLessThanOrEqual(105);
    expect(marked(hit!)).toEqual(['增量构建']);
  });
});

describe('cache', () => {
  it('answers a repeated query from the cache without recomputing', () => {
    const s = load(EN, 'en');
    const spy = vi.spyOn(s, 'tryCompute');
    const first = s.search('build cache');
    const second = s.search('  build   cache ');
    expect(second).toEqual(first);
    expect(second).toBe(first);
    expect(spy).toHaveBeenCalledTimes(1);
    s.search('build cache', { limit: 1 });
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('keeps the last 100 queries', () => {
    const s = load(EN, 'en');
    const spy = vi.spyOn(s, 'tryCompute');
    for (let k = 0; k < 101; k++) s.search(`q${k}`);
    s.search('q100');
    expect(spy).toHaveBeenCalledTimes(101);
    s.search('q0');
    expect(spy).toHaveBeenCalledTimes(102);
  });
});

describe('pruning over long posting lists', () => {
  // 80 pages mention "bundle" (in a heading and a body); "zebra" is on 3 of them. While pruning,
  // the long list of "bundle" is read only on the pages "zebra" noted (galloping): the answer must
  // be what a plain reading gives, including the page that holds the two words in different sections.
  const docs: SearchDocument[] = Array.from({ length: 80 }, (_, i) => {
    const rare = i === 7 || i === 40 || i === 79;
    const apart = i === 40;
    const content = `Intro ${i}.Bundle\nThe bundle step ${rare && !apart ? 'zebra ' : ''}runs here.Other\n${apart ? 'zebra stripes' : 'nothing'} more.`;
    return {
      id: `/p${i}`,
      title: `Page ${i}`,
      routePath: `/p${i}`,
      content,
      toc: [
        { id: 'bundle', text: 'Bundle', depth: 2, charIndex: content.indexOf('Bundle') },
        { id: 'other', text: 'Other', depth: 2, charIndex: content.indexOf('Other') },
      ],
    };
  });
  const index = load(docs, 'en');

  it('finds every page that holds both words, and no other', () => {
    const hits = index.search('zebra bundle', { limit: 7 });
    expect(new Set(routes(hits))).toEqual(new Set(['/p7', '/p40', '/p79']));
    // Where both words sit in one section, that section is the target.
    expect(hits.find((h) => h.routePath === '/p7')?.anchor).toBe('bundle');
  });

  it('keeps the best section when the limit leaves no room for a second pass', () => {
    // With room for two pages only, a pruned pass that missed a posting would not be redone.
    const [best] = index.search('zebra bundle', { limit: 2 });
    expect(best).toMatchObject({ routePath: '/p7', anchor: 'bundle' });
  });
});
