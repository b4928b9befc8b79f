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
  const simple = simpleTitle(yaml);
  if (simple) return { excluded: false, title: simple };
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

/** One `key: value` line whose value is a string YAML reads as written: quoted without escapes, or plain text. */
const SIMPLE_LINE = /^([A-Za-z_][\w-]*)[ \t]*:[ \t]*(?:"([^"\\]*)"|'([^']*)'|([^\s"'#&*!|>%@`{}[\],?:-][^#:]*?))?[ \t]*$/;
/** Plain values YAML reads as something else than a string (null, booleans, numbers). */
const NOT_A_STRING = /^(?:~|null|true|false|[-+]?(?:\.?\d[\d._]*(?:e[-+]?\d+)?|\.inf|\.nan)|0[xob][\da-f_]+)$/i;

/**
 * The title of a block of simple `key: value` lines (most pages' frontmatter), read without a YAML parser; undefined
 * for anything else (nested or multi-line values, `search` or `pageType` keys, a title that is not a plain string),
 * which the parser reads.
 */
function simpleTitle(yaml: string): string | undefined {
  let title: string | undefined;
  for (const line of yaml.split(/\r?\n/)) {
    if (!line.trim() || /^#/.test(line)) continue;
    const m = SIMPLE_LINE.exec(line);
    if (!m || m[1] === 'search' || m[1] === 'pageType') return undefined;
    if (m[1] !== 'title') continue;
    if (title !== undefined) return undefined; // a key given twice: YAML's error, reported when the page compiles
    const value = m[2] ?? m[3] ?? m[4];
    if (value === undefined || (m[4] !== undefined && NOT_A_STRING.test(value))) return undefined;
    title = value;
  }
  return title?.trim() ? title : undefined;
}

/** Lines of an outline: a fence, an ATX heading, or the start of a comment. */
const OUTLINE_LINE = /^ {0,3}(?:(`{3,}|~{3,}).*$|(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t\r]*$)|^[ \t]*(?:<!--|\{\/\*).*$/gm;
const COMMENT_END = /(?:-->|\*\/\})\s*$/;
const fenceEnds = new Map<string, RegExp>();

/** Where the fence opened by `marker` on the line ending at `from` closes (the end of its closing line), or the end. */
function fenceEnd(body: string, marker: string, from: number): number {
  const key = `${marker[0]}${marker.length}`;
  let end = fenceEnds.get(key);
  if (!end) fenceEnds.set(key, (end = new RegExp(`^ {0,3}${marker[0] === '`' ? '`' : '~'}{${marker.length},}[ \\t\\r]*$`, 'gm')));
  end.lastIndex = from;
  const m = end.exec(body);
  return m ? m.index + m[0].length : body.length;
}

/** A source's body, frontmatter title and a fresh heading slugger; null for a page kept out of search. */
function openSource(source: string): { body: string; title: string | undefined; slug: ReturnType<typeof createSlugger> } | null {
  const { yaml, body } = splitFrontmatter(source);
  const facts = frontmatterFacts(yaml);
  return facts.excluded ? null : { body, title: facts.title, slug: createSlugger() };
}

/** A page without a title is named by its route's last segment. */
const lastSegment = (routePath: string) => routePath.split('/').filter(Boolean).at(-1) ?? routePath;

/**
 * A page's outline as a search document, from its source: its title and its headings (the same title rule and
 * heading ids as `searchDocumentOfSource`), without its text. The dev server's first index of a large site, made in
 * a fraction of the time: only the lines that can be headings, fences or comments are looked at.
 */
export function outlineDocumentOfSource(source: string, routePath: string): SearchDocumentInput | null {
  const opened = openSource(source);
  if (!opened) return null;
  const { body, slug } = opened;
  let text = '';
  let title = opened.title;
  const toc: SearchDocumentInput['toc'] = [];
  const lines = new RegExp(OUTLINE_LINE.source, 'gm');
  for (let m = lines.exec(body); m; m = lines.exec(body)) {
    const lineEnd = m.index + m[0].length;
    if (m[1]) {
      lines.lastIndex = fenceEnd(body, m[1], Math.min(body.length, lineEnd + 1));
      continue;
    }
    if (!m[2]) {
      if (COMMENT_END.test(m[0])) continue;
      const close = /(?:-->|\*\/\})[ \t]*\r?$/m.exec(body.slice(lineEnd + 1));
      lines.lastIndex = close ? lineEnd + 1 + close.index + close[0].length : body.length;
      continue;
    }
    const value = headingText(m[3]!);
    if (!value) continue;
    const depth = m[2].length;
    if (depth === 1) title ??= value;
    const id = slug(value, EXPLICIT_ID.exec(m[3]!)?.[1]);
    if (depth === 2 || depth === 3) toc.push({ id, text: value, depth: depth as 2 | 3, charIndex: text.length });
    text += `${value.replace(/\s+/g, ' ')}\n`;
  }
  return { id: routePath, title: title ?? lastSegment(routePath), content: text, toc, routePath, domain: '' };
}

/** A page's search document from its source, or null for a page kept out of search. */
export function searchDocumentOfSource(source: string, routePath: string, { codeBlocks = true }: { codeBlocks?: boolean } = {}): SearchDocumentInput | null {
  const opened = openSource(source);
  if (!opened) return null;
  const { body, slug } = opened;
  let text = '';
  let title = opened.title;
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
  return { id: routePath, title: title ?? lastSegment(routePath), content: text, toc, routePath, domain: '' };
}
