import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen } from 'storybook/test';
import { SocialLinks } from './SocialLinks';
import { storyText } from '../../test/story-text';

const meta = {
  title: 'Navigation/SocialLinks',
  component: SocialLinks,
} satisfies Meta<typeof SocialLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The site's three links: GitHub, X, Discord. */
export const Default: Story = {};

/** More than three: the rest go into a 'more' popover. */
export const WithMore: Story = {
  args: {
    links: [
      { icon: 'github', link: 'https://github.com/web-infra-dev/rslib' },
      { icon: 'x', link: 'https://twitter.com/rspack_dev' },
      { icon: 'discord', link: 'https://discord.gg/XsaKEEk4mW' },
      { icon: 'youtube', link: 'https://youtube.com/@rspack' },
      { icon: 'lark', link: 'https://www.feishu.cn/' },
      { icon: 'slack', link: 'https://slack.com/' },
      { icon: 'npm', link: 'https://www.npmjs.com/package/@rslib/core', label: 'npm package' },
    ],
  },
};

/** The 'more' popover opened (it loads on first hover, focus or click). */
export const MoreOpen: Story = {
  args: WithMore.args,
  parameters: { docs: { story: { inline: false, height: '260px' } } },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: storyText(globals, 'nav.socialMore') }));
    await screen.findByRole('link', { name: /npm package/ }, { timeout: 5000 });
  },
};
