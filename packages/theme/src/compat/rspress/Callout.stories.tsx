import type { Meta, StoryObj } from '@storybook/react-vite';
import { Callout } from './Callout';

const meta = {
  title: 'Rspress/Callout',
  component: Callout,
  args: { type: 'note', children: <p>The cache folder can be removed at any time; the next build fills it again.</p> },
} satisfies Meta<typeof Callout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rspress's `note`, drawn as our info callout with its own title. */
export const Note: Story = {};
export const Important: Story = { args: { type: 'important', children: <p>Node.js 20.19 or later is required.</p> } };
export const Caution: Story = { args: { type: 'caution', children: <p>Renaming the output folder breaks links to old builds.</p> } };
