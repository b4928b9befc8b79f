import { routeLookupKey } from '../../lib/sections';
import { parseRoutePath } from '../../lib/url';
import type { RouteOptions } from './routes';

/**
 * For a versioned site: which versions have a page at the same language and path, in the config's order. The
 * version menu links there to the page itself, elsewhere to the version's home. An empty function for a site
 * without versions.
 */
export function versionsWithPage(routes: Array<{ routePath: string; lang: string }>, opts: RouteOptions): (routePath: string, lang: string) => string[] | undefined {
  if (opts.versions.length < 2) return () => undefined;
  const where = new Map<string, Set<string>>();
  const keyOf = (routePath: string, lang: string) => {
    const parts = parseRoutePath(routePath, opts);
    return { key: `${lang}|${routeLookupKey(parts.rest)}`, version: parts.version };
  };
  for (const route of routes) {
    const { key, version } = keyOf(route.routePath, route.lang);
    let set = where.get(key);
    if (!set) where.set(key, (set = new Set()));
    set.add(version);
  }
  return (routePath, lang) => {
    const found = where.get(keyOf(routePath, lang).key);
    return opts.versions.filter((v) => found?.has(v));
  };
}
