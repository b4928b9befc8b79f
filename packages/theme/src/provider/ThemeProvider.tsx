import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { resolveMessages, type Messages } from '../i18n';
import type { ClientSiteData } from '../runtime/types';
import type { SearchSource } from './search';

export interface ThemeContextValue {
  site: ClientSiteData;
  /** Language of the current page. */
  lang: string;
  messages: Messages;
  /** Current route path without the base, e.g. `/zh/guide/start/`. */
  pathname: string;
  /** Client-side navigation to an internal path (without base). */
  navigate: (to: string) => void;
  /** Start loading the code and data of an internal path. */
  preload: (to: string) => void;
  searchSource?: SearchSource;
}

export const defaultSite: ClientSiteData = {
  title: 'Docs',
  description: '',
  base: '/',
  lang: 'en',
  locales: [{ lang: 'en', label: 'English', title: 'Docs', description: '', nav: [], messages: {}, prefix: '' }],
  socialLinks: [],
  lastUpdated: true,
  search: { mode: 'local' },
  versions: [],
  defaultVersion: '',
  hideNavbarOnScroll: false,
  localeRedirect: 'never',
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  site?: ClientSiteData;
  lang?: string;
  pathname?: string;
  navigate?: (to: string) => void;
  preload?: (to: string) => void;
  searchSource?: SearchSource;
  children?: ReactNode;
}

const assignLocation = (to: string) => {
  if (typeof window !== 'undefined') window.location.assign(to);
};
const noop = () => {};

/** Everything site-wide that components need: config, strings, navigation and search. */
export function ThemeProvider({
  site = defaultSite,
  lang = site.lang,
  pathname = '/',
  navigate = assignLocation,
  preload = noop,
  searchSource,
  children,
}: ThemeProviderProps) {
  const value = useMemo<ThemeContextValue>(() => {
    const locale = site.locales.find((l) => l.lang === lang);
    return {
      site,
      lang,
      messages: resolveMessages(lang, locale?.messages),
      pathname,
      navigate,
      preload,
      searchSource,
    };
  }, [site, lang, pathname, navigate, preload, searchSource]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** Read the theme context. Outside a provider, components see the default English site. */
export function useThemeContext(): ThemeContextValue {
  const ctx = useContext(ThemeContext);
  if (ctx) return ctx;
  return {
    site: defaultSite,
    lang: 'en',
    messages: resolveMessages('en'),
    pathname: '/',
    navigate: assignLocation,
    preload: noop,
  };
}
