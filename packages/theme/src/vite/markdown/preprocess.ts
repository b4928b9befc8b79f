/** Container names Rspress writes, which may also be written with a space after the colons (`::: tip`). */
const CONTAINER_NAMES = new Set(['tip', 'note', 'info', 'important', 'warning', 'caution', 'danger', 'details']);

// `{title="…"}` after a container name, with or without a space before it and MDX's escape (`\{title="…"}`).
const TITLE_ATTRIBUTE = /^[ \t]*\\?\{[ \t]*title[ \t]*=[ \t]*(?:"([^"]*)"|'([^']*)'|([^\s"'}\\]+))[ \t]*\\?\}[ \t]*$/;
const CONTAINER = /^([ \t]*:{3,})([ \t]*)([a-zA-Z][\w-]*)(.*)$/;
// A heading ending in `{#id}`, MDX-escaped or not (`\{#id}`, `\{#id\}`).
const HEADING_ID = /^(#{1,6}\s.*?)\s*\\?\{#([\w\-.]+)\\?\}\s*$/;

const escapeLabel = (title: string) => title.replace(/[[\]]/g, '\\$&');

/** The container line rewritten to the directive syntax the parsers read (`:::tip[Title]`), or undefined to keep it. */
function containerLine(line: string): string | undefined {
  const m = CONTAINER.exec(line);
  if (!m) return undefined;
  const [, colons, space, name, rest] = m as unknown as [string, string, string, string, string];
  const known = CONTAINER_NAMES.has(name.toLowerCase());
  // `::: tip` only for the container names: other text after colons and a space is left to the parser.
  if (space && !known) return undefined;
  const head = `${colons}${name}`;
  if (/^[ \t]*$/.test(rest)) return space ? head : undefined;
  const attribute = TITLE_ATTRIBUTE.exec(rest);
  if (attribute) return `${head}[${escapeLabel((attribute[1] ?? attribute[2] ?? attribute[3])!.trim())}]`;
  // `:::tip[Title]` and attributes (`{.custom}`) are the parser's; a title after a space becomes the label.
  if (rest[0] === '[' || rest[0] === '{' || /^[ \t]+[[{\\]/.test(rest) || !/^[ \t]/.test(rest)) return space ? `${head}${rest.trimStart()}` : undefined;
  return `${head}[${escapeLabel(rest.trim())}]`;
}

/**
 * Calls `prose` with each line outside fenced code (backtick or tilde fences, indented or not), and `code` with each
 * line inside one.
 */
function forEachLine(lines: string[], prose: (line: string, index: number) => void, code?: (line: string) => void): void {
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1]!;
      if (fence === null) fence = marker[0]!.repeat(marker.length);
      else if (marker.startsWith(fence)) fence = null;
      continue;
    }
    if (!fence) prose(line, i);
    else code?.(line);
  }
}

const OPENING = /^[ \t]*(:{3,})[a-zA-Z]/;
const CLOSING = /^[ \t]*(:{3,})[ \t]*$/;
const colonsOf = (line: string) => /:+/.exec(line)![0].length;
const withColons = (line: string, n: number) => line.replace(/:+/, ':'.repeat(n));

/**
 * Containers as Rspress reads them: a closing `:::` ends the innermost open container, and a `:::` line in fenced code
 * is code. The directive parsers end the outermost container a closing line is long enough for, even from inside
 * code, so a container whose content holds such a line (an example of the syntax, a nested container with as many
 * colons) gets longer fences than anything inside it. Pages without such a container are left as they are.
 */
class ContainerFences {
  private open: Array<{ line: number; colons: number; inside: number }> = [];
  private widen: Array<{ open: number; close: number; colons: number }> = [];

  prose(line: string, index: number): void {
    const opening = OPENING.exec(line);
    if (opening) return void this.open.push({ line: index, colons: opening[1]!.length, inside: 0 });
    const closing = this.open.length ? CLOSING.exec(line) : null;
    if (!closing) return;
    const container = this.open.pop()!;
    const needed = Math.max(container.colons, closing[1]!.length, container.inside + 1);
    if (needed > container.colons || needed > closing[1]!.length) this.widen.push({ open: container.line, close: index, colons: needed });
    const parent = this.open[this.open.length - 1];
    if (parent) parent.inside = Math.max(parent.inside, needed);
  }

  code(line: string): void {
    const container = this.open[this.open.length - 1];
    if (!container || line.trimStart()[0] !== ':') return;
    const closing = CLOSING.exec(line);
    if (closing) container.inside = Math.max(container.inside, closing[1]!.length);
  }

  apply(lines: string[]): void {
    for (const { open, close, colons } of this.widen) {
      lines[open] = withColons(lines[open]!, Math.max(colons, colonsOf(lines[open]!)));
      lines[close] = withColons(lines[close]!, colons);
    }
  }
}

/**
 * Source-level rewrites done before Markdown parsing, outside fenced code (both parsers then read the same text):
 * - containers in Rspress's spellings → the directive syntax the parsers understand: `:::tip Title`, `::: tip`,
 *   `:::tip{title="Title"}`, `::: tip {title='Title'}` and MDX's `:::tip\{title="Title"}` → `:::tip[Title]`;
 * - `## Heading {#id}` and MDX's escaped `## Heading \{#id}` → `## Heading \{#id\}`, so MDX does not read `{#id}` as a
 *   JavaScript expression and no `\` is left in the heading;
 * - a container holding a `:::` line (in code, or a nested container's) gets longer fences (`ContainerFences`).
 * The number of lines never changes: positions still match the source.
 */
export function preprocessMarkdown(body: string): string {
  const lines = body.split('\n');
  const containers = new ContainerFences();
  forEachLine(
    lines,
    (line, i) => {
      // Only lines that start (after indentation) with `:` or `#` can be rewritten: the rest skip the patterns.
      let j = 0;
      while (line.charCodeAt(j) === 32 || line.charCodeAt(j) === 9) j++;
      const first = line[j];
      if (first === ':') {
        const container = containerLine(line);
        if (container !== undefined) lines[i] = container;
        containers.prose(lines[i]!, i);
      } else if (first === '#') {
        const heading = HEADING_ID.exec(line);
        if (heading) lines[i] = `${heading[1]} \\{#${heading[2]}\\}`;
      }
    },
    (line) => containers.code(line),
  );
  containers.apply(lines);
  return lines.join('\n');
}

/**
 * The page's Markdown as the `.md` copy shows it: a heading's MDX-escaped id (`## Title \{#id}`) is written
 * `## Title {#id}`, as in plain Markdown. Only pages with such a heading are split into lines.
 */
export function readableMarkdown(body: string): string {
  if (!body.includes('\\{#')) return body;
  const lines = body.split('\n');
  forEachLine(lines, (line, i) => {
    if (line[0] !== '#') return;
    const heading = HEADING_ID.exec(line);
    if (heading) lines[i] = `${heading[1]} {#${heading[2]}}`;
  });
  return lines.join('\n');
}
