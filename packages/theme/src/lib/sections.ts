import { normalizeRoutePath, parseRoutePath } from './url';

export interface SectionKeyOptions {
  langs: string[];
  defaultLang: string;
  versions: string[];
  defaultVersion: string;
}

/**
 * Pages are grouped into sections (language, version, first path segment); each section is one lazily
 * loaded chunk holding its route table and sidebar, so nothing in a page's first load grows with the site.
 */
export function sectionKeyOf(routePath: string, opts: SectionKeyOptions): string {
  const { lang, version, rest } = parseRoutePath(routePath, opts);
  const first = rest.split('/').filter(Boolean)[0] ?? '';
  return `${lang}|${version}|${first}`;
}

/** Key under which a route is looked up: normalised, trailing slash ignored. */
export function routeLookupKey(path: string): string {
  const p = normalizeRoutePath(path);
  return p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p;
}

/**
 * The site's route at a path however it is written (trailing slash or not), or undefined. A build asks its page
 * list (one table for every use); `routeLookup` makes one of a list of routes.
 */
export type RouteLookup = (path: string) => string | undefined;

export function routeLookup(routePaths: Iterable<string>): RouteLookup {
  const routes = new Map<string, string>();
  for (const p of routePaths) routes.set(routeLookupKey(p), p);
  return (path) => routes.get(routeLookupKey(path));
}
