import { useThemeContext } from './ThemeProvider';
import type { NavItem } from '../config/types';
import { parseRoutePath } from '../lib/url';
import type { ClientLocale } from '../runtime/types';

/** The current language's locale entry (nav, title, path prefix). */
export function useLocale(): ClientLocale {
  const { site, lang } = useThemeContext();
  return site.locales.find((l) => l.lang === lang) ?? site.locales[0]!;
}

/** The navbar entries of the current language and, on a versioned site whose versions differ, of its version. */
export function useNav(): NavItem[] {
  const { site, pathname } = useThemeContext();
  const locale = useLocale();
  if (!locale.navs) return locale.nav;
  const opts = { langs: site.locales.map((l) => l.lang), defaultLang: site.lang, versions: site.versions, defaultVersion: site.defaultVersion };
  return locale.navs[parseRoutePath(pathname, opts).version] ?? locale.nav;
}
