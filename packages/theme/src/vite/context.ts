import type { ViteDevServer } from 'vite';
import type { RspressPageSummary } from '../compat/rspress/runtime';
import type { SiteConfig } from '../config/types';
import type { ThemePaths } from './client/virtual';
import type { ResolvedSite } from './config/resolve';
import type { PageStore } from './content/pages';
import { SitePages } from './content/site-pages';
import type { PluginHost } from './plugins/host';

export interface RsdocsPluginOptions {
  /** Path of the config file, used in error messages. @default 'vite.config.ts' */
  configFile?: string;
  /**
   * Keep compiled pages and what the last build wrote in `node_modules/.cache/rsdocs`, so the next build compiles
   * and renders only what changed (its output is the same as a build without it). `RSDOCS_CACHE=0` turns it off
   * too. @default true
   */
  cache?: boolean;
}

/**
 * What the plugins of one `rsdocs()` call share: made once by rsdocs(); `rsdocs:config` fills in what the resolved
 * Vite config decides (configResolved runs before any other hook reads these), `rsdocs:build` what the bundles need
 * of the build's pages, `rsdocs` (pages) the dev server it serves.
 */
export class RsdocsContext {
  /** The site config's file, as error messages name it. */
  readonly configFile: string;
  /** The site's pages: scanned once per change of the content folder, with plugins' pages added. */
  readonly pages: SitePages;
  /** Page files whose last compile failed (kept by the page loader, read by the dev server). */
  readonly failedPages = new Set<string>();

  // Set by rsdocs:config.
  site!: ResolvedSite;
  store!: PageStore;
  host!: PluginHost;
  themeEntryFile: string | null = null;
  /** Where this build writes: a staging folder beside the out dir during a build (see build/staging.ts), else the out dir. */
  outDir = '';
  /** The out dir as the config names it (a symlink resolved): a build's staging folder takes its place at the end. */
  targetOutDir = '';
  assetsDir = 'assets';
  isBuild = false;
  /** Vite's `build.emptyOutDir`, as the user's config has it (the client bundle's own is off, see rsdocs:config). */
  emptyOutDir = true;
  /** `vite` (dev server), not `vite build`: the command of the config hook. */
  serving = false;

  // Set by rsdocs:build, read by the client bundle's virtual modules.
  /** Each search index's pointer URL, by `lang|version`. */
  searchUrls: Record<string, string> = {};
  /** Pages with JavaScript: the only pages the server bundle holds (the others prerender from their content tree). */
  serverPages: string[] = [];
  /** Every page's summary, for Rspress's `usePages`, made when asked (the dev server compiles them when a page asks). */
  pageSummaries: (() => RspressPageSummary[]) | null = null;

  /** The dev server, once configured (none in a build). */
  devServer: ViteDevServer | null = null;

  constructor(
    readonly config: SiteConfig,
    readonly options: RsdocsPluginOptions,
    readonly paths: ThemePaths,
  ) {
    this.configFile = options.configFile ?? 'vite.config.ts';
    this.pages = new SitePages(() => this.site);
  }
}
