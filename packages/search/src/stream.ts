import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { joinParts, type CollectedPart, type Layout } from './assemble';
import { DEFAULT_LAYOUT, indexFilesOf, SPARSE_SECTIONS, type IndexFile, type IndexFiles } from './files';
import { decodePostings, encodePostings, type Postings } from './postings';
import { forEachPage, SparseWriter } from './sparse';

// Build side only (Node): a large index made in a memory that does not grow with the site. Pages go to the sparse
// writer as their parts come (fragments written, a few bytes of facts kept per section); each part's postings go to
// a run file on disk, its terms sorted; at the end the runs are merged term by term (a k-way merge), and each term's
// whole list is cut into its shard and overflow and let go. What is held at the peak: the facts, one term's list,
// and a read buffer per run.

export interface StreamIndexOptions {
  /** File name of the root (as `buildIndexFiles`'s `root`). */
  root: string;
  /** Each file as it is made, the root last (the answer's `files` is then empty). */
  write: (file: IndexFile) => void;
  shard?: 'auto' | 'always' | 'never';
  layout?: Layout;
  /** Where the run files go (a fresh folder inside it, removed at the end); default `os.tmpdir()`. */
  tmpDir?: string;
}

/**
 * `indexFilesOf(joinParts(lang, parts), options)`, with the same files, for a build that hands its pages over in
 * parts: while the parts make a small index (at most `SPARSE_SECTIONS` sections) they are held and joined as before;
 * once they pass it (or with `layout.sparse`), the index is sparse and is made streaming, its postings spilled to disk.
 */
export function streamIndexFiles(lang: string, parts: Iterable<CollectedPart>, options: StreamIndexOptions): IndexFiles {
  const { root, write, shard = 'auto', layout = DEFAULT_LAYOUT } = options;
  const held: CollectedPart[] = [];
  let sections = 0;
  let builder: SpillingBuilder | null = null;
  const streams = shard !== 'never' && layout.sparse !== false;
  try {
    for (const part of parts) {
      if (builder) {
        builder.addPart(part);
        continue;
      }
      held.push(part);
      sections += part.texts.length;
      if (streams && (layout.sparse === true || sections > SPARSE_SECTIONS)) {
        const dir = root.replace(/\.json$/, '');
        builder = new SpillingBuilder(lang, { ...layout, sparse: true, labelsInRoot: false }, (name, piece) => write({ fileName: `${dir}/${name}.json`, source: JSON.stringify(piece) }), options.tmpDir);
        for (const h of held.splice(0)) builder.addPart(h);
      }
    }
    if (!builder) return indexFilesOf(joinParts(lang, held), { root, shard, layout, write });
    const top = builder.finish();
    write({ fileName: root, source: JSON.stringify(top) });
    return { root, files: [], single: false };
  } finally {
    builder?.dispose();
  }
}

/** A sparse index from parts, their postings spilled to run files and merged at the end. */
class SpillingBuilder {
  private readonly writer: SparseWriter;
  private readonly dir: string;
  private readonly runs: Array<{ file: string; offset: number }> = [];

  constructor(lang: string, layout: Layout, emit: (name: string, piece: object) => void, tmpDir = os.tmpdir()) {
    this.writer = new SparseWriter(lang, layout, emit);
    this.dir = fs.mkdtempSync(path.join(tmpDir, 'rsdocs-search-'));
  }

  addPart(part: CollectedPart): void {
    const offset = this.writer.sections;
    forEachPage(part, (page) => this.writer.addPage(page));
    const terms = [...new Set([...part.body.keys(), ...part.head.keys()])].sort();
    const lines: string[] = [];
    for (const term of terms) {
      const body = part.body.get(term);
      const head = part.head.get(term);
      lines.push(`${term}\t${body ? encodePostings(body.sections, body.counts) : ''}\t${head ? encodePostings(head) : ''}\n`);
    }
    const file = path.join(this.dir, `run${this.runs.length}.txt`);
    fs.writeFileSync(file, lines.join(''));
    this.runs.push({ file, offset });
    // Written: let the part's text and postings go (the caller's part object may live on).
    part.body.clear();
    part.head.clear();
    part.texts.length = 0;
  }

  /** Merges the runs term by term into the writer; gives the root. */
  finish(): ReturnType<SparseWriter['finish']> {
    const readers = this.runs.map((r, k) => new RunReader(r.file, k, r.offset));
    const heap = new ReaderHeap();
    for (const r of readers) if (r.next()) heap.push(r);
    const same: RunReader[] = [];
    while (heap.size) {
      const term = heap.top().term;
      while (heap.size && heap.top().term === term) same.push(heap.pop());
      // Runs in page order: their sections follow one another.
      same.sort((a, b) => a.run - b.run);
      const bodies: Postings[] = [];
      const heads: Int32Array[] = [];
      const bodyOffsets: number[] = [];
      const headOffsets: number[] = [];
      for (const r of same) {
        if (r.body) {
          bodies.push(decodePostings(r.body));
          bodyOffsets.push(r.offset);
        }
        if (r.head) {
          heads.push(decodePostings(r.head).sections);
          headOffsets.push(r.offset);
        }
      }
      this.writer.addTerm(term, bodies.length ? concatPostings(bodies, bodyOffsets) : null, heads.length ? concatPostings(heads.map((sections) => ({ sections, counts: null })), headOffsets).sections : null);
      for (const r of same) if (r.next()) heap.push(r);
      same.length = 0;
    }
    return this.writer.finish();
  }

  dispose(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Lists of consecutive runs (each numbered from 0, plus its offset) as one. */
function concatPostings(lists: Postings[], offsets: number[]): Postings {
  let n = 0;
  let counted = false;
  for (const l of lists) {
    n += l.sections.length;
    if (l.counts) counted = true;
  }
  const sections = new Int32Array(n);
  const counts = counted ? new Uint8Array(n).fill(1) : null;
  let at = 0;
  lists.forEach((l, k) => {
    for (let j = 0; j < l.sections.length; j++) sections[at + j] = l.sections[j]! + offsets[k]!;
    if (l.counts) counts!.set(l.counts, at);
    at += l.sections.length;
  });
  return { sections, counts };
}

/** Reads a run file line by line: the current term and its encoded body and heading postings. */
class RunReader {
  term = '';
  body = '';
  head = '';
  private readonly fd: number;
  private readonly buffer = Buffer.alloc(1 << 16);
  private readonly decoder = new StringDecoder('utf8');
  private lines: string[] = [];
  private at = 0;
  private rest = '';
  private open = true;

  constructor(
    file: string,
    readonly run: number,
    readonly offset: number,
  ) {
    this.fd = fs.openSync(file, 'r');
  }

  next(): boolean {
    while (this.at >= this.lines.length) {
      if (!this.open) return false;
      const n = fs.readSync(this.fd, this.buffer, 0, this.buffer.length, null);
      if (n === 0) {
        fs.closeSync(this.fd);
        this.open = false;
        this.lines = this.rest ? [this.rest] : [];
        this.rest = '';
      } else {
        const lines = (this.rest + this.decoder.write(this.buffer.subarray(0, n))).split('\n');
        this.rest = lines.pop()!;
        this.lines = lines;
      }
      this.at = 0;
    }
    const line = this.lines[this.at++]!;
    const a = line.indexOf('\t');
    const b = line.indexOf('\t', a + 1);
    this.term = line.slice(0, a);
    this.body = line.slice(a + 1, b);
    this.head = line.slice(b + 1);
    return true;
  }
}

/** Readers by their current term (ties to the earlier run). */
class ReaderHeap {
  private readonly items: RunReader[] = [];

  get size(): number {
    return this.items.length;
  }

  top(): RunReader {
    return this.items[0]!;
  }

  push(r: RunReader): void {
    const a = this.items;
    a.push(r);
    for (let i = a.length - 1; i > 0; ) {
      const p = (i - 1) >> 1;
      if (!less(a[i]!, a[p]!)) break;
      [a[i], a[p]] = [a[p]!, a[i]!];
      i = p;
    }
  }

  pop(): RunReader {
    const a = this.items;
    const top = a[0]!;
    const last = a.pop()!;
    if (a.length) {
      a[0] = last;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && less(a[l]!, a[m]!)) m = l;
        if (r < a.length && less(a[r]!, a[m]!)) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m]!, a[i]!];
        i = m;
      }
    }
    return top;
  }
}

function less(a: RunReader, b: RunReader): boolean {
  return a.term < b.term || (a.term === b.term && a.run < b.run);
}
