import { Searcher } from './searcher';
import type { LazySearchOptions, SearchHit, SearchOptions, SerializedIndex } from './types';

/** Fetches one file of a sharded index by name (`t3`, `h0`, `f12`) and returns its parsed JSON. */
export type FetchIndexFile = (name: string) => Promise<unknown>;

/** More rounds than any query needs (each round adds at least one file); a guard against a broken index. */
const MAX_ROUNDS = 32;

/**
 * An index whose files arrive as queries need them: `search` runs the query, fetches the files it
 * found missing (all at once), and runs it again, until it has everything. Files are kept for the
 * life of the page, so later queries fetch less and less; a failed fetch is tried again next time.
 */
export class LazyIndex {
  readonly searcher: Searcher;
  private readonly inflight = new Map<string, Promise<void>>();
  /** Files fetched so far, by name. */
  readonly fetched = new Set<string>();
  /** The last prefetch, until a search of the same query takes it. */
  private prefetched: { query: string; limit: number | undefined; files: Promise<void> } | undefined;

  constructor(
    root: SerializedIndex | Searcher,
    private readonly fetchFile: FetchIndexFile = () => Promise.reject(new Error('this search index has no file loader')),
  ) {
    this.searcher = root instanceof Searcher ? root : new Searcher(root);
  }

  /**
   * With `onOutline`, the hits are handed over as soon as they are known, without snippets, when the rest of a
   * round only brings their text (see `LazySearchOptions`).
   */
  async search(query: string, options: LazySearchOptions = {}): Promise<SearchHit[]> {
    // The files a prefetch of this query started are awaited first: running the query again before they are here
    // would only find them missing once more (on a slow device, milliseconds spent while the answer waits).
    const prefetched = this.prefetched;
    if (prefetched && prefetched.query === query && prefetched.limit === options.limit) {
      this.prefetched = undefined;
      await prefetched.files.catch(() => {}); // a failed file is fetched again below
    }
    let outlined = false;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const hits = this.searcher.trySearch(query, options);
      if (hits) return hits;
      const missing = [...this.searcher.store.missing];
      const outline = this.searcher.outline;
      if (outline && !outlined && options.onOutline) {
        outlined = true;
        // Before the text is asked for: the caller may hold the requests back until the outline is shown.
        const shown = options.onOutline(outline);
        if (shown) await Promise.resolve(shown).catch(() => {});
      }
      await this.fetchAll(missing);
    }
    throw new Error(`Search index: the query ${JSON.stringify(query)} still lacks files after ${MAX_ROUNDS} rounds`);
  }

  /**
   * Starts fetching, at once, the files the first round of `search(query)` finds missing (a search
   * asked for later with the same query and limit waits for them, then runs). Synchronous: a caller in an input
   * event gets the requests out before the page renders the keystroke. A failed fetch is left for that search to
   * retry.
   */
  prefetch(query: string, options: SearchOptions = {}): void {
    if (this.searcher.trySearch(query, options)) return;
    const files = this.fetchAll([...this.searcher.store.missing]);
    files.catch(() => {});
    this.prefetched = { query, limit: options.limit, files };
  }

  /** Fetches and adds the named files (those already here or on their way are not fetched twice). */
  fetchAll(names: string[]): Promise<void> {
    return Promise.all(names.map((name) => this.fetchOne(name))).then(() => undefined);
  }

  private fetchOne(name: string): Promise<void> {
    if (this.searcher.store.has(name)) return Promise.resolve();
    let pending = this.inflight.get(name);
    if (!pending) {
      pending = this.fetchFile(name).then(
        (data) => {
          this.inflight.delete(name);
          this.searcher.store.add(name, data);
          this.fetched.add(name);
        },
        (error: unknown) => {
          this.inflight.delete(name);
          throw error;
        },
      );
      this.inflight.set(name, pending);
    }
    return pending;
  }
}

/** The URL of a file of the index whose root is at `rootUrl`: `…/search_index.en.1a2b.json` → `…/search_index.en.1a2b/t3.json`. */
export function indexFileUrl(rootUrl: string, name: string): string {
  return `${rootUrl.replace(/\.json$/, '')}/${name}.json`;
}

/** Fetches JSON, rejecting on a non-2xx answer with the URL in the message. */
export async function fetchJson(url: string, fetchImpl: typeof fetch = fetch): Promise<unknown> {
  const res = await fetchImpl(url);
  if (!res.ok) throw new Error(`search index request failed: ${res.status} ${url}`);
  return res.json();
}

/**
 * Opens the index whose root is at `rootUrl` (a single-file index or the root of a sharded one):
 * fetches the root only; the rest comes with the queries.
 */
export async function openIndex(rootUrl: string, options: { fetch?: typeof fetch } = {}): Promise<LazyIndex> {
  const root = (await fetchJson(rootUrl, options.fetch)) as SerializedIndex;
  return new LazyIndex(root, (name) => fetchJson(indexFileUrl(rootUrl, name), options.fetch));
}
