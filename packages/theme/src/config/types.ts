/**
 * The site configuration a docs site passes to `defineConfig`.
 * Data only: no functions reach the browser except through the theme entry.
 */

/** A language code the theme ships UI strings for. Other codes fall back to English strings. */
export type LangCode = 'en' | 'zh' | (string & {});

/** A top navigation entry. */
export interface NavItem {
  /** Visible text. */
  text: string;
  /** Target path (internal, without base) or absolute URL. Omit for a drop-down parent. */
  link?: string;
  /** Regular expression source; the entry is active when it matches the current path. @default the link's folder */
  activeMatch?: string;
  /** Small badge shown next to the text, e.g. 'new'. */
  tag?: string;
  /** Which side of the bar the entry sits on. @default 'right' */
  position?: 'left' | 'right';
  /** Drop-down children. */
  items?: NavItem[];
}

/** A link in a sidebar. */
export interface SidebarLink {
  text: string;
  link: string;
  tag?: string;
  /** Heading depths the overview page lists for this item. @default [2] */
  overviewHeaders?: number[];
}

/** A collapsible group of sidebar items. */
export interface SidebarGroup {
  text: string;
  /** Optional page the group title links to. */
  link?: string;
  items: SidebarItem[];
  /** Start collapsed. A group holding the active page always opens. @default false */
  collapsed?: boolean;
  /** Whether the group can be collapsed at all. @default true */
  collapsible?: boolean;
  tag?: string;
  overviewHeaders?: number[];
}

/** A horizontal rule between sidebar items. */
export interface SidebarDivider {
  type: 'divider';
  /** Dashed instead of solid. @default false */
  dashed?: boolean;
}

/** A non-link heading between sidebar items. */
export interface SidebarSectionHeader {
  type: 'section-header';
  text: string;
  tag?: string;
}

export type SidebarItem = SidebarLink | SidebarGroup | SidebarDivider | SidebarSectionHeader;

/** Sidebars keyed by path prefix without language prefix, e.g. `'/guide/'`. The longest matching prefix wins. */
export type SidebarConfig = Record<string, SidebarItem[]>;

export type SocialIcon = 'github' | 'x' | 'discord' | 'lark' | 'slack' | 'youtube' | 'bluesky' | 'npm';

export interface SocialLink {
  icon: SocialIcon;
  link: string;
  /** Accessible name. @default the icon's name, e.g. 'GitHub' */
  label?: string;
}

/** A card for a sibling tool (grid-icon popover and the home tool-stack section). */
export interface ToolLink {
  name: string;
  /** Chinese description. */
  desc: string;
  /** English description. */
  descEn: string;
  /** Logo URL (usually under the site's public folder). */
  logo: string;
  /** Scale applied to the logo so marks of different shapes look the same size. @default 1 */
  logoScale?: number;
  url: string;
  /** URL used on English pages when it differs. */
  urlEn?: string;
}

export interface BannerConfig {
  /** Where the whole message links to. */
  href: string;
  /** Message per language code. */
  message: Record<string, string>;
  /** Storage key that remembers the dismissal. */
  localStorageKey: string;
  /** Which pages show it. @default 'all' */
  display?: 'all' | 'home' | false;
}

export interface LocaleConfig {
  /** Language code, also the path prefix for non-default languages. */
  lang: LangCode;
  /** Name shown in the language switch, e.g. '简体中文'. */
  label: string;
  /** Site title for this language. @default the site title */
  title?: string;
  /** Site description for this language. @default the site description */
  description?: string;
  /** Top navigation for this language. @default [] */
  nav?: NavItem[];
  /** Sidebars for this language. @default {} */
  sidebar?: SidebarConfig;
  /** Overrides of the theme's UI strings for this language. */
  messages?: Partial<Record<string, string>>;
}

export interface EditLinkConfig {
  /** Base URL the page's source path (e.g. `/en/guide/start/index.mdx`) is appended to. */
  docRepoBaseUrl: string;
}

export interface SearchConfig {
  /** 'local' ships a prebuilt index per language; 'remote' queries `remote.apiUrl`. @default 'local' */
  mode?: 'local' | 'remote' | false;
  /** Remote search endpoint. */
  remote?: { apiUrl: string; searchIndexes: string[] };
  /** Include code blocks in the index. @default true */
  codeBlocks?: boolean;
  /**
   * Searches an empty search dialog suggests (after the visitor's recent ones): one list for every language, or
   * one per language code. @default the language's nav entries
   */
  suggestions?: string[] | Record<string, string[]>;
}

export interface MultiVersionConfig {
  /** Version served without a version prefix. */
  default: string;
  /** All versions; each other version lives under `/<version>/`. */
  versions: string[];
}

export interface SiteConfig {
  /** Site title, shown in the navbar and appended to page titles. */
  title: string;
  /** Default meta description. @default '' */
  description?: string;
  /** Folder holding one sub-folder per language (`en/`, `zh/`). Relative to the config's folder. @default 'docs' */
  root?: string;
  /** Public base path. @default '/' */
  base?: string;
  /** Default language; it is served without a path prefix. @default 'en' */
  lang?: LangCode;
  /** Languages of the site. @default [{ lang: 'en', label: 'English' }] */
  locales?: LocaleConfig[];
  /** Favicon URL. */
  icon?: string;
  /** Logo URL, or a pair for light and dark appearance. */
  logo?: string | { light: string; dark: string };
  /** Text next to the logo. @default the title */
  logoText?: string;
  /** Canonical origin used in the sitemap and OpenGraph tags, e.g. 'https://rslib.rs'. @default '' */
  siteUrl?: string;
  /** Social links in the navbar; up to three are shown, the rest go in a 'more' menu. @default [] */
  socialLinks?: SocialLink[];
  /** Sibling tools in the grid-icon popover. Omit to hide the button. */
  toolStack?: ToolLink[];
  /** Edit-this-page link. Omit to hide it. */
  editLink?: EditLinkConfig;
  /** Show the page's last git commit time. @default true */
  lastUpdated?: boolean;
  /** Top banner. */
  banner?: BannerConfig;
  /**
   * Footer message (HTML is not interpreted; each newline starts a line): one text, or one per language code
   * (`{ en: '…', zh: '…' }`; a page without its language's text gets the default language's).
   */
  footer?: { message?: string | Record<string, string> };
  /** Search. @default { mode: 'local' } */
  search?: SearchConfig;
  /** Multi-version docs. @default undefined (off) */
  multiVersion?: MultiVersionConfig;
  /** Hide the navbar when scrolling down. @default false */
  hideNavbarOnScroll?: boolean;
  /**
   * First-visit language redirect. With 'auto', the first page a browser opens on the site is compared with
   * `navigator.languages`: when the visitor prefers another of the site's languages, the client navigates once to
   * the same page in that language (or to that language's home when the page has no translation). A visited flag
   * in localStorage (key `rsdocs-locale-visited`) makes it happen at most once per browser; a visitor who is already
   * on their language only gets the flag. Nothing happens on the 404 page or when localStorage cannot keep the flag.
   * @default 'auto' when the site has more than one locale, else 'never'
   */
  localeRedirect?: 'auto' | 'never';
  /**
   * Folder names (not globs) never routed, at any depth under the content root; folders starting with `_` or `.`
   * are never routed either. @default ['shared']
   */
  exclude?: string[];
  /** Module that replaces or extends theme components (see the theme README, "Replacing a component"). */
  themeEntry?: string;
  /** Fail the build on dead internal links and anchors. @default true */
  checkDeadLinks?: boolean;
  /** Emit llms.txt and a Markdown copy of each page. @default true */
  llms?: boolean;
}

/** Identity helper that gives editor completion and type checks for the site config. */
export function defineConfig(config: SiteConfig): SiteConfig {
  return config;
}
