/** The page reader behind the content checks: ids, links, code blocks and prose are read as the engine reads them. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { countChineseChars, countEnglishWords, inlineText, parsePage } from './pages';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-content-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function page(source: string, lang: 'en' | 'zh' = 'en') {
  const file = path.join(dir, `p${Math.random().toString(36).slice(2)}.mdx`);
  fs.writeFileSync(file, source);
  return parsePage(file, lang, '/x');
}

const SAMPLE = `---
title: Sample
description: A page used to test the reader.
---

# lib.autoExternal

Intro with a [link](/guide/basic/cli#common-flags) and \`[not](/a-link)\` in code.

## 配置 Rslib

## Use **Typescript** with [Vue](/guide/framework/vue)

## 配置项 {#options}

## Options

## Options

\`\`\`ts title="rslib.config.ts" {2}
// # not a heading, [not](/a-link)
export default {};
\`\`\`

<PackageManagerTabs command="add @rslib/core -D" />

![Stack](/images/rslib-stack.svg)

:::tip A title
Tip text.
:::
`;

describe('parsePage', () => {
  const p = page(SAMPLE);

  it('reads the frontmatter, title and H1', () => {
    expect(p.frontmatter).toMatchObject({ title: 'Sample', description: 'A page used to test the reader.' });
    expect(p.h1).toBe('lib.autoExternal');
    expect(p.title).toBe('lib.autoExternal');
  });

  it('gives headings the engine ids: slugs, Chinese kept, {#id}, repeats numbered', () => {
    expect(p.headings.map((h) => h.id)).toEqual(['libautoexternal', '配置-rslib', 'use-typescript-with-vue', 'options', 'options-1', 'options-2']);
    expect(p.headings.find((h) => h.id === 'options')?.explicit).toBe('options');
  });

  it('collects links and images outside code, with file line numbers', () => {
    expect(p.links).toEqual([
      { url: '/guide/basic/cli#common-flags', line: 8, image: false },
      { url: '/guide/framework/vue', line: 12, image: false },
      { url: '/images/rslib-stack.svg', line: 27, image: true },
    ]);
  });

  it('collects code blocks with language, meta and line', () => {
    expect(p.code).toHaveLength(1);
    expect(p.code[0]).toMatchObject({ lang: 'ts', meta: 'title="rslib.config.ts" {2}', line: 20 });
    expect(p.code[0]!.value).toContain('export default {};');
  });

  it('keeps code, JSX tags, URLs and heading ids out of the prose', () => {
    expect(p.prose).not.toMatch(/export default|PackageManagerTabs|\/guide\/basic|\{#options\}|rslib-stack/);
    expect(p.prose).toContain('Intro with a [link]');
  });
});

describe('inlineText', () => {
  it('drops Markdown syntax the way the parsed text has none', () => {
    expect(inlineText('Use `lib.dts` with **bundle** and _care_')).toBe('Use lib.dts with bundle and care');
    expect(inlineText('[Link text](/a) &lt;T&gt; \\{x\\}')).toBe('Link text <T> {x}');
    expect(inlineText('`__dirname` and `import.meta.url`')).toBe('__dirname and import.meta.url');
  });
});

describe('counting', () => {
  it('counts English words that carry a letter or digit', () => {
    expect(countEnglishWords('Build a library — in 3 steps, with `rslib build`.')).toBe(9);
  });

  it('counts Chinese characters only', () => {
    expect(countChineseChars('使用 Rslib 构建库，共 3 步。')).toBe(7);
  });
});
