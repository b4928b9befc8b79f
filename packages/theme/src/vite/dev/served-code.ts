import type { EnvironmentModuleGraph } from 'vite';
import { LRUCache } from 'lru-cache';

/**
 * How many generated modules keep the code Vite served of them, by kind. Vite keeps a module's transformed code in
 * its graph for as long as the server runs (to answer the next request, or a 304 by its etag); for our generated
 * modules that grew with every page visited: a section's route table is 0.4–0.8 MB on the 20,002-page corpus, a
 * page's module 30–40 KB. Past these, the code of the least recently transformed is dropped from the graph (its node,
 * imports and hot-update state stay): a later request makes it again through the plugins, as after an edit.
 */
export const DEV_SERVED_CODE = { section: 4, page: 12 } as const;

export type ServedKind = keyof typeof DEV_SERVED_CODE;

/**
 * Bounds the transformed code the client module graph keeps of our generated modules: call `served` from a transform
 * hook as each is made. Dropping a module's code goes through `updateModuleTransformResult(mod, null)`, which also
 * forgets its etag.
 */
export function boundServedCode(graph: () => EnvironmentModuleGraph, limits: Record<ServedKind, number> = DEV_SERVED_CODE): { served(id: string, kind: ServedKind): void } {
  const drop = (id: string) => {
    const mod = graph().getModuleById(id);
    if (mod?.transformResult) graph().updateModuleTransformResult(mod, null);
  };
  // Only an eviction drops code: a key served again is only made the most recent.
  const recentOf = (max: number) => new LRUCache<string, true>({ max, dispose: (_, id, reason) => reason === 'evict' && drop(id) });
  const recent = { section: recentOf(limits.section), page: recentOf(limits.page) };
  return { served: (id, kind) => void recent[kind].set(id, true) };
}
