import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import { refuse, unescapeAll } from './shared';

// JSX tags and literal attribute values (MDX), read the way MDX's parser reads them.

export interface JsxTag {
  name: string | null;
  closing: boolean;
  selfClosing: boolean;
  attributes: MdxJsxAttribute[];
  start: number;
  end: number;
}

// The names static-mdx.ts accepts (`a.b` and `svg:x` are refused before we get here).
const TAG_NAME = /[a-z][a-z\d-]*|[A-Z][A-Za-z\d_]*/y;
const ATTR_NAME = /[A-Za-z_$][\w$-]*/y;
const isWs = (c: string | undefined) => c === ' ' || c === '\n';

function skipWs(src: string, pos: number): number {
  while (isWs(src[pos])) pos++;
  return pos;
}

function matchAt(re: RegExp, src: string, pos: number): string | undefined {
  re.lastIndex = pos;
  return re.exec(src)?.[0];
}

/** A code point character references may name the same way in micromark, parse-entities and markdown-it. */
function plainCodePoint(code: number): boolean {
  return code >= 0x20 && code !== 0x7f && !(code >= 0x80 && code <= 0x9f) && !(code >= 0xd800 && code <= 0xdfff) && code <= 0x10ffff && (code & 0xfffe) !== 0xfffe && !(code >= 0xfdd0 && code <= 0xfdef);
}

/** Character references in a JSX string (no backslash escapes in JSX). */
function decodeAttribute(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&[^;\s&]*;?/g, (ref) => {
    const numeric = /^&#(?:x([\da-f]{1,6})|(\d{1,7}));$/i.exec(ref);
    if (numeric) {
      const code = numeric[1] ? parseInt(numeric[1], 16) : parseInt(numeric[2]!, 10);
      return plainCodePoint(code) ? String.fromCodePoint(code) : refuse('character reference');
    }
    const decoded = /^&[a-z][a-z\d]*;$/i.test(ref) ? unescapeAll(ref) : ref;
    return decoded === ref || decoded.includes(';') ? refuse('character reference') : decoded;
  });
}

// Minimal ESTree for literal values: exactly the fields `literalValue` (static-mdx.ts) reads.
type Estree = Record<string, unknown> & { type: string };

function readLiteral(src: string, start: number): { node: Estree; end: number } {
  let pos = skipWs(src, start);
  const c = src[pos];
  const literal = (value: unknown, end: number) => ({ node: { type: 'Literal', value, raw: src.slice(pos, end) }, end });
  if (c === '"' || c === "'") {
    const close = src.indexOf(c, pos + 1);
    const body = close < 0 ? refuse('string') : src.slice(pos + 1, close);
    if (/[\\\n]/.test(body)) refuse('string escape');
    return literal(body, close + 1);
  }
  if (c === '`') {
    const close = src.indexOf('`', pos + 1);
    const body = close < 0 ? refuse('template') : src.slice(pos + 1, close);
    if (/[\\$]/.test(body)) refuse('template escape or substitution');
    const quasi = { type: 'TemplateElement', tail: true, value: { raw: body, cooked: body } };
    return { node: { type: 'TemplateLiteral', expressions: [], quasis: [quasi] }, end: close + 1 };
  }
  const number = matchAt(/-?(?:0|[1-9]\d*)(?:\.\d+)?(?![\w$.])/y, src, pos);
  if (number) {
    const end = pos + number.length;
    if (number[0] !== '-') return literal(Number(number), end);
    const argument = { type: 'Literal', value: Number(number.slice(1)), raw: number.slice(1) };
    return { node: { type: 'UnaryExpression', operator: '-', prefix: true, argument }, end };
  }
  const word = matchAt(/(?:true|false|null)(?![\w$])/y, src, pos);
  if (word) return literal(word === 'null' ? null : word === 'true', pos + word.length);
  if (c === '[') {
    const elements: Estree[] = [];
    pos = skipWs(src, pos + 1);
    while (src[pos] !== ']') {
      const item = readLiteral(src, pos);
      elements.push(item.node);
      pos = skipWs(src, item.end);
      if (src[pos] === ',') pos = skipWs(src, pos + 1);
      else if (src[pos] !== ']') refuse('array');
    }
    return { node: { type: 'ArrayExpression', elements }, end: pos + 1 };
  }
  if (c === '{') {
    const properties: Estree[] = [];
    pos = skipWs(src, pos + 1);
    while (src[pos] !== '}') {
      let key: Estree;
      const id = matchAt(/[A-Za-z_$][\w$]*/y, src, pos);
      const int = id ? undefined : matchAt(/(?:0|[1-9]\d*)(?![\w$.])/y, src, pos);
      if (id) {
        key = { type: 'Identifier', name: id };
        pos += id.length;
      } else if (int) {
        key = { type: 'Literal', value: Number(int), raw: int };
        pos += int.length;
      } else if (src[pos] === '"' || src[pos] === "'") {
        const read = readLiteral(src, pos);
        key = read.node;
        pos = read.end;
      } else return refuse('object key');
      if (key.name === '__proto__' || key.value === '__proto__') refuse('__proto__');
      pos = skipWs(src, pos);
      if (src[pos] !== ':') refuse('object property');
      const value = readLiteral(src, pos + 1);
      properties.push({ type: 'Property', kind: 'init', method: false, shorthand: false, computed: false, key, value: value.node });
      pos = skipWs(src, value.end);
      if (src[pos] === ',') pos = skipWs(src, pos + 1);
      else if (src[pos] !== '}') refuse('object');
    }
    return { node: { type: 'ObjectExpression', properties }, end: pos + 1 };
  }
  return refuse('expression');
}

/** The JSX tag at `src[start] === '<'`, or a refusal: in MDX a `<` in text is a tag or an error. */
export function readTag(src: string, start: number): JsxTag {
  let pos = start + 1;
  const closing = src[pos] === '/';
  if (closing) pos++;
  let name: string | null = null;
  if (src[pos] !== '>') {
    name = matchAt(TAG_NAME, src, pos) ?? refuse('tag name');
    pos += name.length;
    if (/[\w$.:-]/.test(src[pos] ?? '')) refuse('tag name');
  }
  const attributes: MdxJsxAttribute[] = [];
  for (;;) {
    const before = pos;
    pos = skipWs(src, pos);
    const c = src[pos];
    if (c === '>') return { name, closing, selfClosing: false, attributes, start, end: pos + 1 };
    if (c === '/') {
      pos = skipWs(src, pos + 1);
      if (src[pos] !== '>' || closing) refuse('tag end');
      return { name, closing, selfClosing: true, attributes, start, end: pos + 1 };
    }
    if (closing || name === null || pos === before) return refuse('tag');
    const attrName = matchAt(ATTR_NAME, src, pos) ?? refuse('attribute');
    pos += attrName.length;
    if (src[pos] === ':') refuse('namespaced attribute');
    const eq = skipWs(src, pos);
    if (src[eq] !== '=') {
      attributes.push({ type: 'mdxJsxAttribute', name: attrName, value: null });
      continue;
    }
    pos = skipWs(src, eq + 1);
    const q = src[pos];
    if (q === '"' || q === "'") {
      const close = src.indexOf(q, pos + 1);
      if (close < 0) refuse('attribute value');
      attributes.push({ type: 'mdxJsxAttribute', name: attrName, value: decodeAttribute(src.slice(pos + 1, close)) });
      pos = close + 1;
    } else if (q === '{') {
      const value = readLiteral(src, pos + 1);
      const end = skipWs(src, value.end);
      if (src[end] !== '}') refuse('attribute expression');
      const estree = { type: 'Program', sourceType: 'module', comments: [], body: [{ type: 'ExpressionStatement', expression: value.node }] };
      attributes.push({ type: 'mdxJsxAttribute', name: attrName, value: { type: 'mdxJsxAttributeValueExpression', value: src.slice(pos + 1, end), data: { estree: estree as never } } });
      pos = end + 1;
    } else refuse('attribute value');
  }
}

/** `{/* comment *\/}` at `src[start] === '{'` (the only expression that needs no JavaScript), else a refusal. */
export function readComment(src: string, start: number): { value: string; end: number } {
  const m = /\{([ \n]*\/\*(?:(?!\*\/)[^])*\*\/[ \n]*)\}/y;
  m.lastIndex = start;
  const hit = m.exec(src) ?? refuse('expression');
  return { value: hit[1]!, end: start + hit[0].length };
}

