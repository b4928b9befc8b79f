import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ProgressState, ProgressStore } from '../../lib/progress';
import { ProgressBar } from './ProgressBar';

/** A store frozen in one state, so each story shows a still frame of the bar. */
const still = (state: ProgressState): ProgressStore => ({ getState: () => state, subscribe: () => () => {} });

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  // The bar is fixed to the top of the viewport: on the docs page each story gets its own frame.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '60px' } } },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A slow route load under way. */
export const Running: Story = { args: { progress: still({ status: 'running', value: 0.42 }) } };
/** The load finished: the bar is full, just before it fades out. */
export const Done: Story = { args: { progress: still({ status: 'done', value: 1 }) } };
