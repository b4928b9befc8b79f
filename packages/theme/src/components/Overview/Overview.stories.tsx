import type { Meta, StoryObj } from '@storybook/react-vite';
import type { OverviewGroup } from '../../lib/overview';
import { Overview } from './Overview';

const h = (id: string, text: string, depth = 2) => ({ id, text, depth });
// Option pages share their sub-headings ("Example", "Version history"): the cards show summary and type instead.
const shared = [h('example', 'Example'), h('interactions', 'Interactions with other options'), h('version-history', 'Version history')];

const groups: OverviewGroup[] = [
  {
    text: 'Lib',
    items: [
      {
        text: 'lib.format',
        link: '/config/lib/format',
        headers: [h('values', 'Values'), ...shared],
        description: 'Choose the module format of a library output: ESM, CommonJS, UMD, Module Federation or IIFE.',
        signature: "'esm' | 'cjs' | 'umd' | 'mf' | 'iife'",
      },
      {
        text: 'lib.autoExternal',
        link: '/config/lib/auto-external',
        headers: [h('object-form', 'Object form'), h('dependencies', 'autoExternal.dependencies', 3), ...shared],
        description: 'Keep the dependencies declared in package.json out of the bundle.',
        signature: 'boolean | { dependencies?: boolean; optionalDependencies?: boolean; devDependencies?: boolean; peerDependencies?: boolean }',
      },
      {
        text: 'lib.bundle',
        link: '/config/lib/bundle',
        headers: [h('set-the-entry', 'Set the entry'), ...shared],
        description: 'Bundle each entry into one file, or transform every source file on its own (bundleless).',
        signature: 'boolean',
      },
    ],
  },
  {
    text: 'Rsbuild Config',
    items: [
      // No summary: the card lists the page's headings instead.
      { text: 'source', link: '/config/rsbuild/source', headers: [h('source-entry', 'source.entry'), h('source-define', 'source.define')] },
      { text: 'output', link: '/config/rsbuild/output', headers: [h('output-target', 'output.target'), h('output-dist-path', 'output.distPath')], description: 'Where and how Rsbuild writes the build outputs.' },
    ],
  },
];

const zhGroups: OverviewGroup[] = [
  {
    text: 'Lib',
    items: [
      {
        text: 'lib.format',
        link: '/zh/config/lib/format',
        headers: [h('可选值', '可选值'), h('示例', '示例')],
        description: '通过 lib.format 选择库产物的模块格式，可选 ESM、CommonJS、UMD、Module Federation 和 IIFE。',
        signature: "'esm' | 'cjs' | 'umd' | 'mf' | 'iife'",
      },
      { text: 'lib.bundle', link: '/zh/config/lib/bundle', title: '打包模式', headers: [h('设置入口', '设置入口')], description: '是否打包产物。', signature: 'boolean' },
    ],
  },
];

const meta = {
  title: 'Docs/Overview',
  component: Overview,
  args: { groups, title: 'Config Overview' },
  parameters: { pathname: '/config/' },
} satisfies Meta<typeof Overview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each option: its name, type and one-line summary, not the sub-headings every option page shares. */
export const Default: Story = {};
export const Chinese: Story = { args: { groups: zhGroups, title: '配置总览' }, globals: { locale: 'zh' }, parameters: { pathname: '/zh/config/' } };
export const Empty: Story = { args: { groups: [] } };

/** A query typed into the filter: it also finds pages by summary, type and headings (which the card then lists). */
export const Filtered: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'dependencies');
  },
};

/** Nothing matches: 'No matching API found: …' (a site may say otherwise: the string is configurable). */
export const NoMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'webpack');
  },
};
