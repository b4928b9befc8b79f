import type { ViteDevServer } from 'vite';
import type { SectionData } from '../../runtime/server';
import type { PageData } from '../../runtime/types';
import type { Problem } from '../errors';
import type { CompiledPage } from '../markdown/compile';
import type { PageStore } from '../content/pages';
import type { ResolvedSite } from '../config/resolve';
import type { ScannedPage } from '../content/scan';
import { VIRTUAL, type ThemePaths } from '../client/virtual';
import { themeEntryNeedsServer } from '../config/theme-entry';
import type { RsdocsContext } from '../context';
import { createHreflang } from '../head/hreflang';
import { routeLookup } from '../../lib/sections';
import { checkComponents } from '../markdown/components-check';

/** What the dev server reads of the plugins' state (the context, see context.ts). */
export interface DevContext {
  site(): ResolvedSite;
  store(): PageStore;
  /** Every routable page (scanned once per change of the content folder). */
  pages(): ScannedPage[];
  pageByRoute(routePath: string): ScannedPage | undefined;
  pageByFile(file: string): ScannedPage | undefined;
  /** A file of the content folder, or a page a plugin added. */
  isPageFile(file: string): boolean;
  sectionKeys(): string[];
  sectionData(key: string): SectionData;
  /** Forget the scanned pages: a page was added or removed. */
  rescan(): void;
  /** Counts the rescans: what was derived from the routes before is stale when it changed. */
  routesVersion(): number;
  paths: ThemePaths;
  /** More `<head>` tags of a page: hreflang alternates and plugins' tags, as the build writes them. */
  headFor(pageData: PageData): string[];
  themeEntryFile(): string | null;
  /** The site config's file, as error messages name it. */
  configFile: string;
  /** Components the page renders that nothing provides (the build's check, against the theme entry loaded in dev). */
  unknownComponents(compiled: CompiledPage): Promise<Problem[]>;
  /** Page files whose last compile failed (kept by the plugin's `load`). */
  failedPages: Set<string>;
}

/** The dev server's view of the plugins' context. */
export function createDevContext(ctx: RsdocsContext): DevContext {
  const { pages, config } = ctx;
  let hreflang: { version: number; site: ResolvedSite; of: (routePath: string) => string[] } | undefined;
  return {
    site: () => ctx.site,
    store: () => ctx.store,
    pages: () => pages.all(),
    pageByRoute: (routePath) => pages.byRoutePath(routePath),
    pageByFile: (file) => pages.byFilePath(file),
    isPageFile: (file) => pages.isPageFile(file),
    sectionKeys: () => pages.sectionKeys(),
    sectionData: (key) => pages.sectionData(key),
    rescan: () => pages.rescan(),
    routesVersion: () => pages.routesVersion(),
    paths: ctx.paths,
    // As the build's pages have them (hreflang alternates, plugins' tags); the routes are those scanned now (their
    // table made once per scan, not per page).
    headFor: (pageData) => {
      const site = ctx.site;
      if (hreflang?.version !== pages.routesVersion() || hreflang.site !== site) {
        const routes = pages.all().filter((p) => !p.untranslated).map((p) => p.routePath);
        hreflang = { version: pages.routesVersion(), site, of: createHreflang(routeLookup(routes), { routeOptions: site.routeOptions, siteUrl: config.siteUrl, base: site.siteData.base }) };
      }
      return [...(pageData.untranslatedOf ? [] : hreflang.of(pageData.routePath)), ...ctx.host.headTags(pageData)];
    },
    themeEntryFile: () => ctx.themeEntryFile,
    configFile: ctx.configFile,
    unknownComponents: async (compiled) => {
      if (!ctx.devServer || !compiled.components.length) return [];
      // A theme entry of stylesheets only (or none) adds no components, as the build's check knows without a bundle:
      // loading it through Vite's SSR runner would cost the first page ~0.2 s on the main thread for nothing.
      const names = themeEntryNeedsServer(ctx.themeEntryFile) ? await devMdxComponentNames(ctx.devServer) : [];
      return names ? checkComponents([{ file: compiled.file, pageType: compiled.pageData.pageType, components: compiled.components }], names, config.themeEntry) : [];
    },
    failedPages: ctx.failedPages,
  };
}

/**
 * The names the theme entry adds to MDX pages, loaded through the dev server. A theme entry that cannot load on the
 * server (code that needs a browser at import) gives null: pages are then not checked (the browser reports them).
 */
async function devMdxComponentNames(server: ViteDevServer): Promise<string[] | null> {
  try {
    const theme = (await server.ssrLoadModule(VIRTUAL.theme)) as { mdxComponents?: Record<string, unknown> };
    return Object.keys(theme.mdxComponents ?? {});
  } catch {
    return null;
  }
}
