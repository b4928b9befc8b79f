// Public browser API of @rsdocs/theme. Explicit list: everything here is a contract.
export { defineConfig } from './config/types';
export type * from './config/types';
export type * from './runtime/types';
export type { LayoutProps, LayoutSlots, PartSwitches } from './layouts/types';
export type { ThemeEntry } from './runtime/theme-entry';
export type { SearchHit, SearchSource } from './provider/search';
export type { MessageKey, Messages } from './i18n';
export { loadMessages, resolveMessages } from './i18n';
export { en as enMessages } from './i18n/en';
export { zh as zhMessages } from './i18n/zh';

export { ThemeProvider, useThemeContext, type ThemeProviderProps, type ThemeContextValue } from './provider/ThemeProvider';
export { useT } from './provider/useT';
export { useLocale } from './provider/useLocale';
export { useStoredState } from './hooks/useStoredState';
export { readStorage, writeStorage, subscribeStorage } from './lib/storage';
export { LOCALE_VISITED_KEY } from './lib/locale-redirect';
export { normalizeRoutePath, isSamePage, withBase, isExternalUrl, parseRoutePath, inferLang } from './lib/url';

export { bootClient, type BootOptions } from './runtime/client';
export { App, type AppProps } from './runtime/App';
export { CONTENT_RELOAD_EVENT, SCROLL_OFFSET_PX, scrollToAnchor } from './runtime/scroll';

// Layouts
export { DefaultLayout, DefaultLayout as Layout } from './layouts/DefaultLayout';
export { DocLayout } from './layouts/DocLayout';
export { HomeLayout } from './layouts/HomeLayout';
export { NotFoundLayout, CustomLayout, BlankLayout } from './layouts/SimpleLayouts';
export { PartsProvider, usePageData, usePart, type PartName, type SlotContent, type ThemeParts, type ThemeSlots } from './layouts/parts';
export { defaultMdxComponents } from './runtime/mdx-components';
export { createContent, type ContentNode, type ContentProps } from './runtime/content';
export { sectionLoader, type SectionManifest } from './runtime/section-manifest';

// Components
export { Link, type LinkProps } from './components/Link/Link';
export { Navbar, type NavbarProps } from './components/Navbar/Navbar';
export { ToolStack, type ToolStackProps } from './components/ToolStack/ToolStack';
export { ToolStackSection, type ToolStackSectionProps } from './components/ToolStackSection/ToolStackSection';
export { Sidebar, type SidebarProps } from './components/Sidebar/Sidebar';
export { Outline, type OutlineProps } from './components/Outline/Outline';
export { OutlineMenu, type OutlineMenuProps } from './components/Outline/OutlineMenu';
export { PageActions, type PageActionsProps } from './components/PageActions/PageActions';
export { HomeHero, type HomeHeroProps, type HomeHeroAction } from './components/HomeHero/HomeHero';
export { HomeFeatures, type HomeFeaturesProps, type HomeFeature } from './components/HomeFeatures/HomeFeatures';
export { Banner, type BannerProps } from './components/Banner/Banner';
export { SearchModal, type SearchModalProps } from './components/SearchModal/SearchModal';
export { SearchLauncher, openSearch, type SearchLauncherProps } from './components/SearchModal/SearchLauncher';
export { AppearanceToggle, type AppearanceToggleProps } from './components/AppearanceToggle/AppearanceToggle';
export { LanguageSwitch, type LanguageSwitchProps } from './components/LanguageSwitch/LanguageSwitch';
export { SocialLinks, type SocialLinksProps } from './components/SocialLinks/SocialLinks';
export { MobileMenu, type MobileMenuProps } from './components/MobileMenu/MobileMenu';
export { SkipLink, type SkipLinkProps } from './components/SkipLink/SkipLink';
export { PrevNextPage, type PrevNextPageProps } from './components/PrevNextPage/PrevNextPage';
export { EditLink, type EditLinkProps } from './components/EditLink/EditLink';
export { LastUpdated, type LastUpdatedProps } from './components/LastUpdated/LastUpdated';
export { ReadingTime, type ReadingTimeProps } from './components/ReadingTime/ReadingTime';
export { Footer, type FooterProps } from './components/Footer/Footer';
export { NotFound, type NotFoundProps } from './components/NotFound/NotFound';
export { Overview, type OverviewProps } from './components/Overview/Overview';
export { BlogIndex, type BlogIndexProps } from './components/BlogIndex/BlogIndex';
export { PostMeta, type PostMetaProps } from './components/BlogIndex/PostMeta';
export { StaleTranslationNotice, type StaleTranslationNoticeProps } from './components/StaleTranslationNotice/StaleTranslationNotice';
export { UntranslatedNotice, type UntranslatedNoticeProps } from './components/UntranslatedNotice/UntranslatedNotice';
export { Tabs, Tab, type TabsProps, type TabProps } from './components/Tabs/Tabs';
export { PackageManagerTabs, type PackageManagerTabsProps } from './components/PackageManagerTabs/PackageManagerTabs';
export { CodeBlock, type CodeBlockProps } from './components/CodeBlock/CodeBlock';
export { Callout, type CalloutProps } from './components/Callout/Callout';
export { Badge, type BadgeProps } from './components/Badge/Badge';
export { Steps, type StepsProps } from './components/Steps/Steps';
export { Tag, type TagProps } from './components/Tag/Tag';
export { SourceCode, type SourceCodeProps } from './components/SourceCode/SourceCode';
export { LinkCard, type LinkCardProps } from './components/LinkCard/LinkCard';
export { ClientOnly, type ClientOnlyProps } from './components/ClientOnly/ClientOnly';
export { ImageZoom, type ImageZoomProps } from './components/ImageZoom/ImageZoom';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar/ProgressBar';
export { DocContent, type DocContentProps } from './components/DocContent/DocContent';
export { colorSchemeScript, APPEARANCE_STORAGE_KEY } from './lib/appearance';
