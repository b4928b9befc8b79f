import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

const ANCHORED = new Set(['h2', 'h3', 'h4']);

/** Adds the `#` permalink to section headings and lazy loading to images. */
export function rehypeRsdocs() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (ANCHORED.has(node.tagName) && typeof node.properties.id === 'string') {
        node.children.push({
          type: 'element',
          tagName: 'a',
          properties: { className: ['rsd-heading-anchor'], href: `#${node.properties.id}`, ariaHidden: 'true', tabIndex: -1 },
          children: [{ type: 'text', value: '#' }],
        });
      }
      if (node.tagName === 'img') node.properties.loading ??= 'lazy';
    });
  };
}

export { toString as hastToString };
