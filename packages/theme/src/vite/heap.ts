import v8 from 'node:v8';
import vm from 'node:vm';

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
 * A full collection that also compacts the whole heap, so that what stays live sits in as few pages as it needs
 * and the rest go back to the system. An ordinary collection moves objects off only the few pages V8 picks: pages
 * where a long-lived object (a page's head, kept to the build's end) was made among garbage stay committed with
 * little on them, and a large build's main heap held 1.0-1.2 GB committed for 0.5-0.65 GB used. Moving every live
 * object costs more than a collection (about a second a few hundred MB live): call it at a step's end, not in a loop.
 */
export function compactHeap(): void {
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
 * A check to call as a loop makes garbage (a page at a time): it collects now, and then once the heap holds
 * `slackMb` more than after the last collection, so the garbage a large build's loops leave is bounded whatever the
 * page count. V8 alone lets the old generation grow in proportion to what is live, and on a 100,000-page site that
 * is gigabytes of strings promoted while their writes were in flight. Reading the heap's size costs a microsecond.
 */
export function garbageBound(slackMb = 128): () => void {
  const slack = slackMb * 1024 * 1024;
  // Measured from what is live: a heap that holds garbage already (the config's loading, a step before) would
  // otherwise hold that much more.
  collectGarbage();
  let base = v8.getHeapStatistics().used_heap_size;
  return () => {
    if (v8.getHeapStatistics().used_heap_size < base + slack) return;
    collectGarbage();
    base = v8.getHeapStatistics().used_heap_size;
  };
}
