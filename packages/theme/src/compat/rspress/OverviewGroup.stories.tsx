import type { Meta, StoryObj } from '@storybook/react-vite';
import { OverviewGroup } from './OverviewGroup';

const meta = {
  title: 'Rspress/OverviewGroup',
  component: OverviewGroup,
  args: {
    group: {
      name: 'Configuration',
      items: [
        { text: 'source', link: '', items: [{ text: 'source.alias', link: '/config/source/alias' }, { text: 'source.define', link: '/config/source/define' }] },
        { text: 'server.port', link: '/config/server/port', headers: [{ id: 'example', text: 'Example', depth: 2 }] },
        { text: 'mode', link: '/config/mode' },
      ],
    },
  },
} satisfies Meta<typeof OverviewGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A hand-built group: an item without a link listing its own pages, one with headings, one bare. */
export const HandBuiltGroup: Story = {};
