import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../../provider/ThemeProvider';
import { seriousAxeViolations } from '../../test/axe';
import { storySite, storyToc } from '../../test/fixtures';
import { renderWithTheme } from '../../test/render';
import { OutlineMenu } from './OutlineMenu';
import * as stories from './OutlineMenu.stories';

const { Default, Chinese } = composeStories(stories);

afterEach(() => vi.restoreAllMocks());

/** Open or close the native <details> the way a click on its summary does (jsdom does not toggle it itself). */
function setOpen(details: HTMLDetailsElement, open: boolean) {
  act(() => {
    details.open = open;
    details.dispatchEvent(new Event('toggle'));
  });
}

const details = (container: HTMLElement) => container.querySelector<HTMLDetailsElement>('details.rsd-outline-menu')!;

describe('<OutlineMenu>', () => {
  it('is a closed disclosure labelled "On this page" that shows the outline once opened', () => {
    const { container } = render(<Default />);
    const menu = details(container);
    expect(menu.open).toBe(false);
    expect(menu.querySelector('summary')).toHaveTextContent('On this page');
    // Closed, it holds no second outline: the page's markup has one, the desktop column's.
    expect(menu.querySelector('.rsd-outline')).toBeNull();
    setOpen(menu, true);
    const nav = within(menu).getByRole('navigation', { name: 'On this page' });
    expect(within(nav).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(storyToc.map((i) => `#${i.id}`));
  });

  it('shows the outline when it was opened before the page hydrated', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const ui = (
      <ThemeProvider site={storySite}>
        <OutlineMenu toc={storyToc} />
      </ThemeProvider>
    );
    const host = document.createElement('div');
    host.innerHTML = renderToString(ui);
    document.body.append(host);
    details(host).open = true; // a tap on the control before the scripts ran
    await act(async () => {
      hydrateRoot(host, ui);
    });
    expect(host.querySelector('.rsd-outline-menu__panel .rsd-outline')).not.toBeNull();
    host.remove();
  });

  it('is labelled in Chinese on Chinese pages', () => {
    const { container } = render(<Chinese />);
    expect(details(container).querySelector('summary')).toHaveTextContent('本页目录');
  });

  it('closes when a heading is picked', () => {
    const { container } = render(<Default />);
    const menu = details(container);
    setOpen(menu, true);
    fireEvent.click(within(menu).getByRole('link', { name: 'Features' }));
    expect(menu.open).toBe(false);
  });

  it('closes on Escape and gives focus back to its control', () => {
    const { container } = render(<Default />);
    const menu = details(container);
    setOpen(menu, true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menu.open).toBe(false);
    expect(menu.querySelector('summary')).toHaveFocus();
  });

  it('closes on a click outside, not on a click inside', () => {
    const { container } = render(
      <>
        <p data-testid="outside">text</p>
        <Default />
      </>,
    );
    const menu = details(container);
    setOpen(menu, true);
    fireEvent.pointerDown(menu.querySelector('.rsd-outline-menu__panel')!);
    expect(menu.open).toBe(true);
    fireEvent.pointerDown(screen.getByTestId('outside'));
    expect(menu.open).toBe(false);
  });

  it('closes when the page changes', () => {
    const ui = (pathname: string) => (
      <ThemeProvider site={storySite} pathname={pathname}>
        <OutlineMenu toc={storyToc} />
      </ThemeProvider>
    );
    const { container, rerender } = render(ui('/guide/start/'));
    setOpen(details(container), true);
    rerender(ui('/guide/start/quick-start'));
    expect(details(container).open).toBe(false);
  });

  it('renders nothing without headings', () => {
    const { container } = renderWithTheme(<OutlineMenu toc={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no serious axe violation, open', async () => {
    const { container } = render(<Default />);
    setOpen(details(container), true);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
