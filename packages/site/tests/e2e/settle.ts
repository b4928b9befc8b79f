import type { Locator, Page, Request } from 'playwright-core';
import { ZOOM_ATTACH_DELAY_MS } from '../../../theme/src/lib/zoom';

// Waits on events and conditions, for the checks a fixed sleep used to guard. Each resolves when something has
// happened (a frame, an event, the end of an animation, a quiet network and an idle main thread), never after a
// guessed time, so a slow machine makes a test slower, not wrong. A check that something did NOT happen waits for
// a later event that would have to come after it.

/** `n` animation frames of the page. */
export function frames(page: Page, n = 2): Promise<void> {
  return page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left ? requestAnimationFrame(() => step(left - 1)) : resolve());
        step(count);
      }),
    n,
  );
}

interface Network {
  inFlight: Set<Request>;
  /** Requests started so far. */
  started: number;
  /** Resolvers waiting for `inFlight` to empty. */
  drained: Array<() => void>;
}
const networks = new WeakMap<Page, Network>();

/** Keep count of `page`'s requests from now on (`newPage` does it for every test page), for `waitQuiet`. */
export function watchNetwork(page: Page): void {
  if (networks.has(page)) return;
  const net: Network = { inFlight: new Set(), started: 0, drained: [] };
  const done = (request: Request) => {
    net.inFlight.delete(request);
    if (net.inFlight.size === 0) net.drained.splice(0).forEach((resolve) => resolve());
  };
  page.on('request', (request) => {
    net.started++;
    net.inFlight.add(request);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  networks.set(page, net);
}

/** Two idle periods of the page's main thread in a row: tasks queued before the first have run by the second. */
async function idleTwice(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));
}

/**
 * Wait until the page has nothing left to do: none of its requests in flight, and two idle periods of its main
 * thread pass with no request started meanwhile. Work a page starts by itself after hydration (an effect that
 * navigates or redirects, an idle-time prefetch) has then either finished or would still hold a request, so a
 * check that it did not happen cannot pass just because the machine was too slow to get to it.
 */
export async function waitQuiet(page: Page, timeout = 60_000): Promise<void> {
  const net = networks.get(page);
  if (!net) throw new Error('waitQuiet: the requests of this page are not watched (open it with newPage, or call watchNetwork first)');
  const deadline = Date.now() + timeout;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`waitQuiet: still busy after ${timeout} ms: ${[...net.inFlight].map((r) => r.url()).join(', ') || 'no request, but new ones kept starting'}`);
    if (net.inFlight.size > 0) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`waitQuiet: requests still in flight after ${timeout} ms: ${[...net.inFlight].map((r) => r.url()).join(', ')}`)), left);
        net.drained.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
      continue;
    }
    const started = net.started;
    try {
      await idleTwice(page);
    } catch (error) {
      // The page navigated away meanwhile (its context went): that navigation's requests are counted, look again.
      if (!/Execution context was destroyed|navigation/i.test(String(error))) throw error;
      continue;
    }
    if (net.inFlight.size === 0 && net.started === started) return;
  }
}

/**
 * Count the runtime's `rsdocs:content-reload` events from now on, and return a function that waits for the next
 * one and two frames after it. The runtime fires it once a client navigation has swapped the new page in (after
 * its view transition) and scrolled, so the new page's effects have run and painted by then.
 */
export async function contentReloadAfter(page: Page): Promise<() => Promise<void>> {
  const seen = await page.evaluate(() => {
    const w = window as unknown as { __rsdTestReloads?: number };
    if (w.__rsdTestReloads === undefined) {
      w.__rsdTestReloads = 0;
      window.addEventListener('rsdocs:content-reload', () => (w.__rsdTestReloads = (w.__rsdTestReloads ?? 0) + 1));
    }
    return w.__rsdTestReloads;
  });
  return async () => {
    await page.waitForFunction((n) => ((window as unknown as { __rsdTestReloads?: number }).__rsdTestReloads ?? 0) > n, seen);
    await frames(page, 2);
  };
}

/** Wait until the element and its descendants run no CSS transition or animation (each one's `finished` settled). */
export async function animationsDone(locator: Locator): Promise<void> {
  await locator.evaluate(async (el) => {
    for (let running = el.getAnimations({ subtree: true }); running.length > 0; running = el.getAnimations({ subtree: true })) {
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
}

/**
 * Wait until the work the theme queues as a page starts has run: the boot's content-reload frame, the image zoom's
 * attach timer (`ZOOM_ATTACH_DELAY_MS` after the content renders or reloads), and what waits for an idle moment.
 * Ordering, not time: a window's timers of equal delay run in the order they were set (HTML "timer initialisation
 * steps"), so a timer of that delay set after those frames runs after the zoom's, however slow the machine.
 */
export async function startupWorkDone(page: Page): Promise<void> {
  await frames(page, 2);
  await page.evaluate((delay) => new Promise<void>((resolve) => setTimeout(resolve, delay)), ZOOM_ATTACH_DELAY_MS);
  await waitQuiet(page);
}
