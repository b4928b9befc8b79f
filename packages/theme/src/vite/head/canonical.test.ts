import { describe, expect, it } from 'vitest';
import type { ClientSiteData, PageData } from '../../runtime/types';
import { canonicalUrl, renderHtml } from './html';

const page = (extra: Partial<PageData> = {}): PageData => ({
  pagePath: 'en/guide/basic/cli.mdx',
  pageType: 'doc',
  title: 'CLI',
  frontmatter: {},
  toc: [],
  routePath: '/guide/basic/cli',
  lang: 'en',
  version: '',
  relativePath: '/en/guide/basic/cli.mdx',
  ...extra,
});

describe('canonicalUrl', () => {
  it("is the page's own URL with a siteUrl, an untranslated page's original's (site-relative without one), none for a 404", () => {
    expect(canonicalUrl(page(), 'https://rslib.rs/', '/docs/')).toBe('https://rslib.rs/docs/guide/basic/cli');
    expect(canonicalUrl(page(), undefined, '/')).toBeUndefined();
    const untranslated = page({ routePath: '/zh/guide/basic/cli', lang: 'zh', untranslatedOf: '/guide/basic/cli' });
    expect(canonicalUrl(untranslated, 'https://rslib.rs', '/')).toBe('https://rslib.rs/guide/basic/cli');
    expect(canonicalUrl(untranslated, undefined, '/docs/')).toBe('/docs/guide/basic/cli');
    expect(canonicalUrl(page({ pageType: '404' }), 'https://rslib.rs', '/')).toBeUndefined();
  });

  it('goes with an og:url when absolute, alone when site-relative (og:url must be absolute)', () => {
    // Only what the head needs of the site.
    const site = { title: 'Rslib', description: '', base: '/', lang: 'en', locales: [{ lang: 'en', label: 'English', description: '' }] } as unknown as ClientSiteData;
    const html = (canonical: string) => renderHtml({ site, page: page(), title: 'CLI', body: '', scripts: [], styles: [], preloads: [], headScript: '', canonical, locale: 'en' });
    expect(html('/guide/basic/cli')).toContain('<link rel="canonical" href="/guide/basic/cli">');
    expect(html('/guide/basic/cli')).not.toContain('og:url');
    expect(html('https://rslib.rs/guide/basic/cli')).toContain('<meta property="og:url" content="https://rslib.rs/guide/basic/cli"><link rel="canonical" href="https://rslib.rs/guide/basic/cli">');
  });
});
