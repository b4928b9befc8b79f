import { describe, expect, it } from 'vitest';
import v8 from 'node:v8';
import { collectGarbage, compactHeap, garbageBound, heldBytes, limitAfterCollection, SLACK_OF_LIVE } from './heap';

describe('collectGarbage', () => {
  it('collects an object nothing refers to any more, now', async () => {
    const ref = (() => new WeakRef({ large: new Array(1000).fill('x') }))();
    // A WeakRef's target lives until the current job ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    expect(ref.deref()).toBeUndefined();
  });
});

/**
 * This thread's heap, as `garbageBound` reads it, counting the collections the bound asks for. V8's own collections
 * (its memory reducer may run one at any time on a loaded machine) are not the bound's, so they are not counted.
 */
function countedHeap() {
  const heap = { collections: 0, used: heldBytes, collect: () => (heap.collections++, collectGarbage()) };
  return heap;
}

/** The heap's size right after a full collection: what is live. */
function liveHeap(): number {
  collectGarbage();
  return v8.getHeapStatistics().used_heap_size;
}

/** About `bytes` of strings, still referred to by the array returned. */
const strings = (bytes: number) => Array.from({ length: Math.ceil(bytes / 80) }, (_, i) => `page ${i} ${Math.random()}`.padEnd(40, '.'));

describe('garbageBound', () => {
  it('collects once the heap has grown by its slack since it last looked, and then from the new size', () => {
    const heap = countedHeap();
    const bounded = garbageBound(4, { heap, ofLive: SLACK_OF_LIVE });
    expect(heap.collections).toBe(1); // made from what is live
    // Past the slack whatever the heap holds (half of what is live, when more than 4 MB), kept: a collection cannot
    // bring the heap back.
    const kept = strings(Math.max(4 * 2 ** 20, liveHeap() * SLACK_OF_LIVE) * 1.5);
    bounded();
    expect(heap.collections).toBe(2);
    // Measured from the heap after that collection: no growth since, no collection.
    bounded();
    expect(heap.collections).toBe(2);
    expect(kept.length).toBeGreaterThan(0);
  });

  it('counts the memory buffers hold outside the heap: a loop that reads a file per page is bounded too', () => {
    const heap = countedHeap();
    const bounded = garbageBound(4, { heap, ofLive: SLACK_OF_LIVE });
    // Past the slack in buffers (a file read per page), with almost nothing on the heap: their small objects only.
    const bytes = Math.max(4 * 2 ** 20, liveHeap() * SLACK_OF_LIVE) * 1.5;
    const kept = Array.from({ length: Math.ceil(bytes / 8192) }, () => Buffer.allocUnsafeSlow(8192));
    bounded();
    expect(heap.collections).toBe(2);
    expect(kept.length).toBeGreaterThan(0);
  });

});

/** A heap of `liveMb` live, to which each page adds `garbageMb`; a collection takes it back to what is live. */
function simulatedHeap(liveMb: number) {
  const mb = 2 ** 20;
  let used = liveMb * mb;
  const heap = { collections: 0, used: () => used, collect: () => ((used = liveMb * mb), heap.collections++), add: (garbageMb: number) => (used += garbageMb * mb) };
  return heap;
}

describe('garbageBound on a large heap', () => {
  it('lets garbage grow in proportion to what is live: a larger heap is collected less often, not as often', () => {
    // 1 MB of garbage a page, 100,000 pages, a 128 MB slack.
    const collectionsAt = (liveMb: number) => {
      const heap = simulatedHeap(liveMb);
      const bounded = garbageBound(128, { heap, ofLive: SLACK_OF_LIVE });
      for (let page = 0; page < 100_000; page++) {
        heap.add(1);
        bounded();
      }
      return heap.collections;
    };
    // A small heap: every 128 MB of garbage (and one to start).
    expect(collectionsAt(100)).toBe(1 + Math.floor(100_000 / 128));
    // A 600 MB heap, whose collections cost six times as much: every 300 MB, not every 128 MB. The total cost
    // (collections × live) is then at most twice the garbage, whatever the live heap, not live ÷ slack times it.
    expect(collectionsAt(600)).toBe(1 + Math.floor(100_000 / 300));
    expect(collectionsAt(2000) * 2000).toBeLessThanOrEqual(2 * 100_000 + 2000);
  });
});

describe('garbageBound without ofLive', () => {
  it('keeps its fixed slack on a large heap (memory first: the compile and static-page loops)', () => {
    const heap = simulatedHeap(600);
    const bounded = garbageBound(128, { heap });
    for (let page = 0; page < 10_000; page++) {
      heap.add(1);
      bounded();
    }
    expect(heap.collections).toBe(1 + Math.floor(10_000 / 128));
  });
});

describe('limitAfterCollection', () => {
  it('is the slack above a small live heap, and half the live heap above a large one', () => {
    const mb = 2 ** 20;
    expect(limitAfterCollection(100 * mb, 128 * mb)).toBe(228 * mb);
    expect(limitAfterCollection(600 * mb, 128 * mb)).toBe(900 * mb);
  });
});

describe('compactHeap', () => {
  it('gives back the pages a collection leaves committed with little live on them', () => {
    const oldSpace = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'old_space')!;
    // Objects promoted to old space side by side, then every other one let go: each page is half live, which a
    // collection leaves as it is (V8 moves objects off mostly empty pages only).
    const fragmented = () => {
      const all = Array.from({ length: 1_500_000 }, (_, i) => ({ n: i, s: `page ${i}`.padEnd(40, '.') }));
      collectGarbage();
      collectGarbage();
      return all.filter((_, i) => i % 2 === 0);
    };
    const kept = fragmented();
    collectGarbage();
    collectGarbage();
    const collected = oldSpace();
    compactHeap();
    const compacted = oldSpace();
    expect(kept.length).toBe(750_000);
    // Same live objects, on far fewer pages: a collection alone left about twice what they need.
    expect(compacted.space_used_size).toBeLessThanOrEqual(collected.space_used_size * 1.05);
    expect(compacted.space_size).toBeLessThan(collected.space_size * 0.75);
  });
});
