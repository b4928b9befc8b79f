import { progress, PROGRESS_DELAY } from '../../lib/progress';
import { startDeferredProgress } from './chrome';

// The extras chunk is loaded by the test setup, as it is in the browser long before a first navigation.
describe('startDeferredProgress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('shows the shared bar when a load outlasts the delay, and finishes it when the load ends', async () => {
    const stop = startDeferredProgress();
    await vi.advanceTimersByTimeAsync(PROGRESS_DELAY + 10);
    expect(progress.getState().status).toBe('running');
    stop();
    expect(progress.getState().status).toBe('done');
  });

  it('shows nothing for a load that ends before the delay', async () => {
    const stop = startDeferredProgress();
    await vi.advanceTimersByTimeAsync(10);
    stop();
    await vi.advanceTimersByTimeAsync(PROGRESS_DELAY * 2);
    expect(progress.getState().status).toBe('idle');
  });
});
