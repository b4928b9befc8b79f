import MarkdownIt, { type StateBlock, type StateInline, type Token } from 'markdown-it';
import type { Nodes, Paragraph, PhrasingContent, Root, RootContent, Table } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';

/**
 * A markdown-it front end that builds the mdast remark-parse (+ GFM + directives) or MDX's parser would build,
 * for the pages it fully understands; `undefined` for the rest, which then take the usual parsers. It refuses
 * rather than guesses: the output must never differ (fast-parse.test.ts compiles every page both ways).
 */

/** Thrown anywhere in here when the page uses something this front end does not reproduce exactly. */
class Unsupported extends Error {}
const refuse = (why: string): never => {
  throw new Unsupported(why);
};

// ---------------------------------------------------------------------------------------------------------------
// Pre-check

const FENCE = /^( *)(`{3,}|~{3,})/;
// A line that can start a block (or interrupt a paragraph) in MDX, where indentation never makes code.
const BLOCK_START = /^[#>*+\-_=`~<{:|\d]/;

/**
 * A cheap look at the source: `false` when the page certainly needs the usual parsers (ESM, footnotes, tabs or
 * CR line endings, MDX lines indented 4+ columns that could start a block, HTML comments in MDX). `true` does
 * not promise the fast path: the converter itself refuses expressions, non-literal attributes, member or
 * namespaced tag names, autolink literals and anything else it does not reproduce.
 */
export function canParseFast(source: string, mdx: boolean): boolean {
  if (/[\r\0]/.test(source) || source.includes('[^')) return false;
  let fence: { char: string; size: number; indent: number } | undefined;
  let indented = false;
  for (const line of source.split('\n')) {
    const open = FENCE.exec(line);
    if (fence) {
      if (open && open[2]![0] === fence.char && open[2]!.length >= fence.size && /^[`~]*\s*$/.test(line.slice(open[0].length))) fence = undefined;
      // Tabs inside code stay as they are, unless an indented fence strips indentation from them.
      else if (fence.indent > 0 && /^ *\t/.test(line)) return false;
      continue;
    }
    if (open) {
      fence = { char: open[2]![0]!, size: open[2]!.length, indent: open[1]!.length };
      if (line.includes('\t')) return false;
      continue;
    }
    if (line.includes('\t')) return false;
    if (!mdx) continue;
    if (/^\s*(?:import|export)\b/.test(line) || line.includes('<!--')) return false;
    const indent = /^ */.exec(line)![0].length;
    const rest = line.slice(indent);
    if (indent >= 4 && BLOCK_START.test(rest)) return false;
    // In a paragraph begun by an indented line, a setext underline or table delimiter makes a heading or table
    // for MDX only.
    if (indented && /^[=\-|:]/.test(rest)) return false;
    if (rest === '') indented = false;
    else if (indent >= 4) indented = true;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------------------------
// JSX tags and literal attribute values (MDX)

interface JsxTag {
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
function readTag(src: string, start: number): JsxTag {
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
function readComment(src: string, start: number): { value: string; end: number } {
  const m = /\{([ \n]*\/\*(?:(?!\*\/)[^])*\*\/[ \n]*)\}/y;
  m.lastIndex = start;
  const hit = m.exec(src) ?? refuse('expression');
  return { value: hit[1]!, end: start + hit[0].length };
}

// ---------------------------------------------------------------------------------------------------------------
// markdown-it rules

const { unescapeAll } = new MarkdownIt('zero').utils;

interface Env {
  references?: Record<string, unknown>;
}

function lineText(state: StateBlock, line: number): string {
  return state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]);
}

/** Whether a line belongs to no list, blockquote or indentation: where containers may start here. */
function atTopLevel(state: StateBlock, line: number): boolean {
  const b = state.bMarks[line]!;
  return state.blkIndent === 0 && state.tShift[line] === 0 && (b === 0 || state.src[b - 1] === '\n');
}

// remark-directive's names: any run of UTF-16 units that are not whitespace, punctuation or symbols (`-` and `_`
// inside), not ending in `-`/`_`. A name that breaks these rules makes no directive at all.
const NOT_IN_NAME = /[\s\p{P}\p{S}]/u;
const inName = (unit: string) => unit === '-' || unit === '_' || !NOT_IN_NAME.test(unit);

function readName(text: string, pos: number): string | undefined {
  if (pos >= text.length || NOT_IN_NAME.test(text[pos]!)) return undefined;
  let end = pos + 1;
  while (end < text.length && inName(text[end]!)) end++;
  const name = text.slice(pos, end);
  return /[-_]$/.test(name) ? undefined : name;
}

/** `[label]` at `text[pos]`: brackets balance, escapes count. */
function readLabel(text: string, pos: number): { label: string; end: number } {
  let depth = 0;
  for (let i = pos; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '[') depth++;
    else if (c === ']' && --depth === 0) return { label: text.slice(pos + 1, i), end: i + 1 };
  }
  return refuse('directive label');
}

/** `:::name[label]` … `:::` (remark-directive): the closing fence is looked for before the content, as micromark does. */
function containerDirective(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const text = lineText(state, startLine);
  const colons = /^:{3,}/.exec(text)?.[0];
  if (!colons || state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const name = readName(text, colons.length);
  // `:::` alone (no name) is a paragraph in both parsers.
  if (!name) return /^:+\s*$/.test(text) ? false : refuse('directive fence');
  if (!atTopLevel(state, startLine)) refuse('nested directive');
  let pos = colons.length + name.length;
  let label: string | undefined;
  if (text[pos] === '[') ({ label, end: pos } = readLabel(text, pos));
  if (!/^[ ]*$/.test(text.slice(pos))) refuse('directive attributes');
  if (silent) return true;

  const closer = new RegExp(`^:{${colons.length},}[ ]*$`);
  let close = startLine + 1;
  while (close < endLine && !(state.sCount[close]! < 4 && closer.test(lineText(state, close)))) close++;

  const open = state.push('container_directive_open', 'div', 1);
  open.info = name;
  open.map = [startLine, Math.min(close + 1, endLine)];
  if (label !== undefined) {
    const p = state.push('paragraph_open', 'p', 1);
    p.meta = { directiveLabel: true };
    p.map = [startLine, startLine + 1];
    const inline = state.push('inline', '', 0);
    inline.content = label;
    inline.map = [startLine, startLine + 1];
    inline.meta = { column: state.bMarks[startLine]! + state.tShift[startLine]! - lineStart(state, startLine) + colons.length + name.length + 1 };
    inline.children = [];
    state.push('paragraph_close', 'p', -1);
  }
  const { parentType, lineMax } = state;
  state.parentType = 'container' as never;
  state.lineMax = close;
  state.md.block.tokenize(state, startLine + 1, close);
  state.parentType = parentType;
  state.lineMax = lineMax;
  state.push('container_directive_close', 'div', -1);
  state.line = close < endLine ? close + 1 : close;
  return true;
}

function lineStart(state: StateBlock, line: number): number {
  const b = state.bMarks[line]!;
  const nl = state.src.lastIndexOf('\n', b - 1);
  return nl + 1;
}

/** `::name[label]` alone on a line: a leaf directive (remark-rsdocs turns unknown ones into text). */
function leafDirective(state: StateBlock, startLine: number, _endLine: number, silent: boolean): boolean {
  const text = lineText(state, startLine);
  if (!/^::[^:]/.test(text) || state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const name = readName(text, 2);
  if (!name) return /^::\s*$/.test(text) ? false : refuse('leaf directive');
  let pos = 2 + name.length;
  let label: string | undefined;
  if (text[pos] === '[') ({ label, end: pos } = readLabel(text, pos));
  if (!/^[ ]*$/.test(text.slice(pos))) refuse('leaf directive');
  if (silent) return true;
  const open = state.push('leaf_directive_open', '', 1);
  open.info = name;
  open.map = [startLine, startLine + 1];
  const inline = state.push('inline', '', 0);
  inline.content = label ?? '';
  inline.map = [startLine, startLine + 1];
  inline.meta = { column: state.bMarks[startLine]! + state.tShift[startLine]! - lineStart(state, startLine) + 3 + name.length };
  inline.children = [];
  state.push('leaf_directive_close', '', -1);
  state.line = startLine + 1;
  return true;
}

/** A line of only JSX tags and `{/* comments *\/}` (MDX): flow JSX, which may also interrupt a paragraph. */
function jsxFlow(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const { src } = state;
  let pos = state.bMarks[startLine]! + state.tShift[startLine]!;
  if (src[pos] !== '<' && src[pos] !== '{') return false;
  const items: Array<{ tag?: JsxTag; comment?: string; start: number; end: number }> = [];
  for (;;) {
    if (src[pos] === '<') {
      const tag = readTag(src, pos);
      items.push({ tag, start: pos, end: tag.end });
      pos = tag.end;
    } else {
      const comment = readComment(src, pos);
      items.push({ comment: comment.value, start: pos, end: comment.end });
      pos = comment.end;
    }
    while (src[pos] === ' ') pos++;
    if (pos >= src.length || src[pos] === '\n') break;
    // Text after a tag: the tags are phrasing content of a paragraph instead.
    if (src[pos] !== '<' && src[pos] !== '{') return false;
  }
  let line = startLine;
  const lineOf = (offset: number) => {
    while (line + 1 < state.lineMax && state.bMarks[line + 1]! <= offset) line++;
    return line;
  };
  const last = lineOf(Math.max(pos - 1, items[0]!.start));
  if (last !== startLine && (!atTopLevel(state, startLine) || last >= endLine)) refuse('multi-line tag in a container');
  if (silent) return true;
  line = startLine;
  for (const item of items) {
    const first = lineOf(item.start);
    const token = state.push(item.tag ? 'mdx_jsx_flow' : 'mdx_expression_flow', '', 0);
    token.meta = item.tag ?? item.comment;
    token.map = [first, lineOf(item.end - 1) + 1];
  }
  state.line = last + 1;
  return true;
}

function jsxInline(state: StateInline, silent: boolean): boolean {
  const c = state.src[state.pos];
  if (c !== '<' && c !== '{') return false;
  const read = c === '<' ? readTag(state.src, state.pos) : readComment(state.src, state.pos);
  if (read.end > state.posMax) refuse('tag across a link label');
  if (!silent) state.push(c === '<' ? 'mdx_jsx_inline' : 'mdx_expression_inline', '', 0).meta = 'value' in read ? read.value : read;
  state.pos = read.end;
  return true;
}

/** Records where links, images, autolinks and code spans start and end in their inline source. */
function withOffsets(rule: (state: StateInline, silent: boolean) => boolean) {
  return (state: StateInline, silent: boolean) => {
    const start = state.pos;
    const first = state.tokens.length;
    const ok = rule(state, silent);
    if (ok && !silent) {
      // Pending text is flushed first: the rule's own token is the first link or image after it.
      const token = state.tokens.slice(first).find((t) => t.type === 'link_open' || t.type === 'image' || t.type === 'code_inline');
      if (token) token.meta = { ...token.meta, start, end: state.pos };
    }
    return ok;
  };
}

function createParser(mdx: boolean): MarkdownIt {
  const md = new MarkdownIt('default', { html: !mdx, linkify: false, typographer: false });
  // mdast keeps URLs as written (decoded, not percent-encoded) and links any scheme.
  md.normalizeLink = (url) => url;
  md.normalizeLinkText = (text) => text;
  md.validateLink = () => true;
  // Escapes and entities stay separate tokens, so text checks below can tell `\{` from `{`.
  md.core.ruler.disable('text_join');
  md.block.ruler.before('fence', 'container_directive', containerDirective, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  md.block.ruler.before('fence', 'leaf_directive', leafDirective, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  // Ruler has no getter for one rule by name: its (long stable) rule list is read directly.
  const inlineRules = (md.inline.ruler as unknown as { __rules__: Array<{ name: string; fn: (state: StateInline, silent: boolean) => boolean }> }).__rules__;
  for (const name of ['link', 'image', 'backticks', ...(mdx ? [] : ['autolink'])]) md.inline.ruler.at(name, withOffsets(inlineRules.find((r) => r.name === name)!.fn));
  if (mdx) {
    // MDX has no indented code, autolinks or HTML: `<` is JSX.
    md.disable(['code', 'html_block', 'html_inline', 'autolink']);
    md.block.ruler.before('table', 'mdx_jsx_flow', jsxFlow, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
    md.inline.ruler.before('text', 'mdx_jsx_inline', jsxInline);
  }
  return md;
}

let parsers: { md: MarkdownIt; mdx: MarkdownIt } | undefined;

// ---------------------------------------------------------------------------------------------------------------
// Tokens → mdast

type Point = { line: number; column: number };
type Parent = { children: unknown[] };

// Autolink literals (GFM) and single-tilde strikethrough: markdown-it leaves them as text, micromark does not.
const GFM_TEXT = /~|www\.|https?:\/\/|mailto:|xmpp:|[\w.+-]@[\w-]+\.[\w-]/i;

class Converter {
  private readonly lines: string[];
  private i = 0;
  /** List items and block quotes around the current token. */
  private nested = 0;
  private quotes = 0;

  constructor(
    private readonly tokens: Token[],
    source: string,
    private readonly mdx: boolean,
  ) {
    this.lines = source.split('\n');
  }

  root(): Root {
    const children = this.blocks(undefined);
    return { type: 'root', children, position: { start: { line: 1, column: 1, offset: 0 }, end: this.endOfSource() } };
  }

  private endOfSource() {
    const line = this.lines.length;
    return { line, column: this.lines[line - 1]!.length + 1 };
  }

  private position(map: [number, number] | null | undefined) {
    if (!map) return undefined;
    let last = map[1] - 1;
    while (last > map[0] && !this.lines[last]?.trim()) last--;
    const first = this.lines[map[0]] ?? '';
    return {
      start: { line: map[0] + 1, column: first.length - first.trimStart().length + 1 },
      end: { line: last + 1, column: (this.lines[last] ?? '').trimEnd().length + 1 },
    };
  }

  /** Block children until the token closing the current container (`close`) or the end. */
  private blocks(close: string | undefined): RootContent[] {
    const out: RootContent[] = [];
    const open: MdxJsxFlowElement[] = [];
    const target = () => (open.length ? (open[open.length - 1]!.children as RootContent[]) : out);
    while (this.i < this.tokens.length) {
      const token = this.tokens[this.i]!;
      if (token.type === close) {
        this.i++;
        break;
      }
      if (token.type === 'mdx_jsx_flow') {
        this.i++;
        const tag = token.meta as JsxTag;
        if (tag.closing) {
          const element = open.pop();
          if (!element || element.name !== tag.name) refuse('unbalanced JSX');
          element!.position!.end = this.position(token.map)!.end;
        } else {
          const element: MdxJsxFlowElement = { type: 'mdxJsxFlowElement', name: tag.name, attributes: tag.attributes, children: [], position: this.position(token.map) };
          target().push(element);
          if (!tag.selfClosing) open.push(element);
        }
        continue;
      }
      target().push(this.block(token));
    }
    if (open.length) refuse('unclosed JSX');
    return out;
  }

  private block(token: Token): RootContent {
    const position = this.position(token.map);
    this.i++;
    switch (token.type) {
      case 'paragraph_open': {
        // A lazy line that is an HTML block ends the list item or quote for micromark, not for markdown-it.
        if (!this.mdx && this.nested && token.map && this.lines.slice(token.map[0] + 1, token.map[1]).some((l) => l.trimStart().startsWith('<'))) refuse('HTML after a lazy line');
        const children = this.inline(this.tokens[this.i++]!);
        this.i++;
        const node: Paragraph = { type: 'paragraph', children, position };
        if ((token.meta as { directiveLabel?: boolean } | null)?.directiveLabel) node.data = { directiveLabel: true } as never;
        return node;
      }
      case 'heading_open': {
        const children = this.inline(this.tokens[this.i++]!);
        this.i++;
        return { type: 'heading', depth: Number(token.tag.slice(1)) as 1, children, position };
      }
      case 'fence':
        return this.fence(token, position);
      case 'code_block': {
        // micromark reads a list right under indented code as interrupting a paragraph (`2.` starts none).
        const next = this.tokens[this.i];
        if (next?.type.endsWith('_list_open') && next.map?.[0] === token.map?.[1]) refuse('list under indented code');
        return { type: 'code', lang: null, meta: null, value: token.content.replace(/\n+$/, ''), position };
      }
      case 'hr':
        return { type: 'thematicBreak', position };
      case 'html_block':
        return { type: 'html', value: token.content.replace(/\n$/, ''), position };
      case 'blockquote_open': {
        this.nested++;
        this.quotes++;
        const children = this.blocks('blockquote_close');
        this.nested--;
        this.quotes--;
        return { type: 'blockquote', children: children as never, position };
      }
      case 'bullet_list_open':
      case 'ordered_list_open':
        return this.list(token, position);
      case 'table_open':
        return this.table(position);
      case 'container_directive_open':
        return { type: 'containerDirective', name: token.info, attributes: {}, children: this.blocks('container_directive_close') as never, position } as never;
      case 'leaf_directive_open': {
        const children = this.inline(this.tokens[this.i++]!);
        this.i++;
        return { type: 'leafDirective', name: token.info, attributes: {}, children, position } as never;
      }
      case 'mdx_expression_flow':
        return { type: 'mdxFlowExpression', value: token.meta as string, data: { estree: emptyProgram() }, position } as never;
      default:
        return refuse(`block ${token.type}`);
    }
  }

  private fence(token: Token, position: ReturnType<Converter['position']>): RootContent {
    // The info string as written: micromark keeps the meta's inner and trailing spaces, markdown-it trims.
    const line = this.lines[token.map![0]]!;
    const info = line.slice(line.indexOf(token.markup) + token.markup.length).replace(/^[ ]+/, '');
    const lang = /^[^ ]*/.exec(info)![0];
    const meta = info.slice(lang.length).replace(/^[ ]+/, '');
    const value = token.content.endsWith('\n') ? token.content.slice(0, -1) : token.content;
    return { type: 'code', lang: lang ? unescapeAll(lang) : null, meta: meta ? unescapeAll(meta) : null, value, position };
  }

  private list(token: Token, position: ReturnType<Converter['position']>): RootContent {
    const ordered = token.type === 'ordered_list_open';
    const close = ordered ? 'ordered_list_close' : 'bullet_list_close';
    const items: Array<{ node: Record<string, unknown>; map: [number, number] }> = [];
    let start: number | null = null;
    while (this.tokens[this.i]!.type !== close) {
      const item = this.tokens[this.i++]!;
      if (item.type !== 'list_item_open') refuse('list');
      if (ordered && start === null) start = parseInt(item.info, 10);
      const childTokens = this.i;
      this.nested++;
      const children = this.blocks('list_item_close');
      this.nested--;
      const node: Record<string, unknown> = { type: 'listItem', spread: this.spreadBetween(childTokens, item.level + 1), checked: null, children, position: this.position(item.map) };
      // Empty items: the two parsers disagree on where they may stand.
      if (!children.length) refuse('empty list item');
      taskItem(node);
      items.push({ node, map: item.map as [number, number] });
    }
    this.i++;
    // A list is spread when a blank line separates two of its items; an item when one separates two of its children.
    let spread = false;
    for (let k = 1; k < items.length; k++) if (this.blankBetween(this.lastLine(items[k - 1]!.map), items[k]!.map[0])) spread = true;
    return { type: 'list', ordered, start, spread, children: items.map((it) => it.node) as never, position };
  }

  /** Whether a line is blank where the current block stands (in a quote, `>` markers alone are blank). */
  private blank(line: number): boolean {
    const text = this.lines[line] ?? '';
    return this.quotes ? /^[ >]*$/.test(text) : !text.trim();
  }

  /** Last non-blank line of a block whose map may include trailing blank lines. */
  private lastLine(map: [number, number]): number {
    let last = map[1] - 1;
    while (last > map[0] && this.blank(last)) last--;
    return last;
  }

  private blankBetween(afterLine: number, beforeLine: number): boolean {
    for (let l = afterLine + 1; l < beforeLine; l++) if (this.blank(l)) return true;
    return false;
  }

  /** Whether blank lines separate the direct children (tokens at `level`) of the item whose tokens start at `from`. */
  private spreadBetween(from: number, level: number): boolean {
    let previous: [number, number] | undefined;
    for (let k = from; k < this.i - 1; k++) {
      const t = this.tokens[k]!;
      if (t.level !== level || t.nesting === -1 || !t.map) continue;
      if (previous && this.blankBetween(this.lastLine(previous), t.map[0])) return true;
      previous = t.map as [number, number];
    }
    return false;
  }

  private table(position: ReturnType<Converter['position']>): RootContent {
    const table: Table = { type: 'table', align: [], children: [], position };
    let header = true;
    for (;;) {
      const t = this.tokens[this.i++]!;
      if (t.type === 'table_close') break;
      if (t.type === 'tbody_open') header = false;
      if (t.type !== 'tr_open') continue;
      const row: Table['children'][number] = { type: 'tableRow', children: [], position: this.position(t.map) };
      const line = this.lines[t.map![0]]!;
      // markdown-it pads or cuts rows to the header's width; micromark keeps the cells as written.
      if (cellCount(line) !== table.align!.length && !header) refuse('table row width');
      let cursor = 0;
      while (this.tokens[this.i]!.type !== 'tr_close') {
        const cell = this.tokens[this.i++]!;
        if (header) {
          const style = cell.attrGet('style');
          table.align!.push(style ? (style.slice('text-align:'.length) as 'left') : null);
        }
        const inline = this.tokens[this.i++]!;
        this.i++;
        // Cells are found in order in their row, for the positions of links in them.
        let column: number | undefined;
        if (inline.content && !inline.content.includes('|')) {
          const at = line.indexOf(inline.content, cursor);
          if (at >= 0) {
            column = at;
            cursor = at + inline.content.length;
          }
        }
        // (Cells' inline tokens carry no line map: the row's line is theirs.)
        inline.map = t.map;
        row.children.push({ type: 'tableCell', children: this.inline(inline, column) as never });
      }
      this.i++;
      table.children.push(row);
    }
    return table;
  }

  // --- inline

  /** Where each content line of an inline token starts in the source (0-based column), for link positions. */
  private columns(token: Token, first?: number): Array<number | undefined> {
    const meta = token.meta as { column?: number } | null;
    const contentLines = token.content.split('\n');
    return contentLines.map((c, k) => {
      if (k === 0 && (first ?? meta?.column) !== undefined) return first ?? meta!.column;
      const line = this.lines[token.map![0] + k];
      if (line === undefined || !c) return undefined;
      if (line.endsWith(c)) return line.length - c.length;
      const trimmed = line.trimEnd();
      if (trimmed.endsWith(c)) return trimmed.length - c.length;
      const at = line.indexOf(c);
      return at >= 0 ? at : undefined;
    });
  }

  private inline(token: Token, firstColumn?: number): PhrasingContent[] {
    if (token.type !== 'inline') refuse('inline');
    const columns = this.columns(token, firstColumn);
    const content = token.content;
    const lineStarts = [0];
    for (let k = content.indexOf('\n'); k >= 0; k = content.indexOf('\n', k + 1)) lineStarts.push(k + 1);
    const point = (offset: number): Point => {
      let k = lineStarts.length - 1;
      while (lineStarts[k]! > offset) k--;
      const column = columns[k] ?? refuse('link position');
      return { line: token.map![0] + k + 1, column: column + offset - lineStarts[k]! + 1 };
    };
    return new InlineConverter(token.children ?? [], this.mdx, point, content).run();
  }
}

/** Cells in a table row as written: pipes split unless escaped; an outer pipe on either side opens or closes. */
function cellCount(line: string): number {
  const cells = line.trim().split(/(?<!\\)\|/);
  if (cells[0] === '') cells.shift();
  if (cells.length && cells[cells.length - 1] === '') cells.pop();
  return cells.length;
}

function emptyProgram() {
  return { type: 'Program', sourceType: 'module', body: [], comments: [] };
}

/** GFM task list items: `[ ]`/`[x]` then whitespace at the start of the item's first paragraph. */
function taskItem(item: Record<string, unknown>) {
  const first = (item.children as RootContent[])[0];
  if (first?.type !== 'paragraph') return;
  const text = first.children[0];
  if (text?.type !== 'text') return;
  const m = /^\[([ xX])\][ ](?=[^\n]*\S)/.exec(text.value);
  if (!m) {
    if (/^\[[ xX]\]/.test(text.value)) refuse('task list item');
    return;
  }
  item.checked = m[1] !== ' ';
  text.value = text.value.slice(m[0].length);
}

class InlineConverter {
  private i = 0;
  private prevColon = false;
  private image = 0;
  private autolink = false;

  constructor(
    private readonly tokens: Token[],
    private readonly mdx: boolean,
    private readonly point: (offset: number) => Point,
    private readonly source: string,
  ) {}

  run(): PhrasingContent[] {
    return this.children(undefined);
  }

  private children(close: string | undefined): PhrasingContent[] {
    const out: PhrasingContent[] = [];
    const open: MdxJsxTextElement[] = [];
    const target = () => (open.length ? (open[open.length - 1]!.children as PhrasingContent[]) : out);
    const text = (value: string) => {
      if (!value) return;
      const list = target();
      const last = list[list.length - 1];
      if (last?.type === 'text') last.value += value;
      else list.push({ type: 'text', value });
    };
    while (this.i < this.tokens.length) {
      const t = this.tokens[this.i++]!;
      if (t.type === close) break;
      const colonBefore = this.prevColon;
      this.prevColon = false;
      switch (t.type) {
        case 'text':
          this.text(t.content, colonBefore, text, target);
          break;
        case 'text_special':
          if (t.info === 'entity' && !safeEntity(t)) refuse('character reference');
          text(t.content);
          break;
        case 'softbreak':
          text('\n');
          break;
        case 'hardbreak':
          target().push({ type: 'break' });
          break;
        case 'code_inline':
          target().push({ type: 'inlineCode', value: this.code(t) });
          break;
        case 'em_open':
          target().push({ type: 'emphasis', children: this.children('em_close') });
          break;
        case 'strong_open':
          target().push({ type: 'strong', children: this.children('strong_close') });
          break;
        case 's_open':
          target().push({ type: 'delete', children: this.children('s_close') });
          break;
        case 'link_open': {
          const { start, end } = t.meta as { start: number; end: number };
          const title = t.attrGet('title');
          // An autolink's text is its URL: no GFM literal inside it to worry about.
          const autolink = t.markup === 'autolink';
          this.autolink = autolink;
          const children = this.children('link_close');
          this.autolink = false;
          target().push({ type: 'link', url: t.attrGet('href')!, title: autolink ? null : (title ?? null), children, position: { start: this.point(start), end: this.point(end) } });
          break;
        }
        case 'image': {
          const { start, end } = t.meta as { start: number; end: number };
          this.image++;
          const alt = toString(new InlineConverter(t.children ?? [], this.mdx, this.point, this.source).run() as Nodes[]);
          this.image--;
          target().push({ type: 'image', url: t.attrGet('src')!, title: t.attrGet('title') ?? null, alt, position: { start: this.point(start), end: this.point(end) } });
          break;
        }
        case 'html_inline':
          target().push({ type: 'html', value: t.content });
          break;
        case 'mdx_expression_inline':
          target().push({ type: 'mdxTextExpression', value: t.meta as string, data: { estree: emptyProgram() } } as never);
          break;
        case 'mdx_jsx_inline': {
          const tag = t.meta as JsxTag;
          if (tag.closing) {
            const element = open.pop();
            if (!element || element.name !== tag.name) refuse('unbalanced JSX');
          } else {
            const element: MdxJsxTextElement = { type: 'mdxJsxTextElement', name: tag.name, attributes: tag.attributes, children: [] };
            target().push(element);
            if (!tag.selfClosing) open.push(element);
          }
          break;
        }
        default:
          refuse(`inline ${t.type}`);
      }
    }
    if (open.length) refuse('unclosed JSX');
    return out;
  }

  /** A code span's value: mdast keeps its line endings, which markdown-it turns into spaces. */
  private code(t: Token): string {
    const { start, end } = t.meta as { start: number; end: number };
    const raw = this.source.slice(start + t.markup.length, end - t.markup.length);
    if (!raw.includes('\n')) return t.content;
    if (/^\n|\n$/.test(raw)) refuse('code span edge line ending');
    return /^ [^]*[^ ][^]* $/.test(raw) ? raw.slice(1, -1) : raw;
  }

  /** Plain text: refuses what micromark would read differently, and splits out `:name` text directives. */
  private text(value: string, colonBefore: boolean, text: (v: string) => void, target: () => PhrasingContent[]) {
    if (this.mdx && /[<{}]/.test(value)) refuse('JSX or expression in text');
    if (this.autolink) return text(value);
    if (GFM_TEXT.test(value)) refuse('GFM text construct');
    let from = 0;
    for (let k = value.indexOf(':'); k >= 0; k = value.indexOf(':', k + 1)) {
      // A colon right after a colon starts no directive (`::`), nor does one without a name after it.
      if (k === 0 ? colonBefore : value[k - 1] === ':') continue;
      const rest = readName(value, k + 1);
      const after = value[k + 1 + (rest?.length ?? 0)];
      if (!rest || after === ':') continue;
      // A link right after the name would be the directive's label for micromark.
      if (after === undefined && ['link_open', 'mdx_expression_inline'].includes(this.tokens[this.i]?.type ?? '')) refuse('directive label');
      if (this.image) refuse('directive in image alt');
      if (after === '[' || after === '{') refuse('directive label or attributes');
      text(value.slice(from, k));
      target().push({ type: 'textDirective', name: rest, attributes: {}, children: [] } as never);
      from = k + 1 + rest.length;
      k = from - 1;
    }
    text(value.slice(from));
    // The next text token continues this one: `a:` + `:b` must not make a directive of `:b`.
    this.prevColon = value.endsWith(':');
  }
}

function safeEntity(token: Token): boolean {
  const numeric = /^&#(?:x([\da-f]+)|(\d+));$/i.exec(token.markup);
  if (numeric) return true;
  return !token.content.includes(';');
}

// ---------------------------------------------------------------------------------------------------------------

function convert(source: string, mdx: boolean): Root | string {
  if (!canParseFast(source, mdx)) return 'pre-check';
  parsers ??= { md: createParser(false), mdx: createParser(true) };
  try {
    const env: Env = {};
    const tokens = (mdx ? parsers.mdx : parsers.md).parse(source, env);
    // Reference definitions: mdast keeps `linkReference`/`definition` nodes where markdown-it resolves them.
    if (env.references && Object.keys(env.references).length) return 'reference definitions';
    return new Converter(tokens, source, mdx).root();
  } catch (error) {
    if (error instanceof Unsupported) return error.message;
    throw error;
  }
}

/**
 * The mdast of a page body (after frontmatter and preprocessMarkdown) as the usual parsers would give it, or
 * `undefined` when this front end cannot promise that: the caller then uses those parsers.
 */
export function parseFast(source: string, mdx: boolean): Root | undefined {
  const result = convert(source, mdx);
  return typeof result === 'string' ? undefined : result;
}

/** Why the fast path refuses a page, or `undefined` when it takes it (tests and diagnostics). */
export function explainFast(source: string, mdx: boolean): string | undefined {
  const result = convert(source, mdx);
  return typeof result === 'string' ? result : undefined;
}
