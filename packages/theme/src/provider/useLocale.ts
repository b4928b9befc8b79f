import { useThemeContext } from './ThemeProvider';
import type { ClientLocale } from '../runtime/types';

/** The current language's locale entry (nav, title, path prefix). */
export function useLocale(): ClientLocale {
  const { site, lang } = useThemeContext();
  return site.locales.find((l) => l.lang === lang) ?? site.locales[0]!;
}
