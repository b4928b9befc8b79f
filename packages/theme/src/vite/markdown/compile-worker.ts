import { parentPort } from 'node:worker_threads';
import type { CompileJob } from './compile-pool';
import { compilePage } from './compile';
import { serveJobs } from '../worker-pool';
import { garbageBound } from '../heap';

// One Markdown compiler per worker thread: pages compile in parallel on every core. Each page's garbage is bounded
// (see `garbageBound`): V8 would let a worker's heap fill its whole limit (`WORKER_HEAP_MB`) before collecting.
const bounded = garbageBound();
if (parentPort) serveJobs(parentPort, (job: CompileJob) => compilePage(job.source, job.opts).finally(bounded));
