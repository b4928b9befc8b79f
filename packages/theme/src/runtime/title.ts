import type { ClientSiteData, PageData } from './types';

/** `<title>`: 'Page | Site' for docs, the site title on the home page, `titleSuffix` when the page sets one. */
export function pageTitle(page: PageData, site: ClientSiteData): string {
  const locale = site.locales.find((l) => l.lang === page.lang);
  const siteTitle = locale?.title || site.title;
  const suffix = page.frontmatter.titleSuffix;
  const isHome = page.pageType === 'home';
  const base = isHome ? siteTitle : page.title || siteTitle;
  if (typeof suffix === 'string') return `${base}${suffix}`;
  return isHome || base === siteTitle ? siteTitle : `${base} | ${siteTitle}`;
}
