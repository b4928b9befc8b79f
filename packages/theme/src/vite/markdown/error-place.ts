import type { Problem } from '../errors';

/** What remark, micromark and MDX put on the errors they throw (a VFileMessage, or a plain Error). */
interface ParserError {
  line?: number;
  column?: number;
  reason?: string;
  message?: string;
  place?: { line?: number; column?: number; start?: { line: number; column: number } };
}

// MDX names related places inside its message: "Expected a closing tag for `<div>` (4:1-4:6)".
const PLACE_IN_MESSAGE = /\((\d+):(\d+)-(\d+):(\d+)\)/g;

/**
 * A parser error of a page body as a problem placed in the file. Every position, the error's own and those in
 * its message, is shifted by `lineOffset` (the frontmatter's lines), so it counts from the top of the file.
 * An error without a place of its own (MDX's unclosed tag at the end of the file) points at the first place its
 * message names, else at the last line of the body.
 */
export function placeParserError(error: unknown, file: string, lineOffset: number, body: string): Problem {
  const e = (error ?? {}) as ParserError;
  const reason = String(e.reason ?? e.message ?? error);
  const named = [...reason.matchAll(PLACE_IN_MESSAGE)].map((m) => ({ line: Number(m[1]), column: Number(m[2]) }));
  const own = e.line ?? e.place?.line ?? e.place?.start?.line;
  const line = own ?? named[0]?.line ?? body.split('\n').length;
  const column = own !== undefined ? (e.column ?? e.place?.column ?? e.place?.start?.column) : named[0]?.column;
  const message = reason.replace(PLACE_IN_MESSAGE, (_, l1, c1, l2, c2) => `(${Number(l1) + lineOffset}:${c1}-${Number(l2) + lineOffset}:${c2})`);
  return { file, line: line + lineOffset, ...(column ? { column } : {}), message: `cannot compile Markdown: ${message}` };
}
