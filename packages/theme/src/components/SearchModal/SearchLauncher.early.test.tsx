import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EarlyBoot, EarlySearchInput } from '../../boot/early';
import { englishHits, createFakeSource } from './SearchModal.fixtures';

// The launcher taking over from the head script (boot/early.ts). Each test starts from fresh modules: the
// dialog's code must not be loaded yet when the launcher mounts, as on a page that has just been opened.
const slow = { timeout: 10_000 };

async function fresh() {
  vi.resetModules();
  const [{ renderWithTheme }, launcher, i18n] = await Promise.all([import('../../test/render'), import('./SearchLauncher'), import('../../i18n')]);
  // The fresh modules' strings, as a page loads its language's before it renders.
  await i18n.loadMessages('en');
  return { renderWithTheme, ...launcher };
}

/** The head script's side as the launcher sees it (`window.__RSDOCS_BOOT__`), with an early field typed into. */
function fakeEarlyBoot(typed: EarlySearchInput | null) {
  let open = typed !== null;
  const boot: EarlyBoot = {
    redirecting: false,
    replay: vi.fn(),
    startApp: vi.fn(),
    memory: {},
    search: {
      state: 'early',
      claimed: false,
      isOpen: () => open,
      open: vi.fn(() => (open = true)),
      take: vi.fn(() => {
        if (!open) return null;
        open = false;
        return typed ?? { value: '', selectionStart: 0, selectionEnd: 0 };
      }),
    },
  };
  window.__RSDOCS_BOOT__ = boot;
  return boot;
}

describe('<SearchLauncher> after the head script', () => {
  beforeEach(() => {
    // No idle time unless a test says so: the dialog's code is fetched when asked for.
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal('cancelIdleCallback', () => {});
  });
  afterEach(() => {
    delete window.__RSDOCS_BOOT__;
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('takes over an early field opened before hydration: what was typed, and where the caret was', async () => {
    const { renderWithTheme, SearchLauncher } = await fresh();
    const boot = fakeEarlyBoot({ value: 'dts', selectionStart: 1, selectionEnd: 3 });
    renderWithTheme(<SearchLauncher />, { searchSource: createFakeSource(englishHits) });
    expect(boot.search.state).toBe('early'); // claimed while the dialog's code is on its way
    expect(boot.search.claimed).toBe(true);
    const input = await screen.findByRole<HTMLInputElement>('combobox', { name: 'Search Docs' }, slow);
    await waitFor(() => expect(input).toHaveFocus(), slow);
    expect(input.value).toBe('dts');
    expect([input.selectionStart, input.selectionEnd]).toEqual([1, 3]);
    expect(boot.search.take).toHaveBeenCalled();
    await waitFor(() => expect(boot.search.state).toBe('react'), slow); // the hotkey is React's from now on
  });

  it('shows the early field while the code loads, and opens nothing if the visitor closed it meanwhile', async () => {
    const { renderWithTheme, SearchLauncher, openSearch } = await fresh();
    const boot = fakeEarlyBoot(null);
    renderWithTheme(<SearchLauncher />, { searchSource: createFakeSource(englishHits) });
    act(() => openSearch());
    expect(boot.search.open).toHaveBeenCalledTimes(1);
    boot.search.take(); // closed by the visitor before the dialog arrived
    await waitFor(() => expect(boot.search.state).toBe('react'), slow);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives the hotkey back to the head script when it unmounts', async () => {
    const { renderWithTheme, SearchLauncher } = await fresh();
    const boot = fakeEarlyBoot(null);
    const { unmount } = renderWithTheme(<SearchLauncher />, { searchSource: createFakeSource(englishHits) });
    unmount();
    expect(boot.search.state).toBe('off');
  });

  it('fetches the dialog and the index at idle after load for a visitor who searched before', async () => {
    const { renderWithTheme, SearchLauncher, openSearch } = await fresh();
    localStorage.setItem('rsdocs-search-recent-en', JSON.stringify(['dts']));
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    const source = createFakeSource(englishHits, 'resolve');
    renderWithTheme(<SearchLauncher />, { searchSource: source });
    expect(source.loadCalls).toBe(0);
    await waitFor(() => expect(idle).toHaveLength(1)); // jsdom's document is loaded already
    act(() => idle[0]!());
    await waitFor(() => expect(source.loadCalls).toBe(1), slow);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Opening later does not load it again.
    act(() => openSearch());
    await screen.findByRole('dialog', {}, slow);
    expect(source.loadCalls).toBe(1);
  });

  it('fetches nothing at idle on a first visit, nor on a save-data connection', async () => {
    for (const setup of [() => {}, () => {
      localStorage.setItem('rsdocs-search-recent-en', JSON.stringify(['dts']));
      vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { connection: { saveData: true, effectiveType: '4g' } }));
    }]) {
      const { renderWithTheme, SearchLauncher } = await fresh();
      setup();
      const idle: Array<() => void> = [];
      vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
      const source = createFakeSource(englishHits, 'resolve');
      const { unmount } = renderWithTheme(<SearchLauncher />, { searchSource: source });
      // The launcher's effects have run (render is wrapped in act): it asked for no idle time.
      expect(idle).toHaveLength(0);
      expect(source.loadCalls).toBe(0);
      unmount();
      localStorage.clear();
      vi.unstubAllGlobals();
    }
  });

  it("fetches the index's data alone at idle on a first visit, when the source offers it; on a save-data connection, nothing", async () => {
    for (const saveData of [false, true]) {
      const { renderWithTheme, SearchLauncher } = await fresh();
      if (saveData) vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { connection: { saveData: true, effectiveType: '4g' } }));
      const idle: Array<() => void> = [];
      vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
      const source = Object.assign(createFakeSource(englishHits, 'resolve'), { prefetchIndex: vi.fn() });
      const { unmount } = renderWithTheme(<SearchLauncher />, { searchSource: source });
      if (saveData) expect(idle).toHaveLength(0);
      else {
        await waitFor(() => expect(idle).toHaveLength(1));
        act(() => idle[0]!());
        expect(source.prefetchIndex).toHaveBeenCalledTimes(1);
      }
      // The dialog's code and the engine wait for intent.
      expect(source.loadCalls).toBe(0);
      expect(screen.queryByRole('dialog')).toBeNull();
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('fetches the dialog and the index on intent: a pointer over, or focus on, a search button', async () => {
    for (const type of ['pointerover', 'focusin']) {
      const { renderWithTheme, SearchLauncher } = await fresh();
      const source = createFakeSource(englishHits, 'resolve');
      const { unmount } = renderWithTheme(
        <>
          <button type="button" data-rsd-open-search="">
            Search
          </button>
          <SearchLauncher />
        </>,
        { searchSource: source },
      );
      expect(source.loadCalls).toBe(0);
      act(() => {
        screen.getByRole('button', { name: 'Search' }).dispatchEvent(new Event(type, { bubbles: true }));
      });
      await waitFor(() => expect(source.loadCalls).toBe(1), slow);
      expect(screen.queryByRole('dialog')).toBeNull();
      unmount();
    }
  });
});
