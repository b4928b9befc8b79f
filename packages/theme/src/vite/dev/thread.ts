import type { RenderedPage } from '../../runtime/server';
import type { DevJob, DevRenderJob } from './worker';
import type { CompiledPage, CompileOptions } from '../markdown/compile';
import { createWorkerPool, findWorkerFile } from '../worker-pool';

/**
 * The dev server's worker thread, seen from the main thread (its code is dev-worker.ts). A cold start keeps both
 * cores busy: the main thread loads Vite and the config, creates the server and answers requests, while this
 * thread loads the Markdown compiler and React and then compiles and renders pages.
 */
export interface DevThread {
  compile(source: string, opts: CompileOptions): Promise<CompiledPage>;
  render(job: Omit<DevRenderJob, 'kind'>): Promise<RenderedPage>;
  /** The head script's shared program (`earlyBootProgram`): React's server renderer stays off the main thread. */
  bootProgram(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The thread's heap: it holds the compiler, React and the last sections it rendered (about 22 MB after 50 pages of the
 * 20,002-page corpus); with V8's default limit (a quarter of the machine's memory) it kept growing with each page
 * rendered, garbage it had not collected yet. A page too large for it fails its job, which then runs on the main
 * thread, and the thread is replaced (worker-pool.ts).
 */
export const DEV_THREAD_HEAP_MB = 128;

/** A new worker thread, or null without its built file (the plugin run from source, in tests). */
function startDevThread(): DevThread | null {
  const file = findWorkerFile('dev-worker.js');
  if (!file) return null;
  // React's production build: a few times faster to render than its development build (the markup is the same).
  const pool = createWorkerPool<DevJob, unknown>(file, 1, { env: { ...process.env, NODE_ENV: 'production' }, heapMb: DEV_THREAD_HEAP_MB });
  return {
    compile: (source, opts) => pool.run({ kind: 'compile', source, opts }) as Promise<CompiledPage>,
    render: (job) => pool.run({ kind: 'render', ...job }) as Promise<RenderedPage>,
    bootProgram: () => pool.run({ kind: 'boot-program' }) as Promise<string>,
    close: () => pool.close(),
  };
}

let early: DevThread | null = null;

/**
 * Start the thread now, before the dev server exists: `rsdocs dev` does so before it loads Vite and the config, so
 * the thread's own loading (~0.3 s of a core) is done when the first page is asked for.
 */
export function prestartDevThread(): void {
  early ??= startDevThread();
}

/** The thread for a dev server: the one started early, or a new one. */
export function takeDevThread(): DevThread | null {
  const thread = early ?? startDevThread();
  early = null;
  return thread;
}

/** Stop a thread started early that no dev server took (its config's plugin came from another copy of the theme). */
export function releaseDevThread(): void {
  void early?.close();
  early = null;
}
