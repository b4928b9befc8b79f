/**
 * Navigation from the site's own files, as Rspress reads them: `_meta.json` in a folder lists that folder's sidebar
 * entries, `_nav.json` at a language root lists the navbar. Used for whatever the config does not list itself.
 *
 * Per language root (`docs/<lang>/`, or `docs/<version>/<lang>/`):
 * - with a `_meta.json` at the root, one sidebar for the whole language (key `/`) made from it;
 * - else with a `_nav.json`, one sidebar per top-level folder (key `/<folder>/`);
 * - else one sidebar (key `/`) from the root's files.
 * A folder without `_meta.json` lists its pages and folders: `index` first, then by name.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { NavItem, SidebarGroup, SidebarItem } from '../../config/types';
import { routeLookupKey } from '../../lib/sections';
import { isExternalUrl, joinRoutePath, splitHash } from '../../lib/url';
import type { Problem } from '../errors';
import { parseJsonList } from './json-file';
import { readPageLabel, type PageLabelFacts } from './page-title';
import { isExcluded, PAGE_EXTENSIONS, type RouteOptions } from './routes';
import { sourceFileOf, type ScannedPage } from './scan';

export const META_FILE = '_meta.json';
export const NAV_FILE = '_nav.json';

/** The entry types a `_meta.json` may use. */
export const META_TYPES = ['file', 'dir', 'dir-section-header', 'section-header', 'divider', 'custom-link'] as const;

export interface NavigationProblem extends Problem {
  /**
   * 'error': the file cannot be read as Rspress reads it (always stops a build); 'dead': an entry names no page
   * (stops a build when dead links do, else a warning; the entry is left out); 'ignored': a field that has no
   * effect here (a warning); 'missing': a language left without a navbar that others have (a warning).
   */
  kind: 'error' | 'dead' | 'ignored' | 'missing';
}

export interface FileNavigation {
  /** Sidebars per `lang|version`, keyed by path prefix without version or language prefix (as the config's). */
  sidebars: Record<string, Record<string, SidebarItem[]>>;
  /** The navbar per `lang|version`, for the roots that have a `_nav.json`; links carry their prefixes. */
  navs: Record<string, NavItem[]>;
  /** The `lang|version` roots whose navbar was to be read from the files but that have no `_nav.json`. */
  navless: string[];
  /** The navigation files read (watched by the dev server). */
  files: string[];
  problems: NavigationProblem[];
}

export interface NavigationOptions {
  contentRoot: string;
  /** Problems name files relative to this folder. */
  projectRoot: string;
  routeOptions: RouteOptions;
  excludeFolders: string[];
  /** The routable pages (`scanPages`): an entry links to one of these. */
  pages: ScannedPage[];
  /**
   * Read sidebars, the navbar, or both (what the config leaves out); `sidebarLangs` and `navLangs` limit them to
   * those languages (the others' are the config's). @default sidebarLangs, navLangs: every language
   */
  read: { sidebar: boolean; nav: boolean; sidebarLangs?: readonly string[]; navLangs?: readonly string[] };
  /** A page's title and sidebar fields. @default read from the file (`readPageLabel`, kept while its mtime is) */
  label?: (file: string) => PageLabelFacts;
  /**
   * With untranslated pages built (`i18n.fallback`): the default language, whose folders another language's
   * folders without a `_meta.json` are listed with, so its untranslated pages appear where its own would.
   */
  untranslatedFrom?: string;
}

/** `lang|version`: how the navigation of one language root is keyed. */
export const navigationKey = (lang: string, version: string) => `${lang}|${version}`;

const labelCache = new Map<string, { mtimeMs: number; facts: PageLabelFacts }>();

/** A page's label facts, read again only when its file changed. */
export function cachedPageLabel(file: string): PageLabelFacts {
  const mtimeMs = fs.statSync(file).mtimeMs;
  const hit = labelCache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.facts;
  const facts = readPageLabel(fs.readFileSync(file, 'utf8'));
  labelCache.set(file, { mtimeMs, facts });
  return facts;
}

/**
 * Whether a page's label facts (title, tag) changed since a sidebar last read them. False for a page no sidebar
 * read: nothing shows its title.
 */
export function pageLabelChanged(file: string): boolean {
  const hit = labelCache.get(file);
  if (!hit) return false;
  let facts: PageLabelFacts;
  try {
    facts = readPageLabel(fs.readFileSync(file, 'utf8'));
  } catch {
    return true;
  }
  labelCache.delete(file);
  return JSON.stringify(facts) !== JSON.stringify(hit.facts);
}

/** Read the navigation files of every language root (and version). */
export function readFileNavigation(options: NavigationOptions): FileNavigation {
  const { routeOptions } = options;
  const out: FileNavigation = { sidebars: {}, navs: {}, navless: [], files: [], problems: [] };
  // An untranslated page stands where its translation would be: an entry naming that file names it.
  const byFile = new Map(options.pages.map((p) => [p.untranslated ? path.join(options.contentRoot, p.relativePath) : p.file, p]));
  const routes = new Set(options.pages.map((p) => routeLookupKey(p.routePath)));
  for (const version of routeOptions.versions.length ? routeOptions.versions : [routeOptions.defaultVersion]) {
    for (const lang of routeOptions.langs) {
      const root = path.join(options.contentRoot, ...(routeOptions.versions.length ? [version] : []), lang);
      const fallbackRoot = options.untranslatedFrom && lang !== options.untranslatedFrom ? path.join(path.dirname(root), options.untranslatedFrom) : null;
      if (!isDirectory(root) && !(fallbackRoot && isDirectory(fallbackRoot))) continue;
      const defaultRoot = lang !== routeOptions.defaultLang ? path.join(path.dirname(root), routeOptions.defaultLang) : null;
      const sidebar = options.read.sidebar && (!options.read.sidebarLangs || options.read.sidebarLangs.includes(lang));
      const nav = options.read.nav && (!options.read.navLangs || options.read.navLangs.includes(lang));
      const own = { ...options, read: { ...options.read, sidebar, nav } };
      const reader = new RootReader(root, { lang, version }, own, byFile, routes, out, fallbackRoot, defaultRoot);
      const key = navigationKey(lang, version);
      const result = reader.read();
      if (sidebar) out.sidebars[key] = result.sidebars;
      if (nav && result.nav) out.navs[key] = result.nav;
      else if (nav) out.navless.push(key);
    }
  }
  return out;
}

type Entry = { value: unknown; line: number };
type Listing = { entries: Entry[]; metaFile: string | null };

/** One language root's reading: its sidebars and navbar, with problems pushed to the shared result. */
class RootReader {
  private prefix: (link: string) => string;
  /** Each file is read and reported once, however it is reached. */
  private lists = new Map<string, Entry[] | null>();

  constructor(
    private root: string,
    where: { lang: string; version: string },
    private options: NavigationOptions,
    private byFile: Map<string, ScannedPage>,
    private routes: Set<string>,
    private out: FileNavigation,
    /** The default language's root, whose folders this one's are listed with (untranslated pages), or null. */
    private fallbackRoot: string | null = null,
    /** The default language's root, whose `_meta.json` orders this one's folders that have none, or null. */
    private defaultRoot: string | null = null,
  ) {
    // Links in these files are written without the language (and version) prefix: Rspress adds it.
    this.prefix = (link) => joinRoutePath({ ...where, rest: link.startsWith('/') ? link : `/${link}` }, options.routeOptions);
  }

  read(): { sidebars: Record<string, SidebarItem[]>; nav?: NavItem[] } {
    const navFile = path.join(this.root, NAV_FILE);
    const metaFile = path.join(this.root, META_FILE);
    let rootMeta = fs.existsSync(metaFile) ? this.readList(metaFile) : null;
    let nav: NavItem[] | undefined;
    let byFolder = fs.existsSync(navFile);
    const readNav = this.options.read.nav;
    if (rootMeta && looksLikeNav(rootMeta)) {
      // Rspress 1 kept the navbar in the root's _meta.json; Rspress 2 renamed it _nav.json.
      if (!byFolder && readNav) {
        nav = this.navItems(rootMeta, metaFile);
        this.problem(metaFile, 1, 'ignored', `this list is read as the navbar (as Rspress 1 did); Rspress 2 names it ${NAV_FILE}: rename the file to keep it working there too`);
      }
      rootMeta = null;
      byFolder = true;
    }
    // A language whose config lists its nav does not read its _nav.json (site-navigation.ts warns about it).
    if (readNav && fs.existsSync(navFile)) {
      const list = this.readList(navFile);
      if (list) nav = this.navItems(list, navFile);
    }
    if (!this.options.read.sidebar) return { sidebars: {}, nav };
    if (rootMeta || !byFolder) return { sidebars: { '/': this.group(this.root, {}, { indexAsItem: true, isRoot: true })?.items ?? [] }, nav };
    const sidebars: Record<string, SidebarItem[]> = {};
    for (const folder of this.folders(this.root)) {
      const items = this.group(path.join(this.root, folder), {}, { indexAsItem: true, isRoot: true })?.items ?? [];
      if (items.length) sidebars[`/${folder}/`] = items;
    }
    return { sidebars, nav };
  }

  private problem(file: string, line: number | undefined, kind: NavigationProblem['kind'], message: string) {
    this.out.problems.push({ file: path.relative(this.options.projectRoot, file).split(path.sep).join('/'), ...(line ? { line } : {}), kind, message });
  }

  /** A navigation file's list, or null (with its problem noted) when it is no JSON list. */
  private readList(file: string): Entry[] | null {
    if (this.lists.has(file)) return this.lists.get(file)!;
    const list = this.parseList(file);
    this.lists.set(file, list);
    return list;
  }

  private parseList(file: string): Entry[] | null {
    this.out.files.push(file);
    const parsed = parseJsonList(fs.readFileSync(file, 'utf8'));
    if (parsed.ok) return parsed.items;
    this.out.problems.push({
      file: path.relative(this.options.projectRoot, file).split(path.sep).join('/'),
      line: parsed.line,
      column: parsed.column,
      kind: 'error',
      message: `${parsed.message}; ${path.basename(file)} holds a JSON list such as ${path.basename(file) === NAV_FILE ? '[{ "text": "Guide", "link": "/guide/" }]' : '["intro", { "type": "dir", "name": "advanced" }]'}`,
    });
    return null;
  }

  // ------------------------------------------------------------------------------------------------------------
  // Navbar

  private navItems(list: Entry[], file: string): NavItem[] {
    const items: NavItem[] = [];
    for (const { value, line } of list) {
      const item = this.navItem(value, file, line);
      if (item) items.push(item);
    }
    return items;
  }

  private navItem(value: unknown, file: string, line: number): NavItem | null {
    if (!isRecord(value) || typeof value.text !== 'string' || (typeof value.link !== 'string' && !Array.isArray(value.items))) {
      this.problem(file, line, 'error', 'a navbar entry is { "text": "…", "link": "/path/" } or { "text": "…", "items": [ … ] }');
      return null;
    }
    const item: NavItem = { text: value.text };
    if (typeof value.link === 'string') {
      if (isExternalUrl(value.link)) item.link = value.link;
      else {
        item.link = this.prefix(value.link);
        if (!this.isPage(item.link)) {
          this.problem(file, line, 'dead', `the entry "${value.text}" links to "${value.link}" (${item.link}), which is no page: fix the link or add the page`);
          if (!Array.isArray(value.items)) return null;
          delete item.link;
        }
      }
    }
    if (typeof value.activeMatch === 'string') item.activeMatch = value.activeMatch;
    if (typeof value.tag === 'string') item.tag = value.tag;
    if (value.position === 'left' || value.position === 'right') item.position = value.position;
    if (Array.isArray(value.items)) {
      item.items = value.items.flatMap((child) => this.navItem(child, file, line) ?? []);
      if (!item.items.length && !item.link) return null;
    }
    return item;
  }

  // ------------------------------------------------------------------------------------------------------------
  // Sidebars

  /** A folder's entries: its `_meta.json`, or its pages and folders (`index` first, then by name). */
  private listing(dir: string): Listing {
    const metaFile = path.join(dir, META_FILE);
    if (fs.existsSync(metaFile)) return { entries: this.readList(metaFile) ?? [], metaFile };
    const names = this.readFolder(dir);
    const folders = new Set(names.filter((d) => d.isDirectory()).map((d) => d.name));
    const entries: Entry[] = [];
    const sorted = names.map((d) => d.name).sort(byListedOrder(this.defaultOrder(dir)));
    for (const name of sorted) {
      if (folders.has(name)) {
        if (this.routedFolder(dir, name)) entries.push({ value: { type: 'dir', name }, line: 0 });
      } else if (isPageFile(name) && !folders.has(stem(name))) {
        // A page named like a folder heads that folder's group instead.
        entries.push({ value: name, line: 0 });
      }
    }
    return { entries, metaFile: null };
  }

  /**
   * Where the default language's `_meta.json` for the same folder puts each name it lists (file or folder, without
   * extension): a translation without a `_meta.json` of its own keeps the original's order. Empty when there is
   * none, or it cannot be read (its own reader reports that).
   */
  private defaultOrder(dir: string): Map<string, number> {
    const order = new Map<string, number>();
    if (!this.defaultRoot) return order;
    const metaFile = path.join(this.defaultRoot, path.relative(this.root, dir), META_FILE);
    if (!fs.existsSync(metaFile)) return order;
    const parsed = parseJsonList(fs.readFileSync(metaFile, 'utf8'));
    if (!parsed.ok) return order;
    for (const { value } of parsed.items) {
      const name = typeof value === 'string' ? value : isRecord(value) && typeof value.name === 'string' ? value.name : undefined;
      if (name && !order.has(stem(name))) order.set(stem(name), order.size);
    }
    return order;
  }

  /** The routable top-level folders of a language root, in name order. */
  private folders(dir: string): string[] {
    return this.readFolder(dir)
      .filter((d) => d.isDirectory() && this.routedFolder(dir, d.name))
      .map((d) => d.name)
      .sort((a, b) => a.localeCompare(b));
  }

  /** The default language's copy of a folder of this root (untranslated pages), or null. */
  private fallbackOf(dir: string): string | null {
    return this.fallbackRoot ? path.join(this.fallbackRoot, path.relative(this.root, dir)) : null;
  }

  private isFolder(dir: string): boolean {
    const fallback = this.fallbackOf(dir);
    return isDirectory(dir) || (!!fallback && isDirectory(fallback));
  }

  /**
   * A folder's entries; with untranslated pages, also its default-language copy's folders and the pages of it that
   * stand here untranslated (each name once).
   */
  private readFolder(dir: string): Array<{ name: string; isDirectory(): boolean }> {
    const own = isDirectory(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : [];
    const fallback = this.fallbackOf(dir);
    if (!fallback || !isDirectory(fallback)) return own;
    const names = new Set(own.map((d) => d.name));
    const more = fs
      .readdirSync(fallback, { withFileTypes: true })
      .filter((d) => !names.has(d.name) && (d.isDirectory() || (isPageFile(d.name) && typeof this.pageAt(path.join(dir, d.name)) === 'object')));
    return [...own, ...more];
  }

  private routedFolder(dir: string, name: string): boolean {
    if (name === 'node_modules' || name === 'public') return false;
    const rel = path.relative(this.options.contentRoot, path.join(dir, name, 'x.md')).split(path.sep).join('/');
    return !isExcluded(rel, this.options.excludeFolders);
  }

  /** The routable page at `base` (a path with or without `.md`/`.mdx`); 'excluded' when the file is there unrouted. */
  private pageAt(base: string): ScannedPage | 'excluded' | undefined {
    const candidates = isPageFile(base) ? [base] : PAGE_EXTENSIONS.map((ext) => base + ext);
    for (const file of candidates) {
      const page = this.byFile.get(file);
      if (page) return page;
      if (fs.existsSync(file) && fs.statSync(file).isFile()) return 'excluded';
    }
    return undefined;
  }

  private isPage(link: string): boolean {
    return this.routes.has(routeLookupKey(splitHash(link).path));
  }

  private label(page: ScannedPage): PageLabelFacts {
    return (this.options.label ?? cachedPageLabel)(sourceFileOf(page));
  }

  /**
   * A folder as a sidebar group. Its heading links to the page named like the folder (`api.md` beside `api/`),
   * else to its `index` page unless its `_meta.json` lists that page as an entry; `indexAsItem` keeps the index
   * page among the entries all the same (a section header and a whole sidebar have no heading to click).
   */
  private group(dir: string, meta: DirFields, { indexAsItem, isRoot }: { indexAsItem: boolean; isRoot?: boolean }): SidebarGroup | null {
    const { entries, metaFile } = this.listing(dir);
    const namesIndex = (e: Entry) => {
      const name = typeof e.value === 'string' ? e.value : isRecord(e.value) && e.value.type === 'file' ? e.value.name : undefined;
      return typeof name === 'string' && stem(name) === 'index' && !name.includes('/');
    };
    const sameName = isRoot ? undefined : this.pageAt(dir);
    let head: ScannedPage | undefined;
    let listed = entries;
    if (sameName && sameName !== 'excluded') head = sameName;
    else if (!(metaFile && entries.some(namesIndex))) {
      const index = this.pageAt(path.join(dir, 'index'));
      if (index && index !== 'excluded') {
        head = index;
        if (!indexAsItem) listed = entries.filter((e) => !namesIndex(e));
      }
    }
    const items = listed.flatMap((e) => this.entry(e, dir, metaFile));
    const facts = head ? this.label(head) : {};
    if (!items.length && !head) return null;
    return clean({
      text: meta.label ?? facts.title ?? path.basename(dir),
      items,
      link: head?.routePath,
      collapsed: meta.collapsed,
      collapsible: meta.collapsible,
      tag: meta.tag ?? facts.tag,
      overviewHeaders: meta.overviewHeaders ?? facts.overviewHeaders,
      context: meta.context ?? facts.context,
    }) as SidebarGroup;
  }

  /** The sidebar items of one entry of a folder's listing (a section header's folder gives several). */
  private entry({ value, line }: Entry, dir: string, metaFile: string | null): SidebarItem[] {
    const file = metaFile ?? path.join(dir, META_FILE);
    const at = metaFile ? line : undefined;
    const error = (message: string): SidebarItem[] => (this.problem(file, at, 'error', message), []);
    if (typeof value === 'string') return this.fileOrFolder(value, {}, dir, file, at);
    if (!isRecord(value)) return error(`an entry is a file name ("intro") or an object with a "type" (${META_TYPES.join(', ')}); found ${JSON.stringify(value)}`);
    const fields = this.fields(value, file, at);
    if (!fields) return [];
    switch (value.type) {
      case 'file':
      case 'dir':
      case 'dir-section-header': {
        if (typeof value.name !== 'string' || !value.name) return error(`a "${value.type}" entry needs a "name": the ${value.type === 'file' ? 'file' : 'folder'}'s name in ${path.relative(this.options.contentRoot, dir) || '.'}`);
        if (value.type === 'file') return this.fileOrFolder(value.name, fields, dir, file, at, 'file');
        const folder = path.join(dir, value.name);
        if (!this.isFolder(folder)) {
          this.problem(file, at, 'dead', `the entry "${value.name}" names no folder: expected ${this.relative(folder)}/; fix the name or remove the entry`);
          return [];
        }
        if (!this.routedFolder(dir, value.name)) return [];
        if (value.type === 'dir') {
          const group = this.group(folder, fields, { indexAsItem: false });
          return group ? [group] : [];
        }
        const group = this.group(folder, fields, { indexAsItem: true });
        if (!group?.items.length) return [];
        return [clean({ type: 'section-header', text: fields.label ?? group.text, tag: fields.tag }) as SidebarItem, ...group.items];
      }
      case 'section-header':
        if (typeof value.label !== 'string') return error('a "section-header" entry needs a "label": the text it shows');
        return [clean({ type: 'section-header', text: value.label, tag: fields.tag }) as SidebarItem];
      case 'divider':
        return [{ type: 'divider', dashed: value.dashed === true }];
      case 'custom-link': {
        const item = this.customLink(value, fields, file, at);
        return item ? [item] : [];
      }
      default:
        return error(
          value.type === undefined
            ? `this entry has no "type": add one of ${META_TYPES.map((t) => `"${t}"`).join(', ')}, or write a file name as a plain string`
            : `unknown entry type ${JSON.stringify(value.type)}: expected one of ${META_TYPES.map((t) => `"${t}"`).join(', ')}`,
        );
    }
  }

  /** A page entry: a file named with or without its extension (a plain string may also name a folder). */
  private fileOrFolder(name: string, fields: DirFields, dir: string, file: string, line: number | undefined, type?: 'file'): SidebarItem[] {
    const base = path.join(dir, name);
    const page = this.pageAt(base);
    if (page === 'excluded') return [];
    if (page) {
      const facts = this.label(page);
      return [clean({ text: fields.label ?? facts.title ?? stem(path.basename(sourceFileOf(page))), link: page.routePath, tag: facts.tag ?? fields.tag, overviewHeaders: facts.overviewHeaders ?? fields.overviewHeaders, context: facts.context ?? fields.context }) as SidebarItem];
    }
    if (!type && this.isFolder(base)) {
      if (!this.routedFolder(dir, name)) return [];
      const group = this.group(base, fields, { indexAsItem: false });
      return group ? [group] : [];
    }
    const expected = isPageFile(name) ? this.relative(base) : `${this.relative(base)}.md or .mdx`;
    this.problem(file, line, 'dead', `the entry "${name}" names no page: expected ${expected}; fix the name or remove the entry`);
    return [];
  }

  private customLink(value: Record<string, unknown>, fields: DirFields, file: string, line: number | undefined): SidebarItem | null {
    const text = fields.label ?? (typeof value.link === 'string' ? value.link : undefined);
    let link: string | undefined;
    if (typeof value.link === 'string') {
      link = isExternalUrl(value.link) ? value.link : this.prefix(value.link);
      if (!isExternalUrl(value.link) && !this.isPage(link)) {
        this.problem(file, line, 'dead', `the custom link "${text}" goes to "${value.link}" (${link}), which is no page: fix the link or remove the entry`);
        link = undefined;
      }
    }
    if (Array.isArray(value.items) && value.items.length) {
      // Nested entries are custom links whatever their "type" says.
      const items = value.items.flatMap((child) => {
        if (!isRecord(child)) return (this.problem(file, line, 'error', 'a custom link\'s "items" are objects { "label", "link" }'), []);
        const childFields = this.fields(child, file, line);
        const item = childFields && this.customLink(child, childFields, file, line);
        return item ? [item] : [];
      });
      if (text === undefined) return (this.problem(file, line, 'error', 'a "custom-link" entry needs a "label"'), null);
      return clean({ text, items, link, collapsed: fields.collapsed, collapsible: fields.collapsible, tag: fields.tag, overviewHeaders: fields.overviewHeaders, context: fields.context }) as SidebarItem;
    }
    if (typeof value.link !== 'string') return (this.problem(file, line, 'error', 'a "custom-link" entry needs a "link" (a path such as "/guide/" or a URL) or "items"'), null);
    if (!link) return null;
    return clean({ text: text ?? link, link, tag: fields.tag, overviewHeaders: fields.overviewHeaders, context: fields.context }) as SidebarItem;
  }

  /** The shared optional fields of an entry, checked; null (with the problem noted) when one has the wrong type. */
  private fields(value: Record<string, unknown>, file: string, line: number | undefined): DirFields | null {
    const wrong: string[] = [];
    const str = (key: string) => (value[key] === undefined ? undefined : typeof value[key] === 'string' ? (value[key] as string) : (wrong.push(`"${key}" must be a string`), undefined));
    const bool = (key: string) => (value[key] === undefined ? undefined : typeof value[key] === 'boolean' ? (value[key] as boolean) : (wrong.push(`"${key}" must be true or false`), undefined));
    const fields: DirFields = { label: str('label'), tag: str('tag'), context: str('context'), collapsed: bool('collapsed'), collapsible: bool('collapsible') };
    if (value.overviewHeaders !== undefined) {
      if (Array.isArray(value.overviewHeaders) && value.overviewHeaders.every((n) => typeof n === 'number')) fields.overviewHeaders = value.overviewHeaders as number[];
      else wrong.push('"overviewHeaders" must be a list of heading depths such as [2, 3]');
    }
    if (wrong.length) {
      this.problem(file, line, 'error', wrong.join('; '));
      return null;
    }
    if (value.icon !== undefined) this.problem(file, line, 'ignored', '"icon" has no effect on this theme\'s sidebar (the entry is shown without it)');
    return fields;
  }

  private relative(file: string): string {
    return path.relative(this.options.projectRoot, file).split(path.sep).join('/');
  }
}

interface DirFields {
  label?: string;
  tag?: string;
  context?: string;
  collapsed?: boolean;
  collapsible?: boolean;
  overviewHeaders?: number[];
}

/** Rspress 1's navbar in the root `_meta.json`: entries with `text` or `activeMatch` (a sidebar's use `label`). */
function looksLikeNav(entries: Entry[]): boolean {
  return entries.some(({ value }) => isRecord(value) && value.type !== 'custom-link' && ('text' in value || 'activeMatch' in value));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isDirectory(dir: string): boolean {
  try {
    return fs.statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

function isPageFile(name: string): boolean {
  return PAGE_EXTENSIONS.some((ext) => name.endsWith(ext));
}

/**
 * How a folder without `_meta.json` orders its names: those `order` lists (the default language's `_meta.json`)
 * in its order, then the rest: `index` first, then by name.
 */
function byListedOrder(order: Map<string, number>): (a: string, b: string) => number {
  const rank = (name: string) => order.get(stem(name)) ?? (stem(name) === 'index' ? -1 : order.size);
  return (a, b) => rank(a) - rank(b) || a.localeCompare(b);
}

/** A file name without its page extension. */
function stem(name: string): string {
  const ext = PAGE_EXTENSIONS.find((e) => name.endsWith(e));
  return ext ? name.slice(0, -ext.length) : name;
}

/** The object without its undefined fields: generated entries hash and compare as written ones do. */
function clean<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
