import { parse as parseYaml } from 'yaml';
import { headingText } from '../content/page-title';
import { splitFrontmatter } from '../markdown/frontmatter';
import { createSlugger } from '../markdown/slug';
import { BLOCK_END, CELL_SEPARATOR } from '../markdown/text';
import type { SearchDocumentInput } from './search-index';

// A page's search document read straight from its Markdown, without compiling it: the dev server's index of a
// large site (compiling 20,000 pages for the first search would take minutes). Close to the compiled page's text
// (same title rule, the same heading ids, one block per line), not equal to it: components render nothing here
// beyond the text between their tags, expressions are dropped, and imported fragments are not followed.

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const EXPLICIT_ID = /[ \t]*\\?\{#([^}]*)\}[ \t]*$/;
const ENDS_SENTENCE = /[.!?;:。！？；：·]$/;
/** Lines that carry no text of their own: ESM, directive fences, thematic breaks, table rules, lone tags. */
const NO_TEXT = /^(?:\s*(?:import|export)\s|\s*:{3,}\s*$|\s*(?:[-*_]\s*){3,}$|\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$)/;

/** The text of one line of Markdown: markers, tags, expressions and inline syntax reduced to what a reader sees. */
function lineText(line: string): string {
  return headingText(
    line
      .replace(/^\s*(?:>\s*)+/, '')
      .replace(/^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/, '')
      .replace(/^\s*:{3,}\s*[\w-]+\s*/, '')
      .replace(/\{[^{}]*\}/g, ''),
  );
}

/**
 * What frontmatter says about search: `search: false` and the 404 page keep a page out of the index (as the build's
 * `planSearchIndexes`), and `title` names it. Only a block naming one of those keys is parsed; a broken block is
 * ignored here (compiling the page reports it, with its line).
 */
function frontmatterFacts(yaml: string | null): { excluded: boolean; title?: string } {
  if (!yaml || !/^(?:title|search|pageType)[ \t]*:/m.test(yaml)) return { excluded: false };
  let data: unknown;
  try {
    data = parseYaml(yaml);
  } catch {
    return { excluded: false };
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { excluded: false };
  const fm = data as Record<string, unknown>;
  return { excluded: fm.search === false || String(fm.pageType) === '404', title: typeof fm.title === 'string' && fm.title.trim() ? fm.title : undefined };
}

/** A page's search document from its source, or null for a page kept out of search. */
export function searchDocumentOfSource(source: string, routePath: string, { codeBlocks = true }: { codeBlocks?: boolean } = {}): SearchDocumentInput | null {
  const { yaml, body } = splitFrontmatter(source);
  const facts = frontmatterFacts(yaml);
  if (facts.excluded) return null;
  const slug = createSlugger();
  let text = '';
  let title = facts.title;
  const toc: SearchDocumentInput['toc'] = [];
  let paragraph: string[] = [];
  const add = (s: string, block = true) => {
    const t = s.replace(/\s+/g, ' ').trim();
    if (t) text += block && !ENDS_SENTENCE.test(t) ? `${t}${BLOCK_END}\n` : `${t}\n`;
  };
  const endParagraph = () => {
    if (paragraph.length) add(paragraph.join(' '));
    paragraph = [];
  };
  let fence: string | null = null;
  let comment = false;
  for (const line of body.split(/\r?\n/)) {
    const open = FENCE.exec(line);
    if (fence) {
      if (open && open[1]![0] === fence[0] && open[1]!.length >= fence.length && !line.trim().slice(open[1]!.length).trim()) fence = null;
      else if (codeBlocks) text += `${line}\n`;
      continue;
    }
    if (open) {
      endParagraph();
      fence = open[1]!;
      continue;
    }
    if (comment || /^\s*(?:<!--|\{\/\*)/.test(line)) {
      comment = !/(?:-->|\*\/\})\s*$/.test(line);
      continue;
    }
    const heading = ATX.exec(line);
    if (heading) {
      endParagraph();
      const depth = heading[1]!.length;
      const value = headingText(heading[2]!);
      if (!value) continue;
      if (depth === 1) title ??= value;
      const id = slug(value, EXPLICIT_ID.exec(heading[2]!)?.[1]);
      if (depth === 2 || depth === 3) toc.push({ id, text: value, depth: depth as 2 | 3, charIndex: text.length });
      add(value, false);
      continue;
    }
    if (!line.trim() || NO_TEXT.test(line)) {
      endParagraph();
      continue;
    }
    if (/^\s*\|.*\|\s*$/.test(line)) {
      endParagraph();
      add(line.trim().slice(1, -1).split('|').map((cell) => lineText(cell)).filter(Boolean).join(CELL_SEPARATOR));
      continue;
    }
    // A list item, a quote or a container (its title) starts a block of its own; other lines continue the paragraph.
    if (/^\s*(?:[-*+]|\d+[.)])\s|^\s*>|^\s*:{3,}/.test(line)) endParagraph();
    const value = lineText(line);
    if (value) paragraph.push(value);
    if (/^\s*:{3,}/.test(line)) endParagraph();
  }
  endParagraph();
  return { id: routePath, title: title ?? routePath.split('/').filter(Boolean).at(-1) ?? routePath, content: text, toc, routePath, domain: '' };
}
