import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, subscribeStorage, writeStorage } from '../lib/storage';

/**
 * A string value persisted through the storage helper and synced across tabs.
 * The server and the hydrating client both see `fallback`, so prerendered HTML never mismatches;
 * the stored value takes over right after hydration.
 */
export function useStoredState(key: string, fallback: string | null = null): [string | null, (value: string | null) => void] {
  const subscribe = useCallback((onChange: () => void) => subscribeStorage(key, onChange), [key]);
  const value = useSyncExternalStore(
    subscribe,
    () => readStorage(key) ?? fallback,
    () => fallback,
  );
  const set = useCallback((next: string | null) => writeStorage(key, next), [key]);
  return [value, set];
}
