import { parentPort } from 'node:worker_threads';
import type { CompileJob } from './compile-pool';
import { compilePage } from './compile';
import { serveJobs } from '../worker-pool';

// One Markdown compiler per worker thread: pages compile in parallel on every core.
if (parentPort) serveJobs(parentPort, (job: CompileJob) => compilePage(job.source, job.opts));
