import { describe, expect, it } from 'vitest';
import { MAX_LIST_DEPTH, tooDeepList } from './nesting';

const deepList = (depth: number, indent = '  ') => Array.from({ length: depth }, (_, i) => `${indent.repeat(i)}- level ${i + 1}`).join('\n');

describe('tooDeepList', () => {
  it('lets lists up to the limit through, nested by 2, 4 or tabs, and quoted', () => {
    expect(tooDeepList(deepList(MAX_LIST_DEPTH))).toBeUndefined();
    expect(tooDeepList(deepList(40, '    '))).toBeUndefined();
    expect(tooDeepList(deepList(20, '\t'))).toBeUndefined();
    expect(tooDeepList(`> ${deepList(10).split('\n').join('\n> ')}`)).toBeUndefined();
  });

  it('names the first line nested deeper than the limit', () => {
    expect(tooDeepList(`# Title\n\n${deepList(1000)}`)).toEqual({ line: MAX_LIST_DEPTH + 3, depth: MAX_LIST_DEPTH + 1, indent: 2 * MAX_LIST_DEPTH });
    expect(tooDeepList(deepList(5), 3)).toEqual({ line: 4, depth: 4, indent: 6 });
    // A tab is 4 columns: the bound counts two levels for each.
    expect(tooDeepList(deepList(60, '\t'))).toEqual({ line: 51, depth: 101, indent: 200 });
  });

  it('ignores what looks like a list inside fenced code', () => {
    expect(tooDeepList(['```yaml', `${' '.repeat(400)}- item`, '```', '- after'].join('\n'))).toBeUndefined();
    expect(tooDeepList(['~~~', `${' '.repeat(400)}- item`, '~~~', `${' '.repeat(400)}- item`].join('\n'))).toEqual({ line: 4, depth: 201, indent: 400 });
  });
});
