import type { SidebarItem } from '../config/types';
import { loadMessages } from '../i18n';
import { loadChromeExtras } from '../components/Deferred/chrome';
import { loadDeferredParts, loadPageLayout, startDeferredParts } from '../layouts/registry';
import { mapResource, recoverResource, settledResource, toResource } from '../lib/resource';
import { routeLookupKey, sectionKeyOf, type SectionKeyOptions } from '../lib/sections';
import { parseRoutePath } from '../lib/url';
import { pageComponent } from './content';
import type { ClientSiteData, PageData } from './types';
import type { HotUpdate } from './hot';
import type { LoadedPage, PageModule, RouteRecord, SectionLoaders, SectionModule } from './route-types';

export interface RouteLoader {
  /** Resolve and load everything a path needs; unknown paths resolve to the 404 page. Rejects when a chunk fails. */
  load(path: string): Promise<LoadedPage>;
  /**
   * The prerendered first page: its chunk (named in the HTML) and layout, but not its section, which only
   * feeds the sidebar and is left to arrive while the page hydrates.
   */
  loadFirst(pageData: PageData, pageModule: () => Promise<PageModule>): Promise<LoadedPage>;
  /** Start loading a path's chunks without rendering. Errors are ignored: navigation reports them. */
  preload(path: string): void;
  /** Take a module the dev server updated in place: later loads return it instead of the one first imported. */
  applyHotUpdate(update: HotUpdate): void;
}

export function keyOptions(site: ClientSiteData): SectionKeyOptions {
  return {
    langs: site.locales.map((l) => l.lang),
    defaultLang: site.lang,
    versions: site.versions,
    defaultVersion: site.defaultVersion,
  };
}

/** The 404 page's data for a path: language and version come from the path so 'Take me home' stays in them. */
export function notFoundPage(path: string, site: ClientSiteData): PageData {
  const { lang, version } = parseRoutePath(path, keyOptions(site));
  return {
    pagePath: '',
    pageType: '404',
    title: '404',
    frontmatter: {},
    toc: [],
    routePath: '/404',
    lang,
    version,
    relativePath: '',
  };
}

export function createRouteLoader(site: ClientSiteData, sections: SectionLoaders): RouteLoader {
  const opts = keyOptions(site);
  let loaders = sections;
  const sectionCache = new Map<string, Promise<{ module: SectionModule; byPath: Map<string, RouteRecord> }>>();
  // Pages updated by the dev server, by route: the browser keeps the first module of a URL for good.
  const hotPages = new Map<string, PageModule>();
  const indexSection = (module: SectionModule) => ({ module, byPath: new Map(module.routes.map((r) => [routeLookupKey(r.path), r])) });
  const latest = (page: PageModule) => hotPages.get(routeLookupKey(page.pageData.routePath)) ?? page;

  function loadSection(key: string) {
    let entry = sectionCache.get(key);
    if (!entry) {
      const loader = loaders[key];
      if (!loader) return null;
      entry = loader().then(indexSection);
      entry.catch(() => sectionCache.delete(key)); // allow a retry after a network error
      sectionCache.set(key, entry);
    }
    return entry;
  }

  async function load(path: string): Promise<LoadedPage> {
    const section = loadSection(sectionKeyOf(path, opts));
    if (section) {
      const { module, byPath } = await section;
      const record = byPath.get(routeLookupKey(path));
      if (record) {
        const page = latest(await record.element());
        const type = page.pageData.pageType;
        await Promise.all([loadPageLayout(type), loadDeferredParts(page.pageData), loadMessages(page.pageData.lang)]);
        return { pageData: page.pageData, Content: pageComponent(page), sidebars: settledResource(module.sidebars) };
      }
    }
    const notFound = notFoundPage(path, site);
    await Promise.all([loadPageLayout('404'), loadChromeExtras(), loadMessages(notFound.lang)]);
    return { pageData: notFound, Content: null, sidebars: settledResource({}) };
  }

  async function loadFirst(pageData: PageData, pageModule: () => Promise<PageModule>): Promise<LoadedPage> {
    const notFound = pageData.pageType === '404';
    startDeferredParts(pageData);
    const section = notFound ? null : loadSection(sectionKeyOf(pageData.routePath, opts));
    // A section that fails to load costs the sidebar (logged), never the page.
    const sidebars = section
      ? recoverResource(
          mapResource(toResource(section), (s) => s.module.sidebars),
          (error): Record<string, SidebarItem[]> => {
            console.error('[rsdocs] could not load the sidebar', error);
            return {};
          },
        )
      : settledResource({});
    const [loaded] = await Promise.all([notFound ? null : pageModule(), loadPageLayout(pageData.pageType), loadMessages(pageData.lang)]);
    // The inline data is the truth for hydration, unless the dev server has updated the page since.
    const hot = notFound ? undefined : hotPages.get(routeLookupKey(pageData.routePath));
    const page = hot ?? loaded;
    return { pageData: hot?.pageData ?? pageData, Content: page ? pageComponent(page) : null, sidebars };
  }

  function preload(path: string) {
    // A link hovered: the navigation it may lead to waits for the chrome extras too (`loadDeferredParts`).
    loadChromeExtras().catch(() => {});
    const section = loadSection(sectionKeyOf(path, opts));
    section
      ?.then(({ byPath }) => byPath.get(routeLookupKey(path))?.preload())
      .catch(() => {});
  }

  function applyHotUpdate(update: HotUpdate) {
    if (update.type === 'page') hotPages.set(routeLookupKey(update.module.pageData.routePath), update.module);
    else if (update.type === 'section') sectionCache.set(update.key, Promise.resolve(indexSection(update.module)));
    else {
      loaders = update.sections;
      for (const key of sectionCache.keys()) if (!loaders[key]) sectionCache.delete(key);
    }
  }

  return { load, loadFirst, preload, applyHotUpdate };
}
