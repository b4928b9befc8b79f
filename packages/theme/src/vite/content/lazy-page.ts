import type { SpillFile, Spilled } from '../cache/spill';
import type { CompiledPage } from '../markdown/compile';

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

type Head = Omit<CompiledPage, LazyField>;

// The class carries every field of a compiled page: the head's are copied onto each instance.
export interface LazyPage extends Head {}

/**
 * A compiled page whose body and text may wait elsewhere until asked for: in the build cache's page body (read when
 * first asked, kept until one of the fields is set) or in the build's spill file (read each time, never kept). A
 * value set replaces what waited. The four fields are accessors of this class, not of each page: an object given
 * accessors of its own after it was made is kept by V8 in slow (dictionary) mode, and each accessor took two
 * closures (~1.4 KB a page in all, on the bench corpus).
 */
export class LazyPage {
  /** Whether the page ships as a content tree, known without reading its body. */
  readonly hasContent: boolean;
  /** Fields set or not moved anywhere. */
  #values: Partial<Record<LazyField, string | undefined>> | null;
  #spill: SpillFile | null = null;
  #spilled: Partial<Record<LazyField, Spilled>> | null = null;
  /** A cached page's body: how to read it, and what was read while nothing was set. */
  #readBody: (() => PageBody) | null = null;
  #body: PageBody | undefined;

  private constructor(head: Head, values: Partial<Record<LazyField, string | undefined>> | null, hasContent: boolean) {
    Object.assign(this, head);
    this.#values = values;
    this.hasContent = hasContent;
  }

  /** A freshly compiled page: its four fields held as they are until `spillTo`. */
  static of(page: CompiledPage): LazyPage {
    if (page instanceof LazyPage) return page;
    const { content, markdown, code, text, ...head } = page;
    return new LazyPage(head, { content, markdown, code, text }, content !== undefined);
  }

  /** A page from the build cache: its head now, its body (and its text, unless the head has it) from `readBody` when first asked. */
  static cached(head: Head & { text?: string }, hasContent: boolean, readBody: () => PageBody): LazyPage {
    const { text, ...rest } = head;
    const values = text === undefined ? {} : { text };
    const page = new LazyPage(rest, hasContent ? values : { ...values, content: undefined }, hasContent);
    page.#readBody = readBody;
    return page;
  }

  /** Moves the `fields` this page holds (not those set to nothing) into `spill`: from now on read from there. */
  spillTo(spill: SpillFile, fields: readonly LazyField[] = LAZY_FIELDS): void {
    if (!this.#values) return;
    const kept: Partial<Record<LazyField, string | undefined>> = {};
    for (const [name, value] of Object.entries(this.#values) as Array<[LazyField, string | undefined]>) {
      if (value && fields.includes(name)) (this.#spilled ??= {})[name] = spill.write(value);
      else kept[name] = value;
    }
    this.#spill = spill;
    this.#values = Object.keys(kept).length ? kept : null;
  }

  #get(name: LazyField): string | undefined {
    if (this.#values && name in this.#values) return this.#values[name];
    const at = this.#spilled?.[name];
    if (at) return this.#spill!.read(at);
    if (this.#readBody) {
      const body = (this.#body ??= this.#readBody());
      return name === 'code' ? (body.code ?? '') : body[name];
    }
    return undefined;
  }

  #set(name: LazyField, value: string | undefined): void {
    (this.#values ??= {})[name] = value;
    if (this.#spilled?.[name]) this.#spilled[name] = undefined;
    this.#body = undefined; // a large build sets the fields once the page is written: its body is not needed again
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
