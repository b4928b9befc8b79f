import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToolStack } from './ToolStack';

const meta = {
  title: 'Navigation/ToolStack',
  component: ToolStack,
  // Open popovers would overlap on the docs page: each story gets its own frame there.
  parameters: { layout: 'padded', docs: { story: { inline: false, height: '340px' } } },
} satisfies Meta<typeof ToolStack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Open from the start (Radix loads at once). */
export const Open: Story = { args: { defaultOpen: true } };

export const OpenChinese: Story = { args: { defaultOpen: true }, globals: { locale: 'zh' } };

export const FewItems: Story = {
  args: {
    defaultOpen: true,
    items: [
      { name: 'Rspack', desc: '基于 Rust 的打包工具', descEn: 'Rust-based web bundler', logo: '/logos/rspack.svg', url: 'https://rspack.dev' },
      { name: 'Rsbuild', desc: '开箱即用的构建工具', descEn: 'Out-of-the-box build tool', logo: '/logos/rsbuild.svg', url: 'https://rsbuild.dev', urlEn: 'https://rsbuild.dev/en' },
    ],
  },
};
