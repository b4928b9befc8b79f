import { settledResource } from '../lib/resource';
import { storySidebar, storySite } from '../test/fixtures';
import type { PageModule, SectionModule } from './route-types';
import { createRouteLoader } from './router';
import type { PageData } from './types';

const pageData: PageData = {
  pagePath: 'en/guide/start/index.md',
  pageType: 'custom',
  title: 'Introduction',
  frontmatter: {},
  toc: [],
  routePath: '/guide/start/',
  lang: 'en',
  version: '',
  relativePath: '/en/guide/start/index.md',
};
const pageModule: PageModule = { default: () => null, pageData };
const section: SectionModule = {
  routes: [
    {
      path: '/guide/start/',
      filePath: 'en/guide/start/index.md',
      lang: 'en',
      version: '',
      element: async () => pageModule,
      preload: async () => pageModule,
    },
  ],
  sidebars: { '/guide/': storySidebar },
};
const status = (p: Promise<unknown>) => (p as { status?: string }).status;

describe('route loader', () => {
  it('loads a page with its section, sidebars settled (client navigation never suspends)', async () => {
    const loader = createRouteLoader(storySite, {
      'en||guide': async () => section,
    });
    const page = await loader.load('/guide/start/');
    expect(page.pageData.title).toBe('Introduction');
    expect(status(page.sidebars)).toBe('fulfilled');
    expect(await page.sidebars).toEqual(section.sidebars);
  });

  it('gives the first page without waiting for its section, whose sidebars follow', async () => {
    let resolveSection!: (m: SectionModule) => void;
    const sectionLoad = vi.fn(() => new Promise<SectionModule>((res) => (resolveSection = res)));
    const loader = createRouteLoader(storySite, { 'en||guide': sectionLoad });
    const page = await loader.loadFirst(pageData, async () => pageModule);
    expect(page.Content).toBe(pageModule.default);
    expect(sectionLoad).toHaveBeenCalledTimes(1); // started at once, in parallel with hydration
    expect(status(page.sidebars)).toBe('pending');
    resolveSection(section);
    expect(await page.sidebars).toEqual(section.sidebars);
    expect(status(page.sidebars)).toBe('fulfilled');
  });

  it('renders the prerendered 404 page from its own data, with no chunk and no sidebars', async () => {
    const loader = createRouteLoader(storySite, {});
    const notFound = {
      ...pageData,
      pageType: '404' as const,
      routePath: '/404',
    };
    const pageChunk = vi.fn(async () => pageModule);
    const page = await loader.loadFirst(notFound, pageChunk);
    expect(page.Content).toBeNull();
    expect(pageChunk).not.toHaveBeenCalled();
    expect(await page.sidebars).toEqual(await settledResource({}));
  });

  describe('hot updates (dev server)', () => {
    it('returns the updated page module on later loads, not the one first imported', async () => {
      const loader = createRouteLoader(storySite, { 'en||guide': async () => section });
      const updated: PageModule = { default: () => null, pageData: { ...pageData, title: 'Introduction, edited' } };
      loader.applyHotUpdate({ type: 'page', module: updated });
      const page = await loader.load('/guide/start');
      expect(page.pageData.title).toBe('Introduction, edited');
      expect(page.Content).toBe(updated.default);
    });

    it('takes a section’s new route table: a removed page becomes the 404, an added one loads', async () => {
      const loader = createRouteLoader(storySite, { 'en||guide': async () => section });
      expect((await loader.load('/guide/start/')).pageData.pageType).toBe('custom');
      loader.applyHotUpdate({ type: 'section', key: 'en||guide', module: { ...section, routes: [] } });
      expect((await loader.load('/guide/start/')).pageData.pageType).toBe('404');

      const added = { ...section.routes[0]!, path: '/guide/new' };
      loader.applyHotUpdate({ type: 'section', key: 'en||guide', module: { ...section, routes: [added] } });
      expect((await loader.load('/guide/new')).pageData.title).toBe('Introduction');
    });

    it('takes a new list of sections: a new section loads, a gone one is forgotten', async () => {
      const loader = createRouteLoader(storySite, {});
      expect((await loader.load('/guide/start/')).pageData.pageType).toBe('404');
      loader.applyHotUpdate({ type: 'sections', sections: { 'en||guide': async () => section } });
      expect((await loader.load('/guide/start/')).pageData.pageType).toBe('custom');
      loader.applyHotUpdate({ type: 'sections', sections: {} });
      expect((await loader.load('/guide/start/')).pageData.pageType).toBe('404');
    });
  });
});
