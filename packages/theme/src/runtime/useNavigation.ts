import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { routeLookupKey } from '../lib/sections';
import { isSamePage, removeBase, splitHash, withBase } from '../lib/url';
import { applyDocumentLanguage } from './document-language';
import { pageComponent, type TreeContent } from './content';
import { subscribeHotUpdates } from './hot';
import type { LoadedPage } from './route-types';
import type { RouteLoader } from './router';
import { fireContentReload, scrollToAnchor } from './scroll';
import { pageTitle } from './title';
import type { ClientSiteData } from './types';

export interface NavigationState {
  page: LoadedPage;
  pathname: string;
}

export interface NavigationHooks {
  /** Called when a load starts; returns a function called when it ends (the progress bar). */
  onLoadStart?: () => () => void;
}

interface ViewTransitionLike {
  ready?: Promise<void>;
  updateCallbackDone?: Promise<void>;
  finished: Promise<void>;
}
type ViewTransitionDocument = Document & { startViewTransition?: (cb: () => void) => ViewTransitionLike };

/** Commit `update`, then run `after` (scrolling) in the same step, so the new content never shows at the old position. */
function swap(update: () => void, after: () => void): Promise<void> {
  const doc = document as ViewTransitionDocument;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const commit = () => {
    flushSync(update);
    after();
  };
  if (doc.startViewTransition && !reduced) {
    const transition = doc.startViewTransition(commit);
    // A newer navigation skips this transition: its promises then reject, which is expected, not an error.
    transition.ready?.catch(() => {});
    transition.updateCallbackDone?.catch(() => {});
    return transition.finished.catch(() => {});
  }
  commit();
  return Promise.resolve();
}

/**
 * Client-side navigation: history, chunk loading, content swap (in a view transition when available),
 * scrolling and the content-reload event. A failed load logs the error and keeps the current page.
 */
export function useNavigation(site: ClientSiteData, loader: RouteLoader, initial: NavigationState, hooks: NavigationHooks = {}) {
  const [state, setState] = useState(initial);
  const current = useRef(state);
  current.current = state;
  const latest = useRef(0);

  const go = useCallback(
    async (to: string, mode: 'push' | 'pop' | 'replace') => {
      const { path, hash } = splitHash(to);
      const target = path || current.current.pathname;
      if (isSamePage(target, current.current.pathname)) {
        // Same page: only the hash changes, no reload.
        const url = withBase(`${target}${hash ? `#${hash}` : ''}`, site.base);
        if (mode === 'push') window.history.pushState({ scrollY: 0 }, '', url);
        else if (mode === 'replace') window.history.replaceState({ scrollY: 0 }, '', url);
        if (!hash || !scrollToAnchor(hash, 'smooth')) window.scrollTo({ top: 0, behavior: 'smooth' });
        return;
      }
      const id = ++latest.current;
      const end = hooks.onLoadStart?.();
      let page: LoadedPage;
      try {
        page = await loader.load(target);
      } catch (error) {
        console.error(`[rsdocs] could not load the page ${target}; staying on the current page.`, error);
        end?.();
        return;
      }
      end?.();
      if (id !== latest.current) return; // a newer navigation won
      const url = withBase(`${target}${hash ? `#${hash}` : ''}`, site.base);
      if (mode === 'push') {
        const scrollY = window.scrollY;
        window.history.replaceState({ ...(window.history.state ?? {}), scrollY }, '');
        window.history.pushState({ scrollY: 0 }, '', url);
      } else if (mode === 'replace') {
        window.history.replaceState({ scrollY: 0 }, '', url);
      }
      const scroll = () => {
        if (hash && scrollToAnchor(hash)) {
          // scrolled to the heading
        } else if (mode === 'pop') {
          window.scrollTo(0, (window.history.state as { scrollY?: number } | null)?.scrollY ?? 0);
        } else {
          window.scrollTo(0, 0);
        }
      };
      await swap(() => {
        setState({ page, pathname: target });
        // A switch of language (language link, locale redirect) changes the document's language too.
        applyDocumentLanguage(site, page.pageData.lang);
      }, scroll);
      document.title = pageTitle(page.pageData, site);
      fireContentReload();
    },
    [loader, site, hooks],
  );

  const navigate = useCallback((to: string) => void go(to, 'push'), [go]);
  /** Like `navigate`, but the new page replaces the current history entry (redirects). */
  const redirect = useCallback((to: string) => void go(to, 'replace'), [go]);
  const preload = useCallback((to: string) => loader.preload(splitHash(to).path), [loader]);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onPop = () => {
      const path = removeBase(window.location.pathname, site.base);
      void go(`${path}${window.location.hash}`, 'pop');
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [go, site.base]);

  // The dev server's hot updates: the current page is re-rendered where it is (no scroll, no history entry).
  useEffect(
    () =>
      subscribeHotUpdates((update) => {
        loader.applyHotUpdate(update);
        const { page, pathname } = current.current;
        const show = (next: LoadedPage) => {
          setState({ page: next, pathname });
          document.title = pageTitle(next.pageData, site);
          requestAnimationFrame(() => fireContentReload());
        };
        if (update.type === 'page') {
          const same = page.pageData.pageType !== '404' && routeLookupKey(update.module.pageData.routePath) === routeLookupKey(page.pageData.routePath);
          if (!same) return;
          // Two content trees: the shown component takes the new tree, so React changes only what changed and the
          // content's own state (open details, a chosen tab) stays. Otherwise the new component replaces it.
          const shown = page.Content as Partial<TreeContent> | null;
          const nextContent = pageComponent(update.module);
          const next = nextContent as Partial<TreeContent> | null;
          if (shown?.replaceTree && next?.contentTree) {
            shown.replaceTree(next.contentTree);
            show({ ...page, pageData: update.module.pageData });
          } else show({ ...page, pageData: update.module.pageData, Content: nextContent });
          return;
        }
        // Routes changed: the current path may have become a page, or stopped being one. Like a navigation, the
        // newest load wins (an earlier update's may resolve after it).
        const id = ++latest.current;
        loader.load(pathname).then(
          (next) => id === latest.current && show(next),
          (error) => console.error('[rsdocs] hot update failed', error),
        );
      }),
    [loader, site],
  );

  return { state, navigate, redirect, preload };
}
