import { createProcessor } from '@mdx-js/mdx';
import type { Root as MdastRoot } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { rehypeRsdocs } from './rehype-rsdocs';
import { remarkRsdocs } from './remark-rsdocs';

// The micromark parsers and MDX's JavaScript generation: several hundred modules that a build loads only when
// a page needs them (one the markdown-it front end refuses, or MDX with ESM or expressions). See compile.ts.

// Parsers only (syntax extensions, no per-page plugins), so they are built once. MDX's also reads JSX,
// `{expressions}` and `import`/`export`.
export const markdownParser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();
export const mdxParser = createProcessor({ format: 'mdx', remarkPlugins: [remarkGfm, remarkDirective] }).freeze();

/** An MDX page that needs JavaScript, compiled by MDX from the tree already parsed. */
export async function mdxModule(tree: MdastRoot, rsdocsOptions: Parameters<typeof remarkRsdocs>[0]): Promise<string> {
  const processor = createProcessor({
    format: 'mdx',
    // GFM and directives are syntax only: the tree already has them.
    remarkPlugins: [[remarkRsdocs, rsdocsOptions]],
    rehypePlugins: [rehypeRsdocs],
    jsxImportSource: 'react',
    development: false,
  });
  // (MDX types `run`'s input as the estree it returns; it takes the mdast `parse` gave.)
  return processor.stringify(await processor.run(tree as never));
}
