// Rspress's runtime hooks and helpers over rsdocs's contexts (`@rspress/core/runtime`…, aliased by the build).
// Keep RSPRESS_RUNTIME_EXPORTS (exports.ts) in step. `useI18n` and `withBase` are made per site by the build from
// `createUseI18n` and `createWithBase`, with its texts and base.
import { useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useAppearance } from '../../components/AppearanceToggle/useAppearance';
import { ClientOnly } from '../../components/ClientOnly/ClientOnly';
import { usePageData as useOurPageData } from '../../layouts/parts';
import { useThemeContext } from '../../provider/ThemeProvider';
import { withBase as joinBase } from '../../lib/url';
import type { ClientSiteData, Frontmatter, PageType } from '../../runtime/types';

export { isExternalUrl } from '../../lib/url';

/** A page as Rspress's `usePageData().page` describes it. */
export interface RspressPage {
  title: string;
  description?: string;
  frontmatter: Frontmatter;
  lang: string;
  routePath: string;
  pagePath: string;
  pageType: PageType;
  version: string;
  /** The page's outline (h2/h3), as `toc`. */
  headers: Array<{ id: string; text: string; depth: number; charIndex: number }>;
  toc: Array<{ id: string; text: string; depth: number; charIndex: number }>;
  lastUpdatedTime?: number;
  _relativePath: string;
}

/** The site as Rspress's `usePageData().siteData` describes it (what rsdocs knows in the browser). */
export interface RspressSite {
  title: string;
  description: string;
  base: string;
  lang: string;
  logo?: ClientSiteData['logo'];
  icon?: string;
  locales: Array<{ lang: string; label: string; title: string; description: string }>;
  themeConfig: { socialLinks: ClientSiteData['socialLinks']; locales: Array<{ lang: string; label: string; nav: ClientSiteData['locales'][number]['nav'] }> };
}

function rspressSite(site: ClientSiteData): RspressSite {
  return {
    title: site.title,
    description: site.description,
    base: site.base,
    lang: site.lang,
    logo: site.logo,
    icon: site.icon,
    locales: site.locales.map((l) => ({ lang: l.lang, label: l.label, title: l.title, description: l.description })),
    themeConfig: { socialLinks: site.socialLinks, locales: site.locales.map((l) => ({ lang: l.lang, label: l.label, nav: l.nav })) },
  };
}

/** The current page in Rspress's shape. Outside a docs page (a layout with no page data) its title is empty. */
export function usePage(): { page: RspressPage } {
  const data = useOurPageData();
  const { lang, pathname } = useThemeContext();
  return useMemo(() => {
    const toc = data?.toc ?? [];
    const page: RspressPage = {
      title: data?.title ?? '',
      description: typeof data?.frontmatter.description === 'string' ? data.frontmatter.description : undefined,
      frontmatter: data?.frontmatter ?? {},
      lang: data?.lang ?? lang,
      routePath: data?.routePath ?? pathname,
      pagePath: data?.pagePath ?? '',
      pageType: data?.pageType ?? 'doc',
      version: data?.version ?? '',
      headers: toc,
      toc,
      lastUpdatedTime: data?.lastUpdatedTime,
      _relativePath: data?.pagePath ?? '',
    };
    return { page };
  }, [data, lang, pathname]);
}

/** The site's data in Rspress's shape. */
export function useSite(): { site: RspressSite } {
  const { site } = useThemeContext();
  return useMemo(() => ({ site: rspressSite(site) }), [site]);
}

/** Rspress's `usePageData()`: `{ page, siteData }`. */
export function usePageData(): { page: RspressPage; siteData: RspressSite } {
  const { page } = usePage();
  const { site } = useSite();
  return { page, siteData: site };
}

export function useFrontmatter(): { frontmatter: Frontmatter } {
  return { frontmatter: usePage().page.frontmatter };
}

/** The language of the page shown (`en`, `zh`). */
export function useLang(): string {
  return useThemeContext().lang;
}

/** Whether the page is shown dark. False on the server and while hydrating. */
export function useDark(): boolean {
  return useAppearance().appearance === 'dark';
}

/** Navigate within the site without a reload (`to` without the base), or through history with a number. */
export function useNavigate(): (to: string | number) => void {
  const { navigate } = useThemeContext();
  return useCallback((to: string | number) => (typeof to === 'number' ? window.history.go(to) : navigate(to)), [navigate]);
}

const subscribeLocation = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  window.addEventListener('hashchange', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('hashchange', onChange);
  };
};

/** The location as React Router's `useLocation` gives it: `pathname` without the base, then `search` and `hash`. */
export function useLocation(): { pathname: string; search: string; hash: string } {
  const { pathname } = useThemeContext();
  // Read after hydration: the prerendered page knows neither.
  const search = useSyncExternalStore(subscribeLocation, () => window.location.search, () => '');
  const hash = useSyncExternalStore(subscribeLocation, () => window.location.hash, () => '');
  return { pathname, search, hash };
}

/**
 * Tags for the document's head (`<title>`, `<meta>`, `<link>`): React 19 places them in `<head>` wherever they are
 * rendered, so this only passes them on.
 */
export function Head({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/** Its children only in the browser, after the page has hydrated (rsdocs's `<ClientOnly>`). */
export function NoSSR({ children }: { children?: ReactNode }) {
  return <ClientOnly>{children}</ClientOnly>;
}

/** Texts of a site's `i18n.json`: `{ key: { en: '…', zh: '…' } }`. */
export type I18nTexts = Record<string, Record<string, string>>;

/**
 * The site's `useI18n`: `t(key, params)` gives the text of `key` in the page's language (else the default
 * language's), with `{{name}}` filled from `params`. A missing key gives the key itself and a console warning.
 */
export function createUseI18n(texts: I18nTexts, defaultLang: string) {
  return function useI18n() {
    const lang = useLang();
    return useCallback(
      (key: string, params?: Record<string, string>) => {
        const entry = texts[key];
        const text = entry?.[lang] ?? entry?.[defaultLang];
        if (typeof text !== 'string') {
          console.warn(`[rsdocs] i18n.json has no text for "${key}" in ${lang}`);
          return key;
        }
        return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params?.[name] ?? name);
      },
      [lang],
    );
  };
}

/** The site's `withBase`: an internal path with the site's base in front. */
export function createWithBase(base: string) {
  return (url = '/') => joinBase(url, base);
}

/** A page as `usePages()` lists it: what the build knows of every page, kept small (no content, no outline). */
export interface RspressPageSummary {
  routePath: string;
  title: string;
  lang: string;
  version: string;
  frontmatter: Frontmatter;
}

/**
 * The site's `usePages`: every page's summary, listed by the build. Only pages whose code calls it load the list
 * (it is a module of its own), the same list in prerendering and in the browser.
 */
export function createUsePages(pages: RspressPageSummary[]) {
  const result = { pages };
  return function usePages(): { pages: RspressPageSummary[] } {
    return result;
  };
}
