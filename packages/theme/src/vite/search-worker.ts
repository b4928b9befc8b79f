import { parentPort } from 'node:worker_threads';
import { buildIndex } from '@rsdocs/search/build';
import type { SearchIndexJob } from './search-index';
import { serveJobs } from './worker-pool';

// Builds search indexes off the main thread, so a build bundles its pages meanwhile.
if (parentPort) serveJobs(parentPort, async ({ docs, lang }: SearchIndexJob) => JSON.stringify(buildIndex(docs, { lang })));
