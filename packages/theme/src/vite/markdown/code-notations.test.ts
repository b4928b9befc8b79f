import { describe, expect, it } from 'vitest';
import { readCodeNotations } from './code-notations';

const marks = (code: string) => Object.fromEntries(readCodeNotations(code)?.marks ?? []);

describe('readCodeNotations', () => {
  it('returns undefined for code without notations', () => {
    expect(readCodeNotations('const a = 1;\n// [!code is not a marker')).toBeUndefined();
  });

  it.each([
    ['a(); // [!code ++]', 'a();', 'line--add'],
    ['a(); // [!code --]', 'a();', 'line--remove'],
    ['a(); // [!code highlight]', 'a();', 'highlighted'],
    ['a(); // [!code hl]', 'a();', 'highlighted'],
    ['a(); // [!code focus]', 'a();', 'line--focus'],
    ['a(); // [!code error]', 'a();', 'line--error'],
    ['a(); // [!code warning]', 'a();', 'line--warning'],
    ['pnpm add x # [!code ++]', 'pnpm add x', 'line--add'],
    ['<div /> <!-- [!code ++] -->', '<div />', 'line--add'],
    ['a { color: red } /* [!code --] */', 'a { color: red }', 'line--remove'],
    ['<App /> {/* [!code focus] */}', '<App />', 'line--focus'],
    ['a(); //[!code ++]', 'a();', 'line--add'],
  ])('%j → %j marked %s', (line, code, className) => {
    expect(readCodeNotations(`first\n${line}\nlast`)).toEqual({ code: `first\n${code}\nlast`, marks: new Map([[2, [className]]]) });
  });

  it('keeps the rest of a comment that held a marker', () => {
    expect(readCodeNotations('a(); // was b() [!code ++]')!.code).toBe('a(); // was b()');
  });

  it('marks N lines with the :N count', () => {
    expect(marks('a // [!code highlight:3]\nb\nc\nd')).toEqual({ 1: ['highlighted'], 2: ['highlighted'], 3: ['highlighted'] });
  });

  it('applies a marker alone on its line to the lines after it, and drops that line', () => {
    const result = readCodeNotations('a\n// [!code focus:2]\nb\nc\nd')!;
    expect(result.code).toBe('a\nb\nc\nd');
    expect(Object.fromEntries(result.marks)).toEqual({ 2: ['line--focus'], 3: ['line--focus'] });
  });

  it('combines several markers on one line', () => {
    expect(marks('x // [!code focus] [!code ++]')).toEqual({ 1: ['line--focus', 'line--add'] });
  });

  it('drops word notations without marking anything', () => {
    expect(readCodeNotations('const a = 1; // [!code word:a]')).toEqual({ code: 'const a = 1;', marks: new Map() });
  });
});
