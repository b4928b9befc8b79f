import type { Meta, StoryObj } from '@storybook/react-vite';
import { PrevNextPage } from './PrevNextPage';

const meta = {
  title: 'Docs/PrevNextPage',
  component: PrevNextPage,
  args: {
    prev: { text: 'Introduction', link: '/guide/start/' },
    next: { text: 'Features', link: '/guide/start/features' },
  },
  parameters: { pathname: '/guide/start/quick-start' },
} satisfies Meta<typeof PrevNextPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OnlyNext: Story = { args: { prev: undefined } };
export const OnlyPrev: Story = { args: { next: undefined } };
export const Chinese: Story = {
  args: { prev: { text: '介绍', link: '/zh/guide/start/' }, next: { text: '功能特性', link: '/zh/guide/start/features' } },
  globals: { locale: 'zh' },
  parameters: { pathname: '/zh/guide/start/quick-start' },
};
export const LongTitles: Story = {
  args: {
    prev: { text: 'Configure Rsbuild and Rspack for advanced library bundling scenarios', link: '/guide/basic/configure-rsbuild-rspack' },
    next: { text: 'output.distPath.someVeryLongOptionNameThatDoesNotBreak', link: '/config/rsbuild/output' },
  },
};
