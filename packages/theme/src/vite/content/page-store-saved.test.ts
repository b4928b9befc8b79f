import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveSite } from '../config/resolve';
import type { PluginHost } from '../plugins/host';
import { PageStore } from './pages';
import { scanPages } from './scan';

// The dev server's lost first edit: a page saved while its module loads (Vite enters the module in its graph only
// after the load, so the save's update reaches no module) must not be answered with the text read before the save.
describe('PageStore.compileInSite, a page saved while it compiles', { timeout: 30_000 }, () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-store-saved-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  fs.mkdirSync(path.join(root, 'docs/en'), { recursive: true });
  const file = path.join(root, 'docs/en/a.md');
  fs.writeFileSync(file, '# Page A\n\nBefore the save.\n');
  const site = resolveSite({ title: 'T', lastUpdated: false }, root);
  const pages = scanPages(site.contentRoot, site.routeOptions, []);
  const page = pages.find((p) => p.routePath === '/a')!;

  /** A store whose compiles run `during` once the source was read (a site plugin's hook is the last step of a compile). */
  const storeSaving = (during: (n: number) => void) => {
    let compiles = 0;
    const plugins = { markdown: undefined, has: (hook: string) => hook === 'extendPageData', extendPageData: async () => during(++compiles) } as unknown as PluginHost;
    return { store: new PageStore(site, { plugins, keep: 100 }), compiles: () => compiles };
  };

  it('compiles it again and answers the saved text', async () => {
    const { store, compiles } = storeSaving((n) => {
      if (n === 1) fs.writeFileSync(file, '# Page A\n\nAfter the save.\n');
    });
    const compiled = await store.compileInSite(page, pages);
    expect(compiled.text).toContain('After the save');
    expect(compiles()).toBe(2);
    // Then kept: asked again, the page is not compiled again.
    expect((await store.compileInSite(page, pages)).text).toContain('After the save');
    expect(compiles()).toBe(2);
  });

  it('sees a save that leaves the file time as it was (two steps within one tick of the clock) by its size', async () => {
    fs.writeFileSync(file, '# Page A\n\nOne.\n');
    const { mtime } = fs.statSync(file);
    const { store } = storeSaving((n) => {
      if (n !== 1) return;
      fs.writeFileSync(file, '# Page A\n\nOne, and two.\n');
      fs.utimesSync(file, mtime, mtime);
    });
    expect((await store.compileInSite(page, pages)).text).toContain('One, and two');
    expect((await store.compile(page)).text).toContain('One, and two');
  });

  it('answers the last compile of a page saved on every compile, without compiling forever', async () => {
    let n = 0;
    const { store, compiles } = storeSaving(() => fs.writeFileSync(file, `# Page A\n\nSave ${++n}.\n`));
    const compiled = await store.compileInSite(page, pages);
    expect(compiled.text).toMatch(/Save \d/);
    expect(compiles()).toBeLessThanOrEqual(5);
  });
});
