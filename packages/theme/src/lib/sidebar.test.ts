import { describe, expect, it } from 'vitest';
import type { SidebarGroup, SidebarItem } from '../config/types';
import { activeTrail, flattenSidebarLinks, getPrevNext, getSidebar, isActiveLink, listWindow } from './sidebar';

const guide: SidebarItem[] = [{ text: 'Intro', link: '/guide/start/' }];
const guideBasic: SidebarItem[] = [{ text: 'CLI', link: '/guide/basic/cli' }];
const config: SidebarItem[] = [{ text: 'Lib', link: '/config/lib/' }];
const sidebars = { '/guide/': guide, '/guide/basic': guideBasic, '/config': config };

describe('getSidebar', () => {
  it.each([
    ['/guide/start/quick-start', '', '/guide/'],
    ['/guide/', '', '/guide/'],
    ['/guide', '', '/guide/'],
    ['/guide/basic/cli', '', '/guide/basic'],
    ['/guide/basic/', '', '/guide/basic'],
    ['/guide/basics-extra', '', '/guide/'],
    ['/config/lib/format.html', '', '/config'],
    ['/configuration', '', null],
    ['/zh/guide/basic/cli', '/zh', '/guide/basic'],
    ['/zh/config/', '/zh/', '/config'],
    ['/zh/', '/zh', null],
    ['/blog/', '', null],
  ] as const)('%s with prefix %j uses the %s sidebar', (path, prefix, key) => {
    const result = getSidebar(sidebars, path, prefix);
    if (key === null) expect(result).toEqual([]);
    else expect(result).toBe(sidebars[key]);
  });

  it('lets a root key cover every path but loses to a longer key', () => {
    const root: SidebarItem[] = [];
    expect(getSidebar({ '/': root, '/guide/': guide }, '/blog/x', '')).toBe(root);
    expect(getSidebar({ '/': root, '/guide/': guide }, '/guide/x', '')).toBe(guide);
  });
});

describe('isActiveLink', () => {
  it.each([
    ['/guide/start/', '/guide/start/', true],
    ['/guide/start/', '/guide/start/index.html', true],
    ['/guide/start/', '/guide/start', true],
    ['/guide/start/quick-start', '/guide/start/quick-start.html', true],
    ['/guide/start/quick-start', '/guide/start/quick-start#install', true],
    ['/guide/start/quick-start', '/guide/start/', false],
    ['/guide/start/', '/zh/guide/start/', false],
    ['https://example.com/guide/', '/guide/', false],
    [undefined, '/guide/', false],
  ])('%s on %s → %s', (link, pathname, expected) => {
    expect(isActiveLink(link, pathname)).toBe(expected);
  });
});

const nested: SidebarGroup = {
  text: 'Advanced',
  link: '/guide/advanced/',
  items: [
    { text: 'CSS', link: '/guide/advanced/css' },
    { type: 'divider' },
    { text: 'Deep', items: [{ text: 'DTS', link: '/guide/advanced/dts' }] },
  ],
};

describe('activeTrail of a nested group', () => {
  it.each([
    ['/guide/advanced/', true],
    ['/guide/advanced/css.html', true],
    ['/guide/advanced/dts', true],
    ['/guide/advanced/assets', false],
    ['/guide/', false],
  ])('%s is inside it → %s', (pathname, expected) => {
    expect(activeTrail([nested], pathname)[0] === 0).toBe(expected);
  });
});

describe('flattenSidebarLinks', () => {
  it('lists links in document order with group links first and skips dividers and section headers', () => {
    const items: SidebarItem[] = [
      { text: 'Intro', link: '/a' },
      { type: 'section-header', text: 'More' },
      nested,
      { type: 'divider', dashed: true },
      { text: 'Last', link: '/z' },
    ];
    expect(flattenSidebarLinks(items).map((l) => l.link)).toEqual([
      '/a',
      '/guide/advanced/',
      '/guide/advanced/css',
      '/guide/advanced/dts',
      '/z',
    ]);
  });
});

describe('getPrevNext', () => {
  const items: SidebarItem[] = [
    { text: 'Start', link: '/guide/start/', items: [{ text: 'Introduction', link: '/guide/start/index' }, { text: 'Quick Start', link: '/guide/start/quick-start' }] },
    { text: 'Rspack', link: 'https://rspack.dev' },
    { text: 'CLI', link: '/guide/basic/cli' },
  ];
  it.each([
    ['/guide/start/', undefined, '/guide/start/quick-start'],
    ['/guide/start/quick-start', '/guide/start/', '/guide/basic/cli'],
    ['/guide/basic/cli.html', '/guide/start/quick-start', undefined],
  ])('%s → prev %s, next %s', (pathname, prev, next) => {
    const result = getPrevNext(items, pathname);
    expect(result.prev?.link).toBe(prev);
    expect(result.next?.link).toBe(next);
  });

  it('returns the page titles with the links', () => {
    expect(getPrevNext(items, '/guide/start/quick-start')).toEqual({
      prev: { text: 'Start', link: '/guide/start/' },
      next: { text: 'CLI', link: '/guide/basic/cli' },
    });
  });

  it('counts `/`, `/index` and `/index.html` as one page', () => {
    const home: SidebarItem[] = [{ text: 'Home', link: '/' }, { text: 'Home again', link: '/index.html' }, { text: 'Guide', link: '/guide' }];
    expect(getPrevNext(home, '/index')).toEqual({ next: { text: 'Guide', link: '/guide' } });
    expect(getPrevNext(home, '/guide/').prev).toEqual({ text: 'Home', link: '/' });
  });

  it('returns nothing for a page outside the sidebar', () => {
    expect(getPrevNext(items, '/blog/')).toEqual({});
  });
});

describe('activeTrail', () => {
  const items: SidebarItem[] = [
    { text: 'Start', link: '/guide/start/' },
    { type: 'divider' },
    {
      text: 'Basic',
      link: '/guide/basic/',
      items: [
        { text: 'CLI', link: '/guide/basic/cli' },
        { text: 'Nested', items: [{ text: 'Deep', link: '/guide/basic/deep/page' }] },
      ],
    },
    { text: 'Again', link: '/guide/basic/cli' },
    { text: 'Rspack', link: 'https://rspack.dev' },
  ];

  it('leads through groups to the page, after normalising the path', () => {
    expect(activeTrail(items, '/guide/basic/deep/page.html')).toEqual([2, 1, 0]);
    expect(activeTrail(items, '/guide/start/index')).toEqual([0]);
  });

  it('ends at a group whose own link is the page', () => {
    expect(activeTrail(items, '/guide/basic')).toEqual([2]);
  });

  it('takes the first place of a page listed twice', () => {
    expect(activeTrail(items, '/guide/basic/cli')).toEqual([2, 0]);
  });

  it('is empty for a page the sidebar does not list (external links never match)', () => {
    expect(activeTrail(items, '/blog/')).toEqual([]);
    expect(activeTrail(items, 'https://rspack.dev')).toEqual([]);
  });
});

describe('listWindow', () => {
  it('shows a short list whole', () => {
    expect(listWindow(50, 10, 50)).toEqual({ start: 0, end: 50 });
    expect(listWindow(3, -1, 50)).toEqual({ start: 0, end: 3 });
  });

  it('centres a long list on the entry of the current page', () => {
    expect(listWindow(600, 300, 50)).toEqual({ start: 275, end: 325 });
  });

  it('keeps the window inside the list at either end', () => {
    expect(listWindow(600, 3, 50)).toEqual({ start: 0, end: 50 });
    expect(listWindow(600, 598, 50)).toEqual({ start: 550, end: 600 });
  });

  it("starts at the top of a long list that doesn't hold the current page", () => {
    expect(listWindow(600, -1, 50)).toEqual({ start: 0, end: 50 });
  });
});
