import { describe, expect, it } from 'vitest';
import { RsdocsError } from '../vite/errors';
import { formatError } from './report';

describe('formatError (what the CLI prints)', () => {
  it('prints an RsdocsError as its message: no wrapper, no stack', () => {
    expect(formatError(new RsdocsError('invalid site config:\n  - base: expected a path'))).toBe('invalid site config:\n  - base: expected a path');
  });

  it('adds the stack with --debug', () => {
    expect(formatError(new RsdocsError('bad'), true)).toMatch(/^bad\n.*report\.test\.ts/s);
    expect(formatError(new Error('boom'), true)).toMatch(/^boom\nError: boom\n\s+at /);
  });

  it('shows the place and the code frame of an error that has them (Vite, Rolldown, MDX)', () => {
    const e = Object.assign(new Error('Unexpected token'), { loc: { file: '/site/site.config.ts', line: 3, column: 7 }, frame: '> 3 | oops' });
    const text = formatError(e);
    expect(text.split('\n')).toEqual(['Unexpected token', '  at /site/site.config.ts:3:7', '> 3 | oops', '(run with --debug to see where it was thrown)']);
  });

  it('tells how to see the stack of an unexpected error, without printing it', () => {
    const text = formatError(new TypeError('x is undefined'));
    expect(text).toBe('x is undefined\n(run with --debug to see where it was thrown)');
    expect(text).not.toMatch(/\n\s+at /);
  });

  it('recognises an RsdocsError from another copy of the plugin by its name', () => {
    const other = Object.assign(new Error('from a vite.config copy'), { name: 'RsdocsError', internalStack: 'RsdocsError: x\n    at there' });
    expect(formatError(other)).toBe('from a vite.config copy');
    expect(formatError(other, true)).toContain('at there');
  });
});
