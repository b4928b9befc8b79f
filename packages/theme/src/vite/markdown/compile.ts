import fs from 'node:fs';
import path from 'node:path';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { Root as MdastRoot } from 'mdast';
import type { Frontmatter, PageData, PageType } from '../../runtime/types';
import type { Problem } from '../errors';
import { parseFrontmatter } from './frontmatter';
import { authorReason } from './compile-error';
import { preprocessMarkdown, readableMarkdown } from './preprocess';
import { prefixLinkWithLanguage, resolveRelativeLink } from './links';
import { VFile } from 'vfile';
import { withLanguageFolder, type RouteInfo, type RouteOptions } from '../content/routes';
import { toContentTree } from './content-tree';
import { parseFast } from './fast-parse';
import { MAX_LIST_DEPTH, tooDeepList } from './nesting';
import { contentModuleCode } from './content-module';
import { rehypeRsdocs } from './rehype-rsdocs';
import { remarkRsdocs, type LinkRef, type MarkdownFacts } from './remark-rsdocs';
import { isStaticMdx, remarkUnravelJsx } from './static-mdx';
import { componentsUsed, componentTagsInMarkdown, type ComponentUse } from './components-used';
import type { MarkdownPlugin } from '../../config/schema';
import type { FragmentUse } from './fragments';

export interface CompiledPage {
  file: string;
  route: RouteInfo;
  /**
   * ES module: `default` is the page component, `pageData` its data. A build keeps it only for pages with
   * JavaScript: for the others `pageModuleCode` makes it again from `content` when the dev server asks.
   */
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
  /** Worth telling the author, not stopping the build (a component tag in a `.md` page). */
  warnings: Problem[];
  /** Components an MDX page renders without declaring them (checked against the theme's once it is known). */
  components: ComponentUse[];
  /**
   * Content files the compile looked for (path relative to the content root) and whether each was there: links
   * resolve by them (`./x` is `x.md` or `x/index.md`; in a zh page `/x` leads to `/zh/x` only while `zh/x.md`
   * exists), so a compiled page is stale once one of these answers changes, though its source did not.
   */
  fileChecks?: Record<string, boolean>;
  /** Where the page renders imported `.md`/`.mdx` fragments (the page store adds their headings and text there). */
  fragments?: FragmentUse[];
  /** A home page with no `hero`, no `features` and a body that shows nothing: only the navbar would show. */
  emptyHome?: true;
}

/** The site's remark and rehype plugins (functions: pages with them compile on the main thread). */
export interface MarkdownPlugins {
  remark: MarkdownPlugin[];
  rehype: MarkdownPlugin[];
}

export interface CompileOptions {
  file: string;
  route: RouteInfo;
  lastUpdatedTime?: number;
  codeBlocksInSearch?: boolean;
  /**
   * With both, relative links (`./start.md`) become the routes of the files they name (checked against the
   * content folder, so `./config` finds `config.md` or `config/index.md`).
   */
  routeOptions?: RouteOptions;
  contentRoot?: string;
  /** The site's remark/rehype plugins: pages then take the remark parsers, which plugins may extend. */
  markdownPlugins?: MarkdownPlugins;
  /** Compile .mdx with MDX even when the page needs no JavaScript (tests compare both outputs). */
  forceMdx?: boolean;
  /** Parse with remark/MDX even when the markdown-it front end could (tests compare both). */
  slowParse?: boolean;
  /**
   * Absolute links without a language in a non-default-language page lead to that language's page when it exists
   * (`markdown.autoPrefixLinks`; needs `routeOptions` and `contentRoot`). @default true
   */
  autoPrefixLinks?: boolean;
  /**
   * `i18n.fallback`: every page of the default language exists in the other languages too (untranslated pages), so
   * links from a page of another language lead to its route there when only the default language has the file.
   */
  fallbackPages?: boolean;
  /**
   * Leave a content-tree page's `code` empty (a build: `pageModuleCode` makes the module from `content` when it is
   * asked for). The code repeats the whole tree as an escaped string: making it and sending it back from a compile
   * worker cost ~5 % of the compile, for a string the build dropped at once. @default true
   */
  contentCode?: boolean;
}

/** What the site's remark/rehype plugins find in `file.data.rsdocs` (the vfile's `path` is the page's file). */
export interface PluginPageContext {
  /** The page's language, e.g. `zh`. */
  lang: string;
  /** Its route, e.g. `/zh/guide/start`. */
  route: string;
  /** Its version (`''` without versions). */
  version: string;
  /** Its path relative to the content root, e.g. `zh/guide/start.md`. */
  relativePath: string;
  /** Its frontmatter, as parsed. */
  frontmatter: Frontmatter;
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
  const fileChecks: Record<string, boolean> = {};
  const base = { file, route, text: '', links: [], ids: [], markdown: readableMarkdown(fm.body), problems: fm.problems, warnings: fm.warnings, components: [], fileChecks };
  // An untranslated page names its original's file (its edit link edits that) and route.
  const sourcePath = route.untranslated?.relativePath ?? route.relativePath;
  const pageData: PageData = {
    pagePath: sourcePath,
    pageType: 'doc',
    title: '',
    frontmatter: fm.data,
    toc: [],
    routePath: route.routePath,
    lang: route.lang,
    version: route.version,
    lastUpdatedTime: opts.lastUpdatedTime,
    relativePath: `/${sourcePath}`,
    ...(route.untranslated ? { untranslatedOf: route.untranslated.of } : {}),
  };
  if (fm.problems.length) return { ...base, code: '', pageData };
  const deep = tooDeepList(fm.body);
  if (deep) {
    const message = `a list item indented ${deep.indent} columns, in a list nested up to ${deep.depth} deep (past ${MAX_LIST_DEPTH} levels the Markdown parser takes minutes): flatten the list, or split it into several`;
    return { ...base, code: '', pageData, problems: [{ file, line: deep.line + fm.lineCount, message }] };
  }

  let output: PageCode;
  try {
    const rsdocsOptions = {
      facts,
      codeBlocksInSearch: opts.codeBlocksInSearch ?? true,
      resolveLink: relativeLinkResolver(opts, fileChecks),
      prefixLink: languagePrefixer(opts, fileChecks),
      titleTag: typeof fm.data.tag === 'string' ? fm.data.tag : undefined,
    };
    output = await pageCode(preprocessMarkdown(fm.body), file.endsWith('.mdx'), rsdocsOptions, opts, pluginFile(opts, fm.data));
  } catch (error) {
    const e = error as { line?: number; column?: number; reason?: string; message?: string; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
    let reason = e.reason ?? e.message ?? String(error);
    // MDX names the tag it means with its place in the body, as `(3:1-3:7)`: that is the place to fix (the error's own
    // place is often where MDX gave up, e.g. the end of the file). Shown once, counted from the top of the file.
    const named = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(reason);
    if (named) reason = reason.replace(named[0], '');
    // Errors at the end of the file carry no position: point at the last line.
    const line = named ? Number(named[1]) : (e.line ?? e.place?.line ?? e.place?.start?.line ?? fm.body.split('\n').length);
    const column = named ? Number(named[2]) : (e.column ?? e.place?.column ?? e.place?.start?.column);
    reason = authorReason(reason, fm.body.split('\n')[line - 1], column);
    return {
      ...base,
      code: '',
      pageData,
      problems: [{ file, line: line + fm.lineCount, ...(column ? { column } : {}), message: `cannot compile Markdown: ${reason}` }],
    };
  }

  const lineShift = (l?: number) => (l === undefined ? undefined : l + fm.lineCount);
  const warnings: Problem[] = [
    ...fm.warnings,
    ...(facts.componentTags ?? []).map((t) => ({
      file,
      line: t.line + fm.lineCount,
      column: t.column,
      message: `<${t.name}> is a component, but .md pages show components as nothing: rename the file to ${path.posix.basename(file).replace(/\.md$/, '.mdx')} to use it`,
    })),
    ...(facts.warnings ?? []).map((w) => ({ file, line: lineShift(w.line), ...(w.column ? { column: w.column } : {}), message: w.message, ...(w.group ? { group: w.group } : {}) })),
  ];
  pageData.title = fm.data.title ?? facts.h1 ?? route.routePath;
  // `doc-wide` (Rspress's) is the doc layout with a wide column.
  pageData.pageType = fm.data.pageType === 'doc-wide' ? 'doc' : ((fm.data.pageType as PageType | undefined) ?? 'doc');
  pageData.toc = facts.toc;
  pageData.frontmatter = { ...fm.data, description: describe(fm.data, facts) };
  return {
    ...base,
    ...output,
    pageData,
    text: facts.text,
    links: facts.links.map((l) => ({ ...l, line: lineShift(l.line) })),
    ids: facts.ids,
    warnings,
    components: (facts.components ?? []).map((c) => ({ ...c, line: c.line + fm.lineCount })),
    ...(facts.fragments ? { fragments: facts.fragments } : {}),
    ...(pageData.pageType === 'home' && !fm.data.hero && !fm.data.features && bodyShowsNothing(fm.body) ? { emptyHome: true as const } : {}),
  };
}

/**
 * Whether a page body shows nothing: it holds only blank lines, comments, and `import`/`export` blocks (as MDX reads
 * them: a block that starts with one of the words runs to the next blank line). An Rspress home page is often that,
 * its look coming from the theme's `HomeLayout`.
 */
export function bodyShowsNothing(body: string): boolean {
  return body.split(/\n[ \t]*\n/).every((block) => {
    const text = block.trim();
    if (/^(import|export)\s/.test(text)) return true;
    return text.replace(/\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->/g, '').trim() === '';
  });
}

function languagePrefixer(opts: CompileOptions, checks: Record<string, boolean>): ((url: string) => string | undefined) | undefined {
  const { routeOptions, contentRoot, route, autoPrefixLinks } = opts;
  if (!routeOptions || !contentRoot || autoPrefixLinks === false || route.lang === routeOptions.defaultLang) return undefined;
  const exists = pageExists(opts, checks);
  return (url) => prefixLinkWithLanguage(url, { route, routeOptions, exists });
}

/**
 * Whether a page file exists (path relative to the content root): in its language's folder or, with untranslated
 * pages built, in the default language's (its route then exists in every language). Each file's answer is noted in
 * `checks` (see `CompiledPage.fileChecks`).
 */
function pageExists({ contentRoot, routeOptions, fallbackPages }: CompileOptions, checks: Record<string, boolean>): (relativePath: string) => boolean {
  const own = (rel: string) => (checks[rel] ??= fs.existsSync(path.join(contentRoot!, rel)));
  if (!fallbackPages || !routeOptions) return own;
  return (rel) => own(rel) || own(withLanguageFolder(rel, routeOptions.defaultLang, routeOptions));
}

/** The vfile the site's plugins get: the page's path, and its language and route in `data.rsdocs`. */
function pluginFile(opts: CompileOptions, frontmatter: Frontmatter): VFile | undefined {
  if (!opts.markdownPlugins) return undefined;
  const { route } = opts;
  const rsdocs: PluginPageContext = { lang: route.lang, route: route.routePath, version: route.version, relativePath: route.relativePath, frontmatter };
  const filePath = opts.contentRoot ? path.join(opts.contentRoot, route.untranslated?.relativePath ?? route.relativePath) : path.resolve(opts.file);
  return new VFile({ path: filePath, data: { rsdocs } });
}

function relativeLinkResolver(opts: CompileOptions, checks: Record<string, boolean>): ((url: string) => string | undefined) | undefined {
  const { routeOptions, contentRoot, route } = opts;
  if (!routeOptions || !contentRoot) return undefined;
  const exists = pageExists(opts, checks);
  return (url) => resolveRelativeLink(url, { from: route.relativePath, routeOptions, exists });
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
async function pageCode(source: string, mdx: boolean, rsdocsOptions: RsdocsOptions, opts: CompileOptions, file?: VFile): Promise<PageCode> {
  const forceMdx = opts.forceMdx ?? false;
  const plugins = opts.markdownPlugins;
  const facts = rsdocsOptions.facts;
  // Site plugins may add syntax (micromark extensions) the markdown-it front end knows nothing of.
  const fast = forceMdx || opts.slowParse || plugins ? undefined : parseFast(source, mdx);
  if (fast) {
    noteComponents(fast, source, mdx, facts);
    return contentModule(fast, rsdocsOptions, opts, file);
  }
  const slow = await import('./slow-parse');
  const parsers = slow.parsersFor(plugins?.remark);
  const tree = mdx ? parsers.mdx.parse(source) : parsers.markdown.parse(source);
  noteComponents(tree, source, mdx, facts);
  if (!mdx || (isStaticMdx(tree) && !forceMdx)) return contentModule(tree, rsdocsOptions, opts, file);
  return { code: await slow.mdxModule(tree, rsdocsOptions, plugins, file) };
}

/** The components a page names: an MDX page's undeclared ones (checked once the theme's are known), a `.md` page's tags (warned about). */
function noteComponents(tree: MdastRoot, source: string, mdx: boolean, facts: MarkdownFacts): void {
  if (mdx) facts.components = componentsUsed(tree, source);
  else facts.componentTags = componentTagsInMarkdown(tree, source);
}

async function contentModule(tree: MdastRoot, rsdocsOptions: RsdocsOptions, { markdownPlugins: plugins, contentCode = true }: CompileOptions, file?: VFile): Promise<PageCode> {
  const processor = unified()
    .use(remarkUnravelJsx)
    // The site's remark plugins see the tree as parsed (code blocks, containers) before the theme's pass.
    .use((plugins?.remark ?? []) as never)
    .use(remarkRsdocs, rsdocsOptions)
    // MDX nodes stay as they are: JSX becomes content-tree elements, comment expressions nothing.
    .use(remarkRehype, { passThrough: ['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression'] })
    .use(rehypeRsdocs)
    .use((plugins?.rehype ?? []) as never);
  const hast = await processor.run(tree, file);
  const content = JSON.stringify(toContentTree(hast as never));
  return { code: contentCode ? contentModuleCode(content) : '', content };
}
