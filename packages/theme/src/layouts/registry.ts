import type { ComponentType } from 'react';
import { loadChromeExtras, startChromeOnIntent } from '../components/Deferred/chrome';
import type { PageData, PageType } from '../runtime/types';
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
 * Parts a layout renders under `<Suspense>` (the doc sidebar's code, an overview). Client navigation waits for a
 * page's parts so nothing pops in after the swap; the first page hydrates without them (React keeps their
 * prerendered HTML). Without a page: every part the layout can render.
 */
const deferredParts: Partial<Record<PageType, (page?: PageData) => Promise<unknown>>> = {
  // Through the layout's module (needed anyway), so the parts' loaders are not split into chunks of their own.
  doc: (page) => import('./DocLayout').then((m) => m.loadDocParts(page)),
};

/**
 * What a navigation waits for besides its page: the page's parts and the chrome extras. The extras too: a part still
 * waiting to hydrate when the navigation's new context reaches it could only be rendered afresh, blank until its
 * code came. A page left alone fetches them on intent only (`startChromeOnIntent`).
 */
export function loadDeferredParts(page: PageData): Promise<unknown> {
  return Promise.all([loadChromeExtras(), deferredParts[page.pageType]?.(page)]);
}

/**
 * Start fetching what the first page's deferred parts need, without waiting: they hydrate when it arrives. The
 * chrome extras wait for the visitor's intent (or a first navigation).
 */
export function startDeferredParts(page: PageData): void {
  Promise.resolve(deferredParts[page.pageType]?.(page)).catch(() => {});
  startChromeOnIntent();
}

/** Every deferred chunk, including the chrome extras: server rendering, tests and Storybook need them all. */
export function loadAllDeferredParts(): Promise<unknown> {
  return Promise.all([loadChromeExtras(), ...Object.values(deferredParts).map((load) => load())]);
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
