import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compilePage } from './compile';

const route = { routePath: '/guide/x', lang: 'en', version: '', relativePath: 'en/guide/x.md' };

const sample = `---
title: Hello
description: A test page
---
# Hello world

Intro paragraph with a [link](/guide/start/) and a node:fs mention.

## Install {#install}

:::tip Nice title
Some **tip** text.
:::

\`\`\`ts title="rslib.config.ts" {2}
import { defineConfig } from '@rslib/core';
export default defineConfig({ lib: [] });
\`\`\`

### Sub heading

| a | b |
|---|---|
| 1 | 2 |
`;

describe('compilePage', () => {
  it('extracts title, toc with charIndex, links, ids and plain text', async () => {
    const page = await compilePage(sample, { file: 'docs/en/guide/x.md', route });
    expect(page.problems).toEqual([]);
    expect(page.pageData.title).toBe('Hello');
    expect(page.pageData.toc).toEqual([
      { id: 'install', text: 'Install', depth: 2, charIndex: expect.any(Number) },
      { id: 'sub-heading', text: 'Sub heading', depth: 3, charIndex: expect.any(Number) },
    ]);
    const [install, sub] = page.pageData.toc;
    expect(page.text.slice(install!.charIndex, install!.charIndex + 7)).toBe('Install');
    expect(page.text.slice(sub!.charIndex, sub!.charIndex + 11)).toBe('Sub heading');
    expect(page.text).toContain('node:fs mention');
    // Table cells keep a boundary in the text search shows, and so do rows and other blocks that end no sentence.
    expect(page.text).toContain('a | b ·\n1 | 2 ·\n');
    expect(page.text).toContain('Some tip text.\n');
    expect(page.text).toContain('Nice title ·\n');
    expect(page.text).toContain("import { defineConfig } from '@rslib/core';");
    expect(page.links).toEqual([{ url: '/guide/start/', line: 7, column: 24 }]);
    expect(page.ids).toEqual(['hello-world', 'install', 'sub-heading']);
  });

  it('.mdx compiled by MDX: turns containers into Callout and code fences into highlighted CodeBlock in the JSX', async () => {
    const page = await compilePage(sample, { file: 'docs/en/guide/x.mdx', route, forceMdx: true });
    expect(page.code).toMatch(/_jsx\(Callout, \{\s*type: "tip"/);
    expect(page.code).toMatch(/title: "Nice title"/);
    expect(page.code).toMatch(/_jsx\(CodeBlock,/);
    expect(page.code).toMatch(/title: "rslib.config.ts"/);
    // The highlighted block is one HTML string attribute, not hundreds of JSX elements.
    expect(page.code).toMatch(/html: "<pre class=\\"rsd-highlight language-ts\\" tabindex=\\"0\\">/);
    expect(page.code).toContain('<span class=\\"token keyword\\">');
    expect(page.code).not.toMatch(/_jsx\("span"/);
  });

  it('a build compile (contentCode: false) leaves a content-tree page without its module code, and its tree as it was', async () => {
    const full = await compilePage(sample, { file: 'docs/en/guide/x.md', route });
    const build = await compilePage(sample, { file: 'docs/en/guide/x.md', route, contentCode: false });
    expect(build.code).toBe('');
    expect(build.content).toBe(full.content);
    expect(full.code).toContain('createContent(JSON.parse(');
    // Its module, made from the tree when asked (page-module.ts), is the module a full compile gives.
    const { pageModuleCode } = await import('./page-module');
    expect(pageModuleCode(build)).toBe(pageModuleCode(full));
  });

  it('.md: ships the same markup as a content tree for createContent, without MDX', async () => {
    const page = await compilePage(sample, { file: 'docs/en/guide/x.md', route });
    expect(page.code).toMatch(/^import \{ createContent \} from "virtual:rsdocs\/content";/);
    expect(page.code).not.toContain('_jsx');
    const json = /createContent\(JSON\.parse\((".*")\)\);/.exec(page.code)?.[1];
    const tree = JSON.parse(JSON.parse(json!)) as unknown[];
    const find = (nodes: unknown[], type: string): unknown[] | undefined => {
      for (const n of nodes) {
        if (!Array.isArray(n)) continue;
        if (n[0] === type) return n;
        const hit = find(n.slice(2), type);
        if (hit) return hit;
      }
      return undefined;
    };
    expect(find(tree, 'Callout')?.slice(0, 2)).toEqual(['Callout', { type: 'tip', title: 'Nice title' }]);
    const codeBlock = find(tree, 'CodeBlock') as [string, { lang: string; title: string; html: string }];
    expect(codeBlock).toHaveLength(2); // no child elements: the markup is the html prop
    expect(codeBlock[1]).toMatchObject({ lang: 'ts', title: 'rslib.config.ts' });
    expect(codeBlock[1].html).toMatch(/^<pre class="rsd-highlight language-ts" tabindex="0"><code class="language-ts"><span class="line">/);
    expect(codeBlock[1].html).toContain('<span class="token keyword">import</span>');
    const h2 = find(tree, 'h2')!;
    expect(h2[1]).toEqual({ id: 'install' });
    expect(h2[3]).toEqual(['a', { className: 'rsd-heading-anchor', href: '#install', 'aria-hidden': 'true', tabIndex: -1 }, '#']);
    expect(find(tree, 'strong')).toEqual(['strong', 0, 'tip']);
    // No line breaks between table parts: React cannot hydrate text there (MDX drops them too).
    expect(find(tree, 'table')).toEqual(['table', 0, ['thead', 0, ['tr', 0, ['th', 0, 'a'], ['th', 0, 'b']]], ['tbody', 0, ['tr', 0, ['td', 0, '1'], ['td', 0, '2']]]]);
  });

  it('.md: an empty header cell (a table\'s corner) becomes a data cell; a header with text stays a header', async () => {
    const page = await compilePage('| | Bundle |\n| --- | --- |\n| Files | Few |\n', { file: 'docs/en/guide/x.md', route });
    const json = /createContent\(JSON\.parse\((".*")\)\);/.exec(page.code)?.[1];
    expect(JSON.parse(json!)).toContain('["tr",0,["td",0],["th",0,"Bundle"]]');
  });

  it('refuses a list nested past the limit with its line, at once, instead of parsing it for minutes', async () => {
    const list = Array.from({ length: 1000 }, (_, i) => `${'  '.repeat(i)}- level ${i + 1}`).join('\n');
    // Without the check this page takes minutes: vitest's 5 s stops it.
    const page = await compilePage(`---\ntitle: Deep\n---\n# Deep\n\n${list}\n`, { file: 'docs/en/guide/x.md', route });
    expect(page.problems).toEqual([{ file: 'docs/en/guide/x.md', line: 106, message: expect.stringMatching(/^a list item indented 200 columns, in a list nested up to 101 deep .*flatten the list/) }]);
    expect(page.code).toBe('');
  });

  it('.md: images load lazily, in lists and quotes too; only h2–h4 get a permalink', async () => {
    const page = await compilePage('# Top\n\n![a](/a.png)\n\n- > ![b](/b.png)\n\n#### Deep\n\n##### Deeper\n', { file: 'docs/en/guide/x.md', route });
    expect(page.code.match(/\\"loading\\":\\"lazy\\"/g)).toHaveLength(2);
    expect(page.code.match(/rsd-heading-anchor/g)).toHaveLength(1);
  });

  it('.md: names ARIA attributes as HTML does (aria-describedby, not aria-described-by)', async () => {
    const page = await compilePage('A claim[^1].\n\n[^1]: The source.\n', { file: 'docs/en/guide/x.md', route });
    expect(page.code).toContain('\\"aria-describedby\\":\\"footnote-label\\"');
  });

  it('.mdx: ships a content tree when the page needs no JavaScript, else MDX\'s module', async () => {
    const tabs = `${sample}\n<PackageManagerTabs command={{ npm: 'npm i x', yarn: 'yarn add x' }} />\n`;
    const staticPage = await compilePage(tabs, { file: 'docs/en/guide/x.mdx', route });
    expect(staticPage.code).toMatch(/^import \{ createContent \} from "virtual:rsdocs\/content";/);
    expect(staticPage.code).toContain(JSON.stringify(JSON.stringify(['PackageManagerTabs', { command: { npm: 'npm i x', yarn: 'yarn add x' } }])).slice(1, -1));
    const dynamicPage = await compilePage(`${sample}\n<PackageManagerTabs command={cmd} />\n`, { file: 'docs/en/guide/x.mdx', route });
    expect(dynamicPage.code).toContain('function MDXContent');
    // Either way the build learns the same about the page.
    expect(dynamicPage.pageData).toEqual(staticPage.pageData);
    expect(dynamicPage.text).toBe(staticPage.text);
  });

  it('reports invalid frontmatter with the file and line', async () => {
    const page = await compilePage('---\ntitle: ok\npageType: [oops\n---\n# X\n', { file: 'docs/en/bad.md', route });
    expect(page.problems[0]?.file).toBe('docs/en/bad.md');
    expect(page.problems[0]?.message).toMatch(/invalid frontmatter/);
    expect(page.problems[0]?.line).toBeGreaterThan(1);
  });

  it('reports a wrongly typed frontmatter key', async () => {
    const page = await compilePage('---\npageType: landing\n---\n# X\n', { file: 'docs/en/bad.md', route });
    expect(page.problems).toEqual([
      { file: 'docs/en/bad.md', line: 2, message: expect.stringContaining('"pageType" must be one of home, doc, doc-wide, 404, custom, blank') },
    ]);
  });

  it('reports MDX syntax errors with the line in the source file', async () => {
    const page = await compilePage('---\ntitle: x\n---\n# X\n\n<Tabs>\n', { file: 'docs/en/bad.mdx', route });
    expect(page.problems[0]?.message).toMatch(/cannot compile Markdown/);
    expect(page.problems[0]?.line).toBeGreaterThanOrEqual(6);
  });

  it.each([
    ['a bad expression', '{1 +}'],
    ['a bad attribute expression', '<Tabs label={"x" "y"} />'],
    ['a bad import', 'import from;'],
    // MDX has no HTML comments (`{/* … */}` instead): still an error, whichever path the page would take.
    ['an HTML comment', '<!-- note -->'],
  ])('reports %s in MDX with its file and line', async (_name, bad) => {
    const page = await compilePage(`---\ntitle: x\n---\n# X\n\nText.\n\n${bad}\n`, { file: 'docs/en/bad.mdx', route });
    expect(page.problems).toEqual([{ file: 'docs/en/bad.mdx', line: 8, column: expect.any(Number), message: expect.stringMatching(/^cannot compile Markdown: /) }]);
  });

  it('reports where an MDX error is, counted from the top of the file (frontmatter included), without the position twice', async () => {
    const page = await compilePage('---\ntitle: x\ndescription: y\n---\n# X\n\n<Tabs>\n\ntext\n', { file: 'docs/en/bad.mdx', route });
    expect(page.problems).toHaveLength(1);
    expect(page.problems[0]).toMatchObject({ file: 'docs/en/bad.mdx', line: 7 });
    expect(page.problems[0]!.message).not.toMatch(/\(\d+:\d+/);
  });

  it.each(['.md', '.mdx'])('rewrites relative links in %s pages to the routes of the files they name', async (ext) => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-links-'));
    try {
      for (const f of ['en/guide/start.md', 'en/guide/api/index.md', 'en/guide/config.mdx']) {
        fs.mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
        fs.writeFileSync(path.join(root, f), '# x\n');
      }
      const source = `---\ntitle: x\n---\n# X\n\nSee [start](./start.md#install), [api](./api), [config](config) and [gone](../nope).\n`;
      const page = await compilePage(source, {
        file: `docs/en/guide/x${ext}`,
        route: { ...route, relativePath: `en/guide/x${ext}` },
        routeOptions: { langs: ['en'], defaultLang: 'en', versions: [], defaultVersion: '' },
        contentRoot: root,
      });
      expect(page.links).toEqual([
        { url: '/guide/start#install', written: './start.md#install', line: 6, column: 5 },
        { url: '/guide/api/', written: './api', line: 6, column: 34 },
        { url: '/guide/config', written: 'config', line: 6, column: 48 },
        { url: '/nope', written: '../nope', line: 6, column: 69 },
      ]);
      const shipped = page.content ?? page.code;
      for (const href of ['/guide/start#install', '/guide/api/', '/guide/config']) expect(shipped).toContain(JSON.stringify(href).slice(1, -1));
      expect(shipped).not.toContain('./start.md');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('a home page that would show only the navbar', () => {
  const home = (fm: string, body: string) => compilePage(`---\npageType: home\n${fm}---\n${body}`, { file: 'docs/en/index.mdx', route: { ...route, routePath: '/' } });

  it("is marked when it has no hero, no features and a body of imports, exports and comments only (an Rspress site's home)", async () => {
    const body = "import { Hero } from '../components/Hero';\nimport {\n  Features,\n} from '../components/Features';\n\nexport const x = 1;\n\n{/* drawn by the theme */}\n";
    expect((await home('', body)).emptyHome).toBe(true);
    expect((await home('', '')).emptyHome).toBe(true);
  });

  it('is not marked once it has a hero, features, text or a component', async () => {
    expect((await home('hero:\n  name: Rsbuild\n', '')).emptyHome).toBeUndefined();
    expect((await home('features:\n  - title: Fast\n', '')).emptyHome).toBeUndefined();
    expect((await home('', "import { Hero } from './Hero';\n\n<Hero />\n")).emptyHome).toBeUndefined();
    expect((await home('', 'Welcome.\n')).emptyHome).toBeUndefined();
  });

  it('is a doc page that shows nothing: not a home page, not marked', async () => {
    const page = await compilePage("import a from './a';\n", { file: 'docs/en/guide/x.mdx', route });
    expect(page.emptyHome).toBeUndefined();
  });
});
