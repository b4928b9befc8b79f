import { useLayoutEffect, useRef } from 'react';
import { overflows, uniqueLabel } from '../lib/scroll-region';

/**
 * Keep a box that scrolls reachable by keyboard and named: while its content is larger than it, the box is a region
 * (`tabindex="0"`, so keyboard users can focus it and scroll with the arrow keys; `role="region"` and an
 * `aria-label`, which a screen reader announces on focus). While everything fits, it is a plain box again: no tab stop
 * that does nothing, no landmark per small table. The box is found by `find` (a code block's `<pre>` is HTML React
 * does not own), its attributes are set on the DOM, and a ResizeObserver on the box and its content follows a
 * resized window, a wrap toggle or new content. `name` makes the label when the box becomes a region.
 */
export function useScrollRegion(find: () => HTMLElement | null | undefined, name: (box: HTMLElement) => string, key?: unknown): void {
  const latest = useRef({ find, name });
  latest.current = { find, name };
  useLayoutEffect(() => {
    const box = latest.current.find();
    if (!box) return;
    const update = () => {
      if (overflows(box)) {
        if (box.getAttribute('role') !== 'region') {
          const taken = new Set(
            [...box.ownerDocument.querySelectorAll('[role="region"][aria-label]')].filter((el) => el !== box).map((el) => el.getAttribute('aria-label')!),
          );
          box.setAttribute('aria-label', uniqueLabel(latest.current.name(box), taken));
          box.setAttribute('role', 'region');
        }
        box.tabIndex = 0;
      } else {
        box.removeAttribute('role');
        box.removeAttribute('aria-label');
        // A focused box keeps its tab stop until it is left, so focus is not dropped under the visitor.
        if (box.ownerDocument.activeElement !== box) box.removeAttribute('tabindex');
      }
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [key]);
}
