import { describe, expect, it } from 'vitest';
import { columnsSummary, overflows, uniqueLabel } from './scroll-region';

describe('overflows', () => {
  it('is true when the content is wider or taller than the box, and false when it fits exactly', () => {
    expect(overflows({ scrollWidth: 901, clientWidth: 900, scrollHeight: 40, clientHeight: 40 })).toBe(true);
    expect(overflows({ scrollWidth: 300, clientWidth: 300, scrollHeight: 41, clientHeight: 40 })).toBe(true);
    expect(overflows({ scrollWidth: 300, clientWidth: 300, scrollHeight: 40, clientHeight: 40 })).toBe(false);
  });
});

describe('uniqueLabel', () => {
  it('keeps a free name and numbers a taken one from 2', () => {
    expect(uniqueLabel('Table: A, B', new Set())).toBe('Table: A, B');
    expect(uniqueLabel('Code: ts', new Set(['Code: ts']))).toBe('Code: ts (2)');
    expect(uniqueLabel('Code: ts', new Set(['Code: ts', 'Code: ts (2)']))).toBe('Code: ts (3)');
  });
});

describe('columnsSummary', () => {
  it('quotes up to three non-empty headers, whitespace collapsed, and marks the rest with an ellipsis', () => {
    expect(columnsSummary(['', 'Bundle', ' Bundle\n less '])).toBe('Bundle, Bundle less');
    expect(columnsSummary(['A', 'B', 'C', 'D'])).toBe('A, B, C, …');
    expect(columnsSummary(['', ' '])).toBe('');
  });
});
