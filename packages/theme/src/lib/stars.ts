/** Pure geometry of the hero's decorative star field. No DOM: positions come in, offsets go out. */

export interface Point {
  x: number;
  y: number;
}

/** One star: position as percentages of the hero box, size in px. */
export interface Star {
  /** Distance from the top edge, in percent of the hero's height. */
  top: number;
  /** Distance from the left edge, in percent of the hero's width. */
  left: number;
  /** Diameter in px. */
  size: number;
}

/** How close (px, on each axis) the pointer must come before a star moves. */
export const STAR_RADIUS_PX = 100;

/**
 * 35 fixed `[top%, left%]` positions, hand-placed so the field spreads over the whole hero,
 * leaves the centre line (title and buttons) a little quieter and never forms a visible grid.
 */
const POSITIONS: ReadonlyArray<readonly [number, number]> = [
  [6, 4], [14, 18], [4, 31], [19, 43], [7, 57], [16, 69], [5, 83], [12, 95],
  [27, 9], [33, 24], [29, 76], [36, 89], [45, 3], [41, 15], [48, 92], [43, 81],
  [56, 11], [61, 27], [58, 70], [64, 86], [70, 5], [74, 38], [69, 62], [77, 96],
  [83, 17], [88, 29], [81, 51], [90, 73], [85, 88], [95, 7], [97, 41], [93, 59],
  [24, 35], [52, 98], [66, 47],
];

/** The star field: 35 stars whose diameter grows with their index, `3 + index / 20` px. */
export const STARS: readonly Star[] = POSITIONS.map(([top, left], index) => ({ top, left, size: 3 + index / 20 }));

/** Centre of a star in the coordinate space of `box` (e.g. viewport coordinates of the hero's rect). */
export function starCenter(star: Star, box: { left: number; top: number; width: number; height: number }): Point {
  return {
    x: box.left + (box.width * star.left) / 100 + star.size / 2,
    y: box.top + (box.height * star.top) / 100 + star.size / 2,
  };
}

/**
 * How far a star at rest centre `star` moves: all the way toward the pointer when the pointer is within
 * `radius` px on both axes, otherwise back to rest. `pointer` null (pointer left the page) means rest.
 */
export function starOffset(star: Point, pointer: Point | null, radius = STAR_RADIUS_PX): Point {
  if (!pointer) return { x: 0, y: 0 };
  const dx = pointer.x - star.x;
  const dy = pointer.y - star.y;
  if (Math.abs(dx) < radius && Math.abs(dy) < radius) return { x: dx, y: dy };
  return { x: 0, y: 0 };
}
