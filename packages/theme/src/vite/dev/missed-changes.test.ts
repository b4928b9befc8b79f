import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catchMissedChanges, MISSED_CHANGE_DELAY } from './missed-changes';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'rsdocs-missed-'));
});
afterEach(() => {
  vi.useRealTimers();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Write a file and give it a modification time of its own (a second save, as the watcher would see it). */
function save(file: string, text: string, mtime: number) {
  fs.writeFileSync(file, text);
  fs.utimesSync(file, mtime, mtime);
}

describe('catchMissedChanges, on the watcher Vite uses', () => {
  let server: ViteDevServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  // The dev server's flaky "no overlay for broken frontmatter": the test saved the page again right after the
  // save before it had reached the open page, within the 50 ms Vite's watcher passes on no second change.
  it('hands on a page saved again right after a change event, which Vite drops', async () => {
    const file = path.join(dir, 'page.md');
    fs.writeFileSync(file, 'one\n');
    server = await createServer({ root: dir, configFile: false, logLevel: 'silent', server: { middlewareMode: true, hmr: false, ws: false } });
    const stop = catchMissedChanges(server.watcher, (f) => f.endsWith('.md'));
    const seen: string[] = [];
    server.watcher.on('change', (f: string) => {
      const text = fs.readFileSync(f, 'utf8').trim();
      seen.push(text);
      // Saved again as the first change is heard: well within the watcher's 50 ms.
      if (text === 'two') fs.writeFileSync(f, 'three\n');
    });
    // Until the watcher is ready, a save is not seen at all: save until it is.
    await vi.waitFor(
      () => {
        if (!seen.length) fs.writeFileSync(file, 'two\n');
        expect(seen).toContain('two');
      },
      { timeout: 10_000, interval: 100 },
    );
    await vi.waitFor(() => expect(seen).toContain('three'), { timeout: 3_000, interval: 20 });
    expect(seen.at(-1)).toBe('three');
    stop();
  }, 20_000);
});

describe('catchMissedChanges', () => {
  /** A page saved once, a stand-in watcher with the check on it, and the change events it hears (fake timers). */
  function watched(watches: (file: string) => boolean = () => true) {
    vi.useFakeTimers();
    const file = path.join(dir, 'a.md');
    save(file, 'one', 1_000);
    const watcher = new EventEmitter();
    const changes: string[] = [];
    const stop = catchMissedChanges(watcher, watches);
    watcher.on('change', (f: string) => changes.push(f));
    return { file, watcher, changes, stop };
  }

  it('emits a change the watcher did not, once the delay has passed', () => {
    const { file, watcher, changes } = watched();
    const all: string[] = [];
    watcher.on('all', (event: string, f: string) => all.push(`${event} ${f}`));
    watcher.emit('change', file);
    save(file, 'two', 2_000);
    vi.advanceTimersByTime(MISSED_CHANGE_DELAY - 1);
    expect(changes).toEqual([file]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([file, file]);
    expect(all).toEqual([`change ${file}`]);
    // Its own event is looked at again like any other: nothing changed since, nothing more.
    vi.advanceTimersByTime(MISSED_CHANGE_DELAY * 3);
    expect(changes).toHaveLength(2);
  });

  it('emits nothing more when the file did not change again, or the watcher saw the change itself', () => {
    const { file, watcher, changes } = watched();
    watcher.emit('change', file);
    vi.advanceTimersByTime(MISSED_CHANGE_DELAY * 2);
    expect(changes).toHaveLength(1);
    // Saved again and heard (after the watcher's 50 ms): one event, not two.
    save(file, 'two', 2_000);
    vi.advanceTimersByTime(MISSED_CHANGE_DELAY / 2);
    watcher.emit('change', file);
    vi.advanceTimersByTime(MISSED_CHANGE_DELAY * 2);
    expect(changes).toHaveLength(2);
  });

  it('leaves deleted files to the watcher, files it does not watch alone, and stops when told', () => {
    const { file: page, watcher, changes, stop } = watched((f) => f.endsWith('.md'));
    const other = path.join(dir, 'b.css');
    save(other, 'one', 1_000);
    watcher.emit('change', page);
    watcher.emit('change', other);
    fs.rmSync(page);
    save(other, 'two', 2_000);
    vi.advanceTimersByTime(MISSED_CHANGE_DELAY * 2);
    expect(changes).toEqual([page, other]);
    save(page, 'one', 1_000);
    watcher.emit('change', page);
    stop();
    save(page, 'two', 2_000);
    vi.advanceTimersByTime(MISSED_CHANGE_DELAY * 2);
    expect(changes).toEqual([page, other, page]);
  });
});
