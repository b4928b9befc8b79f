/**
 * `llms-full.txt`: every page's Markdown in one file per language, in the order a reader meets the pages (the nav's
 * sections, each in its sidebar's order, then the pages no sidebar lists), next to `llms.txt`: the default language's
 * at the root, another's under its prefix (`zh/llms-full.txt`). The pages are the `.md` copies the build wrote, read
 * back, so both say the same.
 */
import fs from 'node:fs';
import type { NavItem, SidebarItem } from '../../config/types';
import { normalizeRoutePath, withBase } from '../../lib/url';
import type { SectionData } from '../../runtime/server';
import type { ClientSiteData } from '../../runtime/types';
import { hashOf } from '../cache/build-cache';
import type { OutputWriter } from './out-dir';
import { markdownFileFor, type ListedPage } from './outputs';

/** Where a language's `llms-full.txt` goes. */
export function llmsFullFile(lang: string, site: Pick<ClientSiteData, 'lang'>): string {
  return lang === site.lang ? 'llms-full.txt' : `${lang}/llms-full.txt`;
}

function* links(items: SidebarItem[]): Generator<string> {
  for (const item of items) {
    if ('link' in item && typeof item.link === 'string') yield item.link;
    if ('items' in item && Array.isArray(item.items)) yield* links(item.items);
  }
}

function* navLinks(items: NavItem[]): Generator<string> {
  for (const item of items) {
    if (item.link) yield item.link;
    if (item.items) yield* navLinks(item.items as NavItem[]);
  }
}

/**
 * The pages of each language in reading order: sections in the order the language's nav first links into them
 * (the home section first, sections the nav never names after the rest, by key); within a section, its sidebars'
 * order, then the pages they do not list, by route. Home and 404 pages are left out, as in `llms.txt`.
 */
export function readingOrder(site: ClientSiteData, pages: ListedPage[], sections: Record<string, SectionData>): Map<string, ListedPage[]> {
  const byRoute = new Map(pages.map((p) => [normalizeRoutePath(p.routePath), p]));
  const sectionOf = new Map<string, string>();
  for (const [key, data] of Object.entries(sections)) for (const r of data.routes) sectionOf.set(normalizeRoutePath(r.path), key);
  const out = new Map<string, ListedPage[]>();
  for (const locale of site.locales) {
    const keys = Object.keys(sections).filter((k) => k.split('|')[0] === locale.lang);
    const rank = new Map<string, number>();
    for (const link of navLinks(locale.nav)) {
      const key = sectionOf.get(normalizeRoutePath(link));
      if (key && !rank.has(key)) rank.set(key, rank.size);
    }
    const isHome = (k: string) => (k.split('|')[2] ?? '') === '';
    keys.sort((a, b) => Number(isHome(b)) - Number(isHome(a)) || (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity) || a.localeCompare(b));
    const list: ListedPage[] = [];
    const seen = new Set<string>();
    const take = (route: string, key: string) => {
      const r = normalizeRoutePath(route);
      const page = byRoute.get(r);
      if (!page || seen.has(r) || sectionOf.get(r) !== key || page.pageType === 'home' || page.pageType === '404') return;
      seen.add(r);
      list.push(page);
    };
    for (const key of keys) {
      const data = sections[key]!;
      for (const items of Object.values(data.sidebars)) for (const link of links(items)) take(link, key);
      for (const r of [...data.routes].sort((a, b) => a.path.localeCompare(b.path))) take(r.path, key);
    }
    if (list.length) out.set(locale.lang, list);
  }
  return out;
}

/** The file's opening: a heading for the site and its description. */
function llmsFullHead(site: ClientSiteData, lang: string): string {
  const locale = site.locales.find((l) => l.lang === lang);
  return [`# ${locale?.title ?? site.title}`, '', `> ${locale?.description ?? site.description}`, ''].join('\n');
}

/** A page's part of the file: a line naming its `.md` URL, then its Markdown. */
function llmsFullPiece(site: ClientSiteData, page: ListedPage, markdown: string): string {
  return `---\n\nSource: ${withBase(`/${markdownFileFor(page.routePath)}`, site.base)}\n\n${markdown.trim()}\n`;
}

const NEWLINE = Buffer.from('\n');

/**
 * Where each part of the file lies in the last build's file, by id, when it is still there as that build left it
 * and its length is what its parts add up to (else none: every part is made again). The file stays open (`fd`) until
 * `close`: the new file replaces it by name, and the kept parts are read from the old one as the new one is written.
 */
class LastParts {
  private readonly at = new Map<string, [offset: number, bytes: number]>();
  private fd: number | null = null;

  constructor(out: OutputWriter, file: string) {
    const parts = out.asLeft(file)?.parts;
    if (!parts?.length) return;
    // The opening, then each page's part after a newline.
    const [[, headBytes], ...pieces] = parts as [[string, number], ...Array<[string, number]>];
    const fd = out.open(file);
    if (fs.fstatSync(fd).size !== pieces.reduce((sum, [, n]) => sum + n + 1, headBytes)) {
      fs.closeSync(fd);
      return;
    }
    this.fd = fd;
    let offset = headBytes + 1;
    for (const [id, n] of pieces) {
      this.at.set(id, [offset, n]);
      offset += n + 1;
    }
  }

  /** Where the part `id` lies in the last build's file; undefined when it has none. */
  place(id: string): [offset: number, bytes: number] | undefined {
    return this.fd === null ? undefined : this.at.get(id);
  }

  /**
   * `bytes` of the last build's file from `offset`, read now, in reads of at most `LAST_READ` bytes; undefined when
   * the file is shorter than recorded (then made again). One read for a run of kept parts, not one per page.
   */
  *readRange(offset: number, bytes: number): Generator<Buffer> {
    for (let at = offset; at < offset + bytes; ) {
      const chunk = Buffer.allocUnsafe(Math.min(LAST_READ, offset + bytes - at));
      for (let got = 0; got < chunk.length; ) {
        const n = fs.readSync(this.fd!, chunk, got, chunk.length - got, at + got);
        if (!n) throw new Error("rsdocs: the last build's llms-full.txt was cut short while it was read: build again");
        got += n;
      }
      at += chunk.length;
      yield chunk;
    }
  }

  close(): void {
    if (this.fd !== null) fs.closeSync(this.fd);
    this.fd = null;
  }
}

/**
 * Writes each language's `llms-full.txt` once the pages' `.md` copies are on disk, a part at a time (never the whole
 * file in memory: `OutputWriter.writePieces`). Its id is made of the pages' order and their copies' ids: an
 * incremental build where neither changed reads nothing and writes nothing. When some changed, the parts of the pages
 * that did not are read from the last build's file, and only the changed pages' copies are read: an edit of one page
 * of thousands reads two files, not thousands.
 */
export async function writeLlmsFull(
  out: OutputWriter,
  site: ClientSiteData,
  pages: ListedPage[],
  sections: Record<string, SectionData>,
  /** What identifies a page's `.md` copy (its `ListedPage.markdownId` in a build); unknown, the file is written whole. */
  markdownIdOf: (page: ListedPage) => string | undefined,
): Promise<void> {
  await out.settled();
  for (const [lang, list] of readingOrder(site, pages, sections)) {
    const file = llmsFullFile(lang, site);
    const head = Buffer.from(llmsFullHead(site, lang));
    const pieceOf = (page: ListedPage) => Buffer.from(llmsFullPiece(site, page, out.read(markdownFileFor(page.routePath))));
    const ids = list.map((p) => markdownIdOf(p));
    if (!ids.every(Boolean)) {
      out.writePieces(file, withNewlines(head, lazyMap(list, pieceOf)));
      continue;
    }
    const id = hashOf('llms-full', site.title, site.description, site.base, ...list.map((p, i) => `${p.routePath}\0${ids[i]}`));
    if (out.unchanged(file, id)) continue;
    // A part's id: what it is made of (the page's route and base name its URL; its copy's id, its Markdown).
    const partIds = list.map((p, i) => hashOf('llms-full-part', site.base, p.routePath, ids[i]!));
    const last = new LastParts(out, file);
    const parts: Array<[string, number]> = [[hashOf('llms-full-head', head.toString()), head.length]];
    try {
      out.writePieces(file, keptOrMade(head, list, partIds, last, pieceOf, parts), id, parts);
    } finally {
      last.close();
    }
  }
}

/** The last build's file is read this many bytes at a time for the runs of parts it keeps. */
const LAST_READ = 1 << 20;

/**
 * The file's bytes: the opening, then each page's part after a newline, a kept part taken from the last build's file
 * (`last`) and any other made (`pieceOf`). Runs of kept parts that lie one after the other there (an edit keeps all
 * but one) are read as one range, newlines included. Each part is listed in `parts` as it is taken.
 */
function* keptOrMade(
  head: Buffer,
  list: ListedPage[],
  partIds: string[],
  last: LastParts,
  pieceOf: (page: ListedPage) => Buffer,
  parts: Array<[string, number]>,
): Generator<Buffer> {
  yield head;
  // The run of kept parts not yet read: from the newline before its first part to the end of its last.
  let run: { from: number; to: number } | null = null;
  for (const [i, page] of list.entries()) {
    const place = last.place(partIds[i]!);
    if (place && run && place[0] === run.to + 1) {
      run.to = place[0] + place[1];
    } else {
      if (run) yield* last.readRange(run.from, run.to - run.from);
      run = place ? { from: place[0] - 1, to: place[0] + place[1] } : null;
    }
    if (place) {
      parts.push([partIds[i]!, place[1]]);
      continue;
    }
    const piece = pieceOf(page);
    parts.push([partIds[i]!, piece.length]);
    yield NEWLINE;
    yield piece;
  }
  if (run) yield* last.readRange(run.from, run.to - run.from);
}

function* lazyMap<T, U>(items: T[], f: (item: T, i: number) => U): Generator<U> {
  for (const [i, item] of items.entries()) yield f(item, i);
}

/** The opening, then each piece after a newline; the pieces are made as they are taken (`pieces` is lazy). */
function* withNewlines(head: Buffer, pieces: Iterable<Buffer>): Generator<Buffer> {
  yield head;
  for (const piece of pieces) {
    yield NEWLINE;
    yield piece;
  }
}
