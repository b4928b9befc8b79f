import fs from 'node:fs';
import path from 'node:path';
import type { SearchHit } from '@rsdocs/search';
import { DocsInputError } from './errors';
import { findHeading, headingsOf, sectionOf } from './markdown';
import { DiskIndexes } from './search';
import { buildStamp, loadBuiltSite, routeKey, type BuiltSite, type PageEntry, type SidebarItem } from './site';

export interface DocHit {
  title: string;
  route: string;
  /** The section's heading path below the page title (`dts.bundle`), '' for the page's opening. */
  heading: string;
  /** The heading's id, to pass to `read_page` or append to the route as `#anchor`. */
  anchor?: string;
  snippet: string;
  language: string;
}

export interface PageText {
  route: string;
  title: string;
  language: string;
  heading?: string;
  markdown: string;
}

export interface ListedPage {
  title: string;
  route: string;
  /** The sidebar groups above it, outermost first. */
  groups: string[];
}

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 50;

const list = (xs: string[]) => xs.map((x) => `"${x}"`).join(', ');

/**
 * The three questions an assistant asks of a built site, answered from the files the build wrote. The site is read
 * on first use and again when it has been built since (its search pointers changed).
 */
export class Docs {
  private site: BuiltSite | undefined;
  private indexes: DiskIndexes | undefined;

  constructor(readonly dir: string) {}

  /** The site as built now; a `DocsInputError` when there is none. */
  current(): BuiltSite {
    if (!this.site || buildStamp(this.site.dir) !== this.site.stamp) {
      this.site = loadBuiltSite(this.dir);
      this.indexes = new DiskIndexes(this.site.indexRoots);
    }
    return this.site;
  }

  private language(site: BuiltSite, language: string | undefined): string | undefined {
    if (language === undefined || language.trim() === '') return undefined;
    const lang = site.languages.find((l) => l.toLowerCase() === language.trim().toLowerCase());
    if (!lang) throw new DocsInputError(`The site has no language "${language}".`, `Use one of ${list(site.languages)}, or leave language out for ${JSON.stringify(site.defaultLanguage)}.`);
    return lang;
  }

  private version(site: BuiltSite, version: string | undefined): string {
    if (version === undefined || version.trim() === '') return site.defaultVersion;
    const v = site.versions.find((x) => x === version.trim());
    if (v === undefined)
      throw new DocsInputError(
        `The site has no version "${version}".`,
        site.versions.filter(Boolean).length ? `Use one of ${list(site.versions.filter(Boolean))}, or leave version out.` : 'This site has no versions: leave version out.',
      );
    return v;
  }

  /**
   * Ranked hits for `query`. Without a language, the default language is searched, then the others in turn until
   * one has hits (a question in Chinese finds the Chinese pages).
   */
  async search(query: string, options: { language?: string; version?: string; limit?: number } = {}): Promise<{ language: string; hits: DocHit[] }> {
    if (!query || !query.trim()) throw new DocsInputError('The query is empty.', 'Pass the words to look for, e.g. {"query": "dts"} or {"query": "模块联邦", "language": "zh"}.');
    const site = this.current();
    const lang = this.language(site, options.language);
    const version = this.version(site, options.version);
    const limit = options.limit === undefined ? DEFAULT_LIMIT : options.limit;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw new DocsInputError(`limit must be a whole number from 1 to ${MAX_LIMIT}, got ${limit}.`, `Leave limit out for ${DEFAULT_LIMIT} hits, or pass a number from 1 to ${MAX_LIMIT}.`);
    const keyOf = (l: string) => `${l}.${version || '~'}`;
    const languages = (lang ? [lang] : site.languages).filter((l) => site.indexRoots.has(keyOf(l)));
    if (!languages.length)
      throw new DocsInputError(
        `The site has no search index for ${lang ?? 'any language'}${version ? ` (version ${version})` : ''}.`,
        'Build the site with its local search on (the default; `search: false` or remote search writes no index), or use list_pages and read_page.',
      );
    for (const l of languages) {
      const hits = await this.indexes!.search(keyOf(l), query.trim(), limit);
      if (hits.length || l === languages[languages.length - 1]) return { language: l, hits: hits.map((h) => toDocHit(h, l)) };
    }
    return { language: languages[0]!, hits: [] };
  }

  /** The page a route, path or URL names (its `#hash` standing for a heading when none is given). */
  private page(site: BuiltSite, input: string): { page: PageEntry; hash: string } {
    const raw = input.trim();
    if (!raw) throw new DocsInputError('The route is empty.', 'Pass a page route such as "/guide/start/quick-start", a URL of the site, or one from search_docs or list_pages.');
    let pathname = raw;
    let hash = '';
    try {
      const url = new URL(raw, 'http://rsdocs.invalid');
      pathname = decodeURIComponent(url.pathname);
      hash = decodeURIComponent(url.hash.slice(1));
    } catch {
      // Not a URL or path the URL parser takes: looked up as typed, and reported below if unknown.
    }
    if (site.base !== '/' && (pathname + '/').startsWith(site.base)) pathname = `/${pathname.slice(site.base.length)}`;
    const page = site.byRoute.get(routeKey(pathname));
    if (!page) {
      const near = nearRoutes(site.pages, routeKey(pathname));
      throw new DocsInputError(
        `No page at "${raw}".`,
        `${near.length ? `Did you mean ${near.join(', ')}? ` : ''}Use list_pages for every route, or search_docs to find a page.`,
      );
    }
    return { page, hash };
  }

  /** A page's Markdown (its `.md` copy), or the section under one of its headings. */
  read(route: string, heading?: string): PageText {
    const site = this.current();
    const { page, hash } = this.page(site, route);
    const file = path.join(site.dir, page.markdownFile);
    if (!fs.existsSync(file))
      throw new DocsInputError(`The build wrote no Markdown copy of ${page.route} (${page.markdownFile}).`, 'Build the site with `llms` on (the default; `llms: false` in site.config turns the copies off).');
    const markdown = fs.readFileSync(file, 'utf8');
    const wanted = heading?.trim() || hash;
    const text: PageText = { route: page.route, title: page.title, language: page.lang, markdown };
    if (!wanted) return text;
    const headings = headingsOf(markdown);
    const found = findHeading(headings, wanted);
    if (!found) {
      const names = headings.filter((h) => h.depth > 1).map((h) => `${h.text} (#${h.id})`);
      throw new DocsInputError(
        `${page.route} has no heading "${wanted}".`,
        names.length ? `Use one of its headings, by text or id: ${names.join('; ')}. Or leave heading out for the whole page.` : 'This page has no headings: leave heading out for the whole page.',
      );
    }
    return { ...text, heading: found.text, markdown: sectionOf(markdown, found, headings) };
  }

  /**
   * The pages of a language in sidebar order, with their groups; pages no sidebar lists (the home page, a blog)
   * follow. `section` narrows it to a first path segment (`guide`), a sidebar key (`/guide/`) or a sidebar group.
   */
  list(options: { language?: string; version?: string; section?: string } = {}): { language: string; pages: ListedPage[] } {
    const site = this.current();
    const lang = this.language(site, options.language) ?? site.defaultLanguage;
    const version = this.version(site, options.version);
    const own = site.pages.filter((p) => p.lang === lang && p.version === version);
    const sidebars = site.sidebars.filter((s) => s.lang === lang && s.version === version);
    const listed: ListedPage[] = [];
    const seen = new Set<string>();
    const walk = (items: SidebarItem[], groups: string[]) => {
      for (const item of items) {
        if (item.link && item.text) {
          const page = site.byRoute.get(routeKey(item.link));
          if (page && !seen.has(page.route)) {
            seen.add(page.route);
            listed.push({ title: item.text, route: page.route, groups });
          }
        }
        if (item.items) walk(item.items, item.text ? [...groups, item.text] : groups);
      }
    };
    for (const s of sidebars) walk(s.items, []);
    for (const p of own) if (!seen.has(p.route)) listed.push({ title: p.title, route: p.route, groups: [] });

    const section = options.section?.trim();
    if (!section) return { language: lang, pages: listed };
    const want = section.toLowerCase().replace(/^\/+|\/+$/g, '');
    const sectionOfRoute = new Map(own.map((p) => [p.route, p.section.toLowerCase()]));
    const narrowed = listed.filter((p) => sectionOfRoute.get(p.route) === want || p.groups.some((g) => g.toLowerCase() === section.toLowerCase()));
    if (!narrowed.length) {
      const segments = [...new Set(own.map((p) => p.section).filter(Boolean))];
      const groups = [...new Set(listed.flatMap((p) => p.groups.slice(0, 1)))];
      throw new DocsInputError(`No section "${section}" in ${lang}.`, `Use a section (${list(segments)}) or a sidebar group (${list(groups)}), or leave section out for every page.`);
    }
    return { language: lang, pages: narrowed };
  }
}

function toDocHit(h: SearchHit, language: string): DocHit {
  return { title: h.title, route: h.routePath, heading: h.headingPath.slice(1).join(' › '), ...(h.anchor ? { anchor: h.anchor } : {}), snippet: h.snippet, language };
}

/** Edit distance of two short strings (route segments). */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

/** Routes close to one that does not exist: the same last segment misspelt (2 edits at most) or contained. */
export function nearRoutes(pages: PageEntry[], key: string): string[] {
  const last = key.split('/').filter(Boolean).pop()?.toLowerCase();
  if (!last) return [];
  const scored = pages
    .map((p) => {
      const seg = routeKey(p.route).split('/').filter(Boolean).pop()?.toLowerCase() ?? '';
      const d = seg === last ? 0 : seg.includes(last) || (seg && last.includes(seg)) ? 1 : distance(seg, last);
      // Same language and folder first.
      const sameFolder = routeKey(p.route).startsWith(key.slice(0, key.lastIndexOf('/') + 1)) ? 0 : 0.5;
      return { route: p.route, score: d + sameFolder };
    })
    .filter((x) => x.score <= 2)
    .sort((a, b) => a.score - b.score);
  return scored.slice(0, 5).map((x) => x.route);
}
