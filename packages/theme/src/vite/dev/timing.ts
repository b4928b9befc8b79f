/**
 * `RSDOCS_DEV_TIMING=1`: the dev server prints when each step of its start and of each page it answers ends, in ms
 * since the process started (`performance.now()`), to find what a cold first page or an edit waits for. Off, each
 * call costs a check of a constant.
 */
const enabled = !!process.env.RSDOCS_DEV_TIMING;

export function devTiming(step: string): void {
  if (enabled) process.stderr.write(`[rsdocs timing] ${Math.round(performance.now())} ms (at ${Date.now() % 100_000}) ${step}\n`);
}

/** `promise`, with its end printed as `step` (and how long it took from now). */
export function timedStep<T>(step: string, promise: Promise<T>): Promise<T> {
  if (!enabled) return promise;
  const started = performance.now();
  return promise.then((value) => {
    devTiming(`${step} (${Math.round(performance.now() - started)} ms)`);
    return value;
  });
}
