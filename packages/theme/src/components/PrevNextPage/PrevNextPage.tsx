import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import type { PageLink } from '../../runtime/types';
import { useT } from '../../provider/useT';
import { Link } from '../Link/Link';

export interface PrevNextPageProps extends ComponentPropsWithoutRef<'nav'> {
  /** The page before this one, usually from `getPrevNext(sidebar, pathname)`. */
  prev?: PageLink;
  /** The page after this one. */
  next?: PageLink;
}

/** Cards linking to the previous and next pages in sidebar order. Renders nothing without either. */
export function PrevNextPage({ prev, next, className, ...rest }: PrevNextPageProps) {
  const t = useT();
  if (!prev && !next) return null;
  const card = (page: PageLink, kind: 'prev' | 'next') => (
    <Link href={page.link} rel={kind} className={`rsd-prev-next__card rsd-prev-next__card--${kind}`}>
      <span className="rsd-prev-next__label">{t(kind === 'prev' ? 'page.prev' : 'page.next')}</span>
      <span className="rsd-prev-next__title">{page.text}</span>
    </Link>
  );
  return (
    <nav aria-label={t('page.pagination')} className={clsx('rsd-prev-next', className)} {...rest}>
      {prev && card(prev, 'prev')}
      {next && card(next, 'next')}
    </nav>
  );
}
