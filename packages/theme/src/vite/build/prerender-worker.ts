import { parentPort, workerData } from 'node:worker_threads';
import { loadServerRenderer, type PageSource, type ServerRenderInput } from './server-render';
import { serveJobs } from '../worker-pool';
import { garbageBound } from '../heap';

// Each worker loads the theme's server runtime (and the site's server bundle) once and renders the routes it is
// sent, each with its own page's data.
const render = await loadServerRenderer(workerData as ServerRenderInput);
// Each page's garbage is bounded (see `garbageBound`): V8 would let the heap fill its limit before collecting.
const bounded = garbageBound();
if (parentPort) serveJobs(parentPort, (job: { routePath: string; page?: PageSource }) => render(job.routePath, job.page).finally(bounded));
