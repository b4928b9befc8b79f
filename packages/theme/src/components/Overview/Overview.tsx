import { clsx } from 'clsx';
import { useId, useMemo, useState, type ComponentPropsWithoutRef } from 'react';
import { filterOverview, type OverviewGroup } from '../../lib/overview';
import { useT } from '../../provider/useT';
import { Link } from '../Link/Link';

export type { OverviewGroup, OverviewItem, OverviewHeader } from '../../lib/overview';

export interface OverviewProps extends ComponentPropsWithoutRef<'div'> {
  /** Sidebar groups with their items and each item's headings. */
  groups: OverviewGroup[];
  /** Page title shown above the filter. */
  title?: string;
}

/** An overview page: every group's pages and headings as cards, with a filter. */
export function Overview({ groups, title, className, ...rest }: OverviewProps) {
  const t = useT();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterOverview(groups, query), [groups, query]);
  const trimmed = query.trim();

  return (
    <div className={clsx('rsd-overview', className)} {...rest}>
      {title && <h1 className="rsd-overview__title">{title}</h1>}
      <div className="rsd-overview__filter">
        <label htmlFor={inputId} className="rsd-overview__label">
          {t('overview.filter')}
        </label>
        <input
          id={inputId}
          type="search"
          className="rsd-overview__input"
          placeholder={t('overview.placeholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      {shown.map((group, g) => (
        <section key={`${g}-${group.text}`} className="rsd-overview__group">
          <h2 className="rsd-overview__group-title">{group.text}</h2>
          <ul className="rsd-overview__grid">
            {group.items.map((item) => (
              <li key={item.link} className="rsd-overview__card">
                <h3 className="rsd-overview__card-title">
                  <Link href={item.link}>{item.text}</Link>
                </h3>
                {item.headers.length > 0 && (
                  <ul className="rsd-overview__headers">
                    {item.headers.map((header) => (
                      <li
                        key={header.id}
                        className={clsx('rsd-overview__header', header.depth > 2 && 'rsd-overview__header--nested')}
                      >
                        <Link href={`${item.link}#${header.id}`}>{header.text}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div aria-live="polite" className="rsd-overview__status">
        {shown.length === 0 && (
          <p className="rsd-overview__empty">
            {trimmed ? t('overview.noMatchQuery', { query: trimmed }) : t('overview.noMatch')}
          </p>
        )}
      </div>
    </div>
  );
}
