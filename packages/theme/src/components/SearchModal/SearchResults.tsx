import type { SearchHit } from '../../provider/search';
import type { SearchHitGroup } from '../../lib/search-results';
import { useT } from '../../provider/useT';
import { SearchResultItem } from './SearchResultItem';

export interface SearchResultsProps {
  id: string;
  groups: SearchHitGroup[];
  /** Index of the active hit across all groups, in display order. */
  activeIndex: number;
  onSelect: (hit: SearchHit) => void;
  onActivate: (index: number) => void;
}

/** DOM id of the option at `index` of a results list. */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The results as a listbox: one group per page, headed by the page title. */
export function SearchResults({ id, groups, activeIndex, onSelect, onActivate }: SearchResultsProps) {
  const t = useT();
  let index = 0;
  return (
    <div id={id} role="listbox" aria-label={t('search.results')} className="rsd-search__results">
      {groups.map((group, groupIndex) => {
        const titleId = `${id}-group-${groupIndex}`;
        return (
          <div key={group.routePath} role="group" aria-labelledby={titleId} className="rsd-search__group">
            <div id={titleId} className="rsd-search__group-title">
              {group.title}
            </div>
            {group.hits.map((hit) => {
              const hitIndex = index++;
              return (
                <SearchResultItem
                  key={hit.id}
                  id={optionId(id, hitIndex)}
                  hit={hit}
                  pageTitle={group.title}
                  active={hitIndex === activeIndex}
                  onSelect={onSelect}
                  onActivate={() => onActivate(hitIndex)}
                />
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
