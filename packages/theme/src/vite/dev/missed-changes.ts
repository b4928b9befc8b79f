import type { EventEmitter } from 'node:events';
import fs from 'node:fs';

/** How long after a file's change event to look at it again: past the 50 ms in which Vite's watcher drops more. */
export const MISSED_CHANGE_DELAY = 100;

/** A file's modification time, as the page store's cache tells versions apart (undefined once it is gone). */
const versionOf = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;

/**
 * Vite's file watcher (chokidar 3) passes on one change event per file in 50 ms and drops the others, with no
 * event after them: a second save of a page within that time (an author's quick fix after an edit, a formatter
 * writing after the editor) never reaches the dev server, and the open page keeps the version before it, without
 * an update or an error overlay. After each change event of a watched file, this looks at the file again once that
 * time has passed and emits the change the watcher dropped, so Vite's own handling (and the plugins' `hotUpdate`)
 * runs for it. Returns the function that stops it.
 */
export function catchMissedChanges(watcher: EventEmitter, watches: (file: string) => boolean, delay = MISSED_CHANGE_DELAY): () => void {
  /** Per file: the version its last change event was seen with, and the look that follows it. */
  const pending = new Map<string, { version: number | undefined; timer: NodeJS.Timeout }>();
  const onChange = (file: string) => {
    if (!watches(file)) return;
    clearTimeout(pending.get(file)?.timer);
    // Read as the event comes: what is written before this, the update it starts reads too.
    const version = versionOf(file);
    const timer = setTimeout(() => {
      pending.delete(file);
      const now = versionOf(file);
      // A deleted file is the watcher's `unlink`; a change it did see after this one restarted the look.
      if (now !== undefined && now !== version) {
        watcher.emit('change', file);
        watcher.emit('all', 'change', file);
      }
    }, delay);
    timer.unref();
    pending.set(file, { version, timer });
  };
  watcher.on('change', onChange);
  return () => {
    watcher.off('change', onChange);
    for (const { timer } of pending.values()) clearTimeout(timer);
    pending.clear();
  };
}
