import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { Root as MdastRoot } from 'mdast';
import type { Frontmatter, PageData, PageType } from '../../runtime/types';
import type { Problem } from '../errors';
import { parseFrontmatter } from '../frontmatter';
import { preprocessMarkdown } from '../preprocess';
import type { RouteInfo } from '../routes';
import { toContentTree } from './content-tree';
import { placeParserError } from './error-place';
import { parseFast } from './fast-parse';
import { CONTENT_RUNTIME } from './page-module';
import { rehypeRsdocs } from './rehype-rsdocs';
import { remarkRsdocs, type LinkRef, type MarkdownFacts } from './remark-rsdocs';
import { isStaticMdx, remarkUnravelJsx } from './static-mdx';

export interface CompiledPage {
  file: string;
  route: RouteInfo;
  /** ES module: `default` is the page component, `pageData` its data. */
  code: string;
  /**
   * The content tree as JSON, for pages that ship as one (Markdown, MDX without JavaScript): the prerender
   * renders these from it directly, so only pages with JavaScript need a server bundle.
   */
  content?: string;
  pageData: PageData;
  /** Plain text of the page (search, llms). */
  text: string;
  links: LinkRef[];
  ids: string[];
  /** Markdown body without frontmatter (for the .md copy). */
  markdown: string;
  problems: Problem[];
}

export interface CompileOptions {
  file: string;
  route: RouteInfo;
  lastUpdatedTime?: number;
  codeBlocksInSearch?: boolean;
  /** Compile .mdx with MDX even when the page needs no JavaScript (tests compare both outputs). */
  forceMdx?: boolean;
  /** Parse with remark/MDX even when the markdown-it front end could (tests compare both). */
  slowParse?: boolean;
}

function describe(fm: Frontmatter, facts: MarkdownFacts): string {
  if (fm.description) return fm.description;
  const p = facts.firstParagraph ?? '';
  return p.length > 160 ? `${p.slice(0, 157)}…` : p;
}

/** Compile one Markdown/MDX page to a JS module plus everything the build needs to know about it. */
export async function compilePage(source: string, opts: CompileOptions): Promise<CompiledPage> {
  const { file, route } = opts;
  const fm = parseFrontmatter(source, file);
  const facts: MarkdownFacts = { toc: [], ids: [], links: [], text: '' };
  const base = { file, route, text: '', links: [], ids: [], markdown: fm.body, problems: fm.problems };
  const pageData: PageData = {
    pagePath: route.relativePath,
    pageType: 'doc',
    title: '',
    frontmatter: fm.data,
    toc: [],
    routePath: route.routePath,
    lang: route.lang,
    version: route.version,
    lastUpdatedTime: opts.lastUpdatedTime,
    relativePath: `/${route.relativePath}`,
  };
  if (fm.problems.length) return { ...base, code: '', pageData };

  let output: PageCode;
  try {
    const rsdocsOptions = { facts, codeBlocksInSearch: opts.codeBlocksInSearch ?? true };
    output = await pageCode(preprocessMarkdown(fm.body), file.endsWith('.mdx'), rsdocsOptions, opts);
  } catch (error) {
    return { ...base, code: '', pageData, problems: [placeParserError(error, file, fm.lineCount, fm.body)] };
  }

  const lineShift = (l?: number) => (l === undefined ? undefined : l + fm.lineCount);
  pageData.title = fm.data.title ?? facts.h1 ?? route.routePath;
  pageData.pageType = (fm.data.pageType as PageType | undefined) ?? 'doc';
  pageData.toc = facts.toc;
  pageData.frontmatter = { ...fm.data, description: describe(fm.data, facts) };
  return {
    ...base,
    ...output,
    pageData,
    text: facts.text,
    links: facts.links.map((l) => ({ ...l, line: lineShift(l.line) })),
    ids: facts.ids,
  };
}

type RsdocsOptions = Parameters<typeof remarkRsdocs>[0];
type PageCode = Pick<CompiledPage, 'code' | 'content'>;

/**
 * The page's module. Markdown, and MDX that needs no JavaScript (no ESM, no expressions, literal attributes),
 * skip MDX's JavaScript generation: the same remark/rehype passes produce a hast tree that ships as JSON and
 * renders with `createContent` (cheaper to build, smaller to download, same markup). Other MDX pages compile
 * with MDX from the tree already parsed. Pages the markdown-it front end understands skip micromark too: it
 * gives the same mdast much faster (fast-parse.ts).
 */
async function pageCode(source: string, mdx: boolean, rsdocsOptions: RsdocsOptions, opts: CompileOptions): Promise<PageCode> {
  const forceMdx = opts.forceMdx ?? false;
  const fast = forceMdx || opts.slowParse ? undefined : parseFast(source, mdx);
  if (fast) return contentModule(fast, rsdocsOptions);
  const slow = await import('./slow-parse');
  if (!mdx) return contentModule(slow.markdownParser.parse(source), rsdocsOptions);
  const tree = slow.mdxParser.parse(source);
  if (isStaticMdx(tree) && !forceMdx) return contentModule(tree, rsdocsOptions);
  return { code: await slow.mdxModule(tree, rsdocsOptions) };
}

async function contentModule(tree: MdastRoot, rsdocsOptions: RsdocsOptions): Promise<PageCode> {
  const processor = unified()
    .use(remarkUnravelJsx)
    .use(remarkRsdocs, rsdocsOptions)
    // MDX nodes stay as they are: JSX becomes content-tree elements, comment expressions nothing.
    .use(remarkRehype, { passThrough: ['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression'] })
    .use(rehypeRsdocs);
  const hast = await processor.run(tree);
  const content = JSON.stringify(toContentTree(hast as never));
  const code = `import { createContent } from ${JSON.stringify(CONTENT_RUNTIME)};
export default createContent(JSON.parse(${JSON.stringify(content)}));
`;
  return { code, content };
}
