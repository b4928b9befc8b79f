import { describe, expect, it } from 'vitest';
import { resolveActiveHeading } from './outline';

describe('resolveActiveHeading', () => {
  const tops = [100, 600, 1200, 2000];
  it.each([
    // scrollY, offset, expected index
    [0, 72, -1], // 100 is below 72 + 8
    [20, 72, 0], // 100 - 20 = 80: exactly at offset + tolerance
    [19, 72, -1],
    [500, 72, 0],
    [600, 72, 1],
    [1130, 72, 2],
    [5000, 72, 3],
    [0, 100, 0], // a larger offset reaches the first heading sooner
  ])('scrollY %i with offset %i → %i', (scrollY, offset, expected) => {
    expect(resolveActiveHeading(tops, scrollY, offset)).toBe(expected);
  });

  it('skips headings that could not be measured', () => {
    expect(resolveActiveHeading([100, Number.NaN, 300], 400, 72)).toBe(2);
    expect(resolveActiveHeading([100, Number.NaN], 400, 72)).toBe(0);
  });

  it('returns -1 without headings and honours a custom tolerance', () => {
    expect(resolveActiveHeading([], 1000, 72)).toBe(-1);
    expect(resolveActiveHeading([100], 0, 72, 30)).toBe(0);
  });
});
