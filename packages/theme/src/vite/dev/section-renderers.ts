import type { SectionData } from '../../runtime/server';
import { LRUCache } from 'lru-cache';

/**
 * Renderers the dev server's worker thread keeps, one per section last rendered. A renderer holds its section's
 * routes as React elements and loaders (about 1.7 MB for a section of 1,250 pages): one made for every section
 * rendered so far grew the thread's heap by ~0.6 MB a page on a walk through the 20,002-page corpus.
 */
export const DEV_THREAD_SECTIONS = 4;

/** What a render job says of the routes: their version, and its page's section (none outside every section). */
export interface SectionsOfJob {
  version: number;
  sections: Record<string, SectionData>;
}

/**
 * A renderer for a job's section: the one made for it, or one made now (`make`, from the job: its section only; rendering a
 * page reads no other section, see render.ts's `sectionOf`). Renderers of older routes (another `version`) are let
 * go, and past `limit` sections the least recently used one is.
 */
export function sectionRenderers<J extends SectionsOfJob, R extends {}>(make: (job: J) => R, limit = DEV_THREAD_SECTIONS): (job: J) => R {
  const made = new LRUCache<string, R>({ max: limit });
  let version: number | undefined;
  return (job) => {
    if (job.version !== version) {
      made.clear();
      version = job.version;
    }
    const key = Object.keys(job.sections).sort().join('\n');
    let renderer = made.get(key);
    if (renderer === undefined) made.set(key, (renderer = make(job)));
    return renderer;
  };
}
