import { useCallback, useEffect, useState } from 'react';

const cache = new WeakMap<() => Promise<unknown>, { promise: Promise<unknown>; value?: unknown }>();

/**
 * Load a module only when the visitor shows intent (hover, focus, click), to keep heavy parts
 * (Radix Dialog/Popover, the search engine) out of the first-load JavaScript.
 * `loader` must be a stable, module-level function such as `() => import('./ToolStackPopover')`.
 */
export function useDeferredModule<T>(loader: () => Promise<T>): { module: T | null; request: () => Promise<T> } {
  const [module, setModule] = useState<T | null>(() => (cache.get(loader)?.value as T | undefined) ?? null);

  const request = useCallback(() => {
    let entry = cache.get(loader);
    if (!entry) {
      const created: { promise: Promise<unknown>; value?: unknown } = { promise: Promise.resolve() };
      created.promise = loader().then(
        (value) => {
          created.value = value;
          return value;
        },
        (error: unknown) => {
          cache.delete(loader); // let a later intent retry
          throw error;
        },
      );
      cache.set(loader, created);
      entry = created;
    }
    const promise = entry.promise as Promise<T>;
    promise.then(setModule, (error: unknown) => console.error('[rsdocs] failed to load a UI module', error));
    return promise;
  }, [loader]);

  useEffect(() => {
    const cached = cache.get(loader)?.value as T | undefined;
    if (cached && !module) setModule(cached);
  }, [loader, module]);

  return { module, request };
}
