import { parentPort } from 'node:worker_threads';
import type { SectionData } from '../runtime/server';
import type { ClientSiteData } from '../runtime/types';
import { createServerRender, type PageSource, type ServerRender } from './server-render';
import { serveJobs } from './worker-pool';

/** A page the dev server renders here: one with a content tree, on a site whose theme entry is only stylesheets. */
export interface DevRenderJob {
  runtime: string;
  site: ClientSiteData;
  sections: Record<string, SectionData>;
  /** Changes when the site or its routes do: the renderer is made again. */
  version: number;
  routePath: string;
  page?: PageSource;
}

// The dev server's renderer off its main thread, with React's production build (this thread's NODE_ENV, see
// dev-render.ts): the same renderer and markup as the build's prerender, a few times faster than React's
// development build, while the main thread goes on serving modules.
let current: { version: number; render: Promise<ServerRender> } | null = null;
if (parentPort)
  serveJobs(parentPort, async (job: DevRenderJob) => {
    if (current?.version !== job.version) {
      const render = createServerRender(
        { runtime: job.runtime, site: job.site, sections: job.sections },
        {
          theme: {},
          loadPage(file) {
            throw new Error(`${file} has JavaScript: it renders on the main thread`);
          },
        },
      );
      current = { version: job.version, render };
    }
    return (await current.render)(job.routePath, job.page);
  });
