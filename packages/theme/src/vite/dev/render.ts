import { isRunnableDevEnvironment, type ViteDevServer } from 'vite';
import { sectionKeyOf } from '../../lib/sections';
import type { RenderedPage, SectionData } from '../../runtime/server';
import type { DevContext } from './context';
import type { DevThread } from './thread';
import type { DevRenderJob } from './worker';
import { createServerRender, preloadServerRuntime, type PageSource } from '../build/server-render';
import { themeEntryNeedsServer } from '../config/theme-entry';

export interface DevRenderer {
  /** Server markup of `routePath` (its page given when it has one), as the build's prerender renders it. */
  render(routePath: string, page?: PageSource): Promise<RenderedPage>;
}

/**
 * What a render of `routePath` needs of the routes: its own section (routes and sidebars), none for a path outside
 * every section. Rendering a page reads no other section, so a page costs its section, not the site.
 */
export function sectionOf(ctx: Pick<DevContext, 'site' | 'sectionData'>, routePath: string): Record<string, SectionData> {
  const key = sectionKeyOf(routePath, ctx.site().routeOptions);
  const data = ctx.sectionData(key);
  return data.routes.length ? { [key]: data } : {};
}

/**
 * The dev server's renderer: the prerender's (`createServerRender`), on the dev server's worker thread where it can
 * (a page with a content tree, a theme entry of stylesheets only: the Rslib site's pages), else on the main thread
 * with Vite's SSR module runner, which runs the site's theme entry and pages with JavaScript (and follows their
 * edits).
 */
export function createDevRenderer(server: ViteDevServer, ctx: DevContext, thread: DevThread | null): DevRenderer {
  const inWorker = (page?: PageSource) => !!thread && !themeEntryNeedsServer(ctx.themeEntryFile()) && (!page || page.content !== undefined);
  const job = (routePath: string, page?: PageSource): Omit<DevRenderJob, 'kind'> => {
    const site = ctx.site();
    return { runtime: ctx.paths.server, site: site.siteData, sections: sectionOf(ctx, routePath), version: ctx.routesVersion(), routePath, page };
  };

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
    // Warm: the thread makes the renderer for the site (its sections) while Vite starts.
    const notFound = `/${Math.random().toString(36).slice(2)}-rsdocs-warm-up`;
    thread!.render(job(notFound)).catch(() => {});
  } else preloadServerRuntime(ctx.paths.server);

  return {
    async render(routePath, page) {
      if (inWorker(page)) {
        try {
          return await thread!.render(job(routePath, page));
        } catch {
          // Rendered again where the error can be traced (and shown) with its stack, and the thread's own failures
          // cost nothing but speed.
        }
      }
      return onMainThread(routePath, page);
    },
  };
}
