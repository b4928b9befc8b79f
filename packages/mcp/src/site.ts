import fs from 'node:fs';
import path from 'node:path';
import { DocsInputError } from './errors';

/**
 * A built rsdocs site as its build left it: the section manifests (`_rsdocs/sections/*.json`: routes and sidebars),
 * the search pointers (`_rsdocs/search/<lang>.<version>.json`: the hashed root of each index), `llms.txt` and the
 * `.md` copy of every page. Nothing here compiles or indexes anything: it reads what `rsdocs build` wrote.
 */
export interface BuiltSite {
  dir: string;
  /** The public base path the site was built for (`/`, `/docs/`), read from the search pointers. */
  base: string;
  /** Languages, the default (routes without a prefix) first. */
  languages: string[];
  defaultLanguage: string;
  /** Versions per language ('' when the site has none), the default first. */
  versions: string[];
  defaultVersion: string;
  pages: PageEntry[];
  /** Page by its route key (`routeKey`). */
  byRoute: Map<string, PageEntry>;
  /** Sidebars per language and version, in the order of the build's sections. */
  sidebars: Array<{ lang: string; version: string; section: string; key: string; items: SidebarItem[] }>;
  /** The root file of each search index on disk, by `<lang>.<version or ~>`. */
  indexRoots: Map<string, string>;
  /** A stamp of the build (the search pointers' times and sizes): another build means reading it again. */
  stamp: string;
}

export interface PageEntry {
  route: string;
  lang: string;
  version: string;
  /** The first segment of the route after the language and version (`guide`), '' for the home page. */
  section: string;
  /** From the sidebars, else llms.txt, else the route. */
  title: string;
  /** The page's `.md` copy, relative to the site folder. */
  markdownFile: string;
}

export interface SidebarItem {
  text?: string;
  link?: string;
  items?: SidebarItem[];
  type?: string;
}

interface ManifestRoute {
  path: string;
  lang: string;
  version: string;
}

const SECTIONS_DIR = '_rsdocs/sections';
const SEARCH_DIR = '_rsdocs/search';

/** The comparable form of a route: no `.html`/`.md`, no `/index`, no trailing slash (but `/`). */
export function routeKey(route: string): string {
  let p = route.split(/[?#]/)[0]!;
  p = p.replace(/\.(html|md)$/, '').replace(/\/index$/, '/');
  if (!p.startsWith('/')) p = `/${p}`;
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

/** The `.md` copy the build writes for a route (`/guide/` → `guide/index.md`), as the theme's `markdownFileFor`. */
export function markdownFileFor(route: string): string {
  return route.endsWith('/') ? `${route.slice(1)}index.md` : `${route.slice(1)}.md`;
}

/** A stamp that changes when the site is built again. */
export function buildStamp(dir: string): string {
  const searchDir = path.join(dir, SEARCH_DIR);
  try {
    return fs
      .readdirSync(searchDir)
      .sort()
      .map((f) => {
        const s = fs.statSync(path.join(searchDir, f));
        return `${f}:${s.mtimeMs}:${s.size}`;
      })
      .join('|');
  } catch {
    return '';
  }
}

function readJson<T>(file: string): T {
  const text = fs.readFileSync(file, 'utf8');
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new DocsInputError(`${file} is not valid JSON (${(error as Error).message}).`, 'Build the site again with `rsdocs build`.');
  }
}

/** Titles of pages as `llms.txt` lists them (`- [Title](/route.md)…`), by the `.md` file. */
export function titlesFromLlmsTxt(text: string, base: string): Map<string, string> {
  const titles = new Map<string, string>();
  for (const m of text.matchAll(/^- \[(.+?)\]\(([^)\s]+\.md)\)/gm)) {
    let href = m[2]!;
    if (href.startsWith(base)) href = `/${href.slice(base.length)}`;
    titles.set(href.replace(/^\//, ''), m[1]!);
  }
  return titles;
}

function* sidebarLinks(items: SidebarItem[]): Generator<{ text: string; link: string }> {
  for (const item of items) {
    if (item.link && item.text && !/^[a-z]+:\/\//i.test(item.link)) yield { text: item.text, link: item.link };
    if (item.items) yield* sidebarLinks(item.items);
  }
}

/**
 * Reads a built site. A missing folder, or one that is not an rsdocs build, is a `DocsInputError` whose fix says
 * what to build or pass.
 */
export function loadBuiltSite(dirArg: string): BuiltSite {
  const dir = path.resolve(dirArg);
  if (!fs.existsSync(dir))
    throw new DocsInputError(`The site folder ${dir} does not exist.`, 'Build the site first (`rsdocs build`, which writes dist/), or start the server with `rsdocs mcp --dir <the built folder>`.');
  const sectionsDir = path.join(dir, SECTIONS_DIR);
  if (!fs.existsSync(sectionsDir))
    throw new DocsInputError(
      `${dir} is not a site built by rsdocs (it has no ${SECTIONS_DIR}/).`,
      'Pass the folder `rsdocs build` wrote (dist/ by default) with `--dir`, and build the site again if it is older than this version of rsdocs.',
    );

  // The base: every pointer names its index's root with it (`/docs/static/search_index.en.1a2b.json`).
  const indexRoots = new Map<string, string>();
  let base = '/';
  const searchDir = path.join(dir, SEARCH_DIR);
  for (const file of fs.existsSync(searchDir) ? fs.readdirSync(searchDir).sort() : []) {
    if (!file.endsWith('.json')) continue;
    const { index } = readJson<{ index: string }>(path.join(searchDir, file));
    const m = /^(.*?\/)(static\/[^?#]+\.json)$/.exec(index);
    if (!m) continue;
    base = m[1]!;
    indexRoots.set(file.slice(0, -'.json'.length), path.join(dir, m[2]!));
  }

  const llmsFile = path.join(dir, 'llms.txt');
  const llmsTitles = fs.existsSync(llmsFile) ? titlesFromLlmsTxt(fs.readFileSync(llmsFile, 'utf8'), base) : new Map<string, string>();

  const pages: PageEntry[] = [];
  const byRoute = new Map<string, PageEntry>();
  const sidebars: BuiltSite['sidebars'] = [];
  const sidebarTitles = new Map<string, string>();
  const unprefixed = new Map<string, number>(); // language → routes without a `/<lang>/` prefix
  for (const file of fs.readdirSync(sectionsDir).sort()) {
    if (!file.endsWith('.json')) continue;
    const manifest = readJson<{ routes: ManifestRoute[]; sidebars: Record<string, SidebarItem[]> }>(path.join(sectionsDir, file));
    const [lang = '', versionKey = '~', sectionKey = '~'] = file.slice(0, -'.json'.length).split('.');
    const version = versionKey === '~' ? '' : versionKey;
    const section = sectionKey === '~' ? '' : sectionKey;
    for (const [key, items] of Object.entries(manifest.sidebars ?? {})) {
      // A catch-all sidebar ('/') is listed with every section; keep it once.
      if (!sidebars.some((s) => s.lang === lang && s.version === version && s.key === key)) sidebars.push({ lang, version, section, key, items });
      for (const { text, link } of sidebarLinks(items)) if (!sidebarTitles.has(routeKey(link))) sidebarTitles.set(routeKey(link), text);
    }
    for (const r of manifest.routes ?? []) {
      const page: PageEntry = { route: r.path, lang: r.lang, version: r.version ?? '', section, title: '', markdownFile: markdownFileFor(r.path) };
      pages.push(page);
      byRoute.set(routeKey(r.path), page);
      if (!r.path.startsWith(`/${r.lang}/`) && r.path !== `/${r.lang}`) unprefixed.set(r.lang, (unprefixed.get(r.lang) ?? 0) + 1);
    }
  }
  for (const page of pages)
    page.title = sidebarTitles.get(routeKey(page.route)) ?? llmsTitles.get(page.markdownFile) ?? page.route;

  const languages = [...new Set(pages.map((p) => p.lang))];
  const defaultLanguage = [...unprefixed.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? languages[0] ?? 'en';
  languages.sort((a, b) => (a === defaultLanguage ? -1 : b === defaultLanguage ? 1 : 0));
  const versions = [...new Set(pages.map((p) => p.version))];
  // The default version's routes carry no version segment.
  const defaultVersion = versions.find((v) => !v || pages.some((p) => p.version === v && !p.route.includes(`/${v}/`))) ?? versions[0] ?? '';
  versions.sort((a, b) => (a === defaultVersion ? -1 : b === defaultVersion ? 1 : 0));
  return { dir, base, languages, defaultLanguage, versions, defaultVersion, pages, byRoute, sidebars, indexRoots, stamp: buildStamp(dir) };
}
