import type { ComponentType } from 'react';
import { navbarExtras } from '../components/Navbar/deferred';
import type { PageType } from '../runtime/types';
import type { LayoutProps } from './types';

type PageLayout = ComponentType<LayoutProps>;

/**
 * Each page type's layout is its own chunk: a doc page never downloads the home hero, the home page never
 * downloads the sidebar. The runtime loads the layout together with the page, before rendering it.
 */
const loaders: Record<PageType, () => Promise<PageLayout>> = {
  doc: () => import('./DocLayout').then((m) => m.DocLayout),
  home: () => import('./HomeLayout').then((m) => m.HomeLayout),
  '404': () => import('./SimpleLayouts').then((m) => m.NotFoundLayout),
  custom: () => import('./SimpleLayouts').then((m) => m.CustomLayout),
  blank: () => import('./SimpleLayouts').then((m) => m.BlankLayout),
};

/**
 * Parts a layout renders under `<Suspense>` (the doc sidebar's code). Client navigation waits for them so
 * nothing pops in after the swap; the first page hydrates without them (React keeps their prerendered HTML).
 */
const deferredParts: Partial<Record<PageType, () => Promise<unknown>>> = {
  // Through the layout's module (needed anyway), so the sidebar part is not split into a chunk of its own.
  doc: () => import('./DocLayout').then((m) => m.loadDocSidebar()),
};

export function loadDeferredParts(type: PageType): Promise<unknown> {
  return deferredParts[type]?.() ?? Promise.resolve();
}

/** Start fetching what the first page's deferred parts need, without waiting: they hydrate when it arrives. */
export function startDeferredParts(type: PageType): void {
  Promise.all([navbarExtras.get(), loadDeferredParts(type)]).catch(() => {});
}

/** Every deferred chunk, including the navbar's extras: server rendering, tests and Storybook need them all. */
export function loadAllDeferredParts(): Promise<unknown> {
  return Promise.all([navbarExtras.get(), ...Object.values(deferredParts).map((load) => load())]);
}

const loaded = new Map<PageType, PageLayout>();

export function loadPageLayout(type: PageType): Promise<PageLayout> {
  const hit = loaded.get(type);
  if (hit) return Promise.resolve(hit);
  return (loaders[type] ?? loaders.doc)().then((layout) => {
    loaded.set(type, layout);
    return layout;
  });
}

/** The layout if it is already loaded (always true for the page being rendered by the runtime). */
export function getLoadedLayout(type: PageType): PageLayout | undefined {
  return loaded.get(type);
}

/** Make layouts available synchronously (server rendering, tests). */
export function registerPageLayouts(layouts: Partial<Record<PageType, PageLayout>>): void {
  for (const [type, layout] of Object.entries(layouts)) if (layout) loaded.set(type as PageType, layout);
}
