import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './Footer';

const meta = {
  title: 'Docs/Footer',
  component: Footer,
  args: {
    message: 'Rslib is free and open source software released under the MIT license.\n© 2024-present ByteDance Inc.',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Rslib site's two lines. */
export const Default: Story = {};
/** One text per language: a Chinese page gets the Chinese lines. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  args: {
    message: {
      en: 'Rslib is free and open source software released under the MIT license.\n© 2024-present ByteDance Inc.',
      zh: 'Rslib 是基于 MIT 许可证发布的免费开源软件。\n© 2024-present ByteDance Inc.',
    },
  },
};
export const WithChildren: Story = {
  args: { message: '© 2024-present ByteDance Inc.', children: <p className="rsd-footer__line">Built with rsdocs</p> },
};
