import fs from 'node:fs';
import path from 'node:path';
import { fileToRoute, isExcluded, PAGE_EXTENSIONS, type RouteInfo, type RouteOptions } from './routes';

export interface ScannedPage extends RouteInfo {
  /** The page's module id: its absolute file, or for an untranslated page that file with a query of its own. */
  file: string;
  /** Untranslated pages: the absolute file they are built from (the default language's page). */
  sourceFile?: string;
}

/** The file a page is read from: its own, or the original of an untranslated page. */
export function sourceFileOf(page: Pick<ScannedPage, 'file' | 'sourceFile'>): string {
  return page.sourceFile ?? page.file;
}

function walk(dir: string, out: string[]): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') walk(full, out);
    } else if (PAGE_EXTENSIONS.some((e) => entry.name.endsWith(e))) out.push(full);
  }
}

/** Every routable page under the content root, sorted for deterministic output. */
export function scanPages(root: string, opts: RouteOptions, excludeFolders: string[]): ScannedPage[] {
  if (!fs.existsSync(root)) return [];
  const files: string[] = [];
  walk(root, files);
  const pages: ScannedPage[] = [];
  for (const file of files.sort()) {
    const rel = path.relative(root, file).split(path.sep).join('/');
    if (isExcluded(rel, excludeFolders)) continue;
    const route = fileToRoute(rel, opts);
    // Written out, not spread (`{ ...route, file }`): Node 20's V8 gives each object a spread makes in optimised
    // code a hidden class of its own (~215 B with its descriptors), and a page's route is kept for the whole build.
    if (route) pages.push({ routePath: route.routePath, lang: route.lang, version: route.version, relativePath: route.relativePath, file });
  }
  return pages;
}
