import { describe, expect, it } from 'vitest';
import { decideLocaleRedirect, localeRedirectTargets, preferredLocale, type LocaleRedirectInput } from './locale-redirect';

describe('preferredLocale', () => {
  const langs = ['en', 'zh'];
  it('takes the first preference that matches a site language', () => {
    expect(preferredLocale(['zh-CN', 'zh', 'en-US'], langs)).toBe('zh');
    expect(preferredLocale(['en-GB', 'zh-CN'], langs)).toBe('en');
    expect(preferredLocale(['fr-FR', 'de', 'zh-TW'], langs)).toBe('zh');
  });
  it('matches exactly before the primary subtag, case-insensitively', () => {
    expect(preferredLocale(['PT-br'], ['pt', 'pt-BR'])).toBe('pt-BR');
    expect(preferredLocale(['pt-PT'], ['en', 'pt-BR'])).toBe('pt-BR');
  });
  it('chooses among many languages by script for Chinese and by base language for the rest', () => {
    const twelve = ['en', 'zh', 'zh-TW', 'ja', 'ko', 'es', 'fr', 'de', 'pt-BR', 'ru', 'ar', 'he'];
    expect(preferredLocale(['zh-HK', 'en'], twelve)).toBe('zh-TW');
    expect(preferredLocale(['zh-Hant'], twelve)).toBe('zh-TW');
    expect(preferredLocale(['zh-CN'], ['en', 'zh-TW', 'zh'])).toBe('zh');
    expect(preferredLocale(['zh-SG'], ['zh-TW', 'zh'])).toBe('zh');
    expect(preferredLocale(['pt-PT', 'en'], twelve)).toBe('pt-BR');
    expect(preferredLocale(['it-IT', 'es-419', 'en'], twelve)).toBe('es');
    expect(preferredLocale(['he-IL'], twelve)).toBe('he');
    expect(preferredLocale(['ar_EG'], twelve)).toBe('ar');
    // Only one Chinese: any Chinese reader goes there rather than to no translation.
    expect(preferredLocale(['zh-TW'], ['en', 'zh'])).toBe('zh');
  });
  it('is null when nothing matches', () => {
    expect(preferredLocale(['fr', 'de-DE'], langs)).toBeNull();
    expect(preferredLocale([], langs)).toBeNull();
    expect(preferredLocale([''], langs)).toBeNull();
  });
});

describe('decideLocaleRedirect', () => {
  const base: LocaleRedirectInput = {
    visited: false,
    pageLang: 'en',
    defaultLang: 'en',
    preferred: 'zh',
    targets: { zh: '/zh/guide/start/quick-start' },
  };

  it('sends a Chinese browser on a default-language page to its target', () => {
    expect(decideLocaleRedirect(base)).toEqual({ action: 'redirect', to: '/zh/guide/start/quick-start' });
  });

  it('never overrides a page asked for by its language prefix: an English browser on /zh/… stays, and is marked', () => {
    expect(decideLocaleRedirect({ ...base, pageLang: 'zh', preferred: 'en', targets: {} })).toEqual({ action: 'mark' });
    // Even with targets (a build that passed some), a prefixed page stays.
    expect(decideLocaleRedirect({ ...base, pageLang: 'zh', preferred: 'en', targets: { en: '/' } })).toEqual({ action: 'mark' });
  });

  it('only marks the visit when the visitor is on their language, none of theirs matches, or there is no target', () => {
    expect(decideLocaleRedirect({ ...base, preferred: 'en' })).toEqual({ action: 'mark' });
    expect(decideLocaleRedirect({ ...base, preferred: null })).toEqual({ action: 'mark' });
    expect(decideLocaleRedirect({ ...base, targets: {} })).toEqual({ action: 'mark' });
    // Inherited keys of the target table are not targets.
    expect(decideLocaleRedirect({ ...base, preferred: 'toString', targets: {} })).toEqual({ action: 'mark' });
  });

  it('does nothing once visited', () => {
    expect(decideLocaleRedirect({ ...base, visited: true })).toEqual({ action: 'none' });
  });

  it('refers to nothing outside itself, so it can be inlined into the head script', () => {
    const copy = new Function(`return (${decideLocaleRedirect.toString()})`)() as typeof decideLocaleRedirect;
    expect(copy(base)).toEqual({ action: 'redirect', to: '/zh/guide/start/quick-start' });
    const prefer = new Function(`return (${preferredLocale.toString()})`)() as typeof preferredLocale;
    expect(prefer(['zh-TW'], ['en', 'zh'])).toBe('zh');
  });
});

describe('localeRedirectTargets', () => {
  const opts = { langs: ['en', 'zh'], defaultLang: 'en' };
  const pages = new Set(['/guide/start/quick-start', '/zh/guide/start/quick-start', '/only-english', '/zh/', '/', '/guide/folder', '/zh/guide/folder/']);
  // As the build looks pages up: the trailing slash does not matter, the site's spelling is returned.
  const exists = (p: string) => [...pages].find((page) => page.replace(/\/$/, '') === p.replace(/\/$/, ''));

  it('points a default-language page at its translation, or at the language home when it has none', () => {
    expect(localeRedirectTargets('/guide/start/quick-start', opts, exists)).toEqual({ zh: '/zh/guide/start/quick-start' });
    expect(localeRedirectTargets('/only-english', opts, exists)).toEqual({ zh: '/zh/' });
    expect(localeRedirectTargets('/', opts, exists)).toEqual({ zh: '/zh/' });
    expect(localeRedirectTargets('/guide/folder', opts, exists)).toEqual({ zh: '/zh/guide/folder/' });
  });

  it('gives pages of other languages no target', () => {
    expect(localeRedirectTargets('/zh/guide/start/quick-start', opts, exists)).toEqual({});
  });

  it('keeps the version prefix and adds the base', () => {
    const versioned = { ...opts, versions: ['1.x', '2.x'], defaultVersion: '2.x', base: '/docs/' };
    expect(localeRedirectTargets('/1.x/guide/', versioned, (p) => (p === '/1.x/zh/guide/' ? p : undefined))).toEqual({ zh: '/docs/1.x/zh/guide/' });
    expect(localeRedirectTargets('/1.x/api', versioned, () => undefined)).toEqual({ zh: '/docs/1.x/zh/' });
  });
});
