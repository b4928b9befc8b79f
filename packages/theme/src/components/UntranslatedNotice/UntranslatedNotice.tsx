import type { ComponentPropsWithoutRef } from 'react';
import { TranslationNotice } from '../TranslationNotice/TranslationNotice';

export interface UntranslatedNoticeProps extends ComponentPropsWithoutRef<'div'> {
  /** Route of the original page in the default language (PageData.untranslatedOf). */
  originalHref: string;
}

/**
 * The note at the top of a page shown untranslated in another language's site (`i18n.fallback`): it says so in
 * that language and links the original. The content below it is the original's, so it is marked with the
 * original's language by the layout.
 */
export function UntranslatedNotice(props: UntranslatedNoticeProps) {
  return <TranslationNotice block="rsd-untranslated-notice" message="page.untranslated" {...props} />;
}
