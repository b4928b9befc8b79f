import { createHighlighter, type Highlighter } from 'shiki';
import type { Element, ElementContent } from 'hast';

export const CODE_LANGS = [
  'ts', 'tsx', 'js', 'jsx', 'json', 'jsonc', 'bash', 'shell', 'yaml', 'css', 'scss', 'less',
  'html', 'vue', 'md', 'mdx', 'diff', 'toml',
] as const;
const ALIASES: Record<string, string> = { sh: 'bash', zsh: 'bash', console: 'bash', typescript: 'ts', javascript: 'js', yml: 'yaml', mjs: 'js', cjs: 'js', mts: 'ts', cts: 'ts', markdown: 'md' };

let highlighterPromise: Promise<Highlighter> | null = null;

/** One highlighter per process: grammars load once, then every page reuses them. */
export function getHighlighter(): Promise<Highlighter> {
  highlighterPromise ??= createHighlighter({ themes: ['github-light', 'github-dark'], langs: [...CODE_LANGS] });
  return highlighterPromise;
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
  return (CODE_LANGS as readonly string[]).includes(resolved) ? resolved : 'text';
}

/** Highlight one code block to a hast `<pre>`, marking the requested lines with the class `highlighted`. */
export function highlightToHast(highlighter: Highlighter, code: string, lang: string, highlighted: Set<number>): Element {
  const root = highlighter.codeToHast(code.replace(/\n$/, ''), {
    lang,
    themes: { light: 'github-light', dark: 'github-dark' },
    defaultColor: false,
    transformers: [
      {
        line(node, line) {
          if (highlighted.has(line)) this.addClassToHast(node, 'highlighted');
        },
      },
    ],
  });
  const pre = root.children.find((c): c is Element => c.type === 'element' && c.tagName === 'pre');
  if (!pre) throw new Error('highlighter returned no <pre>');
  return pre as Element & { children: ElementContent[] };
}
