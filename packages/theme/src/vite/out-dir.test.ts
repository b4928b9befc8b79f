import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyDir, writeFile } from './out-dir';

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
