/**
 * WCAG 2 contrast of hex colours, and the nearest colour of the same hue that reaches a wanted ratio.
 * Used at build time to keep syntax-highlighting tokens readable on the code background.
 */

type Rgb = [number, number, number];

/** `#rgb` or `#rrggbb` (any case) to 0–255 channels; anything else (named colours, alpha) is `null`. */
export function parseHex(color: string): Rgb | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m) return null;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance (WCAG 2). */
function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** Contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const ca = parseHex(a);
  const cb = parseHex(b);
  if (!ca || !cb) throw new Error(`contrastRatio: not a hex colour: ${ca ? b : a}`);
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * `color` if it already has `min` contrast on `background`; otherwise `color` mixed toward black (on a light
 * background) or white (on a dark one) in small steps until it does, which keeps its hue. Unparsable colours
 * come back unchanged.
 */
export function ensureContrast(color: string, background: string, min: number): string {
  const fg = parseHex(color);
  const bg = parseHex(background);
  if (!fg || !bg || contrastRatio(color, background) >= min) return color;
  const target = luminance(bg) > 0.18 ? 0 : 255;
  for (let step = 1; step <= 50; step++) {
    const t = step / 50;
    const mixed = toHex(fg.map((c) => c + (target - c) * t) as Rgb);
    if (contrastRatio(mixed, background) >= min) return mixed;
  }
  return toHex([target, target, target]);
}
