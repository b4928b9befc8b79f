import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { earlySearchIsOpen, endEarlySearch, openEarlySearch, setEarlySearchState } from '../../boot/bridge';
import { useDeferredModule } from '../../hooks/useDeferredModule';
import { useSearchHotkey } from '../../hooks/useSearchHotkey';
import { useThemeContext } from '../../provider/ThemeProvider';
import { parseRecentSearches, recentSearchesKey } from '../../lib/recent-searches';
import { connectionAllowsPrefetch, prefetchSearchAtIdle, type ConnectionHints } from '../../lib/search-prefetch';
import { readStorage } from '../../lib/storage';
import { afterLoadWhenIdle } from '../../runtime/idle';
import type { SearchSource } from '../../provider/search';
import { loadSource } from './loadSource';
import type { SearchModalProps } from './SearchModal';

/** Window event that asks the mounted `SearchLauncher` to open search. */
export const OPEN_SEARCH_EVENT = 'rsdocs:open-search';

/** Open search from anywhere (the navbar's search button, a custom trigger). */
export function openSearch(): void {
  window.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT));
}

// Module-level so `useDeferredModule` caches one load; Radix Dialog and the search UI load on first use.
const loadSearchModal = () => import('./SearchModal');
type SearchModalModule = Awaited<ReturnType<typeof loadSearchModal>>;

/** Start fetching the search UI on intent (hover or focus of a search button), before it is opened. */
export function preloadSearch(): void {
  void loadSearchModal().catch(() => {}); // a failure is reported when search is actually opened
}

const connectionHints = () => (navigator as Navigator & { connection?: ConnectionHints }).connection;

/** Whether this page fetches search (code and index) at idle, before any intent (`lib/search-prefetch.ts`). */
function prefetchAtIdle(lang: string): boolean {
  return prefetchSearchAtIdle(connectionHints(), parseRecentSearches(readStorage(recentSearchesKey(lang))).length > 0);
}

/**
 * Start the index (the searcher's code and the root) with the dialog's code, not after it: one round trip instead
 * of two. One load per source (`loadSource`), which the dialog joins; a failure is logged and the next load retries.
 */
function loadIndexNow(source: SearchSource | undefined): void {
  if (source) loadSource(source);
}

/** What shows intent to search before search is opened: a pointer over, or focus on, a search button. */
const INTENT_EVENTS = ['pointerover', 'focusin'] as const;
/** A search button (the navbar's; `OPEN_SEARCH_ATTRIBUTE` of the head script). */
const SEARCH_BUTTON = '[data-rsd-open-search]';

export type SearchLauncherProps = Omit<SearchModalProps, 'open' | 'onOpenChange'>;

/**
 * Mount once per page layout. Opens search on Ctrl+K / Cmd+K / '/' and on `openSearch()`. The dialog's code and
 * the index are fetched on intent (a pointer over or focus on a search button, opening search) or, for a visitor
 * who has searched before on a connection that allows it, when the browser is idle after load.
 *
 * Until the dialog's code is there, the head script's early search field stands in (see `boot/early.ts`): it
 * shows at once and keeps what is typed, and the dialog takes it over when it arrives (`SearchModal`).
 */
export function SearchLauncher(props: SearchLauncherProps) {
  const [open, setOpen] = useState(false);
  const { module: cached, request } = useDeferredModule(loadSearchModal);
  // Set together with `open` when the dialog takes over the early field (the hook's own update comes later).
  const [arrived, setArrived] = useState<SearchModalModule | null>(null);
  const module = cached ?? arrived;
  const { searchSource, lang } = useThemeContext();
  const source = props.source ?? searchSource;
  const loaded = useRef(false);
  loaded.current = !!module;

  const show = useCallback(() => {
    if (loaded.current) return setOpen(true);
    // The dialog's code is on its way: without the head script it opens when it arrives; with it, the early field
    // shows meanwhile, and the dialog replaces it only if the visitor has not closed it by then.
    const early = earlySearchIsOpen() || openEarlySearch();
    if (!early) setOpen(true);
    loadIndexNow(source);
    request().then(
      (loadedModule) => {
        if (!early) setOpen(true);
        // Synchronously, effects included: the dialog mounts and takes over the early field (its focus effect)
        // in one task, so no key lands in between and the two never show together.
        else if (earlySearchIsOpen())
          flushSync(() => {
            setArrived(loadedModule);
            setOpen(true);
          });
      },
      () => setOpen(false), // the hook logs the error; a later attempt retries
    );
  }, [request, source]);

  useSearchHotkey(show);
  useEffect(() => {
    window.addEventListener(OPEN_SEARCH_EVENT, show);
    // Search asked for before this page hydrated: the early field is showing, fetch the dialog for it.
    if (earlySearchIsOpen()) show();
    return () => window.removeEventListener(OPEN_SEARCH_EVENT, show);
  }, [show]);

  // Who answers the hotkey: the head script until the dialog's code is here, then this launcher.
  useEffect(() => {
    setEarlySearchState(module ? 'react' : 'early');
  }, [module]);
  useEffect(() => () => setEarlySearchState('off'), []);

  // Fetch the dialog and the index ahead of the first opening, so the first search does not wait for them.
  const prefetched = useRef<SearchSource | undefined | null>(null);
  const prefetch = useCallback(() => {
    if (prefetched.current === source) return; // once per source: a pointer crosses the button many times
    prefetched.current = source;
    loadIndexNow(source);
    request().then(
      (m) => {
        if (source) m.preloadSearchSource(source); // a failed index is reported when the dialog shows it
      },
      () => (prefetched.current = null), // logged by the hook; a later intent or opening search retries
    );
  }, [request, source]);
  useEffect(() => {
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(SEARCH_BUTTON)) prefetch();
    };
    for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent);
    };
  }, [prefetch]);
  useEffect(() => {
    if (prefetchAtIdle(lang)) return afterLoadWhenIdle(prefetch);
    // Anyone else gets the index's data (JSON, no code) at idle when the connection allows: a visitor who opens search
    // and types at once then waits for the code only, not for the index's root behind its pointer as well.
    if (source?.prefetchIndex && connectionAllowsPrefetch(connectionHints())) return afterLoadWhenIdle(() => source.prefetchIndex?.());
  }, [prefetch, lang, source]);

  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    if (!next) endEarlySearch();
  }, []);

  if (!module) return null;
  const { SearchModal } = module;
  return <SearchModal {...props} open={open} onOpenChange={onOpenChange} />;
}
