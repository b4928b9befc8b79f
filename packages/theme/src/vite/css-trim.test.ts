import { describe, expect, it } from 'vitest';
import { readsSchemeVars, trimCss } from './css-trim';

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
