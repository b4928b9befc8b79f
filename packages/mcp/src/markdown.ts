/** Headings and sections of a page's Markdown copy (the `.md` file the build writes), outside code fences. */

export interface Heading {
  depth: number;
  /** The heading's text without inline Markdown and without an explicit `{#id}`. */
  text: string;
  /** The explicit `{#id}`, or the id the theme gives the text (see `slugify`). */
  id: string;
  /** Line index in the document. */
  line: number;
}

/**
 * Heading ids as the theme makes them (`vite/slug.ts`): lower case, whitespace to '-', punctuation dropped, letters
 * of every script kept. Only used for headings without an explicit `{#id}`.
 */
export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\u2000-\u206F\u2E00-\u2E7F\\'!"#$%&()*+,./:;<=>?@[\]^`{|}~\u3000-\u303F\uFF00-\uFF0F\uFF1A-\uFF20]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Inline Markdown to its text: code spans, links, emphasis and tags lose their marks. */
function plainInline(text: string): string {
  return text
    .replace(/`([^`]*)`/g, '$1')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__|\*|_|~~)(\S(?:.*?\S)?)\1/g, '$2')
    .trim();
}

export function headingsOf(markdown: string): Heading[] {
  const lines = markdown.split('\n');
  const out: Heading[] = [];
  const seen = new Map<string, number>();
  let fence: string | null = null;
  lines.forEach((line, i) => {
    const f = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (!fence) fence = f[1]!;
      else if (f[1]!.startsWith(fence[0]!) && f[1]!.length >= fence.length && !line.trim().slice(f[1]!.length)) fence = null;
      return;
    }
    if (fence) return;
    const h = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (!h) return;
    const explicit = /\s*\{#([^}\s]+)\}\s*$/.exec(h[2]!);
    const raw = explicit ? h[2]!.slice(0, explicit.index) : h[2]!;
    const text = plainInline(raw);
    let id = explicit?.[1] ?? (slugify(text) || 'section');
    // A repeated id gets -1, -2… as the theme's slugger does.
    if (seen.has(id)) {
      const n = seen.get(id)! + 1;
      seen.set(id, n);
      id = `${id}-${n}`;
    }
    seen.set(id, 0);
    out.push({ depth: h[1]!.length, text, id, line: i });
  });
  return out;
}

/** Loose form of a heading for matching what an assistant typed: case, spaces and `#` do not matter. */
const loose = (s: string) => s.replace(/^#+/, '').trim().toLowerCase().replace(/\s+/g, ' ');

/** The heading `query` names: its id (with or without `#`) or its text. */
export function findHeading(headings: Heading[], query: string): Heading | undefined {
  const q = loose(query);
  return headings.find((h) => h.id.toLowerCase() === q) ?? headings.find((h) => loose(h.text) === q) ?? headings.find((h) => slugify(h.text) === slugify(q));
}

/** The section under a heading: its line and everything up to the next heading of the same or a higher level. */
export function sectionOf(markdown: string, heading: Heading, headings: Heading[]): string {
  const lines = markdown.split('\n');
  const next = headings.find((h) => h.line > heading.line && h.depth <= heading.depth);
  return lines.slice(heading.line, next ? next.line : lines.length).join('\n').trimEnd() + '\n';
}
