import type { Meta, StoryObj } from '@storybook/react-vite';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Navigation/SkipLink',
  component: SkipLink,
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until focused: press Tab in the canvas. */
export const Default: Story = {};
export const Chinese: Story = { globals: { locale: 'zh' } };
/** Focused (the first Tab on a page): it slides into view at the top left. */
export const Focused: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('link').focus();
  },
};
