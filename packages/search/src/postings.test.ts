import { describe, expect, it } from 'vitest';
import { decodePostings, encodePostings, intersect, intersectCounts, MAX_TF, union } from './postings';

describe('postings', () => {
  it('round-trips ascending section numbers as gaps', () => {
    const sections = [0, 1, 2, 50, 51, 5000];
    const decoded = decodePostings(encodePostings(sections));
    expect(Array.from(decoded.sections)).toEqual(sections);
    expect(decoded.counts).toBeNull();
  });

  it('round-trips how often each section has the term, capped', () => {
    const sections = [0, 1, 2, 50, 51, 5000, 5001];
    const counts = [1, 2, 1, 7, 1, 300, 33];
    const decoded = decodePostings(encodePostings(sections, counts));
    expect(Array.from(decoded.sections)).toEqual(sections);
    expect(Array.from(decoded.counts!)).toEqual([1, 2, 1, 7, 1, MAX_TF, MAX_TF]);
  });

  it('spends one symbol per consecutive section with one occurrence, two with more', () => {
    expect(encodePostings([0, 1, 2, 3])).toHaveLength(4);
    expect(encodePostings([0, 1, 2, 3], [1, 3, 1, 1])).toHaveLength(5);
  });

  it('decodes an empty list', () => {
    expect(decodePostings('').sections).toHaveLength(0);
  });

  it('rejects a count without its section', () => {
    // A flagged number (odd) must be followed by its count.
    expect(() => decodePostings(encodePostings([4], [2]).slice(0, 1))).toThrow(/count/);
  });

  it('intersects lists with counts, keeping the smallest', () => {
    const a = { sections: Int32Array.from([1, 3, 5]), counts: Uint8Array.from([4, 2, 1]) };
    const b = { sections: Int32Array.from([3, 5, 9]), counts: null };
    const c = { sections: Int32Array.from([1, 3, 5]), counts: Uint8Array.from([9, 3, 6]) };
    const ab = intersectCounts([a, b]);
    expect(Array.from(ab.sections)).toEqual([3, 5]);
    expect(Array.from(ab.counts!)).toEqual([1, 1]);
    const ac = intersectCounts([a, c]);
    expect(Array.from(ac.sections)).toEqual([1, 3, 5]);
    expect(Array.from(ac.counts!)).toEqual([4, 2, 1]);
    expect(intersectCounts([b, b]).counts).toBeNull();
  });

  it('intersects and unites sorted lists', () => {
    const a = Int32Array.from([1, 3, 5, 7]);
    const b = Int32Array.from([3, 4, 5, 8]);
    expect(Array.from(intersect([a, b]))).toEqual([3, 5]);
    expect(Array.from(union([a, b]))).toEqual([1, 3, 4, 5, 7, 8]);
    expect(Array.from(intersect([]))).toEqual([]);
  });
});
