import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { adoptEarlyMemory, isRedirecting, replayEarlyClicks, settleEarlySearch } from '../boot/bridge';
import { isRelocatedNotFound, RELOCATING_ATTRIBUTE } from '../lib/not-found-locale';
import { removeBase } from '../lib/url';
import { applyDocumentLanguage } from './document-language';
import { takeServerMarkup } from './dev-markup';
import type { SearchSource } from '../provider/search';
import { App } from './App';
import type { SectionLoaders } from './route-types';
import { createRouteLoader, keyOptions } from './router';
import { pageTitle } from './title';
import { fireContentReload, scrollToAnchor } from './scroll';
import type { ThemeEntry } from './theme-entry';
import type { ClientSiteData, PageData } from './types';
import type { NavigationHooks } from './useNavigation';

export const PAGE_DATA_SCRIPT_ID = '__RSDOCS_PAGE__';
export const ROOT_ID = 'rsd-root';

export interface BootOptions {
  site: ClientSiteData;
  sections: SectionLoaders;
  theme?: ThemeEntry;
  searchSourceFor?: (lang: string, version: string) => SearchSource | undefined;
  hooks?: NavigationHooks;
}

interface InlinePage {
  pageData: PageData;
  /** URL of the page's chunk, written next to the data by the prerender step. */
  module?: string;
}

function readInlinePage(): InlinePage | null {
  const el = document.getElementById(PAGE_DATA_SCRIPT_ID);
  if (!el?.textContent) return null;
  try {
    return { pageData: JSON.parse(el.textContent) as PageData, module: el.dataset.module };
  } catch {
    return null;
  }
}

declare global {
  interface Window {
    /** Set after the first client commit (hydration or fresh render): lets tests and tools wait for it. */
    __RSDOCS_HYDRATED__?: boolean;
  }
}

/**
 * Marks the first client commit and hands over from the head script: search goes to the launcher (if the page
 * has one), and clicks held while the page hydrated are replayed. Renders no markup of its own, so hydration is
 * unaffected. Its effect runs after those of the whole tree (a parent's effects come after its children's).
 */
function HydrationMarker({ children }: { children: ReactNode }) {
  useEffect(() => {
    window.__RSDOCS_HYDRATED__ = true;
    settleEarlySearch();
    replayEarlyClicks();
    document.documentElement.removeAttribute(RELOCATING_ATTRIBUTE);
  }, []);
  return children;
}

/** Start the app: hydrate prerendered HTML, or render fresh (dev server, no prerendered page). */
export async function bootClient({ site, sections, theme, searchSourceFor, hooks }: BootOptions): Promise<void> {
  // The head script is replacing this page with its translation (first-visit locale redirect).
  if (isRedirecting()) return;
  // A choice the head script's controls could only keep in memory (storage refused it) is not lost now.
  adoptEarlyMemory();
  const root = document.getElementById(ROOT_ID);
  if (!root) throw new Error(`[rsdocs] #${ROOT_ID} is missing from the page`);
  const loader = createRouteLoader(site, sections);
  const pathname = removeBase(window.location.pathname, site.base);
  const inline = readInlinePage();
  // Hosts serve the root 404.html for unknown paths of every language and version (lib/not-found-locale.ts):
  // when this 404 page is not in the path's language or version, the path's own 404 page replaces it.
  const relocated =
    inline?.pageData.pageType === '404' && isRelocatedNotFound(pathname, inline.pageData, { base: site.base, ...keyOptions(site) });
  // A prerendered page names its own chunk, so hydration needs neither the route table nor the sidebars of
  // its section. (The 404 page has no chunk and may stand in for any unknown path: its inline data is the truth.)
  const first = inline && !relocated && (inline.module || inline.pageData.pageType === '404') ? inline : null;
  const page = first
    ? await loader.loadFirst(first.pageData, () => import(/* @vite-ignore */ first.module!))
    : await loader.load(pathname);
  const app = (
    <HydrationMarker>
      <App site={site} loader={loader} initial={{ page, pathname }} theme={theme} searchSourceFor={searchSourceFor} hooks={hooks} />
    </HydrationMarker>
  );
  if (relocated) {
    root.textContent = '';
    applyDocumentLanguage(site, page.pageData.lang);
    document.title = pageTitle(page.pageData, site);
  }
  // Taken now, in the same task as the choice (dev: the document's script swaps no markup from here on).
  const hydratable = takeServerMarkup();
  if (inline && !relocated && root.firstElementChild && hydratable) {
    // As a transition, hydration yields to the browser every few milliseconds instead of one long task:
    // a large doc page stays responsive (and scores on Total Blocking Time) while it hydrates.
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError(error) {
          console.error('[rsdocs] hydration mismatch', error);
        },
      });
    });
  } else {
    createRoot(root).render(app);
  }
  const hash = window.location.hash.slice(1);
  if (hash) requestAnimationFrame(() => scrollToAnchor(hash));
  requestAnimationFrame(() => fireContentReload());
}
