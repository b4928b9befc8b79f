import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppearanceToggle } from './AppearanceToggle';

const meta = {
  title: 'Navigation/AppearanceToggle',
  component: AppearanceToggle,
} satisfies Meta<typeof AppearanceToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Click to switch; the choice is stored under `rsdocs-appearance` and shared with other tabs. */
export const Default: Story = {};
export const Chinese: Story = { globals: { locale: 'zh' } };
/** In dark appearance the moon shows and the button offers 'Switch to light appearance'. */
export const Dark: Story = { globals: { appearance: 'dark' } };
