import { parseDocument } from 'yaml';
import { PART_SWITCH_KEYS } from '../../runtime/switches';
import type { Frontmatter } from '../../runtime/types';
import type { Problem } from '../errors';

const PAGE_TYPES = ['home', 'doc', '404', 'custom', 'blank'];
const BOOLEAN_KEYS = ['overview', ...PART_SWITCH_KEYS, 'blog'] as const;
const STRING_KEYS = ['title', 'titleSuffix', 'description', 'signature'] as const;

export interface FrontmatterResult {
  data: Frontmatter;
  problems: Problem[];
  /** Number of source lines the frontmatter block occupies (to map body lines back to the file). */
  lineCount: number;
  body: string;
}

/** `YYYY-MM-DD` naming a real day (YAML 1.2 keeps an unquoted date a string). */
function isCalendarDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Split `---\nyaml\n---` off the top of a Markdown source. */
export function splitFrontmatter(source: string): { yaml: string | null; body: string; lineCount: number } {
  // The YAML part is optional: an empty block `---\n---` is frontmatter too.
  const match = /^---\r?\n(?:|([\s\S]*?)\r?\n)---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) return { yaml: null, body: source, lineCount: 0 };
  return { yaml: match[1] ?? '', body: source.slice(match[0].length), lineCount: match[0].split('\n').length - 1 };
}

/** Parse and check the frontmatter; problems name the file and the line. */
export function parseFrontmatter(source: string, file: string): FrontmatterResult {
  const { yaml, body, lineCount } = splitFrontmatter(source);
  const problems: Problem[] = [];
  if (yaml === null) {
    // An opening `---` with no closing one would otherwise render as a rule and its YAML as the first paragraph.
    if (/^---[ \t]*\r?\n/.test(source))
      problems.push({ file, line: 1, column: 1, message: 'the frontmatter opened on line 1 is never closed: add a line with --- after its last key' });
    return { data: {}, problems, lineCount, body };
  }
  const doc = parseDocument(yaml);
  if (doc.errors.length) {
    for (const err of doc.errors) {
      const line = (err.linePos?.[0]?.line ?? 1) + 1; // yaml lines are 1-based; +1 for the opening ---
      const column = err.linePos?.[0]?.col;
      // yaml's own "at line 2, column 14:" counts from the block, not the file: drop it, the problem has the file position.
      const reason = (err.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
      problems.push({ file, line, ...(column ? { column } : {}), message: `invalid frontmatter: ${reason}` });
    }
    return { data: {}, problems, lineCount, body };
  }
  const value: unknown = doc.toJS();
  if (value === null || value === undefined) return { data: {}, problems, lineCount, body };
  if (typeof value !== 'object' || Array.isArray(value)) {
    problems.push({ file, line: 2, message: 'invalid frontmatter: expected key: value pairs' });
    return { data: {}, problems, lineCount, body };
  }
  const data = value as Frontmatter;
  const lineOf = (key: string): number => {
    const idx = yaml.split('\n').findIndex((l) => l.startsWith(`${key}:`));
    return idx < 0 ? 2 : idx + 2;
  };
  const bad = (key: string, expected: string) =>
    problems.push({ file, line: lineOf(key), message: `invalid frontmatter: "${key}" must be ${expected}, got ${JSON.stringify(data[key])}` });

  // YAML reads an unquoted `pageType: 404` as a number.
  if (data.pageType === (404 as unknown)) data.pageType = '404';
  for (const key of STRING_KEYS) if (key in data && typeof data[key] !== 'string') bad(key, 'a string');
  for (const key of BOOLEAN_KEYS) if (key in data && typeof data[key] !== 'boolean') bad(key, 'true or false');
  if ('pageType' in data && !PAGE_TYPES.includes(data.pageType as string)) bad('pageType', `one of ${PAGE_TYPES.join(', ')}`);
  if ('overviewHeaders' in data && !(Array.isArray(data.overviewHeaders) && data.overviewHeaders.every((n) => typeof n === 'number')))
    bad('overviewHeaders', 'a list of heading depths such as [2, 3]');
  if ('date' in data && !isCalendarDate(data.date)) bad('date', 'a date written YYYY-MM-DD, such as 2025-05-14');
  if ('authors' in data) {
    if (typeof data.authors === 'string') data.authors = [data.authors];
    const ok =
      Array.isArray(data.authors) &&
      data.authors.every((a) => typeof a === 'string' || (typeof a === 'object' && a !== null && typeof (a as { name?: unknown }).name === 'string'));
    if (!ok) bad('authors', 'a name or a list of names (or of { name, link })');
  }
  if ('hero' in data && (typeof data.hero !== 'object' || data.hero === null || Array.isArray(data.hero))) bad('hero', 'an object');
  if ('features' in data) {
    if (!Array.isArray(data.features)) bad('features', 'a list');
    else
      data.features.forEach((f, i) => {
        if (typeof f !== 'object' || f === null || typeof (f as { title?: unknown }).title !== 'string')
          problems.push({ file, line: lineOf('features'), message: `invalid frontmatter: features[${i}] needs a "title" string` });
        const span = (f as { span?: unknown }).span;
        if (span !== undefined && ![2, 3, 4, 6].includes(span as number))
          problems.push({ file, line: lineOf('features'), message: `invalid frontmatter: features[${i}].span must be 2, 3, 4 or 6` });
      });
  }
  return { data, problems, lineCount, body };
}
