import type { Root } from 'mdast';

/** A component named in a page, at its place in the page body (1-based, before the frontmatter shift). */
export interface ComponentUse {
  name: string;
  line: number;
  column: number;
}

type Node = { type: string; name?: string | null; value?: string; position?: { start: { line: number; column: number } }; children?: Node[]; data?: unknown };
type EstreeNode = { type: string; [key: string]: unknown };

/** Names an MDX page declares itself (`import X from …`, `export const X = …`, `export function X`). */
function declaredNames(esm: EstreeNode[]): Set<string> {
  const names = new Set<string>();
  const addPattern = (pattern: unknown) => {
    const p = pattern as EstreeNode | null;
    if (!p) return;
    if (p.type === 'Identifier') names.add(p.name as string);
    else if (p.type === 'ObjectPattern') for (const prop of p.properties as EstreeNode[]) addPattern(prop.type === 'RestElement' ? prop.argument : prop.value);
    else if (p.type === 'ArrayPattern') for (const el of p.elements as EstreeNode[]) addPattern(el);
    else if (p.type === 'RestElement' || p.type === 'AssignmentPattern') addPattern(p.type === 'RestElement' ? p.argument : p.left);
  };
  for (const statement of esm) {
    if (statement.type === 'ImportDeclaration') for (const s of statement.specifiers as EstreeNode[]) addPattern(s.local);
    const declaration = (statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement) as EstreeNode | null;
    if (!declaration) continue;
    if (declaration.type === 'VariableDeclaration') for (const d of declaration.declarations as EstreeNode[]) addPattern(d.id);
    else if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') addPattern(declaration.id);
  }
  return names;
}

/**
 * Places of component names in a page, found in the source: from the first line of the top-level block holding
 * the node, the next occurrence of its tag not yet taken. (The two Markdown front ends agree on top-level blocks and
 * their lines, not on the places of inline nodes, which the markdown-it one does not keep: both must report the same.)
 */
class Locator {
  private lines: string[];
  private cursor = new Map<string, { line: number; column: number }>();
  constructor(source: string) {
    this.lines = source.split('\n');
  }
  find(tag: string, from: number): { line: number; column: number } {
    const key = `${from}|${tag}`;
    const after = this.cursor.get(key) ?? { line: from, column: 0 };
    // The whole name: `<Tab` is not found in `<Tabs>`.
    const pattern = new RegExp(`${tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[\\s/>]|$)`, 'g');
    for (let l = after.line; l <= this.lines.length; l++) {
      pattern.lastIndex = l === after.line ? after.column : 0;
      const i = pattern.exec(this.lines[l - 1]!)?.index ?? -1;
      if (i >= 0) {
        this.cursor.set(key, { line: l, column: i + 1 });
        return { line: l, column: i + 1 };
      }
    }
    return { line: from, column: 1 };
  }
}

function collect(tree: Root, source: string, visit: (node: Node, place: (tag: string) => { line: number; column: number }) => void): void {
  const locator = new Locator(source);
  const walk = (node: Node, top: number) => {
    visit(node, (tag) => locator.find(tag, top));
    node.children?.forEach((child) => walk(child, top));
  };
  let top = 1;
  for (const child of (tree as Node).children ?? []) {
    top = child.position?.start.line ?? top;
    walk(child, top);
  }
}

/**
 * The components an MDX page renders (capitalised JSX names, or the object of `motion.div`) that it does not
 * declare itself: they must come from the theme's built-ins or the site's `mdxComponents`. `source` is the body
 * the tree was parsed from.
 */
export function componentsUsed(tree: Root, source: string): ComponentUse[] {
  const uses: ComponentUse[] = [];
  const esm: EstreeNode[] = [];
  collect(tree, source, (node, place) => {
    if (node.type === 'mdxjsEsm') esm.push(...((node.data as { estree?: { body: EstreeNode[] } } | undefined)?.estree?.body ?? []));
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
      const root = node.name.split(/[.:]/)[0]!;
      if (/^[A-Z]/.test(root) || node.name.includes('.')) {
        const { line, column } = place(`<${node.name}`);
        uses.push({ name: root, line, column });
      }
    }
  });
  const declared = declaredNames(esm);
  return uses.filter((u) => !declared.has(u.name));
}

/**
 * Component tags written in a `.md` page (`<Tabs>`, `<PackageManagerTabs />`): Markdown keeps them as raw HTML,
 * which the theme does not render, so the author most likely meant an `.mdx` page. Code is not looked at.
 */
export function componentTagsInMarkdown(tree: Root, source: string): ComponentUse[] {
  const tags: ComponentUse[] = [];
  collect(tree, source, (node, place) => {
    if (node.type !== 'html' || !node.value) return;
    for (const m of node.value.matchAll(/<([A-Z][\w.]*)(?=[\s/>])/g)) tags.push({ name: m[1]!, ...place(`<${m[1]}`) });
  });
  return tags;
}
