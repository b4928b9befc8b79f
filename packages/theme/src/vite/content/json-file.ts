import { getNodeValue, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

/** A JSON list read from a file: each element's value with the line it starts on, or the reason it is no list. */
export type JsonListResult =
  | { ok: true; items: Array<{ value: unknown; line: number }> }
  | { ok: false; line: number; column: number; message: string };

const READABLE: Record<string, string> = {
  InvalidSymbol: 'an unexpected character',
  InvalidNumberFormat: 'a malformed number',
  PropertyNameExpected: 'a property name in double quotes',
  ValueExpected: 'a value',
  ColonExpected: 'a colon',
  CommaExpected: 'a comma',
  CloseBraceExpected: 'a closing }',
  CloseBracketExpected: 'a closing ]',
  EndOfFileExpected: 'the end of the file',
  InvalidCommentToken: 'no comment (JSON has none)',
  UnexpectedEndOfComment: 'the end of a comment',
  UnexpectedEndOfString: 'a closing double quote',
  UnexpectedEndOfNumber: 'the rest of a number',
  InvalidUnicode: 'a valid \\u escape',
  InvalidEscapeCharacter: 'a valid escape',
  InvalidCharacter: 'no control character in a string',
};

/** Line and column (1-based) of an offset. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/**
 * Parse `text` as a JSON list, strictly (no comments, no trailing commas, as `JSON.parse`), keeping where each
 * element starts so a problem with one names its line.
 */
export function parseJsonList(text: string): JsonListResult {
  const errors: ParseError[] = [];
  const tree: Node | undefined = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  if (errors.length) {
    const first = errors[0]!;
    const code = printParseErrorCode(first.error);
    const found = text.slice(first.offset, first.offset + Math.max(1, Math.min(first.length, 20)));
    return { ok: false, ...positionOf(text, first.offset), message: `invalid JSON: expected ${READABLE[code] ?? code}${found.trim() ? ` before ${JSON.stringify(found)}` : ''}` };
  }
  if (!tree || tree.type !== 'array') {
    const at = tree ? positionOf(text, tree.offset) : { line: 1, column: 1 };
    return { ok: false, ...at, message: `expected a list ([ … ]), found ${tree ? (tree.type === 'object' ? 'an object' : `a ${tree.type}`) : 'nothing'}` };
  }
  return { ok: true, items: (tree.children ?? []).map((node) => ({ value: getNodeValue(node), line: positionOf(text, node.offset).line })) };
}
