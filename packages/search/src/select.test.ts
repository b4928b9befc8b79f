import { describe, expect, it } from 'vitest';
import { TopK } from './select';

describe('TopK', () => {
  it('keeps the best entries, best first, ties to the smaller id', () => {
    const top = new TopK(3);
    const scores = [5, 1, 9, 5, 7, 2];
    scores.forEach((score, id) => {
      if (top.admits(score)) top.push(id, score);
    });
    expect(Array.from(top.sorted())).toEqual([2, 4, 0]);
  });

  it('grows on reset and starts empty', () => {
    const top = new TopK(1);
    top.push(1, 1);
    top.reset(4);
    [3, 1, 4, 1, 5].forEach((s, id) => top.push(id, s));
    expect(Array.from(top.sorted())).toEqual([4, 2, 0, 1]);
  });
});
