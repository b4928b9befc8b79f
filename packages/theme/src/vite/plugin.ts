import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import type { SiteConfig } from '../config/types';
import { buildPlugin } from './build/plugin';
import { unresolvedImportsPlugin } from './build/unresolved-imports';
import { cssTrimPlugin } from './build/css-trim';
import { cspScrollLockPlugin } from './build/csp-scroll-lock';
import { pageChunksPlugin } from './client/page-chunks';
import { clientModulesPlugin } from './client/plugin';
import { themePaths } from './client/theme-paths';
import { configPlugin } from './config/plugin';
import { rspressCompat } from './config/rspress-compat';
import { tsconfigPlugin } from './config/tsconfig';
import { assertValidConfig } from './config/validate-config';
import { pageSummaries } from './content/page-summaries';
import { pagesPlugin } from './content/plugin';
import { RsdocsContext, type RsdocsPluginOptions } from './context';
import { createDevContext } from './dev/context';
import { devServerPlugin } from './dev/server';
import { devUnresolvedImportsPlugin } from './dev/unresolved-imports';
import { fragmentModulesPlugin } from './markdown/fragment-modules';
import { searchPlugin } from './search/plugin';

export { THEME_BROWSER_DEPS } from './config/plugin';
export type { RsdocsPluginOptions } from './context';

/**
 * The docs engine as Vite plugins: routes from the content folder, Markdown/MDX compiled at build time,
 * a dev server with hot reload, and on `vite build` the client and server bundles, prerendered HTML for
 * every route, search indexes, sitemap and llms outputs.
 *
 * One plugin per room, sharing one context (context.ts). Vite runs a hook's plugins in this order, the `pre` ones
 * (rsdocs:config, rsdocs:client, rsdocs (pages), rsdocs:build, rsdocs:search, rsdocs:rspress-compat,
 * rsdocs:fragments) before the others, and rsdocs:unresolved-imports (post; on `vite build`) or
 * rsdocs:dev-unresolved-imports (post; in dev) last. Each hook of the first five is in
 * one of them only, so none depends on the order among them, except configResolved: the pages' store is made from
 * the site rsdocs:config resolves just before.
 */
export function rsdocs(config: SiteConfig, options: RsdocsPluginOptions = {}): PluginOption[] {
  assertValidConfig(config, options.configFile ?? 'the site config');
  const ctx = new RsdocsContext(config, options, themePaths());
  const dev = createDevContext(ctx);
  const rspress = rspressCompat(() => ({
    projectRoot: ctx.site.projectRoot,
    base: ctx.site.siteData.base,
    lang: ctx.site.siteData.lang,
    // A build's list is made from its pages; the dev server's compiles only pages changed since the last list.
    pageSummaries: async () => ctx.pageSummaries?.() ?? pageSummaries((await ctx.store.pageDataOfAll(ctx.pages.all())).map((pageData) => ({ pageData }))),
  }));
  return [
    configPlugin(ctx),
    clientModulesPlugin(ctx),
    pagesPlugin(ctx, dev),
    buildPlugin(ctx),
    searchPlugin(ctx),
    rspress,
    tsconfigPlugin(),
    fragmentModulesPlugin(dev),
    pageChunksPlugin(() => ctx.serverPages),
    devServerPlugin(dev),
    react(),
    cssTrimPlugin(),
    cspScrollLockPlugin(ctx),
    unresolvedImportsPlugin(() => ctx.site.projectRoot),
    devUnresolvedImportsPlugin(() => ctx.site.projectRoot),
  ];
}
