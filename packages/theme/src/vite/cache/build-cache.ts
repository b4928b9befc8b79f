import { createHash, randomBytes, type Hash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { OutputRecord } from '../build/out-dir';
import type { SpareOutDir } from '../build/staging';
import { RsdocsError } from '../errors';
import { HeadPack } from './head-pack';
import { readSealed, seal, writeSealed, writeSealedPieces, writeSealedSync } from './sealed';

/**
 * A short, filename-safe hash of some strings (each part ends with a separator, so `ab|c` ≠ `a|bc`). A part given as
 * bytes hashes as the string they are the UTF-8 of.
 */
export function hashOf(...parts: Array<string | Buffer>): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  // The first 16 bytes written out (22 characters), not the whole digest sliced: a slice this long is a view that
  // keeps the whole digest's string, and a large build keeps a key per page.
  return hash.digest().toString('base64url', 0, 16);
}

/**
 * JSON of a value with object keys sorted and functions written as their source: the same config always gives
 * the same text, and a change to a function's own code (a plugin's hook, say) changes it. A change inside a module
 * such a function only calls is not seen: `--no-cache` (or `RSDOCS_CACHE=0`) is the way out then.
 */
export function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v === 'function') return `ƒ ${v.toString()}`;
    if (v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof RegExp))
      return Object.fromEntries(Object.keys(v as object).sort().map((k) => [k, (v as Record<string, unknown>)[k]]));
    if (v instanceof RegExp) return `/${v.source}/${v.flags}`;
    return v;
  });
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

function hashFilesUnder(hash: Hash, dir: string): void {
  for (const file of filesUnder(dir)) hash.update(path.relative(dir, file)).update('\0').update(fs.readFileSync(file)).update('\0');
}

/** A short hash of every file under `dir` (names and bytes). */
export function hashFolder(dir: string): string {
  const hash = createHash('sha256');
  hashFilesUnder(hash, dir);
  return hash.digest('base64url').slice(0, 16);
}

/**
 * What every cached page and render depends on besides the page itself: the engine and theme (every file of the
 * theme's `dist`, which holds the compiler, the renderer and the components), React's versions and the site's
 * config. Any change gives a new fingerprint, and with it an empty cache.
 */
export function buildFingerprint(opts: { themeDist: string; versions: Record<string, string | undefined>; config: unknown }): string {
  const hash = createHash('sha256');
  hashFilesUnder(hash, opts.themeDist);
  hash.update(stableStringify(opts.versions)).update('\0').update(stableStringify(opts.config));
  return hash.digest('base64url').slice(0, 16);
}

/** What `outputs.json` holds: the out dir's files as the last build left them, and its spare (see `takeSpare`). */
interface SavedOutputs {
  outDir: string;
  files: Record<string, OutputRecord>;
  spare?: { name: string; differs: string[] };
}

const SPARE = 'out-spare-';

/** `JSON.stringify` of a `SavedOutputs`, a record at a time (the same text: keys in the same order). */
export function* outputsJson(outDir: string, files: Iterable<[string, OutputRecord]>, spare?: SavedOutputs['spare']): Generator<string> {
  yield `{"outDir":${JSON.stringify(outDir)},"files":{`;
  let first = true;
  for (const [rel, record] of files) {
    yield `${first ? '' : ','}${JSON.stringify(rel)}:${JSON.stringify(record)}`;
    first = false;
  }
  yield spare ? `},"spare":${JSON.stringify(spare)}}` : '}}';
}

/** `page`: a sealed JSON entry of its own (see `write`); `page-body`: a page's content tree and Markdown, read when needed. */
type Kind = 'page' | 'page-body';

/** A split entry's head as stored: its value, and the size its body's file has when whole. */
interface StoredHead<H> {
  value: H;
  bodySize: number;
}

/**
 * The persistent build cache (`node_modules/.cache/rsdocs/<fingerprint>/`): compiled pages keyed by their source,
 * and the out dir's files as the last build left them (which lets a page whose HTML would not change go unrendered).
 * Entries are sealed JSON files (`sealed.ts`: a header with the body's length and hash, written under a temporary
 * name and renamed): a missing entry is a miss; a damaged one is a miss too, removed and reported once the build
 * is done (`flush`), never trusted. A page's head is a line of one file (`head-pack.ts`), checked alike. Opening it
 * with a new fingerprint removes the folders of older ones.
 */
export class BuildCache {
  /** Writes in flight, each let go once settled (kept to `flush` before: two promises a page, ~80 B). */
  private writes = new Set<Promise<void>>();
  private madeDirs = new Set<string>();
  /** Damaged entries found this build (removed, built again), for the warning `flush` gives. */
  readonly damaged: string[] = [];

  /** The pages' heads, every one of which a warm build reads (see `readSplit`). */
  private heads: HeadPack;

  private constructor(
    readonly dir: string,
    readonly fingerprint: string,
    private warn: (message: string) => void,
  ) {
    this.heads = new HeadPack(path.join(dir, 'page-heads'), (why) => this.damaged.push(why));
  }

  static open(cacheRoot: string, fingerprint: string, warn: (message: string) => void = () => {}): BuildCache {
    const dir = path.join(cacheRoot, fingerprint);
    if (fs.existsSync(cacheRoot))
      for (const entry of fs.readdirSync(cacheRoot)) if (entry !== fingerprint) fs.rmSync(path.join(cacheRoot, entry), { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    return new BuildCache(dir, fingerprint, warn);
  }

  entryFile(kind: Kind, key: string): string {
    return path.join(this.dir, kind, key.slice(0, 2), `${key}.json`);
  }

  /**
   * Read at once, not through libuv's threads: a warm build reads thousands of small entries with nothing else to do
   * meanwhile, and each asynchronous read costs the main thread several round trips (open, stat, read, close).
   */
  read<T>(kind: Kind, key: string): T | undefined {
    return this.readFile<T>(this.entryFile(kind, key));
  }

  /** A sealed JSON file of the cache, or undefined when it is missing or damaged (then removed, and noted). */
  private readFile<T>(file: string): T | undefined {
    const entry = readSealed(file);
    if ('missing' in entry) return undefined;
    if ('body' in entry) {
      try {
        return JSON.parse(entry.body) as T;
      } catch (error) {
        return this.discard(file, (error as Error).message);
      }
    }
    return this.discard(file, entry.corrupt);
  }

  private discard(file: string, why: string): undefined {
    this.damaged.push(`${path.relative(this.dir, file)} (${why})`);
    fs.rmSync(file, { force: true });
    return undefined;
  }

  /** Whether a split entry's head is stored under `key` (not checked). */
  hasSplit(key: string): boolean {
    return this.heads.has(key);
  }

  /**
   * A split entry (see `writeSplit`): its head, and its body read when asked. The body's file is checked against the
   * size the head recorded now (a stat, not a read): one cut short or missing makes the whole entry a miss. Its
   * bytes are checked when read; damaged then (its size intact), its head is removed and the build stops, naming
   * it: the page is compiled afresh by the next build, and the out dir stays as the last build made it.
   */
  readSplit<H, B>(
    key: string,
    file: string,
    /** A body every build reads (a page with JavaScript: its code) is read and checked now: damaged, it is a miss. */
    readNow?: (head: H) => boolean,
  ): { head: H; body: () => B } | undefined {
    const json = this.heads.read(key);
    if (json === undefined) return undefined;
    const stored = JSON.parse(json) as StoredHead<H>; // its line's digest held: the JSON is as written
    const bodyFile = this.entryFile('page-body', key);
    const size = fs.statSync(bodyFile, { throwIfNoEntry: false })?.size ?? -1;
    if (size !== stored.bodySize) {
      // A miss: the page is compiled again, and its new head replaces this one.
      this.damaged.push(`${path.relative(this.dir, bodyFile)} (${size < 0 ? 'gone' : `${size} of ${stored.bodySize} bytes`})`);
      fs.rmSync(bodyFile, { force: true });
      return undefined;
    }
    const head = stored.value;
    if (readNow?.(head)) {
      const value = this.readBody<B>(bodyFile);
      return value === undefined ? undefined : { head, body: () => value };
    }
    return {
      head,
      body: () => {
        const value = this.readBody<B>(bodyFile);
        if (value !== undefined) return value;
        this.heads.forget(key);
        throw new RsdocsError(
          `the build cache entry of ${file} was damaged (${this.damaged.at(-1) ?? path.relative(this.dir, bodyFile)}): it is removed, and the out dir is left as the last build made it. Build again: the page is compiled afresh`,
        );
      },
    };
  }

  /** A split entry's body: a missing one is damaged too, since its head is there (noted). */
  private readBody<B>(file: string): B | undefined {
    const noted = this.damaged.length;
    const value = this.readFile<B>(file);
    if (value === undefined && this.damaged.length === noted) this.damaged.push(`${path.relative(this.dir, file)} (gone)`);
    return value;
  }

  /** Stored on libuv's threads while the build goes on; `flush` waits for them. The value is serialised now. */
  write(kind: Kind, key: string, value: unknown): void {
    this.track(this.store(kind, key, seal(JSON.stringify(value))));
  }

  /**
   * An entry in two parts, its small head and its large body (a file of its own), stored now: the body first, so a
   * head that is there has its body too (entries are never removed one by one). A failed write costs a later build
   * a miss, nothing else.
   */
  writeSplit(key: string, head: unknown, body: unknown): void {
    const bytes = seal(JSON.stringify(body));
    try {
      writeSealedSync(this.dirFor(this.entryFile('page-body', key)), bytes);
    } catch {
      return;
    }
    this.heads.write(key, JSON.stringify({ value: head, bodySize: bytes.length } satisfies StoredHead<unknown>));
  }

  /**
   * Once the build's pages are compiled: the heads' file is let go (a warm build's ~1.7 KB a page), and written again
   * with the heads this build used when it holds many others.
   */
  settleHeads(): void {
    this.heads.settle();
  }

  private track(written: Promise<void>): void {
    // A failed write costs a later build a miss, nothing else.
    const settled: Promise<void> = written.then(
      () => void this.writes.delete(settled),
      () => void this.writes.delete(settled),
    );
    this.writes.add(settled);
  }

  private store(kind: Kind, key: string, bytes: Buffer): Promise<void> {
    return writeSealed(this.dirFor(this.entryFile(kind, key)), bytes);
  }

  /** `file`, its folder made if this cache has not made it yet. */
  private dirFor(file: string): string {
    const dir = path.dirname(file);
    if (!this.madeDirs.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      this.madeDirs.add(dir);
    }
    return file;
  }

  private outputs?: SavedOutputs | null;

  /** `outputs.json` as read now (`fresh`), or as last read or saved: `takeSpare` follows `readOutputs`. */
  private savedOutputs(outDir: string, fresh = true): SavedOutputs | null {
    if (fresh || this.outputs === undefined) this.outputs = this.readFile<SavedOutputs>(path.join(this.dir, 'outputs.json')) ?? null;
    return this.outputs?.outDir === outDir ? this.outputs : null;
  }

  /** The out dir's files as the last build with this cache wrote them, if it wrote to `outDir`. */
  readOutputs(outDir: string): Map<string, OutputRecord> | null {
    const saved = this.savedOutputs(outDir);
    return saved ? new Map(Object.entries(saved.files)) : null;
  }

  /**
   * The out dir the last build's swap retired, kept here as the spare to stage this build from (see `SpareOutDir`),
   * when `outputs.json` names it and it is there. Spares it does not name (a build killed before saving) are removed.
   */
  takeSpare(outDir: string): SpareOutDir | null {
    const spare = this.savedOutputs(outDir, false)?.spare;
    for (const entry of fs.readdirSync(this.dir))
      if (entry.startsWith(SPARE) && entry !== spare?.name) fs.promises.rm(path.join(this.dir, entry), { recursive: true, force: true }).catch(() => {});
    if (!spare || !fs.existsSync(path.join(this.dir, spare.name))) return null;
    return { dir: path.join(this.dir, spare.name), differs: new Set(spare.differs) };
  }

  /** Where this build's swap may keep the out dir it retires, as the next build's spare. */
  newSpareDir(): string {
    return path.join(this.dir, `${SPARE}${randomBytes(6).toString('hex')}`);
  }

  /**
   * `spare`: the out dir kept at `dir` by this build's swap, and the files it holds otherwise than `files` say.
   * Written a few records at a time (`outputsJson`): at 100,000 pages the out dir holds ~700,000 files, whose
   * records made whole as one object, one string and its bytes took several hundred MB at the build's end.
   */
  saveOutputs(outDir: string, files: Iterable<[string, OutputRecord]>, spare?: { dir: string; differs: Iterable<string> }): void {
    writeSealedPieces(path.join(this.dir, 'outputs.json'), outputsJson(outDir, files, spare ? { name: path.basename(spare.dir), differs: [...spare.differs] } : undefined));
    this.outputs = undefined; // read again when asked, not held
  }

  /** Waits for the writes in flight; then warns of the damaged entries this build found (and made again). */
  async flush(): Promise<void> {
    while (this.writes.size) await Promise.all(this.writes);
    this.heads.settle();
    const damaged = this.damaged.splice(0);
    if (damaged.length)
      this.warn(
        `rsdocs: ${damaged.length} damaged build cache ${damaged.length > 1 ? 'entries were' : 'entry was'} found and built again, not trusted: ${damaged.slice(0, 3).join(', ')}${damaged.length > 3 ? ' …' : ''} (in ${this.dir})`,
      );
  }
}
