import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { serveJobs } from '../worker-pool';
import { buildSourceIndexes } from './source-index';

// The dev server's search indexes, made from the pages' sources on a thread of their own, one job per thread (its
// heap, a few hundred megabytes for a language of 10,000 pages, goes with it).
// Made unasked (the server idle), the pages an author opens and edits come first: on Linux a thread has a priority
// of its own, and this one's is lowered (the rest of the server keeps its own). Asked for, the author waits for it.
if ((workerData as { background?: boolean } | undefined)?.background) {
  try {
    os.setPriority(0, Math.min(19, os.getPriority(0) + 5));
  } catch {
    // not allowed here: the thread runs at the server's priority
  }
}
if (parentPort) serveJobs(parentPort, buildSourceIndexes);
