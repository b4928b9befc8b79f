import { clsx } from 'clsx';
import { useId, useMemo, useState, type ComponentPropsWithoutRef } from 'react';
import { overviewCards, type OverviewCard, type OverviewGroup } from '../../lib/overview';
import { useT } from '../../provider/useT';
import { Link } from '../Link/Link';
import { BreakableText } from '../Outline/BreakableText';

export type { OverviewGroup, OverviewItem, OverviewHeader } from '../../lib/overview';

export interface OverviewProps extends ComponentPropsWithoutRef<'div'> {
  /** Sidebar groups with their pages: each page's headings, and when the build knows them its summary and type. */
  groups: OverviewGroup[];
  /** Page title shown above the filter. */
  title?: string;
}

/** One page: its name (the link), its type, its one-line summary, and the headings worth listing. */
function Card({ item }: { item: OverviewCard }) {
  return (
    <li className="rsd-overview__card">
      <h3 className="rsd-overview__card-title">
        <Link href={item.link}>
          <BreakableText text={item.text} />
        </Link>
      </h3>
      {item.signature && (
        <p className="rsd-overview__signature">
          <code>{item.signature}</code>
        </p>
      )}
      {item.description && <p className="rsd-overview__description">{item.description}</p>}
      {item.shownHeaders.length > 0 && (
        <ul className="rsd-overview__headers">
          {item.shownHeaders.map((header) => (
            <li key={header.id} className={clsx('rsd-overview__header', header.depth > 2 && 'rsd-overview__header--nested')}>
              <Link href={`${item.link}#${header.id}`}>
                <BreakableText text={header.text} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * An overview page: every group's pages as cards (name, type, summary), with a filter that also finds pages by
 * their title, summary, type and headings.
 */
export function Overview({ groups, title, className, ...rest }: OverviewProps) {
  const t = useT();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => overviewCards(groups, query), [groups, query]);
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
              <Card key={item.link} item={item} />
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
