import { useEffect, useState } from 'react';

/**
 * The window's vertical scroll position, updated at most every `throttleMs` (leading and trailing edge)
 * from a passive listener. It is 0 on the server and in the hydrating render, so markup always matches;
 * the real position arrives right after mount.
 */
export function useScrollY(throttleMs = 200): number {
  const [y, setY] = useState(0);
  useEffect(() => {
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      last = Date.now();
      timer = undefined;
      setY(window.scrollY);
    };
    const onScroll = () => {
      if (timer !== undefined) return;
      const wait = throttleMs - (Date.now() - last);
      if (wait <= 0) update();
      else timer = setTimeout(update, wait);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    };
  }, [throttleMs]);
  return y;
}

/**
 * Whether a hide-on-scroll bar should be hidden: after scrolling down past `offset`, until the next scroll up.
 * Derived during render from the previous position, so no extra effect runs.
 */
export function useHiddenOnScroll(y: number, enabled: boolean, offset = 64): boolean {
  const [state, setState] = useState({ y, hidden: false });
  if (state.y !== y) {
    const hidden = enabled && y > state.y && y > offset;
    setState({ y, hidden });
    return hidden;
  }
  return enabled && state.hidden;
}
