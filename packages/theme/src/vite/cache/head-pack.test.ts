import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HeadPack } from './head-pack';

const made: string[] = [];
afterEach(() => made.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A pack in a fresh folder, and what it found damaged. */
function packIn(dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-heads-'))) {
  made.push(dir);
  const damaged: string[] = [];
  return { pack: new HeadPack(path.join(dir, 'page-heads'), (why) => damaged.push(why)), damaged, dir };
}

/** A pack of `keys` as a build leaves it, opened again as the next build opens it. */
function written(keys: string[]) {
  const first = packIn();
  for (const key of keys) first.pack.write(key, JSON.stringify({ title: `T ${key}`, zh: '页面' }));
  first.pack.settle();
  return packIn(first.dir);
}

const lines = (file: string) => fs.readFileSync(file, 'utf8').split('\n').slice(1, -1);

describe('HeadPack', () => {
  it('reads back each head as written, multi-byte text included; an unknown key is a miss', () => {
    const { pack, damaged } = written(['a', 'b', 'c']);
    expect(JSON.parse(pack.read('b')!)).toEqual({ title: 'T b', zh: '页面' });
    expect(pack.read('d')).toBeUndefined();
    expect(pack.has('c')).toBe(true);
    expect(damaged).toEqual([]);
  });

  it("drops the line a killed build cut short, keeps those before it, and appends after them", () => {
    const { pack, dir } = written(['a', 'b']);
    const file = path.join(dir, 'page-heads');
    fs.appendFileSync(file, 'Zm9v c {"title":"half');
    expect([pack.read('a'), pack.read('b'), pack.read('c')].map((head) => head !== undefined)).toEqual([true, true, false]);
    pack.write('d', '{"title":"D"}');
    pack.settle();
    const next = packIn(dir);
    expect(['a', 'b', 'c', 'd'].map((key) => next.pack.read(key) !== undefined)).toEqual([true, true, false, true]);
    expect(next.damaged).toEqual([]);
  });

  it('takes a damaged line for a miss, reports it, and writes the file again without it', () => {
    const { pack, damaged, dir } = written(['a', 'b', 'c']);
    const file = path.join(dir, 'page-heads');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('T b', 'T X')); // valid JSON still: a wrong page if trusted
    expect(pack.read('a')).toBeDefined();
    expect(pack.read('b')).toBeUndefined();
    expect(pack.read('c')).toBeDefined();
    expect(damaged).toEqual(['page-heads, the line of b (checksum mismatch)']);
    pack.settle();
    expect(lines(file)).toHaveLength(2);
  });

  it('reports a line whose key was damaged (no page finds it) once the build is done', () => {
    const { pack, damaged, dir } = written(['a', 'b']);
    const file = path.join(dir, 'page-heads');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(' b {', ' q {'));
    expect(pack.read('a')).toBeDefined();
    expect(pack.read('b')).toBeUndefined();
    expect(damaged).toEqual([]);
    pack.settle();
    expect(damaged).toEqual(['page-heads, the line of q (checksum mismatch)']);
  });

  it('takes a file without its header as damaged whole: every head a miss, reported', () => {
    const { dir } = written(['a']);
    const file = path.join(dir, 'page-heads');
    fs.writeFileSync(file, fs.readFileSync(file).subarray(3));
    const { pack, damaged } = packIn(dir);
    expect(pack.read('a')).toBeUndefined();
    expect(damaged).toEqual(['page-heads (no header)']);
    pack.write('a', '{}');
    expect(pack.read('a')).toBe('{}');
  });

  it('is written again with the heads a build used once the others are many, and left as it is when they are few', () => {
    const keys = Array.from({ length: 16 }, (_, i) => `k${i}`);
    const { pack, dir } = written(keys);
    const file = path.join(dir, 'page-heads');
    // An edit: one page has a new source (a new key), the others read.
    for (const key of keys.slice(1)) pack.read(key);
    pack.write('k0-edited', '{}');
    pack.settle();
    expect(lines(file)).toHaveLength(17);
    // Many edits later: the stale heads are dropped, the used ones kept (the last line of each).
    const next = packIn(dir).pack;
    for (const key of keys.slice(4)) next.read(key);
    for (const key of ['k1', 'k2', 'k3']) next.write(key, '{"again":true}');
    next.settle();
    expect(lines(file).map((line) => line.split(' ')[1]).sort()).toEqual(keys.slice(1).sort());
    expect(packIn(dir).pack.read('k2')).toBe('{"again":true}');
  });

  it('forgets a key at once, in the file', () => {
    const { pack, dir } = written(['a', 'b']);
    expect(pack.read('a')).toBeDefined();
    pack.forget('a');
    expect(packIn(dir).pack.read('a')).toBeUndefined();
    expect(packIn(dir).pack.read('b')).toBeDefined();
  });
});
