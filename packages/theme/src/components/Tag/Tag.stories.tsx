import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tag } from './Tag';

const meta = {
  title: 'Content/Tag',
  component: Tag,
  args: { tag: 'new' },
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};
export const Experimental: Story = { args: { tag: 'experimental' } };
export const Deprecated: Story = { args: { tag: 'deprecated' } };

/** Several words: one badge each; a type name takes its colour, other words are info. */
export const Several: Story = { args: { tag: 'warning, since v1.2' } };

/** An inline SVG icon. */
export const Svg: Story = { args: { tag: '<svg viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="currentColor"/></svg>' } };

/** An image from the public folder (the site base is added). */
export const Image: Story = { args: { tag: '/diagram.svg' } };

export const Chinese: Story = { globals: { locale: 'zh' }, args: { tag: 'experimental' } };
