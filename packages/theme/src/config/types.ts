/**
 * The site configuration types, inferred from the schema in `schema.ts` (one source for the types, the validation
 * and the docs), and `defineConfig`. Type-only imports: the browser entry never loads the schema's code.
 */
import type { SiteConfig } from './schema';

export type {
  AddedPage,
  AfterBuildContext,
  BannerConfig,
  EditLinkConfig,
  HeadTag,
  LangCode,
  LocaleConfig,
  MarkdownPlugin,
  MultiVersionConfig,
  NavItem,
  PageActionsConfig,
  PluginContext,
  RsdocsPlugin,
  SearchConfig,
  SidebarConfig,
  SidebarDivider,
  SidebarGroup,
  SidebarItem,
  SidebarLink,
  SidebarSectionHeader,
  SiteConfig,
  SocialIcon,
  SocialLink,
  ToolLink,
} from './schema';

/** Identity helper that gives editor completion and type checks for the site config. */
export function defineConfig(config: SiteConfig): SiteConfig {
  return config;
}
