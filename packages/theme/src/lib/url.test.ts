import { describe, expect, it } from 'vitest';
import {
  htmlLang,
  inferLang,
  isExternalUrl,
  isSamePage,
  joinRoutePath,
  normalizeRoutePath,
  parseRoutePath,
  pageKey,
  removeBase,
  splitHash,
  withBase,
} from './url';

describe('isExternalUrl', () => {
  it.each([
    ['https://rslib.rs/guide/', true],
    ['http://example.com', true],
    ['mailto:team@example.com', true],
    ['//cdn.example.com/a.js', true],
    ['/guide/start/', false],
    ['guide/start', false],
    ['./quick-start', false],
    ['../config/', false],
    ['#install', false],
  ])('%s → %s', (url, expected) => {
    expect(isExternalUrl(url)).toBe(expected);
  });
});

describe('normalizeRoutePath', () => {
  it.each([
    // .html and a trailing /index are removed before comparing
    ['/guide/start/index.html', '/guide/start/'],
    ['/guide/start/index', '/guide/start/'],
    ['/guide/start/', '/guide/start/'],
    ['/guide/basic/cli.html', '/guide/basic/cli'],
    ['/guide/basic/cli', '/guide/basic/cli'],
    ['/index.html', '/'],
    ['/index', '/'],
    ['/', '/'],
    ['/zh/index.html', '/zh/'],
    ['/zh/guide/start/index', '/zh/guide/start/'],
    // query and hash dropped
    ['/guide/basic/cli.html?utm=1#install', '/guide/basic/cli'],
    ['/guide/start/#features', '/guide/start/'],
    // repeated slashes collapsed, leading slash added
    ['//guide///start/', '/guide/start/'],
    ['guide/start', '/guide/start'],
    ['', '/'],
    // percent-encoding decoded, broken encoding kept as is
    ['/zh/%E6%8C%87%E5%8D%97', '/zh/指南'],
    ['/bad/%E0%A4%A', '/bad/%E0%A4%A'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeRoutePath(input)).toBe(expected);
  });

  it('only removes index as a whole last segment', () => {
    expect(normalizeRoutePath('/guide/reindex')).toBe('/guide/reindex');
    expect(normalizeRoutePath('/guide/index/more')).toBe('/guide/index/more');
    expect(normalizeRoutePath('/guide/page.html.bak')).toBe('/guide/page.html.bak');
  });
});

describe('pageKey', () => {
  it.each([
    ['/guide/start/', '/guide/start'],
    ['/guide/start/index.html', '/guide/start'],
    ['/index', '/'],
    ['/', '/'],
    ['/zh/', '/zh'],
  ])('%s → %s', (input, key) => {
    expect(pageKey(input)).toBe(key);
  });
});

describe('isSamePage', () => {
  it.each([
    ['/guide/start/index.html', '/guide/start/'],
    ['/guide/start/index', '/guide/start'],
    ['/guide/start', '/guide/start/'],
    ['/guide/basic/cli.html', '/guide/basic/cli'],
    ['/guide/basic/cli#install', '/guide/basic/cli?x=1'],
    ['/zh/index.html', '/zh/'],
    ['/zh/', '/zh'],
    ['/', '/'],
    ['/index', '/'],
    ['/index.html', '/'],
  ])('%s and %s are the same page', (a, b) => {
    expect(isSamePage(a, b)).toBe(true);
    expect(isSamePage(b, a)).toBe(true);
  });

  it.each([
    ['/guide/start/', '/zh/guide/start/'],
    ['/guide/basic/cli', '/guide/basic/cli-extra'],
    ['/guide/start/', '/guide/start/quick-start'],
    ['/config/lib', '/config/rsbuild'],
    ['/zh/', '/'],
  ])('%s and %s are different pages', (a, b) => {
    expect(isSamePage(a, b)).toBe(false);
  });
});

describe('withBase', () => {
  it.each([
    // internal links get the base
    ['/guide/start/', '/', '/guide/start/'],
    ['/guide/start/', '/docs/', '/docs/guide/start/'],
    ['/guide/start/', '/docs', '/docs/guide/start/'],
    ['/', '/docs/', '/docs/'],
    ['/zh/guide/start/#features', '/docs/', '/docs/zh/guide/start/#features'],
    ['/static/search_index.en.json', '/docs/', '/docs/static/search_index.en.json'],
    // external, protocol-relative and non-absolute links stay as they are
    ['https://rslib.rs/guide/', '/docs/', 'https://rslib.rs/guide/'],
    ['mailto:a@b.c', '/docs/', 'mailto:a@b.c'],
    ['//cdn.example.com/x.js', '/docs/', '//cdn.example.com/x.js'],
    ['guide/start', '/docs/', 'guide/start'],
    ['./quick-start', '/docs/', './quick-start'],
    ['../config/', '/docs/', '../config/'],
    ['#install', '/docs/', '#install'],
  ])('withBase(%j, %j) → %j', (url, base, expected) => {
    expect(withBase(url, base)).toBe(expected);
  });

  it('defaults to the root base', () => {
    expect(withBase('/guide/')).toBe('/guide/');
  });
});

describe('removeBase', () => {
  it.each([
    ['/docs/guide/start/', '/docs/', '/guide/start/'],
    ['/docs/', '/docs/', '/'],
    ['/docs', '/docs/', '/'],
    ['/docs/zh/', '/docs', '/zh/'],
    // a path that merely starts with the same letters is not under the base
    ['/docsearch/x', '/docs/', '/docsearch/x'],
    ['/guide/start/', '/', '/guide/start/'],
  ])('removeBase(%j, %j) → %j', (pathname, base, expected) => {
    expect(removeBase(pathname, base)).toBe(expected);
  });

  it('undoes withBase', () => {
    for (const p of ['/', '/guide/start/', '/zh/config/lib/format']) expect(removeBase(withBase(p, '/docs/'), '/docs/')).toBe(p);
  });
});

describe('splitHash', () => {
  it.each([
    ['/guide/cli#install', { path: '/guide/cli', hash: 'install' }],
    ['/guide/cli', { path: '/guide/cli', hash: '' }],
    ['#top', { path: '', hash: 'top' }],
    ['/a#b#c', { path: '/a', hash: 'b#c' }],
  ])('%s', (url, expected) => {
    expect(splitHash(url)).toEqual(expected);
  });
});

const langs = { langs: ['en', 'zh'], defaultLang: 'en' };
const versioned = { ...langs, versions: ['v1', 'v2'], defaultVersion: 'v2' };

describe('parseRoutePath', () => {
  it.each([
    ['/', { lang: 'en', version: '', rest: '/' }],
    ['/guide/start/', { lang: 'en', version: '', rest: '/guide/start/' }],
    ['/guide/basic/cli.html', { lang: 'en', version: '', rest: '/guide/basic/cli' }],
    ['/zh/', { lang: 'zh', version: '', rest: '/' }],
    ['/zh', { lang: 'zh', version: '', rest: '/' }],
    ['/zh/guide/start/index.html', { lang: 'zh', version: '', rest: '/guide/start/' }],
    ['/zh/config/lib/format', { lang: 'zh', version: '', rest: '/config/lib/format' }],
    // the default language has no prefix: a first segment "en" is an ordinary path segment
    ['/en/guide', { lang: 'en', version: '', rest: '/en/guide' }],
    // a segment that only starts with "zh" is not a language
    ['/zhong/guide', { lang: 'en', version: '', rest: '/zhong/guide' }],
  ])('%s', (path, expected) => {
    expect(parseRoutePath(path, langs)).toEqual(expected);
  });

  it.each([
    ['/v1/zh/guide/start/', { lang: 'zh', version: 'v1', rest: '/guide/start/' }],
    ['/v1/guide/cli', { lang: 'en', version: 'v1', rest: '/guide/cli' }],
    ['/v1/', { lang: 'en', version: 'v1', rest: '/' }],
    ['/zh/guide/cli', { lang: 'zh', version: 'v2', rest: '/guide/cli' }],
    ['/guide/cli', { lang: 'en', version: 'v2', rest: '/guide/cli' }],
    ['/v3/guide', { lang: 'en', version: 'v2', rest: '/v3/guide' }],
  ])('with versions: %s', (path, expected) => {
    expect(parseRoutePath(path, versioned)).toEqual(expected);
  });
});

describe('joinRoutePath', () => {
  it.each([
    [{ lang: 'en', version: '', rest: '/' }, '/'],
    [{ lang: 'en', version: '', rest: '/guide/start/' }, '/guide/start/'],
    [{ lang: 'zh', version: '', rest: '/' }, '/zh/'],
    [{ lang: 'zh', version: '', rest: '/guide/cli' }, '/zh/guide/cli'],
    [{ lang: 'zh', version: '', rest: 'guide/cli' }, '/zh/guide/cli'],
  ])('%j → %s', (parts, expected) => {
    expect(joinRoutePath(parts, { defaultLang: 'en' })).toBe(expected);
  });

  it('adds the version prefix before the language, except for the default version', () => {
    const opts = { defaultLang: 'en', defaultVersion: 'v2' };
    expect(joinRoutePath({ lang: 'zh', version: 'v1', rest: '/guide/cli' }, opts)).toBe('/v1/zh/guide/cli');
    expect(joinRoutePath({ lang: 'en', version: 'v1', rest: '/' }, opts)).toBe('/v1/');
    expect(joinRoutePath({ lang: 'zh', version: 'v2', rest: '/guide/cli' }, opts)).toBe('/zh/guide/cli');
  });

  it.each(['/', '/guide/start/', '/zh/', '/zh/guide/basic/cli', '/v1/', '/v1/zh/config/lib', '/v1/guide/'])(
    'is the inverse of parseRoutePath for %s',
    (path) => {
      expect(joinRoutePath(parseRoutePath(path, versioned), versioned)).toBe(path);
    },
  );
});

describe('inferLang', () => {
  const all = ['en', 'zh'];
  it.each([
    ['/', 'en'],
    ['/guide/start/', 'en'],
    ['/config/lib/format.html', 'en'],
    ['/zh/', 'zh'],
    ['/zh', 'zh'],
    ['/zh/guide/start/', 'zh'],
    ['/zh/index.html', 'zh'],
    ['/zh.html', 'zh'],
    // behind a version prefix
    ['/v1/zh/guide/start/', 'zh'],
    ['/v1/guide/start/', 'en'],
    // whole segments only
    ['/zhong/guide', 'en'],
    ['/guide-zh/', 'en'],
    // not a language of this site
    ['/fr/guide/', 'en'],
  ])('%s → %s', (path, expected) => {
    expect(inferLang(path, all, 'en')).toBe(expected);
  });

  it('uses the configured default language', () => {
    expect(inferLang('/guide/', ['zh', 'en'], 'zh')).toBe('zh');
    expect(inferLang('/en/guide/', ['zh', 'en'], 'zh')).toBe('en');
  });
});

describe('htmlLang', () => {
  it('marks Chinese as Simplified Chinese and keeps other codes', () => {
    expect(htmlLang('zh')).toBe('zh-CN');
    expect(htmlLang('en')).toBe('en');
    expect(htmlLang('fr')).toBe('fr');
  });

  it('writes any code as its canonical BCP 47 tag, and keeps one Intl cannot read', () => {
    expect(htmlLang('pt-br')).toBe('pt-BR');
    expect(htmlLang('zh-tw')).toBe('zh-TW');
    expect(htmlLang('zh-hant-hk')).toBe('zh-Hant-HK');
    expect(htmlLang('not a tag')).toBe('not a tag');
  });
});
