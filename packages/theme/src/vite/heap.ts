import v8 from 'node:v8';
import vm from 'node:vm';
import { isMainThread } from 'node:worker_threads';

/**
 * A full garbage collection of this thread, now. Prerendering a large site passes a few hundred KB of strings
 * per page through the main thread (HTML from the workers, then the file written); V8 promotes them while their
 * writes are in flight and, below its default heap limit (a quarter of the machine's memory), collects the old
 * generation rarely, so the process grows by gigabytes of garbage. Called every few hundred pages, a collection
 * costs far less than that memory. `gc` is not exposed by default: the flag is set at run time and the function
 * taken from a fresh context, where V8 installs it.
 */
export function collectGarbage(): void {
  gc ??= obtainGc();
  gc?.();
}

let gc: (() => void) | null | undefined;

/**
 * A full collection that then compacts the heap if it is fragmented, so that what stays live sits in as few pages
 * as it needs and the rest go back to the system. An ordinary collection moves objects off only the few pages V8
 * picks: pages where a long-lived object (a page's head, kept to the build's end) was made among garbage stay
 * committed with little on them, and a 100,000-page build's main heap held 1.0-1.2 GB committed for 0.5-0.65 GB
 * live. Called at a step's end, and by `garbageBound` as it collects in prerendering (see `uncompactedHeap`).
 */
export function compactHeap(): void {
  collectGarbage();
  if (fragmented()) compactNow();
}

/**
 * Old space, just collected, holds more than a quarter again what is live on it (and 32 MB). Compacting then,
 * and not only at a step's end, moves the objects of a few sparse pages each time, so it needs little room while
 * it runs: compacting the 100,000-page build's heap once, at the compile's end, held the 1 GB of old pages and the
 * 0.45 GB moved out of them at once (the build's peak, 1.9 GB, for a moment), then left 0.5 GB.
 */
function fragmented(): boolean {
  const old = v8.getHeapSpaceStatistics().find((space) => space.space_name === 'old_space');
  return !!old && old.space_size > old.space_used_size * 1.25 + 32 * 1024 * 1024;
}

/** A full collection that moves the live objects off every sparse page (V8's flag, set for this one). */
function compactNow(): void {
  gc ??= obtainGc();
  if (!gc) return;
  try {
    v8.setFlagsFromString('--compact-on-every-full-gc');
    gc();
  } finally {
    v8.setFlagsFromString('--no-compact-on-every-full-gc');
  }
}

function obtainGc(): (() => void) | null {
  try {
    v8.setFlagsFromString('--expose-gc');
    const fn = vm.runInNewContext('gc') as unknown;
    return typeof fn === 'function' ? (fn as () => void) : null;
  } catch {
    return null; // a runtime without it: V8 collects when it decides to
  }
}

/**
 * What the bound counts: the heap's objects and the memory outside it that they hold (`Buffer`s). A loop that reads
 * a file per page (a warm build reads each page's source and cached head) leaves a buffer per file outside the heap,
 * freed only when its small object on the heap is collected: the heap's size alone does not see them grow.
 */
export function heldBytes(): number {
  const stats = v8.getHeapStatistics();
  return stats.used_heap_size + (stats.external_memory ?? 0); // a runtime that does not report it: the heap alone
}

/**
 * A check to call as a loop makes garbage (a page at a time): it collects now, and then once the heap (with the
 * buffers its objects hold) holds more than after the last collection by `slackMb`, or by `ofLive` of what that
 * collection left if more (prerendering's: `SLACK_OF_LIVE`), so the garbage a large build's loops leave is bounded whatever the page count. V8
 * alone lets the old generation grow in proportion to what is live, and on a 100,000-page site that is gigabytes of
 * strings promoted while their writes were in flight. A full collection costs in proportion to what is live, so a
 * fixed slack would make a build's collections cost the square of its page count (a 100,002-page build's main
 * thread paused 260 s in collections of a 550-730 MB heap, every 128 MB or every 1,000 rendered pages); a slack in
 * proportion to what is live keeps their cost in proportion to the garbage, for at most that share more memory.
 * One check may serve a build's loops in turn: it then collects once, not once per loop (each full collection of a
 * large build's heap costs a few hundred milliseconds, a good part of an edit build). Reading the heap's size costs
 * a microsecond.
 */
export function garbageBound(slackMb = 128, { ofLive = 0, heap = v8Heap }: { ofLive?: number; heap?: HeapAccess } = {}): () => void {
  const floor = slackMb * 1024 * 1024;
  // Measured from what is live: a heap that holds garbage already (the config's loading, a step before) would
  // otherwise hold that much more.
  heap.collect();
  let limit = limitAfterCollection(heap.used(), floor, ofLive);
  return () => {
    if (heap.used() < limit) return;
    heap.collect();
    limit = limitAfterCollection(heap.used(), floor, ofLive);
  };
}

/** What `garbageBound` reads and does: this thread's heap (a test gives its own, to count collections). */
export interface HeapAccess {
  used(): number;
  collect(): void;
}

// On the main thread, what stays live (a page's head) was made among garbage: packed as it goes, the heap stays
// near its live size. A worker keeps nothing from page to page, so its heap has little to pack, and compacting sets
// a V8 flag, which is one for the whole process: only the main thread does it.
const v8Heap: HeapAccess = { used: heldBytes, collect: isMainThread ? compactHeap : collectGarbage };

/**
 * This thread's heap, collected without compacting (`garbageBound`'s `heap`), for the main thread's loops over every
 * page before prerendering (the compile, the search plans, the static pages), which compact once at their step's
 * end. Compacting moves every live object of a sparse page into new pages while the old ones are still held: at
 * 100,002 pages each collection of the compile (every ~4 s) lifted the RSS by 200-300 MB for a moment, and the
 * compile's peak was 862-913 MB against 756-776 MB without (its main-thread collections 22.5 s against 8.6-12.5 s).
 * Prerendering keeps compacting: without it, its heap grew to 390 MB committed for 326 MB used, and the build's peak
 * from 988 to 1,119 MB.
 */
export const uncompactedHeap: HeapAccess = { used: heldBytes, collect: collectGarbage };

/**
 * The share of the live heap prerendering's main thread lets garbage reach before it collects, when more than its
 * slack (`garbageBound`'s `ofLive`). Only there: at 100,002 pages the compile and static-page loops with it cost
 * ~380 MB more at the build's early peak (1,699 → 2,077 MB), while rendering stays below the search step's peak.
 */
export const SLACK_OF_LIVE = 0.5;

/** The heap size at which `garbageBound` next collects, given what the last collection left live. */
export function limitAfterCollection(live: number, slack: number, ofLive = SLACK_OF_LIVE): number {
  return live + Math.max(slack, live * ofLive);
}
