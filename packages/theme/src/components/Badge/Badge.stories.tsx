import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';

const meta = {
  title: 'Content/Badge',
  component: Badge,
  args: { text: 'New' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tip: Story = {};
export const Warning: Story = { args: { type: 'warning', text: 'Experimental' } };

/** Children instead of `text`, with a border instead of a fill. */
export const OutlineWithChildren: Story = {
  args: {
    type: 'danger',
    outline: true,
    text: undefined,
    children: (
      <>
        <strong>Removed</strong> in v2
      </>
    ),
  },
};

/** All four types beside a heading, as an API page shows them. */
export const InHeading: Story = {
  render: () => (
    <h3>
      output.minify <Badge text="tip" /> <Badge type="info" text="info" /> <Badge type="warning" text="warning" /> <Badge type="danger" text="danger" />
    </h3>
  ),
};
