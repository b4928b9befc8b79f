import fs from 'node:fs';
import path from 'node:path';

/** Where a spilled string is: its byte offset and length in the spill file. */
export interface Spilled {
  offset: number;
  length: number;
}

/** A spill file as another thread of the build reads it: its descriptor, and its name for messages. */
export interface SpillHandle {
  fd: number;
  file: string;
}

/** The string `at` of a spill file, on any thread of the process that wrote it (see `SpillFile.handle`). */
export function readSpilled({ fd, file }: SpillHandle, { offset, length }: Spilled): string {
  const bytes = Buffer.allocUnsafe(length);
  let done = 0;
  while (done < length) {
    const n = fs.readSync(fd, bytes, done, length - done, offset + done);
    if (n === 0) throw new Error(`spill file ${file}: ${length - done} bytes missing at ${offset + done}`);
    done += n;
  }
  return bytes.toString('utf8');
}

let made = 0;

/**
 * Strings a large build lets go of between the step that makes them and the one that reads them back (a page's
 * content tree and Markdown, between its compile and its render): appended to one temporary file and read back by
 * their place, so memory holds two numbers per string instead of the string. The file is unlinked as soon as it is
 * open (where the system allows it), so a killed build leaves nothing behind; `close` removes it otherwise.
 */
export class SpillFile {
  /** Opened by the first write; -1 before, and once closed. */
  private fd = -1;
  private size = 0;
  private closed = false;
  private readonly file: string;
  private unlinked = false;

  constructor(dir: string) {
    this.file = path.join(dir, `.rsdocs-spill-${process.pid}-${++made}`);
  }

  private open(): number {
    if (this.closed) throw new Error(`the build's spill file (${this.file}) was used after the build closed it`);
    if (this.fd >= 0) return this.fd;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    this.fd = fs.openSync(this.file, 'w+');
    try {
      fs.unlinkSync(this.file);
      this.unlinked = true;
    } catch {
      // Windows keeps an open file's name: removed by `close`.
    }
    return this.fd;
  }

  /** Appends `text`; where it went is what `read` takes. */
  write(text: string): Spilled {
    this.open();
    const bytes = Buffer.from(text, 'utf8');
    const at = { offset: this.size, length: bytes.length };
    let done = 0;
    while (done < bytes.length) done += fs.writeSync(this.fd, bytes, done, bytes.length - done, this.size + done);
    this.size += bytes.length;
    return at;
  }

  read(at: Spilled): string {
    return readSpilled({ fd: this.open(), file: this.file }, at);
  }

  /**
   * The open file, for another thread of this process to read from with `readSpilled` (threads share descriptors;
   * the file may have no name left to open). Valid until `close`.
   */
  handle(): SpillHandle {
    return { fd: this.open(), file: this.file };
  }

  /** Bytes written so far. */
  get bytes(): number {
    return this.size;
  }

  /** Lets the file go (removed with it); reading after this is an error. */
  close(): void {
    this.closed = true;
    if (this.fd < 0) return;
    fs.closeSync(this.fd);
    this.fd = -1;
    if (!this.unlinked) fs.rmSync(this.file, { force: true });
  }
}
