/**
 * The dev server's document and the app agree on which version of the page the server markup shows. Before the app
 * starts, the document's own script (vite/dev/html.ts) may put in the markup of a newer save; the page's module, as
 * it runs, records the source it was made from. When the app starts, the markup is taken (no more swaps) and
 * hydrated only when both come from the same save: else the app renders it afresh, which is what React would do
 * after a hydration mismatch, without reporting one that is no fault of the page. Nothing sets these in a built site.
 */
export const DEV_MARKUP_GLOBAL = '__RSDOCS_DEV_MARKUP__';

export interface DevMarkup {
  /** Set by the app as it starts: the document's script leaves the markup alone from then on. */
  taken?: boolean;
  /** The page file and the source stamp the markup was rendered from (updated when the document's script swaps it). */
  file?: string;
  stamp?: string;
  /** Source stamps of the page modules that ran, by page file. */
  modules?: Record<string, string>;
}

/**
 * Marks the server markup as taken by the app, and tells whether it may be hydrated: false only in dev when the
 * page's module ran from another save than the markup (then the app renders afresh).
 */
export function takeServerMarkup(win: Window = window): boolean {
  const markup = (win as unknown as Record<string, DevMarkup | undefined>)[DEV_MARKUP_GLOBAL];
  if (!markup) return true;
  markup.taken = true;
  const ran = markup.file === undefined ? undefined : markup.modules?.[markup.file];
  return ran === undefined || ran === markup.stamp;
}
