import { describe, expect, it } from 'vitest';
import { versionsWithPage } from './versions';

const opts = { langs: ['en', 'zh'], defaultLang: 'en', versions: ['v1', 'v2', 'v3'], defaultVersion: 'v3' };

describe('versionsWithPage', () => {
  const routes = [
    { routePath: '/guide/start', lang: 'en' },
    { routePath: '/v1/guide/start', lang: 'en' },
    { routePath: '/v2/guide/new', lang: 'en' },
    { routePath: '/guide/new', lang: 'en' },
    { routePath: '/v1/zh/guide/start', lang: 'zh' },
    { routePath: '/v2/guide/', lang: 'en' },
    { routePath: '/guide/index', lang: 'en' },
  ];
  const versionsOf = versionsWithPage(routes, opts);

  it('lists the versions with the same path in the same language, in the config order', () => {
    expect(versionsOf('/guide/start', 'en')).toEqual(['v1', 'v3']);
    expect(versionsOf('/v2/guide/new', 'en')).toEqual(['v2', 'v3']);
    expect(versionsOf('/v1/zh/guide/start', 'zh')).toEqual(['v1']);
  });

  it('compares paths as the router does (index, trailing slash)', () => {
    expect(versionsOf('/v2/guide/', 'en')).toEqual(['v2', 'v3']);
  });

  it('gives nothing on a site without versions', () => {
    expect(versionsWithPage(routes, { ...opts, versions: [], defaultVersion: '' })('/guide/start', 'en')).toBeUndefined();
  });
});
