import { inspect } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { codeFrame, formatGroupedWarnings, formatProblem, locatedError, RsdocsError, throwProblems, type Problem } from './errors';

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

describe('RsdocsError printed by util.inspect (as `vite build` prints errors)', () => {
  afterEach(() => {
    delete process.env.RSDOCS_DEBUG;
  });

  it('is its message alone: no [RsdocsError: …] wrapper, no stack', () => {
    const e = new RsdocsError('dead links found (1):\n  - docs/en/a.md:3:5: the link "/x" points to no page');
    expect(inspect(e)).toBe(e.message);
  });

  it('adds where it was thrown with RSDOCS_DEBUG (the CLI’s --debug)', () => {
    process.env.RSDOCS_DEBUG = '1';
    const e = new RsdocsError('bad');
    expect(inspect(e)).toMatch(/^bad\n.*errors\.test\.ts/s);
  });
});

describe('codeFrame', () => {
  const source = 'one\ntwo\nthree\nfour\nfive\nsix';

  it('shows two lines either side, marks the line and the column', () => {
    expect(codeFrame(source, 3, 2)).toBe(['  1 | one', '  2 | two', '> 3 | three', '    |  ^', '  4 | four', '  5 | five'].join('\n'));
  });

  it('stops at the edges of the file and pads line numbers', () => {
    expect(codeFrame(source, 1)).toBe(['> 1 | one', '  2 | two', '  3 | three'].join('\n'));
    const long = Array.from({ length: 12 }, (_, i) => `l${i + 1}`).join('\n');
    expect(codeFrame(long, 9).split('\n')[0]).toBe('   7 | l7');
  });
});

describe('locatedError', () => {
  it('gives Vite the first problem’s place, a frame, and the message', () => {
    const e = locatedError([{ file: 'docs/en/a.md', line: 2, column: 3, message: 'invalid frontmatter: x' }], '/abs/docs/en/a.md', '---\ntitle: [\n---\n');
    expect(e).toBeInstanceOf(RsdocsError);
    expect(e.message).toBe('invalid frontmatter: x');
    expect(e.id).toBe('/abs/docs/en/a.md');
    expect(e.loc).toEqual({ file: '/abs/docs/en/a.md', line: 2, column: 3 });
    expect(e.frame).toContain('> 2 | title: [');
  });

  it('lists every problem with its place when there are several', () => {
    const e = locatedError(
      [
        { file: 'a.md', line: 2, message: 'one' },
        { file: 'a.md', line: 5, column: 1, message: 'two' },
      ],
      '/abs/a.md',
      'x\ny\nz\nw\nv\n',
    );
    expect(e.message).toBe('2 problems:\n  - a.md:2: one\n  - a.md:5:1: two');
    expect(e.loc.line).toBe(2);
  });
});

describe('formatGroupedWarnings', () => {
  it('shows one line per group with every place, and names ten at most', () => {
    const warnings = Array.from({ length: 12 }, (_, i) => ({ file: `docs/en/p${i}.md`, line: 2, message: 'frontmatter "tag" is ignored', group: 'tag' }));
    warnings.push({ file: 'docs/en/x.md', line: 3, message: 'frontmatter "head" is ignored', group: 'head' });
    const [tag, head] = formatGroupedWarnings(warnings);
    expect(tag).toMatch(/^frontmatter "tag" is ignored \(12 files: docs\/en\/p0\.md:2, .*docs\/en\/p9\.md:2, and 2 more\)$/);
    expect(head).toBe('frontmatter "head" is ignored (1 file: docs/en/x.md:3)');
    const twice = formatGroupedWarnings([
      { file: 'a.md', line: 3, message: 'm', group: 'g' },
      { file: 'a.md', line: 9, message: 'm', group: 'g' },
    ]);
    expect(twice).toEqual(['m (2 places in 1 file: a.md:3, a.md:9)']);
  });
});
