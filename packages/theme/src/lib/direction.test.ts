import { describe, expect, it } from 'vitest';
import { siteLangDirection, textDirection } from './direction';

describe('textDirection', () => {
  it.each([
    ['ar', 'rtl'],
    ['he', 'rtl'],
    ['fa', 'rtl'],
    ['ar-EG', 'rtl'],
    ['ur_PK', 'rtl'],
    ['ku-Arab', 'rtl'],
    ['az-Arab-IR', 'rtl'],
    ['en', 'ltr'],
    ['zh', 'ltr'],
    ['ja', 'ltr'],
    ['pt-BR', 'ltr'],
    ['uz-Latn', 'ltr'],
    ['', 'ltr'],
  ] as const)('%s is %s', (lang, dir) => {
    expect(textDirection(lang)).toBe(dir);
  });

  it('lets a declared direction win over the language’s', () => {
    expect(textDirection('en', 'rtl')).toBe('rtl');
    expect(textDirection('ar', 'ltr')).toBe('ltr');
  });
});

describe('siteLangDirection', () => {
  const site = { locales: [{ lang: 'en' }, { lang: 'ar' }, { lang: 'x-mine', dir: 'rtl' as const }] };
  it('reads a locale’s dir, else the language’s own', () => {
    expect(siteLangDirection(site, 'en')).toBe('ltr');
    expect(siteLangDirection(site, 'ar')).toBe('rtl');
    expect(siteLangDirection(site, 'x-mine')).toBe('rtl');
  });
});
