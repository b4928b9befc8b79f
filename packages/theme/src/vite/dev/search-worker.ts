import { parentPort } from 'node:worker_threads';
import { serveJobs } from '../worker-pool';
import { buildSourceIndexes } from './source-index';

// The dev server's search indexes, made from the pages' sources on a thread of their own, one job per thread (its
// heap, hundreds of megabytes on a large site, goes with it): the pages an author opens compile and render on the
// dev thread meanwhile.
if (parentPort) serveJobs(parentPort, buildSourceIndexes);
