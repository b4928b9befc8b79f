import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SidebarItem } from '../../config/types';
import { renderWithTheme } from '../../test/render';
import { seriousAxeViolations } from '../../test/axe';
import { storySidebar } from '../../test/fixtures';
import { Sidebar } from './Sidebar';
import * as stories from './Sidebar.stories';

const { Default, CollapsedGroupWithActivePage, Chinese, LongLabels, LongList } = composeStories(stories);

describe('<Sidebar>', () => {
  it('is a navigation landmark named by the sidebar label', () => {
    renderWithTheme(<Sidebar items={storySidebar} />);
    expect(screen.getByRole('navigation', { name: 'Section navigation' })).toBeInTheDocument();
  });

  describe('given the Default story on the quick-start page', () => {
    it('marks only the current page with aria-current=page and the active class', async () => {
      const { container } = render(<Default />);
      const active = screen.getByRole('link', { name: 'Quick Start' });
      expect(active).toHaveAttribute('aria-current', 'page');
      expect(active).toHaveClass('rsd-sidebar__item--active');
      expect(container.querySelectorAll('[aria-current]')).toHaveLength(1);
      expect(await seriousAxeViolations(container)).toEqual([]);
    });

    it('starts groups expanded unless collapsed: true', () => {
      render(<Default />);
      expect(screen.getByRole('button', { name: 'Getting Started' })).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('button', { name: 'Basic' })).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('link', { name: 'CLI' })).not.toBeInTheDocument();
    });

    it('renders solid and dashed dividers as separators, section headers and tags', () => {
      render(<Default />);
      // The dashed divider sits in the collapsed "Basic" group, whose entries render once it opens.
      expect(screen.getAllByRole('separator', { hidden: true })).toHaveLength(1);
      fireEvent.click(screen.getByRole('button', { name: 'Basic' }));
      const separators = screen.getAllByRole('separator', { hidden: true });
      expect(separators).toHaveLength(2);
      expect(separators.filter((s) => s.classList.contains('rsd-sidebar__divider--dashed'))).toHaveLength(1);
      expect(screen.getByText('More')).toHaveClass('rsd-sidebar__section');
      expect(within(screen.getByRole('link', { name: /Features/ })).getByText('new')).toHaveClass('rsd-sidebar__tag');
    });

    describe('when the header button is clicked', () => {
      it('→ aria-expanded becomes false and the items are hidden', () => {
        render(<Default />);
        const button = screen.getByRole('button', { name: 'Getting Started' });
        fireEvent.click(button);
        expect(button).toHaveAttribute('aria-expanded', 'false');
        expect(screen.queryByRole('link', { name: 'Introduction' })).not.toBeInTheDocument();
        fireEvent.click(button);
        expect(button).toHaveAttribute('aria-expanded', 'true');
        expect(screen.getByRole('link', { name: 'Introduction' })).toBeVisible();
      });
    });
  });

  describe('given a collapsed group containing the active page', () => {
    it('→ it is expanded and the link has aria-current=page', () => {
      render(<CollapsedGroupWithActivePage />);
      expect(screen.getByRole('button', { name: 'Basic' })).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('link', { name: 'CLI' })).toHaveAttribute('aria-current', 'page');
    });

    it('→ it opens when the pathname later moves into it', () => {
      const { rerender } = renderWithTheme(<Sidebar items={storySidebar} pathname="/guide/start/" />);
      expect(screen.getByRole('button', { name: 'Basic' })).toHaveAttribute('aria-expanded', 'false');
      rerender(<Sidebar items={storySidebar} pathname="/guide/basic/output-files.html" />);
      expect(screen.getByRole('button', { name: 'Basic' })).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('link', { name: 'Output Files' })).toHaveAttribute('aria-current', 'page');
    });

    it('→ it stays closed after the reader closes it on the same page', () => {
      render(<CollapsedGroupWithActivePage />);
      const button = screen.getByRole('button', { name: 'Basic' });
      fireEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  });

  it("puts an entry's context (Rspress's _meta.json field) on it as data-context", () => {
    const items: SidebarItem[] = [
      { text: 'Plain', link: '/a' },
      { text: 'Marked', link: '/b', context: 'word-list' },
      { text: 'Group', context: 'tools', items: [{ text: 'Inner', link: '/c' }] },
    ];
    const { container } = renderWithTheme(<Sidebar items={items} pathname="/a" />);
    const entries = [...container.querySelectorAll(':scope .rsd-sidebar__list > .rsd-sidebar__entry')].slice(0, 3);
    expect(entries.map((li) => li.getAttribute('data-context'))).toEqual([null, 'word-list', 'tools']);
  });

  it('badges an untranslated entry with the language it is shown in, its title saying why', () => {
    render(<Chinese />);
    const link = screen.getByRole('link', { name: /^Glossary/ });
    const badge = link.querySelector('.rsd-sidebar__untranslated');
    expect(badge).toHaveAttribute('title', '尚未翻译');
    expect(badge).toHaveTextContent('EN');
    expect(link).toHaveAccessibleName('Glossary 尚未翻译');
    expect(screen.getByRole('link', { name: '常见问题' }).querySelector('.rsd-sidebar__untranslated')).toBeNull();
  });

  it('reads the pathname from the theme context when no prop is given', () => {
    renderWithTheme(<Sidebar items={storySidebar} />, { pathname: '/guide/faq/general.html' });
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
  });

  describe('given the Chinese story', () => {
    it('uses the Chinese landmark name and /zh links', () => {
      render(<Chinese />);
      const nav = screen.getByRole('navigation', { name: '章节导航' });
      expect(within(nav).getByRole('link', { name: '快速上手' })).toHaveAttribute('aria-current', 'page');
      expect(within(nav).getByRole('link', { name: '介绍' })).toHaveAttribute('href', '/zh/guide/start/');
    });
  });

  describe('given a group with a link, nesting and a non-collapsible group (LongLabels)', () => {
    it('shows the group title as a link next to its own toggle button', () => {
      render(<LongLabels />);
      const title = 'Configure Rsbuild and Rspack for advanced library bundling scenarios';
      expect(screen.getByRole('link', { name: new RegExp(title) })).toHaveAttribute('href', '/guide/basic/configure-rsbuild-rspack');
      expect(screen.getByRole('button', { name: title })).toHaveAttribute('aria-expanded', 'true');
    });

    it('opens the nested group holding the page and marks the deep link', () => {
      render(<LongLabels />);
      expect(screen.getByRole('button', { name: /Module Federation/ })).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('link', { name: /A_very_long_identifier/ })).toHaveAttribute('aria-current', 'page');
    });

    it('gives a collapsible: false group no toggle', () => {
      render(<LongLabels />);
      expect(screen.queryByRole('button', { name: /Always open/ })).not.toBeInTheDocument();
      expect(screen.getByText('Always open (not collapsible)')).toBeVisible();
      expect(screen.getByRole('link', { name: 'Storybook' })).toBeVisible();
    });
  });

  describe('scrolling the active item into view on mount', () => {
    afterEach(() => vi.restoreAllMocks());

    const rect = (top: number, height: number) => ({ top, bottom: top + height, height, left: 0, right: 0, width: 0, x: 0, y: top, toJSON() {} }) as DOMRect;

    function mountWithGeometry(itemTop: number) {
      vi.spyOn(window, 'getComputedStyle').mockImplementation(
        (el: Element) => ({ overflowY: el.classList.contains('rsd-sidebar') ? 'auto' : 'visible' }) as CSSStyleDeclaration,
      );
      vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(2000);
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(400);
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
        return this.getAttribute('aria-current') === 'page' ? rect(itemTop, 34) : rect(0, 400);
      });
      let scrollTop = 0;
      vi.spyOn(Element.prototype, 'scrollTop', 'get').mockImplementation(() => scrollTop);
      vi.spyOn(Element.prototype, 'scrollTop', 'set').mockImplementation((v: number) => {
        scrollTop = v;
      });
      const items: SidebarItem[] = [{ text: 'Far', link: '/far' }];
      act(() => {
        renderWithTheme(<Sidebar items={items} pathname="/far" />);
      });
      return () => scrollTop;
    }

    it('scrolls its column so an out-of-view active link sits in the middle', () => {
      const scrollTop = mountWithGeometry(1000);
      expect(scrollTop()).toBe(1000 - (400 - 34) / 2);
    });

    it('leaves the scroll position alone when the active link is visible', () => {
      const scrollTop = mountWithGeometry(100);
      expect(scrollTop()).toBe(0);
    });
  });

  describe('given a list longer than the window (LongList story, 240 pages, on page 120)', () => {
    it('renders 50 entries around the current page with "Show more" at both ends', () => {
      const { container } = render(<LongList />);
      const links = container.querySelectorAll('.rsd-sidebar__item');
      expect(links).toHaveLength(50);
      expect(links[0]).toHaveTextContent('createThing95()');
      expect(screen.getByRole('link', { name: 'createThing120()' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getAllByRole('button', { name: /^Show \d+ more$/ }).map((b) => b.textContent)).toEqual(['Show 94 more', 'Show 96 more']);
    });

    it('→ "Show more" reveals the whole list', () => {
      const { container } = render(<LongList />);
      fireEvent.click(screen.getAllByRole('button', { name: /^Show \d+ more$/ })[0]!);
      expect(container.querySelectorAll('.rsd-sidebar__item')).toHaveLength(240);
      expect(screen.queryByRole('button', { name: /^Show \d+ more$/ })).not.toBeInTheDocument();
    });

    it('→ a smaller windowSize shows fewer entries, still around the current page', () => {
      renderWithTheme(<Sidebar items={LongList.args.items!} pathname="/api/create-thing-1" windowSize={10} />);
      expect(screen.getAllByRole('link')).toHaveLength(10);
      expect(screen.getByRole('link', { name: 'createThing1()' })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('button', { name: 'Show 230 more' })).toBeInTheDocument();
    });
  });
});
