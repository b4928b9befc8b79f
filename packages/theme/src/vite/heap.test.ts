import { constants, PerformanceObserver } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import v8 from 'node:v8';
import { collectGarbage, compactHeap, garbageBound } from './heap';

describe('collectGarbage', () => {
  it('collects an object nothing refers to any more, now', async () => {
    const ref = (() => new WeakRef({ large: new Array(1000).fill('x') }))();
    // A WeakRef's target lives until the current job ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    expect(ref.deref()).toBeUndefined();
  });
});

/** How many full (mark-compact) collections `run` caused, as V8 reports them. */
async function majorCollections(run: () => void): Promise<number> {
  let count = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if ((entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) count++;
  });
  observer.observe({ entryTypes: ['gc'] });
  run();
  // GC entries are delivered after the job that caused them.
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  return count;
}

describe('garbageBound', () => {
  it('collects once the heap has grown by its slack since it last looked, and then from the new size', async () => {
    const bounded = garbageBound(4);
    const kept: string[][] = [];
    // ~16 MB of strings still referred to: the heap grows past the 4 MB slack, and a collection cannot bring it back.
    const grow = () => kept.push(Array.from({ length: 200_000 }, (_, i) => `page ${i} ${kept.length}`.padEnd(40, '.')));
    grow();
    expect(await majorCollections(() => bounded())).toBe(1);
    // Measured from the heap after that collection: no growth since, no collection.
    expect(await majorCollections(() => bounded())).toBe(0);
    expect(kept.length).toBe(1);
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
