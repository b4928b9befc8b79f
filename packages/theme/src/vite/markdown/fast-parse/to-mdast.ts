import type { Token } from 'markdown-it';
import type { Nodes, Paragraph, PhrasingContent, Root, RootContent, Table } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import type { JsxTag } from './jsx';
import { readName } from './rules';
import { refuse, unescapeAll } from './shared';

// markdown-it tokens → the mdast remark-parse (+ GFM + directives) or MDX's parser would give.

type Point = { line: number; column: number };

// Autolink literals (GFM) and single-tilde strikethrough: markdown-it leaves them as text, micromark does not.
const GFM_TEXT = /~|www\.|https?:\/\/|mailto:|xmpp:|[\w.+-]@[\w-]+\.[\w-]/i;

export class Converter {
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
