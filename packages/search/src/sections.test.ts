import { describe, expect, it } from 'vitest';
import { splitSections } from './sections';
import type { SearchDocument } from './types';

function doc(content: string, headings: Array<[id: string, text: string, depth: number]>): SearchDocument {
  return {
    id: 'p',
    title: 'Page',
    routePath: '/p',
    content,
    toc: headings.map(([id, text, depth]) => ({ id, text, depth, charIndex: content.indexOf(text) })),
  };
}

describe('splitSections', () => {
  const content = 'Intro text.\nOptions\nAbout options.\nbundle\nBundle details.\nExamples\nSee here.';
  const sections = splitSections(
    doc(content, [
      ['options', 'Options', 2],
      ['bundle', 'bundle', 3],
      ['examples', 'Examples', 2],
    ]),
  );

  it('puts the text before the first heading in section 0, without an anchor', () => {
    expect(sections[0]).toEqual({ headingPath: ['Page'], depth: 1, text: 'Intro text.' });
    expect(sections[0]!.anchor).toBeUndefined();
  });

  it('gives each section its anchor, heading path and text without the heading', () => {
    expect(sections.slice(1)).toEqual([
      { anchor: 'options', headingPath: ['Page', 'Options'], depth: 2, text: 'About options.' },
      { anchor: 'bundle', headingPath: ['Page', 'Options', 'bundle'], depth: 3, text: 'Bundle details.' },
      { anchor: 'examples', headingPath: ['Page', 'Examples'], depth: 2, text: 'See here.' },
    ]);
  });

  it('works for Chinese pages', () => {
    const zh = splitSections({
      id: 'z',
      title: '类型声明',
      routePath: '/zh/dts',
      content: '简介。配置\n设置 dts 即可。',
      toc: [{ id: 'config', text: '配置', depth: 2, charIndex: 3 }],
    });
    expect(zh.map((s) => [s.anchor, s.headingPath, s.text])).toEqual([
      [undefined, ['类型声明'], '简介。'],
      ['config', ['类型声明', '配置'], '设置 dts 即可。'],
    ]);
  });

  it('keeps fenced code by default and drops it with codeBlocks: false', () => {
    const d = doc('Use it:\n```ts\nconst x = defineConfig();\n```\nDone.', []);
    expect(splitSections(d)[0]!.text).toBe('Use it: const x = defineConfig(); Done.');
    expect(splitSections(d, { codeBlocks: false })[0]!.text).toBe('Use it: Done.');
  });

  it('ignores toc entries that point outside the content', () => {
    const d = doc('Only text.', [['ghost', 'Ghost', 2]]);
    expect(splitSections(d)).toHaveLength(1);
  });
});
