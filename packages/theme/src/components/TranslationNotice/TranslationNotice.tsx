import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { htmlLang } from '../../lib/url';
import { useThemeContext } from '../../provider/ThemeProvider';
import { useT } from '../../provider/useT';
import type { MessageKey } from '../../i18n';
import { InfoIcon } from '../Icon/icons';
import { Link } from '../Link/Link';

export interface TranslationNoticeProps extends ComponentPropsWithoutRef<'div'> {
  /** The BEM block of the notice's classes, e.g. `rsd-stale-notice`. */
  block: string;
  /** What the notice says before its link to the original. */
  message: MessageKey;
  /** Route of the original page in the default language. */
  originalHref: string;
}

/** A note above a page about its translation (untranslated, or older than its original), linking the original. */
export function TranslationNotice({ block, message, originalHref, className, ...rest }: TranslationNoticeProps) {
  const t = useT();
  const { site } = useThemeContext();
  return (
    <div role="note" className={clsx(block, className)} {...rest}>
      <InfoIcon size={18} className={`${block}__icon`} />
      <p className={`${block}__text`}>
        {t(message)}{' '}
        <Link href={originalHref} hrefLang={htmlLang(site.lang)} className={`${block}__link`}>
          {t('page.readOriginal')}
        </Link>
      </p>
    </div>
  );
}
