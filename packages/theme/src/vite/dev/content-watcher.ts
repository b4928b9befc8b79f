import fs from 'node:fs';
import path from 'node:path';

/** What a watcher tells of a file, as chokidar names it (Vite listens for these on its own watcher). */
export type ContentEvent = 'add' | 'change' | 'unlink';

/** Changes that come in a burst (an editor truncates, then writes) are told once, this long after the last. */
export const CONTENT_EVENT_SETTLE_MS = 20;

export interface ContentWatcher {
  /** Resolves once every folder is watched (changes before it may be missed, as with any watcher starting). */
  ready: Promise<void>;
  /** How many folders are watched (one handle each, whatever the number of files). */
  folders(): number;
  close(): void;
}

/**
 * A watcher of the content folder with one `fs.watch` per folder, not per file. Vite's watcher (chokidar 3) opens
 * a handle and stats each file as it starts: on 20,000 pages that was most of the dev server's first seconds,
 * ahead of the first page and of the first edits (which it did not see until it had reached their file). Folders
 * hold the files' events (a file written, renamed in, or removed), so a docs folder costs a few dozen handles. A
 * file's events are told once they settle, as `add`, `change` or `unlink`, to `emit`; `skip` leaves folders out
 * (`node_modules`, `.git`).
 */
export function watchContentFolder(root: string, emit: (event: ContentEvent, file: string) => void, skip: (dir: string) => boolean = defaultSkip): ContentWatcher {
  const files = new Set<string>();
  const watchers = new Map<string, fs.FSWatcher>();
  const timers = new Map<string, NodeJS.Timeout>();
  /** Folders being listed (watched, their files not known yet), with the listing. */
  const listing = new Map<string, Promise<void>>();
  let closed = false;

  const addFolder = async (dir: string, announce: boolean): Promise<void> => {
    if (closed || watchers.has(dir) || skip(dir)) return;
    let watcher: fs.FSWatcher;
    try {
      watcher = fs.watch(dir, { persistent: false }, (_event, name) => (name ? settle(path.join(dir, name.toString())) : rescanFolder(dir)));
    } catch {
      return; // gone already, or unreadable: nothing to watch
    }
    watcher.on('error', () => removeFolder(dir));
    watchers.set(dir, watcher);
    const folders: Promise<void>[] = [];
    const listed = fs.promises.readdir(dir, { withFileTypes: true }).then(
      (entries) => {
        for (const entry of entries) {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) folders.push(addFolder(full, announce));
          else if (!files.has(full)) {
            files.add(full);
            if (announce) emit('add', full);
          }
        }
      },
      () => {},
    );
    listing.set(dir, listed);
    await listed;
    listing.delete(dir);
    await Promise.all(folders);
  };

  const removeFolder = (dir: string) => {
    for (const [folder, watcher] of watchers)
      if (folder === dir || folder.startsWith(dir + path.sep)) {
        watcher.close();
        watchers.delete(folder);
      }
    for (const file of files)
      if (file.startsWith(dir + path.sep)) {
        files.delete(file);
        emit('unlink', file);
      }
  };

  /** A folder's watcher that named no file: look at each of its entries. */
  const rescanFolder = (dir: string) => {
    for (const file of files) if (path.dirname(file) === dir) settle(file);
    fs.promises.readdir(dir).then((names) => names.forEach((name) => settle(path.join(dir, name))), () => removeFolder(dir));
  };

  const settle = (full: string) => {
    clearTimeout(timers.get(full));
    const timer = setTimeout(() => {
      timers.delete(full);
      if (!closed) look(full);
    }, CONTENT_EVENT_SETTLE_MS);
    timer.unref();
    timers.set(full, timer);
  };

  const look = (full: string) => {
    // A file of a folder not listed yet (the watcher starting) is not known yet: an edit of it is no file added.
    const listed = listing.get(path.dirname(full));
    if (listed) {
      void listed.then(() => !closed && look(full));
      return;
    }
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (!stat) {
      if (files.delete(full)) emit('unlink', full);
      else if (watchers.has(full)) removeFolder(full);
    } else if (stat.isDirectory()) void addFolder(full, true);
    else if (files.has(full)) emit('change', full);
    else {
      files.add(full);
      emit('add', full);
    }
  };

  return {
    ready: addFolder(root, false),
    folders: () => watchers.size,
    close() {
      closed = true;
      for (const watcher of watchers.values()) watcher.close();
      for (const timer of timers.values()) clearTimeout(timer);
      watchers.clear();
      timers.clear();
    },
  };
}

function defaultSkip(dir: string): boolean {
  const name = path.basename(dir);
  return name === 'node_modules' || name === '.git';
}

/** Whether `file` is `dir` or inside it. */
export function isInside(file: string, dir: string): boolean {
  return file === dir || file.startsWith(dir.endsWith(path.sep) ? dir : dir + path.sep);
}
