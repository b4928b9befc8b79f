/** The brand token overrides of the starter, derived from one colour (`#rrggbb`). */

type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
/** `amount` of the way from `a` to `b`. */
const mix = (a: Rgb, b: Rgb, amount: number): Rgb => a.map((c, i) => c + (b[i]! - c) * amount) as Rgb;
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** Relative luminance (WCAG), 0 for black to 1 for white. */
function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export interface BrandShades {
  brand: string;
  dark: string;
  light: string;
  /** rgba() tint for backgrounds. */
  soft: string;
  /** Text colour on a brand background. */
  text: string;
  /** The dark appearance's brand colour: lighter, to read on a dark background. */
  onDark: string;
}

export function brandShades(hex: string): BrandShades {
  const rgb = toRgb(hex);
  const onDark = mix(rgb, WHITE, 0.3);
  return {
    brand: hex,
    dark: toHex(mix(rgb, BLACK, 0.15)),
    light: toHex(mix(rgb, WHITE, 0.25)),
    soft: `rgba(${rgb.join(', ')}, 0.12)`,
    // The WCAG contrast of white and black text against the colour decides which reads better.
    text: luminance(rgb) > 0.18 ? '#0b0c0e' : '#ffffff',
    onDark: toHex(onDark),
  };
}

export function brandCss(hex: string): string {
  const s = brandShades(hex);
  const dark = brandShades(s.onDark);
  return `/* Brand colours through the theme's tokens (see "Restyling" in the @rsdocs/theme README). These rules are
   unlayered, so they win over the theme's defaults without !important. */
:root {
  --rsd-c-brand: ${s.brand};
  --rsd-c-brand-dark: ${s.dark};
  --rsd-c-brand-light: ${s.light};
  --rsd-c-brand-soft: ${s.soft};
  --rsd-c-brand-text: ${s.text};
  --rsd-c-code-highlight: ${s.soft};
}
:root.dark {
  --rsd-c-brand: ${dark.brand};
  --rsd-c-brand-dark: ${s.brand};
  --rsd-c-brand-light: ${dark.light};
  --rsd-c-brand-soft: ${dark.soft.replace('0.12', '0.16')};
  --rsd-c-brand-text: ${dark.text};
}
`;
}

/** A simple mark in the brand colour: two stacked pages. */
export function logoSvg(hex: string): string {
  const s = brandShades(hex);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="Logo">
  <rect x="14" y="6" width="38" height="46" rx="6" fill="${s.light}"/>
  <rect x="8" y="12" width="38" height="46" rx="6" fill="${s.brand}"/>
  <path d="M17 26h20M17 34h20M17 42h12" stroke="${s.text}" stroke-width="4" stroke-linecap="round"/>
</svg>
`;
}
