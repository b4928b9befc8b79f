import type { Element, ElementContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { hastToHtml, highlightToHast, highlightToHtml, parseCodeTitle, parseLineHighlights, resolveLang, splitLines } from './highlight';

/** The same hast as React elements, the way the content tree renders it. */
function toReact(node: ElementContent): ReactNode {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return null;
  // Props in the tree's order (React writes attributes in the order it is given them).
  const props = Object.fromEntries(Object.entries(node.properties).map(([k, v]) => [k, Array.isArray(v) ? v.join(' ') : v]));
  return createElement(node.tagName, props, ...node.children.map(toReact));
}

const lineSpans = (pre: Element) => (pre.children[0] as Element).children.filter((c): c is Element => c.type === 'element');
const classes = (node: ElementContent) => (node.type === 'element' ? (node.properties.className as string[]) : []);

describe('hastToHtml', () => {
  it('writes the markup React would write for the same tree, escapes included', () => {
    const sources: Array<[string, string]> = [
      ['const a = "<b>" & \'c\';\n// tail > head\n', 'ts'],
      ['<div class="x">a &amp; b</div>', 'html'],
      ['plain <text> & "quotes"', 'text'],
      ['/* one\ntwo */\nx', 'js'],
    ];
    for (const [code, lang] of sources) {
      const pre = highlightToHast(code, lang, new Set([1]));
      expect(hastToHtml(pre)).toBe(renderToStaticMarkup(toReact(pre)));
      expect(highlightToHtml(code, lang, new Set([1]))).toBe(hastToHtml(pre));
    }
  });
});

describe('highlightToHtml', () => {
  const same = (code: string, lang: string, lines = new Set<number>()) => expect(highlightToHtml(code, lang, lines)).toBe(hastToHtml(highlightToHast(code, lang, lines)));

  it('writes what hastToHtml writes for the tree, for tokens across lines, empty lines and plain text', () => {
    same('/* one\ntwo */\nx', 'js', new Set([2]));
    same('const s = `a\n\n${b}\nc`;\n', 'ts');
    same('\n\nonly later\n', 'text');
    same('a:\n  - b # c\n', 'yaml', new Set([1, 3]));
    same('<div>\n  <p class="x">&amp;</p>\n</div>', 'html');
    same('', 'ts');
  });

  it('writes what hastToHtml writes for lines marked by notations, and flags the <pre> for focus, signs and numbers', () => {
    const marks = new Map([[1, ['line--add']], [2, ['line--focus', 'highlighted']], [3, ['line--remove']]]);
    const options = { marks, lineNumbers: true };
    const html = highlightToHtml('a();\nb();\nc();', 'ts', new Set([2]), options);
    expect(html).toBe(hastToHtml(highlightToHast('a();\nb();\nc();', 'ts', new Set([2]), options)));
    expect(html).toMatch(/^<pre class="rsd-highlight language-ts rsd-highlight--numbered rsd-highlight--focus rsd-highlight--signs"/);
    expect(html.match(/<span class="line[^"]*">/g)).toEqual([
      '<span class="line line--add">',
      '<span class="line highlighted line--focus">',
      '<span class="line line--remove">',
    ]);
  });

  it('writes what hastToHtml writes for every code fence of the site', () => {
    const docs = fileURLToPath(new URL('../../../../site/docs', import.meta.url));
    const files = fs.readdirSync(docs, { recursive: true, encoding: 'utf8' }).filter((f) => /\.mdx?$/.test(f));
    let fences = 0;
    for (const file of files) {
      for (const m of fs.readFileSync(path.join(docs, file), 'utf8').matchAll(/^(\s*)(`{3,})(\S*)[^\n]*\n([\s\S]*?)\n\1\2\s*$/gm)) {
        same(m[4]!, resolveLang(m[3]), new Set([1, 2]));
        fences++;
      }
    }
    expect(fences).toBeGreaterThan(400);
  });
});

describe('highlightToHast', () => {
  it('emits one .line row per source line with Prism token classes', () => {
    const pre = highlightToHast("const a = 'x';\nexport default a;\n", 'ts', new Set());
    expect(classes(pre)).toEqual(['rsd-highlight', 'language-ts']);
    const lines = lineSpans(pre);
    expect(lines.map((l) => toString(l))).toEqual(["const a = 'x';", 'export default a;']);
    const first = lines[0]!.children.find((c) => c.type === 'element')!;
    expect(classes(first)).toEqual(['token', 'keyword']);
    expect(toString(first)).toBe('const');
  });

  it('marks the requested lines as highlighted, counting from 1', () => {
    const lines = lineSpans(highlightToHast('a\nb\nc', 'js', new Set([2])));
    expect(lines.map((l) => classes(l).includes('highlighted'))).toEqual([false, true, false]);
  });

  it('keeps a token that spans lines inside each of its lines', () => {
    const lines = lineSpans(highlightToHast('/* one\ntwo */\nx', 'js', new Set()));
    expect(lines).toHaveLength(3);
    for (const line of lines.slice(0, 2)) expect(classes(line.children[0]!)).toEqual(['token', 'comment']);
    expect(toString(lines[1]!)).toBe('two */');
  });

  it('leaves unknown languages as plain text rows', () => {
    const lines = lineSpans(highlightToHast('<b>not html</b>\nsecond', 'text', new Set()));
    expect(lines.map((l) => l.children)).toEqual([[{ type: 'text', value: '<b>not html</b>' }], [{ type: 'text', value: 'second' }]]);
  });
});

describe('splitLines', () => {
  it('keeps empty lines as empty rows', () => {
    expect(splitLines([{ type: 'text', value: 'a\n\nb' }])).toEqual([[{ type: 'text', value: 'a' }], [], [{ type: 'text', value: 'b' }]]);
  });
});

describe('code fence meta', () => {
  it('reads line ranges, titles and language aliases', () => {
    expect([...parseLineHighlights('title="a.ts" {1,3-5}')]).toEqual([1, 3, 4, 5]);
    expect(parseCodeTitle("title='rslib.config.ts'")).toBe('rslib.config.ts');
    expect(resolveLang('TypeScript')).toBe('ts');
    expect(resolveLang('brainfuck')).toBe('text');
    expect(resolveLang('ejs')).toBe('html');
    expect(resolveLang('Dockerfile')).toBe('docker');
  });
});
