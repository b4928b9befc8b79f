import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveSite } from '../config/resolve';
import { PageStore } from './pages';
import { scanPages } from './scan';

// The dev server's store keeps the pages last asked for (`keep`), not every page an author visits.
describe('PageStore with `keep`', { timeout: 30_000 }, () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-store-keep-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  for (const name of ['a', 'b', 'c', 'd']) {
    fs.mkdirSync(path.join(root, 'docs/en'), { recursive: true });
    fs.writeFileSync(path.join(root, `docs/en/${name}.md`), `# Page ${name.toUpperCase()}\n\nText of ${name}.\n`);
  }
  fs.writeFileSync(path.join(root, 'docs/en/index.md'), '---\noverview: true\n---\n# Overview\n');
  const site = resolveSite({ title: 'T', lastUpdated: false }, root);
  const pages = scanPages(site.contentRoot, site.routeOptions, []);
  const page = (route: string) => pages.find((p) => p.routePath === route)!;

  it('lets the least recently used page go, and compiles it again when asked, the same', async () => {
    const store = new PageStore(site, { keep: 2 });
    const a = await store.compile(page('/a'));
    await store.compile(page('/b'));
    expect(store.compiledCount).toBe(2);
    // /a used again: /b is now the oldest, and goes when /c comes.
    expect(await store.compile(page('/a'))).toBe(a);
    await store.compile(page('/c'));
    expect(store.keptCount()).toBe(2);
    expect(store.peek(page('/a').file)).toBe(a);
    expect(store.peek(page('/b').file)).toBeUndefined();
    expect(store.compiledCount).toBe(3);
    const b = await store.compile(page('/b'));
    expect(store.compiledCount).toBe(4);
    expect(b.pageData.title).toBe('Page B');
    expect(b.text).toContain('Text of b');
    expect(store.keptCount()).toBe(2);
  });

  it('keeps every page without it (a build)', async () => {
    const store = new PageStore(site);
    for (const route of ['/a', '/b', '/c', '/d']) await store.compile(page(route));
    expect(store.keptCount()).toBe(4);
  });

  it('still knows a listing page (an overview) once it was let go', async () => {
    const store = new PageStore(site, { keep: 1 });
    const overview = page('/');
    await store.compile(overview);
    await store.compile(page('/a'));
    expect(store.peek(overview.file)).toBeUndefined();
    expect(store.isListing(overview.file)).toBe(true);
    expect(store.isListing(page('/a').file)).toBe(false);
  });
});

// Rspress's `usePages` in dev lists every page: after the first list, only the pages changed since compile again.
describe('PageStore.pageDataOfAll with `keep`', { timeout: 30_000 }, () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-store-data-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  fs.mkdirSync(path.join(root, 'docs/en'), { recursive: true });
  for (const name of ['a', 'b', 'c']) fs.writeFileSync(path.join(root, `docs/en/${name}.md`), `# Page ${name}\n`);
  const site = resolveSite({ title: 'T', lastUpdated: false }, root);
  const pages = scanPages(site.contentRoot, site.routeOptions, []);

  it('compiles every page once, then only a changed one, though the store keeps fewer', async () => {
    const store = new PageStore(site, { keep: 1 });
    expect((await store.pageDataOfAll(pages)).map((d) => d.title)).toEqual(['Page a', 'Page b', 'Page c']);
    expect(store.compiledCount).toBe(3);
    expect((await store.pageDataOfAll(pages)).map((d) => d.title)).toEqual(['Page a', 'Page b', 'Page c']);
    expect(store.compiledCount).toBe(3);
    const b = path.join(root, 'docs/en/b.md');
    fs.writeFileSync(b, '# Page b, renamed\n');
    fs.utimesSync(b, new Date(Date.now() + 5000), new Date(Date.now() + 5000));
    expect((await store.pageDataOfAll(pages)).map((d) => d.title)).toEqual(['Page a', 'Page b, renamed', 'Page c']);
    expect(store.compiledCount).toBe(4);
  });
});
