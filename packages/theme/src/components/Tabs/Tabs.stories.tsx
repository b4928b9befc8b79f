import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tab, Tabs } from './Tabs';

const meta = {
  title: 'Content/Tabs',
  component: Tabs,
  args: {
    groupId: 'format',
    label: 'Output format',
    children: [
      <Tab key="esm" label="ESM">
        <p>
          ES modules use <code>import</code> and <code>export</code>. Bundlers tree-shake them and Node.js loads them natively.
        </p>
      </Tab>,
      <Tab key="cjs" label="CJS">
        <p>
          CommonJS uses <code>require()</code> and <code>module.exports</code>, for consumers still on older Node.js tooling.
        </p>
      </Tab>,
      <Tab key="umd" label="UMD">
        <p>UMD runs in a browser through a script tag and exposes a global variable.</p>
      </Tab>,
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Starts on a tab other than the first. */
export const WithDefaultValue: Story = { args: { defaultValue: 'CJS' } };

/** Two groups with the same id switch together. */
export const SyncedGroup: Story = {
  render: (args) => (
    <>
      <Tabs {...args} />
      <Tabs {...args} />
    </>
  ),
};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    groupId: 'format-zh',
    label: '产物格式',
    children: [
      <Tab key="esm" label="ESM" value="esm">
        <p>ES 模块使用 import 和 export 语法，打包工具可以对其进行 tree shaking。</p>
      </Tab>,
      <Tab key="cjs" label="CJS" value="cjs">
        <p>CommonJS 使用 require() 和 module.exports，适合仍在使用旧版 Node.js 工具链的用户。</p>
      </Tab>,
    ],
  },
};

/** Rspress's forms: a `<Tab>` with a value only (its label), a disabled tab, and the start given by index. */
export const ValuesAndIndex: Story = {
  args: {
    groupId: undefined,
    defaultIndex: 2,
    children: [
      <Tab key="a" value="Rsbuild">
        <p>Rsbuild builds web applications.</p>
      </Tab>,
      <Tab key="b" value="Rslib" disabled>
        <p>Rslib builds libraries.</p>
      </Tab>,
      <Tab key="c" value="Rspress">
        <p>Rspress builds documentation sites.</p>
      </Tab>,
    ],
  },
};
