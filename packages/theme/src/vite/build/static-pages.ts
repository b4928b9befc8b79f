import { createHash } from 'node:crypto';
import path from 'node:path';
import type { SectionManifest } from '../../runtime/section-manifest';
import type { SectionData } from '../../runtime/server';
import type { PageData } from '../../runtime/types';

// In a built site, a page without JavaScript (Markdown, MDX without ESM or expressions) is data: its module is
// written here, not by the bundler, and sections are JSON manifests. The bundle then holds the theme, the site's
// theme entry and the pages with JavaScript only: its size and its output's names do not depend on how many
// pages the site has, nor on their content.

export interface StaticPageFile {
  /** The page's source file (absolute). */
  file: string;
  /** Path under the out dir, with a hash of what the module holds: `assets/quick-start-Ab3dE9xZ.js`. */
  fileName: string;
  /** The module's code, made when asked: an incremental build skips unchanged modules by name. */
  code(): string;
}

/**
 * A page's module for the browser: its data and content tree, which the router renders (`pageComponent`). Named
 * by its page's source key (see `PageStore.sourceKey`: the content tree follows from it) and its final data, so
 * the name is known without making the module.
 */
export function staticPageFile(page: { file: string; pageData: PageData | string; content: () => string; sourceKey: string }, assetsDir: string): StaticPageFile {
  // Its data as JSON, or the JSON already (a large build's page data as it waits in the spill file).
  const data = typeof page.pageData === 'string' ? page.pageData : JSON.stringify(page.pageData);
  const hash = createHash('sha1').update(page.sourceKey).update('\0').update(data).digest('base64url').slice(0, 8);
  // An untranslated page's id carries a query: its name is its file's.
  const name = path.basename(page.file.split('?')[0]!).replace(/\.mdx?$/, '').replace(/[^\w-]/g, '_') || 'page';
  return {
    file: page.file,
    fileName: flat(path.posix.join(assetsDir, `${name}-${hash}.js`)),
    code: () => `export const pageData = ${data};\nexport const content = JSON.parse(${singleQuoted(page.content())});\n`,
  };
}

/**
 * `text` as one flat string: a name joined from parts is a rope of them in V8 (~100 B more), and a static module's
 * name is held for every page to the build's end (its chunk entry, its out dir record and id).
 */
function flat(text: string): string {
  return text.split('/').join('/');
}

/**
 * JSON text as a single-quoted JS string: a content tree's JSON is mostly double quotes, which a double-quoted
 * literal (JSON.stringify) escapes one by one (~0.9 KB of a bench corpus page module on average). Only `\`, `'` and the line terminators a
 * literal may not hold need escaping here (JSON text has no other control characters).
 */
export function singleQuoted(json: string): string {
  return `'${json.replace(/[\\'\n\r\u2028\u2029]/g, (c) => SINGLE_QUOTE_ESCAPES[c]!)}'`;
}
const SINGLE_QUOTE_ESCAPES: Record<string, string> = { '\\': '\\\\', "'": "\\'", '\n': '\\n', '\r': '\\r', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * A data file of the build whose name stays the same from build to build (it is not content-hashed: hosts must
 * revalidate it, as they do HTML), so that what names it (the client entry) does not change when it does:
 * `_rsdocs/<folder>/<key parts joined by dots>.json`.
 */
export function stableDataFile(folder: string, key: string): string {
  const part = (p: string) => encodeURIComponent(p).replace(/[.%~]/g, (c) => `~${c.charCodeAt(0).toString(16)}`);
  // An empty part (the default version, the home section) is '~', which part() never writes on its own.
  return `_rsdocs/${folder}/${key.split('|').map((p) => (p ? part(p) : '~')).join('.')}.json`;
}

/** Where a section's manifest is written (a section key is `lang|version|first path segment`). */
export const sectionManifestFile = (key: string) => stableDataFile('sections', key);

/** Where the pointer to a language's search index is written (`lang|version`): the index's own name has its hash. */
export const searchPointerFile = (key: string) => stableDataFile('search', key);

/** A section's manifest: its routes with their page modules' URLs (`moduleUrl` of the page's file), its sidebars. */
export function sectionManifest(section: SectionData, moduleUrl: (file: string) => string): SectionManifest {
  return {
    routes: section.routes.map(({ file, ...route }) => ({ ...route, module: moduleUrl(file) })),
    sidebars: section.sidebars,
  };
}
