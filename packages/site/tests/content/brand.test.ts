/**
 * The Rslib brand colours (theme/brand.css) against the theme's surfaces (tokens.css), in light and dark mode,
 * with the theme's own WCAG contrast helper: orange fills carry dark text, orange text stays readable on the page
 * and on the orange tints, the banner's body text reads on its tint, and the text orange is not a muddy brown.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex } from '../../../theme/src/lib/contrast';

const here = path.dirname(fileURLToPath(import.meta.url));
const brandCss = fs.readFileSync(path.join(here, '../../theme/brand.css'), 'utf8');
const tokensCss = fs.readFileSync(path.join(here, '../../../theme/src/styles/tokens.css'), 'utf8');

type Vars = Record<string, string>;
const vars = (block: string): Vars => Object.fromEntries([...block.matchAll(/(--rsd-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
/** The rules of `selector { … }` in a stylesheet without nested blocks inside them. */
const rule = (css: string, selector: string): Vars => {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no "${selector}" rule`);
  return vars(css.slice(start, css.indexOf('}', start)));
};

const themeLight = vars(tokensCss.split(':where(:root.dark)')[0]!);
const themeDark = vars(tokensCss.split(':where(:root.dark)')[1]!);
const brandLight = rule(brandCss, ':root');
const brandDark = { ...brandLight, ...rule(brandCss, ':root.dark') };

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0');
/** `color` laid over `background` at `alpha`, as `#rrggbb`. */
function over(color: string, background: string, alpha: number): string {
  const fg = parseHex(color)!;
  const bg = parseHex(background)!;
  return `#${fg.map((c, i) => hex(c * alpha + bg[i]! * (1 - alpha))).join('')}`;
}
/** An `rgba(r, g, b, a)` tint over a background. */
function tint(rgba: string, background: string): string {
  const [r, g, b, a] = /rgba\(([^)]+)\)/.exec(rgba)![1]!.split(',').map(Number) as [number, number, number, number];
  return over(`#${hex(r)}${hex(g)}${hex(b)}`, background, a);
}
function lightness(color: string): number {
  const channels = parseHex(color)!.map((c) => c / 255);
  return (Math.max(...channels) + Math.min(...channels)) / 2;
}

describe.each([
  ['light', brandLight, themeLight],
  ['dark', brandDark, themeDark],
] as const)('%s brand colours', (_mode, brand, theme) => {
  const bg = theme['--rsd-c-bg']!;
  // Orange text also sits on the tinted callouts (an active tab label inside a tip, a link in a warning).
  const callouts = Object.fromEntries(
    ['tip', 'info', 'warning', 'danger'].map((kind) => [`${kind} callout`, tint(theme[`--rsd-c-${kind}-soft`]!, bg)]),
  );
  const surfaces = { page: bg, raised: theme['--rsd-c-bg-soft']!, 'brand tint': tint(brand['--rsd-c-brand-soft']!, bg), ...callouts };

  it('fills orange and writes dark text on it, 4.5:1 at rest and on hover', () => {
    const text = brand['--rsd-c-brand-text']!;
    expect(lightness(text)).toBeLessThan(0.2);
    for (const fill of [brand['--rsd-c-brand-fill']!, brand['--rsd-c-brand-fill-hover']!]) {
      expect(contrastRatio(text, fill), `${text} on ${fill}`).toBeGreaterThanOrEqual(4.5);
      const [r, g, b] = parseHex(fill)!;
      expect(r > g && g > b, `${fill} is orange`).toBe(true);
    }
  });

  it.each(Object.keys(surfaces))('keeps orange text 4.5:1 on the %s surface', (surface) => {
    const color = brand['--rsd-c-brand']!;
    const on = surfaces[surface as keyof typeof surfaces];
    expect(contrastRatio(color, on), `${color} on ${on}`).toBeGreaterThanOrEqual(4.5);
  });

  it('writes the banner in body text on a light orange tint (the 12% mix of Banner.css)', () => {
    const banner = over(brand['--rsd-c-brand-fill']!, bg, 0.12);
    expect(contrastRatio(theme['--rsd-c-text-1']!, banner)).toBeGreaterThanOrEqual(7);
  });

  it('uses an orange for text that is not a dark, muddy brown', () => {
    // #a34e00, the old text orange, sits at 32% lightness and reads brown next to the bright logo.
    expect(lightness('#a34e00')).toBeLessThan(0.38);
    expect(lightness(brand['--rsd-c-brand']!)).toBeGreaterThanOrEqual(0.38);
  });
});
