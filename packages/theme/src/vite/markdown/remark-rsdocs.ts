import type { Blockquote, Code, Nodes, Paragraph, Root, Text } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import type { TocItem } from '../../runtime/types';
import type { ComponentUse } from './components-used';
import { fragmentImports, type FragmentUse } from './fragments';
import { createSlugger } from './slug';
import { extractPlainText } from './text';
import { highlightToHtml, parseCodeTitle, parseLineHighlights, resolveLang } from './highlight';
import { codeBlockWarnings, parseCodeFlags } from './code-meta';
import { readCodeNotations, type LineMarks } from './code-notations';

export interface LinkRef {
  url: string;
  /** How a relative link was written (`./start.md#install`), when `url` is the route it resolved to. */
  written?: string;
  line?: number;
  column?: number;
}

/** What the Markdown pass learns about a page; filled in by the plugin. */
export interface MarkdownFacts {
  h1?: string;
  firstParagraph?: string;
  toc: TocItem[];
  ids: string[];
  links: LinkRef[];
  text: string;
  /** MDX: components rendered without being declared in the page (body lines). */
  components?: ComponentUse[];
  /** Markdown: component tags kept as raw HTML (body lines). */
  componentTags?: ComponentUse[];
  /** Where the page renders the Markdown fragments it imports (their headings and text belong to the page there). */
  fragments?: FragmentUse[];
  /** What the page asks for that the build cannot honour, e.g. a code block for a plugin we do not have (body lines). */
  warnings?: Array<{ line?: number; column?: number; message: string; group?: string }>;
}

const CALLOUTS = new Set(['tip', 'info', 'important', 'warning', 'danger', 'details', 'note', 'caution']);
/**
 * GitHub alerts: `> [!NOTE]` at the start of a blockquote (text after it on that line is content). GitHub has five;
 * Rspress takes every container type this way (`[!INFO]`, `[!DANGER]`, `[!DETAILS]`).
 */
const ALERT = /^\[!(note|tip|important|warning|caution|info|danger|details)\][ \t]*\n?/i;

function attr(name: string, value: string): MdxJsxAttribute {
  return { type: 'mdxJsxAttribute', name, value };
}

/** Directives we do not know (`:name` in prose, e.g. `node:fs`) go back to being text. */
function directiveToText(node: { name: string; children?: Nodes[] }): Text {
  const label = node.children?.length ? `[${node.children.map((c) => toString(c)).join('')}]` : '';
  return { type: 'text', value: `:${node.name}${label}` };
}

type Parent = { children: Nodes[] };
const hasChildren = (node: Nodes): node is Nodes & Parent => 'children' in node && Array.isArray(node.children);

// Plain loops instead of a generic visitor: these walks run over every node of every page.

/** Every node below `parent` in document order (parents before their children). */
function walkTree(parent: Parent, fn: (node: Nodes, index: number, parent: Parent) => void): void {
  const children = parent.children;
  for (let i = 0; i < children.length; i++) {
    const node = children[i]!;
    fn(node, i, parent);
    if (hasChildren(node)) walkTree(node, fn);
  }
}

function callout(type: string, title: string | undefined, children: Nodes[], position: Nodes['position']): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'Callout',
    attributes: [attr('type', type), ...(title ? [attr('title', title)] : [])],
    children: children as MdxJsxFlowElement['children'],
    position,
  };
}

/** A blockquote that starts with `[!NOTE]` (GitHub's alert syntax) as a <Callout>, or undefined for another quote. */
function alertCallout(quote: Blockquote): MdxJsxFlowElement | undefined {
  const first = quote.children[0];
  const text = first?.type === 'paragraph' ? first.children[0] : undefined;
  if (text?.type !== 'text' || text.value[0] !== '[') return undefined;
  const m = ALERT.exec(text.value);
  if (!m) return undefined;
  text.value = text.value.slice(m[0].length);
  const paragraph = first as Paragraph;
  if (!text.value) paragraph.children.shift();
  // The line break after the marker, when the quote goes on with inline content (`[!TIP]` then `**Note**…`).
  if (paragraph.children[0]?.type === 'break') paragraph.children.shift();
  const children = paragraph.children.length ? quote.children : quote.children.slice(1);
  return callout(m[1]!.toLowerCase(), undefined, children, quote.position);
}

/**
 * Unknown text/leaf directives become text again; known containers and GitHub alerts become <Callout> (their
 * content is walked too).
 */
function replaceDirectives(parent: Parent): void {
  const children = parent.children;
  for (let i = 0; i < children.length; i++) {
    let node = children[i]!;
    if (node.type === 'blockquote') {
      // Walked below as the callout: its children may be a new list (without the marker's paragraph).
      const alert = alertCallout(node);
      if (alert) children[i] = node = alert as never;
    }
    if (node.type === 'textDirective' || node.type === 'leafDirective') {
      const text = directiveToText(node as never);
      children[i] = (node.type === 'leafDirective' ? { type: 'paragraph', children: [text] } : text) as never;
      continue;
    }
    if (node.type === 'containerDirective' && CALLOUTS.has(node.name.toLowerCase())) {
      const name = node.name.toLowerCase();
      let title: string | undefined;
      const first = node.children[0] as Paragraph | undefined;
      if (first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
        title = toString(first);
        node.children.shift();
      }
      children[i] = callout(name, title, node.children as Nodes[], node.position) as never;
    }
    if (hasChildren(node)) replaceDirectives(node);
  }
}

/** A code block of the page, where it sits in its parent, and the line marks its notations gave. */
type CodeSpot = { node: Code; index: number; parent: { children: unknown[] }; marks?: LineMarks };

/**
 * Code blocks → <CodeBlock> with the build-time highlighted markup as one HTML string: a block is hundreds of
 * token spans, and as HTML they cost React nothing to render or hydrate, and the page chunk less to ship.
 */
function replaceCodeBlocks(codes: CodeSpot[]): void {
  for (const { node, index, parent, marks } of codes) {
    const flags = parseCodeFlags(node.meta);
    const html = highlightToHtml(node.value, resolveLang(node.lang), parseLineHighlights(node.meta), { marks, lineNumbers: flags.lineNumbers });
    const title = parseCodeTitle(node.meta);
    const element: MdxJsxFlowElement = {
      type: 'mdxJsxFlowElement',
      name: 'CodeBlock',
      attributes: [
        attr('lang', node.lang ?? 'text'),
        ...(title ? [attr('title', title)] : []),
        // A boolean attribute, as `<CodeBlock wrap>` in MDX.
        ...(flags.wrap ? [{ type: 'mdxJsxAttribute', name: 'wrap', value: null } as MdxJsxAttribute] : []),
        attr('html', html),
      ],
      children: [],
      position: node.position,
    };
    parent.children[index] = element;
  }
}

export function remarkRsdocs(options: {
  facts: MarkdownFacts;
  codeBlocksInSearch: boolean;
  /** The route of a relative link (`./start.md` → `/guide/start`), or undefined to leave it as it is. */
  resolveLink?: (url: string) => string | undefined;
  /**
   * An absolute link as this page's language has it (`/guide/start` → `/zh/guide/start` in a zh page, when that
   * page exists), or undefined to keep it.
   */
  prefixLink?: (url: string) => string | undefined;
  /** The frontmatter's `tag` (Rspress's): a label shown after the page's `#` title, outside its text. */
  titleTag?: string;
}) {
  const { facts } = options;
  return (tree: Root) => {
    // 1. Unknown text/leaf directives → text; known containers → <Callout>.
    replaceDirectives(tree);

    // 2. One walk for the rest: heading ids (explicit `{#id}` or slug, in document order), the title, internal
    // links (for the dead-link check; `.md`/`.mdx` extensions authors may write are dropped), and code blocks.
    const slug = createSlugger();
    const headingIds = new WeakMap<object, string>();
    const codes: CodeSpot[] = [];
    const visitNode = (node: Nodes, index: number, parent: Parent) => {
      if (node.type === 'heading') {
        let explicit: string | undefined;
        const last = node.children[node.children.length - 1];
        if (last?.type === 'text') {
          const m = /\s*\{#([\w\-.]+)\}\s*$/.exec(last.value);
          if (m) {
            explicit = m[1];
            last.value = last.value.slice(0, m.index);
          }
        }
        const text = toString(node).trim();
        const id = slug(text, explicit);
        headingIds.set(node, id);
        facts.ids.push(id);
        node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
        if (node.depth === 1 && facts.h1 === undefined) facts.h1 = text;
      } else if (node.type === 'link') {
        if (/^\/(?!\/)/.test(node.url) || node.url.startsWith('#')) {
          node.url = node.url.replace(/(\/index)?\.mdx?(?=$|#)/, (_m, index: string | undefined) => (index ? '/' : ''));
          if (node.url[0] === '/') node.url = options.prefixLink?.(node.url) ?? node.url;
          facts.links.push({ url: node.url, line: node.position?.start.line, column: node.position?.start.column });
        } else {
          // Relative links become the clean URL of the page they name, and are checked like absolute ones.
          const route = options.resolveLink?.(node.url);
          if (route) {
            facts.links.push({ url: route, written: node.url, line: node.position?.start.line, column: node.position?.start.column });
            node.url = route;
          }
        }
      } else if (node.type === 'code') {
        // `// [!code ++]` and the other notations leave the code (and the search text) before anything reads it.
        const notations = node.value.includes('[!code') ? readCodeNotations(node.value) : undefined;
        if (notations) node.value = notations.code;
        codes.push({ node, index, parent: parent as never, marks: notations?.marks });
        for (const warning of codeBlockWarnings(node.lang, node.meta))
          (facts.warnings ??= []).push({ line: node.position?.start.line, column: node.position?.start.column, ...warning });
      }
    };
    walkTree(tree, visitNode);

    // 3. Plain text and outline (before code blocks are replaced).
    const { text, headings, fragments } = extractPlainText(tree, headingIds, options.codeBlocksInSearch, fragmentImports(tree));
    facts.text = text;
    if (fragments.length) facts.fragments = fragments;
    facts.toc = headings
      .filter((h) => h.depth === 2 || h.depth === 3)
      .map((h) => ({ id: h.id, text: h.text, depth: h.depth as 2 | 3, charIndex: h.charIndex }));
    const firstParagraph = tree.children.find((n): n is Paragraph => n.type === 'paragraph');
    if (firstParagraph) facts.firstParagraph = toString(firstParagraph).trim();
    // After the text is read: the tag is no part of the title, the outline or the search text.
    if (options.titleTag) {
      const h1 = tree.children.find((n) => n.type === 'heading' && n.depth === 1) as Parent | undefined;
      h1?.children.push({ type: 'text', value: options.titleTag, data: { hName: 'span', hProperties: { className: ['rsd-title-tag'] } } } as never);
    }

    // 4. Code blocks → <CodeBlock> (after the text is read).
    replaceCodeBlocks(codes);
  };
}
