import { routeLookupKey } from '../../lib/sections';
import type { SectionData } from '../../runtime/server';
import type { ResolvedSite } from '../config/resolve';
import { writeAddedPages, type PluginHost } from '../plugins/host';
import { redirectAliases, redirectList } from '../build/redirects';
import { scanPages, type ScannedPage } from './scan';
import { markUntranslatedEntries, untranslatedPages } from './untranslated';
import { groupSections, sectionData, sidebarsForSection } from './sections';
import { applyFileNavigation, applyUntranslatedEntries, sidebarsOf, type NavigationReporter } from './site-navigation';

/**
 * The site's routable pages: the content folder's, scanned, grouped into sections and indexed once per change of
 * the folder (not per module load), with the pages plugins add written as files beside them.
 */
export class SitePages {
  private scanned: ScannedPage[] | null = null;
  private sections = new Map<string, ScannedPage[]>();
  private byFile = new Map<string, ScannedPage>();
  private byRoute = new Map<string, ScannedPage>();
  private added: ScannedPage[] = [];
  /** Route keys of the untranslated pages (`i18n.fallback`), whose sidebar entries are marked. */
  private untranslated = new Set<string>();
  private version = 0;
  /** Each section's data as made since the last scan: a dev server asks for it with every page it renders. */
  private sectionCache = new Map<string, SectionData>();
  /** Where plugins' pages are written as files, so Vite loads them like the content folder's (set with the site). */
  addedDir = '';
  /** Where problems of the navigation files go (set with the site: a build stops on them, the dev server logs them). */
  navigationReporter: NavigationReporter = { build: true, warn: (m) => console.warn(m), error: (m) => console.error(m) };

  /** `site` is read when first needed: it is known once Vite's config is resolved. */
  constructor(private readonly site: () => ResolvedSite) {}

  /** Every routable page. */
  all(): ScannedPage[] {
    if (!this.scanned) {
      const site = this.site();
      const scanned = [...scanPages(site.contentRoot, site.routeOptions, site.excludeFolders), ...this.added];
      if (site.fallbackPages) scanned.push(...untranslatedPages(scanned, site.routeOptions, new Set(redirectAliases(redirectList(site.config.redirects)).keys())));
      // What the config does not list of the navigation is read from the files, with every scan.
      applyFileNavigation(site, scanned, this.navigationReporter);
      this.scanned = scanned;
      this.sectionCache.clear();
      this.sections = groupSections(scanned, site);
      this.byFile = new Map(scanned.map((p) => [p.file, p]));
      this.byRoute = new Map(scanned.map((p) => [routeLookupKey(p.routePath), p]));
      this.untranslated = new Set(scanned.filter((p) => p.untranslated).map((p) => routeLookupKey(p.routePath)));
      applyUntranslatedEntries(site, this.untranslated);
    }
    return this.scanned;
  }

  byFilePath(file: string): ScannedPage | undefined {
    this.all();
    return this.byFile.get(file);
  }

  byRoutePath(routePath: string): ScannedPage | undefined {
    this.all();
    return this.byRoute.get(routeLookupKey(routePath));
  }

  /** A file of the content folder, or a page a plugin added. */
  isPageFile(file: string): boolean {
    return file.startsWith(this.site().contentRoot) || (!!this.addedDir && file.startsWith(this.addedDir));
  }

  /** The sections' keys (`lang|version|segment`), in the order of their first page. */
  sectionKeys(): string[] {
    this.all();
    return [...this.sections.keys()];
  }

  /** A section as data: its routes and the sidebars that cover it. */
  sectionData(key: string): SectionData {
    this.all();
    let data = this.sectionCache.get(key);
    if (!data) {
      const [lang, version] = key.split('|') as [string, string];
      const sidebars = markUntranslatedEntries(sidebarsForSection(key, sidebarsOf(this.site(), lang, version)), this.untranslated, this.site().routeOptions.defaultLang);
      this.sectionCache.set(key, (data = sectionData(this.sections.get(key) ?? [], sidebars)));
    }
    return data;
  }

  /** Forget the scanned pages: a page was added or removed. */
  rescan(): void {
    this.scanned = null;
    this.version++;
  }

  /** Counts the rescans: what was derived from the routes before is stale when it changed. */
  routesVersion(): number {
    return this.version;
  }

  /** Ask the plugins for their pages (once per build or dev server). */
  async addPluginPages(host: PluginHost): Promise<void> {
    const pages = await host.addPages();
    if (!pages.length) return;
    const site = this.site();
    this.added = writeAddedPages(pages, this.addedDir, { routeOptions: site.routeOptions, existing: scanPages(site.contentRoot, site.routeOptions, site.excludeFolders) });
    this.scanned = null;
  }
}
