import { describe, expect, it } from 'vitest';
import { compilePage } from './compile';

const route = { routePath: '/guide/x', lang: 'en', version: '', relativePath: 'en/guide/x.md' };
const compile = (source: string, file = 'docs/en/guide/x.md') => compilePage(source, { file, route });

describe('toc extraction', () => {
  it('lists h2 and h3 only, in order, with ids, text and depth', async () => {
    const page = await compile(`# Title

## First

#### Too deep

### Second **bold** and \`code\`

##### Deeper

## [Linked](/guide/x) heading
`);
    expect(page.problems).toEqual([]);
    expect(page.pageData.toc.map(({ id, text, depth }) => ({ id, text, depth }))).toEqual([
      { id: 'first', text: 'First', depth: 2 },
      { id: 'second-bold-and-code', text: 'Second bold and code', depth: 3 },
      { id: 'linked-heading', text: 'Linked heading', depth: 2 },
    ]);
    // every heading still gets an id for anchors
    expect(page.ids).toEqual(['title', 'first', 'too-deep', 'second-bold-and-code', 'deeper', 'linked-heading']);
  });

  it('points charIndex at the heading text inside the plain text', async () => {
    const page = await compile('# Title\n\nIntro.\n\n## Install {#install}\n\nRun it.\n\n### 配置 Rslib\n\nText.\n');
    expect(page.pageData.toc).toEqual([
      { id: 'install', text: 'Install', depth: 2, charIndex: page.text.indexOf('Install\n') },
      { id: '配置-rslib', text: '配置 Rslib', depth: 3, charIndex: page.text.indexOf('配置 Rslib\n') },
    ]);
    expect(page.text).toBe('Title\nIntro.\nInstall\nRun it.\n配置 Rslib\nText.\n');
  });

  it('uses explicit ids and numbers repeated headings', async () => {
    const page = await compile('## Options\n\n## Options\n\n## Custom {#my-id}\n\n## Options {#options-x}\n');
    expect(page.pageData.toc.map((t) => t.id)).toEqual(['options', 'options-1', 'my-id', 'options-x']);
    expect(page.pageData.toc.map((t) => t.text)).toEqual(['Options', 'Options', 'Custom', 'Options']);
  });

  it('ignores headings inside code fences', async () => {
    const page = await compile('## Real\n\n```md\n## Not a heading\n```\n');
    expect(page.pageData.toc.map((t) => t.text)).toEqual(['Real']);
  });

  it('includes headings inside containers', async () => {
    const page = await compile(':::tip Note\n### Inside tip\n:::\n');
    expect(page.pageData.toc.map((t) => [t.id, t.depth])).toEqual([['inside-tip', 3]]);
  });

  it('takes the title from frontmatter, else the first h1, else the route', async () => {
    expect((await compile('---\ntitle: From FM\n---\n# From H1\n')).pageData.title).toBe('From FM');
    expect((await compile('# From H1\n\n# Second\n')).pageData.title).toBe('From H1');
    expect((await compile('## Only h2\n')).pageData.title).toBe('/guide/x');
  });
});

describe('link collection', () => {
  it('collects internal links and anchors with their line in the file, dropping .md and /index.md', async () => {
    const page = await compile(`---
title: Links
---
# Links

[a](/guide/start/index.md) [b](/guide/basic/cli.mdx#install)

[c](#local) [d](https://rslib.rs/) [e](//cdn.example.com/x) [f](./relative) [g](mailto:a@b.c)
`);
    expect(page.links).toEqual([
      { url: '/guide/start/', line: 6, column: 1 },
      { url: '/guide/basic/cli#install', line: 6, column: 28 },
      { url: '#local', line: 8, column: 1 },
    ]);
  });

  it('keeps an anchor with a literal percent sign as written', async () => {
    const page = await compile('## 100%\n\n[full](#100%)\n');
    expect(page.links).toEqual([{ url: '#100%', line: 3, column: 1 }]);
  });
});
