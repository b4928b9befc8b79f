import type { Meta, StoryObj } from '@storybook/react-vite';
import { LinkCard } from './LinkCard';

const meta = {
  title: 'Content/LinkCard',
  component: LinkCard,
  args: { href: '/guide/start/', title: 'Quick start', description: 'Create a project and run its first build in a few minutes.' },
} satisfies Meta<typeof LinkCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {};
export const External: Story = { args: { href: 'https://github.com/web-infra-dev/rslib', title: 'Repository', description: 'Issues, releases and the source.' } };
export const TitleOnly: Story = { args: { description: undefined } };
