import type { Meta, StoryObj } from '@storybook/react-vite';
import { Callout } from './Callout';

const meta = {
  title: 'Content/Callout',
  component: Callout,
  args: {
    type: 'tip',
    children: (
      <p>
        Run <code>rslib build --watch</code> while you work; it rebuilds only what changed.
      </p>
    ),
  },
} satisfies Meta<typeof Callout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tip: Story = {};
export const Info: Story = { args: { type: 'info', children: <p>Declaration files are generated only when <code>dts</code> is enabled.</p> } };
export const Important: Story = {
  args: { type: 'important', children: <p>Set <code>output.target</code> before publishing: it decides which syntax consumers receive.</p> },
};
/** Rspress's and GitHub's `note` and `caution`: the looks of info and danger, with their own titles. */
export const NoteAndCaution: Story = {
  render: () => (
    <>
      <Callout type="note"><p>Worth knowing while you read.</p></Callout>
      <Callout type="caution"><p>This removes the output folder first.</p></Callout>
    </>
  ),
};
/** Every type in dark appearance (colours come from the dark tokens). */
export const AllTypesDark: Story = {
  globals: { appearance: 'dark' },
  render: () => (
    <>
      <Callout type="tip"><p>A useful hint.</p></Callout>
      <Callout type="info"><p>Background information.</p></Callout>
      <Callout type="important"><p>Something a reader must not miss.</p></Callout>
      <Callout type="warning"><p>Something to be careful about.</p></Callout>
      <Callout type="danger"><p>Something that can break a build.</p></Callout>
      <Callout type="details"><p>Hidden until opened.</p></Callout>
    </>
  ),
};
export const Warning: Story = {
  args: { type: 'warning', title: 'Breaking change', children: <p>From v0.2 the default <code>syntax</code> is <code>esnext</code>.</p> },
};
export const Danger: Story = { args: { type: 'danger', children: <p>Do not bundle peer dependencies; consumers would load two copies.</p> } };
export const Details: Story = {
  args: { type: 'details', title: 'Show the full config', children: <p>Every option falls back to its documented default.</p> },
};

/** All six types with default titles, as a page shows them. */
export const AllTypes: Story = {
  render: () => (
    <>
      <Callout type="tip"><p>A useful hint.</p></Callout>
      <Callout type="info"><p>Background information.</p></Callout>
      <Callout type="important"><p>Something a reader must not miss.</p></Callout>
      <Callout type="warning"><p>Something to be careful about.</p></Callout>
      <Callout type="danger"><p>Something that can break a build.</p></Callout>
      <Callout type="details"><p>Hidden until opened.</p></Callout>
    </>
  ),
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  render: () => (
    <>
      <Callout type="tip"><p>开发时运行 <code>rslib build --watch</code>，只会重新构建发生变化的部分。</p></Callout>
      <Callout type="info"><p>只有开启 <code>dts</code> 时才会生成类型声明文件。</p></Callout>
      <Callout type="important"><p>发布前请设置 <code>output.target</code>。</p></Callout>
      <Callout type="warning"><p>请勿将 peer 依赖打包进产物。</p></Callout>
      <Callout type="danger"><p>这会导致使用方加载两份相同的代码。</p></Callout>
      <Callout type="details"><p>展开后可以看到完整的配置。</p></Callout>
    </>
  ),
};
