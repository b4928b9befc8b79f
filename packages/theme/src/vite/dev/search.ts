import fs from 'node:fs';
import path from 'node:path';
import type { Connect } from 'vite';
import { withBase } from '../../lib/url';
import type { DevContext } from './context';
import { searchBuilderId } from '../search/search-index';
import { createWorkerPool, findWorkerFile } from '../worker-pool';
import { buildSourceIndexes, type KnownSource, type SourceIndexJob, type SourceIndexResult } from './source-index';

/** Where the browser asks the dev server for a language's index; it answers with a redirect to the file's name. */
export const DEV_SEARCH_PATH = '/@rsdocs/search/';

/** The dev search source's URL for each index key (`lang|version`): known without compiling a page. */
export function devSearchUrls(keys: string[], base: string): Record<string, string> {
  return Object.fromEntries(keys.map((key) => [key, withBase(`${DEV_SEARCH_PATH}${encodeURIComponent(key)}`, base)]));
}

/** Where the dev indexes' collected runs of pages and their packs are kept (beside the build cache, not in it). */
export function devSearchCacheDir(projectRoot: string): string {
  return path.join(projectRoot, 'node_modules', '.cache', 'rsdocs-dev-search');
}

interface Built {
  /** Each key's root file, the one the built site's search module names. */
  entries: Map<string, string>;
  /** Every file the index builder wrote (roots, shards), by name: its pack, and where it is in it. */
  files: Map<string, [pack: string, offset: number, length: number]>;
  packs: string[];
}

/** Runs a job on a thread of its own, which ends with it; on this thread when the worker is not built (the package's tests). */
async function runJob(job: SourceIndexJob): Promise<SourceIndexResult> {
  const file = findWorkerFile('dev-search-worker.js');
  if (!file) return buildSourceIndexes(job);
  const pool = createWorkerPool<SourceIndexJob, SourceIndexResult>(file, 1);
  try {
    return await pool.run(job);
  } finally {
    await pool.close();
  }
}

/** The jobs' indexes: one per language and version, of the routed pages (an untranslated page is its original's). */
function indexesOf(ctx: DevContext): SourceIndexJob['indexes'] {
  const groups = new Map<string, SourceIndexJob['indexes'][number]>();
  for (const page of ctx.pages()) {
    if (page.untranslated) continue;
    const key = `${page.lang}|${page.version}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { key, lang: page.lang, pages: [] }));
    group.pages.push({ file: page.file, routePath: page.routePath });
  }
  return [...groups.values()];
}

/** Whether a process runs (a pack's name starts with its server's process id). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes this process's packs but `keep`, and those of servers no longer running (killed before they could). */
function removePacks(dir: string, keep: Set<string>): void {
  let names: string[] = [];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(/^(\d+)-\d+\.pack$/.exec(name)?.[1]);
    const file = path.join(dir, name);
    if (pid && !keep.has(file) && (pid === process.pid || !running(pid))) fs.rmSync(file, { force: true });
  }
}

/** Numbers packs within this process (a config change starts a new server in it). */
let packs = 0;

/** Whether the site has local search (and the search builder is installed). */
function searchEnabled(ctx: DevContext): boolean {
  const mode = ctx.site().config.search?.mode;
  return mode !== false && mode !== 'remote' && searchBuilderId() !== null;
}

/** The job of one index, into a new pack (the first of a server clears dead servers' packs). */
function jobOf(ctx: DevContext, index: SourceIndexJob['indexes'][number], known: KnownSource[], changed: string[], first: boolean): SourceIndexJob {
  const site = ctx.site();
  const dir = devSearchCacheDir(site.projectRoot);
  fs.mkdirSync(dir, { recursive: true });
  if (first) removePacks(dir, new Set());
  const pack = path.join(dir, `${process.pid}-${++packs}.pack`);
  return { indexes: [index], cacheDir: dir, builder: searchBuilderId()!, codeBlocks: site.config.search?.codeBlocks ?? true, known, changed, pack };
}

/** A file's bytes, read from its pack. */
async function readPacked(built: Built, name: string): Promise<Buffer> {
  const [pack, offset, length] = built.files.get(name)!;
  const bytes = Buffer.alloc(length);
  const handle = await fs.promises.open(pack, 'r');
  try {
    await handle.read(bytes, 0, length, offset);
  } finally {
    await handle.close();
  }
  return bytes;
}

/**
 * Answers a language's URL with a redirect to its root (`entryOf`: its index's, as soon as that one is made), and the
 * files of the indexes `served` by name; a file asked for that none has waits for the first indexes (`first`).
 */
function searchMiddleware(ctx: DevContext, entryOf: (key: string) => Promise<string | undefined>, served: () => Array<Built | null | undefined>, first: () => Promise<unknown> | undefined): Connect.NextHandleFunction {
  const find = (name: string) => served().find((b) => b?.files.has(name));
  return (req, res, next) => {
    const url = (req.url ?? '/').split('?')[0]!;
    const answer = async () => {
      if (url.startsWith(DEV_SEARCH_PATH)) {
        const file = await entryOf(decodeURIComponent(url.slice(DEV_SEARCH_PATH.length)));
        if (!file) return next();
        res.statusCode = 302;
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('Location', withBase(`/${file}`, ctx.site().siteData.base));
        return res.end();
      }
      const name = decodeURIComponent(url.slice(1));
      if (!name.includes('search_index.')) return next();
      let found = find(name);
      if (!found) {
        await first();
        found = find(name);
      }
      if (!found) return next();
      const bytes = await readPacked(found, name);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(bytes);
    };
    answer().catch(next);
  };
}

/** Wakes whoever waits (`next()`) each time it is told (`tell()`). */
function createSignal() {
  let waiting: Array<() => void> = [];
  return {
    next: () => new Promise<void>((resolve) => waiting.push(resolve)),
    tell() {
      const woken = waiting;
      waiting = [];
      for (const fn of woken) fn();
    },
  };
}

/** A key's root file in the build under way as soon as it has one, else in what that build made once it ends. */
async function entryWhenMade(key: string, building: () => Built | null, done: Promise<Built>, progress: () => Promise<void>): Promise<string | undefined> {
  for (;;) {
    const file = building()?.entries.get(key);
    if (file) return file;
    const made = await Promise.race([done, progress().then(() => null)]);
    if (made) return made.entries.get(key);
  }
}

/**
 * The search indexes of the dev server, made from the pages' sources on a thread of their own (dev/source-index.ts:
 * no page is compiled for them), written to a pack file and served from it by name. The first is started once the
 * first page has been served (`start`): search then shows every page, opened or not, and the first search waits
 * only for what is left of it. After a page changed, a request is answered at once with the indexes there are, and
 * starts new ones, in which only the changed pages' runs are collected again; `onUpdated` is told when they are
 * served (the browser's sources then drop what they loaded).
 */
export function createDevSearch(ctx: DevContext) {
  // `version` counts page changes; `latest` is served (its files by name) while a newer build is under way, and
  // `previous` after it, for a browser that opened the older root just before.
  let version = 0;
  let latest: { built: Built; version: number } | null = null;
  let previous: Built | null = null;
  let pending: Promise<Built> | null = null;
  let known: KnownSource[] = [];
  /** Pages changed since the last job was sent. */
  const changed = new Set<string>();
  let first = true;
  const updated: Array<() => void> = [];
  /** The build under way, as far as it got: each index is served once made, before the others are. */
  let building: Built | null = null;
  /** Told when the build under way has made an index, or ended. */
  const progress = createSignal();

  const build = async (): Promise<Built> => {
    const built: Built = { entries: new Map(), files: new Map(), packs: [] };
    building = built;
    const changes = [...changed];
    changed.clear();
    // One index (language and version) per thread, one after the other: the heap of one at a time.
    for (const index of indexesOf(ctx)) {
      const job = jobOf(ctx, index, known, changes, first);
      first = false;
      built.packs.push(job.pack);
      const result = await runJob(job);
      const others = new Set(index.pages.map((p) => p.file));
      known = [...known.filter(([file]) => !others.has(file)), ...result.known];
      for (const i of result.indexes) built.entries.set(i.key, i.fileName);
      for (const [name, offset, length] of result.files) built.files.set(name, [job.pack, offset, length]);
      progress.tell();
    }
    return built;
  };
  /** Indexes with every change so far: made now unless under way; a change during a build starts another after it. */
  const refresh = (): Promise<Built> => {
    if (latest?.version === version) return Promise.resolve(latest.built);
    if (!pending) {
      const started = version;
      pending = build().then(
        (built) => {
          pending = null;
          building = null;
          const replaced = latest !== null;
          previous = latest?.built ?? null;
          latest = { built, version: started };
          removePacks(devSearchCacheDir(ctx.site().projectRoot), new Set([...built.packs, ...(previous?.packs ?? [])]));
          progress.tell();
          if (replaced) for (const fn of updated) fn();
          return built;
        },
        (error) => {
          pending = null;
          building = null;
          progress.tell();
          throw error;
        },
      );
    }
    return pending;
  };
  /**
   * The root file to answer a key with now: the latest indexes' (made anew in the background if a page changed
   * since), else its index's in the build under way as soon as that one is made (not when every language is).
   */
  const entryOf = async (key: string): Promise<string | undefined> => {
    if (latest) {
      if (latest.version !== version) refresh().catch(() => {}); // the next request reports a failure
      const file = latest.built.entries.get(key);
      if (file) return file;
    }
    return entryWhenMade(key, () => building, refresh(), progress.next);
  };

  // A file no index served has waits for a first build under way (a browser that knew an older server's names).
  const middleware = searchMiddleware(ctx, entryOf, () => [latest?.built, previous, building], () => (!latest && pending ? pending.catch(() => {}) : undefined));

  return {
    middleware,
    /** Starts the indexes in the background (once the first page is served): the first search then finds them made. */
    start() {
      if (!latest && !pending && searchEnabled(ctx)) refresh().catch(() => {}); // a failure is the first request's to report
    },
    /** A page changed (its file): the next request for an index starts new ones. */
    markStale(file?: string) {
      if (file) changed.add(file);
      version++;
    },
    /** Called whenever newer indexes replace the ones served. */
    onUpdated(fn: () => void) {
      updated.push(fn);
    },
    /** Removes this server's packs (one a build under way writes is removed by the next server). */
    close() {
      removePacks(devSearchCacheDir(ctx.site().projectRoot), new Set());
    },
  };
}

export type DevSearch = ReturnType<typeof createDevSearch>;
