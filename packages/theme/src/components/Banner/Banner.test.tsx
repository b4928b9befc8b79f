import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../../provider/ThemeProvider';
import { seriousAxeViolations } from '../../test/axe';
import { storySite } from '../../test/fixtures';
import { renderWithTheme } from '../../test/render';
import { Banner } from './Banner';
import * as stories from './Banner.stories';

const message = { en: 'Docs under construction', zh: '文档正在施工中' };
let keyCount = 0;
/** A fresh key per test: the storage helper keeps an in-memory copy when localStorage throws. */
const freshKey = () => `banner-test-${++keyCount}`;

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.style.removeProperty('--rsd-banner-height');
});

describe('<Banner>', () => {
  it('links the whole message to href', () => {
    renderWithTheme(<Banner href="/guide/start/" message={message} localStorageKey={freshKey()} />, { site: storySite });
    expect(screen.getByRole('complementary', { name: 'Announcement' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Docs under construction' })).toHaveAttribute('href', '/guide/start/');
  });

  it('picks the message of the page language and localizes the close button', () => {
    renderWithTheme(<Banner href="/zh/" message={message} localStorageKey={freshKey()} />, { site: storySite, lang: 'zh' });
    expect(screen.getByRole('link', { name: '文档正在施工中' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });

  it('accepts a plain message', () => {
    renderWithTheme(<Banner href="/" message="Hello" localStorageKey={freshKey()} />);
    expect(screen.getByRole('link', { name: 'Hello' })).toBeInTheDocument();
  });

  it("when the close button is clicked → the banner disappears and the key is 'true'", () => {
    const key = freshKey();
    renderWithTheme(<Banner href="/" message={message} localStorageKey={key} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(key)).toBe('true');
  });

  it('stays hidden on a later visit', () => {
    const key = freshKey();
    window.localStorage.setItem(key, 'true');
    renderWithTheme(<Banner href="/" message={message} localStorageKey={key} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('renders nothing when display is false', () => {
    const { container } = renderWithTheme(<Banner href="/" message={message} localStorageKey={freshKey()} display={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('still closes when localStorage.setItem throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    const key = freshKey();
    renderWithTheme(<Banner href="/" message={message} localStorageKey={key} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('writes its height into --rsd-banner-height and removes it when closed', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(40);
    const root = document.documentElement;
    renderWithTheme(<Banner href="/" message={message} localStorageKey={freshKey()} />);
    expect(root.style.getPropertyValue('--rsd-banner-height')).toBe('40px');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(root.style.getPropertyValue('--rsd-banner-height')).toBe('');
  });

  it('hydrates the server markup without a mismatch, then hides when dismissed before', async () => {
    const key = freshKey();
    const ui = (
      <ThemeProvider site={storySite}>
        <Banner href="/" message={message} localStorageKey={key} />
      </ThemeProvider>
    );
    const html = renderToString(ui);
    expect(html).toContain('Docs under construction');
    window.localStorage.setItem(key, 'true');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const onRecoverableError = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, ui, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('.rsd-banner')).toBeNull();
    act(() => root?.unmount());
    container.remove();
  });
});

describe('<Banner> stories', () => {
  const { Default, Chinese, Hidden } = composeStories(stories);
  it('renders the default story without serious axe violations', async () => {
    const { container } = render(<Default />);
    expect(screen.getByRole('link', { name: /under construction/ })).toHaveAttribute('href', '/');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
  it('renders the Chinese story in Chinese', () => {
    render(<Chinese />);
    expect(screen.getByRole('link', { name: /中文文档/ })).toBeInTheDocument();
  });
  it('renders nothing in the Hidden story', () => {
    render(<Hidden />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
