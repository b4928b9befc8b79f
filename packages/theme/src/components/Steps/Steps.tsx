import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface StepsProps {
  /** The steps: each `###` heading inside starts one and is numbered. */
  children?: ReactNode;
  className?: string;
}

/** Numbered steps along a line: every h3 inside is a step (numbered by CSS, so the page's Markdown stays as written). */
export function Steps({ children, className }: StepsProps) {
  return <div className={clsx('rsd-steps', className)}>{children}</div>;
}
