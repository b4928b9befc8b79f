/**
 * A promise that React's `use()` reads synchronously once it has settled: React looks at `status` and
 * `value` on the thenable, so a settled resource never suspends. Parts of a page that can wait (the
 * sidebar, which comes with its section's chunk) read one inside `<Suspense>`: while the first page
 * hydrates, React keeps their prerendered HTML until the data arrives, and later renders see it at once.
 */
export type Resource<T> = Promise<T>;

/** The fields React reads (and writes) on a thenable passed to `use()`. */
type Tracked<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/** Track a promise's outcome on the promise itself. */
export function toResource<T>(promise: Promise<T>): Resource<T> {
  const r = promise as Tracked<T>;
  if (r.status) return r;
  r.status = 'pending';
  r.then(
    (value) => {
      r.status = 'fulfilled';
      r.value = value;
    },
    (reason: unknown) => {
      r.status = 'rejected';
      r.reason = reason;
    }
  );
  return r;
}

/** A resource that is already there. */
export function settledResource<T>(value: T): Resource<T> {
  const r = Promise.resolve(value) as Tracked<T>;
  r.status = 'fulfilled';
  r.value = value;
  return r;
}

/** Derive a resource; stays synchronous when the source has already settled. */
export function mapResource<T, U>(source: Resource<T>, map: (value: T) => U): Resource<U> {
  const tracked = source as Tracked<T>;
  if (tracked.status === 'fulfilled') return settledResource(map(tracked.value as T));
  return toResource(source.then(map));
}

/** The same resource, but a failure becomes `fallback(error)`: for parts that may go missing without taking the page down. */
export function recoverResource<T, U>(source: Resource<T>, fallback: (error: unknown) => U): Resource<T | U> {
  if ((source as Tracked<T>).status === 'fulfilled') return source;
  return toResource(source.catch(fallback));
}

/**
 * A module loaded on first use and then kept: `get()` starts the load (once) and returns its resource.
 * A failed load is forgotten so the next `get()` retries.
 */
export function lazyResource<T>(load: () => Promise<T>): {
  get(): Resource<T>;
} {
  let current: Resource<T> | null = null;
  return {
    get() {
      if (!current) {
        current = toResource(load());
        current.catch(() => {
          current = null;
        });
      }
      return current;
    },
  };
}

/**
 * A module loaded only once something asks for it (`start()`, e.g. on the visitor's intent), then kept. Until then
 * `get()` returns a resource that waits for that start: a part reading it keeps its prerendered HTML meanwhile.
 * A failed load is forgotten: readers get a new waiting resource, and the next `start()` retries.
 */
export function onDemandResource<T>(load: () => Promise<T>): {
  get(): Resource<T>;
  start(): Resource<T>;
  started(): boolean;
} {
  let loading: Resource<T> | null = null;
  let waiting: Resource<T> | null = null;
  let release: ((load: Resource<T>) => void) | null = null;
  const start = () => {
    if (!loading) {
      const current = toResource(load());
      loading = current;
      current.catch(() => {
        if (loading === current) loading = waiting = null;
      });
      release?.(current); // the waiting resource follows this load, whatever comes after it
      release = null;
    }
    return loading;
  };
  return {
    get() {
      if (loading) return loading;
      waiting ??= toResource(new Promise<T>((resolve) => (release = resolve)));
      return waiting;
    },
    start,
    started: () => loading !== null,
  };
}
