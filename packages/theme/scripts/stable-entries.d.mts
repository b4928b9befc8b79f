/** The files `patterns` name, sorted, as tsup's entry object (see stable-entries.mjs). */
export function stableEntries(patterns: string[], cwd?: string): Record<string, string>;
