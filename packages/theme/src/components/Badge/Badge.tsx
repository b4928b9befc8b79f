import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type BadgeType = 'tip' | 'info' | 'warning' | 'danger';

export interface BadgeProps {
  /** What the badge says; `children` win over it. */
  text?: string;
  /** Colour, as the callout of the same type. @default 'tip' */
  type?: BadgeType;
  /** A bordered badge on the page's background instead of a filled one. @default false */
  outline?: boolean;
  children?: ReactNode;
  className?: string;
}

/** A short inline label (a status, a version, "new") coloured by type, e.g. beside a heading. */
export function Badge({ text, type = 'tip', outline = false, children, className }: BadgeProps) {
  return <span className={clsx('rsd-badge', `rsd-badge--${type}`, outline && 'rsd-badge--outline', className)}>{children ?? text}</span>;
}
