import type { Element, ElementContent } from 'hast';
import { refractor } from 'refractor/core';
import bash from 'refractor/bash';
import css from 'refractor/css';
import diff from 'refractor/diff';
import docker from 'refractor/docker';
import json from 'refractor/json';
import json5 from 'refractor/json5';
import less from 'refractor/less';
import markdown from 'refractor/markdown';
import markup from 'refractor/markup';
import scss from 'refractor/scss';
import toml from 'refractor/toml';
import tsx from 'refractor/tsx';
import yaml from 'refractor/yaml';

// Prism grammars (through refractor): one regex pass per block, token types as classes (`token keyword`),
// so light and dark colours are plain CSS and any Prism theme works. TextMate grammars were ~20× slower.
for (const grammar of [bash, css, diff, docker, json, json5, less, markdown, markup, scss, toml, tsx, yaml]) refractor.register(grammar);

const ALIASES: Record<string, string> = {
  sh: 'bash', zsh: 'bash', console: 'bash', typescript: 'ts', javascript: 'js', yml: 'yaml', mjs: 'js', cjs: 'js', mts: 'ts', cts: 'ts', markdown: 'md',
  // Templates and markup that read well with the HTML grammar (EJS's `<% %>` stays plain inside it).
  ejs: 'html', xml: 'html', svg: 'html', htm: 'html', dockerfile: 'docker',
};
/** Languages that are plain text on purpose: no language warning (```tree gets its own, code-meta.ts). */
export const PLAIN_LANGS = new Set(['text', 'txt', 'plain', 'plaintext', 'log', 'ansi', 'tree', 'output']);
/** The languages code fences may name (after aliases) → Prism's grammar names. */
const GRAMMARS: Record<string, string> = {
  ts: 'typescript', tsx: 'tsx', js: 'javascript', jsx: 'jsx', json: 'json', jsonc: 'json5', bash: 'bash', shell: 'bash',
  yaml: 'yaml', css: 'css', scss: 'scss', less: 'less', html: 'markup', vue: 'markup', md: 'markdown', mdx: 'markdown',
  diff: 'diff', toml: 'toml', docker: 'docker',
};

/** Whether a fence's language (or an alias of one) has a grammar. */
export function isHighlighted(lang: string): boolean {
  const l = lang.toLowerCase();
  return Object.hasOwn(GRAMMARS, ALIASES[l] ?? l);
}

/** What a code block's lines show besides their tokens. */
export interface LineOptions {
  /** Classes per line (1-based) from notations (`// [!code ++]`, code-notations.ts). */
  marks?: Map<number, string[]>;
  /** Number the lines (`lineNumbers` in the meta): a class on the `<pre>`, the numbers are CSS counters. */
  lineNumbers?: boolean;
}

function lineClass(line: number, highlighted: Set<number>, marks: Map<number, string[]> | undefined): string {
  const extra = marks?.get(line);
  if (!extra && !highlighted.has(line)) return 'line';
  const classes = ['line', ...(highlighted.has(line) ? ['highlighted'] : []), ...(extra ?? [])];
  return [...new Set(classes)].join(' ');
}

/** The `<pre>`'s classes: flags let the CSS dim unfocused lines and make room for signs or numbers. */
function preClasses(langClass: string, options: LineOptions): string[] {
  const classes = ['rsd-highlight', langClass];
  if (options.lineNumbers) classes.push('rsd-highlight--numbered');
  if (options.marks?.size) {
    const all = new Set([...options.marks.values()].flat());
    if (all.has('line--focus')) classes.push('rsd-highlight--focus');
    if (all.has('line--add') || all.has('line--remove') || all.has('line--error') || all.has('line--warning')) classes.push('rsd-highlight--signs');
  }
  return classes;
}

/** Parse `{1,3-5}` from a code fence's meta into a set of line numbers (1-based). */
export function parseLineHighlights(meta: string | null | undefined): Set<number> {
  const lines = new Set<number>();
  const match = /\{([\d,\s-]+)\}/.exec(meta ?? '');
  if (!match) return lines;
  for (const part of match[1]!.split(',')) {
    const [a, b] = part.trim().split('-').map((n) => Number.parseInt(n, 10));
    if (a === undefined || Number.isNaN(a)) continue;
    const end = b === undefined || Number.isNaN(b) ? a : b;
    for (let i = a; i <= end; i++) lines.add(i);
  }
  return lines;
}

/** Read `title="rslib.config.ts"` (or single quotes) from a code fence's meta. */
export function parseCodeTitle(meta: string | null | undefined): string | undefined {
  const match = /title=(?:"([^"]*)"|'([^']*)')/.exec(meta ?? '');
  return match ? (match[1] ?? match[2]) : undefined;
}

export function resolveLang(lang: string | null | undefined): string {
  const l = (lang ?? '').toLowerCase();
  const resolved = ALIASES[l] ?? l;
  return Object.hasOwn(GRAMMARS, resolved) ? resolved : 'text';
}

/**
 * Split highlighted nodes into lines. A token that spans a newline (a block comment, a template string)
 * is cut in two, each part keeping its classes, so every line is a self-contained row.
 */
export function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  const append = (node: ElementContent) => lines[lines.length - 1]!.push(node);
  for (const node of nodes) {
    if (node.type === 'text') {
      node.value.split('\n').forEach((part, i) => {
        if (i > 0) lines.push([]);
        if (part) append({ type: 'text', value: part });
      });
    } else if (node.type === 'element') {
      splitLines(node.children).forEach((children, i) => {
        if (i > 0) lines.push([]);
        if (children.length) append({ ...node, children });
      });
    }
  }
  return lines;
}

/**
 * Highlight one code block to a hast `<pre class="rsd-highlight language-x"><code>` whose lines are
 * `<span class="line">` rows; the requested lines also get the class `highlighted`.
 */
export function highlightToHast(code: string, lang: string, highlighted: Set<number>, options: LineOptions = {}): Element {
  const source = code.replace(/\n$/, '');
  const grammar = GRAMMARS[lang];
  const tokens: ElementContent[] = grammar ? (refractor.highlight(source, grammar).children as ElementContent[]) : [{ type: 'text', value: source }];
  const rows: ElementContent[] = [];
  splitLines(tokens).forEach((children, i) => {
    if (i > 0) rows.push({ type: 'text', value: '\n' });
    const className = lineClass(i + 1, highlighted, options.marks).split(' ');
    rows.push({ type: 'element', tagName: 'span', properties: { className }, children });
  });
  const langClass = `language-${lang}`;
  return {
    type: 'element',
    tagName: 'pre',
    properties: { className: preClasses(langClass, options), tabIndex: 0 },
    children: [{ type: 'element', tagName: 'code', properties: { className: [langClass] }, children: rows }],
  };
}

// The same escaping as React's server renderer (`&#x27;`, where html.ts's escapeHtml writes `&#39;` in the page
// head), so a block's markup is byte for byte what React would write.
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const ESCAPED = /[&<>"']/;
// Most tokens hold nothing to escape: a test is much cheaper than a replace with a callback (~8 % of highlighting).
const escapeHtml = (value: string) => (ESCAPED.test(value) ? value.replace(/[&<>"']/g, (c) => ESCAPES[c]!) : value);
const ATTRIBUTE_NAMES: Record<string, string> = { className: 'class', tabIndex: 'tabindex' };

function openTag(node: Element): string {
  let attributes = '';
  for (const [name, value] of Object.entries(node.properties)) {
    if (value === undefined || value === null || value === false) continue;
    const text = Array.isArray(value) ? value.join(' ') : String(value);
    attributes += ` ${ATTRIBUTE_NAMES[name] ?? name}="${escapeHtml(text)}"`;
  }
  return `<${node.tagName}${attributes}>`;
}

/** Opening tags of tokens that have only classes (nearly all: `token keyword`, …), by their classes. */
const TOKEN_TAGS = new Map<string, string>();

/** `openTag`, kept per class list for the spans Prism makes: a block has hundreds of tokens of a few kinds. */
function tokenTag(node: Element): string {
  const { className } = node.properties;
  if (node.tagName !== 'span' || !Array.isArray(className) || Object.keys(node.properties).length !== 1) return openTag(node);
  const key = className.join(' ');
  let tag = TOKEN_TAGS.get(key);
  if (tag === undefined && TOKEN_TAGS.size < 10_000) TOKEN_TAGS.set(key, (tag = openTag(node)));
  return tag ?? openTag(node);
}

/**
 * Highlighted markup as HTML. With `highlightToHast` and `splitLines`, the readable tree form of highlighting that
 * the one-pass `highlightToHtml` (what the build uses) is tested against. Only what `highlightToHast` makes: elements with class names and a tab index, and
 * text. (Adjacent texts get no `<!-- -->` between them: that marker is for React's hydration, and this HTML is not
 * hydrated node by node.)
 */
export function hastToHtml(node: ElementContent): string {
  if (node.type === 'text') return escapeHtml(node.value);
  if (node.type !== 'element') return '';
  let children = '';
  for (const child of node.children) children += hastToHtml(child);
  return `${openTag(node)}${children}</${node.tagName}>`;
}

/**
 * One highlighted code block as HTML, the same as `hastToHtml(highlightToHast(…))` (tested on every fence of the
 * site) in one pass over the tokens, without building each line's tree first. A token that spans lines is closed
 * at each line end and opened again on the next line, but only where it has text there, as `splitLines` does.
 */
export function highlightToHtml(code: string, lang: string, highlighted: Set<number>, options: LineOptions = {}): string {
  const source = code.replace(/\n$/, '');
  const grammar = GRAMMARS[lang];
  const tokens: ElementContent[] = grammar ? (refractor.highlight(source, grammar).children as ElementContent[]) : [{ type: 'text', value: source }];
  const langClass = `language-${lang}`;
  let line = 1;
  const lineStart = () => `<span class="${lineClass(line, highlighted, options.marks)}">`;
  // Tokens open around the text being written; `written` says whether the tag is on the current line yet.
  const open: Array<{ tag: string; close: string; written: boolean }> = [];
  let html = `<pre class="${preClasses(langClass, options).join(' ')}" tabindex="0"><code class="${langClass}">${lineStart()}`;
  const text = (value: string) => {
    if (!value.includes('\n')) {
      if (!value) return;
      for (const o of open) if (!o.written) (html += o.tag), (o.written = true);
      html += escapeHtml(value);
      return;
    }
    const parts = value.split('\n');
    for (let i = 0; i < parts.length; i++) {
      if (i > 0) {
        for (let j = open.length - 1; j >= 0; j--) if (open[j]!.written) html += open[j]!.close;
        for (const o of open) o.written = false;
        line++;
        html += `</span>\n${lineStart()}`;
      }
      if (!parts[i]) continue;
      for (const o of open) if (!o.written) (html += o.tag), (o.written = true);
      html += escapeHtml(parts[i]!);
    }
  };
  const walk = (node: ElementContent) => {
    if (node.type === 'text') return text(node.value);
    if (node.type !== 'element') return;
    open.push({ tag: tokenTag(node), close: `</${node.tagName}>`, written: false });
    for (const child of node.children) walk(child);
    const done = open.pop()!;
    if (done.written) html += done.close;
  };
  for (const token of tokens) walk(token);
  return `${html}</span></code></pre>`;
}
