import { describe, expect, it } from 'vitest';
import { decodePostings, encodePostings, intersect, intersectCounts, MAX_TF, PostingText, union } from './postings';

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

  it('encodes a list that arrives in runs (each numbered from 0, with its offset) as the whole list', () => {
    const sections = Array.from({ length: 400 }, (_, k) => k * 7 + (k % 3));
    const counts = sections.map((_, k) => 1 + (k % 5));
    const list = new PostingText();
    // 40 runs of 10: more than are kept pending, so the text is flattened on the way.
    for (let start = 0; start < sections.length; start += 10) {
      const offset = sections[start]!;
      list.append(sections.slice(start, start + 10).map((s) => s - offset), counts.slice(start, start + 10), offset);
    }
    expect(list.text()).toBe(encodePostings(sections, counts));
    const headings = new PostingText();
    headings.append([0, 3], undefined, 10);
    headings.append([1], undefined, 20);
    expect(headings.text()).toBe(encodePostings([10, 13, 21]));
  });
});
