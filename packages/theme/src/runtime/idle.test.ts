import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadWhenIdle } from './idle';

describe('afterLoadWhenIdle', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('waits for the load event, then for an idle callback', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    const work = vi.fn();
    afterLoadWhenIdle(work);
    expect(idle).toHaveLength(0);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(work).not.toHaveBeenCalled();
    idle[0]!();
    expect(work).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('falls back to a timeout without requestIdleCallback, and can be cancelled', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    afterLoadWhenIdle(work);
    vi.advanceTimersByTime(250);
    expect(work).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const cancel = afterLoadWhenIdle(cancelled);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
