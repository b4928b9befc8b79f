import { createHash, type Hash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { OutputRecord } from '../build/out-dir';

/** A short, filename-safe hash of some strings (each part ends with a separator, so `ab|c` ≠ `a|bc`). */
export function hashOf(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('base64url').slice(0, 22);
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

/** `page`: what every build reads of a compiled page; `page-body`: its content tree and Markdown, read when needed. */
type Kind = 'page' | 'page-body';

/**
 * The persistent build cache (`node_modules/.cache/rsdocs/<fingerprint>/`): compiled pages keyed by their source,
 * and the out dir's files as the last build left them (which lets a page whose HTML would not change go unrendered).
 * Entries are JSON files; a missing or unreadable entry is a miss, never an error. Opening it with a new
 * fingerprint removes the folders of older ones.
 */
export class BuildCache {
  private writes: Array<Promise<void>> = [];
  private madeDirs = new Set<string>();

  private constructor(
    readonly dir: string,
    readonly fingerprint: string,
  ) {}

  static open(cacheRoot: string, fingerprint: string): BuildCache {
    const dir = path.join(cacheRoot, fingerprint);
    if (fs.existsSync(cacheRoot))
      for (const entry of fs.readdirSync(cacheRoot)) if (entry !== fingerprint) fs.rmSync(path.join(cacheRoot, entry), { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    return new BuildCache(dir, fingerprint);
  }

  entryFile(kind: Kind, key: string): string {
    return path.join(this.dir, kind, key.slice(0, 2), `${key}.json`);
  }

  /**
   * Read at once, not through libuv's threads: a warm build reads thousands of small entries with nothing else to do
   * meanwhile, and each asynchronous read costs the main thread several round trips (open, stat, read, close).
   */
  read<T>(kind: Kind, key: string): T | undefined {
    try {
      return JSON.parse(fs.readFileSync(this.entryFile(kind, key), 'utf8')) as T;
    } catch {
      return undefined;
    }
  }

  /** Stored on libuv's threads while the build goes on; `flush` waits for them. The value is serialised now. */
  write(kind: Kind, key: string, value: unknown): void {
    this.track(this.store(kind, key, JSON.stringify(value)));
  }

  /**
   * An entry in two files, its small head and its large body: the body is stored first, so an entry whose head
   * is there has its body too (entries are never removed one by one).
   */
  writeSplit(kinds: [head: Kind, body: Kind], key: string, head: unknown, body: unknown): void {
    const headJson = JSON.stringify(head);
    this.track(this.store(kinds[1], key, JSON.stringify(body)).then(() => this.store(kinds[0], key, headJson)));
  }

  private track(written: Promise<void>): void {
    written.catch(() => {}); // a failed write costs a later build a miss, nothing else
    this.writes.push(written);
  }

  private store(kind: Kind, key: string, json: string): Promise<void> {
    const file = this.entryFile(kind, key);
    const dir = path.dirname(file);
    if (!this.madeDirs.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      this.madeDirs.add(dir);
    }
    // Written under a temporary name, then renamed: a build stopped halfway never leaves a half-written entry.
    const temp = `${file}.${process.pid}.tmp`;
    return fs.promises.writeFile(temp, json).then(() => fs.promises.rename(temp, file));
  }

  /** The out dir's files as the last build with this cache wrote them, if it wrote to `outDir`. */
  readOutputs(outDir: string): Map<string, OutputRecord> | null {
    try {
      const saved = JSON.parse(fs.readFileSync(path.join(this.dir, 'outputs.json'), 'utf8')) as { outDir: string; files: Record<string, OutputRecord> };
      return saved.outDir === outDir ? new Map(Object.entries(saved.files)) : null;
    } catch {
      return null;
    }
  }

  saveOutputs(outDir: string, files: Map<string, OutputRecord>): void {
    fs.writeFileSync(path.join(this.dir, 'outputs.json'), JSON.stringify({ outDir, files: Object.fromEntries(files) }));
  }

  async flush(): Promise<void> {
    await Promise.allSettled(this.writes.splice(0));
  }
}
