import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodePageSource, invalidUtf8Message, readReusing } from './source-text';

describe('decodePageSource', () => {
  it('decodes UTF-8, a written U+FFFD included, and reports nothing', () => {
    expect(decodePageSource(Buffer.from('# 标题\n\nA \uFFFD sign.\n'))).toEqual({ text: '# 标题\n\nA \uFFFD sign.\n' });
  });

  it('finds the first byte that is not UTF-8 by line and column, and decodes it as U+FFFD', () => {
    const bytes = Buffer.concat([Buffer.from('# Title\n\n中文 ok\nA lone '), Buffer.from([0xff]), Buffer.from(' byte, then '), Buffer.from([0xc3, 0x28])]);
    const { text, invalid } = decodePageSource(bytes);
    expect(invalid).toEqual({ line: 4, column: 8, byte: 0xff });
    expect(text.split('\n')[3]).toBe('A lone \uFFFD byte, then \uFFFD(');
    expect(invalidUtf8Message(invalid!)).toMatch(/^not valid UTF-8 \(byte 0xFF, and maybe more after it\).*save the file as UTF-8$/);
  });

  it('counts columns in bytes after multi-byte characters, and finds a sequence cut short on the first line', () => {
    expect(decodePageSource(Buffer.concat([Buffer.from('中'), Buffer.from([0xe2, 0x82])])).invalid).toEqual({ line: 1, column: 4, byte: 0xe2 });
  });
});

describe('readReusing', () => {
  it('reads a file whole, larger than its buffer or empty, into one buffer the next read reuses', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-read-'));
    try {
      const large = Buffer.from('页面 text. '.repeat(20_000)); // ~260 KB: the buffer grows
      fs.writeFileSync(path.join(dir, 'large.md'), large);
      fs.writeFileSync(path.join(dir, 'empty.md'), '');
      fs.writeFileSync(path.join(dir, 'small.md'), '# Small\n');
      expect(readReusing(path.join(dir, 'large.md')).equals(large)).toBe(true);
      expect(readReusing(path.join(dir, 'empty.md')).length).toBe(0);
      const small = readReusing(path.join(dir, 'small.md'));
      expect(small.toString()).toBe('# Small\n');
      readReusing(path.join(dir, 'large.md'));
      expect(small.toString()).not.toBe('# Small\n'); // the same memory, read over
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
