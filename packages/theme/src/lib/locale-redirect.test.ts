import { describe, expect, it } from 'vitest';
import { decideLocaleRedirect, preferredLocale, type LocaleRedirectInput } from './locale-redirect';

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
  it('is null when nothing matches', () => {
    expect(preferredLocale(['fr', 'de-DE'], langs)).toBeNull();
    expect(preferredLocale([], langs)).toBeNull();
    expect(preferredLocale([''], langs)).toBeNull();
  });
});

describe('decideLocaleRedirect', () => {
  const base: LocaleRedirectInput = {
    mode: 'auto',
    visited: false,
    pathname: '/guide/start/quick-start',
    pageLang: 'en',
    languages: ['zh-CN', 'zh'],
    langs: ['en', 'zh'],
    defaultLang: 'en',
  };

  it('sends a Chinese browser on an English page to the same page in Chinese, with the Chinese home as fallback', () => {
    expect(decideLocaleRedirect(base)).toEqual({ action: 'redirect', lang: 'zh', candidates: ['/zh/guide/start/quick-start', '/zh/'] });
  });

  it('sends an English browser on a Chinese page to the page without prefix', () => {
    expect(decideLocaleRedirect({ ...base, pathname: '/zh/config/lib/dts', pageLang: 'zh', languages: ['en-US'] })).toEqual({
      action: 'redirect',
      lang: 'en',
      candidates: ['/config/lib/dts', '/'],
    });
    expect(decideLocaleRedirect({ ...base, pathname: '/zh/', pageLang: 'zh', languages: ['en'] })).toEqual({
      action: 'redirect',
      lang: 'en',
      candidates: ['/', '/'],
    });
  });

  it('keeps the version prefix', () => {
    const versioned = { ...base, versions: ['1.x', '2.x'], defaultVersion: '2.x', pathname: '/1.x/guide/', pageLang: 'en' };
    expect(decideLocaleRedirect(versioned)).toEqual({ action: 'redirect', lang: 'zh', candidates: ['/1.x/zh/guide/', '/1.x/zh/'] });
  });

  it('only marks the visit when the visitor is already on their language or none of theirs exists', () => {
    expect(decideLocaleRedirect({ ...base, languages: ['en-US', 'zh-CN'] })).toEqual({ action: 'mark' });
    expect(decideLocaleRedirect({ ...base, languages: ['fr-FR'] })).toEqual({ action: 'mark' });
    expect(decideLocaleRedirect({ ...base, languages: [] })).toEqual({ action: 'mark' });
  });

  it('does nothing once visited, when turned off, on the not-found page or on a one-language site', () => {
    expect(decideLocaleRedirect({ ...base, visited: true })).toEqual({ action: 'none' });
    expect(decideLocaleRedirect({ ...base, mode: 'never' })).toEqual({ action: 'none' });
    expect(decideLocaleRedirect({ ...base, notFound: true })).toEqual({ action: 'none' });
    expect(decideLocaleRedirect({ ...base, langs: ['en'] })).toEqual({ action: 'none' });
  });
});
