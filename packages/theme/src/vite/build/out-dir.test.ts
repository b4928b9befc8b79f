import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyDir, listFiles, OutputWriter, writeFile } from './out-dir';

const made: string[] = [];
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-out-'));
  made.push(dir);
  return dir;
};
afterEach(() => made.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A finished first build into `dir` of `files` (name → content, or [content, id]): its records are the next one's. */
async function lastBuild(dir: string, files: Record<string, string | [string, string]>): Promise<OutputWriter> {
  const first = new OutputWriter(dir, null);
  for (const [rel, file] of Object.entries(files)) {
    if (typeof file === 'string') first.write(rel, file);
    else first.write(rel, file[0], file[1]);
  }
  await first.finish();
  return first;
}

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

  it('keeps each record as one string, and gives it back whole', async () => {
    const dir = tmp();
    const out = new OutputWriter(dir, null);
    out.write('a.html', '<p>a</p>', 'id-a');
    out.write('assets/m-x.js', 'export {}', 'assets/m-x.js');
    out.writePieces('llms-full.txt', [Buffer.from('head'), Buffer.from('\npart')], 'id-l', [['h', 4], ['p', 4]]);
    await out.finish();
    for (const rel of ['a.html', 'llms-full.txt']) expect(typeof out['files'].get(rel)).toBe('string');
    expect(typeof out['partsOf'].get('llms-full.txt')).toBe('string'); // its parts as one string, not a pair each
    const stamp = (rel: string) => { const st = fs.statSync(path.join(dir, rel)); return `${st.size}:${st.mtimeMs}`; };
    expect(out.records()).toEqual(
      new Map([
        ['a.html', { id: 'id-a', stamp: stamp('a.html') }],
        ['llms-full.txt', { id: 'id-l', stamp: stamp('llms-full.txt'), parts: [['h', 4], ['p', 4]] }],
        ['assets/m-x.js', { id: 'assets/m-x.js', stamp: stamp('assets/m-x.js') }],
      ]),
    );
  });

  it('keeps the files recorded by their own names (a search index) as a few long strings a folder, not one entry each', async () => {
    const dir = tmp();
    const names = Array.from({ length: 1100 }, (_, i) => `static/idx.1/f${i}.json`);
    for (const rel of names) writeFile(path.join(dir, rel), rel);
    const out = new OutputWriter(dir, null);
    for (const rel of names) out.adopt(rel, rel);
    out.write('static/idx.1.json', 'root', 'static/idx.1.json');
    out.write('page.html', 'page', 'id-p');
    await out.finish();
    expect([...out['files'].keys()]).toEqual(['page.html']);
    const held = out['selfNamed'].get('static/idx.1/')!;
    expect(held['batches'].length + held['lines'].length).toBe(1 + (1100 % 1024)); // one string of 1,024 files, and the 76 not joined yet
    expect(held['batches'].every((batch) => typeof batch === 'string')).toBe(true);
    const stamp = (rel: string) => { const st = fs.statSync(path.join(dir, rel)); return `${st.size}:${st.mtimeMs}`; };
    expect(new Map(out.recordEntries())).toEqual(
      new Map([['page.html', { id: 'id-p', stamp: stamp('page.html') }], ...[...names, 'static/idx.1.json'].map((rel): [string, object] => [rel, { id: rel, stamp: stamp(rel) }])]),
    );
    expect(new Set(out.names())).toEqual(new Set(['page.html', 'static/idx.1.json', ...names]));
  });

  it('gives back parts as they were given, none or with ids holding tabs', async () => {
    const dir = tmp();
    const out = new OutputWriter(dir, null);
    out.writePieces('none.txt', [Buffer.from('x')], 'id-n', []);
    out.writePieces('tabs.txt', [Buffer.from('x')], 'id-t', [['a\tb', 0], ['', 12]]);
    expect(new Map([...out.recordEntries()].map(([rel, record]) => [rel, record.parts]))).toEqual(
      new Map<string, unknown>([['none.txt', []], ['tabs.txt', [['a\tb', 0], ['', 12]]]]),
    );
  });

  it('gives back the last record of a file recorded twice, by its own name or not, and one kept after', async () => {
    const dir = tmp();
    const out = new OutputWriter(dir, null);
    out.write('static/a.js', 'one', 'static/a.js');
    out.write('static/a.js', 'two', 'static/a.js');
    out.write('b.html', 'one', 'b.html');
    out.write('b.html', 'two', 'id-b');
    out.write('c.html', 'one', 'id-c');
    out.write('c.html', 'two', 'c.html');
    out.keep('c.html');
    out.keep('static/a.js');
    await out.finish();
    const stamp = (rel: string) => { const st = fs.statSync(path.join(dir, rel)); return `${st.size}:${st.mtimeMs}`; };
    expect([...out.recordEntries()].sort(([a], [b]) => a.localeCompare(b))).toEqual([
      ['b.html', { id: 'id-b', stamp: stamp('b.html') }],
      ['c.html', { id: 'c.html', stamp: stamp('c.html') }],
      ['static/a.js', { id: 'static/a.js', stamp: stamp('static/a.js') }],
    ]);
    expect([...out.names()].sort()).toEqual(['b.html', 'c.html', 'static/a.js']);
  });

  it('with the last build, skips unchanged files, rewrites changed ones and removes the rest', async () => {
    const dir = tmp();
    const first = await lastBuild(dir, { 'same.html': 'same', 'changed.html': 'old', 'gone/page.html': 'gone' });
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

  it('prunes the last build\'s files of a folder whose files are recorded by their own names, keeping this build\'s', async () => {
    const dir = tmp();
    const first = await lastBuild(dir, { 'static/idx.1/f0.json': ['a', 'static/idx.1/f0.json'], 'static/idx.1/f1.json': ['b', 'static/idx.1/f1.json'], 'static/idx.0/f0.json': ['c', 'static/idx.0/f0.json'] });
    const second = new OutputWriter(dir, first.records());
    expect(second.unchanged('static/idx.1/f0.json', 'static/idx.1/f0.json')).toBe(true);
    writeFile(path.join(dir, 'static/idx.1/f2.json'), 'by the worker');
    second.adopt('static/idx.1/f2.json', 'static/idx.1/f2.json');
    await second.finish();
    expect([...listFiles(dir)].sort()).toEqual(['static/idx.1/f0.json', 'static/idx.1/f2.json']);
    expect([...second.records().keys()].sort()).toEqual(['static/idx.1/f0.json', 'static/idx.1/f2.json']);
  });

  it('skips by id without the content when told (unchanged), but not a file changed since it was written', async () => {
    const dir = tmp();
    const first = await lastBuild(dir, { 'page.html': ['rendered', 'key-1'], 'other.html': ['rendered', 'key-2'] });
    fs.writeFileSync(path.join(dir, 'other.html'), 'edited by hand');

    const second = new OutputWriter(dir, first.records());
    expect(second.unchanged('page.html', 'key-1')).toBe(true);
    expect(second.unchanged('other.html', 'key-2')).toBe(false);
    expect(second.unchanged('page.html', 'key-9')).toBe(false);
  });

  it('writes a file as it is handed over, with the stamp of the file on disk, and replaces a hard link rather than writing through it', async () => {
    const dir = tmp();
    const outside = path.join(tmp(), 'served.html');
    fs.writeFileSync(outside, 'the served copy');
    fs.linkSync(outside, path.join(dir, 'page.html')); // a staging folder's link to the last build's file
    const out = new OutputWriter(dir, new Map([['page.html', { id: 'old', stamp: '' }]]));
    out.write('page.html', 'rendered again', 'new');
    out.write('static/f.json', '{}');
    // On disk before any await: no write is left in flight.
    expect(fs.readFileSync(path.join(dir, 'page.html'), 'utf8')).toBe('rendered again');
    expect(fs.readFileSync(outside, 'utf8')).toBe('the served copy');
    const stat = fs.statSync(path.join(dir, 'static/f.json'));
    expect(out.records().get('static/f.json')?.stamp).toBe([stat.size, stat.mtimeMs].join(':'));
    await out.finish();
  });

  it('writePieces writes each piece as it is made, never the whole file at once, and records its hash as write would', async () => {
    const dir = tmp();
    const out = new OutputWriter(dir, null);
    const big = Buffer.alloc(3 << 20, 'b'); // more than one write's worth
    const onDisk: number[] = [];
    function* pieces() {
      for (let i = 0; i < 3; i++) {
        yield big;
        yield Buffer.from(`-${i}-`);
        // What the disk holds when the next piece is asked for: the pieces before it, but not all of them.
        onDisk.push(fs.statSync(path.join(dir, 'llms-full.txt')).size);
      }
    }
    out.writePieces('llms-full.txt', pieces());
    const whole = Buffer.concat([big, Buffer.from('-0-'), big, Buffer.from('-1-'), big, Buffer.from('-2-')]);
    expect(fs.readFileSync(path.join(dir, 'llms-full.txt')).equals(whole)).toBe(true);
    expect(onDisk[0]).toBeGreaterThanOrEqual(big.length);
    expect(onDisk[1]).toBeGreaterThanOrEqual(2 * big.length);
    // Its id is its content's hash, as `write` gives it: the same bytes written either way are the same file.
    const other = new OutputWriter(tmp(), null);
    other.write('llms-full.txt', whole);
    expect(out.records().get('llms-full.txt')!.id).toBe(other.records().get('llms-full.txt')!.id);
    await out.finish();
  });

  it('writePieces replaces a file the last build left (never writing through a link to it) and keeps its parts', async () => {
    const last = tmp();
    fs.writeFileSync(path.join(last, 'f.txt'), 'old bytes');
    const dir = tmp();
    fs.linkSync(path.join(last, 'f.txt'), path.join(dir, 'f.txt'));
    const out = new OutputWriter(dir, new Map([['f.txt', { id: 'old', stamp: 'x' }]]));
    out.writePieces('f.txt', [Buffer.from('new '), Buffer.from('bytes')], 'new', [['a', 4], ['b', 5]]);
    expect(read(dir, 'f.txt')).toBe('new bytes');
    expect(read(last, 'f.txt')).toBe('old bytes');
    expect(out.records().get('f.txt')).toMatchObject({ id: 'new', parts: [['a', 4], ['b', 5]] });
    expect(out.records().get('f.txt')!.stamp).toMatch(/^9:/);
    // Unchanged by id and on disk as it was left: not written again.
    const again = new OutputWriter(dir, out.records());
    again.writePieces('f.txt', [Buffer.from('other')], 'new');
    expect(read(dir, 'f.txt')).toBe('new bytes');
    expect(again.written).toBe(0);
  });

  it('finish reports a failed write', async () => {
    const dir = tmp();
    const out = new OutputWriter(dir, null);
    fs.mkdirSync(path.join(dir, 'taken2'));
    out.write('taken2', 'cannot write a file over a folder');
    await expect(out.finish()).rejects.toThrow();
  });
});

describe('OutputWriter.linkKeptFrom: a staging folder given the last build\'s files as they are kept', () => {
  it('links a kept file when it is found unchanged, never one the build makes again, and prunes nothing it did not link', async () => {
    const last = tmp();
    const staging = tmp();
    const first = await lastBuild(last, { 'index.html': 'home', 'static/idx.1/f0.json': 'old index', 'guide/a.html': 'a' });
    const previous = first.records();
    const out = new OutputWriter(staging, previous);
    out.linkKeptFrom(last, new Set(previous.keys()));
    expect(listFiles(staging)).toEqual(new Set());
    expect(out.unchanged('index.html', previous.get('index.html')!.id)).toBe(true);
    expect(out.unchanged('guide/a.html', 'another id')).toBe(false);
    out.write('guide/a.html', 'a, edited');
    out.write('static/idx.2/f0.json', 'new index');
    await out.finish();
    // A hard link to the last build's file (same inode), not a copy; the old index was never linked.
    expect(fs.statSync(path.join(staging, 'index.html')).ino).toBe(fs.statSync(path.join(last, 'index.html')).ino);
    expect(listFiles(staging)).toEqual(new Set(['index.html', 'guide/a.html', 'static/idx.2/f0.json']));
    expect(fs.readFileSync(path.join(last, 'guide/a.html'), 'utf8')).toBe('a');
    expect(out.records().get('index.html')).toEqual(previous.get('index.html'));
  });

  it('links only the files it is given (not those Vite copies over in place), and not one gone since', () => {
    const last = tmp();
    const staging = tmp();
    writeFile(path.join(last, 'robots.txt'), 'public');
    writeFile(path.join(last, 'gone.html'), 'x');
    const stamp = (rel: string) => { const s = fs.statSync(path.join(last, rel)); return `${s.size}:${s.mtimeMs}`; };
    const previous = new Map([['robots.txt', { id: 'r', stamp: stamp('robots.txt') }], ['gone.html', { id: 'g', stamp: stamp('gone.html') }]]);
    fs.rmSync(path.join(last, 'gone.html'));
    const out = new OutputWriter(staging, previous);
    out.linkKeptFrom(last, new Set(['gone.html']));
    expect(out.unchanged('robots.txt', 'r')).toBe(false);
    expect(out.unchanged('gone.html', 'g')).toBe(false);
    expect(listFiles(staging)).toEqual(new Set());
  });
});
