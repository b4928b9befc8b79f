import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PageData } from '../../runtime/types';
import { OutputWriter } from '../build/out-dir';
import { indexesToBuild, previousIndexFolder, writeIndexOutputs } from './outputs';
import { buildPlannedIndexes, planSearchIndexes, spoolPlan, writeReplacing, type SearchInput } from './search-index';

function page(routePath: string, text: string): SearchInput {
  const pageData = { pagePath: '', pageType: 'doc', title: routePath, frontmatter: {}, toc: [], routePath, lang: 'en', version: '', relativePath: '' } as unknown as PageData;
  return { pageData, text };
}
const site = (edited = -1) => Array.from({ length: 300 }, (_, i) => page(`/guide/p${i}`, `Page ${i} explains option${i} and feature${i * 7}${i === edited ? ' edited' : ''}.\n`.repeat(3)));

let dir: string;
let outDir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-search-out-'));
  outDir = path.join(dir, 'dist');
  fs.mkdirSync(outDir);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const read = (file: string) => fs.readFileSync(file, 'utf8');

/** One build's search step into `outDir`, as build-site does it: the plans, those to build, built and written. */
async function searchStep(input: SearchInput[], previous: OutputWriter['records'] extends () => infer R ? R | null : never, large: boolean) {
  const out = new OutputWriter(outDir, previous);
  const plans = planSearchIndexes(input, '1.0.0');
  const toIndex = indexesToBuild(plans, out);
  const spoolDir = large ? fs.mkdtempSync(path.join(dir, 'spool-')) : undefined;
  if (spoolDir) for (const plan of toIndex) spoolPlan(plan, spoolDir);
  for (const index of await buildPlannedIndexes(toIndex, { spoolDir, writeTo: spoolDir && outDir })) await writeIndexOutputs(index, out, outDir, read);
  await out.finish();
  return { plans, toIndex, out };
}

describe('indexesToBuild', () => {
  it('keeps an index that is its root alone (a small site\'s) when the last build left it as it was', async () => {
    const small = site().slice(0, 3);
    const first = await searchStep(small, null, false);
    const root = first.plans[0]!.fileName;
    expect([...first.out.records().keys()].filter((rel) => rel.startsWith('static/'))).toEqual([root]);
    const again = await searchStep(small, first.out.records(), false);
    expect(again.toIndex).toEqual([]);
    expect(again.out.written).toBe(0);
    expect(fs.existsSync(path.join(outDir, root))).toBe(true);
  });

  for (const large of [false, true]) {
    it(`does not build again an index the last build left as it was, and builds an edited one (${large ? 'written by the worker in place' : 'written from memory'})`, async () => {
      const first = await searchStep(site(), null, large);
      expect(first.toIndex).toHaveLength(1);
      const again = await searchStep(site(), first.out.records(), large);
      expect(again.toIndex).toEqual([]);
      expect(again.out.written).toBe(0);
      // The root and every file of its folder are still this build's: none pruned.
      const root = again.plans[0]!.fileName;
      expect(fs.existsSync(path.join(outDir, root))).toBe(true);
      expect(fs.readdirSync(path.join(outDir, root.replace(/\.json$/, ''))).length).toBeGreaterThan(2);
      const edited = await searchStep(site(5), again.out.records(), large);
      expect(edited.toIndex.map((p) => p.fileName)).toEqual([expect.not.stringMatching(root)]);
      // The last index is gone from the out dir; the new one is there and recorded with stamps as it is on disk.
      expect(fs.existsSync(path.join(outDir, root))).toBe(false);
      const records = edited.out.records();
      const newRoot = edited.plans[0]!.fileName;
      expect(records.get(newRoot)!.stamp).toMatch(/^\d+:/);
      const next = await searchStep(site(5), records, large);
      expect(next.toIndex).toEqual([]);
    });
  }

  it('builds again an index one of whose files changed on disk since the last build', async () => {
    const first = await searchStep(site(), null, true);
    const folder = path.join(outDir, first.plans[0]!.fileName.replace(/\.json$/, ''));
    const shard = path.join(folder, fs.readdirSync(folder)[0]!);
    fs.appendFileSync(shard, ' ');
    expect((await searchStep(site(), first.out.records(), true)).toIndex).toHaveLength(1);
  });
});

describe('writeReplacing', () => {
  it('replaces a file there (a hard link to the last build) instead of writing through it, and makes its folder', () => {
    const last = path.join(dir, 'last.json');
    fs.writeFileSync(last, 'old');
    const staged = path.join(outDir, 'static', 'x.json');
    fs.mkdirSync(path.dirname(staged));
    fs.linkSync(last, staged);
    writeReplacing(staged, 'new');
    expect(read(staged)).toBe('new');
    expect(read(last)).toBe('old');
    writeReplacing(path.join(outDir, 'a', 'b', 'y.json'), 'made');
    expect(read(path.join(outDir, 'a', 'b', 'y.json'))).toBe('made');
  });
});

describe('previousIndexFolder', () => {
  it("finds the last build's index of the plan's language and version, not another's, nor the plan's own", () => {
    const [plan] = planSearchIndexes(site(), '1.0.0');
    const record = { id: 'x', stamp: '1' };
    const names = ['static/search_index.zh.0a1b2c3d.json', 'static/search_index.en.v2.0f0f0f0f.json', 'static/search_index.en.0a1b2c3d/f1.json', plan!.fileName];
    const out = new OutputWriter(outDir, new Map(names.map((name) => [name, record])));
    expect(previousIndexFolder(plan!, out, '/last')).toBeUndefined();
    const withLast = new OutputWriter(outDir, new Map([...names, 'static/search_index.en.0a1b2c3d.json'].map((name) => [name, record])));
    expect(previousIndexFolder(plan!, withLast, '/last')).toBe(path.join('/last', 'static/search_index.en.0a1b2c3d'));
    expect(previousIndexFolder(plan!, new OutputWriter(outDir, null), '/last')).toBeUndefined();
  });
});
