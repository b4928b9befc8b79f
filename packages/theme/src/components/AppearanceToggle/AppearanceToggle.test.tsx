import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPEARANCE_STORAGE_KEY } from '../../lib/appearance';
import { writeStorage } from '../../lib/storage';
import { ThemeProvider } from '../../provider/ThemeProvider';
import { seriousAxeViolations } from '../../test/axe';
import { storySite } from '../../test/fixtures';
import { renderWithTheme } from '../../test/render';
import { AppearanceToggle } from './AppearanceToggle';
import * as stories from './AppearanceToggle.stories';

/** A controllable matchMedia: system dark mode and reduced motion, with change listeners. */
function mockMedia(initial: { dark?: boolean; reducedMotion?: boolean } = {}) {
  const state = { dark: !!initial.dark, reducedMotion: !!initial.reducedMotion };
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const matches = () =>
      (query.includes('prefers-color-scheme: dark') && state.dark) || (query.includes('reduced-motion') && state.reducedMotion);
    return {
      get matches() {
        return matches();
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, fn: (event: MediaQueryListEvent) => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: (event: MediaQueryListEvent) => void) => listeners.delete(fn),
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  });
  return {
    setDark(dark: boolean) {
      state.dark = dark;
      act(() => listeners.forEach((fn) => fn({ matches: dark } as MediaQueryListEvent)));
    },
  };
}

const html = document.documentElement;

beforeEach(() => {
  // The storage helper keeps an in-memory copy when storage throws; start every test from nothing.
  writeStorage(APPEARANCE_STORAGE_KEY, null);
});
afterEach(() => {
  vi.restoreAllMocks();
  delete (document as { startViewTransition?: unknown }).startViewTransition;
});

describe('<AppearanceToggle>', () => {
  it('when clicked on a light page → the page turns dark, the choice is stored and the name flips', () => {
    mockMedia({ dark: false });
    renderWithTheme(<AppearanceToggle />);
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark appearance' }));
    expect(html).toHaveClass('dark');
    expect(window.localStorage.getItem(APPEARANCE_STORAGE_KEY)).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light appearance' })).toBeInTheDocument();
  });

  it("follows a dark system when nothing is stored, and stores 'light' when switched", () => {
    mockMedia({ dark: true });
    renderWithTheme(<AppearanceToggle />);
    expect(html).toHaveClass('dark');
    fireEvent.click(screen.getByRole('button', { name: 'Switch to light appearance' }));
    expect(html).not.toHaveClass('dark');
    expect(window.localStorage.getItem(APPEARANCE_STORAGE_KEY)).toBe('light');
  });

  it("stores 'auto' when the new appearance is what the system asks for, then follows the system", () => {
    const media = mockMedia({ dark: false });
    window.localStorage.setItem(APPEARANCE_STORAGE_KEY, 'dark');
    renderWithTheme(<AppearanceToggle />);
    expect(html).toHaveClass('dark');
    fireEvent.click(screen.getByRole('button', { name: 'Switch to light appearance' }));
    expect(window.localStorage.getItem(APPEARANCE_STORAGE_KEY)).toBe('auto');
    expect(html).not.toHaveClass('dark');
    media.setDark(true);
    expect(html).toHaveClass('dark');
  });

  it('keeps an explicit choice when the system changes', () => {
    const media = mockMedia({ dark: false });
    window.localStorage.setItem(APPEARANCE_STORAGE_KEY, 'light');
    renderWithTheme(<AppearanceToggle />);
    media.setDark(true);
    expect(html).not.toHaveClass('dark');
  });

  it('follows a choice made in another tab', () => {
    mockMedia({ dark: false });
    renderWithTheme(<AppearanceToggle />);
    expect(html).not.toHaveClass('dark');
    window.localStorage.setItem(APPEARANCE_STORAGE_KEY, 'dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: APPEARANCE_STORAGE_KEY, newValue: 'dark' }));
    });
    expect(html).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Switch to light appearance' })).toBeInTheDocument();
  });

  it('still applies the choice in the page when localStorage.setItem throws', () => {
    mockMedia({ dark: false });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    renderWithTheme(<AppearanceToggle />);
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark appearance' }));
    expect(html).toHaveClass('dark');
    expect(screen.getByRole('button', { name: 'Switch to light appearance' })).toBeInTheDocument();
  });

  it('is labelled in Chinese on Chinese pages', () => {
    mockMedia({ dark: false });
    renderWithTheme(<AppearanceToggle />, { site: storySite, lang: 'zh' });
    expect(screen.getByRole('button', { name: '切换到深色模式' })).toBeInTheDocument();
  });

  it('reveals the change through a view transition from the click point when supported', async () => {
    mockMedia({ dark: false });
    const animate = vi.fn();
    html.animate = animate;
    const startViewTransition = vi.fn((update: () => void) => {
      update();
      return { ready: Promise.resolve(), finished: Promise.resolve() };
    });
    (document as { startViewTransition?: unknown }).startViewTransition = startViewTransition;
    renderWithTheme(<AppearanceToggle />);
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark appearance' }), { clientX: 30, clientY: 40 });
    expect(startViewTransition).toHaveBeenCalledTimes(1);
    expect(html).toHaveClass('dark');
    await act(async () => {});
    expect(animate).toHaveBeenCalledWith(
      expect.objectContaining({ clipPath: [expect.stringContaining('circle(0px at 30px 40px)'), expect.any(String)] }),
      expect.objectContaining({ pseudoElement: '::view-transition-new(root)' }),
    );
  });

  it('skips the view transition when the visitor prefers reduced motion', () => {
    mockMedia({ dark: false, reducedMotion: true });
    const startViewTransition = vi.fn();
    (document as { startViewTransition?: unknown }).startViewTransition = startViewTransition;
    renderWithTheme(<AppearanceToggle />);
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark appearance' }));
    expect(startViewTransition).not.toHaveBeenCalled();
    expect(html).toHaveClass('dark');
  });

  it('renders the same markup on the server and in the hydrating render, and leaves the pre-paint class alone', async () => {
    mockMedia({ dark: true });
    const ui = (
      <ThemeProvider site={storySite}>
        <AppearanceToggle />
      </ThemeProvider>
    );
    const serverHtml = renderToString(ui);
    expect(serverHtml).toContain('aria-label="Appearance"');
    expect(serverHtml).toContain('rsd-appearance-toggle__icon--light');
    expect(serverHtml).toContain('rsd-appearance-toggle__icon--dark');
    html.classList.add('dark'); // what the inline script does before the first paint
    // Every class value <html> had before each change; a light value in between would be a flash.
    const classValues: string[] = [];
    const observer = new MutationObserver((records) => records.forEach((r) => classValues.push(r.oldValue ?? '')));
    observer.observe(html, { attributes: true, attributeFilter: ['class'], attributeOldValue: true });
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, ui, { onRecoverableError });
    });
    await act(async () => {});
    observer.takeRecords().forEach((r) => classValues.push(r.oldValue ?? ''));
    observer.disconnect();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(classValues.filter((value) => !value.split(' ').includes('dark'))).toEqual([]);
    expect(html).toHaveClass('dark');
    expect(container.querySelector('button')).toHaveAccessibleName('Switch to light appearance');
    act(() => root?.unmount());
    container.remove();
  });
});

describe('<AppearanceToggle> stories', () => {
  const { Default, Chinese } = composeStories(stories);
  it('renders the default story without serious axe violations', async () => {
    const { container } = render(<Default />);
    expect(screen.getByRole('button', { name: /appearance/ })).toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
  it('renders the Chinese story in Chinese', () => {
    render(<Chinese />);
    expect(screen.getByRole('button', { name: /切换到/ })).toBeInTheDocument();
  });
});
