import { fileURLToPath } from 'node:url';
import { parentPort } from 'node:worker_threads';
import type { SectionData } from '../../runtime/server';
import type { ClientSiteData } from '../../runtime/types';
import type { CompileOptions } from '../markdown/compile';
import { createServerRender, preloadServerRuntime, type PageSource } from '../build/server-render';
import { serveJobs } from '../worker-pool';
import { sectionRenderers } from './section-renderers';

/** A page to render here: one with a content tree, on a site whose theme entry is only stylesheets. */
export interface DevRenderJob {
  kind: 'render';
  runtime: string;
  site: ClientSiteData;
  /** The page's section (none for a path outside every section): see render.ts's `sectionOf`. */
  sections: Record<string, SectionData>;
  /** Changes when the site or its routes do: the renderer is made again. */
  version: number;
  routePath: string;
  page?: PageSource;
}

/** A page to compile (a site without remark/rehype plugins, which are functions and cannot cross threads). */
export interface DevCompileJob {
  kind: 'compile';
  source: string;
  opts: CompileOptions;
}

export type DevJob = DevRenderJob | DevCompileJob | { kind: 'boot-program' };

// The dev server's worker thread (see dev-thread.ts): it compiles pages, renders those it can with React's
// production build (this thread's NODE_ENV), the same renderer and markup as the build's prerender, and makes the
// head script's program, while the main thread goes on with Vite's work. What the first page needs starts loading
// as the thread starts, which the CLI does before it loads Vite and the config.
const compiler = import('../markdown/compile');
compiler.catch(() => {}); // reported by the compile that needs it
// (This file is dist/vite/dev-worker.js; the runtime is dist/server.js, the file the render jobs name.)
preloadServerRuntime(fileURLToPath(new URL('../../server.js', import.meta.url)));

/** Renderers of the last few sections rendered (section-renderers.ts), not one holding every section seen so far. */
const rendererFor = sectionRenderers((job: DevRenderJob) =>
  createServerRender(
    { runtime: job.runtime, site: job.site, sections: job.sections },
    {
      theme: {},
      loadPage(file) {
        throw new Error(`${file} has JavaScript: it renders on the main thread`);
      },
    },
  ),
);

/** A job brings the section of its page only (see render.ts's `sectionOf`): its renderer holds that section. */
function render(job: DevRenderJob) {
  return rendererFor(job).then((r) => r(job.routePath, job.page));
}

if (parentPort)
  serveJobs(parentPort, async (job: DevJob): Promise<unknown> => {
    if (job.kind === 'compile') return (await compiler).compilePage(job.source, job.opts);
    if (job.kind === 'boot-program') return (await import('../head/boot-program')).earlyBootProgram();
    return render(job);
  });
