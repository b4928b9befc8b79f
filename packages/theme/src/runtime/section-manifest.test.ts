import { afterEach, describe, expect, it, vi } from 'vitest';
import { sectionFromManifest, sectionLoader, type SectionManifest } from './section-manifest';

const manifest: SectionManifest = {
  routes: [{ path: '/guide/start', filePath: 'en/guide/start.md', lang: 'en', version: '', module: '/assets/start-abc.js' }],
  sidebars: { '/guide/': [{ text: 'Start', link: '/guide/start' }] },
};

afterEach(() => vi.unstubAllGlobals());

describe('sectionFromManifest', () => {
  it('keeps each route and gives it a loader of its module, used for preloading too', () => {
    const section = sectionFromManifest(manifest);
    expect(section.sidebars).toBe(manifest.sidebars);
    const [route] = section.routes;
    expect(route).toMatchObject({ path: '/guide/start', filePath: 'en/guide/start.md', lang: 'en', version: '' });
    expect(route).not.toHaveProperty('module');
    expect(route!.preload).toBe(route!.element);
  });
});

describe('sectionLoader', () => {
  it('fetches the manifest once asked, not before', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(manifest)));
    vi.stubGlobal('fetch', fetch);
    const load = sectionLoader('/_rsdocs/sections/en.~.guide.json');
    expect(fetch).not.toHaveBeenCalled();
    const section = await load();
    expect(fetch).toHaveBeenCalledWith('/_rsdocs/sections/en.~.guide.json');
    expect(section.routes.map((r) => r.path)).toEqual(['/guide/start']);
  });

  it('rejects with the URL and status when the manifest cannot be fetched, so the router can retry', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('gone', { status: 404 })));
    await expect(sectionLoader('/_rsdocs/sections/x.json')()).rejects.toThrow('/_rsdocs/sections/x.json: 404');
  });
});
