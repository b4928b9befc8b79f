import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchHit, SearchSource } from '../../provider/search';
import type { ThemeProviderProps } from '../../provider/ThemeProvider';
import { seriousAxeViolations } from '../../test/axe';
import { storySite } from '../../test/fixtures';
import { renderWithTheme } from '../../test/render';
import { SearchModal, type SearchModalProps } from './SearchModal';
import { chineseHits, createFakeSource, englishHits } from './SearchModal.fixtures';
import { useSearch } from './useSearch';
import * as stories from './SearchModal.stories';

/** Role queries over a Radix portal are slow in jsdom, more so on a busy machine; leave room beyond the 1 s default. */
const slow = { timeout: 10_000 };

type HarnessProps = Omit<SearchModalProps, 'open' | 'onOpenChange'> & { onOpenChange?: (open: boolean) => void };

/** The modal with real open state, as the launcher drives it. */
function Harness({ onOpenChange, ...props }: HarnessProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        reopen
      </button>
      <SearchModal
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
      />
    </>
  );
}

function renderModal(props: HarnessProps, provider: Omit<ThemeProviderProps, 'children'> = {}) {
  const navigate = vi.fn();
  const onOpenChange = vi.fn();
  const view = renderWithTheme(<Harness onOpenChange={onOpenChange} {...props} />, { navigate, ...provider });
  return { ...view, navigate, onOpenChange, input: () => screen.getByRole('combobox', { name: provider.lang === 'zh' ? '搜索文档' : 'Search Docs' }) };
}

/** `text` as a whole-string pattern that ignores whitespace: jsdom's name maths pads every <mark>, even mid-word. */
const ignoringSpaces = (text: string) =>
  new RegExp(`^${[...text.replace(/\s+/g, '')].map((c) => c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('\\s*')}$`);

/** Type and wait for the debounced answer. */
async function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  return screen.findByRole('listbox', { name: /results|结果/ }, slow);
}

const optionNames = (list: HTMLElement) => within(list).getAllByRole('option').map((o) => o.textContent);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('<SearchModal>', () => {
  it('opens as a titled dialog with a focused, labelled search input', async () => {
    renderModal({ source: createFakeSource(englishHits) });
    const dialog = screen.getByRole('dialog', { name: 'Search the documentation' });
    const input = within(dialog).getByRole('combobox', { name: 'Search Docs' });
    expect(input).toHaveAttribute('type', 'search');
    expect(input).toHaveAttribute('placeholder', 'Search Docs');
    await waitFor(() => expect(input).toHaveFocus(), slow);
    expect(within(dialog).getByText('to navigate')).toBeInTheDocument();
    expect(within(dialog).getByText('to select')).toBeInTheDocument();
    expect(within(dialog).getByText('to close')).toBeInTheDocument();
  });

  it('searches the first keystroke at once, later ones 150 ms after the last, and groups the results by page', async () => {
    vi.useFakeTimers();
    const source = createFakeSource(englishHits);
    const { input } = renderModal({ source });
    fireEvent.change(input(), { target: { value: 'b' } });
    // Asked in the render the keystroke causes (no timer first), and only once.
    expect(source.searchCalls).toEqual([{ query: 'b', limit: 7 }]);
    await act(async () => vi.advanceTimersByTime(0));
    expect(source.searchCalls).toEqual([{ query: 'b', limit: 7 }]);
    fireEvent.change(input(), { target: { value: 'bui' } });
    act(() => vi.advanceTimersByTime(100));
    fireEvent.change(input(), { target: { value: 'build' } });
    act(() => vi.advanceTimersByTime(149));
    expect(source.searchCalls).toEqual([{ query: 'b', limit: 7 }]);

    await act(async () => vi.advanceTimersByTime(1));
    expect(source.searchCalls).toEqual([
      { query: 'b', limit: 7 },
      { query: 'build', limit: 7 },
    ]);
    const list = screen.getByRole('listbox', { name: 'Search results' });
    const groups = within(list).getAllByRole('group');
    expect(groups).toHaveLength(4);
    ['CLI', 'lib.bundle', 'Exceptions FAQ', 'Quick Start'].forEach((name, i) => expect(groups[i]).toHaveAccessibleName(name));
    const cli = screen.getByRole('group', { name: 'CLI' });
    expect(within(cli).getAllByRole('option')).toHaveLength(2);
    const buildOption = within(cli).getAllByRole('option')[1]!;
    expect(buildOption).toHaveTextContent('Commands › rslib build');
    // The name comes from the content: breadcrumb (without the hidden separators), then the whole snippet, so it
    // contains every visible word (label in name).
    expect(buildOption).toHaveAccessibleName(
      ignoringSpaces('Commands rslib build The rslib build command builds the outputs for production in the dist/ directory by default.'),
    );
    expect(buildOption).not.toHaveAttribute('aria-labelledby');
    expect(buildOption).not.toHaveAttribute('aria-describedby');
    expect(within(buildOption).getAllByText('build', { selector: 'mark' })).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('5 results');
    // The scrolling results area is a tab stop, so the keyboard can scroll it as well as the mouse.
    expect(list.closest('.rsd-search__body')).toHaveAttribute('tabindex', '0');
  });

  it('commits the first keystroke once while its answer is on its way (no second render for the debounce)', async () => {
    // Fake timers: every timer and frame the keystroke starts (the debounce included) is run out, not waited for.
    vi.useFakeTimers();
    let answer: (hits: SearchHit[]) => void = () => {};
    const source: SearchSource = { search: () => new Promise<SearchHit[]>((resolve) => (answer = resolve)) };
    let commits = 0;
    const { result, rerender } = renderHook(
      ({ query }) => {
        useEffect(() => {
          commits++;
        });
        return useSearch(source, query, { limit: 7, debounceMs: 150 });
      },
      { initialProps: { query: '' } },
    );
    await act(() => vi.runAllTimersAsync());
    const before = commits;
    rerender({ query: 'b' });
    // The timers and tasks the keystroke may have started run out: only the answer may commit again.
    await act(() => vi.runAllTimersAsync());
    expect(commits - before).toBe(1);
    expect(result.current).toMatchObject({ status: 'idle', pending: true });
    await act(async () => answer(englishHits.slice(0, 1).map((hit) => ({ ...hit, matches: [] }))));
    expect(commits - before).toBe(2);
    expect(result.current).toMatchObject({ status: 'ready', query: 'b', pending: false });
  });

  it("asks the source to prefetch the first keystroke's files from the input event, before React renders it", async () => {
    const source = createFakeSource(englishHits);
    const prefetched: Array<{ query: string; emptyDialogShown: boolean }> = [];
    // The empty dialog's suggestions still show while the keystroke is not rendered yet.
    source.prefetch = (query) => prefetched.push({ query, emptyDialogShown: document.body.textContent!.includes('Try searching for') });
    const { input } = renderModal({ source }, { site: storySite });
    await screen.findByRole('region', { name: 'Try searching for' }, slow);
    await type(input(), 'bundle');
    expect(prefetched).toEqual([{ query: 'bundle', emptyDialogShown: true }]);
    expect(source.searchCalls).toEqual([{ query: 'bundle', limit: 7 }]);
    // Later keystrokes are not prefetched: they wait for the debounce.
    fireEvent.change(input(), { target: { value: 'bundles' } });
    expect(prefetched).toHaveLength(1);
  });

  it('ignores an answer that arrives after a newer query was sent', async () => {
    const slow: Array<() => void> = [];
    const source: SearchSource = {
      search: (query) =>
        new Promise<SearchHit[]>((resolve) => {
          const answer = () => resolve([{ id: query, routePath: `/${query}`, title: `Page ${query}`, headingPath: [`Page ${query}`], snippet: query, matches: [] }]);
          if (query === 'old') slow.push(answer);
          else answer();
        }),
    };
    const { input } = renderModal({ source, debounceMs: 0 });
    fireEvent.change(input(), { target: { value: 'old' } });
    await waitFor(() => expect(slow).toHaveLength(1));
    await type(input(), 'new');
    expect(screen.getByRole('group', { name: 'Page new' })).toBeInTheDocument();
    await act(async () => slow[0]!());
    expect(screen.queryByRole('group', { name: 'Page old' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Page new' })).toBeInTheDocument();
  });

  it('moves the active result with the arrow keys and opens it with Enter', async () => {
    const { input, navigate, onOpenChange } = renderModal({ source: createFakeSource(englishHits), debounceMs: 0 });
    const list = await type(input(), 'build');
    const options = within(list).getAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(input()).toHaveAttribute('aria-activedescendant', options[0]!.id);

    fireEvent.keyDown(input(), { key: 'ArrowUp' }); // wraps to the last
    expect(input()).toHaveAttribute('aria-activedescendant', options[options.length - 1]!.id);
    fireEvent.keyDown(input(), { key: 'ArrowDown' }); // wraps to the first
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    expect(input()).toHaveAttribute('aria-activedescendant', options[1]!.id);

    fireEvent.keyDown(input(), { key: 'Enter', isComposing: true });
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 229 });
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(navigate).toHaveBeenCalledWith('/guide/basic/cli#build');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('scrolls the active result into view', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { input } = renderModal({ source: createFakeSource(englishHits), debounceMs: 0 });
    const list = await type(input(), 'build');
    scroll.mockClear();
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(scroll).toHaveBeenCalled();
    expect(scroll.mock.contexts.at(-1)).toBe(within(list).getAllByRole('option')[1]);
    expect(scroll).toHaveBeenLastCalledWith({ block: 'nearest' });
  });

  it('opens a clicked result and a page-level hit without an anchor', async () => {
    const { input, navigate } = renderModal({ source: createFakeSource(englishHits), debounceMs: 0 });
    await type(input(), 'build');
    const option = screen.getByRole('option', { name: /^lib\.bundle\b/ });
    expect(option).toHaveAttribute('aria-selected', 'false');
    fireEvent.mouseMove(option);
    expect(option).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(option);
    expect(navigate).toHaveBeenCalledWith('/config/lib/bundle');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and on the cancel button, keeping the query for the next opening', async () => {
    const { input, onOpenChange } = renderModal({ source: createFakeSource(englishHits), debounceMs: 0 });
    await type(input(), 'build');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);

    fireEvent.click(screen.getByRole('button', { name: 'reopen' }));
    expect(input()).toHaveValue('build');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when a query has no results, quoting the query', async () => {
    const { input } = renderModal({ source: createFakeSource(englishHits), debounceMs: 0 });
    fireEvent.change(input(), { target: { value: '  webpack ' } });
    const message = await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === 'No results for "webpack"', {}, slow);
    expect(message).toBeInTheDocument();
    expect(screen.getByText('Please try again with a different keyword')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
  });

  it("says when the answers come from a partial index, and asks again when the source's index is replaced, without retyping", async () => {
    // A dev server's outline first (one hit of the full answer here), then its full index.
    let partial = true;
    const listeners = new Set<() => void>();
    const full = createFakeSource(englishHits);
    const source: SearchSource = {
      search: async (query, options) => (await full.search(query, options)).slice(0, partial ? 1 : undefined),
      isPartial: () => partial,
      subscribe(fn) {
        listeners.add(fn);
        return () => listeners.delete(fn);
      },
    };
    const { input } = renderModal({ source, debounceMs: 0 });
    const first = await type(input(), englishHits[0]!.title);
    const note = 'Titles and headings only for now: the full search index is still being built.';
    expect(screen.getByText(note)).toHaveAttribute('role', 'status');
    const partialCount = within(first).getAllByRole('option').length;
    partial = false;
    act(() => listeners.forEach((fn) => fn()));
    await waitFor(() => expect(screen.queryByText(note)).toBeNull(), slow);
    const list = await screen.findByRole('listbox', { name: /results/ }, slow);
    expect(within(list).getAllByRole('option').length).toBeGreaterThan(partialCount);
    expect(input()).toHaveValue(englishHits[0]!.title);
  });

  it('shows markup in snippets and queries as text, never as elements', async () => {
    const { input } = renderModal({ source: createFakeSource(englishHits), debounceMs: 0 });
    await type(input(), 'onerror');
    const option = screen.getByRole('option', { name: /^HTML in the build output\b/ });
    expect(option).toHaveTextContent('A string such as <img src=x onerror=alert(1)> in the build output is kept as text.');
    expect(screen.getByText('onerror', { selector: 'mark' })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();

    fireEvent.change(input(), { target: { value: '<script>alert(1)</script>' } });
    expect(await screen.findByText('<script>alert(1)</script>', { selector: 'strong' }, slow)).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it('shows at most `limit` results and asks the source for that many', async () => {
    const many: SearchSource = {
      search: async () =>
        Array.from({ length: 12 }, (_, i) => ({ id: `h${i}`, routePath: `/p${i}`, title: `Page ${i}`, headingPath: [`Page ${i}`], snippet: 'build', matches: [] })),
    };
    const search = vi.spyOn(many, 'search');
    const { input } = renderModal({ source: many, debounceMs: 0 });
    const list = await type(input(), 'build');
    expect(within(list).getAllByRole('option')).toHaveLength(7);
    expect(search).toHaveBeenCalledWith('build', expect.objectContaining({ limit: 7 }));
  });

  it.each(['before search() returns', 'later'])('lists an outline (given %s) and fills its snippets in place, keeping the active result', async (when) => {
    const hits: SearchHit[] = Array.from({ length: 3 }, (_, i) => ({ id: `/p${i}`, routePath: `/p${i}`, title: `Page ${i}`, headingPath: [`Page ${i}`], snippet: `build step ${i}`, matches: [{ start: 0, end: 5 }] }));
    let finish = () => {};
    const error = vi.spyOn(console, 'error');
    const source: SearchSource = {
      search: (_query, options) => {
        const outline = () => options?.onOutline?.(hits.map((hit) => ({ ...hit, snippet: '', matches: [] })));
        if (when === 'later') setTimeout(outline);
        else outline();
        return new Promise((resolve) => (finish = () => resolve(hits)));
      },
    };
    const { input } = renderModal({ source, debounceMs: 0 });
    const list = await type(input(), 'build');
    const before = within(list).getAllByRole('option');
    expect(before).toHaveLength(3);
    // Each option keeps an (empty) snippet line while the snippets are on their way.
    expect(before.map((o) => o.querySelector('.rsd-search__hit-snippet')?.textContent)).toEqual(['', '', '']);
    expect(document.querySelector('.rsd-search__body')).toHaveAttribute('aria-busy', 'true');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(before[1]).toHaveAttribute('aria-selected', 'true');
    await act(async () => finish());
    const after = within(list).getAllByRole('option');
    // The same elements, now with their snippets; the active result is still the second.
    after.forEach((option, i) => expect(option).toBe(before[i]));
    expect(after.map((o) => o.querySelector('.rsd-search__hit-snippet')?.textContent)).toEqual(['build step 0', 'build step 1', 'build step 2']);
    expect(after[1]).toHaveAttribute('aria-selected', 'true');
    expect(document.querySelector('.rsd-search__body')).toHaveAttribute('aria-busy', 'false');
    expect(error).not.toHaveBeenCalled(); // e.g. React's warning about flushSync inside an effect
  });

  it('shows the loading message while load() runs, loads once, then answers', async () => {
    let finish = () => {};
    const source = createFakeSource(englishHits);
    const load = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    source.load = load;
    const { input } = renderModal({ source, debounceMs: 0 });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the search index…');
    fireEvent.change(input(), { target: { value: 'build' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'reopen' }));
    expect(screen.getByText('Loading the search index…')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).toBeNull();
    await act(async () => finish());
    expect(await screen.findByRole('listbox', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText('Loading the search index…')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the error message and logs the error when load() rejects', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const source = createFakeSource(englishHits, 'reject');
    const { input } = renderModal({ source });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Search could not load. Check your connection and try again.');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('search index'), expect.objectContaining({ message: 'index request failed (503)' }));
    fireEvent.change(input(), { target: { value: 'build' } });
    expect(source.searchCalls).toEqual([]);
  });

  it('shows an error when the search itself fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const source: SearchSource = { search: () => Promise.reject(new Error('boom')) };
    const { input } = renderModal({ source, debounceMs: 0 });
    fireEvent.change(input(), { target: { value: 'build' } });
    expect(await screen.findByRole('alert', {}, slow)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('[rsdocs] search failed', expect.any(Error));
  });

  it('explains a missing search source instead of failing silently', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderModal({});
    expect(screen.getByRole('alert')).toHaveTextContent('Search could not load');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('no SearchSource'));
  });

  it('uses the provider search source and Chinese strings', async () => {
    const { input } = renderModal({ debounceMs: 0 }, { lang: 'zh', searchSource: createFakeSource(chineseHits) });
    expect(input()).toHaveAttribute('placeholder', '搜索文档');
    const list = await type(input(), '构建');
    expect(within(list).getAllByRole('group')).toHaveLength(2);
    expect(screen.getByRole('group', { name: '命令行工具' })).toBeInTheDocument();
    expect(screen.getAllByText('构建', { selector: 'mark' }).length).toBeGreaterThan(0);
    fireEvent.change(input(), { target: { value: '打包工具链' } });
    expect(await screen.findByText('请使用不同的关键字重试', {}, slow)).toBeInTheDocument();
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === '无法找到相关搜索结果 "打包工具链"')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消' })).toBeInTheDocument();
  });
});

describe('<SearchModal> stories', () => {
  const { Empty, Loading, Results, ChineseResults, NoResults, PageHit, PartialResults, Error: ErrorStory } = composeStories(stories);

  it('Results: shows grouped English results with no serious axe violation', async () => {
    render(<Results />);
    const list = await screen.findByRole('listbox', { name: 'Search results' }, slow);
    expect(optionNames(list)).toHaveLength(5);
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('PartialResults: says the results are partial, with no serious axe violation', async () => {
    render(<PartialResults />);
    await screen.findByRole('listbox', { name: 'Search results' }, slow);
    expect(screen.getByText('Titles and headings only for now: the full search index is still being built.')).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('Empty: opens with a focused empty input and no results', async () => {
    render(<Empty />);
    const input = screen.getByRole('combobox', { name: 'Search Docs' });
    await waitFor(() => expect(input).toHaveFocus(), slow);
    expect(input).toHaveValue('');
    expect(screen.queryByRole('listbox')).toBeNull();
    // Nothing to scroll yet: no extra tab stop.
    expect(document.querySelector('.rsd-search__body')).not.toHaveAttribute('tabindex');
    expect(await screen.findByRole('region', { name: 'Try searching for' }, slow)).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('PageHit: the page heads its group, with no serious axe violation', async () => {
    render(<PageHit />);
    const list = await screen.findByRole('listbox', { name: 'Search results' }, slow);
    expect(within(list).getAllByRole('group')[0]).toHaveAccessibleName('CLI');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('Loading: shows the loading message', () => {
    render(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the search index…');
  });

  it('Chinese results: shows Chinese strings and results', async () => {
    render(<ChineseResults />);
    expect(screen.getByRole('combobox', { name: '搜索文档' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: '命令行工具' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('listbox', { name: '搜索结果' })).toBeInTheDocument();
  });

  it('NoResults: quotes the query', async () => {
    render(<NoResults />);
    expect(await screen.findByText('webpack', { selector: 'strong' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Please try again with a different keyword')).toBeInTheDocument();
  });

  it('Error: shows the error with no serious axe violation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ErrorStory />);
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Search could not load');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});

describe('<SearchModal> result links', () => {
  const pageAndSections = createFakeSource([
    { id: 'cli-build', routePath: '/guide/basic/cli', anchor: 'build', title: 'CLI', headingPath: ['CLI', 'Commands', 'rslib build'], snippet: 'The build command.' },
    { id: 'cli', routePath: '/guide/basic/cli', title: 'CLI', headingPath: ['CLI'], snippet: 'Rslib has a build command.' },
    { id: 'qs', routePath: '/guide/start/quick-start', anchor: 'build-it', title: 'Quick Start', headingPath: ['Quick Start', 'Build it'], snippet: 'Run build.' },
  ]);

  it('makes every result a real link to its page and section, with the site base', async () => {
    const { input } = renderModal({ source: createFakeSource(englishHits), debounceMs: 0 }, { site: { ...storySite, base: '/docs/' } });
    const list = await type(input(), 'build');
    const options = within(list).getAllByRole('option');
    expect(options.every((o) => o.tagName === 'A')).toBe(true);
    expect(options.map((o) => o.getAttribute('href'))).toEqual([
      '/docs/guide/basic/cli#commands',
      '/docs/guide/basic/cli#build',
      '/docs/config/lib/bundle',
      '/docs/guide/faq/exceptions#html-in-output',
      '/docs/guide/start/quick-start#build-the-library',
    ]);
    // Not tab stops: focus stays in the input, which points at the active option.
    expect(options.every((o) => o.getAttribute('tabindex') === '-1')).toBe(true);
  });

  it('opens a plain click in the app, and leaves Ctrl/⌘-click, Shift-click and middle click to the browser', async () => {
    const { input, navigate } = renderModal({ source: createFakeSource(englishHits), debounceMs: 0 });
    await type(input(), 'build');
    const option = screen.getByRole('option', { name: /^lib\.bundle\b/ });
    // Whether the app took the click over (prevented the browser's own handling), seen after React's handlers;
    // then prevented here, as jsdom cannot follow links.
    const prevented: boolean[] = [];
    const record = (event: Event) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    window.addEventListener('auxclick', record);
    fireEvent.click(option, { ctrlKey: true });
    fireEvent.click(option, { metaKey: true });
    fireEvent.click(option, { shiftKey: true });
    fireEvent(option, new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }));
    expect(prevented).toEqual([false, false, false, false]);
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(option);
    expect(prevented).toEqual([false, false, false, false, true]);
    expect(navigate).toHaveBeenCalledWith('/config/lib/bundle');
    window.removeEventListener('click', record);
    window.removeEventListener('auxclick', record);
  });

  it('lets a page that matched as a whole head its group, so its title shows once, and the arrows follow the list', async () => {
    const { input, navigate } = renderModal({ source: pageAndSections, debounceMs: 0 });
    const list = await type(input(), 'build');
    const groups = within(list).getAllByRole('group');
    expect(groups.map((g) => g.textContent?.split('CLI').length ?? 0)).toEqual([2, 1]);
    const [cli, quick] = groups;
    expect(within(cli!).getAllByRole('option').map((o) => o.getAttribute('href'))).toEqual(['/guide/basic/cli', '/guide/basic/cli#build']);
    expect(cli).toHaveAccessibleName('CLI');
    expect(cli!.querySelector('.rsd-search__group-title')).toBeNull();
    expect(quick!.querySelector('.rsd-search__group-title')).toHaveTextContent('Quick Start');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(navigate).toHaveBeenCalledWith('/guide/basic/cli');
  });
});

describe('<SearchModal> empty dialog', () => {
  afterEach(() => localStorage.clear());

  it("suggests the language's nav entries by default and the site's list when it has one", async () => {
    const { unmount } = renderModal({ source: createFakeSource(englishHits) }, { site: storySite });
    const dialog = screen.getByRole('dialog');
    const suggested = await within(dialog).findByRole('region', { name: 'Try searching for' }, slow);
    expect(within(suggested).getAllByRole('button').map((b) => b.textContent)).toEqual(['Guide', 'Config', 'API', 'Blog']);
    // A query hides them (they stay in the page, so the first keystroke removes nothing), clearing it shows them again.
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'build' } });
    expect(within(dialog).queryByRole('region', { name: 'Try searching for' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '' } });
    expect(within(dialog).getByRole('region', { name: 'Try searching for' })).toBe(suggested);
    unmount();
    renderModal({ source: createFakeSource(chineseHits) }, { site: { ...storySite, search: { mode: 'local', suggestions: { zh: ['构建', '格式'] } } }, lang: 'zh' });
    const zh = await screen.findByRole('region', { name: '试试搜索' }, slow);
    expect(within(zh).getAllByRole('button').map((b) => b.textContent)).toEqual(['构建', '格式']);
  });

  it('runs a picked search, then offers it as a recent search (first, once) that can be cleared', async () => {
    const { input } = renderModal({ source: createFakeSource(englishHits), debounceMs: 0 }, { site: { ...storySite, search: { mode: 'local', suggestions: ['build', 'bundle'] } } });
    const suggested = await screen.findByRole('region', { name: 'Try searching for' }, slow);
    fireEvent.click(within(suggested).getByRole('button', { name: 'build' }));
    expect(input()).toHaveValue('build');
    expect(input()).toHaveFocus();
    fireEvent.click(await screen.findByRole('option', { name: /^lib\.bundle\b/ }, slow));
    fireEvent.click(screen.getByRole('button', { name: 'reopen' }));
    fireEvent.change(await screen.findByRole('combobox', {}, slow), { target: { value: '' } });
    const recent = await screen.findByRole('region', { name: 'Recent searches' }, slow);
    expect(within(recent).getAllByRole('button').map((b) => b.textContent)).toEqual(['Clear', 'build']);
    // A recent search is not suggested twice.
    expect(within(screen.getByRole('region', { name: 'Try searching for' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['bundle']);
    expect(JSON.parse(localStorage.getItem('rsdocs-search-recent-en')!)).toEqual(['build']);
    fireEvent.click(within(recent).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: 'Recent searches' })).toBeNull();
    expect(localStorage.getItem('rsdocs-search-recent-en')).toBeNull();
  });

  it('remembers searches for the page when storage throws', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const { input } = renderModal({ source: createFakeSource(englishHits), debounceMs: 0 }, { site: storySite });
    await type(input(), ' bundle ');
    fireEvent.click(screen.getByRole('option', { name: /^lib\.bundle\b/ }));
    fireEvent.click(screen.getByRole('button', { name: 'reopen' }));
    fireEvent.change(await screen.findByRole('combobox', {}, slow), { target: { value: '' } });
    const recent = await screen.findByRole('region', { name: 'Recent searches' }, slow);
    expect(within(recent).getByRole('button', { name: 'bundle' })).toBeInTheDocument();
  });
});
