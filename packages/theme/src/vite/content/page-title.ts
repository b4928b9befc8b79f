import { parse as parseYaml } from 'yaml';
import { splitFrontmatter } from '../markdown/frontmatter';

/** What a sidebar entry takes from its page without compiling it: the title and the frontmatter's sidebar fields. */
export interface PageLabelFacts {
  /** Frontmatter `title`, else the first `# ` heading, else undefined. */
  title?: string;
  tag?: string;
  overviewHeaders?: number[];
  context?: string;
}

/** `# Title`, up to three spaces in, closing hashes dropped. */
const ATX_H1 = /^ {0,3}#[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * A page's title as its sidebar label, read from the source: frontmatter `title`, or the text of the first level-1
 * heading outside code blocks (its `{#id}` dropped, inline Markdown reduced to its text, as the compiled page's
 * title is). Broken frontmatter is ignored here: compiling the page reports it with its line.
 */
export function readPageLabel(source: string): PageLabelFacts {
  const { yaml, body } = splitFrontmatter(source);
  const facts: PageLabelFacts = {};
  // Only a block naming one of these keys is parsed: YAML parsing is most of the cost of reading a site's labels.
  if (yaml && /^(?:title|tag|overviewHeaders|context)[ \t]*:/m.test(yaml)) {
    let data: unknown;
    try {
      data = parseYaml(yaml);
    } catch {
      data = undefined;
    }
    if (data && typeof data === 'object' && !Array.isArray(data)) {
      const fm = data as Record<string, unknown>;
      if (typeof fm.title === 'string' && fm.title.trim()) facts.title = fm.title;
      if (typeof fm.tag === 'string' && fm.tag) facts.tag = fm.tag;
      if (typeof fm.context === 'string' && fm.context) facts.context = fm.context;
      if (Array.isArray(fm.overviewHeaders) && fm.overviewHeaders.every((n) => typeof n === 'number')) facts.overviewHeaders = fm.overviewHeaders;
    }
  }
  if (facts.title === undefined) {
    const h1 = firstHeading(body);
    if (h1) facts.title = h1;
  }
  return facts;
}

function firstHeading(body: string): string | undefined {
  let fence: string | null = null;
  for (const line of body.split(/\r?\n/)) {
    const open = FENCE.exec(line);
    if (fence) {
      if (open && open[1]![0] === fence[0] && open[1]!.length >= fence.length && !line.trim().slice(open[1]!.length).trim()) fence = null;
      continue;
    }
    if (open) {
      fence = open[1]!;
      continue;
    }
    const match = ATX_H1.exec(line);
    if (match) {
      const text = headingText(match[1]!);
      if (text) return text;
    }
  }
  return undefined;
}

/** The plain text of a heading's Markdown: ids, code marks, emphasis, links and escapes reduced to their text. */
export function headingText(markdown: string): string {
  return markdown
    .replace(/[ \t]*\\?\{#[^}]*\}[ \t]*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(`+)(.+?)\1/g, (_, _ticks: string, code: string) => code.trim())
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(\*|_)(?=\S)(.+?)(?<=\S)\1(?![\w])/g, '$2')
    .replace(/<[^>]+>/g, '')
    .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, '$1')
    .trim();
}
