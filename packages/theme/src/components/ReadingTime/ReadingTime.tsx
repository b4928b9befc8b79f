import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { usePageData } from '../../layouts/parts';
import { useT } from '../../provider/useT';

export interface ReadingTimeProps extends ComponentPropsWithoutRef<'p'> {
  /** Minutes to read. @default the page's `readingTime.minutes` (added by the build's `readingTimePlugin`) */
  minutes?: number;
}

/** '3 min read': the page's reading time. Nothing is rendered when it is unknown (the plugin is not on). */
export function ReadingTime({ minutes, className, ...rest }: ReadingTimeProps) {
  const t = useT();
  const page = usePageData<{ readingTime: { minutes: number } }>();
  const value = minutes ?? page?.readingTime?.minutes;
  if (value === undefined || !Number.isFinite(value)) return null;
  return (
    <p className={clsx('rsd-reading-time', className)} {...rest}>
      {t('page.readingTime', { minutes: String(Math.max(1, Math.round(value))) })}
    </p>
  );
}
