import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../lib/contrast';
import { CODE_BACKGROUNDS, getHighlighter, highlightToHast, readableTokenStyle, TOKEN_CONTRAST, TokenClasses } from './highlight';

describe('readableTokenStyle', () => {
  it('moves colours that fall short on the code backgrounds, light and dark apart', () => {
    const out = readableTokenStyle('--shiki-light:#6A737D;--shiki-dark:#6A737D');
    const [, light, dark] = /--shiki-light:(#\w+);--shiki-dark:(#\w+)/.exec(out)!;
    expect(contrastRatio(light!, CODE_BACKGROUNDS.light)).toBeGreaterThanOrEqual(TOKEN_CONTRAST.light);
    expect(contrastRatio(dark!, CODE_BACKGROUNDS.dark)).toBeGreaterThanOrEqual(TOKEN_CONTRAST.dark);
    expect(light).not.toBe(dark);
  });

  it('keeps readable colours, other properties and unparsable values as they are', () => {
    const style = '--shiki-light:#24292E;--shiki-dark:#E1E4E8;--shiki-light-font-style:italic';
    expect(readableTokenStyle(style)).toBe(style);
    expect(readableTokenStyle('--shiki-light:#6A737D80')).toBe('--shiki-light:#6A737D80');
  });
});

describe('highlightToHast', () => {
  it('gives every token class a readable colour in both appearances', async () => {
    const classes = new TokenClasses();
    const code = '// a comment\nconst answer = { ok: true, n: 42, s: "text" };\nexport default answer;\n';
    highlightToHast(await getHighlighter(), code, 'ts', new Set([2]), classes);
    const entries = classes.entries();
    expect(entries.length).toBeGreaterThan(3);
    for (const [style] of entries) {
      for (const [, mode, color] of style.matchAll(/--shiki-(light|dark):(#[0-9a-fA-F]{6})\b/g)) {
        const key = mode as 'light' | 'dark';
        expect(contrastRatio(color!, CODE_BACKGROUNDS[key]), `${mode} ${color}`).toBeGreaterThanOrEqual(TOKEN_CONTRAST[key]);
      }
    }
  });
});
