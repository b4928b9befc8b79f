/** One search result, as the dialog shows it. Match ranges index into `snippet`; text is never HTML. */
export interface SearchHit {
  id: string;
  routePath: string;
  anchor?: string;
  title: string;
  /** Page title first, then the headings down to the matched section. */
  headingPath: string[];
  snippet: string;
  matches: Array<{ start: number; end: number }>;
}

export interface SearchOptions {
  limit?: number;
  /**
   * Optional for a source to call, at most once and before `search` settles: the answer's hits, in their final
   * order, whose snippets are still to come (`snippet` ''). The dialog lists them at once and fills the snippets in
   * when the answer comes. It returns a promise that settles once the list is painted: a source that waits for it
   * before asking for the snippets' text keeps those requests from delaying the first results.
   */
  onOutline?: (hits: SearchHit[]) => void | PromiseLike<unknown>;
}

/** The seam between the search dialog and any engine (local index, remote API, a test double). */
export interface SearchSource {
  /** Prepare (e.g. fetch the index). Called when the dialog first opens; may reject. */
  load?: () => Promise<void>;
  search: (query: string, options?: SearchOptions) => Promise<SearchHit[]>;
  /**
   * Optional: start fetching what `search(query)` will need, synchronously where it can. The dialog calls it from
   * the input event of a first keystroke, before React renders it, and then calls `search` as usual.
   */
  prefetch?: (query: string, options?: { limit?: number }) => void;
  /**
   * Optional: fetch the index's data (not the engine's code) ahead of use, ignoring a failure (`load` fetches it
   * again). The launcher calls it when the browser is idle on a connection that allows it.
   */
  prefetchIndex?: () => void;
  /**
   * Optional: whether the answers come from a partial index (a large site's dev server answers from its pages' titles
   * and headings first, while it makes the full index). The dialog says so with them.
   */
  isPartial?: () => boolean;
  /**
   * Optional: calls `onChange` whenever the source's index is replaced (the full one in place of a partial one, or
   * after an edit in dev): the dialog asks its query again. Returns the function that stops it.
   */
  subscribe?: (onChange: () => void) => () => void;
}
