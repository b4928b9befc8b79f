import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PageData } from '../../runtime/types';
import { hashFolder } from '../cache/build-cache';
import { cutRuns, KeptRuns, revivePart, runKey, storePart } from './cache';
import { createWorkerPool, findWorkerFile } from '../worker-pool';

export interface SearchInput {
  pageData: PageData;
  text: string;
}

/** What goes into one index (one language and version) and the file it will be written to. */
export interface SearchIndexPlan {
  key: string;
  lang: string;
  fileName: string;
  docs: SearchDocumentInput[];
  /** A hash of each document (everything the builder reads of it). */
  docKeys: string[];
}

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
  lang: string;
  fileName: string;
  /**
   * Where the build cache keeps this index's runs of pages as the search builder collected them (a folder, see
   * search-cache.ts), and that builder's id: a run found there is not collected again.
   */
  cache?: { dir: string; builder: string; docKeys: string[] };
};

type CollectedPart = { body: Map<string, { sections: number[]; counts: number[] }>; head: Map<string, number[]> };

/** What this file uses of `@rsdocs/search/build`. */
interface SearchBuilder {
  buildIndexFiles(docs: SearchDocumentInput[], options: { lang: string; root: string }): { files: SearchFile[] };
  collectPart(docs: SearchDocumentInput[], options: { lang: string }): CollectedPart;
  joinParts(lang: string, parts: Iterable<CollectedPart>): unknown;
  indexFilesOf(collected: unknown, options: { root: string }): { files: SearchFile[] };
}

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
export function planSearchIndexes(pages: SearchInput[], builder: string | null = searchBuilderId()): SearchIndexPlan[] {
  if (builder === null) return [];
  const groups = new Map<string, SearchInput[]>();
  for (const p of pages) {
    // An untranslated page's text is its original's, found in the default language's index.
    if (p.pageData.pageType === '404' || p.pageData.frontmatter.search === false || p.pageData.untranslatedOf) continue;
    const key = `${p.pageData.lang}|${p.pageData.version}`;
    let list = groups.get(key);
    if (!list) groups.set(key, (list = []));
    list.push(p);
  }
  return [...groups].map(([key, list]) => {
    const [lang, version] = key.split('|') as [string, string];
    const docs = list.map(({ pageData, text }) => ({ id: pageData.routePath, title: pageData.title, content: text, toc: pageData.toc, routePath: pageData.routePath, domain: '' }));
    const docKeys = docs.map((doc) => createHash('sha1').update(JSON.stringify(doc)).digest('base64url'));
    const hash = createHash('sha256').update(`${builder}\0${lang}\0`).update(docKeys.join('\0')).digest('hex').slice(0, 8);
    const name = version ? `${lang}.${version}` : lang;
    return { key, lang, fileName: `static/search_index.${name}.${hash}.json`, docs, docKeys };
  });
}

/** One index as its files. The only place an index is built: on this thread and in `search-worker.ts`. */
export async function buildSearchFiles({ docs, lang, fileName, cache }: SearchIndexJob): Promise<SearchFile[]> {
  const search = (await import('@rsdocs/search/build')) as SearchBuilder;
  if (!cache) return search.buildIndexFiles(docs, { lang, root: fileName }).files;
  const kept = new KeptRuns(cache.dir);
  // Runs go to the joiner one at a time, as they are read or collected.
  function* parts() {
    for (const run of cutRuns(docs.map((doc, i) => ({ doc, key: cache!.docKeys[i]!, routePath: doc.routePath })))) {
      const key = runKey(cache!.builder, lang, run.map((d) => d.key));
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
  const { files } = search.indexFilesOf(search.joinParts(lang, parts()), { root: fileName });
  kept.prune();
  return files;
}

/**
 * The planned indexes, built on this thread, or on a worker thread (`inWorker`) while this one goes on. With
 * `cacheDir` (the build cache's folder), each index keeps its pages' search data there for the next build.
 */
export async function buildPlannedIndexes(plans: SearchIndexPlan[], { inWorker = false, cacheDir }: { inWorker?: boolean; cacheDir?: string } = {}): Promise<SearchIndexFile[]> {
  if (!plans.length) return [];
  const workerFile = inWorker ? findWorkerFile('search-worker.js') : undefined;
  const pool = workerFile ? createWorkerPool<SearchIndexJob, SearchFile[]>(workerFile, 1) : null;
  const build = pool ? (job: SearchIndexJob) => pool.run(job) : buildSearchFiles;
  const builder = cacheDir ? searchBuilderId() : null;
  const cacheOf = (plan: SearchIndexPlan) => (builder && cacheDir ? { dir: path.join(cacheDir, 'search', plan.key.replace(/\|$/, '').replace('|', '.')), builder, docKeys: plan.docKeys } : undefined);
  try {
    const built = await Promise.all(plans.map((plan) => build({ docs: plan.docs, lang: plan.lang, fileName: plan.fileName, cache: cacheOf(plan) })));
    return plans.map((plan, i) => ({ key: plan.key, fileName: plan.fileName, files: built[i]!, pages: plan.docs.length }));
  } finally {
    await pool?.close();
  }
}

/** Plan and build on this thread (the dev server's search). */
export function buildSearchIndexes(pages: SearchInput[]): Promise<SearchIndexFile[]> {
  return buildPlannedIndexes(planSearchIndexes(pages));
}
