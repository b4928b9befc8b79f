import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ClientSiteData, PageData } from '../../runtime/types';
import { SpillFile } from '../cache/spill';
import { listedPage, llmsTxt, markdownFileFor, sitemapXml } from './outputs';

function page(routePath: string, extra: Partial<PageData> = {}): PageData {
  const lang = routePath.startsWith('/zh') ? 'zh' : 'en';
  return {
    pagePath: `${lang}${routePath}.md`,
    pageType: 'doc',
    title: routePath,
    frontmatter: {},
    toc: [],
    routePath,
    lang,
    version: '',
    relativePath: `/${lang}${routePath}.md`,
    ...extra,
  };
}

const site = (base = '/'): ClientSiteData => ({
  title: 'Rslib',
  description: 'The Rsbuild-based library development tool.',
  base,
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English', title: 'Rslib', description: '', nav: [], messages: {}, prefix: '' },
    { lang: 'zh', label: '简体中文', title: 'Rslib', description: '', nav: [], messages: {}, prefix: '/zh' },
  ],
  socialLinks: [],
  lastUpdated: true,
  search: { mode: 'local' },
  versions: [],
  defaultVersion: '',
  hideNavbarOnScroll: false,
  localeRedirect: 'auto',
});

describe('sitemapXml', () => {
  const pages = [
    page('/', { pageType: 'home' }),
    page('/guide/start/', { lastUpdatedTime: Date.UTC(2024, 4, 6, 7, 8, 9) }),
    page('/zh/guide/basic/cli'),
    page('/404', { pageType: '404' }),
    page('/a&b'),
  ];

  it('lists every page but the 404 page, with the site origin and last update', () => {
    const xml = sitemapXml(pages, 'https://rslib.rs/', '/');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n')).toBe(true);
    expect(xml.endsWith('</urlset>\n')).toBe(true);
    expect(xml.match(/<url>.*<\/url>/g)).toEqual([
      '<url><loc>https://rslib.rs/</loc></url>',
      '<url><loc>https://rslib.rs/guide/start/</loc><lastmod>2024-05-06T07:08:09.000Z</lastmod></url>',
      '<url><loc>https://rslib.rs/zh/guide/basic/cli</loc></url>',
      '<url><loc>https://rslib.rs/a&amp;b</loc></url>',
    ]);
  });

  it('puts the base path between origin and route', () => {
    const xml = sitemapXml([page('/guide/start/'), page('/zh/')], 'https://example.com', '/docs/');
    expect(xml).toContain('<loc>https://example.com/docs/guide/start/</loc>');
    expect(xml).toContain('<loc>https://example.com/docs/zh/</loc>');
  });
});

describe('markdownFileFor', () => {
  it.each([
    ['/', 'index.md'],
    ['/zh/', 'zh/index.md'],
    ['/guide/start/', 'guide/start/index.md'],
    ['/guide/basic/cli', 'guide/basic/cli.md'],
  ])('%s → %s', (route, file) => {
    expect(markdownFileFor(route)).toBe(file);
  });
});

describe('llmsTxt', () => {
  const pages = [
    page('/', { pageType: 'home', title: 'Home' }),
    page('/guide/start/', { title: 'Introduction', frontmatter: { description: 'What Rslib is' } }),
    page('/guide/basic/cli', { title: 'CLI' }),
    page('/404', { pageType: '404', title: 'Not found' }),
    page('/zh/', { pageType: 'home', title: '首页' }),
    page('/zh/guide/start/', { title: '介绍' }),
  ];

  it('indexes the pages per language with links to their Markdown copies', () => {
    expect(llmsTxt(site(), pages)).toBe(
      [
        '# Rslib',
        '',
        '> The Rsbuild-based library development tool.',
        '',
        '## English',
        '',
        '- [Introduction](/guide/start/index.md): What Rslib is',
        '- [CLI](/guide/basic/cli.md)',
        '',
        '## 简体中文',
        '',
        '- [介绍](/zh/guide/start/index.md)',
        '',
      ].join('\n'),
    );
  });

  it('says the same of listed pages, held or with their title and description in a spill file (a large build)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-listed-'));
    const spill = new SpillFile(dir);
    try {
      const spilled = pages.map((p) => listedPage(p, p.routePath, spill));
      const held = pages.map((p) => listedPage(p, p.routePath));
      expect(llmsTxt(site(), spilled)).toBe(llmsTxt(site(), pages));
      expect(llmsTxt(site(), held)).toBe(llmsTxt(site(), pages));
      expect(sitemapXml(spilled, 'https://x.dev', '/')).toBe(sitemapXml(pages, 'https://x.dev', '/'));
      // Neither the title nor the description is a value of the spilled listing: read from the file when asked.
      expect(Object.keys(spilled[1]!)).not.toContain('title');
      expect(Object.keys(spilled[1]!)).not.toContain('frontmatter');
      expect([spilled[1]!.title, spilled[1]!.frontmatter.description, spilled[2]!.frontmatter.description]).toEqual(['Introduction', 'What Rslib is', undefined]);
      // The route's own string, when it is the page's.
      const route = `/guide/${'start/'.slice(0)}`;
      expect(listedPage(pages[1]!, route).routePath).toBe(route);
    } finally {
      spill.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prefixes the links with the base and skips languages without pages', () => {
    const text = llmsTxt(site('/docs/'), [page('/guide/basic/cli', { title: 'CLI' })]);
    expect(text).toContain('- [CLI](/docs/guide/basic/cli.md)');
    expect(text).toContain('## English');
    expect(text).not.toContain('简体中文');
  });
});
