/**
 * When the search code and index may be fetched before the visitor asks for search (pure; `SearchLauncher` acts on
 * it). Intent always fetches them: a pointer over or focus on a search button, Ctrl/Cmd+K or '/', typing in the
 * early field. Without intent, a page left alone fetches them at idle only for a visitor likely to search on a
 * connection that can afford it: most visits never search, and a first visit should not pay for it.
 */

/** What `navigator.connection` tells (Network Information API; missing in Safari and Firefox). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** Connections too slow to fetch ahead of use: the bytes would compete with what the visitor is reading. */
const SLOW_CONNECTION = /^(slow-2g|2g|3g)$/;

/** Whether the connection allows fetching ahead of use: not when the visitor asked to save data, nor on a slow one. */
export function connectionAllowsPrefetch(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true; // no hints: the browser does not say it is costly
  return connection.saveData !== true && !SLOW_CONNECTION.test(connection.effectiveType ?? '');
}

/**
 * Whether a page left alone fetches search at idle: only when the visitor has searched this site before (their
 * recent searches are stored), and the connection allows it.
 */
export function prefetchSearchAtIdle(connection: ConnectionHints | undefined, searchedBefore: boolean): boolean {
  return searchedBefore && connectionAllowsPrefetch(connection);
}
