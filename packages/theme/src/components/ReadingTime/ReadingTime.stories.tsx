import type { Meta, StoryObj } from '@storybook/react-vite';
import { PartsProvider } from '../../layouts/parts';
import type { PageData } from '../../runtime/types';
import { ReadingTime } from './ReadingTime';

const meta = {
  title: 'Docs/ReadingTime',
  component: ReadingTime,
  args: { minutes: 4 },
} satisfies Meta<typeof ReadingTime>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Chinese: Story = { globals: { locale: 'zh' } };

const page = { title: 'Quick Start', readingTime: { minutes: 7, words: 1500 } } as unknown as PageData;

/** Without a prop, the minutes come from the page's data (what `readingTimePlugin` adds). */
export const FromPageData: Story = {
  args: { minutes: undefined },
  render: (args) => (
    <PartsProvider page={page}>
      <ReadingTime {...args} />
    </PartsProvider>
  ),
};
