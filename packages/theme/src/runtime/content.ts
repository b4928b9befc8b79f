import { createElement, Fragment, type ComponentType, type ReactElement, type ReactNode } from 'react';

export type ContentProps = Record<string, unknown>;
/**
 * A Markdown page compiled at build time: text, or `[type, props | 0, ...children]` where `type` is an HTML
 * tag or, capitalised, a component name (Callout, CodeBlock, …) looked up in the page's components.
 * A tag written as JSX in an MDX page comes as `!tag` and, as in MDX, is never replaced by a component
 * (a theme's `a` serves Markdown links, not an `<a>` written by hand).
 */
export type ContentNode = string | [string, ContentProps | 0, ...ContentNode[]];

type Components = Record<string, unknown>;

/**
 * The most children one `createElement` call is given as arguments. A page's top level or a long table's body can have
 * more than the engine takes as arguments of one call (a 10 MB page stopped its prerender with a stack overflow).
 */
export const MAX_CHILD_ARGUMENTS = 5000;

/**
 * `createElement(type, props, ...children)`, with a long list of children in fragments of `MAX_CHILD_ARGUMENTS`, each
 * also given as arguments: React needs no keys for them, and the DOM is the same.
 */
function element(type: ComponentType | string, props: ContentProps | null, children: ReactNode[]): ReactElement {
  if (children.length <= MAX_CHILD_ARGUMENTS) return createElement(type, props, ...children);
  const groups: ReactNode[] = [];
  for (let i = 0; i < children.length; i += MAX_CHILD_ARGUMENTS) groups.push(createElement(Fragment, null, ...children.slice(i, i + MAX_CHILD_ARGUMENTS)));
  return element(type, props, groups);
}

function render(node: ContentNode, components: Components): ReactNode {
  if (typeof node === 'string') return node;
  const [type, props, ...children] = node;
  const tag = type[0] === '!' ? type.slice(1) : undefined;
  const override = tag ? undefined : components[type];
  if (!override && /^[A-Z]/.test(type)) throw new Error(`Expected component ${type} to be defined: add it to the theme's components`);
  // Children as arguments, not an array: React needs no keys for a fixed list.
  return element((tag ?? override ?? type) as ComponentType | string, props || null, children.map((c) => render(c, components)));
}

/** A content-tree page's component: also hands its tree over, and takes a newer one in place (hot updates). */
export type TreeContent = ComponentType<{ components?: Components }> & {
  contentTree: ContentNode[];
  /** Render `tree` from now on: the dev server's update of the page, diffed by React instead of remounted. */
  replaceTree(tree: ContentNode[]): void;
};

/**
 * The page component of a Markdown page (.md, or .mdx without JavaScript): the same contract as an MDX page's
 * default export (`<Content components={…} />`), with a tree instead of compiled JSX, so these pages skip MDX.
 */
export function createContent(tree: ContentNode[]): TreeContent {
  let current = tree;
  function MarkdownContent({ components = {} }: { components?: Components }) {
    return element(Fragment, null, current.map((node) => render(node, components)));
  }
  return Object.assign(MarkdownContent, {
    contentTree: tree,
    replaceTree(next: ContentNode[]) {
      current = next;
    },
  });
}

const components = new WeakMap<object, ComponentType<{ components?: Components }>>();

/**
 * A page module's component: its `default`, or one made from its `content` tree (made once per module, so a
 * re-render never remounts the page).
 */
export function pageComponent(page: { default?: ComponentType<{ components?: Components }>; content?: ContentNode[] }): ComponentType<{ components?: Components }> | null {
  if (page.default) return page.default;
  if (!page.content) return null;
  let component = components.get(page);
  if (!component) components.set(page, (component = createContent(page.content)));
  return component;
}
