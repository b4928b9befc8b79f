import { describe, expect, it } from 'vitest';
import { joinCodeLines, normalizeCodeText } from './code-text';

describe('joinCodeLines', () => {
  it('joins lines with one newline and keeps empty lines in between', () => {
    expect(joinCodeLines(['const a = 1;', '', 'export { a };'])).toBe('const a = 1;\n\nexport { a };');
  });
  it('does not double newlines a line already ends with, and drops trailing empty lines', () => {
    expect(joinCodeLines(['a\n', 'b\n', ''])).toBe('a\nb');
  });
});

describe('normalizeCodeText', () => {
  it('folds CRLF and trims trailing newlines', () => {
    expect(normalizeCodeText('a\r\nb\n\n')).toBe('a\nb');
  });
});
