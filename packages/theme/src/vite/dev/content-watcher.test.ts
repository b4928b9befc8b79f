import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isInside, watchContentFolder, type ContentEvent, type ContentWatcher } from './content-watcher';

let dir: string;
let watcher: ContentWatcher | undefined;
let events: string[];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'rsdocs-content-watch-'));
  events = [];
});
afterEach(() => {
  watcher?.close();
  watcher = undefined;
  fs.rmSync(dir, { recursive: true, force: true });
});

const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), text);
};

/** A folder of pages: `folders` folders of `perFolder` pages each, under en/. */
function docs(folders: number, perFolder: number) {
  for (let f = 0; f < folders; f++) for (let p = 0; p < perFolder; p++) write(`en/s${f}/p${p}.md`, `# Page ${p}\n`);
}

async function watch() {
  watcher = watchContentFolder(dir, (event: ContentEvent, file: string) => events.push(`${event} ${path.relative(dir, file)}`));
  await watcher.ready;
}

describe('watchContentFolder', () => {
  it('watches each folder once, however many files it holds', async () => {
    docs(3, 200);
    write('node_modules/x/index.md', 'not content\n');
    await watch();
    // The root, en/ and its three folders: node_modules is left out; no handle per file.
    expect(watcher!.folders()).toBe(5);
    expect(events).toEqual([]);
  });

  it('tells a change of a file, once for a burst of writes', async () => {
    docs(1, 3);
    await watch();
    const file = path.join(dir, 'en/s0/p1.md');
    fs.writeFileSync(file, '');
    fs.writeFileSync(file, '# Page one, edited\n');
    await vi.waitFor(() => expect(events).toContain('change en/s0/p1.md'), { timeout: 5000, interval: 20 });
    // Past the settling time, no second event follows for the same burst.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events).toEqual(['change en/s0/p1.md']);
  });

  it('tells a file added, a file removed, and the files of a new folder', async () => {
    docs(1, 2);
    await watch();
    write('en/s0/new.md', '# New\n');
    fs.rmSync(path.join(dir, 'en/s0/p0.md'));
    await vi.waitFor(() => expect(events.sort()).toEqual(['add en/s0/new.md', 'unlink en/s0/p0.md']), { timeout: 5000, interval: 20 });
    events = [];
    write('en/fresh/a.md', '# A\n');
    await vi.waitFor(() => expect(events).toContain('add en/fresh/a.md'), { timeout: 5000, interval: 20 });
    // Then that folder is watched like the others (the root, en/, s0/ and fresh/): a change in it is told.
    await vi.waitFor(() => expect(watcher!.folders()).toBe(4), { timeout: 5000, interval: 20 });
    fs.writeFileSync(path.join(dir, 'en/fresh/a.md'), '# A, edited\n');
    await vi.waitFor(() => expect(events).toContain('change en/fresh/a.md'), { timeout: 5000, interval: 20 });
  }, 20_000);

  it('tells every file of a removed folder as removed, and stops watching it', async () => {
    docs(2, 2);
    await watch();
    fs.rmSync(path.join(dir, 'en/s1'), { recursive: true });
    await vi.waitFor(() => expect(events.sort()).toEqual(['unlink en/s1/p0.md', 'unlink en/s1/p1.md']), { timeout: 5000, interval: 20 });
    await vi.waitFor(() => expect(watcher!.folders()).toBe(3), { timeout: 5000, interval: 20 });
  });

  // The lost first edit at 20,002 pages: a page edited while the watcher was still listing its folder was told as
  // added (a new route), not changed, and the open page never got the edit.
  it('tells an edit of a file whose folder was not listed yet as a change, once it is', async () => {
    docs(2, 2);
    const sub = path.join(dir, 'en/s1');
    const readdir = fs.promises.readdir;
    let list!: () => void;
    const held = new Promise<void>((resolve) => (list = resolve));
    const spy = vi.spyOn(fs.promises, 'readdir').mockImplementation((async (folder: fs.PathLike, options: never) => {
      if (folder === sub) await held;
      return readdir(folder, options);
    }) as typeof fs.promises.readdir);
    try {
      watcher = watchContentFolder(dir, (event, file) => events.push(`${event} ${path.relative(dir, file)}`));
      // en/s1 is watched, its listing held: the edit is heard before its files are known.
      await vi.waitFor(() => expect(watcher!.folders()).toBe(4), { timeout: 5000, interval: 10 });
      fs.writeFileSync(path.join(sub, 'p0.md'), '# Page 0, edited\n');
      await new Promise((resolve) => setTimeout(resolve, 200));
      list();
      await watcher.ready;
      await vi.waitFor(() => expect(events).toEqual(['change en/s1/p0.md']), { timeout: 5000, interval: 20 });
    } finally {
      spy.mockRestore();
    }
  });

  it('tells nothing once closed', async () => {
    docs(1, 1);
    await watch();
    watcher!.close();
    fs.writeFileSync(path.join(dir, 'en/s0/p0.md'), '# Changed\n');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(events).toEqual([]);
  });
});

describe('isInside', () => {
  it('takes the folder and what is under it, not a sibling that starts alike', () => {
    expect(isInside('/site/docs', '/site/docs')).toBe(true);
    expect(isInside('/site/docs/en/a.md', '/site/docs')).toBe(true);
    expect(isInside('/site/docs-old/a.md', '/site/docs')).toBe(false);
    expect(isInside('/site/theme/a.tsx', '/site/docs')).toBe(false);
  });
});
