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

export interface OverviewCardViewProps {
  item: OverviewCard;
  /** More links listed under the headings (Rspress's `OverviewGroup` items carry their own pages). */
  links?: Array<{ text: string; link: string }>;
}

/**
 * One page: its name (the link; plain text when the item has no link), its type, its one-line summary, the
 * headings worth listing and any further links. An `<li>` of a `.rsd-overview__grid` list.
 */
export function OverviewCardView({ item, links = [] }: OverviewCardViewProps) {
  const entries = [
    ...item.shownHeaders.map((header) => ({ key: `#${header.id}`, href: `${item.link}#${header.id}`, text: header.text, nested: header.depth > 2 })),
    ...links.map((l) => ({ key: l.link, href: l.link, text: l.text, nested: false })),
  ];
  return (
    <li className="rsd-overview__card">
      <h3 className="rsd-overview__card-title">
        {item.link ? (
          <Link href={item.link}>
            <BreakableText text={item.text} />
          </Link>
        ) : (
          <BreakableText text={item.text} />
        )}
      </h3>
      {item.signature && (
        <p className="rsd-overview__signature">
          <code>{item.signature}</code>
        </p>
      )}
      {item.description && <p className="rsd-overview__description">{item.description}</p>}
      {entries.length > 0 && (
        <ul className="rsd-overview__headers">
          {entries.map((entry) => (
            <li key={entry.key} className={clsx('rsd-overview__header', entry.nested && 'rsd-overview__header--nested')}>
              <Link href={entry.href}>
                <BreakableText text={entry.text} />
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
              <OverviewCardView key={item.link} item={item} />
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
