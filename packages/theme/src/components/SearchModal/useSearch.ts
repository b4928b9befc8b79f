import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { SearchHit, SearchSource } from '../../provider/search';
import { afterNextPaint } from '../../runtime/idle';
import { loadSource, loads, type LoadStatus } from './loadSource';

/**
 * - `idle`: nothing to show yet (empty query, or the first answer is on its way)
 * - `loading`: the source is preparing (e.g. fetching the index)
 * - `ready` / `empty`: the latest answer has hits / has none
 * - `error`: the source failed to load or to search
 */
export type SearchStatus = 'idle' | 'loading' | 'ready' | 'empty' | 'error';

export interface SearchState {
  status: SearchStatus;
  /** Hits of the latest answer, at most `limit`. */
  hits: SearchHit[];
  /** The query the shown hits answer; can lag behind the typed one while a new answer is on its way. */
  query: string;
  /** A newer query is waiting for the debounce or the source. */
  pending: boolean;
  /** The hits are listed before their snippets, which are on their way (`SearchSource`'s `onOutline`). */
  outline?: boolean;
  /** The answer comes from a partial index (`SearchSource.isPartial`): the full one's answer follows. */
  partial?: boolean;
}

export interface UseSearchOptions {
  limit: number;
  debounceMs: number;
}

export { loadSource };

function peekLoad(source: SearchSource | undefined): LoadStatus {
  if (!source) return 'failed';
  return loads.get(source)?.status ?? (source.load ? 'pending' : 'done');
}

/**
 * Start the first keystroke's search from the input event: React renders the keystroke before its effects run, and
 * on a slow device the index files could be on their way for tens of milliseconds by then (`SearchSource.prefetch`).
 */
export function prefetchFirstKeystroke(source: SearchSource | undefined, query: string, limit: number): void {
  const trimmed = query.trim();
  if (source?.prefetch && trimmed && peekLoad(source) === 'done') source.prefetch(trimmed, { limit });
}

interface Answer {
  query: string;
  hits: SearchHit[];
  failed: boolean;
  outline: boolean;
  partial: boolean;
}

/**
 * Load `source` once, then query it: the first keystroke at once, later ones `debounceMs` after the visitor stops
 * typing; stale answers are ignored.
 */
export function useSearch(source: SearchSource | undefined, query: string, { limit, debounceMs }: UseSearchOptions): SearchState {
  const [load, setLoad] = useState<LoadStatus>(() => peekLoad(source));
  useEffect(() => {
    if (!source) {
      setLoad('failed');
      console.error('[rsdocs] search has no SearchSource: pass `source` or set `searchSource` on ThemeProvider');
      return;
    }
    const entry = loadSource(source);
    setLoad(entry.status);
    let current = true;
    void entry.promise.then(() => {
      if (current) setLoad(entry.status);
    });
    return () => {
      current = false;
    };
  }, [source]);

  const trimmed = query.trim();
  const [debounced, setDebounced] = useState(trimmed);
  // The first keystroke (nothing asked yet, or the query was cleared) is asked in the render it causes, not after a
  // timer: it becomes the debounced query during that render (React re-runs this component at once), so no second
  // render and commit stand between the index's files arriving and its results (on a slow device, tens of ms).
  if (trimmed && !debounced) setDebounced(trimmed);
  useEffect(() => {
    if (trimmed === debounced) return;
    // Later keystrokes wait until typing pauses; a cleared query is forgotten at once.
    const timer = setTimeout(() => setDebounced(trimmed), trimmed ? debounceMs : 0);
    return () => clearTimeout(timer);
  }, [trimmed, debounced, debounceMs]);
  const asked = debounced || trimmed;

  // Counts the source's changes of index (`subscribe`): each one asks the query again, without retyping.
  const [revision, setRevision] = useState(0);
  useEffect(() => {
    if (!source?.subscribe) return;
    return source.subscribe(() => setRevision((n) => n + 1));
  }, [source]);

  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    if (!asked) {
      setAnswer(null);
      return;
    }
    if (!source || load !== 'done') return;
    let current = true; // cleared when a newer query (or unmount) makes this answer stale
    // The hits may come first without their snippets (`onOutline`): listed at once, the snippets follow.
    // Rendered in the same task (flushSync), and the source asks for the text once that is painted (the promise
    // returned): on a slow device the requests cost milliseconds the first results would wait for. (Not flushed
    // while this effect runs: a source may call back before `search` returns, and React renders that update right
    // after the effects anyway.)
    let inEffect = true;
    const onOutline = (hits: SearchHit[]) => {
      if (!current) return;
      const update = () => setAnswer({ query: asked, hits: hits.slice(0, limit), failed: false, outline: true, partial: !!source.isPartial?.() });
      if (inEffect) update();
      else flushSync(update);
      return afterNextPaint();
    };
    source.search(asked, { limit, onOutline }).then(
      (hits) => {
        if (current) setAnswer({ query: asked, hits: hits.slice(0, limit), failed: false, outline: false, partial: !!source.isPartial?.() });
      },
      (error: unknown) => {
        if (!current) return;
        console.error('[rsdocs] search failed', error);
        setAnswer({ query: asked, hits: [], failed: true, outline: false, partial: false });
      },
    );
    inEffect = false;
    return () => {
      current = false;
    };
  }, [source, load, asked, limit, revision]);

  const pending = trimmed !== '' && answer?.query !== trimmed;
  if (load === 'failed') return { status: 'error', hits: [], query: '', pending: false };
  if (load === 'pending') return { status: 'loading', hits: [], query: '', pending };
  if (!trimmed || !answer) return { status: 'idle', hits: [], query: '', pending };
  const status: SearchStatus = answer.failed ? 'error' : answer.hits.length > 0 ? 'ready' : 'empty';
  return { status, hits: answer.hits, query: answer.query, pending, outline: answer.outline, partial: answer.partial };
}
