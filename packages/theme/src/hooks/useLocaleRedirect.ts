import { useEffect, useRef } from 'react';
import { readStorage, writeStorage } from '../lib/storage';
import type { ClientSiteData } from '../runtime/types';

/** Storage key of the flag that records the first visit; once set, the redirect never runs again. */
export const LOCALE_VISITED_KEY = 'rsdocs-locale-visited';

export interface LocaleRedirectOptions {
  site: ClientSiteData;
  /** Route path of the first page, without base. */
  pathname: string;
  /** Language and type of the first page. */
  pageLang: string;
  pageType: string;
  /** Whether `path` is a real page of the site (not the not-found page). May load its chunks. */
  exists: (path: string) => Promise<boolean>;
  /** Replace the current history entry with `path`, navigating on the client. */
  redirect: (path: string) => void;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

/**
 * The first-visit language redirect (see `SiteConfig.localeRedirect`): runs once after the app mounts.
 * It sets the visited flag before navigating, so it can never loop, and only redirects when the flag really
 * reached localStorage: a browser that cannot keep it would otherwise be redirected on every page load.
 */
export function useLocaleRedirect({ site, pathname, pageLang, pageType, exists, redirect }: LocaleRedirectOptions): void {
  // The values of the first render: the redirect concerns the page the visitor arrived on.
  const first = useRef({ site, pathname, pageLang, pageType, exists, redirect });

  useEffect(() => {
    const { site, pathname, pageLang, pageType, exists, redirect } = first.current;
    // Nearly every page load stops here, so the decision code is fetched only on a first visit.
    if (site.localeRedirect === 'never' || readStorage(LOCALE_VISITED_KEY) !== null) return;
    void import('../lib/locale-redirect').then(({ decideLocaleRedirect }) => {
      const decision = decideLocaleRedirect({
        mode: site.localeRedirect,
        visited: false,
        pathname,
        pageLang,
        notFound: pageType === '404',
        languages: browserLanguages(),
        langs: site.locales.map((l) => l.lang),
        defaultLang: site.lang,
        versions: site.versions,
        defaultVersion: site.defaultVersion,
      });
      if (decision.action === 'none') return;
      const kept = writeStorage(LOCALE_VISITED_KEY, '1');
      if (decision.action !== 'redirect' || !kept) return;
      const [samePage, home] = decision.candidates;
      const hash = window.location.hash;
      void exists(samePage)
        .catch(() => false)
        .then((found) => redirect(found ? `${samePage}${hash}` : home));
    });
  }, []);
}
