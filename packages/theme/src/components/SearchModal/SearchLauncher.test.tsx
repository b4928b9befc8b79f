import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { englishHits, createFakeSource } from './SearchModal.fixtures';
import { OPEN_SEARCH_EVENT, openSearch, SearchLauncher } from './SearchLauncher';

/** Role queries over a Radix portal are slow in jsdom; leave room beyond the 1 s default. */
const slow = { timeout: 10_000 };

describe('<SearchLauncher>', () => {
  // Compile the lazily imported modal up front, so the first opening is not racing the transform.
  // The launcher still requests it itself (its own cache starts empty).
  beforeAll(async () => {
    await import('./SearchModal');
  });

  it('renders nothing until search is first opened', () => {
    const { container } = renderWithTheme(<SearchLauncher />, { searchSource: createFakeSource(englishHits) });
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on Ctrl+K once the modal code arrives, focusing the input and loading the source', async () => {
    const source = createFakeSource(englishHits, 'resolve');
    renderWithTheme(<SearchLauncher />, { searchSource: source });
    const event = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true });
    act(() => {
      document.body.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'Search the documentation' }, slow);
    const input = screen.getByRole('combobox', { name: 'Search Docs' });
    expect(dialog).toContainElement(input);
    await waitFor(() => expect(input).toHaveFocus(), slow);
    expect(source.loadCalls).toBe(1);
  });

  it('closes on Escape and reopens with Cmd+K', async () => {
    renderWithTheme(<SearchLauncher />, { searchSource: createFakeSource(englishHits) });
    fireEvent.keyDown(document.body, { key: 'k', metaKey: true });
    const input = await screen.findByRole('combobox', { name: 'Search Docs' }, slow);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(document.body, { key: 'k', metaKey: true });
    expect(await screen.findByRole('dialog', {}, slow)).toBeInTheDocument();
  });

  it('gives focus back on close to what had it when search opened', async () => {
    renderWithTheme(
      <>
        <button type="button">opener</button>
        <SearchLauncher />
      </>,
      { searchSource: createFakeSource(englishHits) },
    );
    const opener = screen.getByRole('button', { name: 'opener' });
    opener.focus();
    fireEvent.keyDown(opener, { key: 'k', ctrlKey: true });
    const input = await screen.findByRole('combobox', { name: 'Search Docs' }, slow);
    await waitFor(() => expect(input).toHaveFocus(), slow);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus(), slow);

    // The same through the Cancel button.
    fireEvent.keyDown(opener, { key: 'k', ctrlKey: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }, slow));
    await waitFor(() => expect(opener).toHaveFocus(), slow);
  });

  it('opens when the navbar calls openSearch(), passing its props to the modal', async () => {
    const navigate = vi.fn();
    renderWithTheme(<SearchLauncher source={createFakeSource(englishHits)} defaultQuery="build" debounceMs={0} />, { navigate });
    act(() => openSearch());
    const options = await screen.findAllByRole('option', {}, slow);
    fireEvent.click(options[1]!);
    expect(navigate).toHaveBeenCalledWith('/guide/basic/cli#build');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('listens for the documented window event and stops listening on unmount', async () => {
    const { unmount } = renderWithTheme(<SearchLauncher />, { searchSource: createFakeSource(englishHits) });
    act(() => {
      window.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT));
    });
    expect(OPEN_SEARCH_EVENT).toBe('rsdocs:open-search');
    expect(await screen.findByRole('dialog', {}, slow)).toBeInTheDocument();
    unmount();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openSearch());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

