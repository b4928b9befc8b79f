import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listFiles, OutputWriter, writeFile } from './out-dir';
import { canStage, dropStaging, recoverOutDir, spareDiffers, stagingDirFor, startStaging, swapIn } from './staging';

const made: string[] = [];
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-staging-'));
  made.push(dir);
  return dir;
};
afterEach(() => made.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const read = (file: string) => fs.readFileSync(file, 'utf8');
/** A pid no process has (above Linux's largest). */
const DEAD = 4_194_305;

/** A site's folder with a built out dir `dist` (two files and a `.git`). */
function site() {
  const root = tmp();
  const dist = path.join(root, 'dist');
  writeFile(path.join(dist, 'index.html'), 'old home');
  writeFile(path.join(dist, 'guide/a.html'), 'old a');
  writeFile(path.join(dist, '.git/HEAD'), 'ref: refs/heads/gh-pages');
  return { root, dist };
}

/**
 * `site()` with guide/b.html, and beside it the out dir retired by the last swap: guide/a.html is one file with the
 * out dir's, index.html an older version, old.html a file the out dir no longer has, and guide/b.html missing.
 */
function siteWithSpare() {
  const { root, dist } = site();
  writeFile(path.join(dist, 'guide/b.html'), 'b');
  const spare = path.join(root, 'spare');
  fs.mkdirSync(path.join(spare, 'guide'), { recursive: true });
  fs.linkSync(path.join(dist, 'guide/a.html'), path.join(spare, 'guide/a.html'));
  writeFile(path.join(spare, 'index.html'), 'older home');
  writeFile(path.join(spare, 'old.html'), 'old');
  return { root, dist, spare };
}

describe('canStage', () => {
  it('stages an out dir beside or below the project, never one holding it', () => {
    const root = tmp();
    expect(canStage(path.join(root, 'dist'), root)).toBe(true);
    expect(canStage(path.join(path.dirname(root), 'elsewhere'), root)).toBe(true);
    expect(canStage(root, root)).toBe(false);
    expect(canStage(path.dirname(root), root)).toBe(false);
  });
});

describe('swapIn', () => {
  it('puts the staging folder in the out dir\'s place, with the out dir\'s .git, and removes the old one', async () => {
    const { root, dist } = site();
    const staging = stagingDirFor(dist);
    await startStaging(staging, dist);
    writeFile(path.join(staging, 'index.html'), 'new home');
    await swapIn(staging, dist, () => {});
    expect(fs.readdirSync(dist).sort()).toEqual(['.git', 'index.html']);
    expect(read(path.join(dist, 'index.html'))).toBe('new home');
    expect(read(path.join(dist, '.git/HEAD'))).toBe('ref: refs/heads/gh-pages');
    expect(fs.readdirSync(root)).toEqual(['dist']);
  });

  it('makes the out dir when there was none', async () => {
    const root = tmp();
    const dist = path.join(root, 'dist');
    const staging = stagingDirFor(dist);
    await startStaging(staging, dist);
    writeFile(path.join(staging, 'index.html'), 'home');
    await swapIn(staging, dist, () => {});
    expect(read(path.join(dist, 'index.html'))).toBe('home');
    expect(fs.readdirSync(root)).toEqual(['dist']);
  });
});

describe('startStaging', () => {
  it('gives the staging folder the files named as hard links: the build replaces them, never writes through them', async () => {
    const { dist } = site();
    const staging = stagingDirFor(dist);
    await startStaging(staging, dist, { link: ['index.html', 'guide/a.html', 'gone.html'] });
    expect(fs.statSync(path.join(staging, 'guide/a.html')).ino).toBe(fs.statSync(path.join(dist, 'guide/a.html')).ino);
    expect(fs.existsSync(path.join(staging, 'gone.html'))).toBe(false);
    const out = new OutputWriter(staging, new Map([['index.html', { id: 'x', stamp: '' }]]));
    out.write('index.html', 'new home');
    await out.finish();
    expect(read(path.join(staging, 'index.html'))).toBe('new home');
    // The out dir being served is untouched until the swap.
    expect(read(path.join(dist, 'index.html'))).toBe('old home');
    expect(fs.existsSync(path.join(staging, 'guide/a.html'))).toBe(false); // not this build's: pruned
    expect(read(path.join(dist, 'guide/a.html'))).toBe('old a');
    dropStaging(staging);
    expect(fs.existsSync(staging)).toBe(false);
  });

  it('starts from a spare folder: keeps its files that are the out dir\'s, links those it holds otherwise, drops the rest', async () => {
    const { dist, spare } = siteWithSpare();
    writeFile(path.join(spare, 'assets/chunk.js'), 'a bundler file: not linked, the bundler writes it');
    const staging = stagingDirFor(dist);
    await startStaging(staging, dist, { link: ['index.html', 'guide/a.html', 'guide/b.html'], spare: { dir: spare, differs: new Set(['index.html', 'old.html']) } });
    expect(fs.existsSync(spare)).toBe(false); // renamed into place
    for (const rel of ['index.html', 'guide/a.html', 'guide/b.html']) expect(fs.statSync(path.join(staging, rel)).ino, rel).toBe(fs.statSync(path.join(dist, rel)).ino);
    expect(read(path.join(staging, 'index.html'))).toBe('old home');
    expect(fs.existsSync(path.join(staging, 'old.html'))).toBe(false);
    expect(fs.existsSync(path.join(staging, 'assets/chunk.js'))).toBe(false);
  });

  it('with `later`, links nothing now, but keeps the spare\'s files named and drops the rest', async () => {
    const { dist, spare } = siteWithSpare();
    const staging = stagingDirFor(dist);
    await startStaging(staging, dist, { link: ['index.html', 'guide/a.html', 'guide/b.html'], spare: { dir: spare, differs: new Set(['index.html', 'old.html']) }, later: true });
    expect(listFiles(staging)).toEqual(new Set(['guide/a.html']));
  });

  it('keeps the out dir a swap retires as the spare when asked, and names the files it holds otherwise', async () => {
    const { root, dist } = site();
    const staging = stagingDirFor(dist);
    await startStaging(staging, dist, { link: ['guide/a.html'] });
    writeFile(path.join(staging, 'index.html'), 'new home');
    const keepAs = path.join(root, 'kept');
    expect(await swapIn(staging, dist, () => {}, keepAs)).toBe(true);
    expect(read(path.join(keepAs, 'index.html'))).toBe('old home');
    expect(fs.statSync(path.join(keepAs, 'guide/a.html')).ino).toBe(fs.statSync(path.join(dist, 'guide/a.html')).ino);
    expect(fs.existsSync(path.join(keepAs, '.git'))).toBe(false); // moved to the out dir
    const record = (id: string, stamp = '1:1') => ({ id, stamp });
    const before = new Map([['a', record('1')], ['b', record('2')], ['gone', record('3')]]);
    const after = new Map([['a', record('1')], ['b', record('2', '1:2')], ['new', record('4')]]);
    expect(spareDiffers(before, after).sort()).toEqual(['b', 'gone', 'new']);
  });

  it('copies the whole out dir, but .git, when asked (emptyOutDir: false)', async () => {
    const { dist } = site();
    const staging = stagingDirFor(dist);
    await startStaging(staging, dist, { copyAll: true });
    expect(fs.readdirSync(staging).sort()).toEqual(['guide', 'index.html']);
    fs.writeFileSync(path.join(staging, 'index.html'), 'written in place');
    expect(read(path.join(dist, 'index.html'))).toBe('old home');
  });
});

describe('recoverOutDir', () => {
  it('removes the staging folders of builds that are gone, and keeps those of running ones', () => {
    const { root, dist } = site();
    writeFile(path.join(stagingDirFor(dist, DEAD), 'index.html'), 'half');
    writeFile(path.join(stagingDirFor(dist, process.ppid), 'index.html'), 'running');
    recoverOutDir(dist);
    expect(fs.readdirSync(root).sort()).toEqual([path.basename(stagingDirFor(dist, process.ppid)), 'dist'].sort());
    expect(read(path.join(dist, 'index.html'))).toBe('old home');
  });

  it('puts back an out dir a build renamed aside and was killed before it put the new one in place', () => {
    const { root, dist } = site();
    const retired = path.join(root, `.dist.rsdocs-old-${DEAD}`);
    fs.renameSync(dist, retired);
    writeFile(path.join(stagingDirFor(dist, DEAD), 'index.html'), 'new, never swapped in');
    recoverOutDir(dist);
    expect(fs.readdirSync(root)).toEqual(['dist']);
    expect(read(path.join(dist, 'index.html'))).toBe('old home');
    expect(read(path.join(dist, '.git/HEAD'))).toBe('ref: refs/heads/gh-pages');
  });

  it('killed after the new out dir was in place: the old one gives it its .git, then goes', () => {
    const { root, dist } = site();
    const retired = path.join(root, `.dist.rsdocs-old-${DEAD}`);
    fs.renameSync(dist, retired);
    writeFile(path.join(dist, 'index.html'), 'new home');
    recoverOutDir(dist);
    expect(fs.readdirSync(root)).toEqual(['dist']);
    expect(fs.readdirSync(dist).sort()).toEqual(['.git', 'index.html']);
  });
});
