import type { SearchHit } from '../../provider/search';
import type { SearchHitGroup } from '../../lib/search-results';
import { useT } from '../../provider/useT';
import { SearchResultItem } from './SearchResultItem';

export interface SearchResultsProps {
  id: string;
  groups: SearchHitGroup[];
  /** Index of the active hit in display order (`hitsInDisplayOrder`). */
  activeIndex: number;
  onSelect: (hit: SearchHit) => void;
  /** A result was opened in a new tab or window by the browser. */
  onOpenElsewhere?: (hit: SearchHit) => void;
  onActivate: (index: number) => void;
}

/** DOM id of the option at `index` of a results list. */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/**
 * The results as a listbox, one group per page. A group whose page matched as a whole starts with that result,
 * which shows the page title; otherwise a plain header names the page. Either way the title shows once.
 */
export function SearchResults({ id, groups, activeIndex, onSelect, onOpenElsewhere, onActivate }: SearchResultsProps) {
  const t = useT();
  let index = 0;
  const item = (hit: SearchHit, group: SearchHitGroup, variant: 'page' | 'section', titleId?: string) => {
    const hitIndex = index++;
    return (
      <SearchResultItem
        key={hit.id}
        id={optionId(id, hitIndex)}
        hit={hit}
        pageTitle={group.title}
        variant={variant}
        titleId={titleId}
        active={hitIndex === activeIndex}
        onSelect={onSelect}
        onOpenElsewhere={onOpenElsewhere}
        onActivate={() => onActivate(hitIndex)}
      />
    );
  };
  return (
    <div id={id} role="listbox" aria-label={t('search.results')} className="rsd-search__results">
      {groups.map((group, groupIndex) => {
        const titleId = `${id}-group-${groupIndex}`;
        return (
          <div key={group.routePath} role="group" aria-labelledby={titleId} className="rsd-search__group">
            {group.page ? (
              item(group.page, group, 'page', titleId)
            ) : (
              <div id={titleId} className="rsd-search__group-title">
                {group.title}
              </div>
            )}
            {group.hits.map((hit) => item(hit, group, 'section'))}
          </div>
        );
      })}
    </div>
  );
}
