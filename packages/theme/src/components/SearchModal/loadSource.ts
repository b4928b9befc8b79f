import type { SearchSource } from '../../provider/search';

// The index's one load per source, apart from the dialog's code: the launcher starts it with that code (on intent
// or opening), the dialog joins it.

export type LoadStatus = 'pending' | 'done' | 'failed';
export interface LoadEntry {
  status: LoadStatus;
  promise: Promise<void>;
}

/** One `load()` per source, shared by every mount; forgotten on failure so the next opening retries. */
export const loads = new WeakMap<SearchSource, LoadEntry>();

/** Start (or join) the one load of `source`; the launcher also calls it to fetch the index ahead of use. */
export function loadSource(source: SearchSource): LoadEntry {
  const cached = loads.get(source);
  if (cached) return cached;
  const entry: LoadEntry = { status: source.load ? 'pending' : 'done', promise: Promise.resolve() };
  loads.set(source, entry);
  if (!source.load) return entry;
  let started: Promise<void>;
  try {
    started = Promise.resolve(source.load());
  } catch (error) {
    started = Promise.reject(error);
  }
  entry.promise = started.then(
    () => {
      entry.status = 'done';
    },
    (error: unknown) => {
      entry.status = 'failed';
      loads.delete(source);
      console.error('[rsdocs] the search index could not be loaded', error);
    },
  );
  return entry;
}
