import { describe, expect, it } from 'vitest';
import { dropShadowedTokens, readsSchemeVars, trimCss } from './css-trim';

describe('trimCss', () => {
  it('drops a declaration repeated in a row, and only that', () => {
    const css = '.a{-webkit-mask-image:var(--m);-webkit-mask-image:var(--m);-webkit-mask-image:var(--m);mask-image:var(--m)}.b{color:red;margin:0;color:red}';
    expect(trimCss(css, { keepSchemeVars: true })).toBe('.a{-webkit-mask-image:var(--m);mask-image:var(--m)}.b{color:red;margin:0;color:red}');
  });

  it('drops the light-dark() fallback variables unless something reads them, wherever they sit in the rule', () => {
    const css = ':root{--lightningcss-light:initial;--lightningcss-dark: ;color-scheme:light}.d{color-scheme:dark;--lightningcss-light: ;--lightningcss-dark:initial}';
    expect(trimCss(css, { keepSchemeVars: false })).toBe(':root{color-scheme:light}.d{color-scheme:dark}');
    expect(trimCss(css, { keepSchemeVars: true })).toBe(css);
  });

  it('leaves at-rules, nesting and empty rules as they are', () => {
    const css = '@layer a{@media print{.x{color:red}}}.e{}';
    expect(trimCss(css, { keepSchemeVars: false })).toBe(css);
  });
});

describe('readsSchemeVars', () => {
  it('is true only when a sheet reads the fallback variables', () => {
    expect(readsSchemeVars([':root{--lightningcss-light:initial}'])).toBe(false);
    expect(readsSchemeVars(['.a{}', '.b{color:var(--lightningcss-light,#fff) var(--lightningcss-dark,#000)}'])).toBe(true);
  });
});

describe('dropShadowedTokens', () => {
  const layer = (body: string) => `@layer rsd.tokens{${body}}`;

  it("drops the layered defaults a site's unlayered :root sets again, in both appearances", () => {
    const css = `${layer(':where(:root){--a:1;--b:2;color-scheme:light}:where(:root.dark){--a:3;--b:4}')}:root{--a:9}`;
    expect(dropShadowedTokens(css)).toBe(`${layer(':where(:root){--b:2;color-scheme:light}:where(:root.dark){--b:4}')}:root{--a:9}`);
  });

  it('drops a dark default only for an unlayered :root.dark, never the light one', () => {
    const css = `${layer(':where(:root){--a:1}:where(:root.dark){--a:3}')}:root.dark{--a:9}`;
    expect(dropShadowedTokens(css)).toBe(`${layer(':where(:root){--a:1}:where(:root.dark){}')}:root.dark{--a:9}`);
  });

  it('leaves defaults under a media query, other layers, important ones, and overrides that are not top-level', () => {
    const css = `${layer(':where(:root){--i:1!important}@media (width<=1023px){:where(:root){--a:1}}')}@layer x{:where(:root){--a:2}}@media print{:root{--i:0;--b:0}}:root{--a:9;--i:9}`;
    expect(dropShadowedTokens(css)).toBe(css);
    expect(dropShadowedTokens(`${layer(':where(:root){--b:1}')}@media print{:root{--b:0}}`)).toBe(`${layer(':where(:root){--b:1}')}@media print{:root{--b:0}}`);
  });

  it('is unchanged without a site override, and skips braces inside strings', () => {
    const css = `${layer(':where(:root){--a:1}')}.q:after{content:"}{"}`;
    expect(dropShadowedTokens(css)).toBe(css);
  });
});
