import { describe, expect, it } from 'vitest';
import { versionTargets } from './versions';

const opts = { langs: ['en', 'zh'], defaultLang: 'en', versions: ['v1', 'v2'], defaultVersion: 'v2' };

describe('versionTargets', () => {
  it('keeps the page in the versions that have it, and goes to the home of the others', () => {
    expect(versionTargets('/zh/guide/new', ['v2'], opts)).toEqual([
      { version: 'v1', current: false, samePage: false, href: '/v1/zh/' },
      { version: 'v2', current: true, samePage: true, href: '/zh/guide/new' },
    ]);
    expect(versionTargets('/v1/guide/start', ['v1', 'v2'], opts)).toEqual([
      { version: 'v1', current: true, samePage: true, href: '/v1/guide/start' },
      { version: 'v2', current: false, samePage: true, href: '/guide/start' },
    ]);
  });

  it('without knowing the versions of the page (the 404 page), leads to the homes', () => {
    expect(versionTargets('/v1/404', undefined, opts).map((t) => t.href)).toEqual(['/v1/404', '/']);
  });
});
