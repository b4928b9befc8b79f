import type { Meta, StoryObj } from '@storybook/react-vite';
import type { SidebarItem } from '../../config/types';
import { storySidebar } from '../../test/fixtures';
import { Sidebar } from './Sidebar';

const zhSidebar: SidebarItem[] = [
  {
    text: '开始',
    items: [
      { text: '介绍', link: '/zh/guide/start/' },
      { text: '快速上手', link: '/zh/guide/start/quick-start' },
      { text: '功能特性', link: '/zh/guide/start/features', tag: '新' },
    ],
  },
  { type: 'divider' },
  {
    text: '基础',
    collapsed: true,
    items: [
      { text: '命令行工具', link: '/zh/guide/basic/cli' },
      { text: '配置 Rslib', link: '/zh/guide/basic/configure-rslib' },
    ],
  },
  { type: 'section-header', text: '更多' },
  { text: '常见问题', link: '/zh/guide/faq/general' },
  // An English page shown untranslated under /zh/ (`i18n.fallback`): badged by the build.
  { text: 'Glossary', link: '/zh/guide/start/glossary', untranslated: 'en' },
];

const longSidebar: SidebarItem[] = [
  {
    text: 'Configure Rsbuild and Rspack for advanced library bundling scenarios',
    link: '/guide/basic/configure-rsbuild-rspack',
    tag: 'experimental',
    items: [
      { text: 'Handling third-party dependencies with bundleless mode and auto-external', link: '/guide/advanced/third-party-deps' },
      {
        text: 'Module Federation in a monorepo with multiple remote entries',
        items: [
          { text: 'A_very_long_identifier_without_any_spaces_that_must_still_wrap', link: '/guide/advanced/module-federation' },
          { text: 'Monorepo', link: '/guide/advanced/monorepo' },
        ],
      },
    ],
  },
  { type: 'divider', dashed: true },
  { text: 'Always open (not collapsible)', collapsible: false, items: [{ text: 'Storybook', link: '/guide/advanced/storybook' }] },
];

const meta = {
  title: 'Docs/Sidebar',
  component: Sidebar,
  args: { items: storySidebar },
  parameters: { pathname: '/guide/start/quick-start' },
  decorators: [
    (Story) => (
      <div style={{ width: 'min(var(--rsd-sidebar-width), 100%)', height: 560, border: '1px solid var(--rsd-c-divider)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** 'Basic' is configured `collapsed: true` but holds the current page, so it starts open. */
export const CollapsedGroupWithActivePage: Story = {
  parameters: { pathname: '/guide/basic/cli' },
};

export const Chinese: Story = {
  args: { items: zhSidebar },
  globals: { locale: 'zh' },
  parameters: { pathname: '/zh/guide/start/quick-start' },
};

/** Long and unbroken labels, a group that links to a page, nesting and a non-collapsible group. */
export const LongLabels: Story = {
  args: { items: longSidebar },
  parameters: { pathname: '/guide/advanced/module-federation' },
};

/** A generated reference of 240 pages: the list shows 50 entries around the current page and "Show more" at both ends. */
export const LongList: Story = {
  args: {
    items: [
      {
        text: 'API reference',
        items: Array.from({ length: 240 }, (_, i) => ({ text: `createThing${i + 1}()`, link: `/api/create-thing-${i + 1}` })),
      },
    ],
  },
  parameters: { pathname: '/api/create-thing-120' },
};
