import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { PageActions } from './PageActions';
import * as stories from './PageActions.stories';

const { Default, WithServices, Chinese } = composeStories(stories);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const copyButton = () => document.querySelector<HTMLButtonElement>('.rsd-page-actions__copy')!;
/** The words the button shows: the label of its data-state (all are in the markup; CSS shows that one). */
const shown = () => copyButton().querySelector(`[data-for="${copyButton().dataset.state}"]`)!.textContent;

describe('<PageActions>', () => {
  it('copies the page\'s Markdown copy and says so, then returns to "Copy page"', async () => {
    vi.useFakeTimers();
    const copy = vi.fn(() => Promise.resolve(true));
    renderWithTheme(<PageActions markdownHref="/docs/config/lib/dts.md" copy={copy} />);
    expect(shown()).toBe('Copy page');
    expect(copyButton().dataset.md).toBe('/docs/config/lib/dts.md');
    fireEvent.click(copyButton());
    expect(copy).toHaveBeenCalledWith('/docs/config/lib/dts.md');
    expect(shown()).toBe('Copying…');
    await act(async () => {});
    expect(shown()).toBe('Copied');
    act(() => vi.advanceTimersByTime(2000));
    expect(shown()).toBe('Copy page');
  });

  it('says when the copy failed, and keeps the Markdown a link away', async () => {
    renderWithTheme(<PageActions markdownHref="/config/lib/dts.md" copy={() => Promise.resolve(false)} />);
    fireEvent.click(copyButton());
    await act(async () => {});
    expect(copyButton().dataset.state).toBe('failed');
    expect(shown()).toBe('Could not copy: use View as Markdown');
    expect(screen.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', '/config/lib/dts.md');
  });

  it('lists no chat service by default, and each configured one with a prompt linking the absolute Markdown URL', () => {
    const { container, unmount } = render(<Default />);
    expect(container.querySelectorAll('.rsd-page-actions__item')).toHaveLength(1);
    unmount();
    render(<WithServices />);
    const chat = screen.getByRole('link', { name: 'Open in ChatGPT' });
    const url = `${location.origin}/config/lib/dts.md`;
    expect(chat).toHaveAttribute('href', `https://chatgpt.com/?q=${encodeURIComponent(`Read ${url} so I can ask you questions about it.`)}`);
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    // The template the head script fills on a click before React.
    expect(chat.dataset.rsdHref).toBe(`https://chatgpt.com/?q=${encodeURIComponent('Read {url} so I can ask you questions about it.').replace('%7Burl%7D', '{url}')}`);
    expect(screen.getByRole('link', { name: 'Open in Claude' }).getAttribute('href')).toMatch(/^https:\/\/claude\.ai\/new\?q=Read%20/);
  });

  it('renders the page URL relative on the server, the same markup the app hydrates', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<WithServices />);
    expect(html).toContain(`href="https://chatgpt.com/?q=${encodeURIComponent('Read /config/lib/dts.md so I can ask you questions about it.')}"`);
  });

  it('is in Chinese on a Chinese page', () => {
    render(<Chinese />);
    expect(shown()).toBe('复制页面');
    expect(screen.getByRole('link', { name: '以 Markdown 查看' })).toHaveAttribute('href', '/zh/config/lib/dts.md');
    const chat = screen.getByRole('link', { name: '在 ChatGPT 中打开' });
    expect(decodeURIComponent(chat.getAttribute('href')!)).toContain(`请阅读 ${location.origin}/zh/config/lib/dts.md，我想就它向你提问。`);
  });

  it('closes its menu on Escape (focus back on its toggle) and on a click outside', () => {
    const { container } = render(<WithServices />);
    const menu = container.querySelector<HTMLDetailsElement>('details.rsd-page-actions__more')!;
    const open = () =>
      act(() => {
        menu.open = true;
        menu.dispatchEvent(new Event('toggle'));
      });
    open();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(menu.querySelector('summary'));
    open();
    fireEvent.pointerDown(document.body);
    expect(menu.open).toBe(false);
  });

  it('has no serious accessibility violations, open or closed', async () => {
    const { container } = render(<WithServices />);
    expect(await seriousAxeViolations(container)).toEqual([]);
    const menu = container.querySelector<HTMLDetailsElement>('details')!;
    act(() => {
      menu.open = true;
      menu.dispatchEvent(new Event('toggle'));
    });
    expect(within(menu).getAllByRole('link')).toHaveLength(3);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
