import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PageData } from '../runtime/types';
import { createWorkerPool, findWorkerFile } from './worker-pool';

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

export type SearchIndexJob = { docs: SearchDocumentInput[]; lang: string; fileName: string };
type BuildIndexFiles = (docs: SearchDocumentInput[], options: { lang: string; root: string }) => { files: SearchFile[] };

/**
 * The installed @rsdocs/search: its version and a hash of its build entry, or null when it is not installed (then
 * there is no search index). The entry's hash changes with the builder's code (its chunk names are content hashes),
 * so an index whose format changed gets a new name even where the version did not (a workspace): a browser never
 * reads a root it cached from the old format with the new searcher.
 */
function searchVersion(): string | null {
  try {
    const require = createRequire(import.meta.url);
    const file = require.resolve('@rsdocs/search/package.json');
    const { version } = JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string };
    const entry = path.join(path.dirname(file), 'dist', 'build.js');
    return fs.existsSync(entry) ? `${version}+${createHash('sha256').update(fs.readFileSync(entry)).digest('hex').slice(0, 8)}` : version;
  } catch {
    return null;
  }
}

/**
 * One index per language and version, named with a hash of what goes into it (the documents and the version of
 * @rsdocs/search that builds it), so it can be cached forever: `static/search_index.en.1a2b3c4d.json` (the root), and
 * for a sharded index its other files in `static/search_index.en.1a2b3c4d/`. The root's name is known before the
 * index is built, so the client bundle can name it while the index builds elsewhere.
 */
export function planSearchIndexes(pages: SearchInput[], builder: string | null = searchVersion()): SearchIndexPlan[] {
  if (builder === null) return [];
  const groups = new Map<string, SearchInput[]>();
  for (const p of pages) {
    if (p.pageData.pageType === '404' || p.pageData.frontmatter.search === false) continue;
    const key = `${p.pageData.lang}|${p.pageData.version}`;
    let list = groups.get(key);
    if (!list) groups.set(key, (list = []));
    list.push(p);
  }
  return [...groups].map(([key, list]) => {
    const [lang, version] = key.split('|') as [string, string];
    const docs = list.map(({ pageData, text }) => ({ id: pageData.routePath, title: pageData.title, content: text, toc: pageData.toc, routePath: pageData.routePath, domain: '' }));
    const hash = createHash('sha256').update(`${builder}\0${lang}\0`).update(JSON.stringify(docs)).digest('hex').slice(0, 8);
    const name = version ? `${lang}.${version}` : lang;
    return { key, lang, fileName: `static/search_index.${name}.${hash}.json`, docs };
  });
}

/** One index as its files. The only place an index is built: on this thread and in `search-worker.ts`. */
export async function buildSearchFiles({ docs, lang, fileName }: SearchIndexJob): Promise<SearchFile[]> {
  const { buildIndexFiles } = (await import('@rsdocs/search/build')) as { buildIndexFiles: BuildIndexFiles };
  return buildIndexFiles(docs, { lang, root: fileName }).files;
}

/** The planned indexes, built on this thread, or on a worker thread (`inWorker`) while this one goes on. */
export async function buildPlannedIndexes(plans: SearchIndexPlan[], { inWorker = false } = {}): Promise<SearchIndexFile[]> {
  if (!plans.length) return [];
  const workerFile = inWorker ? findWorkerFile('search-worker.js') : undefined;
  const pool = workerFile ? createWorkerPool<SearchIndexJob, SearchFile[]>(workerFile, 1) : null;
  const build = pool ? (job: SearchIndexJob) => pool.run(job) : buildSearchFiles;
  try {
    const built = await Promise.all(plans.map(({ docs, lang, fileName }) => build({ docs, lang, fileName })));
    return plans.map((plan, i) => ({ key: plan.key, fileName: plan.fileName, files: built[i]!, pages: plan.docs.length }));
  } finally {
    await pool?.close();
  }
}

/** Plan and build on this thread (the dev server's search). */
export function buildSearchIndexes(pages: SearchInput[]): Promise<SearchIndexFile[]> {
  return buildPlannedIndexes(planSearchIndexes(pages));
}
