/**
 * What rsdocs provides under Rspress's import names, as data: the build checks a site's named imports against it
 * (`vite/config/rspress-compat.ts`) and `exports.test.ts` checks it against the modules. No React here: the build
 * side imports it.
 */

/** `@theme`, `@rspress/core/theme`, `@theme-original`, `rspress/theme` → `@rsdocs/theme/rspress/theme`. */
export const RSPRESS_THEME_EXPORTS = [
  'Badge',
  'Callout',
  'HomeFeature',
  'Link',
  'LinkCard',
  'Overview',
  'OverviewGroup',
  'PackageManagerTabs',
  'SourceCode',
  'Steps',
  'Tab',
  'Tabs',
  'Tag',
  'renderInlineMarkdown',
] as const;

/**
 * `@rspress/core/runtime`, `rspress/runtime`, `@rspress/runtime` → `@rsdocs/theme/rspress/runtime`, plus `useI18n` and
 * `usePages` and `withBase`, which the build adds with the site's texts, pages and base (`RSPRESS_BUILD_EXPORTS`).
 */
export const RSPRESS_RUNTIME_EXPORTS = [
  'Head',
  'NoSSR',
  'isExternalUrl',
  'useDark',
  'useFrontmatter',
  'useLang',
  'useLocation',
  'useNavigate',
  'usePage',
  'usePageData',
  'useSite',
] as const;

/** Made by the build for each site (its `i18n.json` texts, its base, its pages' summaries). */
export const RSPRESS_BUILD_EXPORTS = ['useI18n', 'usePages', 'withBase'] as const;

const THEME_OVERRIDE =
  'it is part of an Rspress theme override; rsdocs layouts take slots and replaced parts from a theme entry (themeEntry in the config: `slots`, `components`), so port this file by hand';

/** Why a known Rspress name is not provided, and what to do instead. Names not listed get a general hint. */
export const RSPRESS_UNPROVIDED: Record<string, string> = {
  Layout: THEME_OVERRIDE,
  DocLayout: THEME_OVERRIDE,
  HomeLayout: THEME_OVERRIDE,
  NotFoundLayout: THEME_OVERRIDE,
  Nav: THEME_OVERRIDE,
  Sidebar: THEME_OVERRIDE,
  Outline: THEME_OVERRIDE,
  Search: THEME_OVERRIDE,
  DocFooter: THEME_OVERRIDE,
  HomeHero: 'an rsdocs home page draws its hero from the frontmatter (`hero`) of a `pageType: home` page',
  useSidebar: 'the sidebar is drawn by the doc layout; replace it through a theme entry\'s `components` (Sidebar) instead',
  useNav: 'the navbar is drawn by the layout from the config\'s `nav`; replace it through a theme entry\'s `components` (Navbar)',
  useVersion: 'not provided yet: read the version from `usePageData().page.version`',
  CodeBlockRuntime: 'rsdocs compiles code blocks at build time only; write a fenced code block instead',
  PageTabs: 'not provided: split the content into pages, or use `<Tabs>`',
  Prompt: 'not provided: use a fenced code block',
};
