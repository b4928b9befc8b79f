/**
 * The head script's per-page facts (`EarlyBootConfig`), from the site data and the page. Pure: the prerender step
 * and the dev server call it (through `vite/boot-script.ts`).
 */
import { resolveMessages } from '../i18n';
import { LOCALE_VISITED_KEY } from '../lib/locale-redirect';
import { pagePartSwitches } from '../lib/part-switches';
import type { ClientSiteData, Frontmatter, PageType } from '../runtime/types';
import type { EarlyBootConfig } from './early';

/** What the head script needs to know of a page. */
export interface BootPage {
  lang: string;
  /** Unknown in the dev server, which renders in the browser: then the page counts as a doc page. */
  pageType?: PageType;
  frontmatter?: Frontmatter;
  /**
   * Where a first visit preferring another language goes from this page (URLs with base), from
   * `localeRedirectTargets`. Leave it out (dev server) and the redirect only marks the visit.
   */
  redirectTargets?: Record<string, string>;
}

export function earlyBootConfig(site: ClientSiteData, page: BootPage): EarlyBootConfig {
  const locale = site.locales.find((l) => l.lang === page.lang);
  const t = resolveMessages(page.lang, locale?.messages);
  const parts = pagePartSwitches(page.pageType ?? 'doc', page.frontmatter ?? {});
  const config: EarlyBootConfig = {
    search:
      site.search.mode === false
        ? null
        : { on: parts.globalUIComponents, label: t['search.label'], placeholder: t['search.placeholder'], loading: t['search.loading'], cancel: t['search.cancel'] },
  };
  const banner = site.banner;
  if (banner && parts.globalUIComponents && banner.display !== false && (banner.display !== 'home' || page.pageType === 'home')) {
    config.banner = banner.localStorageKey;
  }
  if (site.localeRedirect === 'auto' && site.locales.length > 1 && page.pageType !== '404') {
    config.redirect = { key: LOCALE_VISITED_KEY, pageLang: page.lang, defaultLang: site.lang, targets: page.redirectTargets ?? {} };
  }
  return config;
}
