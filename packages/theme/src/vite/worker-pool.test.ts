import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createWorkerPool } from './worker-pool';

// A plain worker speaking the pool's protocol ({ id, input } → { id, output }): doubles the input, names its thread;
// stops on 0.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-pool-'));
const file = path.join(dir, 'double.mjs');
fs.writeFileSync(
  file,
  `import { parentPort, threadId, workerData } from 'node:worker_threads';
parentPort.on('message', ({ id, input }) => {
  if (input === 0) process.exit(3);
  if (input < 0) parentPort.postMessage({ id, error: 'negative input' });
  else parentPort.postMessage({ id, output: { value: input * 2 * (workerData?.factor ?? 1), thread: threadId } });
});
`,
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('worker pool', () => {
  it('answers every job, passing workerData to its workers', async () => {
    const pool = createWorkerPool<number, { value: number; thread: number }>(file, 2, { workerData: { factor: 10 } });
    const out = await Promise.all([1, 2, 3, 4].map((n) => pool.run(n)));
    expect(out.map((o) => o.value)).toEqual([20, 40, 60, 80]);
    await expect(pool.run(-1)).rejects.toThrow('negative input');
    await pool.close();
  });

  it('replaces a worker after maxJobs jobs (memory stays bounded on large sites)', async () => {
    const pool = createWorkerPool<number, { value: number; thread: number }>(file, 1, { maxJobs: 2 });
    const out = [];
    for (let n = 1; n <= 5; n++) out.push(await pool.run(n));
    expect(out.map((o) => o.value)).toEqual([2, 4, 6, 8, 10]);
    // Jobs 1–2, 3–4 and 5 each ran in a different thread.
    const threads = out.map((o) => o.thread);
    expect(new Set(threads).size).toBe(3);
    expect(threads[0]).toBe(threads[1]);
    expect(threads[2]).toBe(threads[3]);
    await pool.close();
  });

  it('grows: jobs waiting for its one worker are taken by the workers added', async () => {
    const pool = createWorkerPool<number, { value: number; thread: number }>(file, 1);
    const first = pool.run(1);
    const waiting = [2, 3, 4].map((n) => pool.run(n));
    pool.grow(3);
    pool.grow(2); // never fewer
    const out = await Promise.all([first, ...waiting]);
    expect(out.map((o) => o.value)).toEqual([2, 4, 6, 8]);
    expect(new Set(out.map((o) => o.thread)).size).toBe(3);
    await pool.close();
  });

  it('fails the job of a worker that stopped, and runs the next jobs on a new one', async () => {
    const pool = createWorkerPool<number, { value: number; thread: number }>(file, 1);
    const before = await pool.run(1);
    await expect(pool.run(0)).rejects.toThrow('the worker thread stopped (exit code 3)');
    const after = await pool.run(2);
    expect(after.value).toBe(4);
    expect(after.thread).not.toBe(before.thread);
    await pool.close();
  });
});
