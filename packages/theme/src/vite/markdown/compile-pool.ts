import type { CompiledPage, CompileOptions } from './compile';
import { createWorkerPool, findWorkerFile, poolSize, WORKER_HEAP_MB } from '../worker-pool';

export type CompileJob = { source: string; opts: CompileOptions };

/**
 * Worker threads compiling pages in parallel. Null when workers are not worth it (one core, few pages)
 * or not available (running from source, where the worker file is not built).
 */
export function createCompilePool(pageCount: number) {
  const file = findWorkerFile('compile-worker.js');
  // A worker costs about a second to start (module loading, a cold JIT): below ~300 pages one thread is faster.
  const size = poolSize(pageCount, 150);
  if (!file || !size) return null;
  const pool = createWorkerPool<CompileJob, CompiledPage>(file, size, { heapMb: WORKER_HEAP_MB });
  return {
    compile: (source: string, opts: CompileOptions) => pool.run({ source, opts }),
    close: () => pool.close(),
  };
}
