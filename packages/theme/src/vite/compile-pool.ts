import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CompiledPage, CompileOptions } from './markdown/compile';

type Job = { id: number; source: string; opts: CompileOptions };

/**
 * A pool of worker threads compiling pages in parallel. Returns null when workers are not worth it
 * (one core, few pages) or not available (running from source, where the worker file is not built).
 */
export function createCompilePool(pageCount: number) {
  // This code may land in dist/vite/ or in a shared chunk in dist/: look beside it and in vite/.
  const workerFile = ['./compile-worker.js', './vite/compile-worker.js']
    .map((rel) => fileURLToPath(new URL(rel, import.meta.url)))
    .find((file) => fs.existsSync(file));
  const size = Math.min(os.availableParallelism?.() ?? os.cpus().length, 4, Math.ceil(pageCount / 40));
  if (size < 2 || !workerFile || process.env.RSDOCS_WORKERS === '0') return null;

  const workers = Array.from({ length: size }, () => new Worker(workerFile));
  const pending = new Map<number, { resolve: (p: CompiledPage) => void; reject: (e: Error) => void }>();
  const idle: Worker[] = [...workers];
  const queue: Job[] = [];
  let nextId = 0;

  const dispatch = () => {
    while (idle.length && queue.length) idle.pop()!.postMessage(queue.shift());
  };
  for (const worker of workers) {
    worker.on('message', (msg: { id: number; page?: CompiledPage; error?: string }) => {
      const job = pending.get(msg.id);
      pending.delete(msg.id);
      idle.push(worker);
      dispatch();
      if (msg.error || !msg.page) job?.reject(new Error(msg.error ?? 'worker returned no page'));
      else job?.resolve(msg.page);
    });
    worker.on('error', (error) => {
      for (const job of pending.values()) job.reject(error);
      pending.clear();
    });
  }

  return {
    compile(source: string, opts: CompileOptions): Promise<CompiledPage> {
      return new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        queue.push({ id, source, opts });
        dispatch();
      });
    },
    close: () => Promise.all(workers.map((w) => w.terminate())),
  };
}
