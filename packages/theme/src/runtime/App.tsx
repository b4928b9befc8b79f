import { useLayoutEffect, useMemo, useSyncExternalStore, type ComponentType } from 'react';
import { releaseEarlySwitches } from '../boot/bridge';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { PartsProvider, resolveSlots } from '../layouts/parts';
import { startDeferredProgress } from '../components/Deferred/chrome';
import { ThemeProvider } from '../provider/ThemeProvider';
import type { SearchSource } from '../provider/search';
import { mapResource } from '../lib/resource';
import { getSidebar } from '../lib/sidebar';
import { joinRoutePath } from '../lib/url';
import { routeOptions } from '../components/Navbar/navMatch';
import { CONTENT_RELOAD_EVENT } from './scroll';
import { defaultMdxComponents } from './mdx-components';
import type { RouteLoader } from './router';
import { resolvePartSwitches } from './switches';
import type { ThemeEntry } from './theme-entry';
import type { ClientSiteData } from './types';
import { useNavigation, type NavigationHooks, type NavigationState } from './useNavigation';

export interface AppProps {
  site: ClientSiteData;
  loader: RouteLoader;
  initial: NavigationState;
  theme?: ThemeEntry;
  searchSourceFor?: (lang: string, version: string) => SearchSource | undefined;
  hooks?: NavigationHooks;
}

function subscribeLocation(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CONTENT_RELOAD_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CONTENT_RELOAD_EVENT, onChange);
  };
}

/** `location.search`, but '' on the server and while hydrating so prerendered markup always matches. */
function useLocationSearch(): string {
  return useSyncExternalStore(subscribeLocation, () => window.location.search, () => '');
}

/**
 * The head script hides the parts the query switches off from the first paint (`data-rsd-hide`), while React
 * hydrates with the prerendered parts (the server snapshot of the query is ''). Once React renders with the real
 * query, it has removed those parts itself: the attribute goes, in the same commit, so nothing shows in between.
 */
function useReleaseEarlySwitches(renderedSearch: string): void {
  useLayoutEffect(() => {
    if (renderedSearch === window.location.search) releaseEarlySwitches();
  }, [renderedSearch]);
}

/** By default a slow page load shows the progress bar (only after a short delay, so fast loads show nothing). */
const defaultHooks: NavigationHooks = { onLoadStart: () => startDeferredProgress() };

/** The root of every page: provider, navigation state, part switches, and the layout. */
export function App({ site, loader, initial, theme = {}, searchSourceFor, hooks = defaultHooks }: AppProps) {
  const { state, navigate, preload } = useNavigation(site, loader, initial, hooks);
  const { pageData, Content, sidebars } = state.page;
  // The not-found page stands in for any unknown path, and is prerendered once under a probe path. Components
  // see its own route instead (`/404`, `/zh/404`): the same on the server and in the browser, and a path that
  // exists, so the language switch leads to the other language's not-found page.
  const pathname =
    pageData.pageType === '404'
      ? joinRoutePath({ lang: pageData.lang, version: pageData.version, rest: '/404' }, routeOptions(site))
      : state.pathname;
  const search = useLocationSearch();
  useReleaseEarlySwitches(search);
  const parts = resolvePartSwitches(pageData.pageType, pageData.frontmatter, search);
  // Sidebar keys are written without the version and language prefix (`/v1/zh/guide/` → `/guide/`).
  const prefix = joinRoutePath({ lang: pageData.lang, version: pageData.version, rest: '/' }, routeOptions(site)).replace(/\/$/, '');
  const sidebar = useMemo(() => mapResource(sidebars, (all) => getSidebar(all, pageData.routePath, prefix)), [sidebars, pageData.routePath, prefix]);
  const searchSource = useMemo(() => searchSourceFor?.(pageData.lang, pageData.version), [searchSourceFor, pageData.lang, pageData.version]);
  const mdxComponents = useMemo(() => ({ ...defaultMdxComponents, ...theme.mdxComponents }), [theme.mdxComponents]);
  const Layout: ComponentType<import('../layouts/types').LayoutProps> = theme.Layout ?? DefaultLayout;
  const slots = useMemo(() => resolveSlots(theme.slots, pageData.lang), [theme.slots, pageData.lang]);
  return (
    <ThemeProvider site={site} lang={pageData.lang} pathname={pathname} navigate={navigate} preload={preload} searchSource={searchSource}>
      <PartsProvider components={theme.components} page={pageData}>
        <Layout page={pageData} Content={Content} sidebar={sidebar} mdxComponents={mdxComponents} parts={parts} slots={slots} />
        {theme.globalComponents?.map((Global, i) => <Global key={i} />)}
      </PartsProvider>
    </ThemeProvider>
  );
}
