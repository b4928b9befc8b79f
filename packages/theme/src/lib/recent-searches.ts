/** Pure logic of the search dialog's recent searches (persisted through lib/storage by `useRecentSearches`). */

/** How many recent searches the dialog keeps and shows. */
export const RECENT_SEARCHES_MAX = 5;

/** Storage key of one language's recent searches: queries in one language help little on the other's pages. */
export const recentSearchesKey = (lang: string) => `rsdocs-search-recent-${lang}`;

/** The stored list, or none when the value is missing, not JSON, or not a list of strings. */
export function parseRecentSearches(value: string | null): string[] {
  if (!value) return [];
  try {
    const list: unknown = JSON.parse(value);
    return Array.isArray(list) ? list.filter((q): q is string => typeof q === 'string' && q.trim() !== '').slice(0, RECENT_SEARCHES_MAX) : [];
  } catch {
    return [];
  }
}

/** `query` first, without an earlier copy of it (case and spaces ignored), at most `RECENT_SEARCHES_MAX` long. */
export function addRecentSearch(list: readonly string[], query: string): string[] {
  const q = query.trim().replace(/\s+/g, ' ');
  if (!q) return [...list];
  const same = (other: string) => other.trim().replace(/\s+/g, ' ').toLowerCase() === q.toLowerCase();
  return [q, ...list.filter((other) => !same(other))].slice(0, RECENT_SEARCHES_MAX);
}

/**
 * The searches to suggest in an empty dialog: the site's `search.suggestions` for the language (a list for every
 * language, or one list per language code), else the language's nav entries.
 */
export function suggestedSearches(
  suggestions: readonly string[] | Readonly<Record<string, readonly string[]>> | undefined,
  lang: string,
  navTexts: readonly string[],
): string[] {
  if (Array.isArray(suggestions)) return [...suggestions];
  const own = (suggestions as Record<string, readonly string[]> | undefined)?.[lang];
  return own ? [...own] : [...navTexts];
}
