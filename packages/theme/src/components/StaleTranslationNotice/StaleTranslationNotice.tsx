import type { ComponentPropsWithoutRef } from 'react';
import { TranslationNotice } from '../TranslationNotice/TranslationNotice';

export interface StaleTranslationNoticeProps extends ComponentPropsWithoutRef<'div'> {
  /** Route of the original page in the default language (PageData.staleTranslationOf). */
  originalHref: string;
}

/** A small note on a translation that is older than its original, linking to the original. */
export function StaleTranslationNotice(props: StaleTranslationNoticeProps) {
  return <TranslationNotice block="rsd-stale-notice" message="page.staleTranslation" {...props} />;
}
