import type MarkdownIt from 'markdown-it';
import type { Root } from 'mdast';
import { Unsupported } from './fast-parse/shared';
import { createParser, type Env } from './fast-parse/rules';
import { Converter } from './fast-parse/to-mdast';

/**
 * A markdown-it front end that builds the mdast remark-parse (+ GFM + directives) or MDX's parser would build,
 * for the pages it fully understands; `undefined` for the rest, which then take the usual parsers. It refuses
 * rather than guesses: the output must never differ (fast-parse.test.ts compiles every page both ways).
 *
 * This file is the entry and the pre-check; `fast-parse/rules.ts` holds the markdown-it rules for directives and
 * MDX's JSX (whose tags `fast-parse/jsx.ts` reads), `fast-parse/to-mdast.ts` turns the tokens into mdast.
 */

// ---------------------------------------------------------------------------------------------------------------
// Pre-check

const FENCE = /^( *)(`{3,}|~{3,})/;
// A line that can start a block (or interrupt a paragraph) in MDX, where indentation never makes code.
const BLOCK_START = /^[#>*+\-_=`~<{:|\d]/;

/**
 * A cheap look at the source: `false` when the page certainly needs the usual parsers (ESM, footnotes, tabs or
 * CR line endings, MDX lines indented 4+ columns that could start a block, HTML comments in MDX). `true` does
 * not promise the fast path: the converter itself refuses expressions, non-literal attributes, member or
 * namespaced tag names, autolink literals and anything else it does not reproduce.
 */
export function canParseFast(source: string, mdx: boolean): boolean {
  if (/[\r\0]/.test(source) || source.includes('[^')) return false;
  let fence: { char: string; size: number; indent: number } | undefined;
  let indented = false;
  for (const line of source.split('\n')) {
    const open = FENCE.exec(line);
    if (fence) {
      if (open && open[2]![0] === fence.char && open[2]!.length >= fence.size && /^[`~]*\s*$/.test(line.slice(open[0].length))) fence = undefined;
      // Tabs inside code stay as they are, unless an indented fence strips indentation from them.
      else if (fence.indent > 0 && /^ *\t/.test(line)) return false;
      continue;
    }
    if (open) {
      fence = { char: open[2]![0]!, size: open[2]!.length, indent: open[1]!.length };
      if (line.includes('\t')) return false;
      continue;
    }
    if (line.includes('\t')) return false;
    if (!mdx) continue;
    if (/^\s*(?:import|export)\b/.test(line) || line.includes('<!--')) return false;
    const indent = /^ */.exec(line)![0].length;
    const rest = line.slice(indent);
    if (indent >= 4 && BLOCK_START.test(rest)) return false;
    // In a paragraph begun by an indented line, a setext underline or table delimiter makes a heading or table
    // for MDX only.
    if (indented && /^[=\-|:]/.test(rest)) return false;
    if (rest === '') indented = false;
    else if (indent >= 4) indented = true;
  }
  return true;
}


let parsers: { md: MarkdownIt; mdx: MarkdownIt } | undefined;

// ---------------------------------------------------------------------------------------------------------------

function convert(source: string, mdx: boolean): Root | string {
  if (!canParseFast(source, mdx)) return 'pre-check';
  parsers ??= { md: createParser(false), mdx: createParser(true) };
  try {
    const env: Env = {};
    const tokens = (mdx ? parsers.mdx : parsers.md).parse(source, env);
    // Reference definitions: mdast keeps `linkReference`/`definition` nodes where markdown-it resolves them.
    if (env.references && Object.keys(env.references).length) return 'reference definitions';
    return new Converter(tokens, source, mdx).root();
  } catch (error) {
    if (error instanceof Unsupported) return error.message;
    throw error;
  }
}

/**
 * The mdast of a page body (after frontmatter and preprocessMarkdown) as the usual parsers would give it, or
 * `undefined` when this front end cannot promise that: the caller then uses those parsers.
 */
export function parseFast(source: string, mdx: boolean): Root | undefined {
  const result = convert(source, mdx);
  return typeof result === 'string' ? undefined : result;
}

/** Why the fast path refuses a page, or `undefined` when it takes it (tests and diagnostics). */
export function explainFast(source: string, mdx: boolean): string | undefined {
  const result = convert(source, mdx);
  return typeof result === 'string' ? result : undefined;
}
