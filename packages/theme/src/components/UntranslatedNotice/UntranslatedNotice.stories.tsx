import type { Meta, StoryObj } from '@storybook/react-vite';
import { UntranslatedNotice } from './UntranslatedNotice';

const meta = {
  title: 'Docs/UntranslatedNotice',
  component: UntranslatedNotice,
  args: { originalHref: '/guide/start/quick-start' },
  globals: { locale: 'zh' },
  parameters: { pathname: '/zh/guide/start/quick-start' },
} satisfies Meta<typeof UntranslatedNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An English page shown under the Chinese site, the usual case. */
export const Default: Story = {};
export const English: Story = { globals: { locale: 'en' } };
