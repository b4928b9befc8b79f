import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { storySite } from '../../test/fixtures';
import { renderWithTheme } from '../../test/render';
import { BlogIndex } from './BlogIndex';
import { formatPostDate, PostMeta } from './PostMeta';
import * as stories from './BlogIndex.stories';

const { Default, WithFeed, Chinese, Empty } = composeStories(stories);

describe('<BlogIndex>', () => {
  it('lists each post as an article: date, authors, the title as its link and the summary, in the given order', async () => {
    const { container } = render(<Default />);
    const list = screen.getByRole('list');
    const articles = within(list).getAllByRole('article');
    expect(articles.map((a) => within(a).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Introducing Rslib 1.0',
      'Bundleless builds, explained',
      'A post without a summary',
    ]);
    const first = articles[0]!;
    expect(within(first).getByRole('link', { name: 'Introducing Rslib 1.0' })).toHaveAttribute('href', '/blog/introducing-rslib-1-0');
    expect(first.querySelector('time')).toHaveAttribute('dateTime', '2025-05-14');
    expect(first.querySelector('time')).toHaveTextContent('May 14, 2025');
    expect(within(first).getByText(/first stable release/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Rslib team' })).toHaveAttribute('target', '_blank');
    expect(within(articles[1]!).getByText('Ada, Lin')).toBeInTheDocument();
    expect(articles[2]!.querySelector('.rsd-blog-index__summary')).toBeNull();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('opens a post in the app when its title is clicked', () => {
    const navigate = vi.fn();
    renderWithTheme(<BlogIndex posts={[{ title: 'Post', link: '/blog/post', date: '2025-01-02' }]} />, { navigate });
    fireEvent.click(screen.getByRole('link', { name: 'Post' }));
    expect(navigate).toHaveBeenCalledWith('/blog/post');
  });

  it('links the feed only when one is given', () => {
    const { unmount } = render(<WithFeed />);
    expect(screen.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/blog/rss.xml');
    unmount();
    render(<Default />);
    expect(screen.queryByRole('link', { name: /feed/i })).toBeNull();
  });

  it('speaks Chinese on Chinese pages', () => {
    render(<Chinese />);
    expect(screen.getByRole('heading', { level: 2, name: '全部文章' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RSS 订阅' })).toBeInTheDocument();
    expect(screen.getByRole('article').querySelector('time')).toHaveTextContent('2025年5月14日');
    expect(screen.getByText('Ada、Lin')).toBeInTheDocument();
  });

  it('says there are no posts yet instead of an empty list', () => {
    render(<Empty />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('No posts yet.')).toBeInTheDocument();
  });
});

describe('<PostMeta>', () => {
  it('shows the date alone when there are no authors', () => {
    const { container } = renderWithTheme(<PostMeta date="2024-02-29" />, { site: storySite });
    expect(container.querySelector('.rsd-post-meta')).toHaveTextContent(/^Feb 29, 2024$/);
  });

  it('formats in UTC, and leaves a date it cannot read as written', () => {
    expect(formatPostDate('2025-01-01', 'en')).toBe('Jan 1, 2025');
    expect(formatPostDate('2025-01-01', 'zh')).toBe('2025年1月1日');
    expect(formatPostDate('soon', 'en')).toBe('soon');
  });
});
