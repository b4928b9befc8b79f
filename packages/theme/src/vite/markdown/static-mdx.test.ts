import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { describe, expect, it } from 'vitest';
import { attributeValue, DYNAMIC, isStaticMdx, remarkUnravelJsx } from './static-mdx';

const parser = createProcessor({ format: 'mdx' });
const parse = (source: string) => parser.parse(source) as Root;

/** The value of `value={…}` as written on `<X value={…} />`. */
function valueOf(expression: string): unknown {
  const element = parse(`<X value={${expression}} />`).children[0] as MdxJsxFlowElement;
  return attributeValue(element.attributes[0] as never);
}

describe('attributeValue', () => {
  it.each([
    ["'text'", 'text'],
    ['"double"', 'double'],
    ['42', 42],
    ['-1.5', -1.5],
    ['0x10', 16],
    ['true', true],
    ['false', false],
    ['null', null],
    ['`plain \\${not an expression}`', 'plain ${not an expression}'],
    ['`line\\nbreak`', 'line\nbreak'],
    ["[1, 'two', [true, null]]", [1, 'two', [true, null]]],
    ["{ npm: 'npm i', 'yarn-x': \"yarn add\", 3: 'three', nested: { list: [-2] } }", { npm: 'npm i', 'yarn-x': 'yarn add', 3: 'three', nested: { list: [-2] } }],
    ["{ color: 'red', marginTop: 4 }", { color: 'red', marginTop: 4 }],
  ])('reads %s as a literal', (expression, value) => {
    expect(valueOf(expression)).toEqual(value);
  });

  it('gives strings and bare attributes as they are', () => {
    const element = parse('<X a="x &amp; y" b />').children[0] as MdxJsxFlowElement;
    expect(element.attributes.map((a) => attributeValue(a as never))).toEqual(['x & y', true]);
  });

  it.each([
    ['an identifier', 'someName'],
    ['undefined', 'undefined'],
    ['a call', 'f()'],
    ['a member', 'a.b'],
    ['a template with ${}', '`a${b}`'],
    ['a template with a literal ${}', '`a${1}`'],
    ['an array spread', '[...list]'],
    ['an array hole', '[1, , 2]'],
    ['an object spread', '{ ...rest }'],
    ['a shorthand property', '{ name }'],
    ['a computed key', "{ [key]: 'x' }"],
    ['a method', '{ f() {} }'],
    ['a getter', '{ get x() { return 1 } }'],
    ['__proto__', "{ __proto__: { a: 1 } }"],
    ['a literal nested in a call', '[1, f()]'],
    ['arithmetic', '1 + 1'],
    ['negated non-number', "-'1'"],
    ['logical not', '!0'],
    ['a regular expression', '/x/'],
    ['a bigint', '1n'],
    ['an infinite number', '1e999'],
    ['JSX', '<b>x</b>'],
    ['an arrow function', '() => 1'],
    ['two expressions', '1, 2'],
  ])('rejects %s', (_name, expression) => {
    expect(valueOf(expression)).toBe(DYNAMIC);
  });
});

describe('isStaticMdx', () => {
  it.each([
    ['Markdown only', '# Hi\n\nSome *text* and `code`.\n'],
    ['components with literal props', '<PackageManagerTabs command={{ npm: "npm i", yarn: "yarn add" }} />\n\n<Tabs groupId="x"><Tab label="a">A</Tab></Tabs>\n'],
    ['HTML written as JSX', '<div className="x" style={{ color: "red" }}>hi<br /></div>\n'],
    ['inline JSX and fragments', 'Text <span>inline</span> and <>frag</>.\n'],
    ['comments', '{/* a comment */}\n\nText {/* inline */} here.\n'],
  ])('accepts %s', (_name, source) => {
    expect(isStaticMdx(parse(source))).toBe(true);
  });

  it.each([
    ['an import', "import { X } from './x';\n\n<X />\n"],
    ['an export', 'export const meta = 1;\n\n# Hi\n'],
    ['a flow expression', '{1 + 1}\n'],
    ['a text expression', 'One is {one}.\n'],
    ['a spread attribute', '<X {...props} />\n'],
    ['an identifier value', '<X value={name} />\n'],
    ['a template with ${} deep inside', 'Text\n\n<Tabs>\n  <Tab label={`a${b}`}>x</Tab>\n</Tabs>\n'],
    ['a member component', '<Foo.Bar />\n'],
    ['a namespaced name', '<svg:rect />\n'],
  ])('rejects %s', (_name, source) => {
    expect(isStaticMdx(parse(source))).toBe(false);
  });
});

describe('remarkUnravelJsx', () => {
  const unravel = (source: string) => {
    const tree = parse(source);
    remarkUnravelJsx()(tree);
    return tree.children.map((c) => (c.type === 'mdxJsxFlowElement' ? `<${c.name}>` : c.type));
  };

  it('turns a paragraph of only JSX (and whitespace) into blocks', () => {
    expect(unravel('<A /> <B />\n\n{/* c */} <C />\n')).toEqual(['<A>', '<B>', 'mdxFlowExpression', '<C>']);
  });

  it('keeps paragraphs that also hold text', () => {
    expect(unravel('Text <A /> more.\n')).toEqual(['paragraph']);
  });

  it('unravels inside JSX too', () => {
    const tree = parse('<Tabs>\n\n<Tab label="a" />\n\n</Tabs>\n');
    remarkUnravelJsx()(tree);
    expect((tree.children[0] as MdxJsxFlowElement).children.map((c) => c.type)).toEqual(['mdxJsxFlowElement']);
  });
});
