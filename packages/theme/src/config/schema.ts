import * as v from 'valibot';
import type { LangCode, PageData } from '../types/page';
import { showValue, unknownKeyMessage } from './messages';

/**
 * The site config as a schema: the one source of its types (`SiteConfig` and the rest are inferred below), its
 * validation (`validateConfig`: unknown keys with "did you mean", wrong types with the expected shape) and its
 * documentation (the JSDoc of each key, shown by editors; links lead to the README's sections).
 *
 * Node side only: the browser entry imports these types, never this module's code.
 */

// ---------------------------------------------------------------------------------------------------------------
// Building blocks: each schema knows its shape in words, so a message can say what was expected.

const SHAPES = new WeakMap<object, string>();

/** The words for what a schema expects, e.g. `a string such as 'Rslib'`. */
export function shapeOf(schema: object): string {
  return SHAPES.get(schema) ?? 'a valid value';
}

function shaped<S extends object>(schema: S, shape: string): S {
  SHAPES.set(schema, shape);
  return schema;
}

const expected = (shape: string) => (issue: v.BaseIssue<unknown>) =>
  issue.input === undefined ? `required, expected ${shape}` : `expected ${shape}, got ${showValue(issue.input)}`;

/** A schema that refuses anything, with the shape that was expected (for inputs of the wrong kind). */
const refuse = (shape: string) => shaped(v.custom<never>(() => false, expected(shape)), shape);
const str = (shape = 'a string') => shaped(v.string(expected(shape)), shape);
const bool = () => shaped(v.boolean(expected('true or false')), 'true or false');
const oneOf = <const T extends readonly string[]>(options: T, shape = options.map((o) => `'${o}'`).join(' or ')) =>
  shaped(v.picklist(options, expected(shape)), shape);
/** One of a few literal values, `false` among them (`'local' | 'remote' | false`). */
const choice = <const T extends readonly [string | boolean, ...Array<string | boolean>]>(options: T, shape: string) =>
  shaped(v.union(options.map((o) => v.literal(o)) as { [K in keyof T]: v.LiteralSchema<T[K], undefined> }, expected(shape)), shape);
/** A string that also passes `check` (a valibot action), with one shape for both messages. */
const strMatching = (check: (message: ReturnType<typeof expected>) => v.PipeItem<string, string, v.BaseIssue<unknown>>, shape: string) =>
  shaped(v.pipe(v.string(expected(shape)), check(expected(shape))), shape);
const list = <S extends v.GenericSchema>(item: S, shape: string) => shaped(v.array(item, expected(shape)), shape);
const fn = <F>(shape: string) =>
  shaped(
    v.custom<F>((value) => typeof value === 'function', expected(shape)),
    shape,
  );

/**
 * An object with exactly these keys. An unknown key is reported with the closest known one ("did you mean"); a
 * missing required key with the shape its value should have. (Spread its `entries` to build a related schema.)
 */
function strictFields<E extends v.ObjectEntries>(entries: E, shape: string) {
  const known = Object.keys(entries);
  return shaped(
    v.strictObject(entries, (issue) => {
      const key = issue.path?.[issue.path.length - 1]?.key;
      if (issue.expected === 'never' && typeof key === 'string') return unknownKeyMessage(key, known);
      if (issue.received === 'undefined' && typeof key === 'string' && key in entries) return `required, expected ${shapeOf(entries[key]!)}`;
      return expected(shape)(issue);
    }),
    shape,
  );
}

/** `strictFields` that also refuses arrays (to valibot an array is an object: `search: []` would pass). */
function objectOnly<S extends v.GenericSchema>(schema: S): S {
  const shape = shapeOf(schema);
  const wrong = refuse(shape);
  return shaped(v.lazy((input) => (Array.isArray(input) ? (wrong as unknown as S) : schema)), shape) as unknown as S;
}

const strict = <E extends v.ObjectEntries>(entries: E, shape: string) => objectOnly(strictFields(entries, shape));

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object of any keys with values of one schema (valibot's record alone would also take an array). */
const recordOf = <S extends v.GenericSchema>(value: S, shape: string) => {
  const record = v.record(v.string(), value, expected(shape));
  const wrong = refuse(shape);
  return shaped(v.lazy((input) => (isObject(input) ? record : (wrong as unknown as typeof record))), shape);
};

// ---------------------------------------------------------------------------------------------------------------
// Navigation

const navItemFields = strictFields(
  {
    /** Visible text. */
    text: str(),
    /** Target path (internal, without base) or absolute URL. Omit for a drop-down parent. */
    link: v.optional(str("a path such as '/guide/' or a URL")),
    /** Regular expression source; the entry is active when it matches the current path. @default the link's folder */
    activeMatch: v.optional(str('a regular expression source such as "^/guide/"')),
    /** Small badge shown next to the text, e.g. 'new'. */
    tag: v.optional(str()),
    /**
     * Which side of the bar the entry sits on.
     * @default 'right'
     */
    position: v.optional(oneOf(['left', 'right'])),
    /** Drop-down children. */
    items: v.optional(v.unknown()),
  },
  '{ text, link } or { text, items }',
);

/**
 * A top navigation entry: a link, or a drop-down parent with `items`.
 * See {@link https://www.npmjs.com/package/@rsdocs/theme#config-reference | README: Config reference}.
 */
export type NavItem = Omit<v.InferInput<typeof navItemFields>, 'items'> & { items?: NavItem[] };

const navItem: v.GenericSchema<NavItem> = objectOnly(shaped(v.pipe(
  v.strictObject(
    { ...navItemFields.entries, items: v.optional(v.array(v.lazy(() => navItem), expected('a list of nav entries'))) },
    (issue) => navItemFields.message!(issue as never),
  ),
  v.check((item) => item.link !== undefined || item.items !== undefined, 'expected a "link" or drop-down "items"'),
), '{ text, link } or { text, items }'));

// ---------------------------------------------------------------------------------------------------------------
// Sidebar

const overviewHeaders = list(v.number(expected('a heading depth such as 2')), 'a list of heading depths such as [2, 3]');

const sidebarLink = strict(
  {
    text: str(),
    /** Path of the page, e.g. '/guide/start'. */
    link: str("a path such as '/guide/start'"),
    /** Small badge shown next to the text. */
    tag: v.optional(str()),
    /**
     * Heading depths the overview page lists for this item.
     * @default [2]
     */
    overviewHeaders: v.optional(overviewHeaders),
    /** Set as the entry's `data-context` attribute, for the site's own CSS or scripts. */
    context: v.optional(str()),
    /**
     * The build sets it on an entry whose page is not translated into the sidebar's language (`i18n.fallback`): the
     * language the page is shown in, e.g. 'en', shown as a small badge.
     */
    untranslated: v.optional(str()),
  },
  '{ text, link }',
);
/** A link in a sidebar. */
export type SidebarLink = v.InferInput<typeof sidebarLink>;

const sidebarGroupFields = strictFields(
  {
    text: str(),
    /** Optional page the group title links to. */
    link: v.optional(str("a path such as '/guide/'")),
    items: v.unknown(),
    /**
     * Start collapsed. A group holding the active page always opens.
     * @default false
     */
    collapsed: v.optional(bool()),
    /**
     * Whether the group can be collapsed at all.
     * @default true
     */
    collapsible: v.optional(bool()),
    tag: v.optional(str()),
    overviewHeaders: v.optional(overviewHeaders),
    /** Set as the entry's `data-context` attribute, for the site's own CSS or scripts. */
    context: v.optional(str()),
    /** As a link's `untranslated`, for the page the group's title links to. */
    untranslated: v.optional(str()),
  },
  '{ text, items }',
);
/** A collapsible group of sidebar items. */
export type SidebarGroup = Omit<v.InferInput<typeof sidebarGroupFields>, 'items'> & { items: SidebarItem[] };

const sidebarDivider = strict(
  {
    type: v.literal('divider'),
    /**
     * Dashed instead of solid.
     * @default false
     */
    dashed: v.optional(bool()),
  },
  "{ type: 'divider' }",
);
/** A horizontal rule between sidebar items. */
export type SidebarDivider = v.InferInput<typeof sidebarDivider>;

const sidebarSectionHeader = strict(
  {
    type: v.literal('section-header'),
    text: str(),
    tag: v.optional(str()),
  },
  "{ type: 'section-header', text }",
);
/** A non-link heading between sidebar items. */
export type SidebarSectionHeader = v.InferInput<typeof sidebarSectionHeader>;

/**
 * A sidebar entry: a link, a group, a divider or a section header.
 * See {@link https://www.npmjs.com/package/@rsdocs/theme#config-reference | README: Config reference}.
 */
export type SidebarItem = SidebarLink | SidebarGroup | SidebarDivider | SidebarSectionHeader;

const sidebarGroup: v.GenericSchema<SidebarGroup> = shaped(objectOnly(
  v.strictObject({ ...sidebarGroupFields.entries, items: list(v.lazy(() => sidebarItem), 'a list of sidebar items') }, (issue) =>
    sidebarGroupFields.message!(issue as never),
  )),
  '{ text, items }',
);

const SIDEBAR_ITEM_SHAPE = "{ text, link }, { text, items }, { type: 'divider' } or { type: 'section-header', text }";
const notAnItem = refuse(SIDEBAR_ITEM_SHAPE) as unknown as v.GenericSchema<SidebarItem>;
const unknownItemType = v.object({ type: oneOf(['divider', 'section-header']) }) as unknown as v.GenericSchema<SidebarItem>;

/** The kind of entry is read from its keys, so a mistake is reported against the kind the author meant. */
const sidebarItem: v.GenericSchema<SidebarItem> = v.lazy((input): v.GenericSchema<SidebarItem> => {
  if (!isObject(input)) return notAnItem;
  if (input.type === 'divider') return sidebarDivider;
  if (input.type === 'section-header') return sidebarSectionHeader;
  if (input.type !== undefined) return unknownItemType;
  if ('items' in input) return sidebarGroup;
  return sidebarLink;
});

/** Sidebars keyed by path prefix without language prefix, e.g. `'/guide/'`. The longest matching prefix wins. */
export type SidebarConfig = Record<string, SidebarItem[]>;
const sidebarConfig = recordOf(list(sidebarItem, 'a list of sidebar items'), "an object keyed by path prefix such as { '/guide/': [...] }");

// ---------------------------------------------------------------------------------------------------------------
// Smaller records

/** A language code (BCP 47). The theme ships UI strings for 12 (`THEME_LANGS`); others use English until `messages` translates them. */
export type { LangCode };
const langCode = (example: string) => shaped(v.custom<LangCode>((value) => typeof value === 'string' && value.length > 0, expected(`a language code such as '${example}'`)), `a language code such as '${example}'`);

export const SOCIAL_ICONS = ['github', 'x', 'discord', 'lark', 'slack', 'youtube', 'bluesky', 'npm'] as const;
export type SocialIcon = (typeof SOCIAL_ICONS)[number];

const socialLink = strict(
  {
    icon: oneOf(SOCIAL_ICONS),
    link: str('a URL'),
    /** Accessible name. @default the icon's name, e.g. 'GitHub' */
    label: v.optional(str()),
  },
  '{ icon, link }',
);
export type SocialLink = v.InferInput<typeof socialLink>;

const toolLink = strict(
  {
    name: str(),
    /** Chinese description. */
    desc: str(),
    /** English description. */
    descEn: str(),
    /** Logo URL (usually under the site's public folder). */
    logo: str('a URL'),
    /**
     * Scale applied to the logo so marks of different shapes look the same size.
     * @default 1
     */
    logoScale: v.optional(v.number(expected('a number such as 1.2'))),
    url: str('a URL'),
    /** URL used on English pages when it differs. */
    urlEn: v.optional(str('a URL')),
  },
  '{ name, desc, descEn, logo, url }',
);
/** A card for a sibling tool (grid-icon popover and the home tool-stack section). */
export type ToolLink = v.InferInput<typeof toolLink>;

const bannerConfig = strict(
  {
    /** Where the whole message links to. */
    href: str("a path or URL such as '/blog/'"),
    /** Message per language code. */
    message: recordOf(str(), '{ en: string, zh: string }'),
    /** Storage key that remembers the dismissal. */
    localStorageKey: str("a storage key such as 'banner-2024'"),
    /**
     * Which pages show it.
     * @default 'all'
     */
    display: v.optional(choice(['all', 'home', false], "'all', 'home' or false")),
  },
  '{ href, message: { en, zh }, localStorageKey }',
);
export type BannerConfig = v.InferInput<typeof bannerConfig>;

const localeConfig = strict(
  {
    /** Language code, also the path prefix for non-default languages. */
    lang: langCode('zh'),
    /** Name shown in the language switch, e.g. '简体中文'. */
    label: str("a string such as '简体中文'"),
    /**
     * Writing direction of this language's pages (`<html dir>`, the layout mirrored).
     * @default 'rtl' for ar, he, fa and the other languages written right to left, else 'ltr'
     */
    dir: v.optional(oneOf(['ltr', 'rtl'])),
    /** Site title for this language. @default the site title */
    title: v.optional(str()),
    /** Site description for this language. @default the site description */
    description: v.optional(str()),
    /** Top navigation for this language; `[]` for none. @default read from the language's `_nav.json` (none without one) */
    nav: v.optional(list(navItem, 'a list of { text, link } items')),
    /** Sidebars for this language. @default {} */
    sidebar: v.optional(sidebarConfig),
    /**
     * Overrides of the theme's UI strings for this language, e.g. `{ 'outline.title': '目录' }`.
     * See {@link https://www.npmjs.com/package/@rsdocs/theme#config-reference | README: Config reference}.
     */
    messages: v.optional(recordOf(v.optional(str()), "an object of UI strings such as { 'outline.title': 'On this page' }")),
  },
  '{ lang, label }',
);
/** One language of the site. */
export type LocaleConfig = v.InferInput<typeof localeConfig>;

const editLinkConfig = strict(
  {
    /** Base URL the page's source path (e.g. `/en/guide/start/index.mdx`) is appended to. */
    docRepoBaseUrl: str('a URL such as https://github.com/org/repo/tree/main/docs'),
  },
  '{ docRepoBaseUrl: string }',
);
export type EditLinkConfig = v.InferInput<typeof editLinkConfig>;

/** A chat service of the page menu's "Open in…". */
const openInService = strict(
  {
    /** The name shown: "Open in {name}". */
    name: str("a service name such as 'ChatGPT'"),
    /** The service's URL with `{prompt}` where the URL-encoded prompt goes, e.g. 'https://chatgpt.com/?q={prompt}'. */
    url: strMatching((message) => v.regex(/^https?:\/\/.*\{prompt\}/, message), "an absolute URL holding {prompt}, such as 'https://chatgpt.com/?q={prompt}'"),
  },
  '{ name, url }',
);

const pageActionsObject = strict(
  {
    /**
     * Chat services offered under "Open in…", each opened with a prompt that links the page's Markdown.
     * @default [] (none)
     */
    openIn: v.optional(list(openInService, "a list of services { name: 'ChatGPT', url: 'https://chatgpt.com/?q={prompt}' }")),
  },
  'false or { openIn: [{ name, url }] }',
);
const cspShape = "true, false, or directives to add, such as { 'img-src': ['https://cdn.example.com'] }";
/** A directive's name (`img-src`), and a source without what would end the directive or the header (`;`, `,`). */
const cspDirectiveName = /^[a-z]+(-[a-z]+)*$/;
const cspSource = strMatching((message) => v.regex(/^[^;,\s]+$/, message), "a source such as 'https://cdn.example.com' (no spaces, ';' or ',')");
const cspDirectivesObject = shaped(
  v.pipe(
    recordOf(v.union([cspSource, list(cspSource, 'a list of sources')], expected("a source or a list of sources, such as ['https://cdn.example.com']")), cspShape),
    v.check((value) => Object.keys(value).every((name) => cspDirectiveName.test(name)), (issue) => `expected directive names such as 'img-src', got ${Object.keys(issue.input as object).filter((n) => !cspDirectiveName.test(n)).map((n) => JSON.stringify(n)).join(', ')}`),
  ),
  cspShape,
);
const cspConfig = shaped(
  v.lazy((input) => (typeof input === 'boolean' ? bool() : (cspDirectivesObject as v.GenericSchema<unknown, Record<string, string | string[]>>))),
  cspShape,
) as v.GenericSchema<boolean | Record<string, string | string[]>>;

const pageActionsShape = 'false or { openIn: [{ name, url }] }';
const pageActionsConfig = shaped(
  v.lazy((input) => (input === false ? v.literal(false) : (pageActionsObject as v.GenericSchema<unknown, v.InferOutput<typeof pageActionsObject>>))),
  pageActionsShape,
) as v.GenericSchema<false | v.InferInput<typeof pageActionsObject>>;
export type PageActionsConfig = v.InferInput<typeof pageActionsObject>;

const searchConfig = strict(
  {
    /**
     * 'local' ships a prebuilt index per language; 'remote' queries `remote.apiUrl`; false turns search off.
     * @default 'local'
     */
    mode: v.optional(choice(['local', 'remote', false], "'local', 'remote' or false")),
    /** Remote search endpoint. */
    remote: v.optional(strict({ apiUrl: str('a URL'), searchIndexes: list(str(), 'a list of index names') }, '{ apiUrl, searchIndexes }')),
    /**
     * Include code blocks in the index.
     * @default true
     */
    codeBlocks: v.optional(bool()),
    /**
     * Searches an empty search dialog suggests (after the visitor's recent ones): one list for every language, or
     * one per language code.
     * @default the language's nav entries
     */
    suggestions: v.optional(
      shaped(
        v.union([list(str(), 'a list of searches'), recordOf(list(str(), 'a list of searches'), "{ en: ['…'], zh: ['…'] }")], expected("a list of searches, or one per language: { en: ['…'], zh: ['…'] }")),
        "a list of searches, or one per language: { en: ['…'], zh: ['…'] }",
      ),
    ),
  },
  "{ mode?: 'local' | 'remote' | false }",
);
/** See {@link https://www.npmjs.com/package/@rsdocs/theme#search | README: Search}. */
export type SearchConfig = v.InferInput<typeof searchConfig>;

const multiVersionConfig = strict(
  {
    /** Version served without a version prefix. */
    default: str("a version such as 'v2'"),
    /** All versions; each other version lives under `/<version>/`. */
    versions: list(str(), "a list of versions such as ['v1', 'v2']"),
  },
  '{ default: string, versions: string[] }',
);
export type MultiVersionConfig = v.InferInput<typeof multiVersionConfig>;

const logoPair = strict({ light: str('a URL'), dark: str('a URL') }, '{ light: string, dark: string }');
const logoUrl = str('a URL string or { light: string, dark: string }');
const logoConfig = v.lazy((input) => (isObject(input) ? logoPair : logoUrl));

// ---------------------------------------------------------------------------------------------------------------
// Plugins (see vite/plugins/): functions and module paths, so they live in the Node-side config only.

/** A remark or rehype plugin, alone or with its options: `remarkMath` or `[remarkToc, { heading: 'Contents' }]`. */
export type MarkdownPlugin = ((...args: never[]) => unknown) | [(...args: never[]) => unknown, ...unknown[]];
const markdownPlugin = shaped(
  v.custom<MarkdownPlugin>((value) => typeof value === 'function' || (Array.isArray(value) && typeof value[0] === 'function'), expected('a plugin function or [plugin, options]')),
  'a plugin function or [plugin, options]',
);

/** A page a plugin adds: Markdown (or MDX) source served at `routePath`, as if it were a file of the content folder. */
export interface AddedPage {
  /** Route, with the language prefix of non-default languages, e.g. `/blog/tags` or `/zh/blog/tags`. */
  routePath: string;
  /** The page's source. */
  content: string;
  /** `md` or `mdx`. @default 'md' */
  format?: 'md' | 'mdx';
}

/** What `addPages`, `extendPageData` and `afterBuild` are told about the site. */
export interface PluginContext {
  /** The site config as given to `rsdocs()`. */
  config: SiteConfig;
  /** Absolute folder of the project (the Vite root). */
  projectRoot: string;
}

export interface AfterBuildContext extends PluginContext {
  /** Every page's data, sorted by route. */
  pages: PageData[];
  /** Absolute output folder (`dist`). */
  outDir: string;
  /** Write a file into the output folder (`path` relative to it, e.g. `blog/rss.xml`). */
  writeFile(path: string, content: string): void;
  /** Print a warning in the build's output. */
  warn(message: string): void;
}

/** A tag a plugin adds to the `<head>` of a prerendered page. */
export interface HeadTag {
  tag: 'link' | 'meta';
  attrs: Record<string, string>;
}

const pluginFields = strict(
  {
    /** Shown in messages about the plugin; unique per site. */
    name: str("a name such as 'reading-time'"),
    /** remark plugins (Markdown syntax tree) and rehype plugins (HTML syntax tree) run on every page. */
    markdown: v.optional(
      strict(
        {
          remarkPlugins: v.optional(list(markdownPlugin, 'a list of remark plugins')),
          rehypePlugins: v.optional(list(markdownPlugin, 'a list of rehype plugins')),
        },
        '{ remarkPlugins?, rehypePlugins? }',
      ),
    ),
    /**
     * Called with each page's data after it is compiled; may change it (e.g. add a field). `context.source` is the
     * page's file content, `context.text` its plain text.
     */
    extendPageData: v.optional(fn<(pageData: PageData & Record<string, unknown>, context: PluginContext & { source: string; text: string }) => void | Promise<void>>('a function (pageData, context) => void')),
    /** Pages that are not files of the content folder. */
    addPages: v.optional(fn<(context: PluginContext) => AddedPage[] | Promise<AddedPage[]>>('a function (context) => AddedPage[]')),
    /** Stylesheets (paths relative to the project, or package names) added to every page. */
    globalStyles: v.optional(list(str('a stylesheet path'), "a list of stylesheet paths such as ['./theme/extra.css']")),
    /** Modules whose default export (a React component) renders on every page, after the layout. */
    globalComponents: v.optional(list(str('a module path'), "a list of module paths such as ['./theme/Analytics.tsx']")),
    /** Tags for the `<head>` of each prerendered page (a feed's `<link rel="alternate">`, a meta tag). */
    head: v.optional(fn<(pageData: PageData & Record<string, unknown>, context: PluginContext) => HeadTag[]>('a function (pageData, context) => HeadTag[]')),
    /** Called once the site is built, with every page's data: write extra files (a feed, a manifest). */
    afterBuild: v.optional(fn<(context: AfterBuildContext) => void | Promise<void>>('a function (context) => void')),
  },
  "{ name, markdown?, extendPageData?, addPages?, globalStyles?, globalComponents?, head?, afterBuild? }",
);
/**
 * A plugin: a name plus any of the hooks.
 * See {@link https://www.npmjs.com/package/@rsdocs/theme#plugins | README: Plugins}.
 */
export type RsdocsPlugin = v.InferInput<typeof pluginFields>;

// ---------------------------------------------------------------------------------------------------------------
// The site

export const siteConfigSchema = strict(
  {
    /** Site title, shown in the navbar and appended to page titles. */
    title: str("a string such as 'Rslib'"),
    /** Default meta description. @default '' */
    description: v.optional(str()),
    /**
     * Folder holding one sub-folder per language (`en/`, `zh/`), relative to the project.
     * See {@link https://www.npmjs.com/package/@rsdocs/theme#content-layout | README: Content layout}.
     * @default 'docs'
     */
    root: v.optional(str("a folder path such as 'docs'")),
    /**
     * Public base path; starts and ends with '/'.
     * @default '/'
     */
    base: v.optional(strMatching((message) => v.startsWith('/', message), "a path starting with '/' such as '/' or '/docs/'")),
    /**
     * Default language; it is served without a path prefix. Must be one of `locales`.
     * @default 'en'
     */
    lang: v.optional(langCode('en')),
    /**
     * Languages of the site.
     * @default [{ lang: 'en', label: 'English' }]
     */
    locales: v.optional(shaped(v.pipe(list(localeConfig, 'a non-empty list of { lang, label }'), v.nonEmpty('expected a non-empty list of { lang, label }')), 'a non-empty list of { lang, label }')),
    /**
     * Pages of a site in several languages. See {@link https://www.npmjs.com/package/@rsdocs/theme#untranslated-pages | README: Untranslated pages}.
     */
    i18n: v.optional(
      strict(
        {
          /**
           * A page of the default language that another language lacks is built under that language's route from
           * the default language's file, with a notice and a canonical link to the original. `false`: such routes
           * are 404s.
           * @default true
           */
          fallback: v.optional(bool()),
        },
        '{ fallback?: boolean }',
      ),
    ),
    /** Favicon URL. */
    icon: v.optional(str('a URL')),
    /** Logo URL, or a pair for light and dark appearance. */
    logo: v.optional(logoConfig),
    /** Text next to the logo. @default the title */
    logoText: v.optional(str()),
    /**
     * Absolute origin for canonical and `hreflang` links, OpenGraph tags and the sitemap, e.g. 'https://rslib.rs'.
     * @default ''
     */
    siteUrl: v.optional(strMatching((message) => v.regex(/^https?:\/\//, message), "an absolute URL such as 'https://rslib.rs'")),
    /** Social links in the navbar; up to three are shown, the rest go in a 'more' menu. @default [] */
    socialLinks: v.optional(list(socialLink, 'a list of { icon, link }')),
    /** Sibling tools in the grid-icon popover. Omit to hide the button. */
    toolStack: v.optional(list(toolLink, 'a list of { name, desc, descEn, logo, url }')),
    /** Edit-this-page link. Omit to hide it. */
    editLink: v.optional(editLinkConfig),
    /**
     * Show the page's last git commit time.
     * @default true
     */
    lastUpdated: v.optional(bool()),
    /** Top banner. */
    banner: v.optional(bannerConfig),
    /**
     * Footer message (HTML is not interpreted; each newline starts a line): one text, or one per language code
     * (`{ en: '…', zh: '…' }`; a page without its language's text gets the default language's).
     */
    footer: v.optional(
      strict(
        {
          message: v.optional(
            shaped(v.union([str(), recordOf(str(), "{ en: '…', zh: '…' }")], expected("a string, or one per language: { en: '…', zh: '…' }")), "a string, or one per language: { en: '…', zh: '…' }"),
          ),
        },
        "{ message?: string | { en: '…', zh: '…' } }",
      ),
    ),
    /**
     * Search. See {@link https://www.npmjs.com/package/@rsdocs/theme#search | README: Search}.
     * @default { mode: 'local' }
     */
    search: v.optional(searchConfig),
    /** Multi-version docs. @default undefined (off) */
    multiVersion: v.optional(multiVersionConfig),
    /**
     * Hide the navbar when scrolling down.
     * @default false
     */
    hideNavbarOnScroll: v.optional(bool()),
    /**
     * First-visit language redirect. With 'auto', the first page a browser opens on the site is compared with
     * `navigator.languages`: when the visitor prefers another of the site's languages, the client navigates once to
     * the same page in that language (or to that language's home when the page has no translation). A visited flag
     * in localStorage (key `rsdocs-locale-visited`) makes it happen at most once per browser; a visitor who is already
     * on their language only gets the flag. Nothing happens on the 404 page or when localStorage cannot keep the flag.
     * @default 'auto' when the site has more than one locale, else 'never'
     */
    localeRedirect: v.optional(oneOf(['auto', 'never'])),
    /**
     * Folder names (not globs) never routed, at any depth under the content root; folders starting with `_` or `.`,
     * and files starting with one `_` (`_intro.mdx`), are never routed either. Pages may still import their files.
     * @default ['shared']
     */
    exclude: v.optional(list(str(), 'a list of folder names')),
    /**
     * Module that adds slots, MDX components, overridden parts or a whole layout.
     * See {@link https://www.npmjs.com/package/@rsdocs/theme#extending | README: Extending}.
     */
    themeEntry: v.optional(str("a module path such as './theme/index.tsx'")),
    /**
     * Plugins: remark/rehype plugins, page data, extra pages, global styles and components, files after the build.
     * See {@link https://www.npmjs.com/package/@rsdocs/theme#plugins | README: Plugins}.
     */
    plugins: v.optional(list(pluginFields, 'a list of plugins { name, … }')),
    /**
     * Fail the build on dead internal links and anchors.
     * @default true
     */
    checkDeadLinks: v.optional(bool()),
    /** Markdown options. */
    markdown: v.optional(
      strict(
        {
          /**
           * In a page of another language than the default, an absolute link without a language (`/guide/start` in
           * `docs/zh/…`) leads to that language's page (`/zh/guide/start`) when it exists, as Rspress's
           * `markdown.link.autoPrefix` does; otherwise it stays as written.
           * @default true
           */
          autoPrefixLinks: v.optional(bool()),
        },
        '{ autoPrefixLinks?: boolean }',
      ),
    ),
    /**
     * Emit llms.txt, llms-full.txt and a Markdown copy of each page.
     * @default true
     */
    llms: v.optional(bool()),
    /**
     * The page menu by a doc page's title: "Copy page" (its Markdown), "View as Markdown" and "Open in…" the chat
     * services listed in `openIn`. `false` turns it off; so does `llms: false` (no Markdown copies to offer).
     * See {@link https://www.npmjs.com/package/@rsdocs/theme#ai-assistants | README: AI assistants}.
     * @default {} (on, no chat services)
     */
    pageActions: v.optional(pageActionsConfig),
    /**
     * A strict Content-Security-Policy on every built page: a `<meta http-equiv>` first in its `<head>`, with its
     * inline head script and styles allowed by their SHA-256 hashes (no `'unsafe-inline'`), and the same policy in
     * `_headers` and from `rsdocs preview`. `true` turns it on; an object turns it on and adds its sources to the
     * directives it names (`{ 'img-src': ['https://cdn.example.com'], 'frame-src': 'https://www.youtube-nocookie.com' }`).
     * See {@link https://www.npmjs.com/package/@rsdocs/theme#security | README: Security}.
     * @default false
     */
    csp: v.optional(cspConfig),
    /**
     * Old routes that lead to a page of the site: `{ '/guide/old-page': '/guide/new-page' }`, full routes with their
     * language prefix (`'/zh/guide/old-page': '/zh/guide/new-page'`), without the base; a target may name a heading
     * (`'/api/instance': '/api/core#instance'`) or be an http(s) URL. The build writes a redirect page at each old
     * route and a `_redirects` file; links to an old route are not dead links.
     * See {@link https://www.npmjs.com/package/@rsdocs/theme#redirects | README: Redirects}.
     * @default {}
     */
    redirects: v.optional(recordOf(str("a route such as '/guide/new-page'"), "an object of routes such as { '/guide/old-page': '/guide/new-page' }")),
  },
  'an object passed to defineConfig({ … })',
);

/**
 * The site configuration passed to `defineConfig`.
 * See {@link https://www.npmjs.com/package/@rsdocs/theme#config-reference | README: Config reference}.
 */
export type SiteConfig = v.InferInput<typeof siteConfigSchema>;
