import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { formatPageDate } from '../../lib/last-updated';
import { useThemeContext } from '../../provider/ThemeProvider';
import { useT } from '../../provider/useT';

export interface LastUpdatedProps extends ComponentPropsWithoutRef<'p'> {
  /** Milliseconds since the epoch (PageData.lastUpdatedTime). Nothing is rendered without it. */
  timestamp?: number;
}

const DATE_SLOT = '\u0000';

/** 'Last Updated: Nov 3, 2024', formatted in UTC so server and client render the same text. */
export function LastUpdated({ timestamp, className, ...rest }: LastUpdatedProps) {
  const t = useT();
  const { lang } = useThemeContext();
  if (timestamp === undefined || !Number.isFinite(timestamp)) return null;
  const [before, after = ''] = t('page.lastUpdatedAt', { label: t('page.lastUpdated'), date: DATE_SLOT }).split(DATE_SLOT);
  return (
    <p className={clsx('rsd-last-updated', className)} {...rest}>
      {before}
      <time className="rsd-last-updated__date" dateTime={new Date(timestamp).toISOString()}>
        {formatPageDate(timestamp, lang)}
      </time>
      {after}
    </p>
  );
}
