/**
 * A light reader for the site's Markdown/MDX pages, for content checks that run without building.
 * Headings get ids the way the engine gives them (packages/theme/src/vite: `slug.ts` and the `{#id}` rule of
 * `remark-rsdocs.ts`); links are collected outside code the way the engine collects `link` nodes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFrontmatter } from '../../../theme/src/vite/markdown/frontmatter';
import { fileToRoute, isExcluded } from '../../../theme/src/vite/content/routes';
import { createSlugger } from '../../../theme/src/vite/markdown/slug';

export const SITE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** `CONTENT_DOCS_DIR` points the checks at another copy of the docs (used to try the checks on broken pages). */
export const DOCS_DIR = process.env.CONTENT_DOCS_DIR ?? path.join(SITE_DIR, 'docs');
export const PUBLIC_DIR = path.join(SITE_DIR, 'public');
export const LANGS = ['en', 'zh'] as const;
export type Lang = (typeof LANGS)[number];

export interface CodeBlock {
  lang: string;
  meta: string;
  value: string;
  line: number;
}
export interface HeadingInfo {
  depth: number;
  text: string;
  id: string;
  /** The `{#id}` the author gave, if any. */
  explicit?: string;
  line: number;
}
export interface LinkInfo {
  url: string;
  line: number;
  image: boolean;
}
export interface Page {
  /** Path relative to the site package, e.g. `docs/en/guide/basic/cli.mdx`. */
  file: string;
  lang: Lang;
  routePath: string;
  frontmatter: Record<string, unknown>;
  frontmatterProblems: string[];
  body: string;
  /** Body lines outside fenced code, with their 1-based file line numbers. */
  proseLines: Array<{ text: string; line: number }>;
  headings: HeadingInfo[];
  links: LinkInfo[];
  code: CodeBlock[];
  /** Prose for counting: no frontmatter, code fences, JSX tags, link URLs or heading ids. */
  prose: string;
  title: string | undefined;
  h1: string | undefined;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: ' ' };
const decodeEntities = (s: string) =>
  s.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (m, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? m;
  });

const LINK_RE = /(!?)\[((?:[^[\]\\]|\\.|\[(?:[^[\]\\]|\\.)*\])*)\]\(\s*<?([^\s)>]*)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
const CODE_SPAN_RE = /(`+)([\s\S]*?[^`])\1(?!`)/g;
const JSX_TAG_RE = /<\/?[A-Za-z][\w.:-]*(?:\s[^<>]*?)?\/?>/g;

/** Split a line into code-span and other segments. */
function segments(line: string): Array<{ code: boolean; text: string }> {
  const out: Array<{ code: boolean; text: string }> = [];
  let last = 0;
  for (const m of line.matchAll(CODE_SPAN_RE)) {
    if (m.index > last) out.push({ code: false, text: line.slice(last, m.index) });
    let inner = m[2]!;
    if (inner.length > 2 && inner.startsWith(' ') && inner.endsWith(' ')) inner = inner.slice(1, -1);
    out.push({ code: true, text: inner });
    last = m.index + m[0].length;
  }
  if (last < line.length) out.push({ code: false, text: line.slice(last) });
  return out;
}

/** Plain text of inline Markdown, like mdast-util-to-string on the parsed heading. */
export function inlineText(md: string): string {
  return segments(md)
    .map((s) => {
      if (s.code) return s.text;
      let t = s.text;
      t = t.replace(JSX_TAG_RE, '');
      for (let i = 0; i < 3; i++) t = t.replace(LINK_RE, (_m, _img: string, text: string) => text);
      t = t.replace(/\*\*|__/g, '').replace(/(^|[^\\])\*/g, '$1').replace(/(^|\W)_(?=\S)|(?<=\S)_(?=\W|$)/g, '$1');
      t = t.replace(/\\([!-/:-@[-`{-~])/g, '$1');
      return decodeEntities(t);
    })
    .join('')
    .trim();
}

const EXPLICIT_ID_RE = /\s*\\?\{#([\w\-.]+)\\?\}\s*$/;

export function parsePage(absFile: string, lang: Lang, routePath: string): Page {
  const source = fs.readFileSync(absFile, 'utf8');
  const file = path.relative(SITE_DIR, absFile).split(path.sep).join('/');
  const fm = parseFrontmatter(source, file);
  const lines = fm.body.split('\n');
  const offset = fm.lineCount; // body line i (0-based) is file line offset + i + 1
  const slug = createSlugger();
  const headings: HeadingInfo[] = [];
  const links: LinkInfo[] = [];
  const code: CodeBlock[] = [];
  const proseLines: Array<{ text: string; line: number }> = [];
  let fence: { marker: string; block: CodeBlock } | null = null;

  lines.forEach((raw, i) => {
    const line = offset + i + 1;
    const fenceMatch = /^\s*(`{3,}|~{3,})(.*)$/.exec(raw);
    if (fence) {
      if (fenceMatch && fenceMatch[1]!.startsWith(fence.marker) && !fenceMatch[2]!.trim()) {
        code.push(fence.block);
        fence = null;
      } else fence.block.value += `${fence.block.value ? '\n' : ''}${raw}`;
      return;
    }
    if (fenceMatch) {
      const info = fenceMatch[2]!.trim();
      const [lang = '', ...meta] = info.split(/\s+/);
      fence = { marker: fenceMatch[1]![0]!.repeat(fenceMatch[1]!.length), block: { lang, meta: meta.join(' '), value: '', line } };
      return;
    }
    proseLines.push({ text: raw, line });
    const heading = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(raw);
    if (heading) {
      let content = heading[2]!;
      let explicit: string | undefined;
      const m = EXPLICIT_ID_RE.exec(content);
      if (m) {
        explicit = m[1];
        content = content.slice(0, m.index);
      }
      const text = inlineText(content);
      headings.push({ depth: heading[1]!.length, text, id: slug(text, explicit), explicit, line });
    }
    for (const seg of segments(raw)) {
      if (seg.code) continue;
      for (const m of seg.text.matchAll(LINK_RE)) {
        links.push({ url: m[3]!, line, image: m[1] === '!' });
        // a link inside the text of a link (an image wrapped in a link)
        for (const inner of m[2]!.matchAll(LINK_RE)) links.push({ url: inner[3]!, line, image: inner[1] === '!' });
      }
    }
  });
  if (fence) code.push((fence as { block: CodeBlock }).block); // unclosed fence runs to the end, as in CommonMark

  const prose = decodeEntities(
    proseLines
      .map((l) => l.text)
      .join('\n')
      .replace(JSX_TAG_RE, ' ')
      .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/\\?\{#[\w\-.]+\\?\}/g, ' ')
      .replace(/^\s*:{3,}[a-z]+/gim, ' '),
  );

  const h1 = headings.find((h) => h.depth === 1)?.text;
  const fmTitle = typeof fm.data.title === 'string' && fm.data.title.trim() ? fm.data.title.trim() : undefined;
  return {
    file,
    lang,
    routePath,
    frontmatter: fm.data as Record<string, unknown>,
    frontmatterProblems: fm.problems.map((p) => `line ${p.line}: ${p.message}`),
    body: fm.body,
    proseLines,
    headings,
    links,
    code,
    prose,
    title: h1 ?? fmTitle,
    h1,
  };
}

function walk(dir: string, out: string[]): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') walk(full, out);
    } else if (/\.mdx?$/.test(entry.name)) out.push(full);
  }
}

/** Every routable page of both languages (files under `shared/`, `_x/` or `.x/` folders are not routed). */
export function loadPages(): Page[] {
  const files: string[] = [];
  walk(DOCS_DIR, files);
  const pages: Page[] = [];
  for (const abs of files.sort()) {
    const rel = path.relative(DOCS_DIR, abs).split(path.sep).join('/');
    if (isExcluded(rel, ['shared', 'theme'])) continue;
    const route = fileToRoute(rel, { langs: [...LANGS], defaultLang: 'en', versions: [], defaultVersion: '' });
    if (!route) continue;
    pages.push(parsePage(abs, route.lang as Lang, route.routePath));
  }
  return pages;
}

/** English words of the prose: tokens that contain a Latin letter or a digit. */
export function countEnglishWords(prose: string): number {
  return prose.split(/\s+/).filter((t) => /[A-Za-z0-9]/.test(t)).length;
}

/** Chinese (Han) characters of the prose. */
export function countChineseChars(prose: string): number {
  return prose.match(/[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/g)?.length ?? 0;
}
