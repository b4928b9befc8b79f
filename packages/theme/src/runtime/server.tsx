import { renderToString } from 'react-dom/server';
import { DocLayout } from '../layouts/DocLayout';
import { HomeLayout } from '../layouts/HomeLayout';
import { loadAllDeferredParts, registerPageLayouts } from '../layouts/registry';
import { BlankLayout, CustomLayout, NotFoundLayout } from '../layouts/SimpleLayouts';
import { App } from './App';
import type { SectionLoaders } from './route-types';
import { createRouteLoader } from './router';
import type { ThemeEntry } from './theme-entry';
import { pageTitle } from './title';
import type { ClientSiteData, PageData } from './types';

export interface RenderedPage {
  html: string;
  pageData: PageData;
  title: string;
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
