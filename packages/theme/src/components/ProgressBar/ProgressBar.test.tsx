import { composeStories } from '@storybook/react-vite';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgress, PROGRESS_SPEED, PROGRESS_TRICKLE_SPEED } from '../../lib/progress';
import { seriousAxeViolations } from '../../test/axe';
import { renderWithTheme } from '../../test/render';
import { ProgressBar } from './ProgressBar';
import * as stories from './ProgressBar.stories';

describe('<ProgressBar>', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders nothing while idle', () => {
    renderWithTheme(<ProgressBar progress={createProgress()} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('follows the progress from start through trickle to done, then disappears', () => {
    const progress = createProgress();
    renderWithTheme(<ProgressBar progress={progress} />);

    act(() => progress.start());
    const bar = screen.getByRole('progressbar', { name: 'Loading page' });
    expect(bar).toHaveAttribute('aria-valuenow', '8');

    act(() => vi.advanceTimersByTime(PROGRESS_TRICKLE_SPEED));
    expect(bar).toHaveAttribute('aria-valuenow', '10');

    act(() => progress.done());
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).not.toHaveClass('rsd-progress--hiding');

    act(() => vi.advanceTimersByTime(PROGRESS_SPEED));
    expect(screen.getByRole('progressbar')).toHaveClass('rsd-progress--hiding');

    act(() => vi.advanceTimersByTime(PROGRESS_SPEED));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('names the bar in the page language', () => {
    const progress = createProgress();
    progress.set(0.5);
    renderWithTheme(<ProgressBar progress={progress} />, { lang: 'zh' });
    expect(screen.getByRole('progressbar', { name: '正在加载页面' })).toHaveAttribute('aria-valuenow', '50');
  });
});

describe('<ProgressBar> stories', () => {
  const { Running, Done } = composeStories(stories);

  it('shows the running story part-way with no serious axe violation', async () => {
    const { container } = render(<Running />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('shows the done story full', () => {
    render(<Done />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});
