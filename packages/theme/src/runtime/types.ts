import type { LangCode, NavItem, SidebarItem, SocialLink, ToolLink, BannerConfig, SearchConfig } from '../config/types';

// A page's data is the floor's (types/page.ts): the config's plugin hooks take it too.
export type { BlogPost, FeatureItem, Frontmatter, HeroAction, HeroFrontmatter, OverviewGroup, PageData, PageType, PostAuthor, TocItem } from '../types/page';

/** Site data shipped to every page: small and independent of the number of pages. */
export interface ClientLocale {
  lang: LangCode;
  label: string;
  title: string;
  description: string;
  nav: NavItem[];
  /** A versioned site's navbar per version, when it differs by version (read from each version's `_nav.json`). */
  navs?: Record<string, NavItem[]>;
  messages: Record<string, string>;
  /** Path prefix of the language, '' for the default one, '/zh' for Chinese. */
  prefix: string;
  /** The writing direction the config declares for this language; absent: the language's own (`textDirection`). */
  dir?: 'ltr' | 'rtl';
}

export interface ClientSiteData {
  title: string;
  description: string;
  base: string;
  lang: LangCode;
  logo?: string | { light: string; dark: string };
  logoText?: string;
  icon?: string;
  locales: ClientLocale[];
  socialLinks: SocialLink[];
  toolStack?: ToolLink[];
  editLink?: { docRepoBaseUrl: string };
  lastUpdated: boolean;
  banner?: BannerConfig;
  footer?: { message?: string | Record<string, string> };
  search: SearchConfig;
  versions: string[];
  defaultVersion: string;
  hideNavbarOnScroll: boolean;
  /**
   * The doc pages' menu (`SiteConfig.pageActions`), resolved: false when off or without Markdown copies (`llms:
   * false`); left out (data made by hand: tests, stories) it is off.
   */
  pageActions?: false | { openIn: Array<{ name: string; url: string }> };
  /** First-visit language redirect (see `SiteConfig.localeRedirect`), resolved: never undefined. */
  localeRedirect: 'auto' | 'never';
}

/** A page link with neighbours, resolved from the sidebar for prev/next navigation. */
export interface PageLink {
  text: string;
  link: string;
}

export type { SidebarItem };
