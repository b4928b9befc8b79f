import fs from 'node:fs';
import path from 'node:path';
import { readSealed, writeSealedSync } from '../cache/sealed';

// The dev server's last full index of a language, kept beside its runs (`<dir>.index`, the table of its files, and
// `<dir>.<hash>.pack`, their bytes): a server started again on pages as they were serves it without making it, where
// joining the kept runs and cutting the files cost 10,000 pages about 3 s of CPU.

/** Where a kept index's files are: its root's name, its pages, its pack and each file's place in it. */
export interface KeptIndex {
  fileName: string;
  pages: number;
  pack: string;
  files: Array<[name: string, offset: number, length: number]>;
}

/** The kept index of `dir` if it is the one named `fileName` (its name hashes every document) and its pack is there. */
export function readKeptIndex(dir: string, fileName: string): KeptIndex | undefined {
  const table = readSealed(`${dir}.index`);
  if (!('body' in table)) return undefined;
  try {
    const kept = JSON.parse(table.body) as Omit<KeptIndex, 'pack'> & { pack: string };
    if (kept.fileName !== fileName) return undefined;
    const pack = path.join(path.dirname(dir), kept.pack);
    return fs.existsSync(pack) ? { ...kept, pack } : undefined;
  } catch {
    return undefined; // damaged: made again
  }
}

/**
 * Keeps an index made into `pack` (written once, never changed after its job): the pack is linked, not copied, where
 * the file system allows it. The packs of older indexes of `dir` are removed.
 */
export function keepIndex(dir: string, index: Omit<KeptIndex, 'pack'>, pack: string): void {
  const name = `${path.basename(dir)}.${/\.([0-9a-f]+)\.json$/.exec(index.fileName)?.[1] ?? 'index'}.pack`;
  const target = path.join(path.dirname(dir), name);
  try {
    if (!fs.existsSync(target)) {
      const temp = `${target}.${process.pid}.tmp`;
      try {
        fs.linkSync(pack, temp);
      } catch {
        fs.copyFileSync(pack, temp);
      }
      fs.renameSync(temp, target);
    }
    writeSealedSync(`${dir}.index`, JSON.stringify({ ...index, pack: name }));
    const base = path.basename(dir);
    for (const other of fs.readdirSync(path.dirname(dir))) {
      if (other !== name && other.startsWith(`${base}.`) && /^[0-9a-f]+\.pack$/.test(other.slice(base.length + 1))) fs.rmSync(path.join(path.dirname(dir), other), { force: true });
    }
  } catch {
    // not kept: the next server makes the index from its runs
  }
}

/** Copies a kept index's pack into the job's (`fd`) at `offset`: its files' places there. */
export function copyKeptIndex(kept: KeptIndex, fd: number, offset: number): Array<[name: string, offset: number, length: number]> {
  const from = fs.openSync(kept.pack, 'r');
  try {
    const chunk = Buffer.alloc(4 * 1024 * 1024);
    for (let at = 0; ; ) {
      const n = fs.readSync(from, chunk, 0, chunk.length, at);
      if (n === 0) break;
      fs.writeSync(fd, chunk, 0, n, offset + at);
      at += n;
    }
  } finally {
    fs.closeSync(from);
  }
  return kept.files.map(([name, at, length]) => [name, offset + at, length]);
}
