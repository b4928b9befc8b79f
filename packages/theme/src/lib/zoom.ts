/** Pure geometry of the image zoom: where the enlarged copy of an image goes. */

/** Wait after content renders before images are made zoomable (lets lazy content settle). */
export const ZOOM_ATTACH_DELAY_MS = 100;

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface ZoomTransform {
  /** Move of the image's centre to the viewport's centre, in px. */
  x: number;
  y: number;
  /** Uniform scale applied around the image's centre. */
  scale: number;
}

/**
 * Transform that brings an image from its box on the page to the middle of the viewport, as large as fits
 * inside the viewport minus `margin` on every side. A known natural size caps the enlargement (a photo is not
 * blown up past its pixels, though it never shrinks below its on-page size); without one (SVG, not loaded)
 * the image fills the available space.
 */
export function zoomTransform(box: Box, viewport: { width: number; height: number }, natural?: { width: number; height: number } | null, margin = 0): ZoomTransform {
  if (box.width <= 0 || box.height <= 0) return { x: 0, y: 0, scale: 1 };
  const availWidth = Math.max(viewport.width - margin * 2, 0);
  const availHeight = Math.max(viewport.height - margin * 2, 0);
  const maxWidth = natural && natural.width > 0 ? Math.min(Math.max(box.width, natural.width), availWidth) : availWidth;
  const maxHeight = natural && natural.height > 0 ? Math.min(Math.max(box.height, natural.height), availHeight) : availHeight;
  const scale = Math.min(maxWidth / box.width, maxHeight / box.height);
  return {
    x: viewport.width / 2 - (box.left + box.width / 2),
    y: viewport.height / 2 - (box.top + box.height / 2),
    scale,
  };
}

/** Whether the page has scrolled far enough since opening for the zoom to close. */
export function scrolledPast(startY: number, currentY: number, threshold: number): boolean {
  return Math.abs(currentY - startY) > threshold;
}
