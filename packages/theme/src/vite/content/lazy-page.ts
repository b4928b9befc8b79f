import type { SpillFile } from '../cache/spill';
import type { CompiledPage } from '../markdown/compile';
import type { PageData } from '../../runtime/types';

/** A compiled page's fields that may wait elsewhere: its body (content tree, Markdown, code) and its text. */
export const LAZY_FIELDS = ['content', 'markdown', 'code', 'text'] as const;
export type LazyField = (typeof LAZY_FIELDS)[number];

/** What the build cache keeps of a page apart from its head (see `BuildCache.writeSplit`). */
export interface PageBody {
  content?: string;
  markdown: string;
  code?: string;
  /** The page's text, when its head does not carry it (read by few builds: the search's missing runs, plugins). */
  text?: string;
}

type Head = Omit<CompiledPage, LazyField | 'pageData'>;

// The class carries every field of a compiled page: the head's are copied onto each instance.
export interface LazyPage extends Head {}

/** No value (undefined), as a spilled field's length. */
const ABSENT = -1;

/**
 * Where a page's four fields lie in the spill file: one run of bytes from `at`, the fields in `LAZY_FIELDS` order,
 * each by its byte length (0: the empty string, ABSENT: undefined, neither written). One object of numbers a page,
 * not one object per field and a record of them (~150 B a page less).
 */
class SpilledRun {
  constructor(
    readonly at: number,
    public content: number,
    public markdown: number,
    public code: number,
    public text: number,
  ) {}

  /** Where `name` lies: the run's start plus the bytes of the fields before it. */
  offsetOf(name: LazyField): number {
    let offset = this.at;
    for (const field of LAZY_FIELDS) {
      if (field === name) return offset;
      offset += Math.max(0, this[field]);
    }
    return offset;
  }
}

/**
 * A compiled page whose body, text and data may wait elsewhere until asked for: in the build cache's page body (read
 * when first asked, kept until one of the fields is set) or in the build's spill file (read each time, never kept). A
 * value set replaces what waited. The fields are accessors of this class, not of each page: an object given
 * accessors of its own after it was made is kept by V8 in slow (dictionary) mode, and each accessor took two
 * closures (~1.4 KB a page in all, on the bench corpus).
 *
 * A spilled page's data (`pageData`: toc, frontmatter, title…, ~1.9 KB a page on the bench corpus, in memory for the
 * whole build before) is its JSON in the spill file: each read parses a new copy. Changing a copy changes nothing:
 * set `pageData` to change it (on a spilled page, that appends the new JSON to the spill file).
 */
export class LazyPage {
  /** Whether the page ships as a content tree, known without reading its body. */
  readonly hasContent: boolean;
  /** Fields set or not moved anywhere. */
  #values: Partial<Record<LazyField, string | undefined>> | null;
  #spill: SpillFile | null = null;
  #spilled: SpilledRun | null = null;
  /** The page's data while held (not spilled), else null. */
  #data: PageData | null;
  /** Where a spilled page's data lies in the spill file (its JSON's byte offset and length). */
  #dataAt = ABSENT;
  #dataBytes = 0;
  /** A spilled page's `pageData.lastUpdatedTime`: a translation is compared with its original by it (see `lastUpdatedTimeOf`). */
  #updatedTime: number | undefined;
  /** A cached page's body: how to read it, and what was read while nothing was set. */
  #readBody: (() => PageBody) | null = null;
  #body: PageBody | undefined;

  private constructor(head: Head, data: PageData, values: Partial<Record<LazyField, string | undefined>> | null, hasContent: boolean) {
    Object.assign(this, head);
    this.#data = data;
    this.#values = values;
    this.hasContent = hasContent;
  }

  /** A freshly compiled page: its fields held as they are until `spillTo`. */
  static of(page: CompiledPage): LazyPage {
    if (page instanceof LazyPage) return page;
    const { content, markdown, code, text, pageData, ...head } = page;
    return new LazyPage(head, pageData, { content, markdown, code, text }, content !== undefined);
  }

  /** A page from the build cache: its head now, its body (and its text, unless the head has it) from `readBody` when first asked. */
  static cached(head: Omit<CompiledPage, 'content' | 'markdown' | 'code' | 'text'> & { text?: string }, hasContent: boolean, readBody: () => PageBody): LazyPage {
    const { text, pageData, ...rest } = head;
    const values = text === undefined ? {} : { text };
    const page = new LazyPage(rest, pageData, hasContent ? values : { ...values, content: undefined }, hasContent);
    page.#readBody = readBody;
    return page;
  }

  /**
   * Moves the fields this page holds (its body and text as one run, its data as JSON) into `spill`: from now on
   * they are read from there. A cached page's body stays in the cache (read from there when asked).
   */
  spillTo(spill: SpillFile): void {
    this.#spill = spill;
    if (this.#data) this.#spillData(this.#data);
    const values = this.#values;
    if (!values) return;
    // Written one after the other, the fields lie in one run from where the first of them goes. A field not held
    // (a cached page's body) is not in the run, as an undefined one: it is read from where it is, if anywhere.
    const at = spill.bytes;
    const lengths = LAZY_FIELDS.map((name) => {
      const value = values[name];
      return value === undefined ? ABSENT : value ? spill.write(value).length : 0;
    });
    this.#spilled = new SpilledRun(at, lengths[0]!, lengths[1]!, lengths[2]!, lengths[3]!);
    this.#values = null;
  }

  #spillData(data: PageData): void {
    this.#updatedTime = data.lastUpdatedTime;
    const at = this.#spill!.write(JSON.stringify(data));
    this.#dataAt = at.offset;
    this.#dataBytes = at.length;
    this.#data = null;
  }

  #get(name: LazyField): string | undefined {
    if (this.#values && name in this.#values) return this.#values[name];
    const run = this.#spilled;
    const bytes = run ? run[name] : ABSENT;
    if (bytes > 0) return this.#spill!.read({ offset: run!.offsetOf(name), length: bytes });
    if (bytes === 0) return '';
    // Undefined in the run: a field the page held as undefined (a page without a content tree), or never held (a
    // cached page's body, and its text: read from its body).
    if (this.#readBody) {
      const body = (this.#body ??= this.#readBody());
      return name === 'code' ? (body.code ?? '') : body[name];
    }
    return undefined;
  }

  #set(name: LazyField, value: string | undefined): void {
    this.#body = undefined; // a large build sets the fields once the page is written: its body is not needed again
    // Emptied (a large build, once a page is written): marked in the run, not held in an object a page. Undefined
    // in the run would read a cached page's body: that is held.
    const run = this.#spilled;
    if (run && !(this.#values && name in this.#values) && (value === '' || (value === undefined && !this.#readBody))) {
      run[name] = value === '' ? 0 : ABSENT;
      return;
    }
    (this.#values ??= {})[name] = value;
  }

  /** The page's data: held, or read from the spill file (a new copy each time: set it to change it). */
  get pageData(): PageData {
    return this.#data ?? (JSON.parse(this.#spilledData()) as PageData);
  }
  set pageData(value: PageData) {
    if (this.#spill) this.#spillData(value);
    else this.#data = value;
  }

  /** `pageData.lastUpdatedTime`, without parsing the data when it waits in the spill file. */
  lastUpdatedTime(): number | undefined {
    return this.#data ? this.#data.lastUpdatedTime : this.#updatedTime;
  }

  /** The page's data as JSON (`JSON.stringify(pageData)`), without parsing it when it waits in the spill file. */
  pageDataJson(): string {
    return this.#data ? JSON.stringify(this.#data) : this.#spilledData();
  }

  #spilledData(): string {
    return this.#spill!.read({ offset: this.#dataAt, length: this.#dataBytes });
  }

  get content(): string | undefined {
    return this.#get('content');
  }
  set content(value: string | undefined) {
    this.#set('content', value);
  }
  get markdown(): string {
    return this.#get('markdown') ?? '';
  }
  set markdown(value: string) {
    this.#set('markdown', value);
  }
  get code(): string {
    return this.#get('code') ?? '';
  }
  set code(value: string) {
    this.#set('code', value);
  }
  get text(): string {
    return this.#get('text') ?? '';
  }
  set text(value: string) {
    this.#set('text', value);
  }
}

/** A compiled page's `pageData.lastUpdatedTime`: a spilled page's without reading its data. */
export function lastUpdatedTimeOf(page: CompiledPage): number | undefined {
  return page instanceof LazyPage ? page.lastUpdatedTime() : page.pageData.lastUpdatedTime;
}

/** A compiled page's data as JSON: a spilled page's is read as it was written, not parsed and made again. */
export function pageDataJson(page: CompiledPage): string {
  return page instanceof LazyPage ? page.pageDataJson() : JSON.stringify(page.pageData);
}
