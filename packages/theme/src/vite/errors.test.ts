import { describe, expect, it } from 'vitest';
import { formatProblem, RsdocsError, throwProblems, type Problem } from './errors';

describe('formatProblem', () => {
  it.each([
    [{ file: 'docs/en/a.md', line: 7, column: 24, message: 'the link "/x" points to no page' }, 'docs/en/a.md:7:24: the link "/x" points to no page'],
    [{ file: 'docs/en/a.md', line: 3, message: 'bad' }, 'docs/en/a.md:3: bad'],
    [{ file: 'site.config.ts', message: 'nav (en): broken' }, 'site.config.ts: nav (en): broken'],
  ] as Array<[Problem, string]>)('%j', (problem, text) => {
    expect(formatProblem(problem)).toBe(text);
  });
});

describe('throwProblems', () => {
  it('does nothing without problems', () => {
    expect(() => throwProblems([], 'dead links found')).not.toThrow();
  });

  it('throws one RsdocsError listing every problem with its place', () => {
    const problems: Problem[] = [
      { file: 'docs/en/a.md', line: 2, message: 'one' },
      { file: 'docs/zh/b.md', line: 9, column: 3, message: 'two' },
    ];
    let error: unknown;
    try {
      throwProblems(problems, 'dead links found');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RsdocsError);
    expect((error as Error).message).toBe('dead links found (2):\n  - docs/en/a.md:2: one\n  - docs/zh/b.md:9:3: two');
  });

  it('shows the first 50 problems and counts the rest', () => {
    const problems = Array.from({ length: 53 }, (_, i) => ({ file: `p${i}.md`, line: 1, message: 'x' }));
    expect(() => throwProblems(problems, 'h')).toThrow(/^h \(53\):\n/);
    try {
      throwProblems(problems, 'h');
    } catch (e) {
      const lines = (e as Error).message.split('\n');
      expect(lines).toHaveLength(1 + 50 + 1);
      expect(lines[50]).toBe('  - p49.md:1: x');
      expect(lines[51]).toBe('  … and 3 more');
    }
  });
});

describe('RsdocsError', () => {
  it('carries no stack frames', () => {
    const e = new RsdocsError('invalid site config');
    expect(e.name).toBe('RsdocsError');
    expect(e.stack).toBe('RsdocsError: invalid site config');
  });
});
