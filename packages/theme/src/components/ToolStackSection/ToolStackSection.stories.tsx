import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyToolStack } from '../../test/fixtures';
import { ToolStackSection } from './ToolStackSection';

/** Simple drawn logos, one colour per tool, so the story needs no network. */
const COLORS = ['#ff8b00', '#f2a65a', '#c26c1d', '#ffb966', '#e07a10', '#999'];
const logo = (color: string, letter: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><circle cx="28" cy="28" r="26" fill="${color}"/><text x="28" y="37" font-family="sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="#fff">${letter}</text></svg>`,
  )}`;
const items = storyToolStack.slice(0, 5).map((tool, i) => ({ ...tool, logo: logo(COLORS[i]!, tool.name.slice(2, 3).toUpperCase()) }));

const meta = {
  title: 'Home/ToolStackSection',
  component: ToolStackSection,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Tool Stack',
    description: 'High-performance tool stack built around Rspack to boost modern web development',
    items,
  },
} satisfies Meta<typeof ToolStackSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: { title: '工具栈', description: '围绕 Rspack 打造的高性能工具栈，助力现代 Web 开发' },
};
