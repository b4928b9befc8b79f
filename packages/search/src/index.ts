// Browser entry: open a prebuilt index and search it. Builds live in `@rsdocs/search/build`.
import { IndexStore } from './store';
import { Searcher } from './searcher';
import type { SerializedIndex } from './types';

export { Searcher, IndexNotLoadedError } from './searcher';
export { LazyIndex, openIndex, indexFileUrl } from './lazy';
export type { FetchIndexFile } from './lazy';
export { createLocalSource, createIndexSource } from './source';
export type { LocalSource } from './source';
export { createRemoteSearch } from './remote';
export type { RemoteGroup, RemoteSearch, RemoteSearchOptions } from './remote';
export { snippetWidth } from './snippet';
export { fold, tokenize, queryTerms } from './tokenize';
export type { QueryTerm, Token, TokenKind } from './tokenize';
export type { Fragment, HeadShard, Labels, LazySearchOptions, SearchDocument, SearchHit, SearchOptions, SerializedIndex, TermShard, TocItem } from './types';

/**
 * Loads an index whose files are all at hand: a single-file index (the object or its JSON text),
 * or a sharded root with its other files by name (`{ t0: …, h0: …, f0: … }`, objects or JSON text).
 */
export function loadIndex(serialized: SerializedIndex | string, files: Record<string, unknown> = {}): Searcher {
  const store = new IndexStore(typeof serialized === 'string' ? (JSON.parse(serialized) as SerializedIndex) : serialized);
  for (const [name, data] of Object.entries(files)) store.add(name, typeof data === 'string' ? JSON.parse(data) : data);
  const missing = store.files.filter((name) => !store.has(name));
  if (missing.length) throw new Error(`loadIndex: files of the index are missing: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? '…' : ''} (pass every file, or use openIndex)`);
  return new Searcher(store);
}
