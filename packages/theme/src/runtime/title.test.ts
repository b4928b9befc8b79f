import { describe, expect, it } from 'vitest';
import { pageTitle } from './title';
import type { ClientSiteData, PageData } from './types';

const site = {
  title: 'Rslib',
  locales: [
    { lang: 'en', title: '' },
    { lang: 'zh', title: 'Rslib 中文' },
  ],
} as unknown as ClientSiteData;

const page = (extra: Partial<PageData>): PageData =>
  ({ pageType: 'doc', title: 'Quick Start', frontmatter: {}, lang: 'en', routePath: '/guide/start/quick-start', ...extra }) as PageData;

describe('pageTitle', () => {
  it('joins page and site title for a doc page', () => {
    expect(pageTitle(page({}), site)).toBe('Quick Start | Rslib');
  });

  it('uses the locale title of the page language', () => {
    expect(pageTitle(page({ lang: 'zh', title: '快速上手' }), site)).toBe('快速上手 | Rslib 中文');
  });

  it('shows the site title alone on the home page and for untitled pages', () => {
    expect(pageTitle(page({ pageType: 'home', title: 'Home' }), site)).toBe('Rslib');
    expect(pageTitle(page({ title: '' }), site)).toBe('Rslib');
    expect(pageTitle(page({ title: 'Rslib' }), site)).toBe('Rslib');
  });

  it('appends titleSuffix instead of the site title when the page sets one', () => {
    expect(pageTitle(page({ frontmatter: { titleSuffix: ' - Rslib docs' } }), site)).toBe('Quick Start - Rslib docs');
    expect(pageTitle(page({ frontmatter: { titleSuffix: '' } }), site)).toBe('Quick Start');
    expect(pageTitle(page({ pageType: 'home', frontmatter: { titleSuffix: ' | Library tool' } }), site)).toBe('Rslib | Library tool');
  });
});
