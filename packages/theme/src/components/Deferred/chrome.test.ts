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

describe('startChromeOnIntent', () => {
  // Fresh modules: the test setup has loaded the extras already, as server rendering does.
  const fresh = async () => {
    vi.resetModules();
    return import('./chrome');
  };
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('fetches the extras on a pointer over the navbar, not over the rest of the page', async () => {
    document.body.innerHTML = '<header class="rsd-navbar"><button id="in">Menu</button></header><main><p id="out">Text</p></main>';
    const chrome = await fresh();
    const stop = chrome.startChromeOnIntent();
    document.getElementById('out')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.getElementById('out')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(chrome.chromeExtras.started()).toBe(false);
    document.getElementById('in')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(chrome.chromeExtras.started()).toBe(true);
    stop();
  });

  it('fetches them at once when the navbar was in use before the app came (its menu open, focus in it)', async () => {
    document.body.innerHTML = '<header class="rsd-navbar"><button id="in">Menu</button></header>';
    document.getElementById('in')!.focus();
    const chrome = await fresh();
    chrome.startChromeOnIntent();
    expect(chrome.chromeExtras.started()).toBe(true);
  });
});
