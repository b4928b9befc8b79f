/**
 * Shiki's notation comments (`// [!code ++]`, as `@shikijs/transformers` reads them): the marker leaves the code,
 * and the line it marks gets a class that CodeBlock's CSS draws (with a gutter sign, never by colour alone).
 */

/** Per line (1-based), the classes the notations gave it. */
export type LineMarks = Map<number, string[]>;

const CLASSES: Record<string, string> = {
  '++': 'line--add',
  '--': 'line--remove',
  highlight: 'highlighted',
  hl: 'highlighted',
  focus: 'line--focus',
  error: 'line--error',
  warning: 'line--warning',
};

// `[!code ++]` or `[!code ++:3]` (this line and the two after it); `word:` notations are read and dropped.
const MARKER = /\[!code[ \t]+(\+\+|--|highlight|hl|focus|error|warning|word:[^\]]*)(?::(\d+))?\]/g;
// The comment a marker leaves empty, in any of the syntaxes code blocks use, JSX's `{/* */}` included.
const EMPTY_COMMENT = /[ \t]*(?:\{[ \t]*\/\*[ \t]*\*\/[ \t]*\}|\/\*[ \t]*\*\/|<!--[ \t]*-->|\/\/|#)[ \t]*$/;

/**
 * The code without its notation markers, and the classes of the lines they marked; undefined when it has none.
 * A line that held only a marker is dropped and its marker applies to the next line, as Shiki does.
 */
export function readCodeNotations(code: string): { code: string; marks: LineMarks } | undefined {
  const lines = code.split('\n');
  const kept: string[] = [];
  const marks: LineMarks = new Map();
  // Lines still owed a class by a marker with a count (`:3`), or by a marker on a line of its own.
  let pending: Array<{ className: string; left: number }> = [];
  let found = false;
  for (const line of lines) {
    const here: Array<{ className: string; count: number }> = [];
    let text = line;
    if (line.includes('[!code')) {
      text = line.replace(MARKER, (_m, kind: string, count?: string) => {
        const className = CLASSES[kind];
        if (className) here.push({ className, count: count ? Math.max(1, Number(count)) : 1 });
        return '';
      });
      if (text !== line) {
        found = true;
        text = text.replace(EMPTY_COMMENT, '').replace(/[ \t]+$/, '');
        // A marker alone on its line marks the lines after it.
        if (text.trim() === '') {
          pending.push(...here.map((h) => ({ className: h.className, left: h.count })));
          continue;
        }
      }
    }
    kept.push(text);
    const lineNo = kept.length;
    const classes = [...pending.map((p) => p.className), ...here.map((h) => h.className)];
    pending = pending.map((p) => ({ ...p, left: p.left - 1 })).filter((p) => p.left > 0);
    for (const h of here) if (h.count > 1) pending.push({ className: h.className, left: h.count - 1 });
    if (classes.length) marks.set(lineNo, [...new Set([...(marks.get(lineNo) ?? []), ...classes])]);
  }
  return found ? { code: kept.join('\n'), marks } : undefined;
}
