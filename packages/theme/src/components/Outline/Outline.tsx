import { clsx } from 'clsx';
import { useId, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
import { readScrollOffset, useActiveHeading } from '../../hooks/useActiveHeading';
import type { TocItem } from '../../runtime/types';
import { useT } from '../../provider/useT';
import { Link } from '../Link/Link';
import { BreakableText } from './BreakableText';

export interface OutlineProps extends ComponentPropsWithoutRef<'nav'> {
  /** The page's h2/h3 headings. */
  toc: TocItem[];
  /** Heading above the list. @default t('outline.title'), 'ON THIS PAGE' */
  title?: string;
}

/** Scroll to a heading below the fixed navbar and put its id in the URL without a reload. */
export function scrollToHeading(event: MouseEvent<HTMLAnchorElement>, id: string) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({
    top: target.getBoundingClientRect().top + window.scrollY - readScrollOffset(),
    behavior: reduceMotion ? 'auto' : 'smooth',
  });
  if (decodeURIComponent(window.location.hash.slice(1)) !== id) {
    window.history.replaceState(window.history.state, '', `#${id}`);
  }
}

/** The on-page outline with scroll-spy. Renders nothing for a page without headings. */
export function Outline({ toc, title, className, ...rest }: OutlineProps) {
  const t = useT();
  const titleId = useId();
  const active = useActiveHeading(toc.map((item) => item.id));
  if (!toc.length) return null;
  return (
    <nav aria-labelledby={titleId} className={clsx('rsd-outline', className)} {...rest}>
      <div id={titleId} className="rsd-outline__title">
        {title ?? t('outline.title')}
      </div>
      <ul className="rsd-outline__list">
        {toc.map((item) => {
          const isActive = item.id === active;
          return (
            <li key={item.id} className={clsx('rsd-outline__item', item.depth === 3 && 'rsd-outline__item--nested')}>
              <Link
                href={`#${item.id}`}
                className={clsx('rsd-outline__link', isActive && 'rsd-outline__link--active')}
                aria-current={isActive ? 'true' : undefined}
                onClick={(event) => scrollToHeading(event, item.id)}
              >
                <BreakableText text={item.text} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
