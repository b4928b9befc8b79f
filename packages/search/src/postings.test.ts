import { describe, expect, it } from 'vitest';
import { decodePostings, encodePostings, intersect, union } from './postings';

describe('postings', () => {
  it('round-trips ascending section numbers as gaps', () => {
    const sections = [0, 1, 2, 50, 51, 5000];
    expect(Array.from(decodePostings(encodePostings(sections)))).toEqual(sections);
  });

  it('spends one symbol per consecutive section', () => {
    expect(encodePostings([0, 1, 2, 3])).toHaveLength(4);
  });

  it('decodes an empty list', () => {
    expect(decodePostings('')).toHaveLength(0);
  });

  it('intersects and unites sorted lists', () => {
    const a = Int32Array.from([1, 3, 5, 7]);
    const b = Int32Array.from([3, 4, 5, 8]);
    expect(Array.from(intersect([a, b]))).toEqual([3, 5]);
    expect(Array.from(union([a, b]))).toEqual([1, 3, 4, 5, 7, 8]);
    expect(Array.from(intersect([]))).toEqual([]);
  });
});
