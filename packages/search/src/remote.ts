export interface RemoteSearchOptions {
  /** Search endpoint; query fields are appended to it. */
  apiUrl: string;
  /** Names of the server-side indexes to query (sent comma-joined). */
  searchIndexes: string[];
  /** Defaults to the global fetch; pass one for tests or custom transports. */
  fetch?: typeof fetch;
}

/** One group of the remote response: the index the hits came from. Hit shape is the server's. */
export interface RemoteGroup {
  index: string;
  hits: unknown[];
}

export interface RemoteSearch {
  search(keyword: string, options?: { limit?: number; lang?: string }): Promise<RemoteGroup[]>;
}

function isGroupList(value: unknown): value is RemoteGroup[] {
  return (
    Array.isArray(value) &&
    value.every((g) => g !== null && typeof g === 'object' && typeof (g as RemoteGroup).index === 'string' && Array.isArray((g as RemoteGroup).hits))
  );
}

/**
 * Remote mode: GET `apiUrl?keyword=…&limit=…&searchIndexes=a,b&lang=…`. Any failure (network,
 * status, malformed body) is logged and yields an empty list, so the dialog shows "no results".
 */
export function createRemoteSearch(options: RemoteSearchOptions): RemoteSearch {
  const { apiUrl, searchIndexes } = options;
  return {
    async search(keyword, { limit = 100, lang = '' } = {}) {
      const doFetch = options.fetch ?? globalThis.fetch;
      const query = [
        `keyword=${encodeURIComponent(keyword)}`,
        `limit=${limit}`,
        // Commas stay literal: servers split the list on them.
        `searchIndexes=${searchIndexes.map(encodeURIComponent).join(',')}`,
        `lang=${encodeURIComponent(lang)}`,
      ].join('&');
      const url = `${apiUrl}${apiUrl.includes('?') ? '&' : '?'}${query}`;
      try {
        const response = await doFetch(url);
        if (!response.ok) throw new Error(`Remote search failed: HTTP ${response.status}`);
        const body: unknown = await response.json();
        if (!isGroupList(body)) throw new Error('Remote search failed: the response is not a list of { index, hits } groups');
        return body;
      } catch (error) {
        console.error(error);
        return [];
      }
    },
  };
}
