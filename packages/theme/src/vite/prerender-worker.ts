import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { RenderedPage } from '../runtime/server';
import { serveJobs } from './worker-pool';

// Each worker loads the server bundle once and renders the routes it is sent.
const { render } = (await import(pathToFileURL((workerData as { serverFile: string }).serverFile).href)) as { render: (routePath: string) => Promise<RenderedPage> };
if (parentPort) serveJobs(parentPort, render);
