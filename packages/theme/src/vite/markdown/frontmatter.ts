import { parseDocument } from 'yaml';
import { PART_SWITCH_KEYS } from '../../runtime/switches';
import type { Frontmatter } from '../../runtime/types';
import type { Problem } from '../errors';
import { FRONTMATTER_HEAD_TAGS, isHeadList } from '../head/frontmatter-head';

const PAGE_TYPES = ['home', 'doc', 'doc-wide', '404', 'custom', 'blank'];
/** Rspress frontmatter keys with no meaning here: a warning (once per build), and the page builds without them. */
// (`context` is not one: a sidebar read from _meta.json puts it on the page's entry as data-context.)
const IGNORED_RSPRESS_KEYS: Record<string, string> = {};
const BOOLEAN_KEYS = ['overview', ...PART_SWITCH_KEYS, 'blog'] as const;
const STRING_KEYS = ['title', 'titleSuffix', 'description', 'signature', 'tag'] as const;

export interface FrontmatterResult {
  data: Frontmatter;
  problems: Problem[];
  /** What the page asks for that rsdocs ignores; the page builds. */
  warnings: Problem[];
  /** Number of source lines the frontmatter block occupies (to map body lines back to the file). */
  lineCount: number;
  body: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A post date as `YYYY-MM-DD`, or undefined when the value names no day. The day is the one written: a date with a
 * time (`2023-11-22 08:00:00`, `2023-11-22T08:00:00+08:00`) keeps its date part whatever the zone, so a post never
 * moves to another day with the build machine's time zone. Other strings `new Date()` reads (`May 14, 2025`) give
 * the day they name; a YAML timestamp (a Date) its UTC day.
 */
export function postDay(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return undefined;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(?:Z|[+-]\d{2}:?\d{2})?)?$/i.exec(value.trim());
  if (iso) {
    if (iso[4] !== undefined && (Number(iso[4]) > 23 || Number(iso[5]) > 59 || Number(iso[6] ?? 0) > 59)) return undefined;
    const day = `${iso[1]}-${iso[2]}-${iso[3]}`;
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) ? day : undefined;
  }
  // Not ISO: `new Date` reads it as local time, so the local parts are the day it names.
  if (!/[a-z]/i.test(value) || /^\d+$/.test(value.trim())) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime()) || date.getFullYear() < 1000 || date.getFullYear() > 9999) return undefined;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Split `---\nyaml\n---` off the top of a Markdown source. */
export function splitFrontmatter(source: string): { yaml: string | null; body: string; lineCount: number } {
  // The YAML part is optional: an empty block `---\n---` is frontmatter too.
  const match = /^---\r?\n(?:|([\s\S]*?)\r?\n)---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) return { yaml: null, body: source, lineCount: 0 };
  return { yaml: match[1] ?? '', body: source.slice(match[0].length), lineCount: match[0].split('\n').length - 1 };
}

/** One `key: "text"` line (or single-quoted), with nothing YAML would read otherwise: no escapes, no comment. */
const SIMPLE_LINE = /^([A-Za-z][\w-]*): +(?:"([^"\\]*)"|'([^']*)') *$/;
/** Keys YAML reads as something other than their text. */
const NOT_TEXT_KEYS = new Set(['null', 'Null', 'NULL', 'true', 'True', 'TRUE', 'false', 'False', 'FALSE']);

/**
 * The frontmatter as `parseDocument(yaml).toJS()` reads it, when every line is a distinct key with a quoted string
 * (most pages: a title, a description); else null, and the YAML parser reads it. The parser cost ~5 % of a page's
 * compile for what is, on most pages, one line.
 */
export function simpleFrontmatter(yaml: string): Record<string, string> | null {
  const data: Record<string, string> = {};
  for (const line of yaml.split('\n')) {
    const match = SIMPLE_LINE.exec(line);
    if (!match || Object.hasOwn(data, match[1]!) || NOT_TEXT_KEYS.has(match[1]!)) return null;
    data[match[1]!] = match[2] ?? match[3]!;
  }
  return data;
}

/** Parse and check the frontmatter; problems name the file and the line. */
export function parseFrontmatter(source: string, file: string): FrontmatterResult {
  const { yaml, body, lineCount } = splitFrontmatter(source);
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  if (yaml === null) {
    // An opening `---` with no closing one would otherwise render as a rule and its YAML as the first paragraph.
    if (/^---[ \t]*\r?\n/.test(source))
      problems.push({ file, line: 1, column: 1, message: 'the frontmatter opened on line 1 is never closed: add a line with --- after its last key' });
    return { data: {}, problems, warnings, lineCount, body };
  }
  const simple = simpleFrontmatter(yaml);
  const doc = simple ? null : parseDocument(yaml);
  if (doc?.errors.length) {
    for (const err of doc.errors) {
      const line = (err.linePos?.[0]?.line ?? 1) + 1; // yaml lines are 1-based; +1 for the opening ---
      const column = err.linePos?.[0]?.col;
      // yaml's own "at line 2, column 14:" counts from the block, not the file: drop it, the problem has the file position.
      const reason = (err.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
      problems.push({ file, line, ...(column ? { column } : {}), message: `invalid frontmatter: ${reason}` });
    }
    return { data: {}, problems, warnings, lineCount, body };
  }
  const value: unknown = simple ?? doc!.toJS();
  if (value === null || value === undefined) return { data: {}, problems, warnings, lineCount, body };
  if (typeof value !== 'object' || Array.isArray(value)) {
    problems.push({ file, line: 2, message: 'invalid frontmatter: expected key: value pairs' });
    return { data: {}, problems, warnings, lineCount, body };
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
  if ('date' in data) {
    const day = postDay(data.date);
    if (day) data.date = day;
    else bad('date', 'a date such as 2025-05-14 or 2025-05-14 08:00:00');
  }
  // Rspress's wide doc page: a doc page (the page type stays as written, for the layout's wide column) without sidebar
  // and outline, unless the page turns them on.
  if (data.pageType === 'doc-wide') {
    data.sidebar ??= false;
    data.outline ??= false;
  }
  if ('head' in data) {
    if (!isHeadList(data.head)) bad('head', 'a list of [tag, { attribute: value }], such as [[meta, { name: keywords, content: docs }]]');
    else
      for (const [tag] of data.head)
        if (!FRONTMATTER_HEAD_TAGS.has(tag))
          warnings.push({ file, line: lineOf('head'), message: `frontmatter "head": <${tag}> is left out: a page's frontmatter adds <meta> and <link> tags only; add scripts and styles with a plugin (globalComponents, globalStyles)` });
  }
  for (const [key, fix] of Object.entries(IGNORED_RSPRESS_KEYS))
    if (key in data) warnings.push({ file, line: lineOf(key), message: `frontmatter "${key}" is ignored: ${fix}`, group: `frontmatter:${key}` });
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
  return { data, problems, warnings, lineCount, body };
}
