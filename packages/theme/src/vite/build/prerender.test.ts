import { describe, expect, it } from 'vitest';
import { takeInOrder } from './prerender';

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
