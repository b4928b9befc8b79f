import { clsx } from 'clsx';
import { Fragment, useEffect, useRef, type MouseEvent } from 'react';
import { hitBreadcrumb, hitHref } from '../../lib/search-results';
import type { SearchHit } from '../../provider/search';
import { Link } from '../Link/Link';
import { HighlightedText } from './HighlightedText';

export interface SearchResultItemProps {
  hit: SearchHit;
  /** Title of the page group the hit sits in; left out of the breadcrumb. */
  pageTitle: string;
  /** DOM id, referenced by the input's `aria-activedescendant`. */
  id: string;
  active: boolean;
  /**
   * 'page': the hit on the page itself, heading its group: it shows the page title (with `titleId`, which labels
   * the group). 'section' (default): a hit in a section, shown by its headings under the page.
   */
  variant?: 'page' | 'section';
  /** Id of the page title, for the group's `aria-labelledby` ('page' variant). */
  titleId?: string;
  /** A plain click (or Enter in the input): open the hit in the app. */
  onSelect: (hit: SearchHit) => void;
  /** The hit was opened by the browser itself (Ctrl/⌘/Shift-click, middle click): in a new tab or window. */
  onOpenElsewhere?: (hit: SearchHit) => void;
  /** The pointer moved over the item. */
  onActivate: () => void;
}

const isPlainLeftClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * One result: a listbox option that is itself a real link (`<a href role="option">`) to the page and section, so
 * it opens in a new tab with Ctrl/⌘-click or a middle click and its address can be copied, while a plain click or
 * Enter opens it in the app. (The option is the link rather than holding one: an option's content is
 * presentational, and a link nested in it would be an interactive control nested in another.) It is not a tab
 * stop: focus stays in the search input, which points at the active option. Its accessible name comes from its
 * visible text (WCAG 2.5.3, label in name).
 */
export function SearchResultItem({
  hit,
  pageTitle,
  id,
  active,
  variant = 'section',
  titleId,
  onSelect,
  onOpenElsewhere,
  onActivate,
}: SearchResultItemProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (active) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const crumbs = variant === 'page' ? [] : hitBreadcrumb(hit, pageTitle);
  return (
    <Link
      ref={ref}
      href={hitHref(hit)}
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      className={clsx('rsd-search__hit', `rsd-search__hit--${variant}`, active && 'rsd-search__hit--active')}
      // Keep focus in the input: a primary-button mousedown on the option would otherwise move it.
      onMouseDown={(event) => {
        if (event.button === 0) event.preventDefault();
      }}
      onMouseMove={active ? undefined : onActivate}
      onClick={(event) => {
        if (isPlainLeftClick(event)) {
          event.preventDefault();
          onSelect(hit);
        } else {
          onOpenElsewhere?.(hit);
        }
      }}
      onAuxClick={(event) => {
        if (event.button === 1) onOpenElsewhere?.(hit);
      }}
    >
      {variant === 'page' ? (
        <span id={titleId} className="rsd-search__hit-title">
          {pageTitle}
        </span>
      ) : (
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
      )}
      {/* Always there, two lines high: a snippet that comes after the hit (an outline) takes no room it did not have. */}
      <HighlightedText className="rsd-search__hit-snippet" text={hit.snippet} ranges={hit.matches} />
    </Link>
  );
}
