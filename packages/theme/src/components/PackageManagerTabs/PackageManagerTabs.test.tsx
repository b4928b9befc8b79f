import { composeStories } from '@storybook/react-vite';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeStorage } from '../../lib/storage';
import { seriousAxeViolations } from '../../test/axe';
import * as stories from './PackageManagerTabs.stories';

const { Default, PerManager, TwoOnAPage, Chinese, Dlx, Exec, AdditionalTab } = composeStories(stories);
const KEY = 'rsdocs-tabs:package-manager';

describe('<PackageManagerTabs>', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'clipboard');
    writeStorage(KEY, null); // clears the in-memory fallback too
  });

  it('shows npm, yarn, pnpm, bun and deno tabs with the converted commands', () => {
    const { container } = render(<Default />);
    expect(screen.getByRole('tablist', { name: 'Package manager' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['npm', 'yarn', 'pnpm', 'bun', 'deno']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('npm install @rslib/core -D');
    const codes = Array.from(container.querySelectorAll('[role="tabpanel"] code'), (c) => c.textContent);
    expect(codes).toEqual(['npm install @rslib/core -D', 'yarn add @rslib/core -D', 'pnpm add @rslib/core -D', 'bun add @rslib/core -D', 'deno add npm:@rslib/core -D']);
  });

  it('runs a registry package with dlx: npx, not npm with the command as a verb', () => {
    const { container } = render(<Dlx />);
    const codes = Array.from(container.querySelectorAll('[role="tabpanel"] code'), (c) => c.textContent);
    expect(codes[0]).toBe('npx skills add rstackjs/agent-skills');
    expect(codes).toContain('pnpm dlx skills add rstackjs/agent-skills');
    expect(codes).toContain('bunx skills add rstackjs/agent-skills');
  });

  it('runs an installed binary with exec', () => {
    const { container } = render(<Exec />);
    const codes = Array.from(container.querySelectorAll('[role="tabpanel"] code'), (c) => c.textContent);
    expect(codes.slice(0, 3)).toEqual(['npx rsbuild build', 'yarn rsbuild build', 'pnpm rsbuild build']);
  });

  it('adds a tab per additional tool, with its icon beside the name', () => {
    const { container } = render(<AdditionalTab />);
    const tab = screen.getByRole('tab', { name: 'ni' });
    expect(tab.querySelector('.rsd-pm-tabs__icon svg')).not.toBeNull();
    fireEvent.click(tab);
    expect(container.querySelector('[role="tabpanel"]:not([hidden]) code')).toHaveTextContent('ni add @rslib/core -D');
  });

  it('colours the command by word kind', () => {
    const { container } = render(<Default />);
    const code = container.querySelector('[role="tabpanel"] code')!;
    expect(code.querySelector('.rsd-sh-command')).toHaveTextContent('npm');
    expect(code.querySelector('.rsd-sh-subcommand')).toHaveTextContent('install');
    expect(code.querySelector('.rsd-sh-flag')).toHaveTextContent('-D');
  });

  it('uses the per-manager object as given', () => {
    const { container } = render(<PerManager />);
    expect(container.querySelectorAll('code')[1]).toHaveTextContent('yarn create rslib');
  });

  it('selecting pnpm selects it in every set on the page and stores it', () => {
    render(<TwoOnAPage />);
    const [first, second] = screen.getAllByRole('tablist');
    fireEvent.click(within(first!).getByRole('tab', { name: 'pnpm' }));
    expect(within(first!).getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
    expect(within(second!).getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
    const panels = screen.getAllByRole('tabpanel');
    expect(panels.map((p) => p.querySelector('code')?.textContent)).toEqual(['pnpm add @rslib/core -D', 'pnpm build']);
    expect(localStorage.getItem(KEY)).toBe('pnpm');
  });

  it('still applies the choice when localStorage.setItem throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    render(<TwoOnAPage />);
    const [first, second] = screen.getAllByRole('tablist');
    fireEvent.click(within(first!).getByRole('tab', { name: 'bun' }));
    expect(within(first!).getByRole('tab', { name: 'bun' })).toHaveAttribute('aria-selected', 'true');
    expect(within(second!).getByRole('tab', { name: 'bun' })).toHaveAttribute('aria-selected', 'true');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('copies the selected command', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<Default />);
    fireEvent.click(screen.getByRole('tab', { name: 'yarn' }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Copy code' }));
    });
    expect(writeText).toHaveBeenCalledWith('yarn add @rslib/core -D');
  });

  it('names the tab list in Chinese', () => {
    render(<Chinese />);
    expect(screen.getByRole('tablist', { name: '包管理器' })).toBeInTheDocument();
  });
});

describe('<PackageManagerTabs> accessibility', () => {
  it('has no serious axe violation in the default story', async () => {
    const { container } = render(<Default />);
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
