import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { checkpoint } from '../checkpoint';

// A cache file is trusted only when it is whole: each one starts with a line giving its body's length in bytes and
// a hash of it. A file cut short (a full disk, a copy stopped halfway) or with changed bytes fails the check and is
// read as absent, so the build makes it again; a file is written under a temporary name and renamed, so a build
// killed while writing leaves the old file or none, never half of one.

const MAGIC = 'rsdocs-cache/1';

/** What a sealed file holds: its body, or why it cannot be trusted. */
export type Unsealed = { body: string } | { missing: true } | { corrupt: string };

export function digestOf(body: Buffer | string): string {
  return createHash('sha1').update(body).digest('base64url');
}

/** The bytes of a sealed file with `body`: the header line, then the body. */
export function seal(body: string): Buffer {
  const bytes = Buffer.from(body, 'utf8');
  return Buffer.concat([Buffer.from(`${MAGIC} ${bytes.length} ${digestOf(bytes)}\n`), bytes]);
}

/** The body of a sealed file's bytes, checked against its header. */
export function unseal(bytes: Buffer): Unsealed {
  const end = bytes.indexOf(0x0a);
  if (end < 0) return { corrupt: 'no header' };
  const [magic, length, digest] = bytes.subarray(0, end).toString('latin1').split(' ');
  if (magic !== MAGIC || !length || !digest) return { corrupt: 'no header' };
  const body = bytes.subarray(end + 1);
  if (body.length !== Number(length)) return { corrupt: `${body.length} of ${length} bytes` };
  if (digestOf(body) !== digest) return { corrupt: 'checksum mismatch' };
  return { body: body.toString('utf8') };
}

/** A sealed file's body, read at once; a missing file is `missing`, an unreadable or damaged one `corrupt`. */
export function readSealed(file: string): Unsealed {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? { missing: true } : { corrupt: (error as Error).message };
  }
  return unseal(bytes);
}

const tempOf = (file: string) => `${file}.${process.pid}.tmp`;

/**
 * Writes a sealed file (`body`, or bytes `seal` made): under a temporary name, then renamed over the old one. Done
 * synchronously, as each page comes from its compile (a promise only for callers that await it): through libuv's
 * threads a file and its rename cost about three times the CPU, and a build stores two files a page.
 */
export async function writeSealed(file: string, body: string | Buffer): Promise<void> {
  writeSealedSync(file, body);
}

/**
 * Writes a sealed file from its body's pieces, in order, as they are made: the body is never whole in memory (the
 * out dir's records at 100,000 pages are ~90 MB of JSON). The header's length is padded to a fixed width, written
 * first as a placeholder and filled in once the body's length and hash are known; `unseal` reads it as any other.
 * Pieces are handed to the disk `chunkBytes` at a time.
 */
export function writeSealedPieces(file: string, pieces: Iterable<string>, chunkBytes = 1 << 20): void {
  const temp = tempOf(file);
  const header = (length: number, digest: string) => Buffer.from(`${MAGIC} ${String(length).padStart(LENGTH_DIGITS, '0')} ${digest}\n`);
  const placeholder = header(0, digestOf(''));
  const fd = fs.openSync(temp, 'w');
  try {
    const hash = createHash('sha1');
    let length = 0;
    let pending: string[] = [];
    let pendingChars = 0;
    const flush = () => {
      const bytes = Buffer.from(pending.join(''), 'utf8');
      pending = [];
      pendingChars = 0;
      hash.update(bytes);
      for (let at = 0; at < bytes.length; ) at += fs.writeSync(fd, bytes, at, bytes.length - at, placeholder.length + length + at);
      length += bytes.length;
    };
    for (const piece of pieces) {
      pending.push(piece);
      pendingChars += piece.length;
      if (pendingChars >= chunkBytes) flush();
    }
    flush();
    const head = header(length, hash.digest('base64url'));
    fs.writeSync(fd, head, 0, head.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  checkpoint('cache-write');
  fs.renameSync(temp, file);
}

/** Digits of a streamed file's length in its header: room for any file. */
const LENGTH_DIGITS = 15;

export function writeSealedSync(file: string, body: string | Buffer): void {
  const temp = tempOf(file);
  fs.writeFileSync(temp, typeof body === 'string' ? seal(body) : body);
  checkpoint('cache-write');
  fs.renameSync(temp, file);
}
