import { useEffect, useRef, type RefObject } from 'react';
import { scrolledPast, ZOOM_ATTACH_DELAY_MS, zoomTransform } from '../../lib/zoom';
import { useT } from '../../provider/useT';

export { ZOOM_ATTACH_DELAY_MS };
/** Page scroll, in px since opening, that closes the zoom. */
export const ZOOM_SCROLL_THRESHOLD_PX = 40;
/** Length of the closing animation; the overlay is removed after it. */
export const ZOOM_CLOSE_DELAY_MS = 150;
/** Window event the runtime fires after it swaps page content; zoom re-attaches to new images. */
export { CONTENT_RELOAD_EVENT } from '../../runtime/scroll';
import { CONTENT_RELOAD_EVENT } from '../../runtime/scroll';

export interface ImageZoomOptions {
  /** Space kept free around the zoomed image, in px. @default 0 */
  margin?: number;
}

/** A container element, a ref to one, or a CSS selector resolved when attaching. */
export type ImageZoomTarget = RefObject<Element | null> | string;

const ZOOMABLE_ATTR = 'data-rsd-zoomable';

function isZoomable(img: HTMLImageElement): boolean {
  return !img.closest('a, button, [data-no-zoom]') && !img.hasAttribute('data-no-zoom');
}

function isSvg(src: string): boolean {
  return /^data:image\/svg\+xml|\.svg(?:[?#]|$)/i.test(src);
}

/**
 * Make the images inside a container zoom on click or Enter, as a self-written, medium-zoom-like overlay:
 * the image grows from its place on the page to fill the viewport over a background in the page colour,
 * and closes on Escape, click, resize or a scroll of more than 40 px. A `data-zoom-src` image is loaded
 * for the zoomed view when available; if it fails, a warning is logged and the normal image stays.
 */
export function useImageZoom(target: ImageZoomTarget, { margin = 0 }: ImageZoomOptions = {}): void {
  const t = useT();
  const labels = useRef({ zoomed: '', hint: '' });
  labels.current = { zoomed: t('image.zoomed'), hint: t('image.closeHint') };

  useEffect(() => {
    const attached = new Map<HTMLImageElement, () => void>();
    /** Removal of every overlay still in the page, open or closing. */
    const pending = new Set<() => void>();
    let closeCurrent: ((immediate?: boolean) => void) | null = null;

    const open = (img: HTMLImageElement) => {
      if (closeCurrent) return;
      const box = img.getBoundingClientRect();
      const src = img.currentSrc || img.src;
      const startY = window.scrollY;
      const previousVisibility = img.style.visibility;

      const root = document.createElement('div');
      root.className = 'rsd-zoom';
      root.setAttribute('role', 'dialog');
      root.setAttribute('aria-modal', 'true');
      root.setAttribute('aria-label', img.alt || labels.current.zoomed);
      root.tabIndex = -1;
      const backdrop = document.createElement('div');
      backdrop.className = 'rsd-zoom__backdrop';
      const hint = document.createElement('span');
      hint.className = 'rsd-visually-hidden';
      hint.id = `rsd-zoom-hint-${Math.random().toString(36).slice(2, 8)}`;
      hint.textContent = labels.current.hint;
      root.setAttribute('aria-describedby', hint.id);
      const clone = document.createElement('img');
      clone.className = 'rsd-zoom__image';
      clone.src = src;
      clone.alt = img.alt;
      Object.assign(clone.style, { top: `${box.top}px`, left: `${box.left}px`, width: `${box.width}px`, height: `${box.height}px` });
      root.append(backdrop, clone, hint);
      document.body.appendChild(root);
      img.style.visibility = 'hidden';

      let natural = isSvg(src) || !img.naturalWidth ? null : { width: img.naturalWidth, height: img.naturalHeight };
      const place = () => {
        const viewport = { width: document.documentElement.clientWidth || window.innerWidth, height: document.documentElement.clientHeight || window.innerHeight };
        const { x, y, scale } = zoomTransform(box, viewport, natural, margin);
        clone.style.transform = `translate(${x}px, ${y}px) scale(${scale})`;
      };
      void clone.offsetWidth; // start the transition from the original box
      root.classList.add('rsd-zoom--open');
      place();
      root.focus({ preventScroll: true });

      const zoomSrc = img.getAttribute('data-zoom-src');
      if (zoomSrc) {
        const loader = new Image();
        loader.onload = () => {
          if (!root.isConnected) return;
          clone.src = zoomSrc;
          natural = isSvg(zoomSrc) ? null : { width: loader.naturalWidth, height: loader.naturalHeight };
          place();
        };
        loader.onerror = () => console.warn(`[rsdocs] could not load the zoom image ${zoomSrc}; showing the normal image`);
        loader.src = zoomSrc;
      }

      const onKeyDown = (event: KeyboardEvent) => {
        if (event.key === 'Escape') close();
        else if (event.key === 'Tab') event.preventDefault(); // nothing to tab to inside the overlay
      };
      const onScroll = () => {
        if (scrolledPast(startY, window.scrollY, ZOOM_SCROLL_THRESHOLD_PX)) close();
      };
      const onResize = () => close();
      document.addEventListener('keydown', onKeyDown);
      window.addEventListener('scroll', onScroll, { passive: true });
      window.addEventListener('resize', onResize);
      root.addEventListener('click', () => close());

      let timer: ReturnType<typeof setTimeout> | undefined;
      const finish = () => {
        clearTimeout(timer);
        pending.delete(finish);
        root.remove();
        img.style.visibility = previousVisibility;
      };
      pending.add(finish);
      function close(immediate = false) {
        if (closeCurrent !== close) return;
        closeCurrent = null;
        document.removeEventListener('keydown', onKeyDown);
        window.removeEventListener('scroll', onScroll);
        window.removeEventListener('resize', onResize);
        if (img.isConnected) img.focus({ preventScroll: true });
        if (immediate) return finish();
        root.classList.remove('rsd-zoom--open');
        root.classList.add('rsd-zoom--closing');
        clone.style.transform = '';
        timer = setTimeout(finish, ZOOM_CLOSE_DELAY_MS);
      }
      closeCurrent = close;
    };

    const attach = () => {
      const container = typeof target === 'string' ? document.querySelector(target) : target.current;
      for (const [img, detach] of attached) {
        if (!container?.contains(img)) {
          detach();
          attached.delete(img);
        }
      }
      if (!container) return;
      container.querySelectorAll('img').forEach((img) => {
        if (attached.has(img) || !isZoomable(img)) return;
        const previousTabIndex = img.getAttribute('tabindex');
        img.setAttribute(ZOOMABLE_ATTR, '');
        img.tabIndex = 0;
        const onClick = (event: MouseEvent) => {
          event.preventDefault();
          open(img);
        };
        const onKey = (event: KeyboardEvent) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          open(img);
        };
        img.addEventListener('click', onClick);
        img.addEventListener('keydown', onKey);
        attached.set(img, () => {
          img.removeEventListener('click', onClick);
          img.removeEventListener('keydown', onKey);
          img.removeAttribute(ZOOMABLE_ATTR);
          if (previousTabIndex === null) img.removeAttribute('tabindex');
          else img.setAttribute('tabindex', previousTabIndex);
        });
      });
    };

    let timer = setTimeout(attach, ZOOM_ATTACH_DELAY_MS);
    const onReload = () => {
      closeCurrent?.(true);
      clearTimeout(timer);
      timer = setTimeout(attach, ZOOM_ATTACH_DELAY_MS);
    };
    window.addEventListener(CONTENT_RELOAD_EVENT, onReload);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(CONTENT_RELOAD_EVENT, onReload);
      closeCurrent?.(true);
      pending.forEach((finish) => finish());
      attached.forEach((detach) => detach());
      attached.clear();
    };
  }, [target, margin]);
}
