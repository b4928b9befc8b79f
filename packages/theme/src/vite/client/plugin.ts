// The client room owns the virtual modules: what the browser bundle (and the server bundle's entry) is made of.
import type { Plugin } from 'vite';
import { withBase } from '../../lib/url';
import { sectionManifestFile } from '../build/static-pages';
import type { ResolvedSite } from '../config/resolve';
import type { RsdocsContext } from '../context';
import { DEV_SEARCH_INDEX_HEADER, devSearchUrls, SEARCH_INTENT_EVENT } from '../dev/search';
import { moduleUrl } from '../dev/html';
import { NO_SOURCE_MAP } from '../dev/source-map';
import {
  clientEntryModule,
  manifestSectionsModule,
  reactFirstModule,
  searchModule,
  sectionModule,
  sectionsModule,
  serverEntryModule,
  themeModule,
  VIRTUAL,
} from './virtual';

/** One search index per language and version: `lang|version`. */
function searchKeys(site: ResolvedSite): string[] {
  const { langs, versions } = site.routeOptions;
  return langs.flatMap((lang) => (versions.length ? versions : ['']).map((version) => `${lang}|${version}`));
}

/** `rsdocs:client`: the `virtual:rsdocs/*` modules, made from the context's site, sections and build. */
export function clientModulesPlugin(ctx: RsdocsContext): Plugin {
  return {
    name: 'rsdocs:client',
    enforce: 'pre',
    sharedDuringBuild: true,

    // Hook filters: the bundler calls into JavaScript only for the ids these hooks handle, not for every module.
    resolveId: {
      filter: { id: /^virtual:rsdocs\// },
      handler: (id) => `\0${id}`,
    },

    load: {
      filter: { id: /^\0virtual:rsdocs\// },
      handler(id) {
        const code = virtualModule(ctx, id.slice(1));
        return code !== undefined && ctx.serving ? { code, map: NO_SOURCE_MAP } : code;
      },
    },
  };
}

/** The code of virtual module `id` (`virtual:rsdocs/…`), or undefined for an id that names none. */
export function virtualModule(ctx: RsdocsContext, id: string): string | undefined {
  const { site, paths } = ctx;
  if (id === VIRTUAL.siteData) return `export default ${JSON.stringify(site.siteData)};`;
  if (id === VIRTUAL.sections) {
    const keys = ctx.pages.sectionKeys();
    return ctx.isBuild ? manifestSectionsModule(keys, (key) => withBase(`/${sectionManifestFile(key)}`, site.siteData.base), paths) : sectionsModule(keys);
  }
  if (id.startsWith(VIRTUAL.sectionPrefix)) {
    const data = ctx.pages.sectionData(decodeURIComponent(id.slice(VIRTUAL.sectionPrefix.length)));
    const server = ctx.devServer;
    return sectionModule(data, server ? { pageUrl: (file) => moduleUrl(file, server.config.root, site.siteData.base) } : {});
  }
  if (id === VIRTUAL.theme) return themeModule(ctx.themeEntryFile, ctx.host.globalModules());
  if (id === VIRTUAL.search) {
    const remote = ctx.config.search?.mode === 'remote' ? ctx.config.search.remote : undefined;
    // The dev server builds the indexes on first request, so their names are not known yet.
    const urls = ctx.serving ? devSearchUrls(searchKeys(site), site.siteData.base) : ctx.searchUrls;
    return searchModule(urls, paths, remote, { viaPointer: ctx.isBuild, prefetch: !ctx.serving, intentEvent: ctx.serving ? SEARCH_INTENT_EVENT : undefined, outlineHeader: ctx.serving ? DEV_SEARCH_INDEX_HEADER : undefined });
  }
  if (id === VIRTUAL.content) return `export { createContent } from ${JSON.stringify(paths.client)};`;
  if (id === VIRTUAL.clientEntry) return clientEntryModule(paths);
  if (id === VIRTUAL.reactFirst) return reactFirstModule();
  if (id === VIRTUAL.serverEntry) return serverEntryModule(ctx.serverPages);
  return undefined;
}
