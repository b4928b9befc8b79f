import type { SidebarItem } from '../config/types';
import type { PageModule, RouteRecord, SectionModule } from './route-types';

/**
 * A section of a built site as the build writes it (`_rsdocs/sections/<key>.json`): its routes, each naming the
 * URL of its page's module, and the sidebars that cover them. The file's name does not change when a page does,
 * so the client entry that names it stays the same after an edit (and so does every page's HTML).
 */
export interface SectionManifest {
  routes: Array<Omit<RouteRecord, 'element' | 'preload'> & { module: string }>;
  sidebars: Record<string, SidebarItem[]>;
}

/** The route table of a manifest: each route imports its page's module (the browser caches it by URL). */
export function sectionFromManifest(manifest: SectionManifest): SectionModule {
  return {
    routes: manifest.routes.map(({ module, ...route }) => {
      const element = () => import(/* @vite-ignore */ module) as Promise<PageModule>;
      return { ...route, element, preload: element };
    }),
    sidebars: manifest.sidebars,
  };
}

/** Loads a section of a built site from its manifest. A failed request rejects, so the router can retry it. */
export function sectionLoader(url: string): () => Promise<SectionModule> {
  return async () => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`[rsdocs] could not load ${url}: ${response.status}`);
    return sectionFromManifest((await response.json()) as SectionManifest);
  };
}
