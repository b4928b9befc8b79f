import { describe, expect, it } from 'vitest';
import type { NavItem } from '../../config/types';
import { storySite } from '../../test/fixtures';
import { isNavItemActive, routeOptions } from './navMatch';

const opts = routeOptions(storySite);

describe('isNavItemActive', () => {
  it.each<[NavItem, string, boolean]>([
    [{ text: 'Guide', link: '/guide/start/', activeMatch: '/guide/' }, '/guide/basic/cli', true],
    [{ text: 'Guide', link: '/zh/guide/start/', activeMatch: '/guide/' }, '/zh/guide/basic/cli', true],
    [{ text: 'Guide', link: '/guide/start/', activeMatch: '/guide/' }, '/config/', false],
    [{ text: 'Config', link: '/config/', activeMatch: '^/config/$' }, '/config/lib/dts', false],
    [{ text: 'Broken', link: '/x/', activeMatch: '(' }, '/x/', false],
    // Rspress tests activeMatch against the whole path: a zh _nav.json may write the prefix.
    [{ text: 'Guide', link: '/zh/guide/start/', activeMatch: '^/zh/guide/' }, '/zh/guide/basic/cli', true],
    [{ text: 'Guide', link: '/zh/guide/start/', activeMatch: '^/zh/guide/' }, '/guide/basic/cli', false],
    // default: the link's folder, language prefix ignored
    [{ text: 'API', link: '/api/javascript-api/core' }, '/api/javascript-api/types', true],
    [{ text: 'API', link: '/zh/api/javascript-api/core' }, '/zh/api/javascript-api/types', true],
    [{ text: 'API', link: '/api/javascript-api/core' }, '/api/other', false],
    [{ text: 'Home', link: '/' }, '/', true],
    [{ text: 'Home', link: '/' }, '/guide/', false],
    [{ text: 'Blog', link: '/blog' }, '/blog/', true],
    [{ text: 'Ext', link: 'https://rspack.dev/guide/' }, '/guide/', false],
    [{ text: 'Parent', items: [{ text: 'Child', link: '/config/lib/' }] }, '/config/lib/dts', true],
    [{ text: 'Parent', items: [{ text: 'Child', link: '/config/lib/' }] }, '/guide/', false],
  ])('%o at %s → %s', (item, path, expected) => {
    expect(isNavItemActive(item, path, opts)).toBe(expected);
  });
});
