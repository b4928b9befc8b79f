import { gzipSync } from 'node:zlib';
import { collectIndex, layoutIndex, SINGLE_FILE, type CollectedIndex, type Layout } from './assemble';
import { layoutSparse } from './sparse';
import type { BuildOptions, SearchDocument, SerializedIndex } from './types';

// Build side only (Node): an index as the files a site ships, and the choice between one file and shards.

/** A file of an index, `fileName` relative to the output folder. */
export interface IndexFile {
  fileName: string;
  source: string;
}

export interface IndexFiles {
  /** The root's file name (what the browser opens). */
  root: string;
  /** Every file, the root first. */
  files: IndexFile[];
  /** Whether the whole index is the root file. */
  single: boolean;
}

export interface IndexFilesOptions extends BuildOptions {
  /** File name of the root, e.g. `static/search_index.en.1a2b3c4d.json`. Its shards go in the folder of the same name without `.json`. */
  root: string;
  /** `'auto'` (default): one file when that is smaller than what a first query would fetch from shards. */
  shard?: 'auto' | 'always' | 'never';
  /** Piece sizes (characters of JSON) when sharded. */
  layout?: Layout;
  /**
   * Each file as soon as it is made (a large index's pieces are then never held together, nor their JSON): the
   * files come back empty. Every file goes to it, the root last.
   */
  write?: (file: IndexFile) => void;
}

/**
 * Piece sizes measured to keep first and later queries small on the Rslib site and on a 2,002-page
 * corpus (see the README's budgets): term shards of about 2 KB gzip, fragments of about one page.
 */
export const DEFAULT_LAYOUT: Layout = { termShard: 3_000, headShard: 3_000, fragment: 2_000 };
/** Fragments a first query fetches, at most: the dialog shows 7 results. */
const FIRST_QUERY_FRAGMENTS = 7;
/**
 * The root carries every page's labels (titles, routes, headings) when they take at most this (gzip): then a
 * query's results can be listed as soon as its term shards are here, before the fragments with their text. Every
 * visitor who may search fetches the root, so only a small site's labels go there (the Rslib site's: 8-9 KiB).
 */
export const ROOT_LABELS_MAX = 16 * 1024;
/**
 * Past this many sections a root is sparse (format 7's large-site shape): a dense root's facts per section (about
 * 1.6 bytes gzip each) would pass 25 KiB, and the first query's budget (64 KiB) is the root, one term shard per word
 * and 7 fragments.
 */
export const SPARSE_SECTIONS = 16_000;

// Level 6: the sizes only choose between one file and shards.
const gzipSize = (text: string) => gzipSync(text, { level: 6 }).length;
/** JSON of an index does not compress better than this: a single file this much larger than a first query is never chosen. */
const MAX_RATIO = 12;

/** The files of a sharded index, the root first: `<root>` and `<root without .json>/{t,h,f}<k>.json`. */
export function splitIndex(index: SerializedIndex, root: string): IndexFile[] {
  const { T = [], H = [], F = [], D = [], E = [], O = [], ...rest } = index;
  const dir = root.replace(/\.json$/, '');
  return [
    { fileName: root, source: JSON.stringify(rest) },
    ...D.map((piece, k) => ({ fileName: `${dir}/d${k}.json`, source: JSON.stringify(piece) })),
    ...E.map((piece, k) => ({ fileName: `${dir}/e${k}.json`, source: JSON.stringify(piece) })),
    ...O.map((piece, k) => ({ fileName: `${dir}/o${k}.json`, source: JSON.stringify(piece) })),
    ...T.map((piece, k) => ({ fileName: `${dir}/t${k}.json`, source: JSON.stringify(piece) })),
    ...H.map((piece, k) => ({ fileName: `${dir}/h${k}.json`, source: JSON.stringify(piece) })),
    ...F.map((piece, k) => ({ fileName: `${dir}/f${k}.json`, source: JSON.stringify(piece) })),
  ];
}

/**
 * At most `n` items, evenly spaced, the first included: the median of a large index's shard sizes is estimated from
 * them (compressing every one of thousands of fragments cost a 10,000-page build 1.4 s); small indexes, where the
 * choice can be close, are measured whole.
 */
export function evenSample<T>(items: T[], n: number): T[] {
  if (items.length <= n) return items;
  return Array.from({ length: n }, (_, k) => items[Math.floor((k * items.length) / n)]!);
}
const SIZE_SAMPLE = 101;

function median(values: number[]): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Gzip size of every page's labels, as the root would carry them. */
function labelsSize(collected: CollectedIndex): number {
  const h: string[] = [];
  collected.perPage.reduce((first, n) => {
    for (let s = first + 1; s < first + n; s++) h.push(collected.anchors[s]!, collected.headings[s]!);
    return first + n;
  }, 0);
  return gzipSize(JSON.stringify({ p: collected.pages, h }));
}

/**
 * The index of one language as files. With `shard: 'auto'`, a single file is shipped when its
 * gzip size is at most what a first query costs from shards (root, a median term and heading
 * shard, and up to 7 median fragments): a small site is then one request.
 */
export function buildIndexFiles(docs: SearchDocument[], options: IndexFilesOptions): IndexFiles {
  const { root, shard, layout, write, ...buildOptions } = options;
  return indexFilesOf(collectIndex(docs, buildOptions), { root, shard, layout, write });
}

/**
 * `buildIndexFiles` of an index already collected (`collectIndex`, or `joinParts` of parts a build kept). Left unset,
 * `layout.labelsInRoot` is decided here, from the collected labels' size.
 */
export function indexFilesOf(collected: CollectedIndex, options: Omit<IndexFilesOptions, keyof BuildOptions>): IndexFiles {
  const { root, shard = 'auto', layout: given = DEFAULT_LAYOUT, write } = options;
  const sparse = given.sparse ?? collected.texts.length > SPARSE_SECTIONS;
  const done = (made: IndexFiles): IndexFiles => {
    if (!write) return made;
    for (const f of made.files) write(f);
    return { ...made, files: [] };
  };
  if (sparse) {
    // A large index: never one file, and its labels stay in the fragments.
    const layout = { ...given, sparse, labelsInRoot: false };
    if (shard === 'never') return done({ root, files: [{ fileName: root, source: JSON.stringify(layoutIndex(collected, { ...SINGLE_FILE, ...layout, termShard: Infinity, headShard: Infinity, fragment: Infinity })) }], single: true });
    if (!write) return { root, files: splitIndex(layoutIndex(collected, layout), root), single: false };
    const dir = root.replace(/\.json$/, '');
    const top = layoutSparse(collected, layout, (name, piece) => write({ fileName: `${dir}/${name}.json`, source: JSON.stringify(piece) }));
    write({ fileName: root, source: JSON.stringify(top) });
    return { root, files: [], single: false };
  }
  const layout = given.labelsInRoot === undefined ? { ...given, sparse, labelsInRoot: labelsSize(collected) <= ROOT_LABELS_MAX } : { ...given, sparse };
  return done(denseFiles(collected, root, shard, layout));
}

/** The files of a dense index: one file, or shards, whichever a first query fetches less of (`shard: 'auto'`). */
function denseFiles(collected: CollectedIndex, root: string, shard: 'auto' | 'always' | 'never', layout: Layout): IndexFiles {
  const single = (): IndexFiles => ({ root, files: [{ fileName: root, source: JSON.stringify(layoutIndex(collected, SINGLE_FILE)) }], single: true });
  if (shard === 'never') return single();
  const files = splitIndex(layoutIndex(collected, layout), root);
  if (shard === 'always') return { root, files, single: false };
  const dir = root.replace(/\.json$/, '/');
  const sizes = (kind: string) => evenSample(files.filter((f) => f.fileName.startsWith(dir + kind)), SIZE_SAMPLE).map((f) => gzipSize(f.source));
  const fragments = sizes('f');
  const firstQuery = gzipSize(files[0]!.source) + median(sizes('t')) + median(sizes('h')) + Math.min(FIRST_QUERY_FRAGMENTS, fragments.length) * median(fragments);
  let raw = 0;
  for (const f of files) raw += f.source.length;
  if (raw > MAX_RATIO * firstQuery) return { root, files, single: false };
  const whole = single();
  return gzipSize(whole.files[0]!.source) <= firstQuery ? whole : { root, files, single: false };
}
