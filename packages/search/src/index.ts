// Browser entry: load a prebuilt index and search it. Builds live in `@rsdocs/search/build`.
import { Searcher } from './searcher';
import type { SerializedIndex } from './types';

export { Searcher } from './searcher';
export { createLocalSource } from './source';
export type { LocalSource } from './source';
export { createRemoteSearch } from './remote';
export type { RemoteGroup, RemoteSearch, RemoteSearchOptions } from './remote';
export { snippetWidth } from './snippet';
export { fold, tokenize, queryTerms } from './tokenize';
export type { QueryTerm, Token, TokenKind } from './tokenize';
export type { SearchDocument, SearchHit, SearchOptions, SerializedIndex, TocItem } from './types';

/** Loads a serialized index (the object, or its JSON text). */
export function loadIndex(serialized: SerializedIndex | string): Searcher {
  return new Searcher(typeof serialized === 'string' ? (JSON.parse(serialized) as SerializedIndex) : serialized);
}
