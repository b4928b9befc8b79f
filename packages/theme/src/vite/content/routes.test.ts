import { describe, expect, it } from 'vitest';
import { fileToRoute, isExcluded, notFoundPages, routeToHtmlFile, sectionKey, type RouteOptions } from './routes';

const opts: RouteOptions = { langs: ['en', 'zh'], defaultLang: 'en', versions: [], defaultVersion: '' };
const versioned: RouteOptions = { langs: ['en', 'zh'], defaultLang: 'en', versions: ['v1', 'v2'], defaultVersion: 'v2' };

describe('fileToRoute', () => {
  it.each([
    // English at the root, index files as folder routes
    ['en/index.md', '/', 'en'],
    ['en/blog/index.mdx', '/blog/', 'en'],
    ['en/config/index.mdx', '/config/', 'en'],
    ['en/config/lib/index.mdx', '/config/lib/', 'en'],
    ['en/config/lib/auto-extension.mdx', '/config/lib/auto-extension', 'en'],
    ['en/config/rsbuild/output.mdx', '/config/rsbuild/output', 'en'],
    ['en/api/javascript-api/core.mdx', '/api/javascript-api/core', 'en'],
    ['en/guide/start/index.mdx', '/guide/start/', 'en'],
    ['en/guide/start/quick-start.mdx', '/guide/start/quick-start', 'en'],
    ['en/guide/basic/cli.md', '/guide/basic/cli', 'en'],
    // Chinese under /zh, including /zh/ as home
    ['zh/index.md', '/zh/', 'zh'],
    ['zh/guide/start/index.mdx', '/zh/guide/start/', 'zh'],
    ['zh/config/lib.mdx', '/zh/config/lib', 'zh'],
    ['zh/guide/framework/vue.mdx', '/zh/guide/framework/vue', 'zh'],
  ])('%s → %s (%s)', (file, routePath, lang) => {
    expect(fileToRoute(file, opts)).toEqual({ routePath, lang, version: '', relativePath: file });
  });

  it('only treats a whole last segment named index as a folder route', () => {
    expect(fileToRoute('en/guide/reindex.md', opts)?.routePath).toBe('/guide/reindex');
    expect(fileToRoute('en/guide/index/more.md', opts)?.routePath).toBe('/guide/index/more');
  });

  it('accepts Windows separators and reports forward slashes', () => {
    expect(fileToRoute('zh\\guide\\start\\index.mdx', opts)).toEqual({
      routePath: '/zh/guide/start/',
      lang: 'zh',
      version: '',
      relativePath: 'zh/guide/start/index.mdx',
    });
  });

  it.each([
    ['README.md'],
    ['theme/index.md'],
    ['fr/guide/start.md'],
    ['en.md'],
    ['en/guide/notes.txt'],
    ['en/guide/component.tsx'],
    ['guide/start/index.md'],
  ])('does not route %s', (file) => {
    expect(fileToRoute(file, opts)).toBeNull();
  });

  describe('with versions configured', () => {
    it.each([
      ['v1/en/index.md', '/v1/', 'en', 'v1'],
      ['v1/zh/index.md', '/v1/zh/', 'zh', 'v1'],
      ['v1/en/guide/start/index.mdx', '/v1/guide/start/', 'en', 'v1'],
      ['v1/zh/config/lib/format.mdx', '/v1/zh/config/lib/format', 'zh', 'v1'],
      // the default version carries no prefix
      ['v2/en/index.md', '/', 'en', 'v2'],
      ['v2/zh/guide/basic/cli.mdx', '/zh/guide/basic/cli', 'zh', 'v2'],
    ])('%s → %s', (file, routePath, lang, version) => {
      expect(fileToRoute(file, versioned)).toEqual({ routePath, lang, version, relativePath: file });
    });

    it('does not route files outside a version folder', () => {
      expect(fileToRoute('en/guide/cli.md', versioned)).toBeNull();
      expect(fileToRoute('v3/en/guide/cli.md', versioned)).toBeNull();
      expect(fileToRoute('v1/fr/guide/cli.md', versioned)).toBeNull();
    });
  });

  it('uses the configured default language for the unprefixed routes', () => {
    const zhFirst: RouteOptions = { langs: ['zh', 'en'], defaultLang: 'zh', versions: [], defaultVersion: '' };
    expect(fileToRoute('zh/guide/cli.md', zhFirst)?.routePath).toBe('/guide/cli');
    expect(fileToRoute('en/index.md', zhFirst)?.routePath).toBe('/en/');
  });
});

describe('isExcluded', () => {
  it.each([
    ['en/shared/snippet.mdx', true],
    ['zh/shared/deep/snippet.md', true],
    ['shared/en/x.md', true],
    ['en/guide/_partials/table.md', true],
    ['en/.drafts/x.md', true],
    ['en/guide/start/index.mdx', false],
    // a page named shared is routed; a file named _x is not (a fragment), but __x is, as in Rspress
    ['en/guide/shared.md', false],
    ['en/guide/_intro.md', true],
    ['en/guide/__intro.md', false],
    ['en/guide/sharedx/a.md', false],
  ])('%s → %s', (file, excluded) => {
    expect(isExcluded(file, ['shared'])).toBe(excluded);
  });

  it('uses the given folder names and Windows separators', () => {
    expect(isExcluded('en\\snippets\\a.md', ['snippets'])).toBe(true);
    expect(isExcluded('en/shared/a.md', ['snippets'])).toBe(false);
  });
});

describe('sectionKey', () => {
  it.each([
    [{ routePath: '/', lang: 'en', version: '' }, 'en||'],
    [{ routePath: '/guide/start/', lang: 'en', version: '' }, 'en||guide'],
    [{ routePath: '/zh/', lang: 'zh', version: '' }, 'zh||'],
    [{ routePath: '/zh/config/lib/format', lang: 'zh', version: '' }, 'zh||config'],
  ])('%j → %s', (route, key) => {
    expect(sectionKey(route, opts)).toBe(key);
  });

  it('strips the version prefix', () => {
    expect(sectionKey({ routePath: '/v1/zh/guide/cli', lang: 'zh', version: 'v1' }, versioned)).toBe('zh|v1|guide');
    expect(sectionKey({ routePath: '/v1/', lang: 'en', version: 'v1' }, versioned)).toBe('en|v1|');
    expect(sectionKey({ routePath: '/api/x', lang: 'en', version: 'v2' }, versioned)).toBe('en|v2|api');
  });
});

describe('routeToHtmlFile', () => {
  it.each([
    ['/', 'index.html'],
    ['/zh/', 'zh/index.html'],
    ['/guide/start/', 'guide/start/index.html'],
    ['/guide/basic/cli', 'guide/basic/cli.html'],
    ['/zh/config/lib', 'zh/config/lib.html'],
    ['/v1/zh/', 'v1/zh/index.html'],
  ])('%s → %s', (route, file) => {
    expect(routeToHtmlFile(route)).toBe(file);
  });
});

describe('notFoundPages', () => {
  it('writes one not-found page per language, and per version on a versioned site', () => {
    expect(notFoundPages({ langs: ['en', 'zh'], defaultLang: 'en', versions: [], defaultVersion: '' }).map((p) => p.outFile)).toEqual(['404.html', 'zh/404.html']);
    const versioned = notFoundPages({ langs: ['en', 'zh'], defaultLang: 'en', versions: ['v1', 'v2'], defaultVersion: 'v2' });
    expect(versioned).toEqual([
      { probePath: '/v1/404-rsdocs-not-found', outFile: 'v1/404.html' },
      { probePath: '/v1/zh/404-rsdocs-not-found', outFile: 'v1/zh/404.html' },
      { probePath: '/404-rsdocs-not-found', outFile: '404.html' },
      { probePath: '/zh/404-rsdocs-not-found', outFile: 'zh/404.html' },
    ]);
  });
});
