import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './Link';

const meta = {
  title: 'Basics/Link',
  component: Link,
  args: { href: '/guide/start/', children: 'Introduction' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {};
export const External: Story = { args: { href: 'https://rspack.dev', children: 'Rspack' } };
