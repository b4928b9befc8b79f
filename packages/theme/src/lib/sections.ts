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
