import { renderToString } from 'react-dom/server';
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
  const loader = createRouteLoader(site, sections);
  return async function render(routePath: string): Promise<RenderedPage> {
    const page = await loader.load(routePath);
    const html = renderToString(<App site={site} loader={loader} initial={{ page, pathname: routePath }} theme={theme} />);
    return { html, pageData: page.pageData, title: pageTitle(page.pageData, site) };
  };
}
