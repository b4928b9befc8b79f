import fs from 'node:fs/promises';
import { LazyIndex, type SearchHit } from '@rsdocs/search';

/**
 * The site's own search indexes, opened from disk with @rsdocs/search's searcher, as the browser opens them over
 * HTTP: the root first, then the shards and fragments a query finds missing. An index is opened on its first query.
 */
export class DiskIndexes {
  private readonly open = new Map<string, Promise<LazyIndex>>();

  constructor(private readonly roots: Map<string, string>) {}

  has(key: string): boolean {
    return this.roots.has(key);
  }

  private index(key: string): Promise<LazyIndex> {
    let index = this.open.get(key);
    if (!index) {
      const root = this.roots.get(key)!;
      const folder = root.replace(/\.json$/, '');
      index = readJson(root).then((json) => new LazyIndex(json as ConstructorParameters<typeof LazyIndex>[0], (name) => readJson(`${folder}/${name}.json`)));
      // A failed open is tried again by the next query.
      index.catch(() => this.open.delete(key));
      this.open.set(key, index);
    }
    return index;
  }

  async search(key: string, query: string, limit: number): Promise<SearchHit[]> {
    return (await this.index(key)).search(query, { limit });
  }
}

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await fs.readFile(file, 'utf8'));
}
