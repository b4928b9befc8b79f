import { describe, expect, it } from 'vitest';
import { contrastRatio, ensureContrast, parseHex } from './contrast';

describe('parseHex', () => {
  it('reads short and long hex in any case, and nothing else', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('#D73A49')).toEqual([215, 58, 73]);
    expect(parseHex('#d73a4980')).toBeNull();
    expect(parseHex('red')).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('gives the WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // github-light's comment grey on the theme's code background: just under AA.
    expect(contrastRatio('#6a737d', '#f6f7f9')).toBeCloseTo(4.49, 2);
    expect(contrastRatio('#f6f7f9', '#6a737d')).toBeCloseTo(4.49, 2);
  });
});

describe('ensureContrast', () => {
  it('keeps a colour that already reaches the ratio', () => {
    expect(ensureContrast('#24292e', '#f6f7f9', 4.5)).toBe('#24292e');
  });

  it('darkens on a light background and lightens on a dark one, just enough', () => {
    const light = ensureContrast('#d73a49', '#f6f7f9', 5);
    expect(contrastRatio(light, '#f6f7f9')).toBeGreaterThanOrEqual(5);
    expect(contrastRatio(light, '#f6f7f9')).toBeLessThan(5.5);
    const [r, g, b] = parseHex(light)!;
    expect(r).toBeGreaterThan(g + b); // still red

    const dark = ensureContrast('#6a737d', '#15171b', 5);
    expect(contrastRatio(dark, '#15171b')).toBeGreaterThanOrEqual(5);
    expect(parseHex(dark)![0]).toBeGreaterThan(0x6a);
  });

  it('leaves colours it cannot read alone', () => {
    expect(ensureContrast('currentColor', '#ffffff', 4.5)).toBe('currentColor');
    expect(ensureContrast('#eeeeee', 'transparent', 4.5)).toBe('#eeeeee');
  });
});
