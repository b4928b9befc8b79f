import { clsx } from 'clsx';
import type { ComponentPropsWithoutRef } from 'react';
import { joinRoutePath, parseRoutePath } from '../../lib/url';
import { useThemeContext } from '../../provider/ThemeProvider';
import { useT } from '../../provider/useT';
import { Link } from '../Link/Link';

export interface NotFoundProps extends ComponentPropsWithoutRef<'div'> {
  /** Where 'Take me home' leads. @default the home of the current language and version */
  homeHref?: string;
}

/** The 404 page body: code, title and a link home that keeps the version and language prefixes. */
export function NotFound({ homeHref, className, ...rest }: NotFoundProps) {
  const t = useT();
  const { site, lang, pathname } = useThemeContext();
  let home = homeHref;
  if (!home) {
    const langs = site.locales.map((l) => l.lang);
    const opts = { langs, defaultLang: site.lang, versions: site.versions, defaultVersion: site.defaultVersion };
    const parts = parseRoutePath(pathname, opts);
    // A path like '/404' carries no language; then trust the language the runtime chose.
    if (parts.lang === site.lang && langs.includes(lang)) parts.lang = lang;
    home = joinRoutePath({ ...parts, rest: '/' }, opts);
  }
  return (
    <div className={clsx('rsd-not-found', className)} {...rest}>
      <p className="rsd-not-found__code">{t('notFound.code')}</p>
      <h1 className="rsd-not-found__title">{t('notFound.title')}</h1>
      <div className="rsd-not-found__divider" />
      <Link href={home} className="rsd-not-found__home">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
