import type { Root } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';

// Fragments: `.md`/`.mdx` files a page imports (`import Intro from './_intro.mdx'`, `<Intro />`). They compile
// through the same pipeline as pages (markdown/fragment-modules.ts) into a component taking the page's MDX
// components, which the page hands on to it.

/** An import of a Markdown file as a component (not `?raw` or `?url`): what a page renders as a fragment. */
export const FRAGMENT_SOURCE = /\.mdx?$/;

type EsmNode = { type: string; source?: { value?: unknown }; specifiers?: Array<{ type: string; local: { name: string } }> };

/** The Markdown files a page imports, by the local name it gives each (default and namespace imports). */
export function fragmentImports(tree: Root): Map<string, string> {
  const sources = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const body = ((node.data as { estree?: { body?: EsmNode[] } } | undefined)?.estree?.body ?? []) as EsmNode[];
    for (const statement of body) {
      const source = statement.source?.value;
      if (statement.type !== 'ImportDeclaration' || typeof source !== 'string' || !FRAGMENT_SOURCE.test(source)) continue;
      for (const s of statement.specifiers ?? []) if (s.type !== 'ImportSpecifier') sources.set(s.local.name, source);
    }
  }
  return sources;
}

/** The local names a page gives to the Markdown files it imports (default and namespace imports). */
export function fragmentNames(tree: Root): Set<string> {
  return new Set(fragmentImports(tree).keys());
}

/**
 * Where a page renders a fragment (`<Intro />`), as its compile finds it: the page store reads the fragment's
 * headings and text into the page's there (content/fragment-outline.ts), as if they were written in its place.
 */
export interface FragmentUse {
  /** The import's source, as written (`@en/shared/intro.mdx`, `./_intro.md`). */
  source: string;
  /** Offset in the page's plain text where the fragment's text goes. */
  charIndex: number;
  /** The element's first and last line in the body, when it stands on lines of its own (the `.md` copy puts the fragment's Markdown there). */
  lines?: [number, number];
}

/** `components={props.components}`, with the expression's ESTree, which MDX compiles from. */
function componentsAttribute(): MdxJsxAttribute {
  const expression = {
    type: 'MemberExpression',
    object: { type: 'Identifier', name: 'props' },
    property: { type: 'Identifier', name: 'components' },
    computed: false,
    optional: false,
  };
  return {
    type: 'mdxJsxAttribute',
    name: 'components',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: 'props.components',
      data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] } as never },
    },
  };
}

type JsxNode = { type: string; name?: string | null; attributes?: Array<{ type: string; name?: string }>; children?: JsxNode[] };

/**
 * Every `<Fragment />` the page renders gets the page's MDX components (`components={props.components}`, unless
 * it passes its own): a fragment's code blocks, containers and components then render as the page's do. MDX
 * leaves an imported component's props to the page, so without this the fragment would have none.
 */
export function remarkFragmentComponents() {
  return (tree: Root) => {
    const names = fragmentNames(tree);
    if (!names.size) return;
    const visit = (node: JsxNode) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && names.has(node.name)) {
        const attributes = (node.attributes ??= []);
        if (!attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'components')) attributes.push(componentsAttribute());
      }
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree as unknown as JsxNode);
  };
}

/** The line (from 1) of the first `import` naming `source` in a file's text, for messages about that import. */
export function importLine(text: string, source: string): number | undefined {
  const lines = text.split('\n');
  const quoted = [`'${source}'`, `"${source}"`];
  const index = lines.findIndex((l) => quoted.some((q) => l.includes(q)) && /\b(?:import|from)\b/.test(l));
  const loose = index >= 0 ? index : lines.findIndex((l) => quoted.some((q) => l.includes(q)));
  return loose >= 0 ? loose + 1 : undefined;
}
