import { clsx } from 'clsx';
import { Fragment, useEffect, useRef } from 'react';
import { hitBreadcrumb } from '../../lib/search-results';
import type { SearchHit } from '../../provider/search';
import { HighlightedText } from './HighlightedText';

export interface SearchResultItemProps {
  hit: SearchHit;
  /** Title of the page group the hit sits in; left out of the breadcrumb. */
  pageTitle: string;
  /** DOM id, referenced by the input's `aria-activedescendant`. */
  id: string;
  active: boolean;
  onSelect: (hit: SearchHit) => void;
  /** The pointer moved over the item. */
  onActivate: () => void;
}

/**
 * One result: the headings leading to the match as a breadcrumb (its accessible name), then the snippet with
 * matches marked (its description).
 */
export function SearchResultItem({ hit, pageTitle, id, active, onSelect, onActivate }: SearchResultItemProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (active) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const crumbs = hitBreadcrumb(hit, pageTitle);
  return (
    <div
      ref={ref}
      id={id}
      role="option"
      aria-selected={active}
      aria-labelledby={`${id}-path`}
      aria-describedby={hit.snippet ? `${id}-snippet` : undefined}
      className={clsx('rsd-search__hit', active && 'rsd-search__hit--active')}
      // Keep focus in the input: a mousedown on the option would otherwise blur it.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={active ? undefined : onActivate}
      onClick={() => onSelect(hit)}
    >
      <span id={`${id}-path`} className="rsd-search__hit-path">
        {crumbs.map((crumb, index) => (
          <Fragment key={index}>
            {index > 0 && (
              <>
                {' '}
                <span className="rsd-search__hit-sep" aria-hidden="true">
                  ›
                </span>{' '}
              </>
            )}
            <span className="rsd-search__hit-crumb">{crumb}</span>
          </Fragment>
        ))}
      </span>
      {hit.snippet && <HighlightedText id={`${id}-snippet`} className="rsd-search__hit-snippet" text={hit.snippet} ranges={hit.matches} />}
    </div>
  );
}
