import { createHighlighter, createJavaScriptRegexEngine, type Highlighter } from 'shiki';
import type { Element, ElementContent } from 'hast';
import { ensureContrast } from '../../lib/contrast';

export const CODE_LANGS = [
  'ts', 'tsx', 'js', 'jsx', 'json', 'jsonc', 'bash', 'shell', 'yaml', 'css', 'scss', 'less',
  'html', 'vue', 'md', 'mdx', 'diff', 'toml',
] as const;
const ALIASES: Record<string, string> = { sh: 'bash', zsh: 'bash', console: 'bash', typescript: 'ts', javascript: 'js', yml: 'yaml', mjs: 'js', cjs: 'js', mts: 'ts', cts: 'ts', markdown: 'md' };

let highlighterPromise: Promise<Highlighter> | null = null;

/** One highlighter per process: grammars load once, then every page reuses them. */
export function getHighlighter(): Promise<Highlighter> {
  // The JavaScript regex engine avoids WebAssembly start-up and is faster than Oniguruma on these grammars.
  highlighterPromise ??= createHighlighter({
    themes: ['github-light', 'github-dark'],
    langs: [...CODE_LANGS],
    engine: createJavaScriptRegexEngine({ forgiving: true }),
  });
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

/**
 * Token colours as classes instead of inline styles: `--shiki-light:#D73A49;--shiki-dark:#F97583` becomes `sk3`.
 * Pages get smaller and no style strings need parsing; one small stylesheet (`tokenClassesCss`) defines them.
 */
export class TokenClasses {
  private byStyle = new Map<string, string>();
  /** Names come from a hash of the style, so parallel workers agree on them without talking. */
  classFor(style: string): string {
    let name = this.byStyle.get(style);
    if (!name) {
      let h = 0x811c9dc5;
      for (let i = 0; i < style.length; i++) h = Math.imul(h ^ style.charCodeAt(i), 0x01000193) >>> 0;
      this.byStyle.set(style, (name = `sk${h.toString(36)}`));
    }
    return name;
  }
  /** Styles seen so far, to merge the classes of several workers. */
  entries(): Array<[string, string]> {
    return [...this.byStyle];
  }
  add(entries: Array<[string, string]>): void {
    for (const [style, name] of entries) this.byStyle.set(style, name);
  }
  css(): string {
    return [...this.byStyle]
      .sort((a, b) => a[1].localeCompare(b[1]))
      .map(([style, name]) => `.${name}{${style}}`)
      .join('\n');
  }
}

/** The theme's code backgrounds (`--rsd-c-code-bg`) that token colours are checked against. */
export const CODE_BACKGROUNDS = { light: '#f6f7f9', dark: '#15171b' } as const;

/**
 * Contrast wanted for token colours on those backgrounds: WCAG AA's 4.5:1 with room for a highlighted line,
 * whose tint (about 12–16 % of a brand colour) lowers contrast by up to a sixth in light and a quarter in dark.
 */
export const TOKEN_CONTRAST = { light: 5.5, dark: 6 } as const;

/**
 * A Shiki token style (`--shiki-light:#6A737D;--shiki-dark:#6A737D`) with each colour moved toward black
 * (light) or white (dark) just enough to reach `TOKEN_CONTRAST`; the GitHub themes' comment grey, red, green
 * and orange fall short on our code backgrounds.
 */
export function readableTokenStyle(style: string): string {
  return style.replace(/--shiki-(light|dark):(#[0-9a-f]{3,8})\b/gi, (_, mode: string, color: string) => {
    const key = mode.toLowerCase() as keyof typeof CODE_BACKGROUNDS;
    return `--shiki-${mode}:${ensureContrast(color, CODE_BACKGROUNDS[key], TOKEN_CONTRAST[key])}`;
  });
}

function classify(node: ElementContent, classes: TokenClasses | undefined): void {
  if (node.type !== 'element') return;
  const style = node.properties.style;
  if (node.tagName === 'span' && typeof style === 'string' && style.startsWith('--shiki')) {
    const readable = readableTokenStyle(style);
    if (classes) {
      delete node.properties.style;
      const existing = node.properties.className;
      node.properties.className = [...(Array.isArray(existing) ? existing : existing ? [String(existing)] : []), classes.classFor(readable)];
    } else {
      node.properties.style = readable;
    }
  }
  node.children.forEach((child) => classify(child, classes));
}

/** Highlight one code block to a hast `<pre>`, marking the requested lines with the class `highlighted`. */
export function highlightToHast(highlighter: Highlighter, code: string, lang: string, highlighted: Set<number>, classes?: TokenClasses): Element {
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
  pre.children.forEach((child) => classify(child, classes));
  return pre as Element & { children: ElementContent[] };
}
