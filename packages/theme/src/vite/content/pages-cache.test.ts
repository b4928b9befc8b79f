import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BuildCache } from '../cache/build-cache';
import { SpillFile } from '../cache/spill';
import { resolveSite } from '../config/resolve';
import { collectGarbage } from '../heap';
import { PluginHost } from '../plugins/host';
import { PageStore } from './pages';
import { scanPages } from './scan';

const OPTIONS = { checkLinks: true, configFile: 'c.ts', parallel: false };

/** A site's pages built once into a fresh cache, then that cache opened again as the next build opens it. */
async function builtIntoCache(root: string, cacheDir: string, fingerprint: string) {
  const site = resolveSite({ title: 'T' }, root);
  const pages = scanPages(site.contentRoot, site.routeOptions, ['shared']);
  const cacheRoot = path.join(root, 'node_modules/.cache', cacheDir);
  const coldCache = BuildCache.open(cacheRoot, fingerprint);
  const fresh = await new PageStore(site, { build: { fingerprint, cache: coldCache } }).compileAll(pages, OPTIONS);
  await coldCache.flush();
  return { site, pages, cacheRoot, fresh, cache: BuildCache.open(cacheRoot, fingerprint) };
}

describe('PageStore with the build cache: what a cached page keeps', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-cached-store-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  for (const name of ['a', 'b', 'c']) {
    fs.mkdirSync(path.join(root, 'docs/en'), { recursive: true });
    fs.writeFileSync(path.join(root, `docs/en/${name}.md`), `# Page ${name}\n\n${`Some words of ${name}. `.repeat(200)}\n\nSee [a](./a.md).\n`);
  }

  it("lets the parsed head go once the page is made of it (its links released once checked), and still reads the body", async () => {
    const { site, pages, fresh, cache } = await builtIntoCache(root, 'rsdocs', 'f');
    const heads: Array<WeakRef<object>> = [];
    const readSplit = cache.readSplit.bind(cache);
    // Wrapped by hand: a spy would keep every result it returned.
    cache.readSplit = ((...args: Parameters<BuildCache['readSplit']>) => {
      const entry = readSplit(...args);
      if (entry) heads.push(new WeakRef(entry.head as object));
      return entry;
    }) as BuildCache['readSplit'];
    const spill = new SpillFile(path.join(root, 'node_modules/.cache'));
    const warm = new PageStore(site, { build: { fingerprint: 'f', cache } });
    warm.spillTo(spill);
    const cached = await warm.compileAll(pages, OPTIONS);
    expect(warm.compiledCount).toBe(0);
    expect(heads).toHaveLength(pages.length);
    // A WeakRef's target lives until the current job ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    expect(heads.filter((ref) => ref.deref() !== undefined)).toHaveLength(0);
    for (const [i, page] of cached.entries()) {
      expect(page.text).toBe(fresh[i]!.text);
      expect(page.markdown).toBe(fresh[i]!.markdown);
    }
    spill.close();
  });

  it('keeps the text in the body: a warm build reads no page\'s text (nor spills it) unless asked, and a hook that asks gets it', async () => {
    const { site, pages, cacheRoot, fresh, cache } = await builtIntoCache(root, 'rsdocs-text', 't');
    const bodies: string[] = [];
    const readSplit = cache.readSplit.bind(cache);
    cache.readSplit = ((...args: Parameters<BuildCache['readSplit']>) => {
      const entry = readSplit(...args);
      if (!entry) return entry;
      expect(Object.keys(entry.head as object)).not.toContain('text');
      const body = entry.body;
      return { ...entry, body: () => (bodies.push(args[1]), body()) };
    }) as BuildCache['readSplit'];
    const texts: string[] = [];
    const host = new PluginHost({ title: 'T', plugins: [{ name: 'words', extendPageData: (data, { text }) => void texts.push(`${data.routePath}:${text.length}`) }] }, root);
    const spill = new SpillFile(path.join(root, 'node_modules/.cache'));
    const warm = new PageStore(site, { build: { fingerprint: 't', cache } });
    warm.spillTo(spill);
    const cached = await warm.compileAll(pages, OPTIONS);
    expect(warm.compiledCount).toBe(0);
    expect(bodies).toEqual([]);
    // The spill file holds the pages' data (a large build's, see LazyPage), not their text.
    expect(spill.bytes).toBeLessThan(fresh.reduce((n, p) => n + Buffer.byteLength(p.text), 0));
    expect(cached.map((p) => p.text)).toEqual(fresh.map((p) => p.text));
    expect(bodies).toHaveLength(pages.length);
    // With a plugin's hook, the text is read for it (from the body).
    const hooked = new PageStore(site, { plugins: host, build: { fingerprint: 't', cache: BuildCache.open(cacheRoot, 't') } });
    await hooked.compileAll(pages, OPTIONS);
    expect(hooked.compiledCount).toBe(0);
    expect(texts).toEqual(fresh.map((p) => `${p.pageData.routePath}:${p.text.length}`));
    spill.close();
  });
});

describe('PageStore with the build cache: a page\'s source', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-cached-source-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  fs.mkdirSync(path.join(root, 'docs/en'), { recursive: true });
  fs.writeFileSync(path.join(root, 'docs/en/index.md'), '# 首页\n\nText in UTF-8: ✓.\n');
  fs.writeFileSync(path.join(root, 'docs/en/latin.md'), Buffer.concat([Buffer.from('# Latin\n\nCaf'), Buffer.from([0xe9]), Buffer.from('.\n')]));

  it('is a hit when its bytes are as they were, UTF-8 or not; a file not UTF-8 is reported by every build, and a hook gets the text', async () => {
    const build = async () => {
      const warnings: string[] = [];
      const sources: string[] = [];
      const plugins = new PluginHost({ title: 'T', plugins: [{ name: 'sources', extendPageData: (data, { source }) => void sources.push(`${data.routePath}:${source}`) }] }, root);
      const site = resolveSite({ title: 'T' }, root);
      const pages = scanPages(site.contentRoot, site.routeOptions, ['shared']);
      const cache = BuildCache.open(path.join(root, 'node_modules/.cache/rsdocs'), 's');
      const store = new PageStore(site, { plugins, warn: (m) => warnings.push(m), build: { fingerprint: 's', cache } });
      await store.compileAll(pages, OPTIONS);
      await cache.flush();
      return { compiled: store.compiledCount, warnings, sources: sources.sort() };
    };
    const cold = await build();
    const warm = await build();
    expect(cold.compiled).toBe(2);
    expect(warm.compiled).toBe(0);
    expect(warm.warnings).toEqual(cold.warnings);
    expect(warm.warnings.join('\n')).toMatch(/latin\.md:3:4.*not valid UTF-8/);
    expect(warm.sources).toEqual(['/:# 首页\n\nText in UTF-8: ✓.\n', '/latin:# Latin\n\nCaf\uFFFD.\n']);
    expect(warm.sources).toEqual(cold.sources);
    // A byte changed: compiled again.
    fs.writeFileSync(path.join(root, 'docs/en/index.md'), '# 首页\n\nText in UTF-8: ✗.\n');
    expect((await build()).compiled).toBe(1);
  });
});
