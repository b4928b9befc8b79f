import { parentPort } from 'node:worker_threads';
import { buildSearchFiles } from './search-index';
import { serveJobs } from '../worker-pool';

// Builds search indexes off the main thread, so a build bundles its pages meanwhile.
if (parentPort) serveJobs(parentPort, buildSearchFiles);
