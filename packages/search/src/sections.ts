import type { SearchDocument, Section } from './types';

export interface SplitOptions {
  /** Keep fenced code blocks found in the content (default true). */
  codeBlocks?: boolean;
}

const FENCE = /(^|\n)[ \t]*(```|~~~)[^\n]*\n[\s\S]*?(\n[ \t]*\2[ \t]*(?=\n|$)|$)/g;
const FENCE_LINE = /(^|\n)[ \t]*(```|~~~)[^\n]*/g;

/** Collapses whitespace: the index stores text for snippets, and layout is not part of it. */
function clean(text: string, codeBlocks: boolean): string {
  const t = codeBlocks ? text.replace(FENCE_LINE, '$1') : text.replace(FENCE, '$1');
  return t.replace(/\s+/g, ' ').trim();
}

function dropLeading(text: string, heading: string): string {
  const t = text.trimStart();
  return heading && t.startsWith(heading) ? t.slice(heading.length) : t;
}

/**
 * Splits a page at its toc headings. Section 0 is the text before the first heading (no anchor);
 * every section knows its heading path: page title, then h2, then h3.
 */
export function splitSections(doc: SearchDocument, options: SplitOptions = {}): Section[] {
  const codeBlocks = options.codeBlocks ?? true;
  const { content, title } = doc;
  const toc = doc.toc
    .filter((h) => Number.isFinite(h.charIndex) && h.charIndex >= 0 && h.charIndex <= content.length)
    .sort((a, b) => a.charIndex - b.charIndex);

  const firstEnd = toc[0]?.charIndex ?? content.length;
  const sections: Section[] = [
    { headingPath: [title], depth: 1, text: clean(dropLeading(content.slice(0, firstEnd), title), codeBlocks) },
  ];
  // Stack of [depth, text] from the page title down to the current heading.
  const stack: Array<[number, string]> = [[1, title]];
  toc.forEach((h, k) => {
    const depth = Math.max(2, h.depth);
    while (stack.length > 1 && stack[stack.length - 1]![0] >= depth) stack.pop();
    stack.push([depth, h.text]);
    const end = toc[k + 1]?.charIndex ?? content.length;
    sections.push({
      anchor: h.id,
      headingPath: stack.map((s) => s[1]),
      depth,
      text: clean(dropLeading(content.slice(h.charIndex, end), h.text), codeBlocks),
    });
  });
  return sections;
}
