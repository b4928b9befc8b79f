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

/** Writes a sealed file (`body`, or bytes `seal` made): under a temporary name, then renamed over the old one. */
export async function writeSealed(file: string, body: string | Buffer): Promise<void> {
  const temp = tempOf(file);
  await fs.promises.writeFile(temp, typeof body === 'string' ? seal(body) : body);
  checkpoint('cache-write');
  await fs.promises.rename(temp, file);
}

export function writeSealedSync(file: string, body: string): void {
  const temp = tempOf(file);
  fs.writeFileSync(temp, seal(body));
  checkpoint('cache-write');
  fs.renameSync(temp, file);
}
