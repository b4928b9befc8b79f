import type { Meta, StoryObj } from '@storybook/react-vite';
import { Overview } from './Overview';

const meta = {
  title: 'Rspress/Overview',
  component: Overview,
  args: {
    groups: [
      {
        name: 'Plugins',
        items: [
          { text: 'React', link: '/plugins/react', headers: [{ id: 'options', text: 'Options', depth: 2 }] },
          { text: 'Vue', link: '/plugins/vue', headers: [{ id: 'options', text: 'Options', depth: 2 }, { id: 'faq', text: 'FAQ', depth: 2 }] },
        ],
      },
    ],
  },
} satisfies Meta<typeof Overview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Groups in Rspress's shape (`name`, items with `headers`), shown with the theme's filter and cards. */
export const RspressGroups: Story = {};
