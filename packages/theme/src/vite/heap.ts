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
function heldBytes(): number {
  const stats = v8.getHeapStatistics();
  return stats.used_heap_size + (stats.external_memory ?? 0); // a runtime that does not report it: the heap alone
}

/**
 * A check to call as a loop makes garbage (a page at a time): it collects now, and then once the heap holds
 * `slackMb` more than after the last collection, so the garbage a large build's loops leave is bounded whatever the
 * page count. V8 alone lets the old generation grow in proportion to what is live, and on a 100,000-page site that
 * is gigabytes of strings promoted while their writes were in flight. Reading the heap's size costs a microsecond.
 * One check may serve a build's loops in turn: it then collects once, not once per loop (each full collection of a
 * large build's heap costs a few hundred milliseconds, a good part of an edit build).
 */
export function garbageBound(slackMb = 128): () => void {
  const slack = slackMb * 1024 * 1024;
  // Measured from what is live: a heap that holds garbage already (the config's loading, a step before) would
  // otherwise hold that much more.
  collectGarbage();
  let base = heldBytes();
  return () => {
    if (heldBytes() < base + slack) return;
    collectGarbage();
    base = heldBytes();
  };
}
