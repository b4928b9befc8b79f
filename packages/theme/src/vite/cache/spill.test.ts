import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SpillFile } from './spill';

describe('SpillFile', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-spill-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads back each string by its place, in any order and as often as asked, multi-byte text included', () => {
    const spill = new SpillFile(dir);
    const texts = ['{"type":"root"}', '', '中文的页面 — ünïcödé 🙂', 'x'.repeat(100_000)];
    const places = texts.map((t) => spill.write(t));
    expect(places.map((p) => spill.read(p)).reverse()).toEqual([...texts].reverse());
    expect(spill.read(places[2]!)).toBe(texts[2]);
    expect(spill.bytes).toBe(texts.reduce((n, t) => n + Buffer.byteLength(t), 0));
    spill.close();
  });

  it('leaves no file behind, and cannot be read once closed', () => {
    const spill = new SpillFile(dir);
    const at = spill.write('gone');
    expect(fs.readdirSync(dir).filter((f) => f.startsWith('.rsdocs-spill-'))).toEqual([]);
    spill.close();
    expect(() => spill.read(at)).toThrow(/used after the build closed it/);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
