import { describe, expect, it } from 'vitest';
import { createHreflang } from './hreflang';
import { routeLookup } from '../../lib/sections';

const routeOptions = { langs: ['en', 'zh'], defaultLang: 'en', versions: [], defaultVersion: '' };
const routes = ['/', '/zh/', '/guide/start', '/zh/guide/start', '/guide/en-only', '/zh/blog/'];

describe('createHreflang', () => {
  const hreflang = createHreflang(routeLookup(routes), { routeOptions, siteUrl: 'https://rslib.rs/', base: '/' });

  it('links a page to each translation and to the default language as x-default, from either side', () => {
    const expected = [
      '<link rel="alternate" hreflang="en" href="https://rslib.rs/guide/start">',
      '<link rel="alternate" hreflang="zh-CN" href="https://rslib.rs/zh/guide/start">',
      '<link rel="alternate" hreflang="x-default" href="https://rslib.rs/guide/start">',
    ];
    expect(hreflang('/guide/start')).toEqual(expected);
    expect(hreflang('/zh/guide/start')).toEqual(expected);
    expect(hreflang('/zh/')).toEqual([
      '<link rel="alternate" hreflang="en" href="https://rslib.rs/">',
      '<link rel="alternate" hreflang="zh-CN" href="https://rslib.rs/zh/">',
      '<link rel="alternate" hreflang="x-default" href="https://rslib.rs/">',
    ]);
  });

  it('adds nothing for a page without translation', () => {
    expect(hreflang('/guide/en-only')).toEqual([]);
    expect(hreflang('/zh/blog/')).toEqual([]);
  });

  it('puts the base in the URLs', () => {
    const based = createHreflang(routeLookup(routes), { routeOptions, siteUrl: 'https://acme.dev', base: '/docs/' });
    expect(based('/guide/start')[1]).toBe('<link rel="alternate" hreflang="zh-CN" href="https://acme.dev/docs/zh/guide/start">');
  });

  it('needs a siteUrl (absolute URLs) and more than one language', () => {
    expect(createHreflang(routeLookup(routes), { routeOptions, base: '/' })('/guide/start')).toEqual([]);
    expect(createHreflang(routeLookup(routes), { routeOptions: { ...routeOptions, langs: ['en'] }, siteUrl: 'https://x.dev', base: '/' })('/guide/start')).toEqual([]);
  });
});
