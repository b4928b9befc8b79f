// Build entry (`@rsdocs/search/build`): what a site's build calls. The index is made in assemble.ts, cut into
// files in files.ts.
import { collectIndex, layoutIndex, SINGLE_FILE, type Layout } from './assemble';
import type { BuildOptions, SearchDocument, SerializedIndex } from './types';

export { splitSections } from './sections';
export type { SplitOptions } from './sections';
export { buildIndexFiles, indexFilesOf, splitIndex, DEFAULT_LAYOUT, ROOT_LABELS_MAX, SPARSE_SECTIONS } from './files';
export { collectPart, joinParts } from './assemble';
export { streamIndexFiles } from './stream';
export type { StreamIndexOptions } from './stream';
export type { CollectedIndex, CollectedPart } from './assemble';
export type { IndexFile, IndexFiles, IndexFilesOptions } from './files';
export type { Layout } from './assemble';
export type { BuildOptions, DictBlock, Fragment, HeadShard, Labels, OverflowShard, SearchDocument, SerializedIndex, Section, TermShard, TocItem } from './types';

/**
 * Builds the index of one language, in `layout`'s pieces, all inline (`T`, `H`, `F`): a single-file
 * index by default. `buildIndexFiles` (or `splitIndex`) takes the pieces out into files.
 *
 * Postings list the sections whose body holds a term and how often, and the sections whose heading
 * (the title, for a page's first section) holds it: no positions (the searcher checks phrases and
 * CJK words against the section text it fetches for snippets anyway).
 */
export function buildIndex(docs: SearchDocument[], options: BuildOptions, layout: Layout = SINGLE_FILE): SerializedIndex {
  return layoutIndex(collectIndex(docs, options), layout);
}
