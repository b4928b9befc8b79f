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
 * One result: the headings leading to the match as a breadcrumb, then the snippet with matches marked. Its
 * accessible name comes from that content, so it contains all the visible text (WCAG 2.5.3, label in name).
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
      className={clsx('rsd-search__hit', active && 'rsd-search__hit--active')}
      // Keep focus in the input: a mousedown on the option would otherwise blur it.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={active ? undefined : onActivate}
      onClick={() => onSelect(hit)}
    >
      <span className="rsd-search__hit-path">
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
      {hit.snippet && <HighlightedText className="rsd-search__hit-snippet" text={hit.snippet} ranges={hit.matches} />}
    </div>
  );
}
