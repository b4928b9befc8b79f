import { useId } from 'react';
import { ClockIcon, SearchIcon } from '../Icon/icons';
import { useT } from '../../provider/useT';

export interface SearchSuggestionsProps {
  /** The visitor's recent searches, newest first. */
  recent: string[];
  /** Searches to suggest (the site's `search.suggestions`, else its nav entries). */
  suggested: string[];
  /** Search for this query. */
  onPick: (query: string) => void;
  /** Forget the recent searches. */
  onClearRecent: () => void;
  /** Kept in the page but not shown (while there is a query). */
  hidden?: boolean;
}

/** What an empty search dialog offers: the recent searches, then suggested ones. Each is a button that runs it. */
export function SearchSuggestions({ recent, suggested, onPick, onClearRecent, hidden }: SearchSuggestionsProps) {
  const t = useT();
  const id = useId();
  const others = suggested.filter((q) => !recent.some((r) => r.toLowerCase() === q.toLowerCase()));
  if (recent.length === 0 && others.length === 0) return null;
  return (
    <div className="rsd-search__suggestions" hidden={hidden}>
      {recent.length > 0 && (
        <section className="rsd-search__suggestion-group" aria-labelledby={`${id}-recent`}>
          <div className="rsd-search__suggestion-head">
            <h2 id={`${id}-recent`} className="rsd-search__suggestion-title">
              {t('search.recent')}
            </h2>
            <button type="button" className="rsd-search__suggestion-clear" onClick={onClearRecent}>
              {t('search.clearRecent')}
            </button>
          </div>
          <ul className="rsd-search__suggestion-list">
            {recent.map((query) => (
              <li key={query}>
                <button type="button" className="rsd-search__suggestion" onClick={() => onPick(query)}>
                  <ClockIcon size={16} className="rsd-search__suggestion-icon" />
                  <span className="rsd-search__suggestion-text">{query}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {others.length > 0 && (
        <section className="rsd-search__suggestion-group" aria-labelledby={`${id}-suggested`}>
          <div className="rsd-search__suggestion-head">
            <h2 id={`${id}-suggested`} className="rsd-search__suggestion-title">
              {t('search.suggested')}
            </h2>
          </div>
          <ul className="rsd-search__suggestion-list rsd-search__suggestion-list--chips">
            {others.map((query) => (
              <li key={query}>
                <button type="button" className="rsd-search__suggestion rsd-search__suggestion--chip" onClick={() => onPick(query)}>
                  <SearchIcon size={14} className="rsd-search__suggestion-icon" />
                  <span className="rsd-search__suggestion-text">{query}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
