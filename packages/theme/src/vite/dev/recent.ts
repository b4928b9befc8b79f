/**
 * A map that holds at most `limit` entries: setting or reading one makes it the most recent, and setting one past the
 * limit lets the least recently used go (`onEvict` is told, to free what it stood for). The dev server's caches of
 * things it can make again (a section's renderer, a module's served code) are bounded with it, so a walk through a
 * large site costs the last few pages and sections, not every one visited.
 */
export class RecentMap<K, V> {
  private entries = new Map<K, V>();

  constructor(
    readonly limit: number,
    private onEvict: (key: K, value: V) => void = () => {},
  ) {
    if (!(limit >= 1)) throw new Error(`RecentMap: limit must be at least 1 (was ${limit})`);
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key)!;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  set(key: K, value: V): this {
    this.entries.delete(key);
    this.entries.set(key, value);
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.limit) break;
      this.entries.delete(oldest);
      this.onEvict(oldest, old);
    }
    return this;
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  keys(): IterableIterator<K> {
    return this.entries.keys();
  }
}
