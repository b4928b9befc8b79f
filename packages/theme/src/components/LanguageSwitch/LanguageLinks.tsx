import { clsx } from 'clsx';
import { htmlLang, joinRoutePath, parseRoutePath } from '../../lib/url';
import { useThemeContext } from '../../provider/ThemeProvider';
import { useT } from '../../provider/useT';
import type { ClientLocale, ClientSiteData } from '../../runtime/types';
import { Link } from '../Link/Link';
import { routeOptions } from '../Navbar/navMatch';

// The language links themselves, apart from LanguageSwitch: the language menu and the mobile menu (both in the
// deferred chrome chunk) render them without importing the switch, which imports that chunk.

/** The same page in another language: swap the language prefix, keep version and the rest of the path. */
export function localizedPath(site: ClientSiteData, pathname: string, lang: string): string {
  const opts = routeOptions(site);
  return joinRoutePath({ ...parseRoutePath(pathname, opts), lang }, opts);
}

/** A link to the current page in `locale` (marked current when it is the page's language). */
export function LanguageLink({ locale }: { locale: ClientLocale }) {
  const { site, lang, pathname } = useThemeContext();
  return (
    <Link
      href={localizedPath(site, pathname, locale.lang)}
      hrefLang={htmlLang(locale.lang)}
      lang={htmlLang(locale.lang)}
      className="rsd-language-switch__item"
      aria-current={locale.lang === lang ? 'true' : undefined}
    >
      {locale.label}
    </Link>
  );
}

/** Every language as a link (LanguageSwitch's 'list' variant). Renders nothing for a one-language site. */
export function LanguageList({ className }: { className?: string }) {
  const t = useT();
  const { site } = useThemeContext();
  if (site.locales.length < 2) return null;
  return (
    <ul className={clsx('rsd-language-switch', 'rsd-language-switch--list', className)} aria-label={t('language.switch')}>
      {site.locales.map((locale) => (
        <li key={locale.lang}>
          <LanguageLink locale={locale} />
        </li>
      ))}
    </ul>
  );
}
