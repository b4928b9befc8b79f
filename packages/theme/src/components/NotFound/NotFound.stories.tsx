import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFound } from './NotFound';

const meta = {
  title: 'Docs/NotFound',
  component: NotFound,
  parameters: { pathname: '/guide/missing-page' },
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A missing Chinese page leads back to /zh/. */
export const Chinese: Story = { globals: { locale: 'zh' }, parameters: { pathname: '/zh/guide/missing-page' } };
