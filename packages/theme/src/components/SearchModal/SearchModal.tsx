import { useId, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent, type RefObject } from 'react';
import { suggestedSearches } from '../../lib/recent-searches';
import { groupHitsByPage, hitHref, hitsInDisplayOrder, SEARCH_DEBOUNCE_MS, SEARCH_RESULTS_SHOWN } from '../../lib/search-results';
import type { SearchHit, SearchSource } from '../../provider/search';
import { useThemeContext } from '../../provider/ThemeProvider';
import { useNav } from '../../provider/useLocale';
import { useT } from '../../provider/useT';
import { CloseIcon } from '../Icon/icons';
import { SearchDialog } from './SearchDialog';
import { SearchInput } from './SearchInput';
import { optionId, SearchResults } from './SearchResults';
import { SearchSuggestions } from './SearchSuggestions';
import { useRecentSearches } from './useRecentSearches';
import { prefetchFirstKeystroke, useSearch } from './useSearch';

/** Fetch a source's index ahead of use, through the same one-load-per-source cache the dialog uses. */
export { loadSource as preloadSearchSource } from './useSearch';

export interface SearchModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where results come from. @default the ThemeProvider's `searchSource` */
  source?: SearchSource;
  /** Most results shown. @default 7 */
  limit?: number;
  /** Wait after the last keystroke before searching, in ms. @default 150 */
  debounceMs?: number;
  /** Query filled in when the modal first renders, e.g. from a `?q=` link. @default '' */
  defaultQuery?: string;
}

/** The typed query, kept between openings: a store of its own, so a keystroke renders the panel, not the dialog around it. */
interface QueryStore {
  get: () => string;
  set: (query: string) => void;
  subscribe: (onChange: () => void) => () => void;
}

function createQueryStore(initial: string): QueryStore {
  let query = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => query,
    set(next) {
      if (next === query) return;
      query = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

/**
 * The search dialog: type to see results grouped by page, move with the arrow keys, Enter or click to
 * open one. The query is kept between openings and selected on reopen.
 */
export function SearchModal({
  open,
  onOpenChange,
  source,
  limit = SEARCH_RESULTS_SHOWN,
  debounceMs = SEARCH_DEBOUNCE_MS,
  defaultQuery = '',
}: SearchModalProps) {
  const { searchSource } = useThemeContext();
  // Not state of this component: a keystroke would render the dialog (Radix) again, on a slow phone milliseconds
  // between the keystroke and its results.
  const [queryStore] = useState(() => createQueryStore(defaultQuery));
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <SearchDialog
      open={open}
      onOpenChange={onOpenChange}
      onOpenAutoFocus={(event, early) => {
        event.preventDefault();
        const input = inputRef.current;
        if (!input) return;
        // Search was opened before this dialog's code arrived: take over what was typed into the early field
        // (see `boot/early.ts`), text and caret, in the same task, so no key falls in between.
        if (early) {
          input.value = early.value;
          queryStore.set(early.value);
          input.focus();
          input.setSelectionRange(early.selectionStart, early.selectionEnd);
        } else {
          input.focus();
          input.select();
        }
      }}
    >
      {/* Mounted only while open, so the source loads on the first opening. */}
      <SearchPanel
        source={source ?? searchSource}
        queryStore={queryStore}
        limit={limit}
        debounceMs={debounceMs}
        inputRef={inputRef}
        onClose={() => onOpenChange(false)}
      />
    </SearchDialog>
  );
}

interface SearchPanelProps {
  source: SearchSource | undefined;
  queryStore: QueryStore;
  limit: number;
  debounceMs: number;
  inputRef: RefObject<HTMLInputElement | null>;
  onClose: () => void;
}

function SearchPanel({ source, queryStore, limit, debounceMs, inputRef, onClose }: SearchPanelProps) {
  const t = useT();
  const query = useSyncExternalStore(queryStore.subscribe, queryStore.get, queryStore.get);
  const onQueryChange = queryStore.set;
  const { navigate, site, lang } = useThemeContext();
  const nav = useNav();
  const listId = useId();
  const search = useSearch(source, query, { limit, debounceMs });
  const groups = useMemo(() => groupHitsByPage(search.hits), [search.hits]);
  // The order the list shows them in (a page's own hit heads its group): the arrow keys follow it.
  const hits = useMemo(() => hitsInDisplayOrder(groups), [groups]);
  const recents = useRecentSearches(lang);
  const suggested = useMemo(() => suggestedSearches(site.search.suggestions, lang, nav.map((item) => item.text)), [site.search.suggestions, lang, nav]);
  // The active index belongs to one list of hits and falls back to the first hit when the list changes (the same
  // hits with their snippets filled in are the same list).
  const listKey = useMemo(() => hits.map((hit) => hit.id).join('\n'), [hits]);
  const [active, setActive] = useState({ listKey, index: 0 });
  const activeIndex = active.listKey === listKey ? active.index : 0;
  const showResults = search.status === 'ready';

  // A query that led somewhere is worth offering again in the empty dialog.
  const remember = () => recents.remember(search.query);
  const select = (hit: SearchHit) => {
    remember();
    onClose();
    navigate(hitHref(hit));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // IME: the Enter that confirms a composition must not pick a result (Safari reports it as keyCode 229).
    if (event.nativeEvent.isComposing || event.keyCode === 229 || !showResults) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive({ listKey, index: (activeIndex + step + hits.length) % hits.length });
    } else if (event.key === 'Enter') {
      const hit = hits[activeIndex];
      if (!hit) return;
      event.preventDefault();
      select(hit);
    }
  };

  return (
    <>
      <div className="rsd-search__header">
        <SearchInput
          ref={inputRef}
          value={query}
          onValueChange={(value) => {
            // The first keystroke's files are asked for before React renders it.
            if (!query.trim()) prefetchFirstKeystroke(source, value, limit);
            onQueryChange(value);
          }}
          onKeyDown={onKeyDown}
          listId={listId}
          expanded={showResults}
          activeId={showResults ? optionId(listId, activeIndex) : undefined}
        />
        <button type="button" className="rsd-search__cancel" aria-label={t('search.cancel')} onClick={onClose}>
          <CloseIcon className="rsd-search__cancel-icon" size={18} />
          <span className="rsd-search__cancel-text" aria-hidden="true">
            {t('search.cancel')}
          </span>
        </button>
      </div>
      {/* Long result lists scroll here: a tab stop lets keyboard users scroll the snippets too (WCAG 2.1.1). */}
      <div className="rsd-search__body" aria-busy={search.pending || search.outline} tabIndex={showResults ? 0 : undefined}>
        {/* Hidden rather than removed while there is a query: the first keystroke's render stays small, on the way
            to its results (it runs before the index files it asked for can be read). */}
        {search.status !== 'loading' && search.status !== 'error' && (
          <SearchSuggestions
            hidden={!!query.trim()}
            recent={recents.recent}
            suggested={suggested}
            onPick={(picked) => {
              onQueryChange(picked);
              inputRef.current?.focus();
            }}
            onClearRecent={recents.clear}
          />
        )}
        {search.status === 'loading' && (
          <p className="rsd-search__message" role="status">
            {t('search.loading')}
          </p>
        )}
        {search.status === 'error' && (
          <p className="rsd-search__message rsd-search__message--error" role="alert">
            {t('search.error')}
          </p>
        )}
        {search.status === 'empty' && (
          <div className="rsd-search__message" role="status">
            <p className="rsd-search__message-title">
              {t('search.noResults')} "<strong className="rsd-search__query">{search.query}</strong>"
            </p>
            <p className="rsd-search__message-hint">{t(search.partial ? 'search.partial' : 'search.suggestion')}</p>
          </div>
        )}
        {showResults && (
          <>
            {search.partial && (
              <p className="rsd-search__message rsd-search__message--partial" role="status">
                {t('search.partial')}
              </p>
            )}
            <p className="rsd-visually-hidden" role="status">
              {t('search.resultCount', { count: hits.length })}
            </p>
            <SearchResults
              id={listId}
              groups={groups}
              activeIndex={activeIndex}
              onSelect={select}
              onOpenElsewhere={remember}
              onActivate={(index) => setActive({ listKey, index })}
            />
          </>
        )}
      </div>
    </>
  );
}
