import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_RELOAD_EVENT } from '../../hooks/useActiveHeading';
import { seriousAxeViolations } from '../../test/axe';
import { storyToc } from '../../test/fixtures';
import { renderWithTheme } from '../../test/render';
import { Outline } from './Outline';
import * as stories from './Outline.stories';

const { Default, Chinese, Empty } = composeStories(stories);

/** Document positions (px) of the story's headings: what getBoundingClientRect reports at scrollY 0. */
const positions: Record<string, number> = {
  'what-is-rslib': 100,
  features: 600,
  'easy-to-configure': 1000,
  performance: 1500,
  ecosystem: 2100,
};

let scrollY = 0;
function setScrollY(value: number) {
  scrollY = value;
}

beforeEach(() => {
  scrollY = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const top = (positions[this.id] ?? 0) - scrollY;
    return { top, bottom: top + 30, height: 30, left: 0, right: 0, width: 0, x: 0, y: top, toJSON() {} } as DOMRect;
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const activeLinks = () => screen.queryAllByRole('link', { current: true });

describe('<Outline>', () => {
  it('renders a navigation named by its title with links to each heading, h3 entries indented', async () => {
    const { container } = render(<Default />);
    const nav = screen.getByRole('navigation', { name: 'ON THIS PAGE' });
    expect(screen.getByText('ON THIS PAGE')).toBeVisible();
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(storyToc.map((item) => `#${item.id}`));
    expect(within(nav).getByRole('link', { name: 'Easy to configure' }).closest('li')).toHaveClass('rsd-outline__item--nested');
    expect(within(nav).getByRole('link', { name: 'Features' }).closest('li')).not.toHaveClass('rsd-outline__item--nested');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('uses the Chinese title in the Chinese story', () => {
    render(<Chinese />);
    expect(screen.getByRole('navigation', { name: '目录' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '易于配置' })).toHaveAttribute('href', '#易于配置');
  });

  it('uses a custom title when given', () => {
    renderWithTheme(<Outline toc={storyToc} title="Contents" />);
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
  });

  it('lets dotted names wrap only after their dots', () => {
    const toc = [
      { id: 'mf', text: 'rslib.startMFDevServer', depth: 3 as const, charIndex: 0 },
      { id: 'plain', text: 'Interactions with other options', depth: 2 as const, charIndex: 10 },
    ];
    const { container } = renderWithTheme(<Outline toc={toc} />);
    // (jsdom's accessible-name code reads <wbr> as a space; Chromium does not: the e2e tests check the name there.)
    const mf = container.querySelector('a[href="#mf"]')!;
    expect(mf.innerHTML).toBe('rslib.<wbr>startMFDevServer');
    expect(mf.textContent).toBe('rslib.startMFDevServer');
    expect(screen.getByRole('link', { name: 'Interactions with other options' }).querySelector('wbr')).toBeNull();
  });

  it('renders nothing when the toc is empty', () => {
    const { container } = render(<Empty />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(container.querySelector('.rsd-outline')).toBeNull();
  });

  describe('scroll-spy', () => {
    it('given the top of the page → no entry is current', () => {
      render(<Default />);
      expect(activeLinks()).toEqual([]);
    });

    it('when the reader scrolls → the last heading above offset + tolerance becomes current', () => {
      vi.useFakeTimers();
      render(<Default />);
      act(() => {
        setScrollY(1000 - 72);
        fireEvent.scroll(window);
      });
      const current = screen.getByRole('link', { current: true });
      expect(current).toHaveAccessibleName('Easy to configure');
      expect(current).toHaveAttribute('aria-current', 'true');
      expect(current).toHaveClass('rsd-outline__link--active');
    });

    it('when scroll events come faster than 200 ms → only the trailing update applies, once the throttle ends', () => {
      vi.useFakeTimers();
      render(<Default />);
      act(() => {
        setScrollY(600);
        fireEvent.scroll(window); // leading call
      });
      expect(screen.getByRole('link', { current: true })).toHaveAccessibleName('Features');
      act(() => {
        vi.advanceTimersByTime(50);
        setScrollY(1500);
        fireEvent.scroll(window);
      });
      expect(screen.getByRole('link', { current: true })).toHaveAccessibleName('Features');
      act(() => vi.advanceTimersByTime(150));
      expect(screen.getByRole('link', { current: true })).toHaveAccessibleName('Performance oriented');
    });

    it(`when the runtime fires ${CONTENT_RELOAD_EVENT} → it re-measures the new content`, () => {
      render(<Default />);
      act(() => {
        setScrollY(700);
        fireEvent.scroll(window);
      });
      expect(screen.getByRole('link', { current: true })).toHaveAccessibleName('Features');
      // The page swap moved the headings; no scroll event happens.
      positions['what-is-rslib'] = 2000;
      positions.features = 2500;
      try {
        act(() => {
          window.dispatchEvent(new Event(CONTENT_RELOAD_EVENT));
        });
        expect(activeLinks()).toEqual([]);
      } finally {
        positions['what-is-rslib'] = 100;
        positions.features = 600;
      }
    });

    it('at the bottom of a scrollable page → the last heading is current', () => {
      // Ecosystem (at 2100) can never scroll up to the offset on a 2500 px page.
      vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(2500);
      render(<Default />);
      act(() => {
        setScrollY(2500 - window.innerHeight);
        fireEvent.scroll(window);
      });
      expect(screen.getByRole('link', { current: true })).toHaveAccessibleName('Ecosystem');
    });
  });

  describe('when an entry is clicked', () => {
    it('→ scrolls to the heading minus the 72 px offset and replaces the URL hash without navigating', () => {
      const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
      const replaceState = vi.spyOn(window.history, 'replaceState');
      const navigate = vi.fn();
      setScrollY(200);
      renderWithTheme(
        <>
          <h2 id="features">Features</h2>
          <Outline toc={storyToc} />
        </>,
        { navigate },
      );
      const link = screen.getByRole('link', { name: 'Features' });
      const notPrevented = fireEvent.click(link);
      expect(notPrevented).toBe(false);
      expect(scrollTo).toHaveBeenCalledWith({ top: 600 - 72, behavior: 'smooth' });
      expect(replaceState).toHaveBeenCalledWith(window.history.state, '', '#features');
      expect(navigate).not.toHaveBeenCalled();
    });

    it('→ leaves modified clicks to the browser', () => {
      const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
      render(<Default />);
      fireEvent.click(screen.getByRole('link', { name: 'Features' }), { metaKey: true });
      expect(scrollTo).not.toHaveBeenCalled();
    });
  });
});
