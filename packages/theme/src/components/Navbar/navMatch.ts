import type { NavItem } from '../../config/types';
import type { ClientSiteData } from '../../runtime/types';
import { isExternalUrl, isSamePage, parseRoutePath, type PathParts } from '../../lib/url';

type ParseOptions = Parameters<typeof parseRoutePath>[1];

/** Options for `parseRoutePath` / `joinRoutePath` taken from the site data. */
export function routeOptions(site: ClientSiteData): ParseOptions {
  return {
    langs: site.locales.map((l) => l.lang),
    defaultLang: site.lang,
    versions: site.versions,
    defaultVersion: site.defaultVersion,
  };
}

/**
 * Whether a nav entry is active for the current path. `activeMatch` is a regular expression source tested
 * against the path without version and language prefixes, then the whole path; without it, the entry is active inside its link's
 * folder (`/api/javascript-api/core` → `/api/javascript-api/`). A link to the root folder only matches the
 * root itself. A parent is active when one of its children is.
 */
export function isNavItemActive(item: NavItem, pathname: string, opts: ParseOptions): boolean {
  if (item.items?.some((child) => isNavItemActive(child, pathname, opts))) return true;
  const path = parseRoutePath(pathname, opts).rest;
  if (item.activeMatch) {
    try {
      // Tested against the path without prefixes, and, as Rspress tests it, the whole path (`^/zh/guide/`).
      const pattern = new RegExp(item.activeMatch);
      return pattern.test(path) || pattern.test(pathname);
    } catch {
      return false;
    }
  }
  if (!item.link || isExternalUrl(item.link)) return false;
  const target: PathParts = parseRoutePath(item.link, opts);
  const folder = target.rest.slice(0, target.rest.lastIndexOf('/') + 1);
  if (folder === '/') return isSamePage(path, target.rest);
  return path.startsWith(folder);
}
