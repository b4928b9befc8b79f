import { describe, expect, it } from 'vitest';
import { boundsRendering, takeInOrder } from './prerender';

describe('takeInOrder', () => {
  it('gives the items in order, once each, and lets each go as it is taken', () => {
    const list: Array<{ n: number } | undefined> = [{ n: 1 }, { n: 2 }, { n: 3 }];
    const queue = takeInOrder(list);
    expect(queue.length).toBe(3);
    expect(queue.next()).toEqual({ n: 1 });
    expect(list[0]).toBeUndefined(); // no longer held by the list
    expect(queue.length).toBe(2);
    expect([queue.next(), queue.next(), queue.next()]).toEqual([{ n: 2 }, { n: 3 }, undefined]);
    expect(queue.length).toBe(0);
  });
});

describe('boundsRendering', () => {
  it("bounds a large site's rendering on workers, not an edit's few pages rendered on the main thread, nor a small site's", () => {
    expect(boundsRendering(20_002, 20_002)).toBe(true);
    expect(boundsRendering(20_002, 1)).toBe(false);
    expect(boundsRendering(20_002, 400)).toBe(false);
    expect(boundsRendering(300, 300)).toBe(false);
  });
});
