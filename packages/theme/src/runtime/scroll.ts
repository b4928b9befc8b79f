/** Scroll helpers shared by navigation and the outline. */

export const SCROLL_OFFSET_PX = 72;

/** Scroll so the element with `id` sits 72 px below the top (under the fixed navbar). Returns false when absent. */
export function scrollToAnchor(id: string, behavior: ScrollBehavior = 'auto'): boolean {
  let decoded = id;
  try {
    decoded = decodeURIComponent(id);
  } catch {
    // keep the raw id
  }
  const el = document.getElementById(decoded);
  if (!el) return false;
  const top = el.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  window.scrollTo({ top, behavior });
  return true;
}

export const CONTENT_RELOAD_EVENT = 'rsdocs:content-reload';

/** Tell scroll-spy, image zoom and others that the page content was swapped. */
export function fireContentReload(): void {
  window.dispatchEvent(new Event(CONTENT_RELOAD_EVENT));
}
