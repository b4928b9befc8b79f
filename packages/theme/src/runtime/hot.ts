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

const detailOf = (event: Event) => (event as CustomEvent<HotUpdate>).detail;

// An update can come after a page's module ran but before the app listens (it subscribes once it has hydrated):
// kept until the first listener, which would otherwise show the page as it was before the edit.
let listeners = 0;
const missed: HotUpdate[] = [];
if (typeof window !== 'undefined')
  window.addEventListener(HOT_UPDATE_EVENT, (event) => {
    if (!listeners) missed.push(detailOf(event));
  });

/** Call `onUpdate` for every hot update (first those that came before anyone listened); returns the function that stops listening. */
export function subscribeHotUpdates(onUpdate: (update: HotUpdate) => void): () => void {
  const listener = (event: Event) => onUpdate(detailOf(event));
  window.addEventListener(HOT_UPDATE_EVENT, listener);
  listeners++;
  for (const update of missed.splice(0)) onUpdate(update);
  return () => {
    listeners--;
    window.removeEventListener(HOT_UPDATE_EVENT, listener);
  };
}
