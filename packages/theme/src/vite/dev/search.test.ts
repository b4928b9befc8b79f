import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { openIndex } from '@rsdocs/search';
import type { DevContext } from './context';
import * as sourceIndex from './source-index';
import * as sourceDocument from '../search/source-document';
import { createDevSearch, DEV_SEARCH_INDEX_HEADER, DEV_SEARCH_PATH, devSearchCacheDir, devSearchUrls, nextIndex, onceIdle } from './search';

// The dev server's search: indexes made from the pages' sources (no page compiled), served from memory by file name.
function fakeSite(texts: Record<string, string>, base = '/', langOf: (routePath: string) => string = () => 'en') {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-dev-search-'));
  roots.push(root);
  const fileOf = (routePath: string) => path.join(root, 'docs/en', `${routePath.slice(1) || 'index'}.md`);
  const write = (routePath: string, text: string) => {
    fs.mkdirSync(path.dirname(fileOf(routePath)), { recursive: true });
    fs.writeFileSync(fileOf(routePath), text);
  };
  for (const [routePath, text] of Object.entries(texts)) write(routePath, text);
  const ctx = {
    site: () => ({ siteData: { base }, projectRoot: root, config: {} }),
    store: () => {
      throw new Error('the dev search compiled a page');
    },
    pages: () => Object.keys(texts).map((routePath) => ({ file: fileOf(routePath), routePath, lang: langOf(routePath), version: '', relativePath: '' })),
    configFile: 'site.config.ts',
  } as unknown as DevContext;
  return { ctx, fileOf, write, runs: () => fs.readdirSync(path.join(devSearchCacheDir(root), 'en')).length };
}
const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

/** The routes of the pages a query finds, as the browser's searcher finds them from the root's URL. */
async function found(origin: string, location: string, query: string): Promise<string[]> {
  const index = await openIndex(origin + location);
  return (await index.search(query, { limit: 7 })).map((hit) => hit.routePath);
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

  it('redirects a language to the file the builder wrote, serves that file from its pack, and builds once', async () => {
    const { ctx } = fakeSite({ '/guide/a': '# Bundling\n\nBundle a library' });
    const search = createDevSearch(ctx);
    const origin = await serve(search.middleware);
    const locate = async () => (await fetch(`${origin}${DEV_SEARCH_PATH}${encodeURIComponent('en|')}`, { redirect: 'manual' })).headers;
    const entry = await fetch(`${origin}${DEV_SEARCH_PATH}${encodeURIComponent('en|')}`, { redirect: 'manual' });
    expect(entry.status).toBe(302);
    expect(entry.headers.get('cache-control')).toBe('no-store');
    const location = entry.headers.get('location')!;
    expect(location).toMatch(/^\/static\/search_index\.en\.[0-9a-f]{8}\.json$/);
    const file = await fetch(origin + location);
    expect(file.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await found(origin, location, 'bundle')).toEqual(['/guide/a']);
    expect((await locate()).get('location')).toBe(location);
    // Anything else is not the adapter's.
    expect((await fetch(`${origin}/static/other.json`)).status).toBe(404);
    expect((await fetch(`${origin}${DEV_SEARCH_PATH}${encodeURIComponent('fr|')}`, { redirect: 'manual' })).status).toBe(404);
    search.close();
  });

  it('answers with the indexes there are after a page changed, and serves newer ones under a new name once made', async () => {
    const { ctx, write, fileOf } = fakeSite({ '/guide/a': 'Bundle a library' });
    const search = createDevSearch(ctx);
    const origin = await serve(search.middleware);
    const locate = async () => (await fetch(`${origin}${DEV_SEARCH_PATH}${encodeURIComponent('en|')}`, { redirect: 'manual' })).headers.get('location')!;
    const updated = new Promise<void>((resolve) => search.onUpdated(resolve));
    const before = await locate();
    write('/guide/a', 'Zeppelins over the library');
    search.markStale(fileOf('/guide/a'));
    // Answered at once with the indexes there are, while newer ones are made.
    expect(await locate()).toBe(before);
    await updated;
    const after = await locate();
    expect(after).not.toBe(before);
    expect(await found(origin, before, 'zeppelins')).toEqual([]);
    expect(await found(origin, after, 'zeppelins')).toEqual(['/guide/a']);
    // The older files stay served for a browser that opened the older root.
    expect((await fetch(origin + before)).status).toBe(200);
    search.close();
  });

  it('starts the indexes when search is wanted, and collects again only the run of an edited page', async () => {
    const texts = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`/guide/page-${i}`, `# Page ${i}\n\nText of page number ${i}.`]));
    const { ctx, write, fileOf } = fakeSite(texts);
    const dir = path.join(devSearchCacheDir(ctx.site().projectRoot), 'en');
    const search = createDevSearch(ctx);
    search.want('en|');
    await vi.waitFor(() => expect(fs.existsSync(dir) && fs.readdirSync(dir).length).toBeGreaterThan(2), { timeout: 20_000 });
    const origin = await serve(search.middleware);
    const locate = async () => (await fetch(`${origin}${DEV_SEARCH_PATH}${encodeURIComponent('en|')}`, { redirect: 'manual' })).headers.get('location')!;
    await locate();
    const before = new Set(fs.readdirSync(dir));
    const inodes = () => new Map(fs.readdirSync(dir).map((name) => [name, fs.statSync(path.join(dir, name)).ino]));
    const kept = inodes();
    write('/guide/page-123', '# Page 123\n\nZeppelins now.');
    const updated = new Promise<void>((resolve) => search.onUpdated(resolve));
    search.markStale(fileOf('/guide/page-123'));
    await locate();
    await updated;
    const location = await locate();
    const after = fs.readdirSync(dir);
    // The same runs but one: the edited page's, collected again under a new name.
    expect(after.length).toBe(before.size);
    expect(after.filter((name) => !before.has(name))).toHaveLength(1);
    // The others were read, not written again (a run is written under a temporary name, then renamed).
    const now = inodes();
    expect([...kept].filter(([name, ino]) => now.has(name) && now.get(name) !== ino)).toEqual([]);
    expect(await found(origin, location, 'zeppelins')).toEqual(['/guide/page-123']);
    expect(await found(origin, location, 'number 321')).toContain('/guide/page-321');
    search.close();
  });

  it("serves a language's index as soon as it is made, while the next language's is under way", async () => {
    const { ctx } = fakeSite({ '/guide/a': '# Bundling\n\nBundle a library', '/zh/guide/a': '# 打包\n\n打包一个库' }, '/', (r) => (r.startsWith('/zh/') ? 'zh' : 'en'));
    // The Chinese index is held back until the English one has been answered.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const real = sourceIndex.buildSourceIndexes;
    const spy = vi.spyOn(sourceIndex, 'buildSourceIndexes').mockImplementation(async (job) => {
      if (job.indexes[0]!.lang === 'zh') await held;
      return real(job);
    });
    try {
      const search = createDevSearch(ctx);
      const origin = await serve(search.middleware);
      const locate = (key: string) => fetch(`${origin}${DEV_SEARCH_PATH}${encodeURIComponent(key)}`, { redirect: 'manual' });
      // English is asked for first, so made first; Chinese is asked for while it is made.
      const enAnswer = locate('en|');
      await vi.waitFor(() => expect(spy).toHaveBeenCalled());
      const zh = locate('zh|');
      const en = await enAnswer;
      expect(en.status).toBe(302);
      expect(await found(origin, en.headers.get('location')!, 'bundle')).toEqual(['/guide/a']);
      release();
      expect((await zh).headers.get('location')).toMatch(/^\/static\/search_index\.zh\.[0-9a-f]{8}\.json$/);
      search.close();
    } finally {
      release();
      spy.mockRestore();
    }
  });

  it('makes the indexes once the server has answered its first page and then nothing for a while, not before', async () => {
    const { ctx } = fakeSite({ '/guide/a': '# Bundling\n\nBundle a library' });
    const spy = vi.spyOn(sourceIndex, 'buildSourceIndexes');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const search = createDevSearch(ctx, { idleMs: 3000 });
      // Starting, then busy: no page served yet.
      search.busy();
      vi.advanceTimersByTime(10_000);
      expect(spy).not.toHaveBeenCalled();
      search.served();
      // Requests keep coming (the page's modules, the next pages): not idle.
      for (let i = 0; i < 5; i++) {
        vi.advanceTimersByTime(2999);
        search.busy();
        search.served();
      }
      expect(spy).not.toHaveBeenCalled();
      vi.advanceTimersByTime(3000);
      expect(spy).toHaveBeenCalledTimes(1);
      vi.useRealTimers();
      const origin = await serve(search.middleware);
      const entry = await fetch(`${origin}${DEV_SEARCH_PATH}${encodeURIComponent('en|')}`, { redirect: 'manual' });
      expect(await found(origin, entry.headers.get('location')!, 'bundle')).toEqual(['/guide/a']);
      // Made once: the request found them made (or under way).
      expect(spy).toHaveBeenCalledTimes(1);
      search.close();
    } finally {
      vi.useRealTimers();
      spy.mockRestore();
    }
  });

  it('makes the index search was wanted for first, and does not wait for the server to be idle', async () => {
    const { ctx } = fakeSite({ '/guide/a': '# Bundling\n\nBundle a library', '/zh/guide/a': '# 打包\n\n打包一个库' }, '/', (r) => (r.startsWith('/zh/') ? 'zh' : 'en'));
    const spy = vi.spyOn(sourceIndex, 'buildSourceIndexes');
    try {
      const search = createDevSearch(ctx, { idleMs: 3_600_000 });
      search.served();
      search.want('zh|');
      await vi.waitFor(() => expect(spy).toHaveBeenCalledTimes(2));
      expect(spy.mock.calls.map(([job]) => job.indexes[0]!.key)).toEqual(['zh|', 'en|']);
      search.close();
    } finally {
      spy.mockRestore();
    }
  });
});

/** Every full index's build waits for `release()`: only outlines can be answered from until then. */
function holdFullIndexes() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const real = sourceIndex.buildSourceIndexes;
  const spy = vi.spyOn(sourceIndex, 'buildSourceIndexes').mockImplementation(async (job) => {
    if (!job.outline) await held;
    return real(job);
  });
  return { release, spy };
}

describe('a large language asked for', () => {
  it('is answered from its outline (titles and headings) first, marked so, then from the full index, which the browser is told of', async () => {
    const { ctx } = fakeSite({ '/guide/a': '# Bundling\n\nBundle a library with zeppelins.\n\n## Output formats\n\nText', '/guide/b': '---\ntitle: "Deploying"\n---\n\nNo heading here.' });
    // The full index is held back until the outline has been answered.
    const { release, spy } = holdFullIndexes();
    try {
      const search = createDevSearch(ctx, { outlinePages: 2 });
      const updated = new Promise<void>((resolve) => search.onUpdated(resolve));
      const origin = await serve(search.middleware);
      const locate = async () => (await fetch(`${origin}${DEV_SEARCH_PATH}${encodeURIComponent('en|')}`, { redirect: 'manual' })).headers.get('location')!;
      const outline = await locate();
      expect(outline).toMatch(/^\/static\/search_index\.en\.outline\.[0-9a-f]{8}\.json$/);
      expect((await fetch(origin + outline)).headers.get(DEV_SEARCH_INDEX_HEADER)).toBe('outline');
      expect(await found(origin, outline, 'deploying')).toEqual(['/guide/b']);
      expect(await found(origin, outline, 'formats')).toEqual(['/guide/a']);
      expect(await found(origin, outline, 'zeppelins')).toEqual([]);
      release();
      await updated;
      const full = await locate();
      expect(full).toMatch(/^\/static\/search_index\.en\.[0-9a-f]{8}\.json$/);
      expect((await fetch(origin + full)).headers.get(DEV_SEARCH_INDEX_HEADER)).toBeNull();
      expect(await found(origin, full, 'zeppelins')).toEqual(['/guide/a']);
      search.close();
    } finally {
      release();
      spy.mockRestore();
    }
  });

  it("does not keep another language waiting for the first one's full index: every outline comes before the full indexes", async () => {
    const langOf = (routePath: string) => (routePath.startsWith('/zh/') ? 'zh' : 'en');
    const { ctx } = fakeSite({ '/guide/a': '# Bundling', '/guide/b': '# Deploying', '/zh/guide/a': '# 打包', '/zh/guide/b': '# 部署' }, '/', langOf);
    // Every full index is held back: only outlines can be answered from.
    const { release, spy } = holdFullIndexes();
    try {
      const search = createDevSearch(ctx, { outlinePages: 2 });
      const origin = await serve(search.middleware);
      const locate = async (key: string) => (await fetch(`${origin}${DEV_SEARCH_PATH}${encodeURIComponent(key)}`, { redirect: 'manual' })).headers.get('location')!;
      expect(await locate('en|')).toMatch(/\.en\.outline\./);
      // Asked while the English full index is under way (held): the Chinese outline does not wait for it.
      expect(await locate('zh|')).toMatch(/\.zh\.outline\./);
      expect(spy.mock.calls.map(([job]) => `${job.indexes[0]!.key}${job.outline ? ' outline' : ''}`)).toEqual(['en| outline', 'zh| outline', 'en|']);
      release();
      search.close();
    } finally {
      release();
      spy.mockRestore();
    }
  });

  it('is made without an outline when smaller, when made again after an edit (the older index is served meanwhile), and from kept runs', async () => {
    const { ctx, write, fileOf } = fakeSite({ '/guide/a': '# Bundling\n\nBundle a library', '/guide/b': '# Deploying' });
    const spy = vi.spyOn(sourceIndex, 'buildSourceIndexes');
    try {
      const small = createDevSearch(ctx, { outlinePages: 3 });
      let origin = await serve(small.middleware);
      const locate = async () => (await fetch(`${origin}${DEV_SEARCH_PATH}${encodeURIComponent('en|')}`, { redirect: 'manual' })).headers.get('location')!;
      expect(await locate()).toMatch(/^\/static\/search_index\.en\.[0-9a-f]{8}\.json$/);
      expect(spy.mock.calls.map(([job]) => !!job.outline)).toEqual([false]);
      small.close();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      spy.mockClear();
      // A restart after an edit, with the runs kept: the full index at once (about as quick as an outline).
      write('/guide/a', '# Bundling\n\nZeppelins');
      const restarted = createDevSearch(ctx, { outlinePages: 2 });
      origin = await serve(restarted.middleware);
      expect(await locate()).toMatch(/^\/static\/search_index\.en\.[0-9a-f]{8}\.json$/);
      expect(spy.mock.calls.map(([job]) => !!job.outline)).toEqual([true]);
      restarted.close();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      spy.mockClear();
      // A cold cache: the outline first.
      fs.rmSync(devSearchCacheDir(ctx.site().projectRoot), { recursive: true });
      const large = createDevSearch(ctx, { outlinePages: 2 });
      origin = await serve(large.middleware);
      const replaced = new Promise<void>((resolve) => large.onUpdated(resolve));
      expect(await locate()).toMatch(/\.outline\./);
      await replaced;
      const full = await locate();
      const updated = new Promise<void>((resolve) => large.onUpdated(resolve));
      write('/guide/b', '# Deploying\n\nAirships');
      large.markStale(fileOf('/guide/b'));
      expect(await locate()).toBe(full);
      await updated;
      expect(await found(origin, await locate(), 'airships')).toEqual(['/guide/b']);
      expect(spy.mock.calls.map(([job]) => !!job.outline)).toEqual([true, false, false]);
      large.close();
    } finally {
      spy.mockRestore();
    }
  });
});

describe('a restarted dev server', () => {
  it('serves the index the last server made when no page changed since: no source, no run and no outline read', async () => {
    const texts = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`/guide/page-${i}`, `# Page ${i}\n\nText of page number ${i}.`]));
    const { ctx } = fakeSite(texts);
    const read = vi.spyOn(sourceDocument, 'searchDocumentOfSource');
    const outlined = vi.spyOn(sourceDocument, 'outlineDocumentOfSource');
    try {
      const first = createDevSearch(ctx);
      let origin = await serve(first.middleware);
      const locate = async () => (await fetch(`${origin}${DEV_SEARCH_PATH}${encodeURIComponent('en|')}`, { redirect: 'manual' })).headers.get('location')!;
      const made = await locate();
      first.close();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      expect(read).toHaveBeenCalledTimes(300);
      // Its runs gone, an index made again would read every source.
      fs.rmSync(path.join(devSearchCacheDir(ctx.site().projectRoot), 'en'), { recursive: true });
      read.mockClear();
      const again = createDevSearch(ctx, { outlinePages: 1 });
      origin = await serve(again.middleware);
      expect(await locate()).toBe(made);
      expect(await found(origin, made, 'number 217')).toContain('/guide/page-217');
      expect(read).not.toHaveBeenCalled();
      expect(outlined).not.toHaveBeenCalled();
      again.close();
    } finally {
      read.mockRestore();
      outlined.mockRestore();
    }
  });


  it('reads again only the sources changed since the last server made its indexes (and the run of pages around them)', async () => {
    const texts = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`/guide/page-${i}`, `# Page ${i}\n\nText of page number ${i}.`]));
    const { ctx, write } = fakeSite(texts);
    const read = vi.spyOn(sourceDocument, 'searchDocumentOfSource');
    try {
      const made = async () => {
        const search = createDevSearch(ctx);
        const origin = await serve(search.middleware);
        const entry = await fetch(`${origin}${DEV_SEARCH_PATH}${encodeURIComponent('en|')}`, { redirect: 'manual' });
        const hits = await found(origin, entry.headers.get('location')!, 'zeppelins');
        search.close();
        await new Promise<void>((resolve) => server!.close(() => resolve()));
        server = undefined;
        return hits;
      };
      expect(await made()).toEqual([]);
      expect(read).toHaveBeenCalledTimes(400);
      write('/guide/page-123', '# Page 123\n\nZeppelins now.');
      read.mockClear();
      expect(await made()).toEqual(['/guide/page-123']);
      // The edited page, and the others of its run (at most 256 pages) to collect it again: not all 400.
      const routes = read.mock.calls.map(([, routePath]) => routePath);
      expect(routes).toContain('/guide/page-123');
      expect(routes.length).toBeLessThanOrEqual(256);
    } finally {
      read.mockRestore();
    }
  });
});

describe('when the dev search starts', () => {
  it('onceIdle: once, the first time the time passes with no touch after arming', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let calls = 0;
      const idle = onceIdle(() => calls++, 100);
      idle.touch(); // not armed: nothing starts
      vi.advanceTimersByTime(500);
      expect(calls).toBe(0);
      idle.arm();
      vi.advanceTimersByTime(99);
      idle.touch();
      vi.advanceTimersByTime(99);
      expect(calls).toBe(0);
      vi.advanceTimersByTime(1);
      expect(calls).toBe(1);
      idle.arm();
      idle.touch();
      vi.advanceTimersByTime(500);
      expect(calls).toBe(1);
      const cancelled = onceIdle(() => calls++, 100);
      cancelled.arm();
      cancelled.cancel();
      vi.advanceTimersByTime(500);
      expect(calls).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('nextIndex: the index wanted last that is left, else the first', () => {
    const left = [{ key: 'en|' }, { key: 'zh|' }, { key: 'ja|' }];
    expect(nextIndex(left, [])).toBe(0);
    expect(nextIndex(left, ['zh|'])).toBe(1);
    expect(nextIndex(left, ['ja|', 'zh|'])).toBe(1);
    expect(nextIndex(left, ['ja|', 'fr|'])).toBe(2);
  });
});
