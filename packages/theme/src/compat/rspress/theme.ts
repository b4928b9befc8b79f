// Rspress's built-in components as rsdocs provides them (`@theme`, `@rspress/core/theme`…, aliased by the build).
// Each name is its own module underneath, so a page's chunk gets only what it imports. Keep RSPRESS_THEME_EXPORTS
// (exports.ts) in step.
export { Badge, type BadgeProps } from '../../components/Badge/Badge';
export { Callout, type CalloutProps } from './Callout';
export { HomeFeature, type HomeFeatureProps } from './HomeFeature';
export { Link, type LinkProps } from '../../components/Link/Link';
export { LinkCard, type LinkCardProps } from '../../components/LinkCard/LinkCard';
export { Overview, type OverviewProps, type Group, type GroupItem } from './Overview';
export { OverviewGroup, type OverviewGroupProps } from './OverviewGroup';
export { PackageManagerTabs, type PackageManagerTabsProps, type PackageManagerTabsProps as PackageManagerTabProps } from '../../components/PackageManagerTabs/PackageManagerTabs';
export { SourceCode, type SourceCodeProps } from '../../components/SourceCode/SourceCode';
export { Steps, type StepsProps } from '../../components/Steps/Steps';
export { Tab, Tabs, type TabProps, type TabsProps } from '../../components/Tabs/Tabs';
export { Tag, type TagProps } from '../../components/Tag/Tag';
export { renderInlineMarkdown } from '../../lib/inline-markdown';
