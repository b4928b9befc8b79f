import type { Meta, StoryObj } from '@storybook/react-vite';
import type { OverviewGroup } from '../../lib/overview';
import { Overview } from './Overview';

const h = (id: string, text: string, depth = 2) => ({ id, text, depth });

const groups: OverviewGroup[] = [
  {
    text: 'Lib Configurations',
    items: [
      { text: 'lib.autoExtension', link: '/config/lib/auto-extension', headers: [h('default-value', 'Default value'), h('customize-extension', 'Customize extension')] },
      { text: 'lib.autoExternal', link: '/config/lib/auto-external', headers: [h('object-type', 'Object type'), h('dependencies', 'autoExternal.dependencies', 3), h('peer-dependencies', 'autoExternal.peerDependencies', 3)] },
      { text: 'lib.bundle', link: '/config/lib/bundle', headers: [h('set-entry', 'Set entry')] },
      { text: 'lib.format', link: '/config/lib/format', headers: [] },
    ],
  },
  {
    text: 'Rsbuild Configurations',
    items: [
      { text: 'source', link: '/config/rsbuild/source', headers: [h('source-entry', 'source.entry'), h('source-define', 'source.define')] },
      { text: 'output', link: '/config/rsbuild/output', headers: [h('output-target', 'output.target'), h('output-dist-path', 'output.distPath')] },
    ],
  },
];

const zhGroups: OverviewGroup[] = [
  {
    text: 'Lib 配置',
    items: [
      { text: 'lib.autoExternal', link: '/zh/config/lib/auto-external', headers: [h('对象类型', '对象类型'), h('默认值', '默认值')] },
      { text: 'lib.bundle', link: '/zh/config/lib/bundle', headers: [h('设置入口', '设置入口')] },
    ],
  },
];

const meta = {
  title: 'Docs/Overview',
  component: Overview,
  args: { groups, title: 'Overview' },
  parameters: { pathname: '/config/' },
} satisfies Meta<typeof Overview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chinese: Story = { args: { groups: zhGroups, title: '概览' }, globals: { locale: 'zh' }, parameters: { pathname: '/zh/config/' } };
export const Empty: Story = { args: { groups: [] } };

/** A query typed into the filter: only matching groups, items and headings stay. */
export const Filtered: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'external');
  },
};

/** Nothing matches: 'No matching API found: …'. */
export const NoMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'webpack');
  },
};
