import type { RefObject } from 'react';
import { useImageZoom } from './useImageZoom';

export interface ImageZoomProps {
  /** CSS selector of the content container whose images zoom. @default '.rsd-doc' */
  containerSelector?: string;
  /** Ref to the container; takes precedence over `containerSelector`. */
  containerRef?: RefObject<Element | null>;
  /** Space kept free around the zoomed image, in px. @default 0 */
  margin?: number;
}

/** Makes the images of the page content zoom on click (renders nothing itself). */
export function ImageZoom({ containerSelector = '.rsd-doc', containerRef, margin = 0 }: ImageZoomProps) {
  useImageZoom(containerRef ?? containerSelector, { margin });
  return null;
}
