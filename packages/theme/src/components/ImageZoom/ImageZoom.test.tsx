import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { ImageZoom } from './ImageZoom';
import * as stories from './ImageZoom.stories';
import { CONTENT_RELOAD_EVENT, ZOOM_ATTACH_DELAY_MS, ZOOM_CLOSE_DELAY_MS, ZOOM_SCROLL_THRESHOLD_PX } from './useImageZoom';

const { Default } = composeStories(stories);

function renderDoc(extra: Partial<Record<string, string>> = {}) {
  return renderWithTheme(
    <>
      <div className="rsd-doc">
        <img src="/images/a.png" alt="Build pipeline" {...extra} />
        <a href="/x">
          <img src="/images/b.png" alt="linked" />
        </a>
      </div>
      <ImageZoom />
    </>,
  );
}

const attach = () => act(() => vi.advanceTimersByTime(ZOOM_ATTACH_DELAY_MS));
const image = () => document.querySelector<HTMLImageElement>('.rsd-doc > img')!;
const openZoom = () => {
  attach();
  fireEvent.click(image());
  return screen.getByRole('dialog');
};
const setScrollY = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });

describe('<ImageZoom>', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setScrollY(0);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('exports the spec constants', () => {
    expect([ZOOM_ATTACH_DELAY_MS, ZOOM_SCROLL_THRESHOLD_PX, ZOOM_CLOSE_DELAY_MS]).toEqual([100, 40, 150]);
  });

  it('makes content images focusable zoom targets 100 ms after mount, leaving linked images alone', () => {
    renderDoc();
    act(() => vi.advanceTimersByTime(ZOOM_ATTACH_DELAY_MS - 1));
    expect(image()).not.toHaveAttribute('tabindex');
    act(() => vi.advanceTimersByTime(1));
    expect(image()).toHaveAttribute('tabindex', '0');
    expect(image()).toHaveAttribute('data-rsd-zoomable');
    expect(screen.getByRole('img', { name: 'linked' })).not.toHaveAttribute('data-rsd-zoomable');
  });

  it('opens an overlay with an enlarged copy on click and hides the original', () => {
    renderDoc();
    const dialog = openZoom();
    expect(dialog).toHaveAccessibleName('Build pipeline');
    expect(dialog).toHaveAccessibleDescription('Press Escape or click to close');
    expect(dialog).toHaveClass('rsd-zoom--open');
    expect(dialog).toHaveFocus();
    const copy = dialog.querySelector<HTMLImageElement>('.rsd-zoom__image')!;
    expect(copy.src).toBe(image().src);
    expect(copy.style.transform).toMatch(/^translate\(.+\) scale\(.+\)$/);
    expect(image().style.visibility).toBe('hidden');
  });

  it('opens on Enter', () => {
    renderDoc();
    attach();
    fireEvent.keyDown(image(), { key: 'Enter' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on Escape after a 150 ms animation and gives focus back', () => {
    renderDoc();
    const dialog = openZoom();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(dialog).not.toHaveClass('rsd-zoom--open');
    act(() => vi.advanceTimersByTime(ZOOM_CLOSE_DELAY_MS - 1));
    expect(dialog).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(image().style.visibility).toBe('');
    expect(image()).toHaveFocus();
  });

  it('closes on click and on window resize', () => {
    renderDoc();
    fireEvent.click(openZoom());
    act(() => vi.advanceTimersByTime(ZOOM_CLOSE_DELAY_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(image());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent(window, new Event('resize'));
    act(() => vi.advanceTimersByTime(ZOOM_CLOSE_DELAY_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes only once the page has scrolled more than 40 px since opening', () => {
    setScrollY(200);
    renderDoc();
    const dialog = openZoom();
    setScrollY(240);
    fireEvent.scroll(window);
    expect(dialog).toHaveClass('rsd-zoom--open');
    setScrollY(241);
    fireEvent.scroll(window);
    expect(dialog).not.toHaveClass('rsd-zoom--open');
  });

  it('uses data-zoom-src when it loads', () => {
    const loaders: Array<{ onload?: () => void; onerror?: () => void; src?: string; naturalWidth: number; naturalHeight: number }> = [];
    vi.stubGlobal('Image', function FakeImage(this: (typeof loaders)[number]) {
      this.naturalWidth = 2000;
      this.naturalHeight = 1000;
      loaders.push(this);
    });
    renderDoc({ 'data-zoom-src': '/images/a@3x.png' });
    const copy = openZoom().querySelector('img')!;
    expect(loaders[0]!.src).toBe('/images/a@3x.png');
    loaders[0]!.onload!();
    expect(copy.getAttribute('src')).toBe('/images/a@3x.png');
    expect(copy.style.transform).toContain('scale(');
  });

  it('warns and keeps the normal image when data-zoom-src fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const loaders: Array<{ onerror?: () => void }> = [];
    vi.stubGlobal('Image', function FakeImage(this: (typeof loaders)[number]) {
      loaders.push(this);
    });
    renderDoc({ 'data-zoom-src': '/images/missing.png' });
    const copy = openZoom().querySelector('img')!;
    loaders[0]!.onerror!();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/images/missing.png'));
    expect(copy.src).toBe(image().src);
  });

  it('attaches to new images after the content-reload event', () => {
    const { container } = renderDoc();
    attach();
    const fresh = document.createElement('img');
    fresh.alt = 'new';
    container.querySelector('.rsd-doc')!.appendChild(fresh);
    act(() => {
      window.dispatchEvent(new Event(CONTENT_RELOAD_EVENT));
    });
    expect(fresh).not.toHaveAttribute('tabindex');
    attach();
    expect(fresh).toHaveAttribute('tabindex', '0');
  });

  it('cleans up on unmount', () => {
    const { unmount } = renderDoc();
    openZoom();
    const img = image();
    unmount();
    expect(document.querySelector('.rsd-zoom')).toBeNull();
    expect(img).not.toHaveAttribute('tabindex');
    expect(img).not.toHaveAttribute('data-rsd-zoomable');
  });
});

describe('<ImageZoom> accessibility', () => {
  it('has no serious axe violation in the default story, zoomed or not', async () => {
    const { container } = render(<Default />);
    await waitFor(() => expect(container.querySelector('img')).toHaveAttribute('data-rsd-zoomable'));
    expect(await seriousAxeViolations(container)).toEqual([]);
    fireEvent.click(container.querySelector('img')!);
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    fireEvent.keyDown(document, { key: 'Escape' });
  });
});
