import { pathToFileURL } from 'node:url';
import type { PageModule } from '../../runtime/route-types';
import type { ThemeEntry } from '../../runtime/theme-entry';
import type { ClientSiteData, PageData } from '../../runtime/types';
import type { RenderedPage, SectionData } from '../../runtime/server';
import type * as ServerRuntime from '../../server';
import { readSpilled, type Spilled, type SpillFile, type SpillHandle } from '../cache/spill';

/**
 * What prerendering needs, as plain data (it crosses to worker threads). The theme's server runtime is imported
 * as it is, not bundled: pages built from their content tree, the layouts and a site's theme entry must share one
 * copy of the components (React contexts are identities).
 */
export interface ServerRenderInput {
  /** The theme's server entry (`dist/server.js`). */
  runtime: string;
  /** The server bundle of the site's theme entry and of its pages with JavaScript; null when there is neither. */
  bundle: string | null;
  site: ClientSiteData;
  sections: Record<string, SectionData>;
  /**
   * More sections, left in the build's spill file as JSON and read when a page of one is rendered: a large site's
   * prerender worker gets these instead of `sections`, so that starting one (every 500 pages) copies a few numbers
   * per section, not every route and sidebar of the site (see `spillSections`).
   */
  spilledSections?: SpilledSections;
}

/** Sections as JSON in a spill file: where each one is. */
export interface SpilledSections {
  spill: SpillHandle;
  at: Record<string, Spilled>;
}

/** `sections` written to `spill`, for `ServerRenderInput.spilledSections`. */
export function spillSections(spill: SpillFile, sections: Record<string, SectionData>): SpilledSections {
  return { spill: spill.handle(), at: Object.fromEntries(Object.entries(sections).map(([key, data]) => [key, spill.write(JSON.stringify(data))])) };
}

/** A page to render: its data, and its content tree as JSON unless it is a page with JavaScript (in the bundle). */
export interface PageSource {
  file: string;
  pageData: PageData;
  content?: string;
}

/** What the server bundle exports (see `serverEntryModule`). */
interface ServerBundle {
  theme: ThemeEntry;
  pages: Record<string, () => Promise<PageModule>>;
}

/**
 * The code a render needs beside the theme's runtime: the site's theme entry, and the module of a page with
 * JavaScript by its file. The build reads both from its server bundle; the dev server imports them through Vite.
 */
export interface ServerModules {
  theme: ThemeEntry;
  loadPage(file: string): Promise<PageModule>;
}

export type ServerRender = (routePath: string, page?: PageSource) => Promise<RenderedPage>;

const importFile = (file: string) => import(pathToFileURL(file).href);

/** Start loading the theme's server runtime (React, the layouts) ahead of need; later imports reuse it. */
export function preloadServerRuntime(runtime: string): void {
  importFile(runtime).catch(() => {}); // a failure is reported by the import that needs it
}

/** A renderer for `routePath`; `page` is the route's own page (its content tree is not kept after rendering). */
export async function loadServerRenderer(input: ServerRenderInput): Promise<ServerRender> {
  const bundle: ServerBundle = input.bundle ? await importFile(input.bundle) : { theme: {}, pages: {} };
  return createServerRender(input, {
    theme: bundle.theme,
    loadPage(file) {
      const load = bundle.pages[file];
      if (!load) throw new Error(`no server module for ${file}`);
      return load();
    },
  });
}

/** The same renderer over modules given in memory (the dev server's, imported through Vite's module runner). */
export async function createServerRender(input: Omit<ServerRenderInput, 'bundle'>, modules: ServerModules): Promise<ServerRender> {
  const runtime = (await importFile(input.runtime)) as typeof ServerRuntime;
  const rendering = new Map<string, PageSource>();
  const loadPage = async (file: string): Promise<PageModule> => {
    const source = rendering.get(file);
    if (source?.content !== undefined) return { default: runtime.createContent(JSON.parse(source.content)), pageData: source.pageData };
    return modules.loadPage(file);
  };
  const loaders = runtime.sectionLoadersFromData(input.sections, loadPage);
  // A spilled section is read and indexed once this thread renders one of its pages (the router keeps it then).
  for (const [key, at] of Object.entries(input.spilledSections?.at ?? {}))
    loaders[key] = () => runtime.sectionLoadersFromData({ [key]: JSON.parse(readSpilled(input.spilledSections!.spill, at)) as SectionData }, loadPage)[key]!();
  const render = runtime.createRenderer(input.site, loaders, modules.theme);
  return async (routePath, page) => {
    if (page) rendering.set(page.file, page);
    try {
      return await render(routePath);
    } finally {
      if (page) rendering.delete(page.file);
    }
  };
}
