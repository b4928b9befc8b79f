import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { htmlLang } from '../../lib/url';
import { useThemeContext } from '../../provider/ThemeProvider';
import { useT } from '../../provider/useT';
import { InfoIcon } from '../Icon/icons';
import { Link } from '../Link/Link';

export interface StaleTranslationNoticeProps extends ComponentPropsWithoutRef<'div'> {
  /** Route of the original page in the default language (PageData.staleTranslationOf). */
  originalHref: string;
}

/** A small note on a translation that is older than its original, linking to the original. */
export function StaleTranslationNotice({ originalHref, className, ...rest }: StaleTranslationNoticeProps) {
  const t = useT();
  const { site } = useThemeContext();
  return (
    <div role="note" className={clsx('rsd-stale-notice', className)} {...rest}>
      <InfoIcon size={18} className="rsd-stale-notice__icon" />
      <p className="rsd-stale-notice__text">
        {t('page.staleTranslation')}{' '}
        <Link href={originalHref} hrefLang={htmlLang(site.lang)} className="rsd-stale-notice__link">
          {t('page.readOriginal')}
        </Link>
      </p>
    </div>
  );
}
