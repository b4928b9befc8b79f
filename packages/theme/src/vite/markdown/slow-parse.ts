import { createProcessor } from '@mdx-js/mdx';
import type { Root as MdastRoot } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { VFile } from 'vfile';
import { rehypeRsdocs } from './rehype-rsdocs';
import { remarkRsdocs } from './remark-rsdocs';
import { remarkFragmentComponents } from './fragments';
import type { MarkdownPlugin } from '../../config/schema';
import type { MarkdownPlugins } from './compile';

// The micromark parsers and MDX's JavaScript generation: several hundred modules that a build loads only when
// a page needs them (one the markdown-it front end refuses, or MDX with ESM or expressions). See compile.ts.

// Parsers only (syntax extensions, no per-page plugins), so they are built once. MDX's also reads JSX,
// `{expressions}` and `import`/`export`.
export const markdownParser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();
export const mdxParser = createProcessor({ format: 'mdx', remarkPlugins: [remarkGfm, remarkDirective] }).freeze();

type Parsers = { markdown: typeof markdownParser; mdx: typeof mdxParser };
const withPlugins = new WeakMap<object, Parsers>();

/**
 * The parsers for a site's remark plugins: attached to the parser too, since a plugin may add syntax (a micromark
 * extension, e.g. remark-math's `$…$`). Built once per list of plugins.
 */
export function parsersFor(remarkPlugins?: MarkdownPlugin[]): Parsers {
  if (!remarkPlugins?.length) return { markdown: markdownParser, mdx: mdxParser };
  let parsers = withPlugins.get(remarkPlugins);
  if (!parsers) {
    parsers = {
      markdown: unified().use(remarkParse).use(remarkGfm).use(remarkDirective).use(remarkPlugins as never).freeze() as never,
      mdx: createProcessor({ format: 'mdx', remarkPlugins: [remarkGfm, remarkDirective, ...(remarkPlugins as never[])] }).freeze(),
    };
    withPlugins.set(remarkPlugins, parsers);
  }
  return parsers;
}

/** An MDX page that needs JavaScript, compiled by MDX from the tree already parsed. */
export async function mdxModule(tree: MdastRoot, rsdocsOptions: Parameters<typeof remarkRsdocs>[0], plugins?: MarkdownPlugins, file?: VFile): Promise<string> {
  const processor = createProcessor({
    format: 'mdx',
    // GFM and directives are syntax only: the tree already has them. The site's remark plugins run before the
    // theme's pass, its rehype plugins after. Imported fragments get the page's components.
    remarkPlugins: [...((plugins?.remark ?? []) as never[]), [remarkRsdocs, rsdocsOptions], remarkFragmentComponents],
    rehypePlugins: [rehypeRsdocs, ...((plugins?.rehype ?? []) as never[])],
    jsxImportSource: 'react',
    development: false,
  });
  // (MDX types `run`'s input as the estree it returns; it takes the mdast `parse` gave.)
  return processor.stringify(await processor.run(tree as never, file), file);
}
