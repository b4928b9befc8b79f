import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cutRuns, KeptRuns, revivePart, runKey, storePart } from '../search/cache';
import { readSealed, writeSealedSync } from '../cache/sealed';
import type { SearchDocumentInput, SearchFile } from '../search/search-index';
import { outlineDocumentOfSource, searchDocumentOfSource } from '../search/source-document';
import { decodePageSource } from '../markdown/source-text';
import { copyKeptIndex, keepIndex, readKeptIndex, type KeptIndex } from './kept-index';

// The dev server's search indexes, made from the pages' sources (search/source-document.ts), never by compiling
// them: on a thread of their own (dev/search-worker.ts), started when the server is idle or search is wanted. Pages
// are collected in the build's runs (search/cache.ts), kept on disk by what went into them, with what each source was
// (its time, size and document's hash): after an edit only the run of the edited page is collected again, and a
// restarted server reads again only the sources changed since, and every run it finds there.

/** One index to make: its key (`lang|version`), its language and its pages' files and routes. */
export interface SourceIndexJob {
  indexes: Array<{ key: string; lang: string; pages: Array<{ file: string; routePath: string }> }>;
  /** Where runs are kept (one folder per index under it), and the search builder's id (`searchBuilderId`). */
  cacheDir: string;
  builder: string;
  codeBlocks: boolean;
  /** Files changed since the last job: read again even if their time and size look the same. */
  changed?: string[];
  /** The file the indexes' files are written to, one after the other (`SourceIndexResult.files` says where). */
  pack: string;
  /**
   * Make outline indexes (titles and headings, `outlineDocumentOfSource`) instead, where nothing is kept of them (a
   * cold cache): the first answers of a large site's search while its full indexes are made. With kept runs the full
   * index is made (or the one kept served, when its pages did not change): about as quick. Nothing is kept of an
   * outline.
   */
  outline?: boolean;
}

/** A source as the last job saw it: its file, its time and size, and its document's hash (null: not in search). */
type KnownSource = [file: string, stamp: string, docKey: string | null];

export interface SourceIndex {
  key: string;
  /** The root file's name, named by a hash of the builder and of every document. */
  fileName: string;
  pages: number;
  /** An outline index (`SourceIndexJob.outline`). */
  outline?: boolean;
}

export interface SourceIndexResult {
  indexes: SourceIndex[];
  /** Every file of every index, by name: where its UTF-8 bytes are in the pack. */
  files: Array<[name: string, offset: number, length: number]>;
}

type CollectedPart = { body: Map<string, { sections: number[]; counts: number[] }>; head: Map<string, number[]> };
interface SearchBuilder {
  collectPart(docs: SearchDocumentInput[], options: { lang: string }): CollectedPart;
  joinParts(lang: string, parts: Iterable<CollectedPart>): unknown;
  indexFilesOf(collected: unknown, options: { root: string; shard?: 'auto' | 'always' | 'never'; layout?: object }): { files: SearchFile[] };
  DEFAULT_LAYOUT: object;
}

interface Known {
  stamp: string;
  docKey: string | null;
}

/** Where an index's runs are kept, and beside them what its sources were (`<dir>.known`). */
function keptDir(job: Pick<SourceIndexJob, 'cacheDir'>, key: string): string {
  return path.join(job.cacheDir, key.replace(/\|$/, '').replace('|', '.'));
}

/** What the last job (of this server or one before) saw of an index's sources; nothing when unreadable. */
function readKnown(file: string): Map<string, Known> {
  const kept = readSealed(file);
  try {
    if ('body' in kept) return new Map((JSON.parse(kept.body) as KnownSource[]).map(([source, stamp, docKey]) => [source, { stamp, docKey }]));
  } catch {
    // damaged: every source is read again
  }
  return new Map();
}

/**
 * Makes a job's indexes and writes their files to its pack. A job reads again only sources whose time or size changed
 * since the job before (kept on disk beside the runs), and collects only the runs whose documents changed.
 */
export async function buildSourceIndexes(job: SourceIndexJob): Promise<SourceIndexResult> {
  const changed = new Set(job.changed ?? []);
  const read = (file: string, routePath: string, codeBlocks: boolean): SearchDocumentInput | null => {
    try {
      return searchDocumentOfSource(decodePageSource(fs.readFileSync(file)).text, routePath, { codeBlocks });
    } catch {
      return null; // a page removed since the scan: the next scan drops it
    }
  };

  async function buildIndex(search: SearchBuilder, index: SourceIndexJob['indexes'][number]): Promise<Made> {
    // Documents read in this job, until their run is collected (a kept run does not need them).
    const fresh = new Map<string, SearchDocumentInput>();
    const entries: Array<{ file: string; routePath: string; key: string }> = [];
    const dir = keptDir(job, index.key);
    const known = readKnown(`${dir}.known`);
    /** What this job saw, for the next (pages removed since drop out). */
    const seen: KnownSource[] = [];
    for (const { file, routePath } of index.pages) {
      const stamp = stampOf(file);
      let entry = changed.has(file) ? undefined : known.get(file);
      if (entry?.stamp !== stamp) {
        const doc = read(file, routePath, job.codeBlocks);
        entry = { stamp, docKey: doc && hashOf(JSON.stringify(doc)) };
        if (doc) fresh.set(file, doc);
      }
      seen.push([file, entry.stamp, entry.docKey]);
      if (entry.docKey) entries.push({ file, routePath, key: entry.docKey });
    }
    known.clear();
    const kept = new KeptRuns(dir);
    function* parts() {
      for (const run of cutRuns(entries)) {
        const key = runKey(job.builder, index.lang, run.map((d) => d.key));
        const stored = kept.read(key);
        if (stored) {
          yield revivePart<CollectedPart>(stored);
          continue;
        }
        const docs = run.map((d) => fresh.get(d.file) ?? read(d.file, d.routePath, job.codeBlocks)).filter((d): d is SearchDocumentInput => !!d);
        const part = search.collectPart(docs, { lang: index.lang });
        kept.write(key, storePart(part)); // before the joiner takes the part over
        for (const d of run) fresh.delete(d.file);
        yield part;
      }
    }
    const fileName = rootName(job, index, entries.map((e) => e.key));
    const keptIndex = readKeptIndex(dir, fileName);
    const files = keptIndex ? [] : search.indexFilesOf(search.joinParts(index.lang, parts()), { root: fileName, shard: 'always', layout: devLayout(search) }).files;
    if (!keptIndex) kept.prune();
    try {
      writeSealedSync(`${dir}.known`, JSON.stringify(seen));
    } catch {
      // the next job reads every source again
    }
    return { key: index.key, fileName, files, pages: entries.length, kept: keptIndex, keepAs: keptIndex ? undefined : dir };
  }

  const search = (await import('@rsdocs/search/build')) as SearchBuilder;
  const fd = fs.openSync(job.pack, 'w');
  const result: SourceIndexResult = { indexes: [], files: [] };
  const keep: Array<{ dir: string; index: Omit<KeptIndex, 'pack'> }> = [];
  try {
    let offset = 0;
    // One index at a time: its files are written and let go before the next is made.
    for (const index of job.indexes) {
      // An outline only on a cold cache: from kept runs the full index (or the one kept, when current) is about as quick.
      const outline = job.outline && !fs.existsSync(`${keptDir(job, index.key)}.known`);
      const { files, kept, keepAs, ...made } = outline ? buildOutline(job, search, index) : await buildIndex(search, index);
      result.indexes.push(made);
      const placed = kept ? copyKeptIndex(kept, fd, offset) : [];
      for (const file of files) {
        const bytes = Buffer.from(file.source, 'utf8');
        fs.writeSync(fd, bytes, 0, bytes.length, offset);
        placed.push([file.fileName, offset, bytes.length]);
        offset += bytes.length;
      }
      if (kept) offset += fs.statSync(kept.pack).size;
      if (keepAs) keep.push({ dir: keepAs, index: { fileName: made.fileName, pages: made.pages, files: placed } });
      for (const file of placed) result.files.push(file);
    }
  } finally {
    fs.closeSync(fd);
  }
  // Kept for a server started again on the same pages (the pack is complete now).
  for (const { dir, index } of keep) keepIndex(dir, index, job.pack);
  return result;
}

/** An index's root file name: its key, and a hash of the builder and of every document. */
function rootName(job: SourceIndexJob, index: SourceIndexJob['indexes'][number], docKeys: string[]): string {
  const name = index.key.endsWith('|') ? index.lang : index.key.replace('|', '.');
  const hash = createHash('sha256').update(`${job.builder}\0${index.lang}\0`).update(docKeys.join('\0')).digest('hex').slice(0, 8);
  return `static/search_index.${name}.${hash}.json`;
}


/** An index of the pages' titles and headings: every source read, none kept (see `SourceIndexJob.outline`). */
function buildOutline(job: SourceIndexJob, search: SearchBuilder, index: SourceIndexJob['indexes'][number]): Made {
  const hash = createHash('sha256').update(`${job.builder}\0${index.lang}\0outline`);
  let pages = 0;
  function* parts() {
    for (let start = 0; start < index.pages.length; start += OUTLINE_PART_PAGES) {
      const docs: SearchDocumentInput[] = [];
      for (const { file, routePath } of index.pages.slice(start, start + OUTLINE_PART_PAGES)) {
        const doc = readOutline(file, routePath);
        if (!doc) continue;
        docs.push(doc);
        hash.update(`\0${routePath}\0${doc.title}\0${doc.content}`);
      }
      pages += docs.length;
      yield search.collectPart(docs, { lang: index.lang });
    }
  }
  const collected = search.joinParts(index.lang, parts());
  const name = index.key.endsWith('|') ? index.lang : index.key.replace('|', '.');
  const fileName = `static/search_index.${name}.outline.${hash.digest('hex').slice(0, 8)}.json`;
  const { files } = search.indexFilesOf(collected, { root: fileName, shard: 'always', layout: devLayout(search) });
  return { key: index.key, fileName, files, pages, outline: true };
}


/** An index made: its files to write, or the kept index whose pack holds them; `keepAs`: keep it there. */
type Made = SourceIndex & { files: SearchFile[]; kept?: KeptIndex; keepAs?: string };

/**
 * How the dev server's indexes are cut: the dense layout (every posting in its term's shard), not the sparse one a
 * build uses past 16,000 sections, and the pages' labels in the fragments, not the root. The bytes a query fetches
 * from the dev server cost nothing, and ranking each term's postings to cut them cost the 10,000 pages of a language
 * 8 of 14 s of CPU; weighing the labels (gzip) to decide where they go, 1.2 of an outline index's 3.5 s.
 */
function devLayout(search: SearchBuilder): object {
  return { ...search.DEFAULT_LAYOUT, sparse: false, labelsInRoot: false };
}

/** Pages an outline index tokenizes at a time. */
const OUTLINE_PART_PAGES = 256;

/** A page's outline document (null: kept out of search, or removed since the scan). */
function readOutline(file: string, routePath: string): SearchDocumentInput | null {
  try {
    return outlineDocumentOfSource(decodePageSource(fs.readFileSync(file)).text, routePath);
  } catch {
    return null;
  }
}

/** A source's time and size ('' when it cannot be read). */
function stampOf(file: string): string {
  try {
    const stat = fs.statSync(file);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return '';
  }
}

function hashOf(text: string): string {
  return createHash('sha1').update(text).digest('base64url');
}
