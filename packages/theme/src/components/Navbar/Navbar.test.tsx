import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NavItem } from '../../config/types';
import { defaultSite, ThemeProvider } from '../../provider/ThemeProvider';
import { seriousAxeViolations } from '../../test/axe';
import { storySite } from '../../test/fixtures';
import { renderWithTheme } from '../../test/render';
import { Navbar } from './Navbar';
import * as stories from './Navbar.stories';
import { useScrollY } from './useScrollY';

const LOAD = { timeout: 10_000 };

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}
function scrollTo(y: number) {
  setScrollY(y);
  act(() => {
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(250);
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setScrollY(0);
});

const dropdownNav: NavItem[] = [
  { text: 'Guide', link: '/guide/start/' },
  { text: 'Ecosystem', tag: 'new', items: [{ text: 'Rsbuild', link: 'https://rsbuild.dev' }, { text: 'Config', link: '/config/' }] },
];

describe('<Navbar>', () => {
  it('is a header landmark with a title link to the home page of the language', () => {
    renderWithTheme(<Navbar />, { site: storySite, pathname: '/guide/start/' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Rslib' })).toHaveAttribute('href', '/');
  });

  it('links the title to /zh/ on Chinese pages and shows the Chinese nav', () => {
    renderWithTheme(<Navbar />, { site: storySite, lang: 'zh', pathname: '/zh/guide/start/' });
    expect(screen.getByRole('link', { name: 'Rslib' })).toHaveAttribute('href', '/zh/');
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(within(nav).getByRole('link', { name: '指南' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '配置' })).not.toHaveAttribute('aria-current');
  });

  it('marks the entry matching the current path as active', () => {
    renderWithTheme(<Navbar />, { site: storySite, pathname: '/config/lib/dts' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Config' })).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('link', { name: 'Config' })).toHaveClass('rsd-navbar__link--active');
    expect(within(nav).getByRole('link', { name: 'Guide' })).not.toHaveAttribute('aria-current');
  });

  it('shows a tag badge and puts left entries before the right ones', () => {
    const items: NavItem[] = [
      { text: 'Right', link: '/r/', tag: 'new' },
      { text: 'Left', link: '/l/', position: 'left' },
    ];
    renderWithTheme(<Navbar items={items} />, { site: storySite });
    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Left', 'Rightnew']);
  });

  it('when a drop-down entry is clicked → it expands its links; Escape collapses it and refocuses the button', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Navbar items={dropdownNav} />, { site: storySite, pathname: '/config/' });
    const button = screen.getByRole('button', { name: /Ecosystem/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveClass('rsd-navbar__link--active'); // a child (Config) is active
    expect(screen.queryByRole('link', { name: /Rsbuild/ })).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Rsbuild/ })).toHaveAttribute('target', '_blank');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('has a search button with a shortcut hint that calls onSearch', () => {
    const onSearch = vi.fn();
    renderWithTheme(<Navbar onSearch={onSearch} />, { site: storySite });
    const button = screen.getByRole('button', { name: /Search/ });
    expect(button).toHaveTextContent(/K/);
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    fireEvent.click(button);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('names the search button in Chinese and hides it without onSearch or with search off', () => {
    const { unmount } = renderWithTheme(<Navbar onSearch={() => {}} />, { site: storySite, lang: 'zh', pathname: '/zh/' });
    expect(screen.getByRole('button', { name: /搜索/ })).toBeInTheDocument();
    unmount();
    renderWithTheme(<Navbar />, { site: storySite });
    expect(screen.queryByRole('button', { name: /Search/ })).not.toBeInTheDocument();
  });

  it('holds the language switch, appearance toggle, social links and tool stack', () => {
    renderWithTheme(<Navbar />, { site: storySite, pathname: '/guide/start/' });
    expect(screen.getByRole('link', { name: /Change language/ })).toHaveAttribute('href', '/zh/guide/start/');
    expect(screen.getByRole('button', { name: /appearance/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GitHub' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open the list of related tools' })).toBeInTheDocument();
  });

  it('has no tool-stack button when the site has no tool stack', () => {
    renderWithTheme(<Navbar />, { site: { ...storySite, toolStack: undefined } });
    expect(screen.queryByRole('button', { name: 'Open the list of related tools' })).not.toBeInTheDocument();
  });

  it('renders slots around the title and the nav menu', () => {
    renderWithTheme(
      <Navbar beforeTitle={<i>bt</i>} afterTitle={<i>at</i>} beforeNavMenu={<i>bn</i>} afterNavMenu={<i>an</i>} />,
      { site: storySite },
    );
    const text = screen.getByRole('banner').textContent ?? '';
    expect(text.indexOf('bt')).toBeLessThan(text.indexOf('Rslib'));
    expect(text.indexOf('Rslib')).toBeLessThan(text.indexOf('at'));
    expect(text.indexOf('bn')).toBeLessThan(text.indexOf('Guide'));
    expect(text.indexOf('an')).toBeGreaterThan(text.indexOf('Blog'));
  });

  it('when the Menu button is clicked → the navigation screen opens; Escape closes it and refocuses Menu', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Navbar />, { site: storySite, pathname: '/guide/start/' });
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' }, LOAD);
    expect(within(dialog).getByRole('link', { name: 'Config' })).toHaveAttribute('href', '/config/');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menu).toHaveFocus();
  });

  describe('transparentUntilScroll', () => {
    it('is transparent near the top and solid from 100 px of scroll', () => {
      vi.useFakeTimers();
      renderWithTheme(<Navbar transparentUntilScroll />, { site: storySite, pathname: '/' });
      const header = screen.getByRole('banner');
      expect(header).toHaveClass('rsd-navbar--transparent');
      scrollTo(99);
      expect(header).toHaveClass('rsd-navbar--transparent');
      scrollTo(100);
      expect(header).not.toHaveClass('rsd-navbar--transparent');
      scrollTo(20);
      expect(header).toHaveClass('rsd-navbar--transparent');
    });

    it('is never transparent without the prop', () => {
      renderWithTheme(<Navbar />, { site: storySite });
      expect(screen.getByRole('banner')).not.toHaveClass('rsd-navbar--transparent');
    });

    it('hydrates a page opened scrolled down without a mismatch, then turns solid', async () => {
      setScrollY(500);
      const ui = (
        <ThemeProvider site={storySite} pathname="/">
          <Navbar transparentUntilScroll />
        </ThemeProvider>
      );
      const html = renderToString(ui);
      expect(html).toContain('rsd-navbar--transparent');
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const onRecoverableError = vi.fn();
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        root = hydrateRoot(container, ui, { onRecoverableError });
      });
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(container.querySelector('header')).not.toHaveClass('rsd-navbar--transparent');
      act(() => root?.unmount());
      container.remove();
    });
  });

  describe('hideOnScroll', () => {
    it('hides when scrolling down and comes back when scrolling up', () => {
      vi.useFakeTimers();
      renderWithTheme(<Navbar hideOnScroll />, { site: storySite });
      const header = screen.getByRole('banner');
      scrollTo(400);
      expect(header).toHaveClass('rsd-navbar--hidden');
      scrollTo(300);
      expect(header).not.toHaveClass('rsd-navbar--hidden');
    });

    it("follows the site's hideNavbarOnScroll by default", () => {
      vi.useFakeTimers();
      renderWithTheme(<Navbar />, { site: storySite });
      scrollTo(400);
      expect(screen.getByRole('banner')).not.toHaveClass('rsd-navbar--hidden');
    });
  });

  it('falls back to the site title and skips empty nav', () => {
    renderWithTheme(<Navbar />, { site: defaultSite });
    expect(screen.getByRole('link', { name: 'Docs' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('useScrollY', () => {
  it('starts at 0 and updates at most every 200 ms, keeping the last position', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useScrollY());
    expect(result.current).toBe(0);
    setScrollY(10);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    setScrollY(50);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(100);
    });
    expect(result.current).toBe(0);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current).toBe(50);
  });

  it('listens passively', () => {
    const add = vi.spyOn(window, 'addEventListener');
    renderHook(() => useScrollY());
    expect(add).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
  });
});

describe('<Navbar> stories', () => {
  const { Default, Chinese, WithDropdown, ManySocialLinks, TransparentHome } = composeStories(stories);
  it('renders the default story without serious axe violations', async () => {
    const { container } = render(<Default />);
    expect(screen.getByRole('link', { name: 'Guide' })).toHaveAttribute('aria-current', 'page');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
  it('renders the Chinese story in Chinese', () => {
    render(<Chinese />);
    expect(screen.getByRole('button', { name: '菜单' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /搜索/ })).toBeInTheDocument();
  });
  it('renders the drop-down story without serious axe violations', async () => {
    const { container } = render(<WithDropdown />);
    fireEvent.click(screen.getByRole('button', { name: /Ecosystem/ }));
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
  it('renders the many-social-links story with a more button', () => {
    render(<ManySocialLinks />);
    expect(screen.getByRole('button', { name: 'More links' })).toBeInTheDocument();
  });
  it('renders the home story transparent', () => {
    render(<TransparentHome />);
    expect(screen.getByRole('banner')).toHaveClass('rsd-navbar--transparent');
  });
});
