import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { Tab, Tabs, TABS_STORAGE_PREFIX } from './Tabs';
import * as stories from './Tabs.stories';

const { Default, WithDefaultValue, SyncedGroup, ValuesAndIndex } = composeStories(stories);

describe('<Tabs>', () => {
  it('renders an accessible tab list whose tabs control their panels', () => {
    render(<Default />);
    expect(screen.getByRole('tablist', { name: 'Output format' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['ESM', 'CJS', 'UMD']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'false');
    const panel = document.getElementById(tabs[0]!.getAttribute('aria-controls')!)!;
    expect(panel).toHaveAttribute('role', 'tabpanel');
    expect(panel).toBeVisible();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('ESM');
  });

  it('keeps inactive panels in the DOM, hidden', () => {
    const { container } = render(<Default />);
    const panels = container.querySelectorAll('[role="tabpanel"]');
    expect(panels).toHaveLength(3);
    expect(panels[1]).not.toBeVisible();
    expect(panels[1]).toHaveTextContent('CommonJS uses require()');
  });

  it('selects a tab on click and shows its panel', () => {
    render(<Default />);
    fireEvent.click(screen.getByRole('tab', { name: 'UMD' }));
    expect(screen.getByRole('tab', { name: 'UMD' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('script tag');
  });

  it('moves with arrow keys (wrapping), Home and End, with a roving tab stop', () => {
    render(<Default />);
    const [esm, cjs, umd] = screen.getAllByRole('tab');
    esm!.focus();
    fireEvent.keyDown(esm!, { key: 'ArrowRight' });
    expect(cjs).toHaveAttribute('aria-selected', 'true');
    expect(cjs).toHaveFocus();
    expect(cjs).toHaveAttribute('tabindex', '0');
    expect(esm).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(cjs!, { key: 'End' });
    expect(umd).toHaveFocus();
    fireEvent.keyDown(umd!, { key: 'ArrowRight' });
    expect(esm).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(esm!, { key: 'ArrowLeft' });
    expect(umd).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(umd!, { key: 'Home' });
    expect(esm).toHaveFocus();
  });

  it('moves forward with the left arrow on a right-to-left page, where the tabs run from the right', () => {
    render(
      <div dir="rtl">
        <Default />
      </div>,
    );
    const [esm, cjs, umd] = screen.getAllByRole('tab');
    esm!.focus();
    fireEvent.keyDown(esm!, { key: 'ArrowLeft' });
    expect(cjs).toHaveAttribute('aria-selected', 'true');
    expect(cjs).toHaveFocus();
    fireEvent.keyDown(cjs!, { key: 'ArrowRight' });
    fireEvent.keyDown(esm!, { key: 'ArrowRight' });
    expect(umd).toHaveAttribute('aria-selected', 'true');
  });

  it('starts on defaultValue', () => {
    render(<WithDefaultValue />);
    expect(screen.getByRole('tab', { name: 'CJS' })).toHaveAttribute('aria-selected', 'true');
  });

  it('switches every Tabs of the group together and stores the choice', () => {
    render(<SyncedGroup />);
    const [first, second] = screen.getAllByRole('tablist');
    fireEvent.click(within(first!).getByRole('tab', { name: 'CJS' }));
    expect(within(second!).getByRole('tab', { name: 'CJS' })).toHaveAttribute('aria-selected', 'true');
    expect(localStorage.getItem(`${TABS_STORAGE_PREFIX}format`)).toBe('CJS');
    expect(TABS_STORAGE_PREFIX).toBe('rsdocs-tabs:');
  });

  it('follows a choice made in another browser tab', () => {
    render(<Default />);
    act(() => {
      localStorage.setItem('rsdocs-tabs:format', 'UMD');
      window.dispatchEvent(new StorageEvent('storage', { key: 'rsdocs-tabs:format', newValue: 'UMD' }));
    });
    expect(screen.getByRole('tab', { name: 'UMD' })).toHaveAttribute('aria-selected', 'true');
  });

  it('ignores a stored value that matches no tab', () => {
    localStorage.setItem('rsdocs-tabs:format', 'AMD');
    render(<WithDefaultValue />);
    expect(screen.getByRole('tab', { name: 'CJS' })).toHaveAttribute('aria-selected', 'true');
  });

  it("takes Rspress's forms: a value as the label, defaultIndex, a disabled tab skipped by click and keys", () => {
    render(<ValuesAndIndex />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Rsbuild', 'Rslib', 'Rspress']);
    expect(screen.getByRole('tab', { name: 'Rspress' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Rslib' })).toBeDisabled();
    fireEvent.click(screen.getByRole('tab', { name: 'Rslib' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('documentation sites');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Rspress' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Rsbuild' })).toHaveAttribute('aria-selected', 'true');
  });

  it('reports the selected index to onChange, and lays tabs out from a values list', () => {
    const onChange = vi.fn();
    renderWithTheme(
      <Tabs values={[{ label: 'First', value: 'a' }, { label: 'Second', value: 'b' }]} onChange={onChange}>
        <Tab value="b">second</Tab>
        <Tab value="a">first</Tab>
      </Tabs>,
    );
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['First', 'Second']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('first');
    fireEvent.click(screen.getByRole('tab', { name: 'Second' }));
    expect(onChange).toHaveBeenCalledWith(1);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('second');
  });

  it('keeps the choice local and unstored without groupId, using explicit values', () => {
    renderWithTheme(
      <Tabs>
        <Tab label="One" value="1">first</Tab>
        <Tab label="Two" value="2">second</Tab>
      </Tabs>,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('second');
    expect(localStorage.length).toBe(0);
  });

  it('renders the default on the server and while hydrating, then applies the stored choice', async () => {
    const ui = (
      <Tabs groupId="hydrate">
        <Tab label="A">alpha</Tab>
        <Tab label="B">beta</Tab>
      </Tabs>
    );
    const html = renderToString(ui);
    localStorage.setItem('rsdocs-tabs:hydrate', 'B');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    expect(within(container).getByRole('tab', { name: 'A' })).toHaveAttribute('aria-selected', 'true');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, ui, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(within(container).getByRole('tab', { name: 'B' })).toHaveAttribute('aria-selected', 'true');
    errors.mockRestore();
    act(() => root!.unmount());
    container.remove();
  });
});

describe('<Tabs> accessibility', () => {
  it('has no serious axe violation in the default story', async () => {
    const { container } = render(<Default />);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
