// The content room owns the site's pages: scanned from the content folder (and added by plugins), routed, grouped
// into sections, compiled through the page store, and loaded as Vite modules.
import { timedStep } from '../dev/timing';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { RsdocsContext } from '../context';
import { problemsError, type Problem } from '../errors';
import type { CompiledPage } from '../markdown/compile';
import { pageModuleCode } from '../markdown/page-module';
import { PluginHost } from '../plugins/host';
import { PageStore } from './pages';
import { fragmentResolverFor } from './fragment-files';
import { isUntranslatedId } from './untranslated';
import { NO_SOURCE_MAP } from '../dev/source-map';

/**
 * Compiled pages a dev server keeps (least recently used let go): a page and those its links check, for about ten
 * pages (a page of the 20,002-page corpus links to 3–4 others, ~128 KB compiled each; with 100 the store was still
 * filling at the 20th page of a walk).
 */
export const DEV_KEPT_PAGES = 50;

/**
 * `rsdocs` (the pages): each Markdown/MDX page of the site loaded as a module compiled by the page store, its
 * problems placed in the file; the page store and the site plugins' host made once Vite's config is resolved, and
 * the plugins' pages added before the dev server serves any. Named `rsdocs` alone: the plugin users meet in error
 * messages, and the one the CLI looks for in a Vite config.
 */
export function pagesPlugin(ctx: RsdocsContext, dev: { unknownComponents(compiled: CompiledPage): Promise<Problem[]> }): Plugin {
  return {
    name: 'rsdocs',
    enforce: 'pre',
    sharedDuringBuild: true,

    configResolved(resolvedConfig) {
      ctx.host = new PluginHost(ctx.config, resolvedConfig.root);
      ctx.pages.addedDir = path.join(resolvedConfig.root, 'node_modules', '.rsdocs', 'added-pages');
      const { logger } = resolvedConfig;
      ctx.pages.navigationReporter = { build: resolvedConfig.command === 'build', warn: (m) => logger.warn(m), error: (m) => logger.error(m) };
      ctx.store = new PageStore(ctx.site, {
        plugins: ctx.host,
        warn: (message) => resolvedConfig.logger.warn(message),
        resolveFragment: fragmentResolverFor(resolvedConfig),
        // The dev server keeps the pages last asked for, not every page visited (ARCHITECTURE.md, dev server).
        keep: resolvedConfig.command === 'serve' ? DEV_KEPT_PAGES : undefined,
      });
    },

    // Hook filters: the bundler calls into JavaScript only for the ids these hooks handle, not for every module.
    load: {
      filter: { id: /\.mdx?(?:\?|$)/ },
      async handler(id) {
        const file = id.split('?')[0]!;
        if (!/\.mdx?$/.test(file) || !ctx.pages.isPageFile(file)) return undefined;
        // An untranslated page's id is its original's file with a query of its own (content/untranslated.ts).
        const page = isUntranslatedId(id) ? ctx.pages.byFilePath(id) : ctx.pages.byFilePath(file);
        // Not a routed page: a fragment a page imports (markdown/fragment-modules.ts).
        if (!page) return undefined;
        const compiled: CompiledPage = await timedStep(`page module ${id}`, ctx.store.compileInSite(page, ctx.pages.all()));
        // Placed in the file: Vite's overlay and terminal show file:line:column and the lines around it.
        if (compiled.problems.length) {
          ctx.failedPages.add(file);
          throw problemsError(compiled.problems, ctx.site.projectRoot);
        }
        if (ctx.devServer) {
          // The dev server's counterpart of the build's check: unknown components stop the page with their line.
          const unknown = await dev.unknownComponents(compiled);
          if (unknown.length) {
            ctx.failedPages.add(file);
            throw problemsError(unknown, ctx.site.projectRoot);
          }
        }
        ctx.failedPages.delete(file);
        return { code: pageModuleCode(compiled), moduleType: 'js', ...(ctx.devServer ? { map: NO_SOURCE_MAP } : {}) };
      },
    },

    // The dev server itself is rsdocs:dev (dev/server.ts); here, what the plugins add (their pages) before it serves any.
    async configureServer(server) {
      ctx.devServer = server;
      await ctx.pages.addPluginPages(ctx.host);
    },
  };
}
