// An Rspress site's Markdown conventions, compiled as a page would be: nothing of their syntax may reach the HTML.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { checkPageLinks } from './links';
import { createContent, type ContentNode } from '../../runtime/content';
import { defaultMdxComponents } from '../../runtime/mdx-components';
import { compilePage, type CompileOptions } from './compile';
import { explainFast } from './fast-parse';
import { preprocessMarkdown } from './preprocess';
import { splitFrontmatter } from './frontmatter';

const PAGE = `---
title: Conventions
date: 2023-11-22 08:00:00
pageType: doc-wide
---

# Conventions

## Install \\{#install-id}

::: tip
Spaced tip.
:::

:::note Note title
A note.
:::

:::important
Important.
:::

:::caution{title="Careful"}
Caution.
:::

:::warning\\{title="Escaped title"}
Warning.
:::

::: danger Danger title
Danger.
:::

:::info
Info.
:::

:::details Open me
Hidden.
:::

> [!NOTE]
> An alert note.

> [!TIP] An alert tip.

> [!IMPORTANT]
> An alert important.

> [!WARNING]
> An alert warning.

> [!CAUTION]
> An alert caution.

> A plain quote.

\`\`\`ts title="a.ts" {1}
const kept = 1;
const added = 2; // [!code ++]
const removed = 3; // [!code --]
const marked = 4; // [!code highlight]
const focused = 5; // [!code focus]
const broken = 6; // [!code error]
const risky = 7; // [!code warning]
\`\`\`

\`\`\`bash
pnpm add x # [!code ++]
\`\`\`

\`\`\`html
<div>a</div> <!-- [!code hl] -->
\`\`\`

\`\`\`css
a { color: red; } /* [!code --] */
\`\`\`

\`\`\`ejs
<%= name %>
\`\`\`

\`\`\`tsx twoslash
const x = 1;
\`\`\`

\`\`\`js wrapCode lineNumbers
const wrapped = true;
\`\`\`

\`\`\`tree
src
└── index.ts
\`\`\`

\`\`\`sql
select 1;
\`\`\`
`;

const route = { routePath: '/guide/x', lang: 'en', version: '', relativePath: 'en/guide/x.mdx' };

function render(content: string | undefined): string {
  const Content = createContent(JSON.parse(content!) as ContentNode[]) as ComponentType<{ components?: Record<string, unknown> }>;
  return renderToStaticMarkup(createElement(Content, { components: defaultMdxComponents }));
}

async function compile(source: string, extra: Partial<CompileOptions> = {}) {
  return compilePage(source, { file: 'docs/en/guide/x.mdx', route, ...extra });
}

describe('an Rspress page, unedited', () => {
  it('goes through the fast parser, with the output of the usual parsers', async () => {
    const body = preprocessMarkdown(splitFrontmatter(PAGE).body);
    expect(explainFast(body, true)).toBeUndefined();
    expect(explainFast(body, false)).toBeUndefined();
    for (const file of ['docs/en/guide/x.mdx', 'docs/en/guide/x.md'])
      expect((await compile(PAGE, { file })).content).toBe((await compile(PAGE, { file, slowParse: true })).content);
  }, 30_000);

  it.each([
    ['fast', {}],
    ['slow', { slowParse: true }],
  ])('leaves no \\{, ::: or [!code in the HTML (%s parser)', async (_name, extra) => {
    const page = await compile(PAGE, extra);
    expect(page.problems).toEqual([]);
    const html = render(page.content);
    expect(html).not.toContain('\\{');
    expect(html).not.toContain(':::');
    expect(html).not.toContain('[!code');
    expect(html).not.toContain('[!NOTE]');
  });
});

describe('each convention in the compiled page', () => {
  it('uses an escaped heading id, with no \\ in the heading, outline, search text or .md copy', async () => {
    const page = await compile(PAGE);
    expect(page.ids).toContain('install-id');
    expect(page.pageData.toc[0]).toMatchObject({ id: 'install-id', text: 'Install' });
    expect(page.text).toContain('Install\n');
    expect(page.text).not.toContain('\\');
    expect(page.markdown).toContain('## Install {#install-id}\n');
    expect(render(page.content)).toContain('<h2 id="install-id">Install<a');
  });

  it('maps every container spelling and GitHub alert onto a Callout type, with its title', async () => {
    const html = render((await compile(PAGE)).content);
    const callouts = [...html.matchAll(/rsd-callout--(\w+)"[^>]*>(?:<summary|<p) class="rsd-callout__title">(?:<svg[\s\S]*?<\/svg>)?([^<]*)/g)].map((m) => `${m[1]}:${m[2]}`);
    expect(callouts).toEqual([
      'tip:TIP',
      'info:Note title',
      'important:IMPORTANT',
      'danger:Careful',
      'warning:Escaped title',
      'danger:Danger title',
      'info:INFO',
      'details:Open me',
      'info:NOTE',
      'tip:TIP',
      'important:IMPORTANT',
      'warning:WARNING',
      'danger:CAUTION',
    ]);
    expect(html).toContain('<p>An alert caution.</p>');
    expect(html).toContain('<p>An alert tip.</p>');
    expect(html).toContain('<blockquote>');
  });

  it('keeps a container whole when its code shows the container syntax (a ::: line in a fence)', async () => {
    const source = '# A\n\n:::warning Notes\n\n```mdx\n:::tip\\{title="T"}\nx\n:::\n```\n\n:::\n\n<Tabs>\n<Tab label="a">\n\nText\n\n</Tab>\n</Tabs>\n\nAfter.\n';
    for (const slowParse of [false, true]) {
      const page = await compile(source, { slowParse });
      expect(page.problems).toEqual([]);
      const html = render(page.content);
      expect(html).toMatch(/rsd-callout--warning[\s\S]*Notes[\s\S]*language-mdx[\s\S]*:::tip\\\{title=[\s\S]*<\/code><\/pre>(?:(?!rsd-tabs)[\s\S])*<\/div><\/div>\n<div class="rsd-tabs"[\s\S]*<p>After\.<\/p>$/);
    }
  });

  it("takes Rspress's other container types as alerts too", async () => {
    const html = render((await compile('> [!INFO]\n> i\n\n> [!DANGER]\n> d\n\n> [!DETAILS]\n> hidden\n\n> [!OTHER]\n> q\n')).content);
    expect(html).toContain('rsd-callout--info');
    expect(html).toContain('rsd-callout--danger');
    expect(html).toMatch(/<details class="rsd-callout rsd-callout--details">[\s\S]*hidden/);
    expect(html).toContain('<blockquote>\n<p>[!OTHER]');
  });

  it('reads containers nested in an alert whose marker stood alone', async () => {
    const page = await compile('> [!NOTE]\n>\n> :::tip\n> x\n> :::\n');
    const html = render(page.content);
    expect(html).toContain('rsd-callout--tip');
    expect(html).not.toContain(':::');
  });

  it('marks the lines Shiki\'s notations name and keeps the markers out of the code and the search text', async () => {
    const page = await compile(PAGE);
    const html = render(page.content);
    expect(page.text).toContain('const added = 2;\n');
    expect(page.text).not.toContain('[!code');
    for (const className of ['line line--add', 'line line--remove', 'line highlighted', 'line line--focus', 'line line--error', 'line line--warning'])
      expect(html).toContain(`<span class="${className}">`);
    expect(html).toContain('rsd-highlight--focus');
  });

  it('honours wrapCode and lineNumbers, and warns with file:line about what it cannot honour', async () => {
    const page = await compile(PAGE);
    const html = render(page.content);
    expect(html).toMatch(/<div class="rsd-code rsd-code--wrap" data-lang="js">[\s\S]*?rsd-highlight--numbered/);
    const lineOf = (text: string) => PAGE.split('\n').indexOf(text) + 1;
    expect(page.warnings.map((w) => [w.line, w.message])).toEqual([
      [lineOf('```tsx twoslash'), expect.stringMatching(/^code block: `twoslash` needs Rspress's Twoslash plugin/)],
      [lineOf('```tree'), expect.stringMatching(/^code block: ```tree is drawn as a file tree/)],
      [lineOf('```sql'), expect.stringMatching(/^the code block's language "sql" has no highlighting/)],
    ]);
    expect(page.warnings.every((w) => w.file === 'docs/en/guide/x.mdx')).toBe(true);
  });

  it('takes the date with a time and doc-wide', async () => {
    const { pageData } = await compile(PAGE);
    expect(pageData.frontmatter).toMatchObject({ date: '2023-11-22', sidebar: false, outline: false, pageType: 'doc-wide' });
    expect(pageData.pageType).toBe('doc');
  });

  it("keeps Rspress's context without a warning (a file-read sidebar puts it on the page's entry)", async () => {
    const page = await compile('---\ncontext: guide\n---\n# A\n');
    expect(page.problems).toEqual([]);
    expect(page.warnings).toEqual([]);
  });

  it('shows the frontmatter tag after the page title, outside the title, outline and search text', async () => {
    for (const slowParse of [false, true]) {
      const page = await compile('---\ntag: New\n---\n# Title\n\nText.\n', { slowParse });
      expect(render(page.content)).toContain('<h1 id="title">Title<span class="rsd-title-tag">New</span></h1>');
      expect(page.pageData.title).toBe('Title');
      expect(page.text).not.toContain('New');
    }
    expect((await compile('---\ntag: 1\n---\n# T\n')).problems).toEqual([expect.objectContaining({ line: 2, message: expect.stringContaining('"tag" must be a string') })]);
  });
});

describe('absolute links in another language\'s page', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-prefix-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  for (const file of ['en/guide/a.md', 'en/guide/only-en.md', 'zh/guide/a.md', 'zh/guide/b.md']) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), '# A\n\n## Install {#install}\n');
  }
  const routeOptions = { langs: ['en', 'zh'], defaultLang: 'en', versions: [], defaultVersion: '' };
  const zhRoute = { routePath: '/zh/guide/b', lang: 'zh', version: '', relativePath: 'zh/guide/b.md' };
  const source = '# B\n\n[a](/guide/a#install), [only](/guide/only-en) and [zh](/zh/guide/a).\n';

  it('lead to that language\'s page when it exists, and stay as written when it does not', async () => {
    const page = await compilePage(source, { file: 'docs/zh/guide/b.md', route: zhRoute, routeOptions, contentRoot: root });
    expect(page.links.map((l) => l.url)).toEqual(['/zh/guide/a#install', '/guide/only-en', '/zh/guide/a']);
    expect(render(page.content)).toContain('href="/zh/guide/a#install"');
    // The link kept as written leads to the default language's page: no dead link.
    const pages = [
      { file: 'docs/en/guide/a.md', routePath: '/guide/a', links: [], ids: ['install'] },
      { file: 'docs/en/guide/only-en.md', routePath: '/guide/only-en', links: [], ids: [] },
      { file: 'docs/zh/guide/a.md', routePath: '/zh/guide/a', links: [], ids: ['install'] },
      { file: page.file, routePath: zhRoute.routePath, links: page.links, ids: page.ids },
    ];
    expect(checkPageLinks(pages)).toEqual([]);
  });

  it('stay as written with markdown.autoPrefixLinks off', async () => {
    const page = await compilePage(source, { file: 'docs/zh/guide/b.md', route: zhRoute, routeOptions, contentRoot: root, autoPrefixLinks: false });
    expect(page.links.map((l) => l.url)).toEqual(['/guide/a#install', '/guide/only-en', '/zh/guide/a']);
  });
});

describe('the site\'s remark and rehype plugins', () => {
  it.each([
    ['a .md page', 'zh/guide/b.md', '# B\n'],
    ['an .mdx page with JavaScript', 'zh/guide/b.mdx', 'export const x = 1;\n\n# B {x}\n'],
  ])('get the file\'s path and the page\'s language and route (%s)', async (_name, relativePath, source) => {
    const seen: unknown[] = [];
    const spy = (kind: string) => () => (_tree: Root, file: VFile) => {
      seen.push({ kind, path: file.path, rsdocs: file.data.rsdocs });
    };
    const route = { routePath: '/zh/guide/b', lang: 'zh', version: '', relativePath };
    await compilePage(`---\ntitle: B\n---\n${source}`, {
      file: `docs/${relativePath}`,
      route,
      contentRoot: '/site/docs',
      markdownPlugins: { remark: [spy('remark')], rehype: [spy('rehype')] },
    });
    const context = { lang: 'zh', route: '/zh/guide/b', version: '', relativePath, frontmatter: { title: 'B' } };
    expect(seen).toEqual([
      { kind: 'remark', path: `/site/docs/${relativePath}`, rsdocs: context },
      { kind: 'rehype', path: `/site/docs/${relativePath}`, rsdocs: context },
    ]);
  });
});
