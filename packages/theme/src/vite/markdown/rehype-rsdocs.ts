import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';

const ANCHORED = new Set(['h2', 'h3', 'h4']);

function decorate(node: Element): void {
  if (ANCHORED.has(node.tagName) && typeof node.properties.id === 'string') {
    node.children.push({
      type: 'element',
      tagName: 'a',
      properties: { className: ['rsd-heading-anchor'], href: `#${node.properties.id}`, ariaHidden: 'true', tabIndex: -1 },
      children: [{ type: 'text', value: '#' }],
    });
  }
  if (node.tagName === 'img') node.properties.loading ??= 'lazy';
  // A header cell with nothing in it (the corner of a Markdown table whose first column names its rows) heads no
  // cells: a screen reader would read an empty name for them. It is a data cell, as HTML's tables write the corner.
  if (node.tagName === 'th' && isBlank(node)) node.tagName = 'td';
}

const isBlank = (node: Element) => node.children.every((c) => c.type === 'text' && !c.value.trim());

// A plain loop: highlighted code makes thousands of elements per page, and a generic visitor's per-node
// bookkeeping was a tenth of the Markdown step.
function walk(node: Root | Element): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    decorate(child);
    walk(child);
  }
}

/** Adds the `#` permalink to section headings and lazy loading to images; an empty table header cell becomes a data cell. */
export function rehypeRsdocs() {
  return (tree: Root) => walk(tree);
}

export { toString as hastToString };
