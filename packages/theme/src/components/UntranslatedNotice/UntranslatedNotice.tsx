import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { useThemeContext } from '../../provider/ThemeProvider';
import { useT } from '../../provider/useT';
import { htmlLang } from '../../lib/url';
import { InfoIcon } from '../Icon/icons';
import { Link } from '../Link/Link';

export interface UntranslatedNoticeProps extends ComponentPropsWithoutRef<'div'> {
  /** Route of the original page in the default language (PageData.untranslatedOf). */
  originalHref: string;
}

/**
 * The note at the top of a page shown untranslated in another language's site (`i18n.fallback`): it says so in
 * that language and links the original. The content below it is the original's, so it is marked with the
 * original's language by the layout.
 */
export function UntranslatedNotice({ originalHref, className, ...rest }: UntranslatedNoticeProps) {
  const t = useT();
  const { site } = useThemeContext();
  return (
    <div role="note" className={clsx('rsd-untranslated-notice', className)} {...rest}>
      <InfoIcon size={18} className="rsd-untranslated-notice__icon" />
      <p className="rsd-untranslated-notice__text">
        {t('page.untranslated')}{' '}
        <Link href={originalHref} hrefLang={htmlLang(site.lang)} className="rsd-untranslated-notice__link">
          {t('page.readOriginal')}
        </Link>
      </p>
    </div>
  );
}
