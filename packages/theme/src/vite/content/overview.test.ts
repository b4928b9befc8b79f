import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../../config/types';
import type { TocItem } from '../../runtime/types';
import { overviewGroups } from './overview';

const toc = (...items: Array<[string, 2 | 3]>): TocItem[] => items.map(([id, depth], i) => ({ id, text: id.toUpperCase(), depth, charIndex: i * 10 }));

const tocByRoute = new Map<string, TocItem[]>([
  ['/config/lib/format', toc(['esm', 2], ['cjs', 2], ['esm-details', 3])],
  ['/config/lib/syntax', toc(['es2015', 2], ['browserslist', 3])],
  ['/config/rsbuild/source', toc(['source-entry', 2])],
  ['/config/lib', toc(['lib-intro', 2])],
]);

const self = { routePath: '/config/', title: 'Config', defaultHeaders: [2] };

describe('overviewGroups', () => {
  it('lists each sidebar group with its pages and their h2 headings, skipping the overview page itself', () => {
    const sidebar: SidebarItem[] = [
      { text: 'Overview', link: '/config/' },
      {
        text: 'Lib',
        link: '/config/lib/',
        items: [
          { text: 'lib.format', link: '/config/lib/format' },
          { type: 'divider' },
          { text: 'lib.syntax', link: '/config/lib/syntax.html' },
        ],
      },
      { text: 'Rsbuild', items: [{ text: 'source', link: '/config/rsbuild/source' }] },
      { text: 'Empty', items: [{ type: 'section-header', text: 'Nothing' }] },
    ];
    expect(overviewGroups(sidebar, tocByRoute, self)).toEqual([
      {
        text: 'Lib',
        items: [
          { text: 'Lib', link: '/config/lib/', headers: [{ id: 'lib-intro', text: 'LIB-INTRO', depth: 2 }] },
          {
            text: 'lib.format',
            link: '/config/lib/format',
            headers: [
              { id: 'esm', text: 'ESM', depth: 2 },
              { id: 'cjs', text: 'CJS', depth: 2 },
            ],
          },
          { text: 'lib.syntax', link: '/config/lib/syntax.html', headers: [{ id: 'es2015', text: 'ES2015', depth: 2 }] },
        ],
      },
      { text: 'Rsbuild', items: [{ text: 'source', link: '/config/rsbuild/source', headers: [{ id: 'source-entry', text: 'SOURCE-ENTRY', depth: 2 }] }] },
    ]);
  });

  it('honours overviewHeaders per item and the page default', () => {
    const sidebar: SidebarItem[] = [
      {
        text: 'Lib',
        items: [
          { text: 'format', link: '/config/lib/format', overviewHeaders: [3] },
          { text: 'syntax', link: '/config/lib/syntax' },
        ],
      },
    ];
    const groups = overviewGroups(sidebar, tocByRoute, { ...self, defaultHeaders: [2, 3] });
    expect(groups[0]?.items.map((i) => [i.text, i.headers.map((h) => h.id)])).toEqual([
      ['format', ['esm-details']],
      ['syntax', ['es2015', 'browserslist']],
    ]);
  });

  it('gathers loose links first under the page title and flattens nested groups', () => {
    const sidebar: SidebarItem[] = [
      { text: 'format', link: '/config/lib/format' },
      { text: 'Outer', items: [{ text: 'Inner', items: [{ text: 'source', link: '/config/rsbuild/source' }] }] },
      { text: 'unknown page', link: '/config/unknown' },
    ];
    expect(overviewGroups(sidebar, tocByRoute, self).map((g) => [g.text, g.items.map((i) => [i.text, i.headers.length])])).toEqual([
      ['Config', [['format', 2], ['unknown page', 0]]],
      ['Outer', [['source', 1]]],
    ]);
  });

  it("carries each page's summary, type and (when the sidebar calls it otherwise) title from the page data", () => {
    const sidebar: SidebarItem[] = [{ text: 'Lib', items: [{ text: 'lib.format', link: '/config/lib/format' }, { text: 'lib.syntax', link: '/config/lib/syntax' }] }];
    const meta = new Map([
      ['/config/lib/format', { title: '产物格式', description: 'Choose the format.', signature: "'esm' | 'cjs'" }],
      ['/config/lib/syntax', { title: 'lib.syntax' }],
    ]);
    const [lib] = overviewGroups(sidebar, tocByRoute, self, meta);
    expect(lib!.items.map(({ headers: _headers, ...rest }) => rest)).toEqual([
      { text: 'lib.format', link: '/config/lib/format', title: '产物格式', description: 'Choose the format.', signature: "'esm' | 'cjs'" },
      { text: 'lib.syntax', link: '/config/lib/syntax' },
    ]);
  });
});
