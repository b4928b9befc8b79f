import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultMdxComponents } from '../../runtime/mdx-components';
import { compilePage } from './compile';
import { importLine } from './fragments';

// A page renders an imported fragment with its own MDX components: the fragment's code blocks and containers
// are the theme's, whether the fragment compiles to MDX's JavaScript or to a content tree.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-fragments-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const jsxRuntime = pathToFileURL(createRequire(import.meta.url).resolve('react/jsx-runtime')).href;
const contentRuntime = pathToFileURL(path.resolve(__dirname, '../../runtime/content.ts')).href;

const route = (name: string) => ({ routePath: `/guide/${name}`, lang: 'en', version: '', relativePath: `en/guide/${name}.mdx` });

/** A compiled module as a file, its imports pointed at real files (the bundler's job in a build). */
function writeModule(name: string, code: string, imports: Record<string, string> = {}): string {
  let text = code.replace('"react/jsx-runtime"', JSON.stringify(jsxRuntime));
  for (const [from, to] of Object.entries(imports)) text = text.replaceAll(`'${from}'`, JSON.stringify(to)).replaceAll(JSON.stringify(from), JSON.stringify(to));
  const file = path.join(dir, `${name}.mjs`);
  fs.writeFileSync(file, text);
  return pathToFileURL(file).href;
}

const FRAGMENT = '## Shared\n\n```js\nconst x = 1;\n```\n\n:::tip Shared tip\nInside.\n:::\n';

async function renderPageWith(fragmentSource: string, name: string): Promise<string> {
  const fragment = await compilePage(fragmentSource, { file: `docs/en/shared/${name}.mdx`, route: route(name) });
  expect(fragment.problems).toEqual([]);
  let fragmentUrl: string;
  if (fragment.content) {
    // A content tree: the page's module is `createContent(tree)`; the test makes it from the same tree.
    fragmentUrl = writeModule(`${name}-fragment`, `import { createContent } from ${JSON.stringify(contentRuntime)};\nexport default createContent(${fragment.content});\n`);
  } else fragmentUrl = writeModule(`${name}-fragment`, fragment.code);
  const page = await compilePage(`import Shared from '../shared/${name}.mdx';\n\n# Page\n\n<Shared />\n`, { file: `docs/en/guide/${name}.mdx`, route: route(name) });
  expect(page.problems).toEqual([]);
  const Page = ((await import(/* @vite-ignore */ writeModule(`${name}-page`, page.code, { [`../shared/${name}.mdx`]: fragmentUrl }))) as { default: ComponentType<{ components: object }> }).default;
  return renderToStaticMarkup(createElement(Page, { components: defaultMdxComponents }));
}

// The first compile loads the Markdown stack: seconds on a busy machine.
describe('an imported fragment', { timeout: 60_000 }, () => {
  it("renders with the page's components when it compiles to MDX's JavaScript", async () => {
    const html = await renderPageWith(`export const n = 2;\n\n${FRAGMENT}\nTwo is {n}.\n`, 'js');
    expect(html).toContain('rsd-code');
    expect(html).toContain('rsd-callout');
    expect(html).toContain('Shared tip');
    expect(html).toContain('Two is 2.');
  });

  it("renders with the page's components when it is a content tree", async () => {
    const html = await renderPageWith(FRAGMENT, 'tree');
    expect(html).toContain('rsd-code');
    expect(html).toContain('rsd-callout');
  });

  it('keeps the components a page passes itself', async () => {
    const page = await compilePage(`import Shared from './s.mdx';\n\n<Shared components={{}} />\n`, { file: 'docs/en/guide/own.mdx', route: route('own') });
    expect(page.code).not.toContain('components: props.components');
    const passed = await compilePage(`import Shared from './s.mdx';\nimport { Other } from './o.tsx';\n\n<Shared />\n<Other />\n`, { file: 'docs/en/guide/p.mdx', route: route('p') });
    // Once, for the fragment, not for the component.
    expect(passed.code.match(/components: props\.components/g)).toHaveLength(1);
  });
});

describe('importLine', () => {
  it('finds the line of the import statement naming a source', () => {
    expect(importLine("---\ntitle: x\n---\n\nimport A from './a.mdx';\nimport B from \"@en/b.mdx\";\n", '@en/b.mdx')).toBe(6);
    expect(importLine('no imports here', './a.mdx')).toBeUndefined();
  });
});

