import { describe, expect, it } from 'vitest';
import { scrolledPast, zoomTransform } from './zoom';

const viewport = { width: 1000, height: 800 };

describe('zoomTransform', () => {
  it('centres the image and fills the viewport when the natural size is unknown', () => {
    const t = zoomTransform({ left: 100, top: 100, width: 200, height: 100 }, viewport);
    expect(t.x).toBe(500 - 200);
    expect(t.y).toBe(400 - 150);
    expect(t.scale).toBe(5); // width-bound: 1000 / 200, height would allow 8
  });

  it('does not enlarge past the natural size', () => {
    const t = zoomTransform({ left: 0, top: 0, width: 200, height: 100 }, viewport, { width: 400, height: 200 });
    expect(t.scale).toBe(2);
  });

  it('never shrinks an image below its on-page size because of a small natural size', () => {
    const t = zoomTransform({ left: 0, top: 0, width: 200, height: 100 }, viewport, { width: 100, height: 50 });
    expect(t.scale).toBe(1);
  });

  it('fits a large image inside the viewport minus the margin', () => {
    const t = zoomTransform({ left: 0, top: 0, width: 400, height: 400 }, viewport, { width: 4000, height: 4000 }, 50);
    expect(t.scale).toBe(700 / 400);
  });

  it('leaves an empty box alone', () => {
    expect(zoomTransform({ left: 0, top: 0, width: 0, height: 10 }, viewport)).toEqual({ x: 0, y: 0, scale: 1 });
  });
});

describe('scrolledPast', () => {
  it('is true only beyond the threshold, in either direction', () => {
    expect(scrolledPast(100, 140, 40)).toBe(false);
    expect(scrolledPast(100, 141, 40)).toBe(true);
    expect(scrolledPast(100, 59, 40)).toBe(true);
  });
});
