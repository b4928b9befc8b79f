import type { TocItem } from '../../runtime/types';
import type { FragmentUse } from '../markdown/fragments';

// A page that renders an imported fragment (`<Intro />`) shows the fragment's headings and text where the element
// stands: its outline, search sections and `.md` copy have them there too, as Rspress's outline does.

/** What a page (or a fragment, its own fragments already in) gives to the outline, search and `.md` copy. */
export interface PageOutline {
  text: string;
  toc: TocItem[];
  ids: string[];
  markdown: string;
}

/**
 * `page` with each fragment's outline put in at its use: `parts[i]` is what `uses[i]` renders, undefined for a
 * fragment that could not be read (the bundler reports it). Headings after a fragment move down its text's length.
 */
export function withFragments(page: PageOutline, uses: FragmentUse[], parts: Array<PageOutline | undefined>): PageOutline {
  const placed = uses.map((use, i) => ({ use, part: parts[i] })).filter((p): p is { use: FragmentUse; part: PageOutline } => !!p.part);
  if (!placed.length) return page;
  /** How far a heading at `charIndex` of the page moves: the length of the fragments at or before it. */
  const shiftAt = (charIndex: number) => placed.reduce((sum, { use, part }) => (use.charIndex <= charIndex ? sum + part.text.length : sum), 0);
  let text = '';
  let from = 0;
  for (const { use, part } of placed) {
    text += page.text.slice(from, use.charIndex) + part.text;
    from = use.charIndex;
  }
  text += page.text.slice(from);
  const toc = [
    ...page.toc.map((item) => ({ ...item, charIndex: item.charIndex + shiftAt(item.charIndex) })),
    ...placed.flatMap(({ use, part }, i) => {
      // Where its text starts: after the page's text before it and the fragments placed before it (in document order).
      const start = use.charIndex + placed.slice(0, i).reduce((sum, p) => sum + p.part.text.length, 0);
      return part.toc.map((item) => ({ ...item, charIndex: item.charIndex + start }));
    }),
  ].sort((a, b) => a.charIndex - b.charIndex);
  return { text, toc, ids: [...page.ids, ...placed.flatMap(({ part }) => part.ids)], markdown: markdownWithFragments(page.markdown, placed) };
}

/**
 * The page's Markdown with each fragment element that stands on lines of its own (`<Intro />`) replaced by the
 * fragment's Markdown, indented as the element was. One inside a line of prose stays as it is.
 */
function markdownWithFragments(markdown: string, placed: Array<{ use: FragmentUse; part: PageOutline }>): string {
  const lines = markdown.split('\n');
  // From the last: replacing one changes the line numbers of those after it.
  for (const { use, part } of [...placed].reverse()) {
    if (!use.lines) continue;
    const [first, last] = use.lines;
    const written = lines.slice(first - 1, last).join('\n').trim();
    if (!written.startsWith('<') || !written.endsWith('>')) continue;
    const indent = /^\s*/.exec(lines[first - 1] ?? '')![0];
    const body = withoutImports(part.markdown).replace(/\n+$/, '').split('\n').map((l) => (l ? indent + l : l));
    lines.splice(first - 1, last - first + 1, ...body);
  }
  return lines.join('\n');
}

/** A fragment's Markdown without the one-line `import` statements it opens with: inside a page they mean nothing. */
function withoutImports(markdown: string): string {
  const lines = markdown.split('\n');
  let start = 0;
  while (start < lines.length && (/^import\s.*\bfrom\s*['"][^'"]+['"];?\s*$/.test(lines[start]!) || !lines[start]!.trim())) start++;
  return lines.slice(start).join('\n');
}
