import type { Meta, StoryObj } from '@storybook/react-vite';
import { MobileMenu } from './MobileMenu';

const meta = {
  title: 'Navigation/MobileMenu',
  component: MobileMenu,
  globals: { viewport: { value: 'mobile' } },
  // The open menu covers the page: on the docs page each story gets its own frame.
  parameters: { docs: { story: { inline: false, height: '520px' } } },
} satisfies Meta<typeof MobileMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Menu button; its navigation screen is in the page, closed. */
export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const OpenChinese: Story = { args: { defaultOpen: true }, globals: { locale: 'zh' } };
export const WithGroups: Story = {
  args: {
    defaultOpen: true,
    items: [
      { text: 'Guide', link: '/guide/start/', activeMatch: '/guide/' },
      { text: 'Config', link: '/config/', tag: 'new' },
      { text: 'Ecosystem', items: [{ text: 'Rsbuild', link: 'https://rsbuild.dev' }, { text: 'Rspress', link: 'https://rspress.dev' }] },
    ],
  },
};
