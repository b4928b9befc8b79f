import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutputRecord } from '../build/out-dir';
import { BuildCache, buildFingerprint, hashOf, outputsJson, stableStringify } from './build-cache';
import { readSealed, writeSealedPieces } from './sealed';

const made: string[] = [];
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-cache-'));
  made.push(dir);
  return dir;
};
afterEach(() => made.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('hashOf', () => {
  it('is short, stable and keeps the parts apart', () => {
    expect(hashOf('a', 'b')).toMatch(/^[\w-]{22}$/);
    expect(hashOf('a', 'b')).toBe(hashOf('a', 'b'));
    expect(hashOf('ab', 'c')).not.toBe(hashOf('a', 'bc'));
  });
});

describe('stableStringify', () => {
  it('ignores key order and writes functions and patterns by their source', () => {
    expect(stableStringify({ b: 1, a: { d: 2, c: 3 } })).toBe(stableStringify({ a: { c: 3, d: 2 }, b: 1 }));
    const plugin = (n: number) => ({ name: 'reading-time', words: n });
    expect(stableStringify({ plugins: [plugin] })).toContain('reading-time');
    expect(stableStringify({ match: /^\/guide\//i })).toContain('/^\\\\/guide\\\\//i');
    expect(stableStringify({ f: () => 1 })).not.toBe(stableStringify({ f: () => 2 }));
  });
});

describe('buildFingerprint', () => {
  const dist = () => {
    const dir = tmp();
    fs.mkdirSync(path.join(dir, 'vite'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.js'), 'export const a = 1;');
    fs.writeFileSync(path.join(dir, 'vite/index.js'), 'export const compile = 1;');
    return dir;
  };
  const versions = { react: '19.3.1' };

  it('is the same for the same theme, versions and config', () => {
    const d = dist();
    expect(buildFingerprint({ themeDist: d, versions, config: { title: 'A' } })).toBe(buildFingerprint({ themeDist: d, versions, config: { title: 'A' } }));
  });

  it('changes with any file of the theme, with React and with the config', () => {
    const d = dist();
    const before = buildFingerprint({ themeDist: d, versions, config: { title: 'A' } });
    expect(buildFingerprint({ themeDist: d, versions, config: { title: 'B' } })).not.toBe(before);
    expect(buildFingerprint({ themeDist: d, versions: { react: '19.4.0' }, config: { title: 'A' } })).not.toBe(before);
    fs.writeFileSync(path.join(d, 'vite/index.js'), 'export const compile = 2;');
    expect(buildFingerprint({ themeDist: d, versions, config: { title: 'A' } })).not.toBe(before);
  });
});

describe('BuildCache', () => {
  it('reads back what it wrote, once flushed; a missing entry is a miss', async () => {
    const cache = BuildCache.open(tmp(), 'f1');
    cache.write('page', 'abc', { title: 'T' });
    await cache.flush();
    expect(cache.read('page', 'abc')).toEqual({ title: 'T' });
    expect(cache.read('page', 'missing')).toBeUndefined();
  });

  it('keeps every page head in one file, read once by the next build, and no body read until asked', async () => {
    const root = tmp();
    const cache = BuildCache.open(root, 'f1');
    for (let i = 0; i < 20; i++) cache.writeSplit(`k${i}`, { title: `T${i}` }, { markdown: `# T${i}` });
    await cache.flush();
    expect(fs.readdirSync(cache.dir).sort()).toEqual(['page-body', 'page-heads']);
    const warm = BuildCache.open(root, 'f1');
    const reads = vi.spyOn(fs, 'readFileSync');
    const stats = vi.spyOn(fs, 'statSync');
    try {
      const entries = Array.from({ length: 20 }, (_, i) => warm.readSplit(`k${i}`, `docs/en/t${i}.md`));
      expect(entries.map((e) => e?.head)).toEqual(Array.from({ length: 20 }, (_, i) => ({ title: `T${i}` })));
      expect(reads.mock.calls.map(([file]) => path.relative(cache.dir, String(file)))).toEqual(['page-heads']);
      // Each body's size only, against the one its head recorded (a body cut short or gone is a miss).
      expect(stats.mock.calls.map(([file]) => path.relative(cache.dir, String(file)).split(path.sep)[0])).toEqual(Array(20).fill('page-body'));
      expect(entries[7]!.body()).toEqual({ markdown: '# T7' });
    } finally {
      reads.mockRestore();
      stats.mockRestore();
    }
  });

  it('takes the value when written, not when stored', async () => {
    const cache = BuildCache.open(tmp(), 'f1');
    const value = { n: 1 };
    cache.write('page', 'k', value);
    value.n = 2;
    await cache.flush();
    expect(cache.read('page', 'k')).toEqual({ n: 1 });
  });

  it('stores a split entry body first: a head is never there without its body', async () => {
    const cache = BuildCache.open(tmp(), 'f1');
    cache.writeSplit('abc', { title: 'T' }, { markdown: '# T' });
    const entry = cache.readSplit('abc', 'docs/en/t.md');
    expect(entry?.head).toEqual({ title: 'T' });
    expect(entry?.body()).toEqual({ markdown: '# T' });
    // A body that cannot be stored (a folder stands in its place): its head is not stored either.
    fs.mkdirSync(cache.entryFile('page-body', 'def'), { recursive: true });
    cache.writeSplit('def', { title: 'U' }, { markdown: '# U' });
    await cache.flush();
    expect(cache.hasSplit('abc')).toBe(true);
    expect(cache.hasSplit('def')).toBe(false);
  });

  it('treats an entry that is not sealed JSON as a miss', async () => {
    const cache = BuildCache.open(tmp(), 'f1');
    fs.mkdirSync(path.dirname(cache.entryFile('page', 'bad')), { recursive: true });
    fs.writeFileSync(cache.entryFile('page', 'bad'), '{"half');
    expect(cache.read('page', 'bad')).toBeUndefined();
  });

  /** Cut short, or one byte changed in the middle (same size): either fails the entry's checksum. */
  const damages: Array<[string, (file: string) => void]> = [
    ['truncated', (file) => fs.truncateSync(file, fs.statSync(file).size - 5)],
    ['a byte flipped', (file) => {
      const bytes = fs.readFileSync(file);
      const at = bytes.indexOf('"T"') + 1;
      if (at === 0) throw new Error('the entry has no "T" to change');
      bytes[at] = 'X'.charCodeAt(0); // still valid JSON, with another title: trusted, it would be a wrong page
      fs.writeFileSync(file, bytes);
    }],
  ];

  it.each(damages)('treats an entry %s as a miss: removed, and reported once the build is done', async (_, damage) => {
    const warnings: string[] = [];
    const cache = BuildCache.open(tmp(), 'f1', (message) => warnings.push(message));
    cache.write('page', 'abc', { title: 'T', text: 'a page of some length' });
    await cache.flush();
    damage(cache.entryFile('page', 'abc'));
    expect(cache.read('page', 'abc')).toBeUndefined();
    expect(fs.existsSync(cache.entryFile('page', 'abc'))).toBe(false);
    expect(warnings).toEqual([]);
    await cache.flush();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/1 damaged build cache entry was found and built again, not trusted: page\/ab\/abc\.json \((\d+ of \d+ bytes|checksum mismatch)\)/);
  });

  it.each([...damages, ['gone', (file: string) => fs.rmSync(file)] as [string, (file: string) => void]])(
    'a split entry whose body is %s: a miss when its size says so, else the build stops naming the page; the next build compiles it afresh',
    async (name, damage) => {
      const warnings: string[] = [];
      const root = tmp();
      const cache = BuildCache.open(root, 'f1', (message) => warnings.push(message));
      cache.writeSplit('abc', { title: 'T' }, { markdown: '# T', title: 'T' });
      cache.writeSplit('def', { title: 'U' }, { markdown: '# U' });
      await cache.flush();
      damage(cache.entryFile('page-body', 'abc'));
      expect(cache.readSplit('def', 'docs/en/u.md')?.head).toEqual({ title: 'U' }); // a build reads every page's head
      const entry = cache.readSplit('abc', 'docs/en/t.md');
      if (name === 'a byte flipped') expect(() => entry!.body()).toThrow(/build cache entry of docs\/en\/t\.md was damaged .*checksum mismatch.*Build again/);
      else expect(entry).toBeUndefined();
      await cache.flush();
      expect(warnings.join('\n')).toMatch(/page-body\/ab\/abc\.json \((checksum mismatch|\d+ of \d+ bytes|gone)\)/);
      // The entry is gone, not the others: the next build compiles that page afresh.
      const next = BuildCache.open(root, 'f1');
      expect(next.readSplit('abc', 'docs/en/t.md')).toBeUndefined();
      expect(next.readSplit('def', 'docs/en/u.md')?.head).toEqual({ title: 'U' });
    },
  );

  it('reads a body every build needs with its head: damaged, the entry is a miss (the build goes on)', async () => {
    const warnings: string[] = [];
    const cache = BuildCache.open(tmp(), 'f1', (message) => warnings.push(message));
    cache.writeSplit('abc', { title: 'T', hasContent: false }, { code: 'export default T;', title: 'T' });
    await cache.flush();
    damages[1]![1](cache.entryFile('page-body', 'abc'));
    expect(cache.readSplit('abc', 'docs/en/t.mdx', (head: { hasContent: boolean }) => !head.hasContent)).toBeUndefined();
    expect(fs.existsSync(cache.entryFile('page-body', 'abc'))).toBe(false);
    await cache.flush();
    expect(warnings[0]).toMatch(/page-body\/ab\/abc\.json \(checksum mismatch\)/);
  });

  it('leaves no file under a temporary name once flushed', async () => {
    const cache = BuildCache.open(tmp(), 'f1');
    cache.write('page', 'abc', { title: 'T' });
    cache.saveOutputs('/site/dist', new Map());
    await cache.flush();
    const files = fs.readdirSync(cache.dir, { recursive: true }).map(String);
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(files).toContain('outputs.json');
  });

  it('opened with a new fingerprint, drops the older ones', async () => {
    const root = tmp();
    const old = BuildCache.open(root, 'old');
    old.write('page', 'abc', 1);
    await old.flush();
    BuildCache.open(root, 'new');
    expect(fs.readdirSync(root)).toEqual(['new']);
  });

  it('remembers the out dir files for that out dir only', () => {
    const cache = BuildCache.open(tmp(), 'f1');
    cache.saveOutputs('/site/dist', new Map([['index.html', { id: 'x', stamp: '1:2' }]]));
    expect(cache.readOutputs('/site/dist')?.get('index.html')).toEqual({ id: 'x', stamp: '1:2' });
    expect(cache.readOutputs('/elsewhere')).toBeNull();
    // A damaged record is none: every file is written again.
    damages[0]![1](path.join(cache.dir, 'outputs.json'));
    expect(cache.readOutputs('/site/dist')).toBeNull();
  });

  it("writes the out dir's records a piece at a time, never as one string, and reads them back the same", () => {
    const cache = BuildCache.open(tmp(), 'f1');
    // ~2.4 MB of records (a large site has millions of bytes of them): more than one write's worth.
    const files = new Map<string, OutputRecord>(Array.from({ length: 30_000 }, (_, i) => [`guide/page-${i}.html`, { id: `id${i}`, stamp: `${i}:1700000000000.5` }]));
    files.set('llms-full.txt', { id: 'L', stamp: '9:9', parts: [['p', 3]] });
    const writes: number[] = [];
    const real = fs.writeSync;
    const writeSync = vi.spyOn(fs, 'writeSync').mockImplementation((...args: unknown[]) => {
      const written = (real as (...a: unknown[]) => number)(...args);
      writes.push(written);
      return written;
    });
    try {
      cache.saveOutputs('/site/dist', files.entries());
    } finally {
      writeSync.mockRestore();
    }
    // The body went to disk in writes of about a megabyte (plus the header, filled in last), not in one.
    expect(writes.length).toBeGreaterThan(2);
    expect(Math.max(...writes)).toBeLessThan(1.1 * (1 << 20));
    expect(cache.readOutputs('/site/dist')).toEqual(files);
  });
});

describe('outputsJson', () => {
  it('is JSON.stringify of the saved outputs, a record at a time', () => {
    const files: Array<[string, OutputRecord]> = [
      ['a "quoted".html', { id: 'x', stamp: '1:2' }],
      ['llms-full.txt', { id: 'y', stamp: '3:4', parts: [['p1', 10]] }],
    ];
    const spare = { name: 'out-spare-1', differs: ['a'] };
    expect([...outputsJson('/d', files, spare)].join('')).toBe(JSON.stringify({ outDir: '/d', files: Object.fromEntries(files), spare }));
    expect([...outputsJson('/d', [])].join('')).toBe(JSON.stringify({ outDir: '/d', files: {} }));
  });
});

describe('writeSealedPieces', () => {
  it('seals a body made of pieces as seal() would, multi-byte text across the writes included', () => {
    const file = path.join(tmp(), 'f.json');
    const pieces = Array.from({ length: 500 }, (_, i) => `${i}：页面 ✓ `);
    writeSealedPieces(file, pieces, 64);
    expect(readSealed(file)).toEqual({ body: pieces.join('') });
    // Damaged, it is not trusted.
    fs.appendFileSync(file, 'x');
    expect(readSealed(file)).toMatchObject({ corrupt: expect.any(String) });
  });
});

