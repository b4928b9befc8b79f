import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { PageData } from '../../runtime/types';
import { seal, unseal } from '../cache/sealed';
import { buildPlannedIndexes, planSearchIndexes, planSearchKeys, readSpool, spoolPlan, spoolPlans, type SearchInput } from './search-index';

function page(routePath: string, lang: string, text: string, extra: Partial<PageData> = {}): SearchInput {
  const pageData = { pagePath: '', pageType: 'doc', title: routePath, frontmatter: {}, toc: [], routePath, lang, version: '', relativePath: '', ...extra } as PageData;
  return { pageData, text };
}

const pages = [page('/guide/a', 'en', 'Bundle a library'), page('/guide/b', 'en', 'Declaration files'), page('/zh/guide/a', 'zh', '构建一个库')];

describe('planSearchIndexes', () => {
  it('plans one index per language and version, named before it is built', () => {
    const plans = planSearchIndexes([...pages, page('/v2/guide/a', 'en', 'x', { version: 'v2' })], '1.0.0');
    expect(plans.map((p) => [p.key, p.docs.length])).toEqual([
      ['en|', 2],
      ['zh|', 1],
      ['en|v2', 1],
    ]);
    expect(plans.map((p) => p.fileName)).toEqual([
      expect.stringMatching(/^static\/search_index\.en\.[0-9a-f]{8}\.json$/),
      expect.stringMatching(/^static\/search_index\.zh\.[0-9a-f]{8}\.json$/),
      expect.stringMatching(/^static\/search_index\.en\.v2\.[0-9a-f]{8}\.json$/),
    ]);
  });

  it('names an index by what goes into it: the same input gives the same name, other text or another builder a new one', () => {
    const name = (input: SearchInput[], builder: string) => planSearchIndexes(input, builder)[0]!.fileName;
    expect(name(pages, '1.0.0')).toBe(name(pages.map((p) => ({ ...p })), '1.0.0'));
    expect(name(pages, '1.0.0')).not.toBe(name([pages[0]!, page('/guide/b', 'en', 'Declaration files!')], '1.0.0'));
    expect(name(pages, '1.0.0')).not.toBe(name(pages, '1.0.1'));
  });

  it('leaves out 404 pages and pages with `search: false`, and plans nothing without @rsdocs/search', () => {
    const hidden = [page('/404', 'en', 'gone', { pageType: '404' }), page('/guide/c', 'en', 'secret', { frontmatter: { search: false } })];
    expect(planSearchIndexes([...pages, ...hidden], '1.0.0')[0]!.docs.map((d) => d.id)).toEqual(['/guide/a', '/guide/b']);
    expect(planSearchIndexes(pages, null)).toEqual([]);
  });

  it("leaves an untranslated page out of its language's index: its text is its original's, in the default language's", () => {
    const untranslated = page('/zh/guide/b', 'zh', 'Declaration files', { untranslatedOf: '/guide/b' });
    expect(planSearchIndexes([...pages, untranslated], '1.0.0').map((p) => p.docs.map((d) => d.id))).toEqual([['/guide/a', '/guide/b'], ['/zh/guide/a']]);
  });
});

describe('planSearchKeys and spoolPlans', () => {
  /** Pages keyed by what their text follows from (a source key), counting the texts read. */
  function keyed(input: SearchInput[]) {
    const read: string[] = [];
    const pagesOf = (keys: (p: SearchInput) => string) =>
      input.map((p) => ({
        pageData: p.pageData,
        get text() {
          read.push(p.pageData.routePath);
          return p.text;
        },
        textKey: keys(p),
      }));
    return { read, pagesOf };
  }

  it('names the plans without reading a text, and spools only the plans given, reading only their pages\' texts', () => {
    const spoolDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-search-keys-'));
    try {
      const { read, pagesOf } = keyed(pages);
      const source = (p: SearchInput) => `source of ${p.pageData.routePath}`;
      const plans = planSearchKeys(pagesOf(source), '1.0.0');
      expect(read).toEqual([]);
      expect(plans.map((p) => [p.key, p.docKeys.length, p.docs.length, p.spool])).toEqual([
        ['en|', 2, 0, undefined],
        ['zh|', 1, 0, undefined],
      ]);
      // The same names and keys as a plan made with the documents in hand.
      expect(plans.map((p) => [p.fileName, p.docKeys])).toEqual(planSearchIndexes(pagesOf(source), '1.0.0').map((p) => [p.fileName, p.docKeys]));
      read.length = 0;
      const all = pagesOf(source);
      spoolPlans([plans[1]!], (i) => all[i]!, spoolDir);
      expect(read).toEqual(['/zh/guide/a']);
      expect(plans[0]!.spool).toBeUndefined();
      expect([...readSpool(plans[1]!.spool!)]).toEqual(planSearchIndexes(pages, '1.0.0')[1]!.docs);
    } finally {
      fs.rmSync(spoolDir, { recursive: true, force: true });
    }
  });

  it("holds the route the caller keeps for each page, when given, not its data's copy", () => {
    const given = keyed(pages).pagesOf((p) => `v1 ${p.pageData.routePath}`).map((p) => ({ ...p, routePath: `${p.pageData.routePath}#kept` }));
    expect(planSearchKeys(given, '1.0.0').map((p) => p.routes)).toEqual([['/guide/a#kept', '/guide/b#kept'], ['/zh/guide/a#kept']]);
  });

  it('renames an index when a page\'s text key, title or headings change, and not for its text alone', () => {
    const name = (input: SearchInput[], key = (p: SearchInput) => `v1 ${p.pageData.routePath}`) => planSearchKeys(keyed(input).pagesOf(key), '1.0.0')[0]!.fileName;
    // The key stands for the text: the same keys name the same index (the text is not read to tell).
    expect(name(pages)).toBe(name(pages.map((p) => ({ ...p, text: `${p.text}, never read` }))));
    expect(name(pages)).not.toBe(name(pages, (p) => (p.pageData.routePath === '/guide/b' ? 'v2' : `v1 ${p.pageData.routePath}`)));
    const retitled = pages.map((p, i) => (i === 1 ? { ...p, pageData: { ...p.pageData, title: 'Declarations' } } : p));
    expect(name(pages)).not.toBe(name(retitled));
    const withHeading = pages.map((p, i) => (i === 1 ? { ...p, pageData: { ...p.pageData, toc: [{ id: 'x', text: 'X', depth: 2 }] } } : p));
    expect(name(pages)).not.toBe(name(withHeading as SearchInput[]));
  });
});

describe('buildPlannedIndexes', () => {
  it('builds each planned index into its files, the root first under the planned name (on this thread when no worker file is built)', async () => {
    const plans = planSearchIndexes(pages, '1.0.0');
    const built = await buildPlannedIndexes(plans, { inWorker: true });
    expect(built.map((f) => [f.fileName, f.files[0]!.fileName, f.pages])).toEqual(plans.map((p) => [p.fileName, p.fileName, p.docs.length]));
    // Two small pages: one file holds the whole index.
    const zh = JSON.parse(built[1]!.files[0]!.source) as { v: number; l: string; F: Array<{ p: unknown[] }> };
    expect(built[1]!.files).toHaveLength(1);
    expect(zh.v).toBe(7);
    expect(zh.l).toBe('zh');
    expect(zh.F[0]!.p).toHaveLength(1);
  });

  it('shards a large index into files in the folder named after its root', async () => {
    const many = Array.from({ length: 400 }, (_, i) =>
      page(`/guide/p${i}`, 'en', `Page ${i} explains option${i} and feature${i * 7} in words of its own, word${i % 37} and more${i % 11}.\n`.repeat(6)),
    );
    const [built] = await buildPlannedIndexes(planSearchIndexes(many, '1.0.0'));
    const folder = built!.fileName.replace(/\.json$/, '/');
    expect(built!.files.length).toBeGreaterThan(3);
    expect(built!.files.slice(1).every((f) => f.fileName.startsWith(folder) && /\/[thf]\d+\.json$/.test(f.fileName))).toBe(true);
  });

  it('keeps runs of collected pages in a cache folder: a later build collects only the runs that changed, and gives the same files', async () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-search-cache-'));
    const runsDir = path.join(cacheDir, 'search', 'en');
    const many = (edited: number, extra: number) =>
      Array.from({ length: 600 + extra }, (_, i) => page(`/guide/p${i}`, 'en', `Page ${i} explains option${i} and feature${i * 7}${i === edited ? ' edited' : ''}.\n`.repeat(3)));
    const build = async (input: SearchInput[], cached: boolean) => (await buildPlannedIndexes(planSearchIndexes(input, '1.0.0'), { cacheDir: cached ? cacheDir : undefined }))[0]!.files;
    try {
      expect(await build(many(-1, 0), true)).toEqual(await build(many(-1, 0), false));
      const first = new Set(fs.readdirSync(runsDir));
      expect(first.size).toBeGreaterThan(4);
      // A page edited and one added: two runs at most are new, the rest are read back; runs no longer used go.
      const changed = many(100, 1);
      expect(await build(changed, true)).toEqual(await build(changed, false));
      const second = fs.readdirSync(runsDir);
      expect(second.length).toBe(first.size);
      expect(second.filter((f) => !first.has(f)).length).toBeGreaterThan(0);
      expect(second.filter((f) => !first.has(f)).length).toBeLessThanOrEqual(2);
      // A kept run is what the build reads: spoiling one (sealed again) shows in the index.
      const spoiled = path.join(runsDir, second.find((f) => first.has(f))!);
      const run = unseal(fs.readFileSync(spoiled)) as { body: string };
      fs.writeFileSync(spoiled, seal(run.body.replaceAll('explains', 'explainz')));
      expect(await build(changed, true)).not.toEqual(await build(changed, false));
      // Damaged behind its seal (bytes changed, its checksum not): not trusted, the run is collected again.
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      fs.writeFileSync(spoiled, fs.readFileSync(spoiled, 'utf8').replaceAll('explainz', 'explainq'));
      expect(await build(changed, true)).toEqual(await build(changed, false));
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/damaged build cache entry .* \(checksum mismatch\)/));
      warn.mockRestore();
    } finally {
      fs.rmSync(cacheDir, { recursive: true, force: true });
    }
  });

  it('streams a large site: documents spooled to disk, read in runs, files written as made; the same files as in memory', async () => {
    const spoolDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-search-spool-'));
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-search-cache-'));
    const many = Array.from({ length: 700 }, (_, i) => page(`/guide/p${i}`, 'en', `Page ${i} explains option${i} and feature${i * 7}, word${i % 37}.\n`.repeat(4)));
    try {
      const inMemory = (await buildPlannedIndexes(planSearchIndexes(many, '1.0.0')))[0]!;
      for (const cached of [undefined, cacheDir]) {
        const plans = planSearchIndexes(many, '1.0.0');
        spoolPlan(plans[0]!, spoolDir);
        expect(plans[0]!.docs).toEqual([]); // the text waits in the spool file, not in the plan
        expect(fs.statSync(plans[0]!.spool!).size).toBeGreaterThan(700 * 100);
        const [streamed] = await buildPlannedIndexes(plans, { spoolDir, cacheDir: cached });
        expect(streamed!.files).toEqual([]);
        const files = streamed!.written!.names.map((fileName) => ({ fileName, source: fs.readFileSync(path.join(streamed!.written!.dir, fileName), 'utf8') }));
        const sorted = (list: Array<{ fileName: string; source: string }>) => [...list].sort((a, b) => (a.fileName < b.fileName ? -1 : 1));
        expect(sorted(files)).toEqual(sorted(inMemory.files));
        expect(streamed!.pages).toBe(700);
      }
    } finally {
      fs.rmSync(spoolDir, { recursive: true, force: true });
      fs.rmSync(cacheDir, { recursive: true, force: true });
    }
  });

  it("links the files an edited index shares with the last build's, and writes the others: the same files as built afresh", async () => {
    const spoolDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-search-spool-'));
    const outs = [1, 2].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-search-out-')));
    const many = Array.from({ length: 700 }, (_, i) => page(`/guide/p${i}`, 'en', `Page ${i} explains option${i} and feature${i * 7}, word${i % 37}.\n`.repeat(4)));
    const edited = many.map((p, i) => (i === 300 ? { ...p, text: `${p.text}Now about zebras.\n` } : p));
    const build = async (input: SearchInput[], outDir: string, previous?: string) => {
      const plans = planSearchIndexes(input, '1.0.0');
      spoolPlan(plans[0]!, spoolDir);
      const [index] = await buildPlannedIndexes(plans, { spoolDir, writeTo: outDir, previousOf: () => previous });
      return index!;
    };
    try {
      const first = await build(many, outs[0]!);
      const last = path.join(outs[0]!, first.fileName.replace(/\.json$/, ''));
      const second = await build(edited, outs[1]!, last);
      expect(second.fileName).not.toBe(first.fileName);
      const fresh = (await buildPlannedIndexes(planSearchIndexes(edited, '1.0.0')))[0]!;
      const inFolder = second.written!.names.filter((name) => name !== second.fileName);
      expect(inFolder.length).toBeGreaterThan(10);
      let linked = 0;
      for (const name of second.written!.names) {
        const file = path.join(outs[1]!, name);
        expect(fs.readFileSync(file, 'utf8')).toBe(fresh.files.find((f) => f.fileName === name)!.source);
        const before = path.join(last, path.basename(name));
        const same = fs.existsSync(before) && fs.readFileSync(before, 'utf8') === fs.readFileSync(file, 'utf8');
        // A file holding the last index's bytes is that file (one inode); any other is new.
        expect(fs.existsSync(before) && fs.statSync(before).ino === fs.statSync(file).ino).toBe(same && name !== second.fileName);
        if (same) linked++;
      }
      expect(linked).toBeGreaterThan(inFolder.length / 2);
      expect(linked).toBeLessThan(inFolder.length); // the edited page's files are new
    } finally {
      for (const dir of [spoolDir, ...outs]) fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('plans into spool files as it goes: each page taken one at a time, no document kept, the same names and documents', async () => {
    const spoolDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-search-plan-'));
    const many = Array.from({ length: 2000 }, (_, i) => page(`${i % 2 ? '/zh' : ''}/guide/p${i}`, i % 2 ? 'zh' : 'en', `Page ${i} explains option${i}.\n`.repeat(20)));
    try {
      const inMemory = planSearchIndexes(many, '1.0.0');
      // Pages given one at a time: by the last, the first ones' documents are on disk already (not all held first).
      let spooledBeforeLast = 0;
      function* taken() {
        for (const [i, p] of many.entries()) {
          if (i === many.length - 1) spooledBeforeLast = fs.readdirSync(spoolDir).reduce((n, f) => n + fs.statSync(path.join(spoolDir, f)).size, 0);
          yield p;
        }
      }
      const spooled = planSearchIndexes(taken(), '1.0.0', spoolDir);
      expect(spooledBeforeLast).toBeGreaterThan(1 << 19);
      expect(spooled.map((p) => [p.key, p.fileName, p.docKeys])).toEqual(inMemory.map((p) => [p.key, p.fileName, p.docKeys]));
      for (const [i, plan] of spooled.entries()) {
        expect(plan.docs).toEqual([]);
        expect([...readSpool(plan.spool!)]).toEqual(inMemory[i]!.docs);
      }
    } finally {
      fs.rmSync(spoolDir, { recursive: true, force: true });
    }
  });

  it('with the cache, spools only the pages of the runs it does not keep, and builds the same files as from every page', async () => {
    const spoolDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-search-partial-'));
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-search-cache-'));
    const many = Array.from({ length: 700 }, (_, i) => page(`/guide/p${i}`, 'en', `Page ${i} explains option${i} and feature${i * 7}, word${i % 37}.\n`.repeat(4)));
    let dataReads = 0;
    const keyedOf = (input: SearchInput[], read: string[] = []) =>
      input.map((p) => ({
        get pageData() {
          dataReads++;
          return p.pageData;
        },
        get text() {
          read.push(p.pageData.routePath);
          return p.text;
        },
        textKey: `${p.pageData.routePath} ${p.text.length}`,
      }));
    const built = async (input: SearchInput[], read: string[]) => {
      const plans = planSearchKeys(keyedOf(input), '1.0.0');
      const spooled = keyedOf(input, read);
      dataReads = 0;
      spoolPlans(plans, (i) => spooled[i]!, spoolDir, cacheDir);
      expect(dataReads).toBe(read.length); // the data of the pages spooled only (a large build parses each read)
      const [index] = await buildPlannedIndexes(plans, { spoolDir, cacheDir });
      return index!.written!.names.map((fileName) => ({ fileName, source: fs.readFileSync(path.join(index!.written!.dir, fileName), 'utf8') }));
    };
    const sorted = (list: Array<{ fileName: string; source: string }>) => [...list].sort((a, b) => (a.fileName < b.fileName ? -1 : 1));
    try {
      const cold: string[] = [];
      await built(many, cold);
      expect(cold).toHaveLength(700); // nothing kept yet: every page is spooled
      const edited = many.map((p, i) => (i === 300 ? { ...p, text: `${p.text}Now about zebras.\n` } : p));
      const read: string[] = [];
      const files = await built(edited, read);
      // The edited page's run only (runs end after ~64 pages, never more than 256).
      expect(read).toContain('/guide/p300');
      expect(read.length).toBeLessThanOrEqual(256);
      // The same names (keys) and files as an index built in memory from every page.
      const inMemory = (await buildPlannedIndexes(planSearchIndexes(keyedOf(edited), '1.0.0')))[0]!;
      expect(sorted(files)).toEqual(sorted(inMemory.files));
      // A run kept when the spool was written and gone when the index is built: the build stops and says so.
      const again = edited.map((p, i) => (i === 600 ? { ...p, text: `${p.text}And giraffes.\n` } : p));
      const plans = planSearchKeys(keyedOf(again), '1.0.0');
      const spooledAgain = keyedOf(again);
      spoolPlans(plans, (i) => spooledAgain[i]!, spoolDir, cacheDir);
      fs.rmSync(path.join(cacheDir, 'search'), { recursive: true, force: true });
      await expect(buildPlannedIndexes(plans, { spoolDir, cacheDir })).rejects.toThrow(/run of pages in the search index's build cache was gone or damaged.*build again/);
    } finally {
      fs.rmSync(spoolDir, { recursive: true, force: true });
      fs.rmSync(cacheDir, { recursive: true, force: true });
    }
  });
});
