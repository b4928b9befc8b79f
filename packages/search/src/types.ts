/** One heading of a page, as the Markdown pipeline reports it. */
export interface TocItem {
  id: string;
  text: string;
  depth: number;
  /** Offset of the heading in the page's plain-text `content`. */
  charIndex: number;
}

/** A page handed to the index builder. `content` is plain text, never HTML or Markdown. */
export interface SearchDocument {
  id: string;
  title: string;
  content: string;
  toc: TocItem[];
  routePath: string;
  domain?: string;
}

/** A page split at its headings. Section 0 holds the text before the first heading. */
export interface Section {
  /** Heading id (deep link); undefined for section 0. */
  anchor?: string;
  /** Page title, then the h2, then the h3… down to this section. */
  headingPath: string[];
  /** Heading depth (1 for section 0, which the page title heads). */
  depth: number;
  text: string;
}

/** One search result. Match ranges index into `snippet`; nothing here is HTML. */
export interface SearchHit {
  id: string;
  routePath: string;
  anchor?: string;
  title: string;
  headingPath: string[];
  snippet: string;
  matches: Array<{ start: number; end: number }>;
  /** Present only when the document carried a domain (multi-site search). */
  domain?: string;
}

export interface SearchOptions {
  /** Most hits to return (default 100). */
  limit?: number;
}

/** Options of a search whose files are fetched as it needs them (`LazyIndex.search`, a source's `search`). */
export interface LazySearchOptions extends SearchOptions {
  /**
   * Called at most once, before the answer, when the hits are known but their snippets wait for text not fetched
   * yet: the same hits, in the same order, with `snippet` '' and no `matches`. Only an index whose root carries the
   * labels (titles, routes, headings) can give them, and only for a query whose order does not depend on the text
   * (one term, and no CJK word that must be checked in it). It is called before the text is asked for; a promise it
   * returns holds those requests back until it settles (a dialog can have the outline painted first).
   */
  onOutline?: (hits: SearchHit[]) => void | PromiseLike<unknown>;
}

export interface BuildOptions {
  lang: string;
  /** Index fenced code blocks found in `content` (default true). When false they are dropped. */
  codeBlocks?: boolean;
}

/**
 * An index as it is shipped (format version 7). Short keys and packed strings keep it small; read
 * README.md ("Index format") before changing it, and bump `v`.
 *
 * Two shapes share the format. A **dense** root (a small site) holds what scoring needs for every section
 * (`s`, `d`, `n`, `g`) and the tables that say which file holds which terms and pages (`tf`, `tc`, `hf`, `fc`), as
 * format 5 did. A **sparse** root (a large site) holds counts (`c`) and the first term of each dictionary block
 * (`tb`, `hb`) only, whatever the site's size: the blocks name the shards, each posting carries what scoring reads
 * of its section (`m`), a term's postings are cut to its best by impact, and the rest sit in overflow shards.
 */
export interface SerializedIndex {
  /** Format version. */
  v: 7;
  /** Language of the pages. */
  l: string;
  /** Dense: sections per page, varints. */
  s?: string;
  /** Dense: depth of every section after a page's first, one digit each. */
  d?: string;
  /** Dense: body length of every section, varints. */
  n?: string;
  /** Dense: letters and digits of every section's heading (the page title for a first section), varints. */
  g?: string;
  /** Dense: first term of each term shard. */
  tf?: string[];
  /** Dense: terms in each term shard, varints. */
  tc?: string;
  /** Dense: first term of each heading shard. */
  hf?: string[];
  /** Dense: pages in each fragment, varints. */
  fc?: string;
  /**
   * Sparse: counts, varints: pages, sections, terms, term shards, heading shards, fragments, overflow shards, shards
   * per dictionary block, the average body length of a section (characters), and sections per fragment.
   */
  c?: string;
  /** Sparse: first term of each term dictionary block (`d<k>`), and of each heading dictionary block (`e<k>`). */
  tb?: string[];
  hb?: string[];
  /** The labels of every page (then fragments hold text only): results can be listed before their text arrives. */
  L?: Labels;
  /** Inline term shards, heading shards and fragments (a single-file index); absent when sharded. */
  T?: TermShard[];
  H?: HeadShard[];
  F?: Fragment[];
  /** Sparse, inline: term and heading dictionary blocks, overflow shards. */
  D?: DictBlock[];
  E?: DictBlock[];
  O?: OverflowShard[];
}

/** Sparse: the first term of each shard of a block (block k holds shards k × per block onwards). */
export interface DictBlock {
  f: string[];
}

/**
 * Sparse: one tier of the postings of terms cut to their best (each tier after the best holds twice as many,
 * the next best by impact): `i` the global term ids (varints), `x`, `y`, `m` as in a term shard, `n` the next tier.
 */
export interface OverflowShard {
  i: string;
  x: string;
  y: string;
  m: string;
  /** Per term, varints: the overflow shard of its next tier + 1 (0: this was the last). */
  n: string;
}

/** A range of the sorted vocabulary: every term with its body and heading postings. */
export interface TermShard {
  /** Terms, front-coded (see vocabulary.ts). */
  w: string;
  /** Body postings, one per term, space-separated (see postings.ts). */
  x: string;
  /** Heading postings (no counts), one per term, space-separated. */
  y: string;
  /** Sparse: global id of the shard's first term. */
  o?: number;
  /** Sparse: what scoring reads of each posting's section (see meta.ts), one per term, space-separated. */
  m?: string;
  /** Sparse: per term, varints: body and heading document frequencies, and its overflow shard + 1 (0: none). */
  q?: string;
}

/** A range of the sorted heading vocabulary, with heading postings. */
export interface HeadShard {
  w: string;
  y: string;
  /** Sparse: what scoring reads of each posting's section, and each term's heading document frequency (varints). */
  m?: string;
  q?: string;
}

/** What names pages and sections in a result: titles, routes, anchors and headings. */
export interface Labels {
  /** Pages: [title, routePath, id?, domain?]; id is "" when it equals routePath. */
  p: PageTuple[];
  /** For every section after a page's first: anchor, heading, alternating. */
  h: string[];
}

/**
 * Dense: consecutive pages, their section text, and their labels unless the root carries them all (`L`). Sparse:
 * the text of a fixed number of consecutive sections (fragment k: from section k × per), with the labels and shape of
 * every page they belong to.
 */
export interface Fragment extends Partial<Labels> {
  /** Body text of every section (sparse: of the fragment's sections), in order. */
  t: string[];
  /** Sparse: the first page described and its first section, the sections per page (varints) and depths (as the dense root's `d`). */
  a?: [page: number, section: number];
  s?: string;
  d?: string;
}

/** A page of a fragment: title and route, then the id ("" when it equals the route) and the domain when there are any. */
export type PageTuple =
  | [title: string, routePath: string]
  | [title: string, routePath: string, id: string]
  | [title: string, routePath: string, id: string, domain: string];
