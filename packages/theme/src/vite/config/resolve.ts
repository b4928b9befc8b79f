import path from 'node:path';
import type { SidebarItem, SiteConfig } from '../../config/types';
import type { ClientSiteData } from '../../runtime/types';
import type { RouteOptions } from '../content/routes';

export interface ResolvedSite {
  config: SiteConfig;
  /** Absolute content folder. */
  contentRoot: string;
  /** Folder holding the config (the Vite root). */
  projectRoot: string;
  routeOptions: RouteOptions;
  excludeFolders: string[];
  siteData: ClientSiteData;
  /** Sidebars per language, keys without language prefix (the config's). */
  sidebars: Record<string, Record<string, SidebarItem[]>>;
  /**
   * Sidebars read from `_meta.json` files, per `lang|version`, when the config lists none
   * (`content/site-navigation.ts`; read with every scan of the pages). `sidebarsOf` picks the one that applies.
   */
  fileSidebars?: Record<string, Record<string, SidebarItem[]>>;
  /**
   * Per `lang|version`, a language's sidebars with the default language's entries for its untranslated pages put
   * back (`content/untranslated-sidebar.ts`), where that changed them; set with every scan. `sidebarsOf` prefers them.
   */
  untranslatedSidebars?: Record<string, Record<string, SidebarItem[]>>;
  /** The `_meta.json` and `_nav.json` files the navigation was read from. */
  navigationFiles?: string[];
  /** `i18n.fallback`: other languages get the default language's pages they lack (`content/untranslated.ts`). */
  fallbackPages: boolean;
}

/** Fill defaults and derive what the build and the browser need from the user's config. */
export function resolveSite(config: SiteConfig, projectRoot: string): ResolvedSite {
  const lang = config.lang ?? 'en';
  const locales = config.locales?.length ? config.locales : [{ lang, label: 'English' }];
  const versions = config.multiVersion?.versions ?? [];
  const defaultVersion = config.multiVersion?.default ?? '';
  const base = config.base ?? '/';
  const siteData: ClientSiteData = {
    title: config.title,
    description: config.description ?? '',
    base,
    lang,
    logo: config.logo,
    logoText: config.logoText ?? config.title,
    icon: config.icon,
    locales: locales.map((l) => ({
      lang: l.lang,
      label: l.label,
      title: l.title ?? config.title,
      description: l.description ?? config.description ?? '',
      nav: l.nav ?? [],
      messages: Object.fromEntries(Object.entries(l.messages ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string')),
      prefix: l.lang === lang ? '' : `/${l.lang}`,
      ...(l.dir ? { dir: l.dir } : {}),
    })),
    socialLinks: config.socialLinks ?? [],
    toolStack: config.toolStack,
    editLink: config.editLink,
    lastUpdated: config.lastUpdated ?? true,
    banner: config.banner,
    footer: config.footer,
    search: config.search ?? { mode: 'local' },
    versions,
    defaultVersion,
    hideNavbarOnScroll: config.hideNavbarOnScroll ?? false,
    localeRedirect: config.localeRedirect ?? (locales.length > 1 ? 'auto' : 'never'),
    pageActions: config.pageActions === false || config.llms === false ? false : { openIn: config.pageActions?.openIn ?? [] },
  };
  return {
    config,
    projectRoot,
    contentRoot: path.resolve(projectRoot, config.root ?? 'docs'),
    routeOptions: { langs: locales.map((l) => l.lang), defaultLang: lang, versions, defaultVersion },
    // A `theme/` folder at the content root is never routed anyway (routes start with a language folder).
    excludeFolders: config.exclude ?? ['shared'],
    siteData,
    sidebars: Object.fromEntries(locales.map((l) => [l.lang, l.sidebar ?? {}])),
    fallbackPages: locales.length > 1 && config.i18n?.fallback !== false,
  };
}
