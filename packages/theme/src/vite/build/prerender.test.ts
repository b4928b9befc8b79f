import { describe, expect, it } from 'vitest';
import { boundsRendering, routeQueue, takeInOrder, type PrerenderRoute, type PrerenderRoutes } from './prerender';

describe('takeInOrder', () => {
  it('gives the items in order, once each, and lets each go as it is taken', () => {
    const list: Array<{ n: number } | undefined> = [{ n: 1 }, { n: 2 }, { n: 3 }];
    const queue = takeInOrder(list);
    expect(queue.length).toBe(3);
    expect(queue.next()).toEqual({ n: 1 });
    expect(list[0]).toBeUndefined(); // no longer held by the list
    expect(queue.length).toBe(2);
    expect([queue.next(), queue.next(), queue.next()]).toEqual([{ n: 2 }, { n: 3 }, undefined]);
    expect(queue.length).toBe(0);
  });
});

/** Routes `/p0`…, recording which entries were made (and each entry's render key as made). */
function countedRoutes(paths: string[]): PrerenderRoutes & { made: string[] } {
  const made: string[] = [];
  return {
    made,
    length: paths.length,
    routePath: (i) => paths[i]!,
    at(i): PrerenderRoute {
      made.push(paths[i]!);
      return { routePath: paths[i]!, source: `${paths[i]}.md`, markdown: () => '', content: () => '{}', page: { file: `/docs${paths[i]}.md`, pageData: {} as never }, renderKey: `key-${i}` };
    },
  };
}

describe('routeQueue', () => {
  it('makes a route\'s entry only when it is taken, in order', () => {
    const routes = countedRoutes(['/a', '/b', '/c']);
    const queue = routeQueue(routes, null);
    expect(routes.made).toEqual([]); // none held before rendering starts
    expect(queue.length).toBe(3);
    expect(queue.next()?.routePath).toBe('/a');
    expect(routes.made).toEqual(['/a']);
    expect(queue.length).toBe(2);
    expect([queue.next()?.routePath, queue.next()?.routePath, queue.next()]).toEqual(['/b', '/c', undefined]);
    expect(routes.made).toEqual(['/a', '/b', '/c']); // each made once
  });

  it('on an incremental build, makes each once to set aside the kept pages, and queues those left', () => {
    const routes = countedRoutes(['/a', '/b', '/c', '/d']);
    const queue = routeQueue(routes, (r) => r.routePath === '/a' || r.routePath === '/c');
    expect(routes.made).toEqual(['/a', '/b', '/c', '/d']);
    expect(queue.length).toBe(2);
    expect([queue.next()?.renderKey, queue.next()?.renderKey, queue.next()]).toEqual(['key-1', 'key-3', undefined]);
    expect(routes.made).toHaveLength(4); // not made again when taken
  });
});

describe('boundsRendering', () => {
  it("bounds a large site's rendering on workers, not an edit's few pages rendered on the main thread, nor a small site's", () => {
    expect(boundsRendering(20_002, 20_002)).toBe(true);
    expect(boundsRendering(20_002, 1)).toBe(false);
    expect(boundsRendering(20_002, 400)).toBe(false);
    expect(boundsRendering(300, 300)).toBe(false);
  });
});
