import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storySite } from '../../test/fixtures';
import { seriousAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { NotFound } from './NotFound';
import * as stories from './NotFound.stories';

const { Default, Chinese } = composeStories(stories);

describe('<NotFound>', () => {
  it("shows '404', 'PAGE NOT FOUND' and a link home", async () => {
    const { container } = render(<Default />);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'PAGE NOT FOUND' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('leads a Chinese reader to the Chinese home', () => {
    render(<Chinese />);
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/zh/');
  });

  const versioned = { ...storySite, versions: ['v1', 'v2'], defaultVersion: 'v2' };
  it.each([
    ['/v1/zh/guide/missing', 'zh', '/v1/zh/'],
    ['/v1/guide/missing', 'en', '/v1/'],
    ['/zh/guide/missing', 'zh', '/zh/'],
    ['/guide/missing', 'en', '/'],
    ['/404', 'zh', '/zh/'],
  ])('keeps the version and language of %s', (pathname, lang, expected) => {
    renderWithTheme(<NotFound />, { site: versioned, pathname, lang });
    expect(screen.getByRole('link', { name: lang === 'zh' ? '返回首页' : 'Take me home' })).toHaveAttribute('href', expected);
  });

  it('uses an explicit homeHref', () => {
    renderWithTheme(<NotFound homeHref="/start/" />, { site: storySite, pathname: '/zh/x', lang: 'zh' });
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/start/');
  });

  it("offers the language's top sections, in its language", () => {
    render(<Chinese />);
    const sections = screen.getByRole('navigation', { name: '文档板块' });
    expect(within(sections).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['指南', '/zh/guide/start/'],
      ['配置', '/zh/config/'],
      ['API', '/zh/api/javascript-api/core'],
      ['博客', '/zh/blog/'],
    ]);
    expect(screen.getByText(/你访问的页面不存在/)).toBeInTheDocument();
  });

  it("lists a group's own links and leaves external links out", () => {
    const sections = [
      { text: 'Guide', link: '/guide/' },
      { text: 'More', items: [{ text: 'Blog', link: '/blog/' }, { text: 'GitHub', link: 'https://github.com/x' }] },
    ];
    renderWithTheme(<NotFound sections={sections} />, { site: storySite });
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Guide', 'Blog']);
  });

  it('has a search box that opens search, only when search can open', () => {
    const onSearch = vi.fn();
    const { unmount } = renderWithTheme(<NotFound onSearch={onSearch} />, { site: storySite });
    fireEvent.click(screen.getByRole('button', { name: 'Search Docs' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    unmount();
    renderWithTheme(<NotFound />, { site: storySite });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
