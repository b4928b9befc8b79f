import type { PageModule, SectionLoaders, SectionModule } from './route-types';

/**
 * The dev server's hot updates, as the runtime receives them. Page and section modules accept their own updates
 * (`import.meta.hot.accept`, code the dev server adds to them) and hand the new module over with this window
 * event: the running app swaps it in without a reload. Nothing dispatches it in a built site.
 */
export const HOT_UPDATE_EVENT = 'rsdocs:hot-update';

export type HotUpdate =
  /** A page's Markdown/MDX changed: its new module. */
  | { type: 'page'; module: PageModule }
  /** A page was added to or removed from a section: the section's new route table. */
  | { type: 'section'; key: string; module: SectionModule }
  /** A section appeared or disappeared: the new list of section loaders. */
  | { type: 'sections'; sections: SectionLoaders };

/** Call `onUpdate` for every hot update; returns the function that stops listening. */
export function subscribeHotUpdates(onUpdate: (update: HotUpdate) => void): () => void {
  const listener = (event: Event) => onUpdate((event as CustomEvent<HotUpdate>).detail);
  window.addEventListener(HOT_UPDATE_EVENT, listener);
  return () => window.removeEventListener(HOT_UPDATE_EVENT, listener);
}
