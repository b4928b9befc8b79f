import fs from 'node:fs';
import path from 'node:path';
import { siteDist } from './browser';

// Internal links of the built site, judged against dist itself: a link must name a file a static host serves
// (a page under its clean URL, or an asset), and its `#anchor` must be an id on the target page.

/** The file a static host serves for a site path, or null: pages by clean URL, other files as they are. */
export function fileForPath(pathname: string, dir = siteDist): string | null {
  const clean = pathname.replace(/\/index(\.html)?$/, '/').replace(/\.html$/, '');
  const candidates = clean.endsWith('/')
    ? [path.join(dir, clean, 'index.html')]
    : [path.join(dir, clean), path.join(dir, `${clean}.html`)];
  for (const file of candidates) {
    // Stay inside dist whatever the path says.
    if (!file.startsWith(dir + path.sep)) continue;
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

const idCache = new Map<string, Set<string>>();

/** Every `id` attribute in a built HTML file (the prerendered page, which hydration keeps). */
export function idsInFile(file: string): Set<string> {
  let ids = idCache.get(file);
  if (!ids) {
    const html = fs.readFileSync(file, 'utf8');
    ids = new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => m[1]!.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ENTITIES[e]!)));
    idCache.set(file, ids);
  }
  return ids;
}

/**
 * What is wrong with one link of the page at `pageUrl`, or null when it is fine. Links to other origins and
 * non-http schemes (mailto:, javascript:) are not ours to judge and pass. `pageFile` is the file served at
 * `pageUrl` when its path does not name it (the not-found page, served for any unknown path).
 */
export function linkProblem(href: string, pageUrl: string, dir = siteDist, pageFile?: string): string | null {
  let url: URL;
  try {
    url = new URL(href, pageUrl);
  } catch {
    return `unparsable href "${href}"`;
  }
  if (url.origin !== new URL(pageUrl).origin) return null;
  let pathname: string;
  let hash: string;
  try {
    pathname = decodeURIComponent(url.pathname);
    hash = decodeURIComponent(url.hash.slice(1));
  } catch {
    return `badly encoded href "${href}"`;
  }
  const samePage = pageFile && url.pathname === new URL(pageUrl).pathname;
  const file = samePage ? pageFile : fileForPath(pathname, dir);
  if (!file) return `"${href}": no file in dist for ${pathname}`;
  if (hash && file.endsWith('.html') && !idsInFile(file).has(hash)) return `"${href}": no element with id "${hash}" on ${pathname}`;
  return null;
}
