import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** A pool of worker threads answering `{ id, input }` with `{ id, output }` or `{ id, error }`. */
export interface WorkerPool<In, Out> {
  run(input: In): Promise<Out>;
  /** Up to `size` workers from now on (never fewer): started now, they take the jobs waiting. */
  grow(size: number): void;
  close(): Promise<void>;
}

/** The built worker file beside this code (it may sit in dist/vite/ or in a shared chunk in dist/), if any. */
export function findWorkerFile(name: string): string | undefined {
  return [`./${name}`, `./vite/${name}`].map((rel) => fileURLToPath(new URL(rel, import.meta.url))).find((file) => fs.existsSync(file));
}

/** How many workers `items` jobs deserve: one per core (at most 4), none when one core or few jobs. */
export function poolSize(items: number, perWorker: number): number {
  const size = Math.min(os.availableParallelism?.() ?? os.cpus().length, 4, Math.ceil(items / perWorker));
  return size < 2 || process.env.RSDOCS_WORKERS === '0' ? 0 : size;
}

/**
 * The heap a compile or prerender worker gets: one page at a time needs tens of MB, and a worker is replaced after
 * `maxJobs` anyway; what is left above that is garbage V8 would otherwise keep until its much higher default.
 */
export const WORKER_HEAP_MB = 384;

export interface WorkerPoolOptions {
  workerData?: unknown;
  /**
   * Replace a worker after this many jobs. A worker keeps every module it imported (a prerender worker: every
   * page it rendered), so on large sites a fresh one now and then bounds memory. @default Infinity
   */
  maxJobs?: number;
  /**
   * The worker's old-generation heap, in MB. V8 collects lazily up to its default limit (a quarter of the machine's
   * memory), so a few busy workers could hold gigabytes of garbage; a limit makes it collect sooner.
   */
  heapMb?: number;
  /** The workers' `process.env` (by default they share the parent's). */
  env?: NodeJS.ProcessEnv;
}

export function createWorkerPool<In, Out>(file: string, size: number, { workerData, maxJobs = Infinity, heapMb, env }: WorkerPoolOptions = {}): WorkerPool<In, Out> {
  const workers = new Set<Worker>();
  const pending = new Map<number, { resolve: (out: Out) => void; reject: (e: Error) => void }>();
  const idle: Worker[] = [];
  const queue: Array<{ id: number; input: In }> = [];
  const retiring: Array<Promise<number>> = [];
  /** The job each busy worker has. */
  const busy = new Map<Worker, number>();
  let nextId = 0;
  let closed = false;

  const dispatch = () => {
    while (idle.length && queue.length) {
      const worker = idle.pop()!;
      const job = queue.shift()!;
      busy.set(worker, job.id);
      worker.postMessage(job);
    }
  };
  const spawn = () => {
    const worker = new Worker(file, { workerData, ...(heapMb ? { resourceLimits: { maxOldGenerationSizeMb: heapMb } } : {}), ...(env ? { env } : {}) });
    let jobs = 0;
    workers.add(worker);
    worker.on('message', (msg: { id: number; output?: Out; error?: string; errorName?: string; errorStack?: string }) => {
      const job = pending.get(msg.id);
      pending.delete(msg.id);
      busy.delete(worker);
      // One job at a time per worker: once it has answered, it holds no other, so it can be replaced now.
      if (++jobs >= maxJobs) {
        workers.delete(worker);
        retiring.push(worker.terminate());
        idle.push(spawn());
      } else idle.push(worker);
      dispatch();
      if (msg.error !== undefined || msg.output === undefined) job?.reject(workerError(msg));
      else job?.resolve(msg.output);
    });
    worker.on('error', (error) => {
      for (const job of pending.values()) job.reject(error);
      pending.clear();
    });
    // A worker that stopped by itself (an uncaught error, out of memory) fails its job, and a new one takes its place:
    // a long-lived pool (the dev server's thread) would otherwise leave later jobs waiting for ever.
    worker.on('exit', (code) => {
      if (closed || !workers.has(worker)) return;
      workers.delete(worker);
      const id = busy.get(worker);
      busy.delete(worker);
      if (id !== undefined) {
        pending.get(id)?.reject(new Error(`the worker thread stopped (exit code ${code})`));
        pending.delete(id);
      }
      if (idle.includes(worker)) idle.splice(idle.indexOf(worker), 1);
      idle.push(spawn());
      dispatch();
    });
    return worker;
  };
  for (let i = 0; i < size; i++) idle.push(spawn());

  return {
    grow(size: number): void {
      while (!closed && workers.size < size) idle.push(spawn());
      dispatch();
    },
    run(input: In): Promise<Out> {
      return new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        queue.push({ id, input });
        dispatch();
      });
    },
    close: async () => {
      closed = true;
      await Promise.all([...[...workers].map((w) => w.terminate()), ...retiring]);
    },
  };
}

/** A worker's error as an Error of this thread, with the name and stack it had there. */
function workerError(msg: { error?: string; errorName?: string; errorStack?: string }): Error {
  const error = new Error(msg.error ?? 'the worker returned nothing');
  if (msg.errorName) error.name = msg.errorName;
  if (msg.errorStack) error.stack = msg.errorStack;
  return error;
}

/** The worker side: answer each job with `handle(input)`. */
export function serveJobs<In, Out>(port: { on(event: 'message', fn: (msg: { id: number; input: In }) => void): unknown; postMessage(msg: unknown): void }, handle: (input: In) => Promise<Out>): void {
  port.on('message', async ({ id, input }) => {
    try {
      port.postMessage({ id, output: await handle(input) });
    } catch (error) {
      // The name and stack too: the caller says where in the site's code it was thrown, and what a ReferenceError means.
      const e = error instanceof Error ? error : null;
      port.postMessage({ id, error: e ? e.message : String(error), errorName: e?.name, errorStack: e?.stack });
    }
  });
}
