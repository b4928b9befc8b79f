import { forwardRef, useEffect, type ElementType, type ReactNode } from 'react';

/** Attribute on `<html>` while a modal layer keeps the page from scrolling (`ScrollLock.css`). */
export const SCROLL_LOCKED_ATTRIBUTE = 'data-rsd-scroll-locked';

let locks = 0;

/** Keep the page from scrolling until the returned function is called (locks nest). */
export function lockScroll(): () => void {
  if (locks++ === 0) document.documentElement.setAttribute(SCROLL_LOCKED_ATTRIBUTE, '');
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0) document.documentElement.removeAttribute(SCROLL_LOCKED_ATTRIBUTE);
  };
}

export interface RemoveScrollProps {
  /** The element it renders (Radix passes its `Slot`, so the child is the element). @default 'div' */
  as?: ElementType;
  children?: ReactNode;
  /** @default true */
  enabled?: boolean;
  // What `react-remove-scroll` also takes, and this lock needs not: the stylesheet does it all.
  allowPinchZoom?: boolean;
  shards?: unknown[];
  removeScrollBar?: boolean;
  inert?: boolean;
  noIsolation?: boolean;
  gapMode?: string;
  noRelative?: boolean;
  [prop: string]: unknown;
}

/**
 * `react-remove-scroll`'s `RemoveScroll` as Radix's modal layers use it, by a stylesheet rule instead of a `<style>`
 * element written at run time (which a strict Content-Security-Policy blocks: its text changes with the scrollbar's
 * width, so no hash can allow it). The build puts it in place of the package for Radix's imports when `csp` is on.
 */
export const RemoveScroll = forwardRef<unknown, RemoveScrollProps>(function RemoveScroll(
  { as: Component = 'div', enabled = true, allowPinchZoom: _pinch, shards: _shards, removeScrollBar: _bar, inert: _inert, noIsolation: _isolation, gapMode: _gap, noRelative: _relative, ...props },
  ref,
) {
  useEffect(() => (enabled ? lockScroll() : undefined), [enabled]);
  const Tag = Component as ElementType;
  return <Tag {...props} ref={ref} />;
});
