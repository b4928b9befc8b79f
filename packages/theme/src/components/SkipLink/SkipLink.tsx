import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { useT } from '../../provider/useT';

export interface SkipLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  /** Id of the main content element. @default 'rsd-main' */
  targetId?: string;
}

/** The first focusable element of the page: jumps past the navigation to the content; visible only on focus. */
export function SkipLink({ targetId = 'rsd-main', className, children, ...rest }: SkipLinkProps) {
  const t = useT();
  return (
    <a {...rest} href={`#${targetId}`} className={clsx('rsd-skip-link', className)}>
      {children ?? t('skipToContent')}
    </a>
  );
}
