import path from 'node:path';
import type { SidebarItem } from '../../config/types';
import { joinRoutePath } from '../../lib/url';
import type { ResolvedSite } from '../config/resolve';
import { formatProblem, throwProblems, type Problem } from '../errors';
import { META_FILE, NAV_FILE, navigationKey, readFileNavigation, type NavigationProblem } from './navigation';
import type { ScannedPage } from './scan';
import { withUntranslatedEntries } from './untranslated-sidebar';

/** How problems of the navigation files are reported: a build stops on errors, the dev server logs them. */
export interface NavigationReporter {
  /** A build: errors (and dead entries, with `checkDeadLinks`) stop it. */
  build: boolean;
  warn(message: string): void;
  error(message: string): void;
}

/**
 * What the config leaves to the files: the sidebars of each language whose config has no `sidebar` (as a site
 * that lists none gets them: a language added without one is not left bare); the navbar when no language lists one.
 */
export function navigationFromFiles(site: ResolvedSite): { sidebar: boolean; sidebarLangs: string[]; nav: boolean } {
  const locales = site.config.locales ?? [];
  const sidebarLangs = site.routeOptions.langs.filter((lang) => locales.find((l) => l.lang === lang)?.sidebar === undefined);
  return { sidebar: sidebarLangs.length > 0, sidebarLangs, nav: !locales.some((l) => l.nav !== undefined) };
}

/** Whether a file is one the navigation is read from (a change of it changes sidebars or the navbar). */
export function isNavigationFile(file: string, site: ResolvedSite): boolean {
  const name = path.basename(file);
  return (name === META_FILE || name === NAV_FILE) && file.startsWith(site.contentRoot + path.sep);
}

/**
 * Read the navigation files for what the config leaves out and put it in the site: the sidebars per language and
 * version (`sidebarsOf`), and the navbar in the site data (`locale.nav`, and `locale.navs` per version). Called
 * whenever the pages are scanned; problems go to `report` (see `NavigationReporter`).
 */
export function applyFileNavigation(site: ResolvedSite, pages: ScannedPage[], report: NavigationReporter): void {
  const read = navigationFromFiles(site);
  if (!read.sidebar && !read.nav) return;
  const navigation = readFileNavigation({
    contentRoot: site.contentRoot,
    projectRoot: site.projectRoot,
    routeOptions: site.routeOptions,
    excludeFolders: site.excludeFolders,
    pages,
    read,
    untranslatedFrom: site.fallbackPages ? site.routeOptions.defaultLang : undefined,
  });
  site.navigationFiles = navigation.files;
  if (read.sidebar) site.fileSidebars = navigation.sidebars;
  if (read.nav) {
    const { versions, defaultVersion } = site.routeOptions;
    for (const locale of site.siteData.locales) {
      locale.nav = navigation.navs[navigationKey(locale.lang, defaultVersion)] ?? [];
      if (versions.length) locale.navs = Object.fromEntries(versions.map((v) => [v, navigation.navs[navigationKey(locale.lang, v)] ?? []]));
    }
  }
  reportNavigation(navigation.problems, site.config.checkDeadLinks ?? true, report);
}

let lastReported = '';

function reportNavigation(problems: NavigationProblem[], checkDeadLinks: boolean, report: NavigationReporter): void {
  const plain = ({ kind: _, ...p }: NavigationProblem): Problem => p;
  const fatal = problems.filter((p) => p.kind === 'error' || (p.kind === 'dead' && checkDeadLinks));
  const warnings = problems.filter((p) => !fatal.includes(p));
  if (report.build) {
    for (const p of warnings) report.warn(`rsdocs: ${formatProblem(plain(p))}${p.kind === 'dead' ? ' (left out of the sidebar)' : ''}`);
    throwProblems(fatal.map(plain), 'the navigation files (_meta.json, _nav.json) have problems');
    return;
  }
  // The dev server reads them again on every change of the content folder: say only what changed.
  const text = problems.map((p) => `${p.kind}:${formatProblem(plain(p))}`).join('\n');
  if (text === lastReported) return;
  lastReported = text;
  for (const p of fatal) report.error(`rsdocs: ${formatProblem(plain(p))}${p.kind === 'dead' ? ' (left out for now; the build fails on it)' : ' (the build fails on it)'}`);
  for (const p of warnings) report.warn(`rsdocs: ${formatProblem(plain(p))}`);
}

/**
 * The sidebars of a language and version: the config's, or those read from the files; with the entries of its
 * untranslated pages put back where the default language's sidebar has them (`applyUntranslatedEntries`).
 */
export function sidebarsOf(site: ResolvedSite, lang: string, version: string): Record<string, SidebarItem[]> {
  return site.untranslatedSidebars?.[navigationKey(lang, version)] ?? writtenSidebarsOf(site, lang, version);
}

/** The sidebars of a language and version as written: the config's, or those read from the files. */
function writtenSidebarsOf(site: ResolvedSite, lang: string, version: string): Record<string, SidebarItem[]> {
  return site.fileSidebars?.[navigationKey(lang, version)] ?? site.sidebars[lang] ?? {};
}

/**
 * Put the default language's sidebar entries for untranslated pages (route keys in `untranslated`) into the other
 * languages' sidebars that are the same list without them (see `content/untranslated-sidebar.ts`). Called whenever
 * the pages are scanned, after the file navigation is read.
 */
export function applyUntranslatedEntries(site: ResolvedSite, untranslated: ReadonlySet<string>): void {
  const { routeOptions } = site;
  site.untranslatedSidebars = {};
  if (!untranslated.size) return;
  for (const version of routeOptions.versions.length ? routeOptions.versions : [routeOptions.defaultVersion]) {
    const original = writtenSidebarsOf(site, routeOptions.defaultLang, version);
    for (const lang of routeOptions.langs) {
      if (lang === routeOptions.defaultLang) continue;
      const own = writtenSidebarsOf(site, lang, version);
      const completed = withUntranslatedEntries(own, original, { lang, routeOptions, untranslated });
      if (completed !== own) site.untranslatedSidebars[navigationKey(lang, version)] = completed;
    }
  }
}

/** The path prefix of a language and version (`/v1/zh`, '' for the defaults): what sidebar keys are written without. */
export function routePrefixOf(site: ResolvedSite, lang: string, version: string): string {
  return joinRoutePath({ lang, version, rest: '/' }, site.routeOptions).replace(/\/$/, '');
}

/** The navbars in the site data, as text: compared before and after a navigation file changed. */
export function navbarSnapshot(site: ResolvedSite): string {
  return JSON.stringify(site.siteData.locales.map((l) => [l.nav, l.navs]));
}
