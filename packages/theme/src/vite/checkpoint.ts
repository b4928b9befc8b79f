import fs from 'node:fs';
import v8 from 'node:v8';

// Test hook for interrupted builds: `RSDOCS_KILL_AT=<step>[:<n>]` makes the process kill itself (SIGKILL, as
// `kill -9` would) the n-th time (default: the first) a build reaches that step. Tests use it to stop a build at a
// chosen moment without timing it (packages/site/tests/build/killed-build.test.ts). Unset, a step costs a compare.
// `RSDOCS_HEAP_SNAPSHOT_AT=<step>[:<n>][,<step>[:<n>]…]` writes a heap snapshot of the main thread there instead (in
// the working directory, named by the step), to measure what a build holds per page at that moment.
// `RSDOCS_TRACE=<file>` appends a line per step passed (every 1,000th of a repeated one): seconds since start, step,
// count, the process's RSS and peak RSS so far, and this thread's heap (used/committed, MB), to tell which step a
// memory peak falls in (the peak rises between the two lines around it).

const wanted = parseStepAt(process.env.RSDOCS_KILL_AT);
const snapshotsAt = (process.env.RSDOCS_HEAP_SNAPSHOT_AT ?? '').split(',').map(parseStepAt).filter((s) => s !== null);
const seen = new Map<string, number>();
const traceFile = process.env.RSDOCS_TRACE;

function parseStepAt(value: string | undefined): { step: string; nth: number } | null {
  if (!value) return null;
  const [step, nth] = value.split(':');
  return { step: step!, nth: Number(nth ?? 1) || 1 };
}

/** A point a build passes: `prerender` (a page written), `client-bundle`, `cache-write`, `swap`… */
export function checkpoint(step: string): void {
  if (wanted?.step !== step && !traceFile && !snapshotsAt.some((s) => s.step === step)) return;
  const n = (seen.get(step) ?? 0) + 1;
  seen.set(step, n);
  if (traceFile && (n === 1 || n % 1000 === 0)) trace(traceFile, step, n);
  if (snapshotsAt.some((s) => s.step === step && s.nth === n)) v8.writeHeapSnapshot(`rsdocs-${step}-${n}.heapsnapshot`);
  if (wanted?.step === step && n >= wanted.nth) process.kill(process.pid, 'SIGKILL');
}

function trace(file: string, step: string, n: number): void {
  const mb = (bytes: number) => Math.round(bytes / 1048576);
  const { rss, heapUsed, heapTotal } = process.memoryUsage();
  const peak = Math.round(process.resourceUsage().maxRSS / 1024);
  fs.appendFileSync(file, `${process.uptime().toFixed(1)} ${step} ${n} rss=${mb(rss)} peak=${peak} heap=${mb(heapUsed)}/${mb(heapTotal)}\n`);
}
