import { Searcher } from './searcher';
import type { SearchHit, SerializedIndex } from './types';

/** What the theme's search dialog needs (structurally the theme's `SearchSource`). */
export interface LocalSource {
  load(): Promise<void>;
  search(query: string, options?: { limit?: number }): Promise<SearchHit[]>;
}

/**
 * Adapts a lazily fetched index to the dialog: `load` fetches and parses once (a failed load may be
 * retried), `search` loads first if needed.
 */
export function createLocalSource(loadSerialized: () => Promise<SerializedIndex>): LocalSource {
  let loading: Promise<Searcher> | undefined;
  const ready = () => {
    loading ??= loadSerialized()
      .then((index) => new Searcher(index))
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    return loading;
  };
  return {
    async load() {
      await ready();
    },
    async search(query, options = {}) {
      return (await ready()).search(query, options);
    },
  };
}
