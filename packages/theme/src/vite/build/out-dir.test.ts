import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyDir, listFiles, OutputWriter, writeFile } from './out-dir';

const made: string[] = [];
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-out-'));
  made.push(dir);
  return dir;
};
afterEach(() => made.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('emptyDir', () => {
  it('removes files and folders but keeps .git', async () => {
    const dir = tmp();
    writeFile(path.join(dir, 'index.html'), 'old');
    writeFile(path.join(dir, 'assets/main.js'), 'old');
    writeFile(path.join(dir, '.git/HEAD'), 'ref: refs/heads/gh-pages');
    await emptyDir(dir);
    expect(fs.readdirSync(dir)).toEqual(['.git']);
    expect(fs.readFileSync(path.join(dir, '.git/HEAD'), 'utf8')).toBe('ref: refs/heads/gh-pages');
  });

  it('leaves a missing folder missing', async () => {
    const dir = path.join(tmp(), 'dist');
    await emptyDir(dir);
    expect(fs.existsSync(dir)).toBe(false);
  });
});

describe('writeFile', () => {
  it('creates the folders a file needs', () => {
    const file = path.join(tmp(), 'static/deep/search_index.en.json');
    writeFile(file, '{}');
    expect(fs.readFileSync(file, 'utf8')).toBe('{}');
  });
});

describe('listFiles', () => {
  it('lists every file below the folder, without .git', () => {
    const dir = tmp();
    writeFile(path.join(dir, 'a.html'), '');
    writeFile(path.join(dir, 'deep/er/b.js'), '');
    writeFile(path.join(dir, '.git/HEAD'), '');
    expect([...listFiles(dir)].sort()).toEqual(['a.html', 'deep/er/b.js']);
    expect(listFiles(path.join(dir, 'missing')).size).toBe(0);
  });
});

describe('OutputWriter', () => {
  const read = (dir: string, rel: string) => fs.readFileSync(path.join(dir, rel), 'utf8');

  it('without the last build, writes every file and keeps what others wrote', async () => {
    const dir = tmp();
    const out = new OutputWriter(dir, null);
    expect(out.incremental).toBe(false);
    out.write('a/index.html', 'A');
    out.keep('assets/main.js');
    await out.finish();
    expect(read(dir, 'a/index.html')).toBe('A');
    expect(out.written).toBe(1);
    expect([...out.records().keys()]).toEqual(['a/index.html']);
  });

  it('with the last build, skips unchanged files, rewrites changed ones and removes the rest', async () => {
    const dir = tmp();
    const first = new OutputWriter(dir, null);
    first.write('same.html', 'same');
    first.write('changed.html', 'old');
    first.write('gone/page.html', 'gone');
    await first.finish();
    writeFile(path.join(dir, 'assets/main-1.js'), 'bundle'); // the bundler's file of that build
    writeFile(path.join(dir, '.git/HEAD'), 'ref');

    const second = new OutputWriter(dir, first.records());
    expect(second.incremental).toBe(true);
    second.write('same.html', 'same');
    second.write('changed.html', 'new');
    second.write('added.html', 'added');
    second.keep('assets/main-2.js');
    writeFile(path.join(dir, 'assets/main-2.js'), 'bundle'); // the bundler's file of this build
    await second.finish();

    expect(second.written).toBe(2);
    expect([...listFiles(dir)].sort()).toEqual(['added.html', 'assets/main-2.js', 'changed.html', 'same.html']);
    expect(read(dir, 'changed.html')).toBe('new');
    expect(fs.existsSync(path.join(dir, 'gone'))).toBe(false); // the emptied folder goes too
    expect(fs.existsSync(path.join(dir, '.git/HEAD'))).toBe(true);
  });

  it('skips by id without the content when told (unchanged), but not a file changed since it was written', async () => {
    const dir = tmp();
    const first = new OutputWriter(dir, null);
    first.write('page.html', 'rendered', 'key-1');
    first.write('other.html', 'rendered', 'key-2');
    await first.finish();
    fs.writeFileSync(path.join(dir, 'other.html'), 'edited by hand');

    const second = new OutputWriter(dir, first.records());
    expect(second.unchanged('page.html', 'key-1')).toBe(true);
    expect(second.unchanged('other.html', 'key-2')).toBe(false);
    expect(second.unchanged('page.html', 'key-9')).toBe(false);
  });

  it('drain waits until the bytes in flight fall under its limit, then every write is done', async () => {
    const dir = tmp();
    const out = new OutputWriter(dir, null, 1000);
    for (let i = 0; i < 20; i++) {
      out.write(`f${i}.txt`, 'x'.repeat(300)); // 600 bytes in memory each
      await out.drain();
      expect((out as unknown as { pendingBytes: number }).pendingBytes).toBeLessThanOrEqual(1000);
    }
    await out.finish();
    expect(listFiles(dir).size).toBe(20);
  });

  it('keeps a bounded number of files open, however many small files are written at once', async () => {
    const dir = tmp();
    const out = new OutputWriter(dir, null);
    const realWrite = fs.promises.writeFile;
    let open = 0;
    let mostOpen = 0;
    const spy = vi.spyOn(fs.promises, 'writeFile').mockImplementation(async (...args: Parameters<typeof realWrite>) => {
      mostOpen = Math.max(mostOpen, ++open);
      try {
        await realWrite(...args);
      } finally {
        open--;
      }
    });
    try {
      // Search fragments come like this: thousands of small files with no drain between them (20,002 pages hit EMFILE).
      for (let i = 0; i < 1000; i++) out.write(`static/f${i}.json`, '{}');
      await out.finish();
    } finally {
      spy.mockRestore();
    }
    expect(listFiles(dir).size).toBe(1000);
    expect(mostOpen).toBeGreaterThan(1);
    expect(mostOpen).toBeLessThanOrEqual(128);
  });

  it('finish reports a failed write', async () => {
    const dir = tmp();
    const out = new OutputWriter(dir, null);
    fs.mkdirSync(path.join(dir, 'taken2'));
    out.write('taken2', 'cannot write a file over a folder');
    await expect(out.finish()).rejects.toThrow();
  });
});
