import { clsx } from 'clsx';
import type { CSSProperties, ReactNode } from 'react';
import { ArrowRightIcon } from '../Icon/icons';
import { Link } from '../Link/Link';

export interface LinkCardProps {
  /** Where the card leads: an internal path (client navigation) or an external URL. */
  href: string;
  title: string;
  description?: ReactNode;
  style?: CSSProperties;
  className?: string;
}

/** A bordered card that links to another page, with a title, a line of description and an arrow. */
export function LinkCard({ href, title, description, style, className }: LinkCardProps) {
  return (
    <div className={clsx('rsd-link-card', className)} style={style}>
      <Link href={href} className="rsd-link-card__link">
        <span className="rsd-link-card__title">{title}</span>
        <ArrowRightIcon size={18} className="rsd-link-card__arrow" />
      </Link>
      {description != null && <div className="rsd-link-card__description">{description}</div>}
    </div>
  );
}
