/**
 * Compare an English page with its Chinese twin: the zh page must have the same sections (heading depth and id,
 * in order) and the same code blocks (count, language, and code once comments are taken out, since comments may
 * be translated). Pure functions over parsed pages (see pages.ts); pairs.test.ts runs them on every page pair.
 */
import type { CodeBlock, HeadingInfo, Page } from './pages';

/** Languages whose comments are `//` and `/* *\/` (strings and template literals respected). */
const C_LIKE = new Set(['ts', 'tsx', 'js', 'jsx', 'jsonc', 'json', 'scss', 'less', 'vue']);
/** Languages whose only comment form is `/* *\/` (`//` is not a comment in CSS: `url(http://…)`). */
const BLOCK_ONLY = new Set(['css']);
/** Languages whose comments start with `#` at a line start or after white space. */
const HASH = new Set(['bash', 'sh', 'shell', 'yaml', 'toml']);
/** Languages whose comments are `<!-- -->`. */
const HTML_LIKE = new Set(['html', 'md', 'mdx', 'vue']);

/** Take `//` and `/* *\/` comments out of C-like code, leaving string contents alone. */
function stripCComments(code: string, lineComments: boolean): string {
  let out = '';
  let quote: string | null = null;
  for (let i = 0; i < code.length; i++) {
    const c = code[i]!;
    if (quote) {
      out += c;
      if (c === '\\') out += code[++i] ?? '';
      else if (c === quote || (c === '\n' && quote !== '`')) quote = null;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') {
      quote = c;
      out += c;
    } else if (c === '/' && code[i + 1] === '*') {
      const end = code.indexOf('*/', i + 2);
      i = end < 0 ? code.length : end + 1;
    } else if (lineComments && c === '/' && code[i + 1] === '/') {
      const end = code.indexOf('\n', i);
      i = end < 0 ? code.length : end - 1;
    } else out += c;
  }
  return out;
}

/** Take `#` comments out of shell, YAML or TOML, leaving quoted text alone. */
function stripHashComments(code: string): string {
  return code
    .split('\n')
    .map((line) => {
      let quote: string | null = null;
      for (let i = 0; i < line.length; i++) {
        const c = line[i]!;
        if (quote) {
          if (c === '\\' && quote === '"') i++;
          else if (c === quote) quote = null;
        } else if (c === '"' || c === "'") quote = c;
        else if (c === '#' && (i === 0 || /\s/.test(line[i - 1]!)) && !line.startsWith('#!')) return line.slice(0, i);
      }
      return line;
    })
    .join('\n');
}

/** Plain-text blocks (folder trees, terminal output) carry notes after `#` or `//` preceded by white space. */
function stripTextNotes(code: string): string {
  return code
    .split('\n')
    .map((line) => line.replace(/(^|\s)(#|\/\/)\s.*$/, '$1'))
    .join('\n');
}

/**
 * The code of a block as the comparison sees it: comments removed, trailing white space dropped, and lines left
 * empty removed (a comment may take one line in English and two in Chinese).
 */
export function normalizeCode(lang: string, code: string): string {
  let s = code;
  if (HTML_LIKE.has(lang)) s = s.replace(/<!--[\s\S]*?-->/g, '');
  if (C_LIKE.has(lang)) s = stripCComments(s, true);
  else if (BLOCK_ONLY.has(lang)) s = stripCComments(s, false);
  else if (HASH.has(lang)) s = stripHashComments(s);
  else if (lang === 'text' || lang === 'diff') s = stripTextNotes(s);
  return s
    .split('\n')
    .map((l) => l.replace(/\s+$/, ''))
    .filter((l) => l.trim() !== '')
    .join('\n');
}

const describeHeading = (h: HeadingInfo | undefined) => (h ? `h${h.depth} #${h.id} "${h.text}" (line ${h.line})` : 'nothing');
const excerpt = (s: string) => JSON.stringify(s.length > 80 ? `${s.slice(0, 77)}...` : s);

/** The first line where two normalized code texts differ, as `"en line" vs "zh line"`. */
function firstLineDifference(en: string, zh: string): string {
  const a = en.split('\n');
  const b = zh.split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    if (a[i] !== b[i]) return `code line ${i + 1} (comments ignored): ${excerpt(a[i] ?? '<end of block>')} vs ${excerpt(b[i] ?? '<end of block>')}`;
  return 'no difference';
}

/**
 * The first difference between an English page and its Chinese twin, or `null` when they match.
 * Headings below the H1 are compared (the H1 is the page title, translated, and its id follows the text).
 */
export function firstPairDifference(en: Page, zh: Page): string | null {
  const where = `${en.file} ↔ ${zh.file}`;
  const enH = en.headings.filter((h) => h.depth > 1);
  const zhH = zh.headings.filter((h) => h.depth > 1);
  for (let i = 0; i < Math.max(enH.length, zhH.length); i++) {
    const a = enH[i];
    const b = zhH[i];
    if (!a || !b || a.depth !== b.depth || a.id !== b.id) {
      const fix = a && b && a.id !== b.id && !b.explicit ? ` (give the zh heading the en id: {#${a.id}})` : '';
      return `${where}: heading ${i + 1} differs: en ${describeHeading(a)} vs zh ${describeHeading(b)}${fix}`;
    }
  }
  const enC: CodeBlock[] = en.code;
  const zhC: CodeBlock[] = zh.code;
  for (let i = 0; i < Math.max(enC.length, zhC.length); i++) {
    const a = enC[i];
    const b = zhC[i];
    if (!a || !b) {
      const extra = a ?? b!;
      return `${where}: code block ${i + 1} exists only in ${a ? 'en' : 'zh'} (\`\`\`${extra.lang} at line ${extra.line}); en has ${enC.length} blocks, zh has ${zhC.length}`;
    }
    if (a.lang !== b.lang) return `${where}: code block ${i + 1} is \`\`\`${a.lang} in en (line ${a.line}) but \`\`\`${b.lang} in zh (line ${b.line})`;
    const na = normalizeCode(a.lang, a.value);
    const nb = normalizeCode(b.lang, b.value);
    if (na !== nb) return `${where}: code block ${i + 1} (\`\`\`${a.lang}, en line ${a.line}, zh line ${b.line}) differs at ${firstLineDifference(na, nb)}`;
  }
  return null;
}

/** Pair each en page with the zh page of the same route; list the pages that have no twin. */
export function pairPages(pages: Page[]): { pairs: Array<[Page, Page]>; unpaired: Page[] } {
  const zhByRoute = new Map(pages.filter((p) => p.lang === 'zh').map((p) => [p.routePath.replace(/^\/zh(?=\/|$)/, '') || '/', p]));
  const pairs: Array<[Page, Page]> = [];
  const unpaired: Page[] = [];
  const matched = new Set<Page>();
  for (const en of pages.filter((p) => p.lang === 'en')) {
    const zh = zhByRoute.get(en.routePath);
    if (zh) {
      pairs.push([en, zh]);
      matched.add(zh);
    } else unpaired.push(en);
  }
  for (const zh of zhByRoute.values()) if (!matched.has(zh)) unpaired.push(zh);
  return { pairs, unpaired };
}
