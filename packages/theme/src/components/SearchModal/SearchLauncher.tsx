import { useCallback, useEffect, useState } from 'react';
import { useDeferredModule } from '../../hooks/useDeferredModule';
import { useSearchHotkey } from '../../hooks/useSearchHotkey';
import type { SearchModalProps } from './SearchModal';

/** Window event that asks the mounted `SearchLauncher` to open search. */
export const OPEN_SEARCH_EVENT = 'rsdocs:open-search';

/** Open search from anywhere (the navbar's search button, a custom trigger). */
export function openSearch(): void {
  window.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT));
}

// Module-level so `useDeferredModule` caches one load; Radix Dialog and the search UI load on first use.
const loadSearchModal = () => import('./SearchModal');

/** Start fetching the search UI on intent (hover or focus of a search button), before it is opened. */
export function preloadSearch(): void {
  void loadSearchModal().catch(() => {}); // a failure is reported when search is actually opened
}

export type SearchLauncherProps = Omit<SearchModalProps, 'open' | 'onOpenChange'>;

/**
 * Mount once per page layout. Opens search on Ctrl+K / Cmd+K / '/' and on `openSearch()`,
 * loading the modal's code on first use and showing it as soon as it arrives.
 */
export function SearchLauncher(props: SearchLauncherProps) {
  const [open, setOpen] = useState(false);
  const { module, request } = useDeferredModule(loadSearchModal);

  const show = useCallback(() => {
    setOpen(true);
    request().catch(() => setOpen(false)); // the hook logs the error; a later attempt retries
  }, [request]);

  useSearchHotkey(show);
  useEffect(() => {
    window.addEventListener(OPEN_SEARCH_EVENT, show);
    return () => window.removeEventListener(OPEN_SEARCH_EVENT, show);
  }, [show]);

  if (!module) return null;
  const { SearchModal } = module;
  return <SearchModal {...props} open={open} onOpenChange={setOpen} />;
}
