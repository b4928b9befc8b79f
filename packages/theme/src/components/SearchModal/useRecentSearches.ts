import { useCallback, useMemo } from 'react';
import { useStoredState } from '../../hooks/useStoredState';
import { addRecentSearch, parseRecentSearches, recentSearchesKey } from '../../lib/recent-searches';

/**
 * The language's recent searches, through the storage helper: kept in memory when localStorage refuses or is
 * full, synced across tabs when it works.
 */
export function useRecentSearches(lang: string): { recent: string[]; remember: (query: string) => void; clear: () => void } {
  const [stored, setStored] = useStoredState(recentSearchesKey(lang));
  const recent = useMemo(() => parseRecentSearches(stored), [stored]);
  const remember = useCallback((query: string) => setStored(JSON.stringify(addRecentSearch(recent, query))), [recent, setStored]);
  const clear = useCallback(() => setStored(null), [setStored]);
  return { recent, remember, clear };
}
