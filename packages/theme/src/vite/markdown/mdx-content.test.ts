// .mdx pages without JavaScript ship as a content tree instead of MDX's compiled JSX. Both must render the same
// HTML: each snippet is compiled both ways and rendered with the same components.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { createContent, type ContentNode } from '../../runtime/content';
import { defaultMdxComponents } from '../../runtime/mdx-components';
import { compilePage } from './compile';

const route = { routePath: '/guide/x', lang: 'en', version: '', relativePath: 'en/guide/x.mdx' };

const components: Record<string, unknown> = {
  ...defaultMdxComponents,
  // The theme's `a` needs the theme context; this one shows which anchors went through `components`.
  a: ({ children, ...rest }: { children?: ReactNode }) => createElement('a', { ...rest, 'data-theme-link': '' }, children),
  // Shows the props a component receives, JSON included, so literal values are compared too.
  Probe: ({ children, ...rest }: { children?: ReactNode }) => createElement('x-probe', { 'data-props': JSON.stringify(rest) }, children),
};

// MDX's output is an ES module importing `react/jsx-runtime`: load it from a file, with that import resolved.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-mdx-'));
const jsxRuntime = pathToFileURL(createRequire(import.meta.url).resolve('react/jsx-runtime')).href;
let modules = 0;
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function loadMdx(code: string): Promise<ComponentType<{ components?: Record<string, unknown> }>> {
  const file = path.join(dir, `page-${modules++}.mjs`);
  fs.writeFileSync(file, code.replace('"react/jsx-runtime"', JSON.stringify(jsxRuntime)));
  return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: ComponentType }).default;
}

function loadContent(code: string) {
  const json = /createContent\(JSON\.parse\((".*")\)\);/.exec(code)?.[1];
  return createContent(JSON.parse(JSON.parse(json!)) as ContentNode[]);
}

async function renderBothWays(source: string) {
  const mdx = await compilePage(source, { file: 'docs/en/guide/x.mdx', route, forceMdx: true });
  const content = await compilePage(source, { file: 'docs/en/guide/x.mdx', route });
  expect(mdx.problems).toEqual([]);
  expect(mdx.code).toContain('_jsx');
  expect(content.code).toMatch(/^import \{ createContent \}/);
  const render = (Content: ComponentType<{ components?: Record<string, unknown> }>) => renderToStaticMarkup(createElement(Content, { components }));
  return { mdx: render(await loadMdx(mdx.code)), content: render(loadContent(content.code)), pages: { mdx, content } };
}

const snippets: Record<string, string> = {
  'prose, inline marks, links, images': `# Title

Some *em*, **strong**, ~~gone~~, \`code\`, a [link](/guide/start/quick-start.mdx#install), an [external one](https://rslib.rs),
a hard break\\
and www.example.com, an &copy; entity, an escaped \\* star and 中文。

![alt text](/img/logo.png "Logo")

> A quote with a [link](#here).

---
`,
  'headings with ids and anchors': `## Install {#install}

### Sub heading

#### Deep \`code\` heading
`,
  'lists: tight, loose, nested, ordered, tasks': `- one
- two
  - nested **bold**
  - nested two

1. first

2. second

3. third

- [x] done
- [ ] todo

5. starts at five
6. six
`,
  'tables with alignment and inline code': `| Option | Type | Default |
| :----- | :--: | ------: |
| \`format\` | \`string\` | \`'esm'\` |
| bundle | boolean | true |
`,
  'containers and code blocks': `:::tip Nice title
Some **tip** text.

\`\`\`ts title="rslib.config.ts" {2}
import { defineConfig } from '@rslib/core';
export default defineConfig({ lib: [] });
\`\`\`
:::

:::details
Hidden \`text\`.
:::

- a list item with code:

  \`\`\`bash
  npx rslib build
  \`\`\`
`,
  'site components: PackageManagerTabs, Tabs, Tab': `Install it:

<PackageManagerTabs command="add @rslib/core -D" />

<PackageManagerTabs
  command={{
    npm: 'npm create rslib@latest',
    yarn: 'yarn create rslib',
    pnpm: 'pnpm create rslib@latest',
    bun: 'bun create rslib@latest',
  }}
/>

<Tabs groupId="pm">
  <Tab label="npm">

\`\`\`bash
npm run build
\`\`\`

  </Tab>
  <Tab label="pnpm">
    Run \`pnpm build\` with **pnpm**.
  </Tab>
</Tabs>
`,
  'HTML written as JSX: className, style, br, img, a': `<div className="note" style={{ color: 'red', marginTop: 4, '--x': '1px' }}>
  Markdown *inside* a div, with a [markdown link](/guide/).
</div>

<div>

A paragraph in a div.

</div>

Text with a break<br />in a paragraph, an <img src="/a.png" alt="A" width={100} /> image and a
<a href="/guide/" className="raw">hand-written anchor</a>.

<span className="badge">alone on a line</span>

<section id="s" aria-label="Section" data-kind="x">Section text</section>
`,
  'inline JSX inside paragraphs, fragments, comments': `Text with <Probe text="new" /> inline and <Probe>**bold** child</Probe> too.

<Probe flag /> <Probe two={2} />

{/* a comment on its own line */}

A comment {/* inside */} a paragraph.

<>Fragment *text*</>

<Probe>
  - list in a component
  - second
</Probe>
`,
  'literal attribute values': `<Probe
  text="a &amp; b"
  count={3}
  negative={-1.5}
  none={null}
  off={false}
  on
  list={[1, 'two', [true], { three: 3 }]}
  object={{ a: 1, 'b-c': "d", nested: { e: [null] }, 4: 'four' }}
  template={\`plain template\`}
/>
`,
  'footnotes': `A claim[^1] and another[^note].

[^1]: The source.
[^note]: A note with \`code\`.
`,
};

describe('.mdx without JavaScript: content tree vs MDX', () => {
  for (const [name, source] of Object.entries(snippets)) {
    it(`renders the same HTML: ${name}`, async () => {
      const { mdx, content, pages } = await renderBothWays(source);
      expect(content).toBe(mdx);
      // The rest of what the build learns about the page does not depend on the path either.
      const { code: _a, ...mdxFacts } = pages.mdx;
      const { code: _b, content: tree, ...contentFacts } = pages.content;
      expect(contentFacts).toEqual(mdxFacts);
      // Only the content-tree page carries its tree (the prerender renders it without a bundle).
      expect(mdxFacts).not.toHaveProperty('content');
      expect(JSON.parse(tree!)).toBeInstanceOf(Array);
    });
  }

  it('hands hand-written tags to no component, Markdown ones to the theme', async () => {
    const { content } = await renderBothWays(snippets['HTML written as JSX: className, style, br, img, a']!);
    expect(content).toContain('<a href="/guide/" class="raw">hand-written anchor</a>');
    expect(content).toContain('<a href="/guide/" data-theme-link="">markdown link</a>');
    expect(content).toContain('<div class="note" style="color:red;margin-top:4px;--x:1px">');
  });

  it('passes literal attribute values as their JavaScript values', async () => {
    const { content } = await renderBothWays(snippets['literal attribute values']!);
    const props = JSON.parse(/data-props="([^"]*)"/.exec(content)![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
    expect(props).toEqual({
      text: 'a & b',
      count: 3,
      negative: -1.5,
      none: null,
      off: false,
      on: true,
      list: [1, 'two', [true], { three: 3 }],
      object: { a: 1, 'b-c': 'd', nested: { e: [null] }, 4: 'four' },
      template: 'plain template',
    });
  });
});

describe('.mdx with JavaScript still compiles with MDX', () => {
  it.each([
    ['an import', "import { x } from './x';\n\n# Hi\n"],
    ['an expression', '# Hi\n\nOne plus one is {1 + 1}.\n'],
    ['an identifier attribute', '<Probe value={someName} />\n'],
    ['a spread', '<Probe {...{ a: 1 }} />\n'],
    ['a template with ${}', '<Probe value={`a${1}`} />\n'],
  ])('%s', async (_name, source) => {
    const page = await compilePage(source, { file: 'docs/en/guide/x.mdx', route });
    expect(page.problems).toEqual([]);
    expect(page.code).toContain('function MDXContent');
  });
});
