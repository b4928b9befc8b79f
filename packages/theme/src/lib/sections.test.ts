import { describe, expect, it } from 'vitest';
import { routeLookupKey, sectionKeyOf } from './sections';

const plain = { langs: ['en', 'zh'], defaultLang: 'en', versions: [], defaultVersion: '' };
const versioned = { langs: ['en', 'zh'], defaultLang: 'en', versions: ['v1', 'v2'], defaultVersion: 'v2' };

describe('sectionKeyOf', () => {
  it.each([
    ['/', 'en||'],
    ['/guide/start/', 'en||guide'],
    ['/guide/basic/cli', 'en||guide'],
    ['/config/lib/format.html', 'en||config'],
    ['/zh/', 'zh||'],
    ['/zh/guide/start/index.html', 'zh||guide'],
    ['/zh/api/javascript-api/core', 'zh||api'],
  ])('%s → %s', (path, key) => {
    expect(sectionKeyOf(path, plain)).toBe(key);
  });

  it.each([
    ['/v1/zh/guide/cli', 'zh|v1|guide'],
    ['/v1/config/', 'en|v1|config'],
    ['/zh/guide/cli', 'zh|v2|guide'],
    ['/guide/cli', 'en|v2|guide'],
  ])('with versions: %s → %s', (path, key) => {
    expect(sectionKeyOf(path, versioned)).toBe(key);
  });
});

describe('routeLookupKey', () => {
  it.each([
    ['/', '/'],
    ['/index.html', '/'],
    ['/guide/start/', '/guide/start'],
    ['/guide/start/index.html', '/guide/start'],
    ['/guide/start/index', '/guide/start'],
    ['/guide/start', '/guide/start'],
    ['/guide/basic/cli.html#install', '/guide/basic/cli'],
    ['/zh/', '/zh'],
    ['/zh/index.html', '/zh'],
  ])('%s → %s', (path, key) => {
    expect(routeLookupKey(path)).toBe(key);
  });
});
