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

export interface BuildOptions {
  lang: string;
  /** Index fenced code blocks found in `content` (default true). When false they are dropped. */
  codeBlocks?: boolean;
}

/**
 * The JSON an index is shipped as. Short keys and packed strings keep it small; read
 * README.md ("Index format") before changing it, and bump `v`.
 */
export interface SerializedIndex {
  /** Format version. */
  v: 2;
  /** Language of the pages. */
  l: string;
  /** Pages: [title, routePath, sectionCount, id?, domain?]; id is "" when it equals routePath. */
  p: PageTuple[];
  /** Sections after each page's first: anchor, heading text, alternating. */
  h: string[];
  /** Depth of each of those sections, one digit each. */
  d: string;
  /** Body text of every section (first sections included), in order. */
  t: string[];
  /** Vocabulary: sorted terms, front-coded (shared-prefix digit + rest), joined by single spaces. */
  w: string;
  /** Postings, one per vocabulary term, joined by single spaces (see postings.ts). */
  x: string;
}

export type PageTuple =
  | [title: string, routePath: string, sections: number]
  | [title: string, routePath: string, sections: number, id: string]
  | [title: string, routePath: string, sections: number, id: string, domain: string];
