// The floor of the theme's types: what a page is, as the build makes it and the runtime shows it. The config's
// schema (plugin hooks take a page's data) and the runtime's types both import it; it imports neither.

/** A language code, e.g. `en` or `zh`. */
export type LangCode = 'en' | 'zh' | (string & {});

export type PageType = 'home' | 'doc' | '404' | 'custom' | 'blank';

/** One entry of a page's outline (h2/h3). */
export interface TocItem {
  id: string;
  text: string;
  depth: 2 | 3;
  /** Offset of the heading in the page's plain text. */
  charIndex: number;
}

export interface HeroAction {
  text: string;
  link: string;
  theme?: 'brand' | 'alt';
}

export interface HeroFrontmatter {
  /** Logo above the name. */
  logo?: string;
  /** Decorative star field that follows the pointer. @default false */
  showStars?: boolean;
  /** Soft brand-coloured oval behind the logo. @default true */
  showOvalBg?: boolean;
  name?: string;
  text?: string;
  tagline?: string;
  actions?: HeroAction[];
  image?: { src: string | { light: string; dark: string }; alt?: string };
}

export interface FeatureItem {
  title: string;
  details?: string;
  icon?: string;
  link?: string;
  /** Columns out of 12. @default 4 */
  span?: 2 | 3 | 4 | 6;
}

/** A blog post's author: a name, or a name with a link (profile page). */
export type PostAuthor = string | { name: string; link?: string };

/** One post as a blog index lists it, collected at build time from the posts' frontmatter. */
export interface BlogPost {
  title: string;
  /** Route of the post. */
  link: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** The post's `description`: its one-paragraph summary. */
  description?: string;
  authors?: PostAuthor[];
}

export interface Frontmatter {
  title?: string;
  titleSuffix?: string;
  description?: string;
  overview?: boolean;
  overviewHeaders?: number[];
  /** `doc-wide` (Rspress's): the doc layout with a wide column, without sidebar and outline unless set. */
  pageType?: PageType | 'doc-wide';
  hero?: HeroFrontmatter;
  features?: FeatureItem[];
  outline?: boolean;
  footer?: boolean;
  /** Doc pages: previous/next links. @default true */
  prevNext?: boolean;
  /** Doc pages: the last-updated time. @default true */
  lastUpdated?: boolean;
  /** Doc pages: the edit-this-page link. @default true */
  editLink?: boolean;
  sidebar?: boolean;
  navbar?: boolean;
  globalUIComponents?: boolean;
  /** Blog index: list the posts (pages with a `date`) of this page's folder below its content, newest first. */
  blog?: boolean;
  /** Blog posts: publication date, `YYYY-MM-DD`; shown above the post and used to order the blog index. */
  date?: string;
  /** Blog posts: who wrote it. */
  authors?: PostAuthor[];
  /** A short label shown after the page's title (Rspress's `tag`), e.g. `new`. */
  tag?: string;
  /** Option and API pages: the type, shown on overview cards, e.g. `'esm' | 'cjs' | 'umd' | 'mf' | 'iife'`. */
  signature?: string;
  [key: string]: unknown;
}

/** What the build knows about one page; inlined in its HTML and exported from its chunk. */
export interface PageData {
  /** Path of the source file relative to the content root, e.g. `en/guide/start/index.mdx`. */
  pagePath: string;
  pageType: PageType;
  title: string;
  frontmatter: Frontmatter;
  toc: TocItem[];
  routePath: string;
  lang: LangCode;
  version: string;
  /** Milliseconds since the epoch of the last git commit touching the file, if known. */
  lastUpdatedTime?: number;
  /** Edit-link path: the source path relative to the content root with a leading slash. */
  relativePath: string;
  /**
   * Versioned sites: the versions that have this page (same language and path), in the config's order. The
   * version menu links to the page in those, to the version's home in the others.
   */
  inVersions?: string[];
  /** Set on translations older than their default-language original: the original's route. */
  staleTranslationOf?: string;
  /**
   * Set on a page not translated into its language (`i18n.fallback`), built from the default language's page: the
   * original's route. Its layout says so and links there; so does its canonical link.
   */
  untranslatedOf?: string;
  /** Overview pages only: the sidebar groups with each page's headings, computed at build time. */
  overviewGroups?: OverviewGroup[];
  /** Blog index pages only (`blog: true`): the posts of the page's folder, newest first, computed at build time. */
  posts?: BlogPost[];
  /**
   * Blog index pages: the blog's feed, linked from the list. Set by a feed plugin (through its page data hook);
   * nothing links a feed that no plugin writes.
   */
  blogFeed?: { href: string; title?: string };
}

export interface OverviewGroup {
  text: string;
  items: Array<{
    text: string;
    link: string;
    headers: Array<{ id: string; text: string; depth: number }>;
    /** The page's own title, when the sidebar calls it otherwise (matched by the filter too). */
    title?: string;
    /** The page's one-line summary (frontmatter `description`). */
    description?: string;
    /** The option's type (frontmatter `signature`), e.g. `boolean | { bundle?: boolean }`. */
    signature?: string;
  }>;
}

