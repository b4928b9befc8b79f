import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultSite } from '../../provider/ThemeProvider';
import { seriousAxeViolations } from '../../test/axe';
import { storySite, storyToolStack } from '../../test/fixtures';
import { renderWithTheme } from '../../test/render';
import { localizeTool, ToolStack } from './ToolStack';
import * as stories from './ToolStack.stories';

const LOAD = { timeout: 10_000 };

// jsdom has no PointerEvent; without it `pointerType` is lost and hover intent cannot be told from touch.
if (!window.PointerEvent) {
  class PointerEventPolyfill extends MouseEvent {
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? '';
    }
  }
  window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
}

describe('localizeTool', () => {
  const tool = { ...storyToolStack[1]!, urlEn: 'https://rsbuild.dev/en' };
  it('uses the Chinese description and url on Chinese pages', () => {
    expect(localizeTool(tool, 'zh')).toEqual({ desc: '开箱即用的构建工具', url: 'https://rsbuild.dev' });
    expect(localizeTool(tool, 'zh-CN').desc).toBe('开箱即用的构建工具');
  });
  it('uses the English description and urlEn elsewhere', () => {
    expect(localizeTool(tool, 'en')).toEqual({ desc: 'Out-of-the-box build tool', url: 'https://rsbuild.dev/en' });
    expect(localizeTool(storyToolStack[0]!, 'en').url).toBe('https://rspack.dev');
  });
});

describe('<ToolStack>', () => {
  it('renders nothing when the site has no tool stack', () => {
    const { container } = renderWithTheme(<ToolStack />, { site: defaultSite });
    expect(container).toBeEmptyDOMElement();
  });

  it('when the grid button is clicked → a popover lists every tool, opening in a new tab', async () => {
    renderWithTheme(<ToolStack />, { site: storySite });
    const trigger = screen.getByRole('button', { name: 'Open the list of related tools' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Tool Stack' }, LOAD);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    const links = within(dialog).getAllByRole('link');
    expect(links).toHaveLength(storyToolStack.length);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noreferrer');
    }
    const rspack = within(dialog).getByRole('link', { name: 'Rspack Rust-based web bundler' });
    expect(rspack).toHaveAttribute('href', 'https://rspack.dev');
    expect(within(rspack).getByRole('img', { name: 'Rspack' })).toHaveAttribute('src', '/logos/rspack.svg');
  });

  it('clicked before the popover code has loaded: opens once it has, focus going in only if still on the trigger', async () => {
    // Fresh modules, so the Radix part is not in the loader's cache from an earlier test.
    vi.resetModules();
    const fresh = await import('./ToolStack');
    const freshRender = (await import('../../test/render')).renderWithTheme;
    await (await import('../../i18n')).loadMessages('en');
    const { unmount } = freshRender(
      <>
        <fresh.ToolStack />
        <button type="button">elsewhere</button>
      </>,
      { site: storySite },
    );
    const trigger = screen.getByRole('button', { name: 'Open the list of related tools' });
    trigger.focus();
    fireEvent.click(trigger);
    // The visitor moved on while the code loaded: focus stays where they put it.
    screen.getByRole('button', { name: 'elsewhere' }).focus();
    await screen.findByRole('dialog', {}, LOAD);
    expect(screen.getByRole('button', { name: 'Open the list of related tools' })).toBe(trigger);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'elsewhere' }));
    unmount();

    // Waiting on the trigger (a keyboard user pressed Space): focus goes into the panel, so Tab walks its links.
    vi.resetModules();
    const again = await import('./ToolStack');
    await (await import('../../i18n')).loadMessages('en');
    (await import('../../test/render')).renderWithTheme(<again.ToolStack />, { site: storySite });
    const second = screen.getByRole('button', { name: 'Open the list of related tools' });
    second.focus();
    fireEvent.click(second);
    const panel = await screen.findByRole('dialog', {}, LOAD);
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true), LOAD);
  });

  it('closes on Escape and on a second click of the trigger', async () => {
    const user = userEvent.setup();
    renderWithTheme(<ToolStack />, { site: storySite });
    const trigger = screen.getByRole('button', { name: 'Open the list of related tools' });
    await user.click(trigger);
    await screen.findByRole('dialog', {}, LOAD);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(trigger);
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.click(trigger);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens after a short hover with a mouse', async () => {
    renderWithTheme(<ToolStack />, { site: storySite });
    const trigger = screen.getByRole('button', { name: 'Open the list of related tools' });
    fireEvent.pointerEnter(trigger, { pointerType: 'mouse' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', {}, LOAD)).toBeInTheDocument();
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows Chinese descriptions and the Chinese url on Chinese pages', async () => {
    const items = [{ ...storyToolStack[1]!, urlEn: 'https://rsbuild.dev/en' }];
    renderWithTheme(<ToolStack items={items} />, { site: storySite, lang: 'zh' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '打开相关工具列表' })));
    const dialog = await screen.findByRole('dialog', { name: '工具栈' }, LOAD);
    expect(within(dialog).getByRole('link', { name: 'Rsbuild 开箱即用的构建工具' })).toHaveAttribute('href', 'https://rsbuild.dev');
  });

  it('uses urlEn on English pages', async () => {
    const items = [{ ...storyToolStack[1]!, urlEn: 'https://rsbuild.dev/en' }];
    renderWithTheme(<ToolStack items={items} defaultOpen />, { site: storySite });
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    expect(within(dialog).getByRole('link')).toHaveAttribute('href', 'https://rsbuild.dev/en');
  });
});

describe('<ToolStack> stories', () => {
  const { Closed, Open } = composeStories(stories);
  it('renders the closed story as a single button', () => {
    render(<Closed />);
    expect(screen.getByRole('button', { name: 'Open the list of related tools' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
  it('renders the open story with its cards and no serious axe violations', async () => {
    render(<Open />);
    await screen.findByRole('dialog', { name: 'Tool Stack' }, LOAD);
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});
