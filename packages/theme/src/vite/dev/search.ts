import fs from 'node:fs';
import path from 'node:path';
import type { Connect } from 'vite';
import { withBase } from '../../lib/url';
import type { DevContext } from './context';
import { searchBuilderId } from '../search/search-index';
import { createWorkerPool, findWorkerFile } from '../worker-pool';
import { buildSourceIndexes, type SourceIndexJob, type SourceIndexResult } from './source-index';

/**
 * Custom event the browser's search source sends when search is opened or about to be (`load()`: Ctrl+K, a pointer
 * over or focus on the search button), with the index's key: the dev server makes its indexes now if not yet.
 */
export const SEARCH_INTENT_EVENT = 'rsdocs:search-intent';

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
  /** The root files of outline indexes (titles and headings only), served until their full index replaces them. */
  outlines: Set<string>;
}

/** The header that marks an outline index's root as the dev server serves it (value `outline`): the answers are partial. */
export const DEV_SEARCH_INDEX_HEADER = 'x-rsdocs-search-index';

/**
 * From how many pages an index not served yet is made twice on a cold cache: first its outline (titles and headings:
 * ~1.6 s of CPU for 10,000 pages, against ~12 s for the full index), served at once, then the full index, which
 * replaces it. With kept runs (~3 s) the first job makes the full index itself (see `SourceIndexJob.outline`).
 */
export const DEV_SEARCH_OUTLINE_PAGES = 1000;

/** How long the server answers no request before it makes the search indexes unasked (it is idle). */
export const DEV_SEARCH_IDLE_MS = 3000;

/**
 * The heap of the thread making an index of `pages` pages: enough for it (a language of 10,000 pages needs between
 * 200 and 300 MB, with the dense layout), and a bound on what the thread adds to the server's memory, where V8's
 * default would let it keep garbage up to a quarter of the machine's memory.
 */
export function devSearchHeapMb(pages: number): number {
  return Math.round(96 + pages * 0.024);
}

/**
 * Runs a job on a thread of its own, which ends with it; on this thread when the worker is not built (the package's
 * tests). A thread that runs out of its heap stops; the job is run again once with twice the heap, with a warning.
 */
async function runJob(job: SourceIndexJob, { background, warn }: { background: boolean; warn: (message: string) => void }): Promise<SourceIndexResult> {
  const file = findWorkerFile('dev-search-worker.js');
  if (!file) return buildSourceIndexes(job);
  const pages = job.indexes.reduce((n, i) => n + i.pages.length, 0);
  const run = async (heapMb: number) => {
    const pool = createWorkerPool<SourceIndexJob, SourceIndexResult>(file, 1, { heapMb, workerData: { background } });
    try {
      return await pool.run(job);
    } finally {
      await pool.close();
    }
  };
  const heapMb = devSearchHeapMb(pages);
  try {
    return await run(heapMb);
  } catch (error) {
    if (!/memory limit|out of memory/i.test((error as Error).message)) throw error;
    warn(`rsdocs: the search index of ${job.indexes.map((i) => i.key.replace(/\|$/, '')).join(', ')} (${pages} pages) did not fit the search thread's ${heapMb} MB heap: made again with ${2 * heapMb} MB`);
    return run(2 * heapMb);
  }
}

/**
 * Calls `fn` once, the first time `ms` have passed without a `touch()` since `arm()` (the server answered its first
 * page, then nothing for that long): the search indexes are then made while the author reads, not while pages load.
 */
export function onceIdle(fn: () => void, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  let state: 'waiting' | 'armed' | 'done' = 'waiting';
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      state = 'done';
      fn();
    }, ms);
    timer.unref?.();
  };
  return {
    arm() {
      if (state !== 'waiting') return;
      state = 'armed';
      schedule();
    },
    touch() {
      if (state === 'armed') schedule();
    },
    /** Called already, or no longer wanted (search was asked for first, or the server stops). */
    cancel() {
      state = 'done';
      clearTimeout(timer);
    },
  };
}

/** Which of the indexes `left` to make next: the one asked for last (`wanted`, latest last), else the first. */
export function nextIndex(left: Array<{ key: string }>, wanted: string[]): number {
  for (let w = wanted.length - 1; w >= 0; w--) {
    const i = left.findIndex((index) => index.key === wanted[w]);
    if (i >= 0) return i;
  }
  return 0;
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
function jobOf(ctx: DevContext, index: SourceIndexJob['indexes'][number], changed: string[], first: boolean): SourceIndexJob {
  const site = ctx.site();
  const dir = devSearchCacheDir(site.projectRoot);
  fs.mkdirSync(dir, { recursive: true });
  if (first) removePacks(dir, new Set());
  const pack = path.join(dir, `${process.pid}-${++packs}.pack`);
  return { indexes: [index], cacheDir: dir, builder: searchBuilderId()!, codeBlocks: site.config.search?.codeBlocks ?? true, changed, pack };
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
      if (found.outlines.has(name)) res.setHeader(DEV_SEARCH_INDEX_HEADER, 'outline');
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(bytes);
    };
    answer().catch(next);
  };
}

/** A set's items, taken out of it. */
function drain<T>(set: Set<T>): T[] {
  const items = [...set];
  set.clear();
  return items;
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

/**
 * Makes every index into `built`, one (language and version) per thread, one after the other (the heap of one at a
 * time), the one wanted last first; `made` is told as each is served. Until search is wanted (the server idle), a
 * thread runs at a lower priority than the server's.
 */
async function makeIndexes(ctx: DevContext, built: Built, options: MakeOptions, made: () => void): Promise<void> {
  const { changes, wanted, clearDead, warn, outlinePages } = options;
  /** Makes an index (or its outline); whether the full index is served now. */
  const run = async (index: SourceIndexJob['indexes'][number], outline: boolean): Promise<boolean> => {
    const job: SourceIndexJob = { ...jobOf(ctx, index, changes, clearDead && built.packs.length === 0), ...(outline ? { outline } : {}) };
    built.packs.push(job.pack);
    const result = await runJob(job, { background: wanted.length === 0, warn });
    for (const i of result.indexes) {
      const replaced = built.entries.get(i.key);
      built.entries.set(i.key, i.fileName);
      if (i.outline) built.outlines.add(i.fileName);
      else if (replaced && built.outlines.has(replaced)) options.replacedOutline();
    }
    for (const [name, offset, length] of result.files) built.files.set(name, [job.pack, offset, length]);
    made();
    return result.indexes.every((i) => !i.outline);
  };
  const left = indexesOf(ctx);
  /** Large indexes whose outline is served: made in full once every language has an index to answer from. */
  const later: typeof left = [];
  while (left.length) {
    const [index] = left.splice(nextIndex(left, wanted), 1);
    // A large index not served yet: its outline answers first on a cold cache (the job makes the full index where
    // runs are kept), also when made unasked: an author who searches meanwhile waits for the outline, not the full
    // index, nor (in another language) for the full index of the first.
    if (index!.pages.length < outlinePages || options.served(index!.key)) await run(index!, false);
    else if (!(await run(index!, true))) later.push(index!);
  }
  while (later.length) await run(later.splice(nextIndex(later, wanted), 1)[0]!, false);
}

interface MakeOptions {
  changes: string[];
  wanted: string[];
  clearDead: boolean;
  warn: (message: string) => void;
  /** `DEV_SEARCH_OUTLINE_PAGES` */
  outlinePages: number;
  /** A full index replaced the outline served for its key. */
  replacedOutline: () => void;
  /** Whether an index of the key is served already (made before the pages changed): no outline then. */
  served: (key: string) => boolean;
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
 * no page is compiled for them), written to a pack file and served from it by name. They are made when search is
 * wanted (`want`: the browser's search source was asked to load, or an index was asked for; that language first),
 * or once the server has been idle for `DEV_SEARCH_IDLE_MS` after its first page (`served`, `busy`): not while the
 * first pages load, nor in the memory of a server whose author never searches. After a page changed, a request is
 * answered at once with the indexes there are, and starts new ones, in which only the changed pages' runs are
 * collected again; `onUpdated` is told when they are served (the browser's sources then drop what they loaded).
 */
export function createDevSearch(ctx: DevContext, { idleMs = DEV_SEARCH_IDLE_MS, outlinePages = DEV_SEARCH_OUTLINE_PAGES, warn = (message: string) => console.warn(message) } = {}) {
  // `version` counts page changes; `latest` is served (its files by name) while a newer build is under way, and
  // `previous` after it, for a browser that opened the older root just before.
  let version = 0;
  let latest: { built: Built; version: number } | null = null;
  let previous: Built | null = null;
  let pending: Promise<Built> | null = null;
  /** Pages changed since the last job was sent. */
  const changed = new Set<string>();
  let first = true;
  const updated: Array<() => void> = [];
  /** The build under way, as far as it got: each index is served once made, before the others are. */
  let building: Built | null = null;
  /** Told when the build under way has made an index, or ended. */
  const progress = createSignal();
  /** The keys search was wanted for, the latest last: their indexes are made first. */
  const wanted: string[] = [];
  const build = async (): Promise<Built> => {
    const built: Built = { entries: new Map(), files: new Map(), packs: [], outlines: new Set() };
    building = built;
    const replacedOutline = () => updated.forEach((fn) => fn());
    const served = (key: string) => !!latest?.built.entries.has(key);
    await makeIndexes(ctx, built, { changes: drain(changed), wanted, clearDead: first, warn, outlinePages, replacedOutline, served }, progress.tell);
    first = false;
    return built;
  };
  /** The build under way ended (those waiting for an index then look at `latest`). */
  const settle = () => {
    pending = building = null;
    progress.tell();
  };
  /** Indexes with every change so far: made now unless under way; a change during a build starts another after it. */
  const refresh = (): Promise<Built> => {
    if (latest?.version === version) return Promise.resolve(latest.built);
    if (!pending) {
      const started = version;
      pending = build().then(
        (built) => {
          const replaced = latest !== null;
          previous = latest?.built ?? null;
          latest = { built, version: started };
          settle();
          removePacks(devSearchCacheDir(ctx.site().projectRoot), new Set([...built.packs, ...(previous?.packs ?? [])]));
          if (replaced) for (const fn of updated) fn();
          return built;
        },
        (error) => {
          settle();
          throw error;
        },
      );
    }
    return pending;
  };
  /** A key's root file now: the latest indexes' (newer ones started if a page changed), else its index's once made. */
  const entryOf = async (key: string): Promise<string | undefined> => {
    want(key);
    if (latest) {
      if (latest.version !== version) refresh().catch(() => {}); // the next request reports a failure
      const file = latest.built.entries.get(key);
      if (file) return file;
    }
    return entryWhenMade(key, () => building, refresh(), progress.next);
  };

  /** Search is wanted for `key`: its index is made next, and the indexes now unless made or under way. */
  const want = (key?: string) => {
    idle.cancel();
    if (key) wanted.splice(0, wanted.length, ...wanted.filter((k) => k !== key), key);
    if (!latest && !pending && searchEnabled(ctx)) refresh().catch(() => {}); // a failure is the first request's to report
  };
  const idle = onceIdle(() => want(), idleMs);

  // A file no index served has waits for a first build under way (a browser that knew an older server's names).
  const middleware = searchMiddleware(ctx, entryOf, () => [latest?.built, previous, building], () => (!latest && pending ? pending.catch(() => {}) : undefined));

  return {
    middleware,
    /** Search is wanted (`key`: the language and version, made first): the indexes are made now. */
    want,
    /** A page was served: the first one starts the wait for the server to be idle. */
    served: () => idle.arm(),
    /** The server answered a request: it is not idle. */
    busy: () => idle.touch(),
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
      idle.cancel();
      removePacks(devSearchCacheDir(ctx.site().projectRoot), new Set());
    },
  };
}

export type DevSearch = ReturnType<typeof createDevSearch>;
