import { memo, Suspense, use, type ComponentType } from 'react';
import { recoverResource, type Resource } from '../../lib/resource';

type PropsOf<C> = C extends (props: infer P) => unknown ? P : never;

/**
 * A component whose code is a chunk of its own, fetched right after the first load. Rendered inside its own
 * `<Suspense>`: while the first page hydrates, React keeps the prerendered markup until the code is there
 * (a click meanwhile is replayed once it is); later renders never wait, the chunk is loaded by then.
 * If the chunk cannot load, the part renders nothing instead of taking the page down; the next render retries.
 * Memoised, see `inOwnSuspense`.
 */
export function deferredPart<M, K extends keyof M & string>(module: { get(): Resource<M> }, name: K): ComponentType<PropsOf<M[K]>> {
  let source: Resource<M> | null = null;
  let safe: Resource<M | null> | null = null;
  const read = () => {
    const current = module.get();
    if (current !== source || !safe) {
      source = current;
      safe = recoverResource(current, (error) => {
        console.error(`[rsdocs] could not load ${name}`, error);
        return null;
      });
    }
    return safe;
  };
  function Loaded(props: object) {
    const loaded = use(read());
    const Part = loaded?.[name] as ComponentType<object> | undefined;
    return Part ? <Part {...props} /> : null;
  }
  const Deferred = inOwnSuspense(Loaded);
  Deferred.displayName = `Deferred(${name})`;
  return Deferred as ComponentType<PropsOf<M[K]>>;
}

/**
 * `Component` inside its own `<Suspense fallback={null}>`, memoised. A boundary still waiting to hydrate that
 * receives new props is client-rendered by React (blank until it can render); with stable props, a parent's
 * re-render leaves it alone.
 */
export function inOwnSuspense<P extends object>(Component: ComponentType<P>) {
  return memo(function InOwnSuspense(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  });
}
