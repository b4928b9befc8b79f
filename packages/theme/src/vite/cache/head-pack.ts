import fs from 'node:fs';
import path from 'node:path';
import { checkpoint } from '../checkpoint';
import { digestOf } from './sealed';

// The heads of the build cache's pages, in one file: a header line, then a line per head,
// `<digest> <key> <JSON>\n`, the digest (as `sealed.ts` makes it) of what follows it on the line. A warm build reads
// the file once and checks and parses each head when its page asks for it: one read, not a file per page (at 20,002
// pages, 20,002 opens, reads and stats cost the main thread seconds). A build appends the heads it compiles as it
// goes, so a build killed halfway leaves them: its last line, cut short, is dropped by the next build before it
// appends. A line damaged otherwise fails its digest when read: that page is a miss, and reported. Once a build's
// pages are compiled, the file is written again with the heads it used only, when the others are many.

const HEADER = Buffer.from('rsdocs-heads/1\n');
const NEWLINE = 0x0a;
const SPACE = 0x20;

/** A file is written again once more than this share of its lines is not what the last build used. */
const STALE_SHARE = 1 / 8;

export class HeadPack {
  /** The file as read by this build, and where each key's last line starts in it (null: not read yet). */
  private bytes: Buffer | null = null;
  private lines: Map<string, number> | null = null;
  /** Lines in the file: those read and those appended; those appended since it was read. */
  private lineCount = 0;
  private appended = 0;
  /** The file's length as this build knows it whole (a failed append is cut back to it). */
  private size = 0;
  private fd: number | null = null;
  /** Keys read or written by this build: what the file keeps when written again. */
  private used = new Set<string>();
  /** A line found damaged: the file is written again without it. */
  private damagedLines = false;

  constructor(
    readonly file: string,
    /** Notes a damaged line or file (`why` names it). */
    private damaged: (why: string) => void,
  ) {}

  /** Whether the pack has a line for `key` (not checked). */
  has(key: string): boolean {
    return this.index().has(key);
  }

  /** The JSON of `key`'s head, checked; undefined when there is none or it is damaged (then noted). */
  read(key: string): string | undefined {
    // A key this build may have appended (a build reads each page once, before it writes it): the file read again.
    if (this.appended && this.used.has(key)) this.lines = null;
    const lines = this.index();
    const at = lines.get(key);
    if (at === undefined) return undefined;
    const bytes = this.bytes!;
    const end = bytes.indexOf(NEWLINE, at);
    const digestEnd = bytes.indexOf(SPACE, at);
    if (digestOf(bytes.subarray(digestEnd + 1, end)) !== bytes.toString('latin1', at, digestEnd)) {
      lines.delete(key);
      this.damagedLines = true;
      this.damaged(`${path.basename(this.file)}, the line of ${key} (checksum mismatch)`);
      return undefined;
    }
    this.used.add(key);
    return bytes.toString('utf8', digestEnd + 2 + key.length, end);
  }

  /** Appends `key`'s head (its JSON, one line): synchronously, so that it follows its body onto the disk. */
  write(key: string, json: string): void {
    this.index();
    const body = `${key} ${json}`;
    const line = Buffer.from(`${digestOf(body)} ${body}\n`);
    try {
      if (this.fd === null) {
        fs.mkdirSync(path.dirname(this.file), { recursive: true });
        this.fd = fs.openSync(this.file, 'a');
      }
      if (this.size === 0) this.append(HEADER);
      checkpoint('cache-write');
      this.append(line);
      this.lineCount++;
      this.appended++;
      this.used.add(key);
    } catch {
      // A failed write costs a later build a miss; a line written in part is cut off, or the next build does it.
      try {
        if (this.fd !== null) fs.ftruncateSync(this.fd, this.size);
      } catch {
        // the next build cuts it off
      }
    }
  }

  private append(bytes: Buffer): void {
    for (let at = 0; at < bytes.length; ) at += fs.writeSync(this.fd!, bytes, at, bytes.length - at);
    this.size += bytes.length;
  }

  /**
   * Once a build has read and written its heads: the file is let go, and written again with the heads this build
   * used when many of its lines are not (older sources' heads, damaged lines), under a temporary name then renamed.
   */
  settle(): void {
    if (!this.lines) return;
    this.close();
    this.checkUnused();
    const stale = this.lineCount - this.used.size;
    if (this.damagedLines || stale > this.lineCount * STALE_SHARE) this.rewrite((key) => this.used.has(key));
    this.bytes = this.lines = null;
    this.used = new Set();
    this.lineCount = this.size = this.appended = 0;
    this.damagedLines = false;
  }

  /**
   * Checks the lines no page read (few after an edit): a line whose key was damaged is found by none, and would go
   * unnoticed.
   */
  private checkUnused(): void {
    const bytes = this.bytes;
    if (!bytes) return;
    for (const [key, at] of this.lines!) {
      if (this.used.has(key)) continue;
      const digestEnd = bytes.indexOf(SPACE, at);
      if (digestOf(bytes.subarray(digestEnd + 1, bytes.indexOf(NEWLINE, at))) === bytes.toString('latin1', at, digestEnd)) continue;
      this.damagedLines = true;
      this.damaged(`${path.basename(this.file)}, the line of ${key} (checksum mismatch)`);
    }
  }

  /** Removes `key`'s head from the file now (its body was found damaged: the next build compiles it afresh). */
  forget(key: string): void {
    this.close();
    this.rewrite((k) => k !== key);
    this.bytes = this.lines = null;
  }

  private close(): void {
    if (this.fd !== null) fs.closeSync(this.fd);
    this.fd = null;
  }

  /** The file again with the last line of each key `keep` keeps, in their order. */
  private rewrite(keep: (key: string) => boolean): void {
    const { bytes, lines } = readLines(this.file);
    if (!bytes) return;
    const starts = [...lines].filter(([key]) => keep(key)).map(([, at]) => at).sort((a, b) => a - b);
    const temp = `${this.file}.${process.pid}.tmp`;
    const fd = fs.openSync(temp, 'w');
    try {
      fs.writeSync(fd, HEADER);
      // Lines that follow each other in the old file are written as one run.
      for (let i = 0; i < starts.length; ) {
        const from = starts[i]!;
        let to = bytes.indexOf(NEWLINE, from) + 1;
        while (++i < starts.length && starts[i] === to) to = bytes.indexOf(NEWLINE, to) + 1;
        for (let at = from; at < to; ) at += fs.writeSync(fd, bytes, at, to - at);
      }
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temp, this.file);
  }

  private index(): Map<string, number> {
    if (this.lines) return this.lines;
    const read = readLines(this.file);
    if (read.damaged) this.damaged(`${path.basename(this.file)} (${read.damaged})`);
    if (read.broken) this.damaged(`${path.basename(this.file)} (${read.broken} line${read.broken > 1 ? 's' : ''} without a key)`);
    if (read.bytes && read.whole < read.bytes.length) fs.truncateSync(this.file, read.whole);
    if (!read.bytes && read.damaged) fs.rmSync(this.file, { force: true });
    this.bytes = read.bytes;
    this.lines = read.lines;
    this.lineCount = read.count;
    this.appended = 0;
    this.size = read.bytes ? read.whole : 0;
    this.damagedLines = read.broken > 0;
    return read.lines;
  }
}

/**
 * A pack's bytes and where each key's last line starts. `whole`: the length up to its last whole line (a killed
 * build's last line may be cut short). A file without the header is damaged whole: no bytes, its reason.
 */
function readLines(file: string): { bytes: Buffer | null; lines: Map<string, number>; count: number; broken: number; whole: number; damaged?: string } {
  const lines = new Map<string, number>();
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return { bytes: null, lines, count: 0, broken: 0, whole: 0, ...(missing ? {} : { damaged: (error as Error).message }) };
  }
  if (bytes.length < HEADER.length || !bytes.subarray(0, HEADER.length).equals(HEADER)) return { bytes: null, lines, count: 0, broken: 0, whole: 0, damaged: 'no header' };
  let at = HEADER.length;
  let count = 0;
  let broken = 0;
  for (let end = bytes.indexOf(NEWLINE, at); end >= 0; at = end + 1, end = bytes.indexOf(NEWLINE, at)) {
    count++;
    const keyStart = bytes.indexOf(SPACE, at) + 1;
    const keyEnd = keyStart > 0 ? bytes.indexOf(SPACE, keyStart) : -1;
    // A line without its two spaces is damaged: no key to find it by (counted, so the file is written again).
    if (keyEnd > 0 && keyEnd < end) lines.set(bytes.toString('latin1', keyStart, keyEnd), at);
    else broken++;
  }
  return { bytes, lines, count, broken, whole: at };
}
