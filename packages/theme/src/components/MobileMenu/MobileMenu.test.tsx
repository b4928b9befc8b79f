import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../../provider/ThemeProvider';
import { seriousAxeViolations } from '../../test/axe';
import { storySite } from '../../test/fixtures';
import { renderWithTheme } from '../../test/render';
import { MobileMenu } from './MobileMenu';
import * as stories from './MobileMenu.stories';

const LOAD = { timeout: 10_000 };

/** matchMedia whose '(min-width: 768px)' listeners the test can fire. */
function mockWidthQuery() {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: (_: string, fn: (event: MediaQueryListEvent) => void) => {
          if (query.includes('min-width: 768px')) listeners.add(fn);
        },
        removeEventListener: (_: string, fn: (event: MediaQueryListEvent) => void) => listeners.delete(fn),
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
  return {
    resize: (wide: boolean) => act(() => listeners.forEach((fn) => fn({ matches: wide } as MediaQueryListEvent))),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

async function openMenu() {
  const user = userEvent.setup();
  const button = screen.getByRole('button', { name: 'Menu' });
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Menu' }, LOAD);
  return { user, button, dialog };
}

describe('<MobileMenu>', () => {
  it('has a Menu button that tells whether the screen is open', async () => {
    renderWithTheme(<MobileMenu />, { site: storySite });
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    const { dialog } = await openMenu();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', dialog.id);
  });

  it('when opened → shows the nav entries, language switch, appearance toggle and social links', async () => {
    renderWithTheme(<MobileMenu />, { site: storySite, pathname: '/config/lib/' });
    const { dialog } = await openMenu();
    const nav = within(dialog).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Guide' })).toHaveAttribute('href', '/guide/start/');
    expect(within(nav).getByRole('link', { name: 'Config' })).toHaveAttribute('aria-current', 'true');
    expect(within(dialog).getByRole('link', { name: '简体中文' })).toHaveAttribute('href', '/zh/config/lib/');
    expect(within(dialog).getByRole('button', { name: /appearance/i })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'GitHub' })).toHaveAttribute('target', '_blank');
  });

  it("has a header like the navbar's: the site title linking home, then the close button", async () => {
    renderWithTheme(<MobileMenu />, { site: storySite, lang: 'zh', pathname: '/zh/guide/start/' });
    await userEvent.setup().click(screen.getByRole('button', { name: '菜单' }));
    const dialog = await screen.findByRole('dialog', { name: '菜单' }, LOAD);
    const header = dialog.querySelector('.rsd-mobile-menu__header')!;
    const [title, close] = Array.from(header.querySelectorAll('a, button'));
    expect(title).toHaveAttribute('href', '/zh/');
    expect(title).toHaveTextContent('Rslib');
    expect(close).toHaveAccessibleName('关闭菜单');
    // Each setting row is labelled: language, appearance.
    expect(within(dialog).getByText('语言')).toBeInTheDocument();
    expect(within(dialog).getByText('外观')).toBeInTheDocument();
  });

  it('shows drop-down children as a group', async () => {
    const items = [{ text: 'Ecosystem', items: [{ text: 'Rsbuild', link: 'https://rsbuild.dev' }] }];
    renderWithTheme(<MobileMenu items={items} />, { site: storySite });
    const { dialog } = await openMenu();
    expect(within(dialog).getByText('Ecosystem')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Rsbuild/ })).toHaveAttribute('href', 'https://rsbuild.dev');
  });

  it('closes on Escape and gives focus back to the Menu button', async () => {
    renderWithTheme(<MobileMenu />, { site: storySite });
    const { user, button } = await openMenu();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes with its close button', async () => {
    renderWithTheme(<MobileMenu />, { site: storySite });
    const { user, dialog } = await openMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes when the route changes', async () => {
    const ui = (pathname: string) => (
      <ThemeProvider site={storySite} pathname={pathname}>
        <MobileMenu />
      </ThemeProvider>
    );
    const { rerender } = render(ui('/guide/start/'));
    await openMenu();
    rerender(ui('/config/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes when an internal link is followed', async () => {
    const navigate = vi.fn();
    renderWithTheme(<MobileMenu />, { site: storySite, navigate });
    const { user, dialog } = await openMenu();
    await user.click(within(dialog).getByRole('link', { name: 'Blog' }));
    expect(navigate).toHaveBeenCalledWith('/blog/');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes when the window becomes at least 768 px wide', async () => {
    const media = mockWidthQuery();
    renderWithTheme(<MobileMenu />, { site: storySite });
    await openMenu();
    media.resize(false);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    media.resize(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('supports controlled use with Radix naming', async () => {
    const onOpenChange = vi.fn();
    renderWithTheme(<MobileMenu open onOpenChange={onOpenChange} />, { site: storySite });
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog')).toBeInTheDocument(); // still open: the parent decides
  });

  it('is in the prerendered page, closed, with its whole screen (the head script opens it before React)', () => {
    const html = renderToString(
      <ThemeProvider site={storySite} pathname="/guide/start/">
        <MobileMenu />
      </ThemeProvider>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const dialog = container.querySelector('dialog.rsd-mobile-menu')!;
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(container.querySelector('.rsd-mobile-menu__button')!.getAttribute('aria-controls')).toBe(dialog.id);
    expect(dialog.querySelector('.rsd-mobile-menu__close')).not.toBeNull();
    expect(dialog.querySelector('a[href="/config/"]')).not.toBeNull();
  });

  it('takes over a screen the head script opened: it stays open, then closes as its own', async () => {
    const ui = (
      <ThemeProvider site={storySite} pathname="/guide/start/">
        <MobileMenu />
      </ThemeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.appendChild(container);
    const dialog = container.querySelector('dialog')!;
    const button = container.querySelector<HTMLButtonElement>('.rsd-mobile-menu__button')!;
    // What the head script does on a click before React (boot/controls.ts).
    dialog.showModal();
    button.setAttribute('aria-expanded', 'true');
    const close = vi.spyOn(dialog, 'close');
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError: errors });
    });
    expect(dialog.open).toBe(true);
    expect(close).not.toHaveBeenCalled(); // never closed and opened again
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(dialog.open).toBe(false);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  it('is labelled in Chinese on Chinese pages', async () => {
    renderWithTheme(<MobileMenu />, { site: storySite, lang: 'zh', pathname: '/zh/' });
    await userEvent.setup().click(screen.getByRole('button', { name: '菜单' }));
    const dialog = await screen.findByRole('dialog', { name: '菜单' }, LOAD);
    expect(within(dialog).getByRole('button', { name: '关闭菜单' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '指南' })).toBeInTheDocument();
  });
});

describe('<MobileMenu> stories', () => {
  const { Closed, Open } = composeStories(stories);
  it('renders the closed story as the Menu button only', () => {
    render(<Closed />);
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
  it('renders the open story without serious axe violations', async () => {
    render(<Open />);
    await screen.findByRole('dialog', { name: 'Menu' }, LOAD);
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});
