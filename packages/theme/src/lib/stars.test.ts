import { describe, expect, it } from 'vitest';
import { STARS, STAR_RADIUS_PX, starCenter, starOffset } from './stars';

describe('STARS', () => {
  it('has 35 stars sized 3 + index / 20 px at distinct in-bounds positions', () => {
    expect(STARS).toHaveLength(35);
    STARS.forEach((star, index) => {
      expect(star.size).toBeCloseTo(3 + index / 20);
      expect(star.top).toBeGreaterThanOrEqual(0);
      expect(star.top).toBeLessThanOrEqual(100);
      expect(star.left).toBeGreaterThanOrEqual(0);
      expect(star.left).toBeLessThanOrEqual(100);
    });
    expect(new Set(STARS.map((s) => `${s.top}/${s.left}`)).size).toBe(35);
  });

  it('spreads over every quarter of the hero', () => {
    const quarter = (s: (typeof STARS)[number]) => `${s.top < 50 ? 't' : 'b'}${s.left < 50 ? 'l' : 'r'}`;
    const counts = new Map<string, number>();
    for (const star of STARS) counts.set(quarter(star), (counts.get(quarter(star)) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual(['bl', 'br', 'tl', 'tr']);
    for (const n of counts.values()) expect(n).toBeGreaterThanOrEqual(5);
  });
});

describe('starCenter', () => {
  it('places the centre at the percentage position plus half the size', () => {
    expect(starCenter({ top: 50, left: 25, size: 4 }, { left: 10, top: 20, width: 800, height: 400 })).toEqual({ x: 212, y: 222 });
  });
});

describe('starOffset', () => {
  const star = { x: 300, y: 200 };
  it.each([
    ['pointer inside on both axes', { x: 350, y: 140 }, { x: 50, y: -60 }],
    ['pointer on the star', { x: 300, y: 200 }, { x: 0, y: 0 }],
    ['just inside the radius', { x: 399, y: 101 }, { x: 99, y: -99 }],
    ['exactly at the radius', { x: 400, y: 200 }, { x: 0, y: 0 }],
    ['close on x only', { x: 310, y: 320 }, { x: 0, y: 0 }],
    ['close on y only', { x: 120, y: 210 }, { x: 0, y: 0 }],
    ['far away', { x: 900, y: 900 }, { x: 0, y: 0 }],
  ])('%s', (_name, pointer, expected) => {
    expect(starOffset(star, pointer)).toEqual(expected);
  });

  it('rests when there is no pointer', () => {
    expect(starOffset(star, null)).toEqual({ x: 0, y: 0 });
  });

  it('defaults to a 100 px radius and accepts another one', () => {
    expect(STAR_RADIUS_PX).toBe(100);
    expect(starOffset(star, { x: 340, y: 200 }, 30)).toEqual({ x: 0, y: 0 });
    expect(starOffset(star, { x: 320, y: 210 }, 30)).toEqual({ x: 20, y: 10 });
  });
});
