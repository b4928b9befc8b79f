/** Longest wait for an idle moment before the work runs anyway (a busy page may never be idle). */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Run `work` once the page has loaded (the `load` event) and the browser is idle: `requestIdleCallback`, or a
 * short timeout where it is missing (Safari). For fetching what the visitor is likely to need soon without
 * competing with the page's own start. Returns a function that cancels it.
 */
export function afterLoadWhenIdle(work: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback?.(id);
    } else {
      const id = setTimeout(work, 200);
      cancelIdle = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    cancelIdle();
  };
}

/** Longest wait for a frame: a hidden page paints none. */
const PAINT_TIMEOUT_MS = 100;

/**
 * Settles once the browser has painted what is rendered now: a task queued from the next frame's callback runs
 * after that frame is painted. Work that can wait for it (requests whose answers are not shown yet) then does not
 * delay the paint.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, PAINT_TIMEOUT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}
