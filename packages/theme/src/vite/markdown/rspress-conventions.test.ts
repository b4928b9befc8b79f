// An Rspress site's Markdown conventions, compiled as a page would be: nothing of their syntax may reach the HTML.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
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

> [!TIP]
> An alert tip.

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
  it('goes through the fast parser', () => {
    const body = preprocessMarkdown(splitFrontmatter(PAGE).body);
    expect(explainFast(body, true)).toBeUndefined();
    expect(explainFast(body, false)).toBeUndefined();
  });

  it.each([
    ['fast', {}],
    ['slow', { slowParse: true }],
  ])('leaves no \\{, ::: or [!code in the HTML (%s parser)', async (_name, extra) => {
    const page = await compile(PAGE, extra);
    expect(page.problems).toEqual([]);
    const html = render(page.content);
    fs.writeFileSync(`/tmp/md29/${_name}.html`, html);
    expect(html).not.toContain('\\{');
    expect(html).not.toContain(':::');
    expect(html).not.toContain('[!code');
    expect(html).not.toContain('[!NOTE]');
  });
});
