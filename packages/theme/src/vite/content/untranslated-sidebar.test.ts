import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../../config/types';
import { withUntranslatedEntries } from './untranslated-sidebar';

const routeOptions = { langs: ['en', 'zh'], defaultLang: 'en', versions: [], defaultVersion: '' };
const page = (text: string, link: string): SidebarItem => ({ text, link });
const group = (text: string, items: SidebarItem[], link?: string): SidebarItem => ({ text, items, ...(link ? { link } : {}) });
/** zh's untranslated pages: the default language's routes given, under /zh. */
const zh = (...routes: string[]) => ({ lang: 'zh', routeOptions, untranslated: new Set(routes.map((r) => `/zh${r}`)) });
const links = (items: SidebarItem[]): unknown[] => items.map((i) => ('items' in i ? [i.text, links(i.items)] : 'link' in i ? i.link : i.type));

describe('withUntranslatedEntries', () => {
  const en = {
    '/guide/': [
      group('Start', [page('Intro', '/guide/'), page('Install', '/guide/install'), page('Pruning', '/guide/pruning'), page('Watering', '/guide/watering')]),
      group('Recipes', [page('Compost', '/guide/compost'), page('Mulch', '/guide/mulch')]),
    ],
  };
  const zhStart = group('开始', [page('介绍', '/zh/guide/'), page('安装', '/zh/guide/install'), page('浇水', '/zh/guide/watering')]);

  it("puts the default language's entry of an untranslated page back where it stands there, pointing at the page in the language", () => {
    const out = withUntranslatedEntries({ '/guide/': [zhStart] }, en, zh('/guide/pruning', '/guide/compost', '/guide/mulch'));
    expect(links(out['/guide/']!)).toEqual([
      ['开始', ['/zh/guide/', '/zh/guide/install', '/zh/guide/pruning', '/zh/guide/watering']],
      // A whole group of untranslated pages comes back too, with its texts in the default language.
      ['Recipes', ['/zh/guide/compost', '/zh/guide/mulch']],
    ]);
    const start = out['/guide/']![0] as Extract<SidebarItem, { items: SidebarItem[] }>;
    expect(start.items[2]).toEqual({ text: 'Pruning', link: '/zh/guide/pruning' });
    expect(start.items[1]).toBe((zhStart as typeof start).items[1]); // the language's own entries are its own
  });

  it('keeps a list written by hand: an entry left out whose page the language has, another order, an entry of its own', () => {
    const untranslated = zh('/guide/pruning', '/guide/compost', '/guide/mulch');
    // Left out on purpose: /zh/guide/install exists (it is not untranslated) but zh does not list it.
    const leftOut = { '/guide/': [group('开始', [page('介绍', '/zh/guide/'), page('浇水', '/zh/guide/watering')])] };
    expect(withUntranslatedEntries(leftOut, en, untranslated)['/guide/']![0]).toBe(leftOut['/guide/'][0]);
    const reordered = { '/guide/': [group('开始', [page('浇水', '/zh/guide/watering'), page('介绍', '/zh/guide/'), page('安装', '/zh/guide/install')])] };
    expect(withUntranslatedEntries(reordered, en, untranslated)['/guide/']![0]).toBe(reordered['/guide/'][0]);
    const extra = { '/guide/': [zhStart, group('Recipes', [page('Compost', '/zh/guide/compost'), page('Mulch', '/zh/guide/mulch')]), page('博客', '/zh/blog/')] };
    expect(withUntranslatedEntries(extra, en, zh('/guide/pruning'))).toBe(extra);
    // The Rslib site's case: its Chinese sidebar leaves Node Polyfill out though the page exists in Chinese.
    const rslibEn = { '/guide/': [group('Advanced', [page('Wasm', '/guide/wasm'), page('Node Polyfill', '/guide/node-polyfill'), page('Storybook', '/guide/storybook')])] };
    const rslibZh = { '/guide/': [group('进阶', [page('Wasm', '/zh/guide/wasm'), page('使用 Storybook', '/zh/guide/storybook')])] };
    expect(withUntranslatedEntries(rslibZh, rslibEn, zh('/guide/other'))).toBe(rslibZh);
  });

  it('decides per list: a group written by hand is kept while the others get their untranslated pages', () => {
    const own = { '/guide/': [group('开始', [page('介绍', '/zh/guide/'), page('浇水', '/zh/guide/watering')]), group('食谱', [page('堆肥', '/zh/guide/compost')])] };
    const out = withUntranslatedEntries(own, en, zh('/guide/pruning', '/guide/mulch'));
    expect(out['/guide/']![0]).toBe(own['/guide/'][0]);
    expect(links(out['/guide/']!)).toEqual([
      ['开始', ['/zh/guide/', '/zh/guide/watering']],
      ['食谱', ['/zh/guide/compost', '/zh/guide/mulch']],
    ]);
  });

  it('matches groups by their page, dividers and headers by place, and keeps hashes and external links', () => {
    const from = {
      '/': [
        group('API', [page('Hooks', '/api/hooks#use-page'), { type: 'divider' }, page('GitHub', 'https://github.com/acme')], '/api/'),
        { type: 'section-header', text: 'More' },
        page('FAQ', '/faq'),
      ] as SidebarItem[],
    };
    const own = { '/': [group('接口', [{ type: 'divider' }, page('GitHub', 'https://github.com/acme')], '/zh/api/'), { type: 'section-header', text: '更多' }] as SidebarItem[] };
    const out = withUntranslatedEntries(own, from, zh('/api/hooks', '/faq'));
    expect(links(out['/']!)).toEqual([['接口', ['/zh/api/hooks#use-page', 'divider', 'https://github.com/acme']], 'section-header', '/zh/faq']);
  });

  it('leaves the default language, sidebars without untranslated pages and keys only one side has as they are', () => {
    const own = { '/guide/': [zhStart], '/blog/': [page('博客', '/zh/blog/')] };
    expect(withUntranslatedEntries(own, en, zh())).toBe(own);
    expect(withUntranslatedEntries(en, en, { lang: 'en', routeOptions, untranslated: new Set(['/guide/pruning']) })).toBe(en);
    const out = withUntranslatedEntries(own, en, zh('/guide/pruning', '/guide/compost', '/guide/mulch'));
    expect(out['/blog/']).toBe(own['/blog/']);
  });
});
