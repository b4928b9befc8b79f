import type { Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { FragmentUse } from './fragments';

export interface TextHeading {
  depth: number;
  text: string;
  id: string;
  charIndex: number;
}

/** Between the cells of a table row in the plain text (search snippets show it). */
export const CELL_SEPARATOR = ' | ';
/**
 * Search joins a section's lines into one line for its snippets: a block that does not end a sentence (a table
 * row, a list item such as "CLI: --dts / --no-dts") gets this mark, so it does not run into the next one.
 */
export const BLOCK_END = ' ·';
const ENDS_SENTENCE = /[.!?;:。！？；：·]$/;

const CONTAINERS = new Set(['root', 'blockquote', 'list', 'listItem', 'table', 'mdxJsxFlowElement', 'containerDirective', 'footnoteDefinition']);

/**
 * The page as plain text, one block per line, for search and llms output. Headings record their offset
 * (`charIndex`) so search can split sections and the outline can point into the text.
 */
export function extractPlainText(
  tree: Root,
  ids: WeakMap<object, string>,
  includeCode: boolean,
  /** The page's imported fragments by local name: where each is rendered is noted in `fragments`. */
  fragmentSources?: Map<string, string>,
): { text: string; headings: TextHeading[]; fragments: FragmentUse[] } {
  let text = '';
  const headings: TextHeading[] = [];
  const fragments: FragmentUse[] = [];
  const add = (s: string, block = true) => {
    const t = s.replace(/\s+/g, ' ').trim();
    if (t) text += block && !ENDS_SENTENCE.test(t) ? `${t}${BLOCK_END}\n` : `${t}\n`;
  };
  const walk = (node: Nodes) => {
    switch (node.type) {
      case 'heading': {
        const value = toString(node).trim();
        headings.push({ depth: node.depth, text: value, id: ids.get(node) ?? '', charIndex: text.length });
        add(value, false);
        return;
      }
      case 'code':
        if (includeCode) text += `${node.value}\n`;
        return;
      case 'tableRow':
        // Cells keep a visible boundary: a search snippet must not run "--dts" into the next cell's "dts".
        add(
          node.children
            .map((c) => toString(c).replace(/\s+/g, ' ').trim())
            .filter(Boolean)
            .join(CELL_SEPARATOR),
        );
        return;
      case 'paragraph':
        add(toString(node));
        return;
      case 'mdxJsxFlowElement': {
        const source = node.name ? fragmentSources?.get(node.name) : undefined;
        if (source) {
          const { start, end } = node.position ?? {};
          fragments.push({ source, charIndex: text.length, ...(start && end ? { lines: [start.line, end.line] as [number, number] } : {}) });
          return;
        }
        // A callout's title is text a reader sees: searchable like a paragraph.
        if (node.name === 'Callout') {
          const title = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'title');
          if (title && title.type === 'mdxJsxAttribute' && typeof title.value === 'string') add(title.value);
          break;
        }
        // Tabs and package-manager tabs carry their text in attributes or children.
        if (node.name === 'PackageManagerTabs') {
          const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'command');
          if (attr && attr.type === 'mdxJsxAttribute' && typeof attr.value === 'string' && includeCode) add(attr.value);
          return;
        }
        break;
      }
      default:
        break;
    }
    if (CONTAINERS.has(node.type) && 'children' in node) for (const child of node.children as Nodes[]) walk(child);
  };
  walk(tree);
  return { text, headings, fragments };
}
