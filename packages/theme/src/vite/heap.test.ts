import { constants, PerformanceObserver } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { collectGarbage, garbageBound } from './heap';

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

  it('counts the memory buffers hold outside the heap: a loop that reads a file per page is bounded too', async () => {
    const bounded = garbageBound(4);
    const kept: Buffer[] = [];
    // ~16 MB in buffers (a file read per page) and almost nothing on the heap: their small objects only.
    for (let i = 0; i < 2000; i++) kept.push(Buffer.allocUnsafeSlow(8 * 1024));
    expect(await majorCollections(() => bounded())).toBe(1);
    expect(kept.length).toBe(2000);
  });
});
