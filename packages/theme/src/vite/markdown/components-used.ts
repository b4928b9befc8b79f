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
 * The components an MDX page renders (capitalised JSX names, or the object of `motion.div`) that it does not
 * declare itself: they must come from the theme's built-ins or the site's `mdxComponents`.
 */
export function componentsUsed(tree: Root): ComponentUse[] {
  const uses: ComponentUse[] = [];
  const esm: EstreeNode[] = [];
  const walk = (node: Node) => {
    if (node.type === 'mdxjsEsm') esm.push(...((node.data as { estree?: { body: EstreeNode[] } } | undefined)?.estree?.body ?? []));
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) {
      const root = node.name.split(/[.:]/)[0]!;
      if (/^[A-Z]/.test(root) || node.name.includes('.'))
        uses.push({ name: root, line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });
    }
    node.children?.forEach(walk);
  };
  walk(tree as Node);
  const declared = declaredNames(esm);
  return uses.filter((u) => !declared.has(u.name));
}

/**
 * Component tags written in a `.md` page (`<Tabs>`, `<PackageManagerTabs />`): Markdown keeps them as raw HTML,
 * which the theme does not render, so the author most likely meant an `.mdx` page. Code is not looked at.
 */
export function componentTagsInMarkdown(tree: Root): ComponentUse[] {
  const tags: ComponentUse[] = [];
  // Inline nodes may have no position of their own (the markdown-it front end): their block's is close enough.
  const walk = (node: Node, near = { line: 1, column: 1 }) => {
    const here = node.position?.start ?? near;
    if (node.type === 'html' && node.value) {
      const start = here;
      for (const m of node.value.matchAll(/<([A-Z][\w.]*)(?=[\s/>])/g)) {
        const before = node.value.slice(0, m.index);
        const lines = before.split('\n');
        const line = start.line + lines.length - 1;
        const column = lines.length === 1 ? start.column + before.length : lines[lines.length - 1]!.length + 1;
        tags.push({ name: m[1]!, line, column });
      }
    }
    node.children?.forEach((child) => walk(child, here));
  };
  walk(tree as Node);
  return tags;
}
