import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BlogPost } from '../../runtime/types';
import { BlogIndex } from './BlogIndex';

const posts: BlogPost[] = [
  {
    title: 'Introducing Rslib 1.0',
    link: '/blog/introducing-rslib-1-0',
    date: '2025-05-14',
    description: 'The first stable release: bundleless builds, declaration files with tsgo and a faster dev loop.',
    authors: [{ name: 'Rslib team', link: 'https://github.com/web-infra-dev/rslib' }],
  },
  {
    title: 'Bundleless builds, explained',
    link: '/blog/bundleless',
    date: '2025-02-03',
    description: 'Why one output file per source file suits component libraries, and how Rslib rewrites imports.',
    authors: ['Ada', 'Lin'],
  },
  { title: 'A post without a summary', link: '/blog/short', date: '2024-11-20' },
];

const meta = {
  title: 'Blog/BlogIndex',
  component: BlogIndex,
  args: { posts },
  parameters: { pathname: '/blog/' },
} satisfies Meta<typeof BlogIndex>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: date and authors, the title as the card's link, the summary. */
export const Default: Story = {};

/** With the blog's feed (a feed plugin sets `blogFeed` in the index's page data). */
export const WithFeed: Story = { args: { feed: { href: '/blog/rss.xml' } } };

export const Chinese: Story = {
  globals: { locale: 'zh' },
  parameters: { pathname: '/zh/blog/' },
  args: {
    posts: [
      { title: 'Rslib 1.0 发布', link: '/zh/blog/introducing-rslib-1-0', date: '2025-05-14', description: '首个稳定版本：bundleless 构建、基于 tsgo 的类型生成，以及更快的开发体验。', authors: ['Ada', 'Lin'] },
    ],
    feed: { href: '/zh/blog/rss.xml' },
  },
};

/** Before the first post: a short note instead of the list. */
export const Empty: Story = { args: { posts: [] } };
