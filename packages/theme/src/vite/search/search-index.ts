import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PageData } from '../../runtime/types';
import { hashFolder } from '../cache/build-cache';
import { KeptRuns, revivePart, runKey, runsOf, storePart } from './cache';
import { checkpoint } from '../checkpoint';
import { garbageBound } from '../heap';
import { createWorkerPool, findWorkerFile } from '../worker-pool';

export interface SearchInput {
  pageData: PageData;
  text: string;
  /**
   * What the page's text follows from (a build's source key of the page, see `PageStore.sourceKey`). Given, the
   * document's key hashes it in the text's place: a plan is named without reading any page's text
   * (`planSearchKeys`), and only the indexes to build read theirs (`spoolPlans`).
   */
  textKey?: string;
  /** The page's route, when the caller keeps it (a build's scanned page): a plan holds that string, not a copy from the data. */
  routePath?: string;
}

/** What goes into one index (one language and version) and the file it will be written to. */
export interface SearchIndexPlan {
  key: string;
  lang: string;
  fileName: string;
  /** The documents; empty when they wait on disk (`spool`). */
  docs: SearchDocumentInput[];
  /** A hash of each document (everything the builder reads of it). */
  docKeys: string[];
  /** A large site's documents, one JSON per line, in a temporary file: no thread holds them all (see `planSearchIndexes`). */
  spool?: string;
  /** Each document's route, in order (`planSearchKeys`): its runs are cut by them (see search/cache.ts). */
  routes?: string[];
  /** Where each document's page is in the pages planned (`planSearchKeys`): `spoolPlans` takes those it spools by it. */
  positions?: number[];
  /**
   * The spool holds only the documents of the runs the build cache did not keep (`spoolPlans`): the index worker
   * cuts the runs from `routes` and `docKeys`, and takes documents from the spool for the others only.
   */
  spooledMissing?: boolean;
}

/** Documents in a plan. */
export const planPages = (plan: SearchIndexPlan): number => plan.docKeys.length;

/** One file of an index: `fileName` relative to the out dir (`static/search_index.en.1a2b3c4d/t3.json`). */
export interface SearchFile {
  fileName: string;
  source: string;
}

/**
 * One built index (one language and version): its root, the file the browser opens first, and every file it may
 * fetch after (the root among them, first). A small index is the root alone.
 */
export interface SearchIndexFile {
  key: string;
  /** The root's file name, as planned. */
  fileName: string;
  files: SearchFile[];
  /** A large index's files, written to a temporary folder as they were made (`files` is then empty): names relative to it. */
  written?: { dir: string; names: string[] };
  pages: number;
}

export interface SearchDocumentInput {
  id: string;
  title: string;
  content: string;
  toc: PageData['toc'];
  routePath: string;
  domain: string;
}

export type SearchIndexJob = {
  docs: SearchDocumentInput[];
  /** Instead of `docs`: a file of them, one JSON per line, read in runs. */
  spool?: string;
  /** Write the files to this folder as they are made, and return their names only. */
  outDir?: string;
  /**
   * With `outDir`: the folder of the index the last build wrote for this language and version (its out dir's, see
   * `previousIndexFolder`). A file of the new index that holds the same bytes as the one of its name there is a
   * hard link to it, not a new file (`writeOrLink`).
   */
  previous?: string;
  lang: string;
  fileName: string;
  /**
   * Where the build cache keeps this index's runs of pages as the search builder collected them (a folder, see
   * search-cache.ts), and that builder's id: a run found there is not collected again.
   */
  cache?: {
    dir: string;
    builder: string;
    docKeys: string[];
    /** Given when the spool holds only the documents of runs not kept (`SearchIndexPlan.spooledMissing`): each document's route. */
    routes?: string[];
  };
};

type CollectedPart = { body: Map<string, { sections: number[]; counts: number[] }>; head: Map<string, number[]> };

/** What this file uses of `@rsdocs/search/build`. */
interface SearchBuilder {
  buildIndexFiles(docs: SearchDocumentInput[], options: { lang: string; root: string }): { files: SearchFile[] };
  collectPart(docs: SearchDocumentInput[], options: { lang: string }): CollectedPart;
  joinParts(lang: string, parts: Iterable<CollectedPart>): unknown;
  indexFilesOf(collected: unknown, options: { root: string; write?: (file: SearchFile) => void }): { files: SearchFile[] };
  /** The same files, a large index's postings spilled to disk as the parts come (memory flat in the page count). */
  streamIndexFiles(lang: string, parts: Iterable<CollectedPart>, options: { root: string; write: (file: SearchFile) => void }): { files: SearchFile[] };
}

/** What the builder gives back: files in memory, or the names of those it wrote to the job's `outDir`. */
export interface SearchBuilt {
  files: SearchFile[];
  written: string[];
}

/** Pages tokenized at a time when there is no cache to keep runs in: their postings are numbers only until joined. */
const PART_PAGES = 256;

let builderId: string | null | undefined;
/**
 * The installed @rsdocs/search's version and a hash of its built code, or null when it is not installed (then there
 * is no search index). Index names and kept pages depend on it: a change to the builder's code renames every index.
 */
export function searchBuilderId(): string | null {
  if (builderId !== undefined) return builderId;
  try {
    const file = createRequire(import.meta.url).resolve('@rsdocs/search/package.json');
    const { version } = JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string };
    const dist = path.join(path.dirname(file), 'dist');
    builderId = `${version}+${fs.existsSync(dist) ? hashFolder(dist) : 'unbuilt'}`;
  } catch {
    builderId = null;
  }
  return builderId;
}

/**
 * One index per language and version, named with a hash of what goes into it (the documents and the
 * @rsdocs/search that builds it, `searchBuilderId`), so it can be cached forever: `static/search_index.en.1a2b3c4d.json` (the root), and
 * for a sharded index its other files in `static/search_index.en.1a2b3c4d/`. The root's name is known before the
 * index is built, so the client bundle can name it while the index builds elsewhere.
 */
export function planSearchIndexes(pages: Iterable<SearchInput>, builder: string | null = searchBuilderId(), spoolDir?: string): SearchIndexPlan[] {
  if (builder === null) return [];
  // With `spoolDir`, each document goes to its index's spool file as it is made: the pages' texts (which `pages` may
  // read one at a time, from a large build's spill file) are never all in memory, nor all the documents.
  const groups = new Map<string, { docs: SearchDocumentInput[]; docKeys: string[]; spool?: SpoolWriter }>();
  for (const p of pages) {
    const key = indexKeyOf(p.pageData);
    if (!key) continue;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { docs: [], docKeys: [], spool: spoolDir ? new SpoolWriter(spoolFileOf(spoolDir, key)) : undefined }));
    const doc = documentOf(p.pageData, p.text);
    const line = JSON.stringify(doc);
    group.docKeys.push(p.textKey === undefined ? hashLine(line) : keyedDocumentKey(p.pageData, p.textKey));
    if (group.spool) group.spool.add(line);
    else group.docs.push(doc);
  }
  return [...groups].map(([key, { docs, docKeys, spool }]) => {
    const plan = planOf(key, builder, docs, docKeys);
    if (spool) plan.spool = spool.close();
    return plan;
  });
}

/**
 * The same plans as `planSearchIndexes`, named, with their documents' keys but not their documents (`docs` empty,
 * no spool): a page with a `textKey` has its text left unread. `spoolPlans` then writes those of the plans to build.
 */
export function planSearchKeys(pages: Iterable<SearchInput>, builder: string | null = searchBuilderId()): SearchIndexPlan[] {
  if (builder === null) return [];
  const groups = new Map<string, { docKeys: string[]; routes: string[]; positions: number[] }>();
  let position = 0;
  for (const p of pages) {
    const at = position++;
    const pageData = p.pageData; // read once: a large build's is parsed from the spill file at each read
    const key = indexKeyOf(pageData);
    if (!key) continue;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { docKeys: [], routes: [], positions: [] }));
    group.docKeys.push(p.textKey === undefined ? hashLine(JSON.stringify(documentOf(pageData, p.text))) : keyedDocumentKey(pageData, p.textKey));
    group.routes.push(p.routePath ?? pageData.routePath);
    group.positions.push(at);
  }
  return [...groups].map(([key, { docKeys, routes, positions }]) => ({ ...planOf(key, builder, [], docKeys), routes, positions }));
}

/**
 * Writes the documents of `plans` (made by `planSearchKeys` from the same pages, `pageAt` each by its position) to
 * spool files in `dir`. With the build cache's folder (`cacheDir`), only those of the runs it does not keep: an edit's
 * index reads and spools the data and text of its edited page's run, not of every page (`SearchIndexPlan.spooledMissing`).
 */
export function spoolPlans(plans: SearchIndexPlan[], pageAt: (position: number) => SearchInput, dir: string, cacheDir?: string): void {
  const builder = cacheDir ? searchBuilderId() : null;
  for (const plan of plans) {
    const writer = new SpoolWriter(spoolFileOf(dir, plan.key));
    try {
      const wanted = builder && plan.routes ? missingRuns(plan, new KeptRuns(keptRunsDir(cacheDir!, plan)), builder) : null;
      plan.positions!.forEach((position, i) => {
        if (wanted && !wanted[i]) return;
        const p = pageAt(position);
        writer.add(JSON.stringify(documentOf(p.pageData, p.text)));
      });
      if (wanted) plan.spooledMissing = true;
    } finally {
      plan.spool = writer.close();
    }
  }
}

/**
 * Gives `plans` (made by `planSearchKeys` from the same pages) their documents, in memory: a small site's indexes to
 * build read their pages' text, and only theirs (a cached page's text is in its body, read then).
 */
export function fillPlans(plans: SearchIndexPlan[], pages: Iterable<SearchInput>): void {
  const byKey = new Map(plans.map((plan) => [plan.key, plan]));
  if (!byKey.size) return;
  for (const p of pages) byKey.get(indexKeyOf(p.pageData) ?? '')?.docs.push(documentOf(p.pageData, p.text));
}

/** Which of a plan's documents are in runs its kept runs lack (true at their place). */
function missingRuns(plan: SearchIndexPlan, kept: KeptRuns, builder: string): boolean[] {
  const wanted: boolean[] = new Array(plan.docKeys.length).fill(false);
  const runs = runsOf(plan.routes!.map((routePath, i) => ({ routePath, i })));
  for (const run of runs) if (!kept.has(runKey(builder, plan.lang, run.map((d) => plan.docKeys[d.i]!)))) for (const d of run) wanted[d.i] = true;
  return wanted;
}

/** Where the build cache keeps an index's runs (see search/cache.ts). */
const keptRunsDir = (cacheDir: string, plan: Pick<SearchIndexPlan, 'key'>) => path.join(cacheDir, 'search', plan.key.replace(/\|$/, '').replace('|', '.'));

/**
 * The index a page's document goes to (`lang|version`), or null for none: a 404 page, one with `search: false`, and
 * an untranslated page (its text is its original's, found in the default language's index).
 */
function indexKeyOf(pageData: PageData): string | null {
  if (pageData.pageType === '404' || pageData.frontmatter.search === false || pageData.untranslatedOf) return null;
  return `${pageData.lang}|${pageData.version}`;
}

function documentOf(pageData: PageData, content: string): SearchDocumentInput {
  return { id: pageData.routePath, title: pageData.title, content, toc: pageData.toc, routePath: pageData.routePath, domain: '' };
}

const hashLine = (line: string) => createHash('sha1').update(line).digest('base64url');

/** A document's key from what its text follows from: everything else the builder reads of it, and `textKey`. */
function keyedDocumentKey(pageData: PageData, textKey: string): string {
  return createHash('sha1').update(JSON.stringify(documentOf(pageData, ''))).update('\0').update(textKey).digest('base64url');
}

function planOf(key: string, builder: string, docs: SearchDocumentInput[], docKeys: string[]): SearchIndexPlan {
  const [lang, version] = key.split('|') as [string, string];
  const hash = createHash('sha256').update(`${builder}\0${lang}\0`).update(docKeys.join('\0')).digest('hex').slice(0, 8);
  const name = version ? `${lang}.${version}` : lang;
  return { key, lang, fileName: `static/search_index.${name}.${hash}.json`, docs, docKeys };
}

/** An index's spool file in `dir`. */
const spoolFileOf = (dir: string, key: string) => path.join(dir, `${key.replace(/\|$/, '').replace('|', '.')}.jsonl`);

/**
 * Moves a plan's documents to a spool file in `dir` (then no thread holds them all, and the index worker reads them
 * a run at a time).
 */
export function spoolPlan(plan: SearchIndexPlan, dir: string): void {
  const spool = new SpoolWriter(spoolFileOf(dir, plan.key));
  for (const doc of plan.docs) spool.add(JSON.stringify(doc));
  plan.spool = spool.close();
  plan.docs = [];
}

/** Writes documents to a file, one JSON per line, a few hundred KB at a time. */
class SpoolWriter {
  private readonly fd: number;
  private chunk: string[] = [];
  private size = 0;

  constructor(private readonly file: string) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    this.fd = fs.openSync(file, 'w');
  }

  add(line: string): void {
    this.chunk.push(line);
    this.size += line.length;
    if (this.size > 1 << 19) this.flush();
  }

  private flush(): void {
    if (this.chunk.length) fs.writeSync(this.fd, this.chunk.join('\n') + '\n');
    this.chunk = [];
    this.size = 0;
  }

  /** Writes what is left and closes the file; returns its name. */
  close(): string {
    try {
      this.flush();
    } finally {
      fs.closeSync(this.fd);
    }
    return this.file;
  }
}

/** The documents of a spool file, one at a time (read 1 MB at a time). */
export function* readSpool(file: string): Generator<SearchDocumentInput> {
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(1 << 20);
    let rest = '';
    const decoder = new TextDecoder();
    for (let n; (n = fs.readSync(fd, buffer, 0, buffer.length, null)) > 0; ) {
      const lines = (rest + decoder.decode(buffer.subarray(0, n), { stream: true })).split('\n');
      rest = lines.pop()!;
      for (const line of lines) if (line) yield JSON.parse(line) as SearchDocumentInput;
    }
    if (rest) yield JSON.parse(rest) as SearchDocumentInput;
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Writes a new file; one already there (in a staging out dir: a hard link to the last build's file, see
 * build/staging.ts) is replaced, never written through. Creating exclusively costs nothing more in the usual case.
 */
export function writeReplacing(file: string, source: string): void {
  replacing(file, () => fs.writeFileSync(file, source, { flag: 'wx' }));
}

/** `make` creates `file`; a missing folder is made first, and a file already there (a link) removed first. */
function replacing(file: string, make: () => void): void {
  try {
    make();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') fs.mkdirSync(path.dirname(file), { recursive: true });
    else if (code === 'EEXIST') fs.rmSync(file, { force: true });
    else throw error;
    make();
  }
}

/**
 * Writes `file`, or makes it a hard link to `previous` when that holds the same bytes. An edit's index is renamed
 * (its name is its hash) but is mostly the last one's files (20,002 pages: 34,923 of 34,924 fragments, 35,000 of
 * 37,100 files): each then costs a read and a link, where a new file cost its creation and its removal once stale
 * (a build's spare out dir unlinks the index before last, see build/staging.ts), and 165 MB written to the disk.
 * Nothing writes through the link: files of an out dir are replaced, never written over (`writeReplacing`).
 */
export function writeOrLink(file: string, source: string, previous?: string): void {
  if (previous && holds(previous, source)) {
    try {
      replacing(file, () => fs.linkSync(previous, file));
      return;
    } catch {
      // a file system without hard links: written
    }
  }
  writeReplacing(file, source);
}

/** A buffer reused to read the files `holds` compares (one a file, on one thread). */
let scratch = Buffer.alloc(1 << 16);

/** Whether `file` holds exactly `source` (UTF-8); false when it cannot be read. */
function holds(file: string, source: string): boolean {
  const bytes = Buffer.byteLength(source);
  if (scratch.length < 2 * bytes + 1) scratch = Buffer.alloc(2 * bytes + 1);
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch {
    return false;
  }
  try {
    // One byte more than expected is asked for: a longer file reads more, and differs.
    if (fs.readSync(fd, scratch, 0, bytes + 1, 0) !== bytes) return false;
    const written = scratch.write(source, bytes + 1, 'utf8');
    return written === bytes && scratch.compare(scratch, bytes + 1, 2 * bytes + 1, 0, bytes) === 0;
  } catch {
    return false;
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Garbage the index worker may leave before it collects (see `garbageBound`). Less than the main thread's: what it
 * keeps live is small (a few bytes a section, one term's list), so a collection costs it little.
 */
const SEARCH_SLACK_MB = 32;

/** The items of `items`, `before` called ahead of each. */
function* eachAfter<T>(items: Iterable<T>, before: () => void): Generator<T> {
  for (const item of items) {
    before();
    yield item;
  }
}

/** Consecutive runs of at most `size` items. */
function* chunks<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let run: T[] = [];
  for (const item of items) {
    run.push(item);
    if (run.length >= size) {
      yield run;
      run = [];
    }
  }
  if (run.length) yield run;
}

/**
 * One index as its files. The only place an index is built: on this thread and in `search-worker.ts`. Documents
 * come from the job or its spool file, a run at a time; with `outDir`, each file is written there as it is made.
 */
export async function buildSearchFiles(job: SearchIndexJob): Promise<SearchBuilt> {
  const { lang, fileName, cache, spool, outDir, previous } = job;
  const search = (await import('@rsdocs/search/build')) as SearchBuilder;
  if (!cache && !spool && !outDir) return { files: search.buildIndexFiles(job.docs, { lang, root: fileName }).files, written: [] };
  const docs = (): Iterable<SearchDocumentInput> => (spool ? readSpool(spool) : job.docs);
  const written: string[] = [];
  // A large site's index (from a spool) is made a run and a file at a time: each leaves garbage that V8, with no
  // heap limit on this worker, would let grow with the page count; it is collected as it goes instead.
  const bounded = spool ? garbageBound(SEARCH_SLACK_MB) : () => {};
  const folder = fileName.replace(/\.json$/, '/');
  const write = outDir
    ? (f: SearchFile) => {
        bounded();
        checkpoint('search-file');
        // The files in the index's folder may be the last index's (the root, which names the folder, never is).
        const inFolder = previous && f.fileName.startsWith(folder) ? path.join(previous, f.fileName.slice(folder.length)) : undefined;
        writeOrLink(path.join(outDir, f.fileName), f.source, inFolder);
        written.push(f.fileName);
      }
    : undefined;
  const kept = cache ? new KeptRuns(cache.dir) : null;
  // Runs go to the joiner one at a time, as they are read or collected.
  function* parts() {
    if (!cache || !kept) {
      for (const run of chunks(docs(), PART_PAGES)) yield search.collectPart(run, { lang });
      return;
    }
    if (cache.routes) {
      yield* partsFromKept(search, lang, { ...cache, routes: cache.routes }, kept, docs()[Symbol.iterator]());
      return;
    }
    let i = 0;
    const keyed = (function* () {
      for (const doc of docs()) yield { doc, key: cache.docKeys[i++]!, routePath: doc.routePath };
    })();
    for (const run of runsOf(keyed)) {
      const key = runKey(cache.builder, lang, run.map((d) => d.key));
      const stored = kept.read(key);
      if (stored) {
        yield revivePart<CollectedPart>(stored);
        continue;
      }
      const part = search.collectPart(run.map((d) => d.doc), { lang });
      kept.write(key, storePart(part)); // before the joiner takes the part over
      yield part;
    }
  }
  const { files } = write ? search.streamIndexFiles(lang, eachAfter(parts(), bounded), { root: fileName, write }) : search.indexFilesOf(search.joinParts(lang, parts()), { root: fileName, write });
  kept?.prune();
  return { files, written };
}

/**
 * The parts of an index whose spool holds only the documents of runs not kept (`SearchIndexPlan.spooledMissing`):
 * the runs are cut from the routes and keys, and a run's documents are taken from the spool only when it is not
 * kept. A run kept when the spool was written, and gone or damaged now, has no documents to collect again: the build
 * stops, and the next one spools them.
 */
function* partsFromKept(
  search: SearchBuilder,
  lang: string,
  cache: Required<NonNullable<SearchIndexJob['cache']>>,
  kept: KeptRuns,
  spooled: Iterator<SearchDocumentInput>,
): Generator<CollectedPart> {
  try {
    for (const run of runsOf(cache.routes.map((routePath, i) => ({ routePath, key: cache.docKeys[i]! })))) {
      const key = runKey(cache.builder, lang, run.map((d) => d.key));
      const stored = kept.read(key);
      if (stored) {
        yield revivePart<CollectedPart>(stored);
        continue;
      }
      const docs = run.map((d) => {
        const next = spooled.next();
        if (next.done || next.value.routePath !== d.routePath)
          throw new Error(
            `rsdocs: a run of pages in the search index's build cache was gone or damaged when the index was built (${path.join(cache.dir, `${key}.json`)}): build again, and it is made afresh`,
          );
        return next.value;
      });
      const part = search.collectPart(docs, { lang });
      kept.write(key, storePart(part)); // before the joiner takes the part over
      yield part;
    }
  } finally {
    spooled.return?.(); // closes the spool file
  }
}

/**
 * The planned indexes, built on this thread, or on a worker thread (`inWorker`) while this one goes on. With
 * `cacheDir` (the build cache's folder), each index keeps its pages' search data there for the next build.
 */
export async function buildPlannedIndexes(
  plans: SearchIndexPlan[],
  {
    inWorker = false,
    cacheDir,
    spoolDir,
    writeTo,
    previousOf,
  }: { inWorker?: boolean; cacheDir?: string; spoolDir?: string; writeTo?: string; previousOf?: (plan: SearchIndexPlan) => string | undefined } = {},
): Promise<SearchIndexFile[]> {
  if (!plans.length) return [];
  const workerFile = inWorker ? findWorkerFile('search-worker.js') : undefined;
  const pool = workerFile ? createWorkerPool<SearchIndexJob, SearchBuilt>(workerFile, 1) : null;
  const build = pool ? (job: SearchIndexJob) => pool.run(job) : buildSearchFiles;
  const builder = cacheDir ? searchBuilderId() : null;
  const cacheOf = (plan: SearchIndexPlan) =>
    builder && cacheDir ? { dir: keptRunsDir(cacheDir, plan), builder, docKeys: plan.docKeys, ...(plan.spooledMissing ? { routes: plan.routes } : {}) } : undefined;
  try {
    // With `spoolDir`, each index's files are written as they are made (`written`), not handed over: under it, or
    // with `writeTo` (a build's out dir) straight where they belong, so no thread copies and removes them after.
    const outDirOf = (i: number) => writeTo ?? (spoolDir ? path.join(spoolDir, `out-${i}`) : undefined);
    const built = await Promise.all(plans.map((plan, i) => build({ docs: plan.docs, spool: plan.spool, outDir: outDirOf(i), previous: previousOf?.(plan), lang: plan.lang, fileName: plan.fileName, cache: cacheOf(plan) })));
    return plans.map((plan, i) => {
      const index: SearchIndexFile = { key: plan.key, fileName: plan.fileName, files: built[i]!.files, pages: planPages(plan) };
      const dir = outDirOf(i);
      if (dir) index.written = { dir, names: built[i]!.written };
      return index;
    });
  } finally {
    await pool?.close();
  }
}

/** Plan and build on this thread (the dev server's search). */
export function buildSearchIndexes(pages: SearchInput[]): Promise<SearchIndexFile[]> {
  return buildPlannedIndexes(planSearchIndexes(pages));
}
