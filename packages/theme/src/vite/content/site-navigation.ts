import fs from 'node:fs';
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
 * What the config leaves to the files, language by language: the sidebars of each language whose config has no
 * `sidebar`, and the navbar of each whose config has no `nav` (as a site that lists none gets them: a language
 * added without one is not left bare). `sidebar: {}` and `nav: []` are a language's way to have none.
 */
export function navigationFromFiles(site: ResolvedSite): { sidebar: boolean; sidebarLangs: string[]; nav: boolean; navLangs: string[] } {
  const locales = site.config.locales ?? [];
  const unlisted = (key: 'sidebar' | 'nav') => site.routeOptions.langs.filter((lang) => locales.find((l) => l.lang === lang)?.[key] === undefined);
  const sidebarLangs = unlisted('sidebar');
  const navLangs = unlisted('nav');
  return { sidebar: sidebarLangs.length > 0, sidebarLangs, nav: navLangs.length > 0, navLangs };
}

/** `docs/<version>/<lang>/_nav.json` of a language root, relative to the project (as problems name files). */
function navFileOf(site: ResolvedSite, lang: string, version: string): string {
  const { versions } = site.routeOptions;
  const file = path.join(site.contentRoot, ...(versions.length ? [version] : []), lang, NAV_FILE);
  return path.relative(site.projectRoot, file).split(path.sep).join('/');
}

/**
 * What the config and the files cannot both be honoured in: a `_nav.json` of a language whose config lists its
 * `nav` (the config's wins; the two are not merged), and a language left without a navbar while another has one
 * (no `nav` in its config and no `_nav.json` to read it from).
 */
export function navbarProblems(site: ResolvedSite, read: { navLangs: string[] }, navless: string[]): NavigationProblem[] {
  const { langs, versions, defaultVersion } = site.routeOptions;
  const problems: NavigationProblem[] = [];
  for (const version of versions.length ? versions : [defaultVersion]) {
    for (const lang of langs) {
      const file = navFileOf(site, lang, version);
      if (!read.navLangs.includes(lang) && fs.existsSync(path.join(site.projectRoot, file))) {
        problems.push({ file, kind: 'ignored', message: `not read: the config lists the "${lang}" navbar (its locale's nav), which takes this file's place; the two are not merged. Remove the config's nav to use this file, or delete the file` });
      }
    }
  }
  const filled = site.siteData.locales.filter((l) => l.nav.length > 0 || Object.values(l.navs ?? {}).some((n) => n.length > 0));
  if (filled.length === 0) return problems; // a site without a navbar: nothing is missing
  for (const key of navless) {
    const [lang, version] = key.split('|') as [string, string];
    const other = filled.find((l) => l.lang !== lang);
    const has = other ? `"${other.lang}" has one` : 'its other versions have one';
    problems.push({
      file: navFileOf(site, lang, version),
      kind: 'missing',
      message: `not found, and the config lists no nav for "${lang}": its navbar is empty while ${has}. Write this file (links without the language prefix, like the other languages' _nav.json), or give the "${lang}" locale a nav in the config (nav: [] for none, which silences this)`,
    });
  }
  return problems;
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
  if (!read.sidebar && !read.nav) {
    reportNavigation(navbarProblems(site, read, []), site.config.checkDeadLinks ?? true, report);
    return;
  }
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
      if (!read.navLangs.includes(locale.lang)) continue; // the config's own
      locale.nav = navigation.navs[navigationKey(locale.lang, defaultVersion)] ?? [];
      if (versions.length) locale.navs = Object.fromEntries(versions.map((v) => [v, navigation.navs[navigationKey(locale.lang, v)] ?? []]));
    }
  }
  reportNavigation([...navigation.problems, ...navbarProblems(site, read, navigation.navless)], site.config.checkDeadLinks ?? true, report);
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
