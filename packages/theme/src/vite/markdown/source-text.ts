import { isUtf8 } from 'node:buffer';
import fs from 'node:fs';

/** Where a file stops being valid UTF-8: its first bad byte, by line and column (1-based, in bytes), and its value. */
export interface InvalidUtf8 {
  line: number;
  column: number;
  byte: number;
}

/**
 * A page file's text. Bytes that are not UTF-8 are decoded as U+FFFD (as the browser would show them), and the first
 * of them is reported, so the page still builds but its author learns where the text was lost.
 */
export function decodePageSource(bytes: Buffer): { text: string; invalid?: InvalidUtf8 } {
  const text = bytes.toString('utf8');
  if (isUtf8(bytes)) return { text };
  // Encoded again, the text differs from the file first where the decoder replaced a bad byte.
  const again = Buffer.from(text, 'utf8');
  let at = 0;
  while (at < bytes.length && bytes[at] === again[at]) at++;
  const lineStart = bytes.lastIndexOf(0x0a, at - 1) + 1;
  let line = 1;
  for (let i = bytes.indexOf(0x0a); i !== -1 && i < at; i = bytes.indexOf(0x0a, i + 1)) line++;
  return { text, invalid: { line, column: at - lineStart + 1, byte: bytes[at]! } };
}

/** The warning for a page with bytes that are not UTF-8. */
export function invalidUtf8Message(invalid: InvalidUtf8): string {
  const hex = invalid.byte.toString(16).toUpperCase().padStart(2, '0');
  return `not valid UTF-8 (byte 0x${hex}, and maybe more after it): the page shows \uFFFD there; save the file as UTF-8`;
}

/** The buffer `readReusing` reads into, grown as a file needs. */
let scratch = Buffer.allocUnsafe(1 << 16);

/**
 * A file's bytes, as a view of a buffer the next call reads into: use them before anything else calls it. A warm build
 * reads every page's source to key it, and a buffer of its own a page was memory outside the heap until collected.
 */
export function readReusing(file: string): Buffer {
  const fd = fs.openSync(file, 'r');
  try {
    let length = 0;
    for (;;) {
      if (length === scratch.length) {
        const larger = Buffer.allocUnsafe(2 * scratch.length);
        scratch.copy(larger, 0, 0, length);
        scratch = larger;
      }
      const read = fs.readSync(fd, scratch, length, scratch.length - length, null);
      if (read === 0) return scratch.subarray(0, length);
      length += read;
    }
  } finally {
    fs.closeSync(fd);
  }
}
