import { parentPort, workerData } from 'node:worker_threads';
import { loadServerRenderer, type PageSource, type ServerRenderInput } from './server-render';
import { serveJobs } from '../worker-pool';

// Each worker loads the theme's server runtime (and the site's server bundle) once and renders the routes it is
// sent, each with its own page's data.
const render = await loadServerRenderer(workerData as ServerRenderInput);
if (parentPort) serveJobs(parentPort, (job: { routePath: string; page?: PageSource }) => render(job.routePath, job.page));
