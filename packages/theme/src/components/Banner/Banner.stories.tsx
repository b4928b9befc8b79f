import type { Meta, StoryObj } from '@storybook/react-vite';
import { Banner } from './Banner';

const message = {
  en: '🚧 Rslib documentation is under construction, stay tuned for a stable version!',
  zh: '🚧 Rslib 中文文档正在施工中，可以先查阅英文文档',
};

const meta = {
  title: 'Navigation/Banner',
  component: Banner,
  args: { href: '/', message, localStorageKey: 'rsdocs-story-banner' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closing it stores 'true' under the key; clear `rsdocs-story-banner` in localStorage to see it again. */
export const Default: Story = {};

export const Chinese: Story = { globals: { locale: 'zh' } };

/** `display: false` renders nothing (the Rslib site shows the banner on the home page only). */
export const Hidden: Story = { args: { display: false } };

export const LongMessageMobile: Story = {
  args: { message: 'A much longer announcement that has to wrap onto several lines on a narrow phone screen, with the close button still reachable.' },
  globals: { viewport: { value: 'mobile' } },
};
