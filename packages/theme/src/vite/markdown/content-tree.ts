import type { Element, ElementContent, Properties, Root, RootContent } from 'hast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { ContentNode, ContentProps } from '../../runtime/content';
import { attributeValue, DYNAMIC } from './static-mdx';

type Node = Root | RootContent | ElementContent | MdxJsxFlowElement | MdxJsxTextElement;

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** `a:b;c-d:e` → `{ a: 'b', cD: 'e' }` (React's style object). */
function styleObject(style: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const decl of style.split(';')) {
    const i = decl.indexOf(':');
    if (i < 0) continue;
    const name = decl.slice(0, i).trim();
    const value = decl.slice(i + 1).trim();
    if (name && value) out[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())] = value;
  }
  return out;
}

/** hast properties → React props, decided at build time so the browser only spreads them. */
export function reactProps(tagName: string, properties: Properties): ContentProps | 0 {
  const props: ContentProps = {};
  for (const [name, value] of Object.entries(properties)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === 'className') props.className = Array.isArray(value) ? value.join(' ') : String(value);
    else if (name === 'style') props.style = styleObject(String(value));
    else if (name === 'align' && (tagName === 'td' || tagName === 'th')) props.style = { textAlign: String(value) };
    // `ariaDescribedBy` → `aria-describedby` (ARIA names are one word), `dataFootnoteRef` → `data-footnote-ref`.
    else if (/^aria[A-Z]/.test(name)) props[`aria-${name.slice(4).toLowerCase()}`] = Array.isArray(value) ? value.join(' ') : value;
    else if (/^data[A-Z]/.test(name)) props[kebab(name)] = Array.isArray(value) ? value.join(' ') : value;
    else props[name] = Array.isArray(value) ? value.join(' ') : value;
  }
  return Object.keys(props).length ? props : 0;
}

/** JSX attributes → props as MDX passes them: names as written, values the strings or literals (see static-mdx.ts). */
function mdxProps(node: { name: string | null; attributes: MdxJsxFlowElement['attributes'] }): ContentProps | 0 {
  const props: ContentProps = {};
  for (const attr of node.attributes) {
    const value = attr.type === 'mdxJsxAttribute' ? attributeValue(attr) : DYNAMIC;
    // isStaticMdx sends pages with other attributes to MDX.
    if (value === DYNAMIC || attr.type !== 'mdxJsxAttribute') throw new Error(`<${node.name}>: only literal attribute values can ship as a content tree`);
    props[attr.name] = value;
  }
  return Object.keys(props).length ? props : 0;
}

function convert(node: Node): ContentNode[] {
  switch (node.type) {
    case 'root':
      return node.children.flatMap((c) => convert(c));
    case 'text':
      return node.value ? [node.value] : [];
    case 'element':
      return [elementNode(node)];
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      if (!node.name) return (node.children as Node[]).flatMap(convert);
      // A tag written as JSX is marked `!`: MDX never hands those to `components` (see runtime/content.ts).
      return [[/^[a-z]/.test(node.name) ? `!${node.name}` : node.name, mdxProps(node), ...(node.children as Node[]).flatMap(convert)]];
    default:
      // Comments, doctypes and raw HTML are not part of a Markdown page's output, nor are MDX `{/* comments */}`.
      return [];
  }
}

// Line breaks between table rows and cells are not valid DOM children there (React warns when hydrating); MDX drops them too.
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

function elementNode(node: Element): ContentNode {
  const children = TABLE_PARTS.has(node.tagName) ? node.children.filter((c) => !(c.type === 'text' && c.value === '\n')) : node.children;
  return [node.tagName, reactProps(node.tagName, node.properties), ...children.flatMap((c) => convert(c))];
}

/** A page's hast as the compact tree `createContent` renders: strings and `[type, props | 0, ...children]`. */
export function toContentTree(tree: Root): ContentNode[] {
  return convert(tree);
}
