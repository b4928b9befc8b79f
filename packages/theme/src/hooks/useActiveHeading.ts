import { useLayoutEffect, useState } from 'react';
import { endEarlyOutline } from '../boot/bridge';
import { resolveActiveHeading } from '../lib/outline';

/** Window event the runtime fires after it swaps in a new page's content. */
export { CONTENT_RELOAD_EVENT } from '../runtime/scroll';
import { CONTENT_RELOAD_EVENT } from '../runtime/scroll';
/** Scroll events are handled at most once per this many ms (leading and trailing). */
export const SCROLL_THROTTLE_MS = 200;
const DEFAULT_SCROLL_OFFSET = 72;

/** The anchor scroll offset in px: `--rsd-scroll-offset` on the root element, else 72. */
export function readScrollOffset(): number {
  if (typeof window === 'undefined') return DEFAULT_SCROLL_OFFSET;
  const value = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--rsd-scroll-offset'));
  return Number.isFinite(value) ? value : DEFAULT_SCROLL_OFFSET;
}

/**
 * Scroll-spy: the id of the heading the reader is in, i.e. the last one scrolled up to the anchor offset.
 * At the very bottom of a scrollable page the last heading wins, since it may never reach the top.
 * Starts `undefined` on the server and the first client render; measures after mount.
 */
export function useActiveHeading(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string>();
  const key = ids.join('\n');

  // A layout effect: the head script's mark goes and React's comes in the same frame (no outline without a mark).
  useLayoutEffect(() => {
    endEarlyOutline();
    const list = key ? key.split('\n') : [];
    let offset = readScrollOffset();

    const update = () => {
      const scrollY = window.scrollY;
      // Query every time: the elements are replaced when the runtime swaps page content.
      const tops = list.map((id) => {
        const el = document.getElementById(id);
        return el ? el.getBoundingClientRect().top + scrollY : Number.NaN;
      });
      let index = resolveActiveHeading(tops, scrollY, offset);
      const page = document.documentElement.scrollHeight;
      if (scrollY > 0 && page > window.innerHeight && window.innerHeight + scrollY >= page - 2) {
        const last = tops.findLastIndex((top) => !Number.isNaN(top));
        if (last >= 0) index = last;
      }
      setActive(index >= 0 ? list[index] : undefined);
    };

    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastRun = 0;
    const onScroll = () => {
      const wait = SCROLL_THROTTLE_MS - (Date.now() - lastRun);
      if (wait <= 0) {
        lastRun = Date.now();
        update();
      } else if (timer === undefined) {
        timer = setTimeout(() => {
          timer = undefined;
          lastRun = Date.now();
          update();
        }, wait);
      }
    };
    const remeasure = () => {
      offset = readScrollOffset();
      update();
    };

    update();
    if (!list.length) return;
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', remeasure);
    window.addEventListener(CONTENT_RELOAD_EVENT, remeasure);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', remeasure);
      window.removeEventListener(CONTENT_RELOAD_EVENT, remeasure);
    };
  }, [key]);

  return active;
}
