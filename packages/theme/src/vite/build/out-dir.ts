import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pLimit from 'p-limit';

/** Write a file, creating its folder first. */
export function writeFile(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/**
 * Empty a folder as Vite's emptyOutDir would, keeping a `.git` inside it; a missing folder is left missing. The
 * files go on libuv's threads, while the build goes on: await it before writing into the folder.
 */
export async function emptyDir(dir: string): Promise<void> {
  if (!fs.existsSync(dir)) return;
  const entries = fs.readdirSync(dir).filter((entry) => entry !== '.git');
  await Promise.all(entries.map((entry) => fs.promises.rm(path.join(dir, entry), { recursive: true, force: true })));
}

/** Every file under `dir` (relative, `/`-separated), without `.git`. Empty for a missing folder. */
export function listFiles(dir: string): Set<string> {
  const out = new Set<string>();
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      if (!sub && entry.name === '.git') continue;
      // Joined, not a template: one flat string, not two ropes on the name (an edit build lists every file, ~36 B each).
      const rel = sub ? [sub, entry.name].join('/') : entry.name;
      if (entry.isDirectory()) walk(rel);
      else out.add(rel);
    }
  };
  if (fs.existsSync(dir)) walk('');
  return out;
}

/** An out dir file as a build left it: what identifies its content, and its size and time once written. */
export interface OutputRecord {
  id: string;
  /** `size:mtimeMs` after the write: a file changed since (by another tool, or a build without the cache) differs. */
  stamp: string;
  /**
   * A file made of parts (`llms-full.txt`: one per page) lists them, each by what identifies it and its length in
   * bytes: the next build takes the parts that did not change from this file instead of making them again.
   */
  parts?: Array<[id: string, bytes: number]>;
}

// Joined, not a template: one flat string per file, not a rope of three (~200 B a file less, kept for every file).
const stampOf = (stat: fs.Stats) => [stat.size, stat.mtimeMs].join(':');

/**
 * A record as the writer keeps it: one flat string, its id and its stamp after a newline (an id is never more than a
 * line). A file whose id is its own name is kept in its folder's `SelfNamedFolder` instead.
 */
type PackedRecord = string;
const pack = (id: string, stamp: string): PackedRecord => [id, stamp].join('\n');
function unpack(packed: PackedRecord): OutputRecord {
  const cut = packed.lastIndexOf('\n');
  return { id: packed.slice(0, cut), stamp: packed.slice(cut + 1) };
}

type Parts = NonNullable<OutputRecord['parts']>;

/**
 * A file's parts as the writer keeps them: `id\tbytes` lines joined, one string (one part a page for `llms-full.txt`:
 * ~35 B a part, where a pair in an array and its sliced id took ~85 B).
 */
const packParts = (parts: Parts): string => parts.map(([id, bytes]) => [id, bytes].join('\t')).join('\n');
function unpackParts(packed: string): Parts {
  if (!packed) return [];
  return packed.split('\n').map((line) => {
    const cut = line.lastIndexOf('\t');
    return [line.slice(0, cut), Number(line.slice(cut + 1))];
  });
}

/** Lines a `SelfNamedFolder` gathers before joining them into one string. */
const FOLDER_BATCH = 1024;

/**
 * The files of one folder recorded by their own names (a search index's files, static page modules), as lines of
 * `name\tstamp` joined into a few long strings: ~38 B a search file, where a Map entry, its key and a packed record
 * took ~160 B (a large build has ~5 such files a page). Expanded only when the records are read (`entries`).
 */
class SelfNamedFolder {
  private batches: string[] = [];
  private lines: string[] = [];

  add(name: string, stamp: string): void {
    this.lines.push([name, stamp].join('\t'));
    if (this.lines.length === FOLDER_BATCH) this.batches.push(this.lines.splice(0).join('\n'));
  }

  /** Each name with its stamp; a name recorded twice, with its last stamp. */
  entries(): Map<string, string> {
    const out = new Map<string, string>();
    for (const batch of [...this.batches, ...this.lines]) {
      for (const line of batch.split('\n')) {
        const cut = line.lastIndexOf('\t');
        out.set(line.slice(0, cut), line.slice(cut + 1));
      }
    }
    return out;
  }
}

/** A name a `SelfNamedFolder` line can hold (no tab or newline in the file's own name). */
const plainName = (name: string) => !/[\t\n]/.test(name);

/**
 * Writes a new file and returns its stamp, synchronously. A page's files are written where they are made: through
 * libuv's threads (`fs.promises`: open, write, close and a stat, each a trip, each a promise and a file handle) a
 * 50 KB file cost ~150 µs of CPU, here ~30–60 µs, and a build writes about three a page.
 */
function writeStamped(file: string, content: string | Uint8Array): string {
  const fd = fs.openSync(file, 'w');
  try {
    fs.writeFileSync(fd, content);
    return stampOf(fs.fstatSync(fd));
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Writes a build's files into the out dir. Given the records of the last build's files (`previous`, from the
 * build cache), a file whose id is unchanged and which is still there as that build left it is not written again,
 * and at the end every file this build did not produce is removed: the out dir ends exactly as a build into an
 * empty folder leaves it, at the cost of the files that changed. An id is whatever identifies the content (a hash
 * of it by default). Without `previous`, the folder must have been emptied first, and every file is written.
 */
const MAX_OPEN_FILES = 128;
/** Files `finish` removes between two turns of the event loop. */
const PRUNE_BATCH = 2000;
/** `writePieces` hands the disk this many bytes at a time. */
const WRITE_CHUNK = 1 << 20;

export class OutputWriter {
  /** Files of this build, each with its record packed (see `PackedRecord`); the bundler's with none (only kept). */
  private files = new Map<string, PackedRecord | null>();
  /** Files of this build recorded by their own names, by folder (`static/x/`, or '' at the root): not in `files`. */
  private selfNamed = new Map<string, SelfNamedFolder>();
  /** The parts of the files made of them (see `OutputRecord.parts`: `llms-full.txt`), packed, beside their records. */
  private partsOf = new Map<string, string>();
  private existing: Set<string>;
  private failure: unknown = null;
  private madeDirs = new Set<string>();
  /** Files removed at once by `finish`: thousands of stale files in one go would exhaust descriptors. */
  private opened = pLimit(MAX_OPEN_FILES);
  /** Where the last build's files are, to be linked into the out dir when kept (see `linkKeptFrom`). */
  private linkable: { dir: string; files: ReadonlySet<string> } | null = null;
  written = 0;

  constructor(
    private outDir: string,
    private previous: Map<string, OutputRecord> | null,
  ) {
    this.existing = previous ? listFiles(outDir) : new Set();
  }

  /**
   * `files` of `dir` (the last build's out dir, the folder this writer fills is its staging folder) are given to it
   * as hard links when kept (`unchanged`, `asLeft`), not before: a file the build makes again is neither linked
   * nor pruned (an edit's search index is ~37,000 files at 20,002 pages, linked and unlinked for nothing before).
   */
  linkKeptFrom(dir: string, files: ReadonlySet<string>): void {
    this.linkable = { dir, files };
  }

  /** The names of the last build's files that start with `prefix` (recorded: not checked to be still there). */
  *previousNamed(prefix: string): Generator<string> {
    if (this.previous) for (const rel of this.previous.keys()) if (rel.startsWith(prefix)) yield rel;
  }

  /** Whether the last build's files are known, so unchanged ones are skipped. */
  get incremental(): boolean {
    return this.previous !== null;
  }

  /** True when the last build wrote `rel` with this id and it is still there as it left it: it stays as it is. */
  unchanged(rel: string, id: string): boolean {
    if (this.previous?.get(rel)?.id !== id) return false;
    const last = this.asLeft(rel);
    if (!last) return false;
    this.record(rel, last.id, last.stamp, last.parts);
    return true;
  }

  private record(rel: string, id: string, stamp: string, parts?: OutputRecord['parts']): void {
    const cut = rel.lastIndexOf('/') + 1;
    if (id === rel && !parts && plainName(rel.slice(cut))) {
      this.files.delete(rel); // recorded before otherwise: this record is the later one
      this.partsOf.delete(rel);
      const folder = rel.slice(0, cut);
      let named = this.selfNamed.get(folder);
      if (!named) this.selfNamed.set(folder, (named = new SelfNamedFolder()));
      named.add(rel.slice(cut), stamp);
      return;
    }
    this.files.set(rel, pack(id, stamp));
    if (parts) this.partsOf.set(rel, packParts(parts));
    else this.partsOf.delete(rel);
  }

  /** The last build's record of `rel`, when the file is still there as that build left it (its bytes can be reused). */
  asLeft(rel: string): OutputRecord | undefined {
    const last = this.previous?.get(rel);
    if (!last || (!this.existing.has(rel) && !this.linkKept(rel))) return undefined;
    try {
      return stampOf(fs.statSync(path.join(this.outDir, rel))) === last.stamp ? last : undefined;
    } catch {
      return undefined;
    }
  }

  /** The last build's `rel` linked in (see `linkKeptFrom`): false when it may not be, or is not there. */
  private linkKept(rel: string): boolean {
    if (!this.linkable?.files.has(rel)) return false;
    const to = path.join(this.outDir, rel);
    const dir = path.dirname(to);
    try {
      if (!this.madeDirs.has(dir)) {
        fs.mkdirSync(dir, { recursive: true });
        this.madeDirs.add(dir);
      }
      fs.linkSync(path.join(this.linkable.dir, rel), to);
    } catch (error) {
      // Gone since (the build then writes it), or a file system without hard links: a copy then.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      fs.copyFileSync(path.join(this.linkable.dir, rel), to);
    }
    this.existing.add(rel);
    return true;
  }

  /** `parts`: what the content is made of, for the next build (see `OutputRecord.parts`). */
  write(rel: string, content: string | Uint8Array, id = createHash('sha1').update(content).digest('base64url'), parts?: OutputRecord['parts']): void {
    if (this.unchanged(rel, id)) return;
    const file = path.join(this.outDir, rel);
    const dir = path.dirname(file);
    if (!this.madeDirs.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      this.madeDirs.add(dir);
    }
    this.written++;
    // A file there already may be a hard link to the last build's (a staging folder's, see staging.ts): replaced,
    // never written through, so that the out dir being served keeps its bytes until the swap.
    try {
      if (this.existing.has(rel)) fs.rmSync(file, { force: true });
      this.record(rel, id, writeStamped(file, content), parts);
    } catch (error) {
      this.record(rel, id, '', parts);
      this.failure ??= error; // reported by finish()
    }
  }

  /**
   * Writes `rel` from its pieces, in order, as they are made: the file is never whole in memory (`llms-full.txt`
   * holds every page's Markdown: ~280 MB a language at 100,000 pages). Synchronous, coalesced into writes of
   * `WRITE_CHUNK` bytes. Without an `id`, the content's hash is its id, as with `write`.
   */
  writePieces(rel: string, pieces: Iterable<Uint8Array>, id?: string, parts?: OutputRecord['parts']): void {
    if (id !== undefined && this.unchanged(rel, id)) return;
    const file = path.join(this.outDir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Replaced, never written through (see `write`): the pieces may still be read from the file it replaces.
    if (this.existing.has(rel)) fs.rmSync(file, { force: true });
    const hash = id === undefined ? createHash('sha1') : null;
    const fd = fs.openSync(file, 'w');
    try {
      const chunk = Buffer.allocUnsafe(WRITE_CHUNK);
      let used = 0;
      const flush = () => {
        for (let at = 0; at < used; ) at += fs.writeSync(fd, chunk, at, used - at);
        used = 0;
      };
      for (const piece of pieces) {
        hash?.update(piece);
        if (used + piece.length > WRITE_CHUNK) flush();
        if (piece.length >= WRITE_CHUNK) for (let at = 0; at < piece.length; ) at += fs.writeSync(fd, piece, at, piece.length - at);
        else used += Buffer.from(piece.buffer, piece.byteOffset, piece.length).copy(chunk, used);
      }
      flush();
    } finally {
      fs.closeSync(fd);
    }
    this.written++;
    this.record(rel, id ?? hash!.digest('base64url'), stampOf(fs.statSync(file)), parts);
  }

  /**
   * Awaited between pages: files are written as they are handed over (see `writeStamped`), so nothing piles up in
   * memory behind a slow disk; this is a turn of the event loop's microtasks.
   */
  async drain(): Promise<void> {}

  /** Resolves once every write handed over so far is on disk (without `finish`'s pruning): to read files back. */
  async settled(): Promise<void> {
    if (this.failure) throw this.failure;
  }

  /** A file of the out dir as it is on disk (written this build and settled, or kept from the last one). */
  read(rel: string): string {
    return fs.readFileSync(path.join(this.outDir, rel), 'utf8');
  }

  /** A file of the out dir opened for reading (its descriptor: the caller closes it). */
  open(rel: string): number {
    return fs.openSync(path.join(this.outDir, rel), 'r');
  }

  /**
   * True when every file the last build wrote under `folder` (`static/x/`) is still there as it left it: they stay.
   * A folder it wrote nothing under holds nothing to keep (a small search index is its root alone).
   */
  unchangedFolder(folder: string): boolean {
    if (!this.previous) return false;
    for (const [rel, record] of this.previous) if (rel.startsWith(folder) && !this.unchanged(rel, record.id)) return false;
    return true;
  }

  /**
   * A file another thread wrote into the out dir this build (a large site's search index, by its worker), recorded
   * by `id` as if written here. It must be a new file, not one written through a link to the last build's.
   */
  adopt(rel: string, id: string): void {
    this.written++;
    this.record(rel, id, stampOf(fs.statSync(path.join(this.outDir, rel))));
  }

  /** A file some other step wrote this build (the bundler's chunks, the public folder): it stays. */
  keep(rel: string): void {
    if (!this.files.has(rel)) this.files.set(rel, null);
  }

  /** The names of this build's files, recorded or kept. */
  *names(): Generator<string> {
    yield* this.files.keys();
    for (const [folder, named] of this.selfNamed) for (const name of named.entries().keys()) if (!this.files.has(folder + name)) yield folder + name;
  }

  /** Whether this build recorded or kept `rel`: a test of each file `finish` may prune, each folder expanded once. */
  private producedTest(): (rel: string) => boolean {
    const expanded = new Map<string, ReadonlyMap<string, string>>();
    return (rel) => {
      if (this.files.has(rel)) return true;
      const cut = rel.lastIndexOf('/') + 1;
      const folder = rel.slice(0, cut);
      const named = this.selfNamed.get(folder);
      if (!named) return false;
      let names = expanded.get(folder);
      if (!names) expanded.set(folder, (names = named.entries()));
      return names.has(rel.slice(cut));
    };
  }

  /** Waits for every write, then removes the files of earlier builds that this one did not produce. */
  async finish(): Promise<void> {
    if (this.failure) throw this.failure;
    if (!this.previous) return;
    const produced = this.producedTest();
    const stale = [...this.existing].filter((rel) => !produced(rel));
    // Synchronously, a batch between two turns of the event loop: a promise and two thread hand-offs per file cost
    // the main thread more than the unlink itself.
    for (let i = 0; i < stale.length; i += PRUNE_BATCH) {
      if (i) await new Promise((resolve) => setImmediate(resolve));
      for (const rel of stale.slice(i, i + PRUNE_BATCH)) fs.rmSync(path.join(this.outDir, rel), { force: true });
    }
    removeEmptyFolders(this.outDir);
  }

  /** The records to give the next build (see `BuildCache.saveOutputs`). */
  records(): Map<string, OutputRecord> {
    return new Map(this.recordEntries());
  }

  /** The records one at a time, without a copy of them all (a large site's out dir has ~7 files a page). */
  *recordEntries(): Generator<[string, OutputRecord]> {
    for (const [rel, packed] of this.files) {
      if (packed === null) continue;
      const record = unpack(packed);
      const parts = this.partsOf.get(rel);
      yield [rel, parts === undefined ? record : { ...record, parts: unpackParts(parts) }];
    }
    for (const [folder, named] of this.selfNamed) {
      for (const [name, stamp] of named.entries()) {
        const rel = folder + name;
        if (typeof this.files.get(rel) !== 'string') yield [rel, { id: rel, stamp }]; // unless recorded there since
      }
    }
  }
}

function removeEmptyFolders(dir: string): boolean {
  let empty = true;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name !== '.git' && removeEmptyFolders(path.join(dir, entry.name))) fs.rmdirSync(path.join(dir, entry.name));
    else empty = false;
  }
  return empty;
}
