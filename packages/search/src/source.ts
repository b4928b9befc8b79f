import { LazyIndex, fetchJson, indexFileUrl, type FetchIndexFile } from './lazy';
import type { LazySearchOptions, SearchHit, SerializedIndex } from './types';

/** What the theme's search dialog needs (structurally the theme's `SearchSource`). */
export interface LocalSource {
  load(): Promise<void>;
  /** `onOutline` gets the hits before their snippets, when the index can tell them first (see `LazySearchOptions`). */
  search(query: string, options?: LazySearchOptions): Promise<SearchHit[]>;
  /** Once loaded: starts fetching, synchronously, the files `search(query)` will need first (see `LazyIndex.prefetch`). */
  prefetch(query: string, options?: { limit?: number }): void;
}

/**
 * Adapts a lazily fetched index to the dialog: `load` fetches the root once (a failed load may be
 * retried) and nothing else, `search` loads first if needed and fetches the files the query needs
 * (`fetchFile`, by name; a single-file index needs none).
 */
export function createLocalSource(loadRoot: () => Promise<SerializedIndex>, fetchFile?: FetchIndexFile): LocalSource {
  let loading: Promise<LazyIndex> | undefined;
  /** The index once loaded, for the synchronous `prefetch`. */
  let loaded: LazyIndex | undefined;
  const ready = () => {
    loading ??= loadRoot()
      .then((root) => (loaded = new LazyIndex(root, fetchFile)))
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
    prefetch(query, options = {}) {
      loaded?.prefetch(query, options);
    },
  };
}

/**
 * `createLocalSource` for an index served over HTTP: the root at `rootUrl`, its files beside it. A `root` already
 * being fetched serves the first load only: a load after it failed fetches the root again.
 */
export function createIndexSource(rootUrl: string, options: { fetch?: typeof fetch; root?: Promise<unknown> } = {}): LocalSource {
  let given = options.root;
  return createLocalSource(
    () => {
      const root = given ?? fetchJson(rootUrl, options.fetch);
      given = undefined;
      return root as Promise<SerializedIndex>;
    },
    (name) => fetchJson(indexFileUrl(rootUrl, name), options.fetch),
  );
}
