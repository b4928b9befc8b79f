import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Worker } from 'node:worker_threads';
import { readSpilled, SpillFile } from './spill';

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

  it('is read by another thread of the process through its handle, though the file has no name left', async () => {
    const spill = new SpillFile(dir);
    const at = spill.write('中文 section JSON');
    const handle = spill.handle();
    expect(readSpilled(handle, at)).toBe('中文 section JSON');
    const readInWorker = `const { workerData, parentPort } = require('node:worker_threads'); const fs = require('node:fs');
      const { fd, at } = workerData; const b = Buffer.alloc(at.length); fs.readSync(fd, b, 0, at.length, at.offset); parentPort.postMessage(b.toString('utf8'));`;
    const worker = new Worker(readInWorker, { eval: true, workerData: { fd: handle.fd, at } });
    const text = await new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
    await worker.terminate();
    expect(text).toBe('中文 section JSON');
    spill.close();
  });
});
