import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';

export type ContentProps = Record<string, unknown>;
/**
 * A Markdown page compiled at build time: text, or `[type, props | 0, ...children]` where `type` is an HTML
 * tag or, capitalised, a component name (Callout, CodeBlock, …) looked up in the page's components.
 */
export type ContentNode = string | [string, ContentProps | 0, ...ContentNode[]];

type Components = Record<string, unknown>;

function render(node: ContentNode, components: Components): ReactNode {
  if (typeof node === 'string') return node;
  const [type, props, ...children] = node;
  const override = components[type];
  if (!override && /^[A-Z]/.test(type)) throw new Error(`Expected component ${type} to be defined: add it to the theme's components`);
  // Children as arguments, not an array: React needs no keys for a fixed list.
  return createElement((override ?? type) as ComponentType | string, props || null, ...children.map((c) => render(c, components)));
}

/**
 * The page component of a Markdown (.md) page: the same contract as an MDX page's default export
 * (`<Content components={…} />`), with a tree instead of compiled JSX, so plain pages skip MDX entirely.
 */
export function createContent(tree: ContentNode[]): ComponentType<{ components?: Components }> {
  return function MarkdownContent({ components = {} }) {
    return createElement(Fragment, null, ...tree.map((node) => render(node, components)));
  };
}
