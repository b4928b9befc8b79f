import type { Meta, StoryObj } from '@storybook/react-vite';
import { StaleTranslationNotice } from './StaleTranslationNotice';

const meta = {
  title: 'Docs/StaleTranslationNotice',
  component: StaleTranslationNotice,
  args: { originalHref: '/guide/start/quick-start' },
  globals: { locale: 'zh' },
  parameters: { pathname: '/zh/guide/start/quick-start' },
} satisfies Meta<typeof StaleTranslationNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a Chinese page, the usual case. */
export const Default: Story = {};
export const English: Story = { globals: { locale: 'en' } };
