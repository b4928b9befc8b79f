import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageData } from '../../runtime/types';
import type { DevContext } from './context';
import { createDevSearch, DEV_SEARCH_PATH, devSearchUrls } from './search';
import type { CompiledPage } from '../markdown/compile';

// The dev server's search: an adapter serving what the index builder writes, from memory, by file name.
function fakeSite(texts: Record<string, string>, base = '/') {
  const compiled = () =>
    Object.entries(texts).map(
      ([routePath, text]) =>
        ({
          pageData: { pagePath: '', pageType: 'doc', title: routePath, frontmatter: {}, toc: [], routePath, lang: 'en', version: '', relativePath: '' } as PageData,
          text,
        }) as CompiledPage,
    );
  let builds = 0;
  const ctx = {
    site: () => ({ siteData: { base } }),
    store: () => ({
      compileAll: async () => {
        builds++;
        return compiled();
      },
    }),
    pages: () => [],
    configFile: 'site.config.ts',
  } as unknown as DevContext;
  return { ctx, builds: () => builds };
}

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(middleware: ReturnType<typeof createDevSearch>['middleware']): Promise<string> {
  server = http.createServer((req, res) => middleware(req as never, res, () => void res.writeHead(404).end('next')));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as { port: number }).port}`;
}

describe('dev search', () => {
  it("names one URL per language and version, under the base", () => {
    expect(devSearchUrls(['en|', 'zh|'], '/docs/')).toEqual({ 'en|': '/docs/@rsdocs/search/en%7C', 'zh|': '/docs/@rsdocs/search/zh%7C' });
  });

  it('redirects a language to the file the builder wrote, serves that file from memory, and builds once', async () => {
    const { ctx, builds } = fakeSite({ '/guide/a': 'Bundle a library' });
    const search = createDevSearch(ctx);
    const origin = await serve(search.middleware);
    const entry = await fetch(`${origin}${DEV_SEARCH_PATH}${encodeURIComponent('en|')}`, { redirect: 'manual' });
    expect(entry.status).toBe(302);
    expect(entry.headers.get('cache-control')).toBe('no-store');
    const location = entry.headers.get('location')!;
    expect(location).toMatch(/^\/static\/search_index\.en\.[0-9a-f]{8}\.json$/);
    const file = await fetch(origin + location);
    expect(file.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.stringify(await file.json())).toContain('bundle');
    await fetch(`${origin}${DEV_SEARCH_PATH}${encodeURIComponent('en|')}`, { redirect: 'manual' });
    expect(builds()).toBe(1);
    // Anything else is not the adapter's.
    expect((await fetch(`${origin}/static/other.json`)).status).toBe(404);
    expect((await fetch(`${origin}${DEV_SEARCH_PATH}${encodeURIComponent('fr|')}`, { redirect: 'manual' })).status).toBe(404);
  });

  it('builds again on the next request after a page changed, under a new name', async () => {
    const texts = { '/guide/a': 'Bundle a library' };
    const { ctx, builds } = fakeSite(texts);
    const search = createDevSearch(ctx);
    const origin = await serve(search.middleware);
    const locate = async () => (await fetch(`${origin}${DEV_SEARCH_PATH}${encodeURIComponent('en|')}`, { redirect: 'manual' })).headers.get('location')!;
    const before = await locate();
    texts['/guide/a'] = 'Zeppelins over the library';
    search.markStale();
    const after = await locate();
    expect(builds()).toBe(2);
    expect(after).not.toBe(before);
    expect(JSON.stringify(await (await fetch(origin + after)).json())).toContain('zeppelins');
  });
});
