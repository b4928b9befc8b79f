import { renderToString } from 'react-dom/server';
import { DocLayout } from '../layouts/DocLayout';
import { HomeLayout } from '../layouts/HomeLayout';
import { loadAllDeferredParts, registerPageLayouts } from '../layouts/registry';
import { BlankLayout, CustomLayout, NotFoundLayout } from '../layouts/SimpleLayouts';
import type { SidebarItem } from '../config/types';
import { App } from './App';
import type { PageModule, RouteRecord, SectionLoaders } from './route-types';
import { createRouteLoader } from './router';
import type { ThemeEntry } from './theme-entry';
import { pageTitle } from './title';
import type { ClientSiteData, PageData } from './types';

export interface RenderedPage {
  html: string;
  pageData: PageData;
  title: string;
}

/** A section as plain data (what the build knows without bundling it): each route names its page's file. */
export interface SectionData {
  routes: Array<Omit<RouteRecord, 'element' | 'preload'> & { file: string }>;
  sidebars: Record<string, SidebarItem[]>;
}

/**
 * Section loaders over plain data, for prerendering without a server bundle of the pages: `loadPage` gives the
 * module of a page's file (built from its content tree, or imported from a bundle for pages with JavaScript).
 */
export function sectionLoadersFromData(sections: Record<string, SectionData>, loadPage: (file: string) => Promise<PageModule>): SectionLoaders {
  const loaders: SectionLoaders = {};
  for (const [key, section] of Object.entries(sections)) {
    // Made when the section is first loaded: a build's main thread, which renders only its 404 pages, is given every
    // section, and a route record with its loader took ~450 B (100,002 pages: ~45 MB).
    let module: Awaited<ReturnType<SectionLoaders[string]>> | undefined;
    loaders[key] = async () =>
      (module ??= {
        routes: section.routes.map(({ file, ...route }) => {
          const element = () => loadPage(file);
          return { ...route, element, preload: element };
        }),
        sidebars: section.sidebars,
      });
  }
  return loaders;
}

/** Prerender one route to HTML (used by the static generation step). */
export function createRenderer(site: ClientSiteData, sections: SectionLoaders, theme: ThemeEntry = {}) {
  // The server renders every page type: no lazy layout chunks here.
  registerPageLayouts({ doc: DocLayout, home: HomeLayout, '404': NotFoundLayout, custom: CustomLayout, blank: BlankLayout });
  const loader = createRouteLoader(site, sections);
  // Parts whose code follows the first load in the browser are rendered whole here.
  const deferred = loadAllDeferredParts();
  return async function render(routePath: string): Promise<RenderedPage> {
    await deferred;
    const page = await loader.load(routePath);
    const html = renderToString(<App site={site} loader={loader} initial={{ page, pathname: routePath }} theme={theme} />);
    return { html, pageData: page.pageData, title: pageTitle(page.pageData, site) };
  };
}
