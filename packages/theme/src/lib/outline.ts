/** Pure outline logic used by the scroll-spy. */

/** How far below the scroll offset a heading may sit and still count as reached, in px. */
export const ACTIVE_HEADING_TOLERANCE = 8;

/**
 * Index of the current heading: the last one whose top (a document position in px) has scrolled
 * to within `offset + tolerance` of the viewport top. `-1` while the reader is above the first
 * heading. Headings that could not be measured (`NaN`) are skipped.
 */
export function resolveActiveHeading(
  tops: readonly number[],
  scrollY: number,
  offset: number,
  tolerance = ACTIVE_HEADING_TOLERANCE,
): number {
  let active = -1;
  for (let i = 0; i < tops.length; i++) {
    const top = tops[i]!;
    if (Number.isNaN(top)) continue;
    if (top - scrollY <= offset + tolerance) active = i;
  }
  return active;
}
