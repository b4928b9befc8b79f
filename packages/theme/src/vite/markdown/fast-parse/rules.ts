import MarkdownIt, { type StateBlock, type StateInline } from 'markdown-it';
import { readComment, readTag, type JsxTag } from './jsx';
import { refuse } from './shared';

// markdown-it rules: remark-directive's containers and leaf directives, MDX's flow and inline JSX, and the
// offsets mdast positions need.


export interface Env {
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

export function readName(text: string, pos: number): string | undefined {
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

export function createParser(mdx: boolean): MarkdownIt {
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
