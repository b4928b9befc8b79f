import type { Paragraph, Parent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxAttributeValueExpression, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { EXIT, visit } from 'unist-util-visit';

// The estree types as MDX attaches them (`attr.value.data.estree`), without a dependency of our own on @types/estree.
type Program = NonNullable<NonNullable<MdxJsxAttributeValueExpression['data']>['estree']>;
type Expression = Extract<Program['body'][number], { type: 'ExpressionStatement' }>['expression'];

/** A value only running JavaScript can give (an identifier, a call, a template with `${}`, a spread…). */
export const DYNAMIC: unique symbol = Symbol('dynamic');

/**
 * The value of a literal, read from its syntax tree (never evaluated): strings, finite numbers (also negative),
 * booleans, null, templates without `${}`, and arrays and objects of those. Anything else is DYNAMIC.
 * Values must survive JSON, as the content tree ships as JSON.
 */
export function literalValue(node: Expression): unknown {
  switch (node.type) {
    case 'Literal': {
      // Regular expressions and bigints are not JSON.
      if ('regex' in node || 'bigint' in node) return DYNAMIC;
      return typeof node.value === 'number' && !Number.isFinite(node.value) ? DYNAMIC : node.value;
    }
    case 'UnaryExpression': {
      if (node.operator !== '-' || node.argument.type !== 'Literal') return DYNAMIC;
      const value = literalValue(node.argument);
      return typeof value === 'number' ? -value : DYNAMIC;
    }
    case 'TemplateLiteral':
      return node.expressions.length === 0 ? (node.quasis[0]?.value.cooked ?? DYNAMIC) : DYNAMIC;
    case 'ArrayExpression': {
      const out: unknown[] = [];
      for (const element of node.elements) {
        // Holes and spreads need JavaScript (a hole is `undefined`, which JSON turns into null).
        const value = element && element.type !== 'SpreadElement' ? literalValue(element) : DYNAMIC;
        if (value === DYNAMIC) return DYNAMIC;
        out.push(value);
      }
      return out;
    }
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.kind !== 'init' || property.method || property.computed) return DYNAMIC;
        const { key } = property;
        const name = key.type === 'Identifier' ? key.name : key.type === 'Literal' && (typeof key.value === 'string' || typeof key.value === 'number') ? String(key.value) : undefined;
        // `__proto__: …` sets the prototype in JavaScript; as JSON it would be a plain key.
        if (name === undefined || name === '__proto__') return DYNAMIC;
        const value = literalValue(property.value as Expression);
        if (value === DYNAMIC) return DYNAMIC;
        out[name] = value;
      }
      return out;
    }
    default:
      return DYNAMIC;
  }
}

/** A JSX attribute's prop: `true` when it has no value, its string, or the literal inside `{…}` (else DYNAMIC). */
export function attributeValue(attr: MdxJsxAttribute): unknown {
  const { value } = attr;
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  const body = value.data?.estree?.body;
  return body?.length === 1 && body[0]!.type === 'ExpressionStatement' ? literalValue(body[0]!.expression) : DYNAMIC;
}

// HTML tags (`div`, `my-element`) and plain component names (`Tabs`); `a.b` and `svg:x` need MDX's scope rules.
const STATIC_NAME = /^(?:[a-z][a-z\d-]*|[A-Z][A-Za-z\d_]*)$/;

function staticElement(node: MdxJsxFlowElement | MdxJsxTextElement): boolean {
  if (node.name !== null && !STATIC_NAME.test(node.name)) return false;
  return node.attributes.every((attr) => attr.type === 'mdxJsxAttribute' && attributeValue(attr) !== DYNAMIC);
}

/**
 * Whether an MDX page can skip MDX's JavaScript output and ship as a content tree, with the same markup: no
 * `import`/`export`, no `{expression}` (a `{/* comment *\/}` is fine: it renders nothing), no `{...spread}`,
 * and literal attribute values only.
 */
export function isStaticMdx(tree: Root): boolean {
  let isStatic = true;
  visit(tree, (node) => {
    const type = node.type as string;
    if (type === 'mdxjsEsm') isStatic = false;
    else if (type === 'mdxFlowExpression' || type === 'mdxTextExpression') isStatic = (node.data as { estree?: Program } | undefined)?.estree?.body.length === 0;
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') isStatic = staticElement(node);
    return isStatic ? undefined : EXIT;
  });
  return isStatic;
}

const WHITESPACE = /^[\t\n\f\r ]*$/;
const isJsxOrExpression = (node: RootContent) => ['mdxJsxTextElement', 'mdxTextExpression'].includes(node.type);

/**
 * The first pass MDX runs on its tree, kept so both paths give the same markup: a paragraph that holds only
 * JSX (and whitespace) becomes that JSX as blocks, so `<Tabs>` on a line of its own is not wrapped in `<p>`.
 */
export function remarkUnravelJsx() {
  return (tree: Root) => unravelIn(tree);
}

/** The blocks a paragraph holding only JSX and expressions (and whitespace) becomes, or null to keep it. */
function unraveled(node: Paragraph): RootContent[] | null {
  const kids = node.children as RootContent[];
  const unravel = kids.some(isJsxOrExpression) && kids.every((c) => isJsxOrExpression(c) || (c.type === 'text' && WHITESPACE.test(c.value)));
  if (!unravel) return null;
  return kids.filter(isJsxOrExpression).map((c) => ({ ...c, type: c.type === 'mdxJsxTextElement' ? 'mdxJsxFlowElement' : 'mdxFlowExpression' }) as RootContent);
}

// A plain walk in document order: on every page, unist's visit cost more than the work it found to do.
function unravelIn(parent: Parent): void {
  const kids = parent.children as RootContent[];
  for (let i = 0; i < kids.length; i++) {
    const node = kids[i]!;
    const blocks = node.type === 'paragraph' ? unraveled(node) : null;
    if (blocks) {
      kids.splice(i, 1, ...blocks);
      // Look at the blocks next: their children may hold paragraphs to unravel too.
      i--;
      continue;
    }
    if ('children' in node) unravelIn(node);
  }
}
