import type { Meta, StoryObj } from '@storybook/react-vite';
import { LastUpdated } from './LastUpdated';

const meta = {
  title: 'Docs/LastUpdated',
  component: LastUpdated,
  args: { timestamp: Date.UTC(2024, 10, 3, 9, 30) },
} satisfies Meta<typeof LastUpdated>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chinese: Story = { globals: { locale: 'zh' } };
