import { isRunnableDevEnvironment, type ViteDevServer } from 'vite';
import type { RenderedPage } from '../runtime/server';
import type { DevContext } from './dev-context';
import type { DevRenderJob } from './dev-render-worker';
import { createServerRender, preloadServerRuntime, type PageSource } from './server-render';
import { themeEntryNeedsServer } from './theme-entry';
import { createWorkerPool, findWorkerFile, type WorkerPool } from './worker-pool';

export interface DevRenderer {
  /** Server markup of `routePath` (its page given when it has one), as the build's prerender renders it. */
  render(routePath: string, page?: PageSource): Promise<RenderedPage>;
  close(): Promise<void>;
}

/**
 * The dev server's renderer: the prerender's (`createServerRender`), on a worker thread with React's production
 * build where it can (a page with a content tree, a theme entry of stylesheets only: the Rslib site's pages), else
 * on the main thread with Vite's SSR module runner, which runs the site's theme entry and pages with JavaScript
 * (and follows their edits). The worker starts with the server, so the first page finds React loaded.
 */
export function createDevRenderer(server: ViteDevServer, ctx: DevContext): DevRenderer {
  const workerFile = findWorkerFile('dev-render-worker.js');
  let pool: WorkerPool<DevRenderJob, RenderedPage> | null = null;
  const inWorker = (page?: PageSource) => !!workerFile && !themeEntryNeedsServer(ctx.themeEntryFile()) && (!page || page.content !== undefined);
  const job = (routePath: string, page?: PageSource): DevRenderJob => {
    const site = ctx.site();
    const sections = Object.fromEntries(ctx.sectionKeys().map((k) => [k, ctx.sectionData(k)]));
    return { runtime: ctx.paths.server, site: site.siteData, sections, version: ctx.routesVersion(), routePath, page };
  };
  const worker = () => (pool ??= createWorkerPool<DevRenderJob, RenderedPage>(workerFile!, 1, { env: { ...process.env, NODE_ENV: 'production' } }));

  async function onMainThread(routePath: string, page?: PageSource): Promise<RenderedPage> {
    const ssr = server.environments.ssr;
    // Created on first use only: most sites never need it.
    const runner = () => {
      if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error('the dev server has no SSR environment to run the theme entry and pages with JavaScript');
      return ssr.runner;
    };
    const themeFile = ctx.themeEntryFile();
    const theme = themeEntryNeedsServer(themeFile) ? await runner().import(themeFile!) : {};
    const { sections, site } = job(routePath);
    const render = await createServerRender({ runtime: ctx.paths.server, site, sections }, { theme, loadPage: (file) => runner().import(file) });
    return render(routePath, page);
  }

  if (inWorker()) {
    // Warm: the worker loads the theme's runtime and React while Vite starts.
    const notFound = `/${Math.random().toString(36).slice(2)}-rsdocs-warm-up`;
    worker()
      .run(job(notFound))
      .catch(() => {});
  } else preloadServerRuntime(ctx.paths.server);

  return {
    async render(routePath, page) {
      if (inWorker(page)) {
        try {
          return await worker().run(job(routePath, page));
        } catch {
          // Rendered again where the error can be traced (and shown) with its stack, and the worker's own failures
          // cost nothing but speed.
        }
      }
      return onMainThread(routePath, page);
    },
    async close() {
      await pool?.close();
      pool = null;
    },
  };
}
