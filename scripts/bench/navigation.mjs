// Client navigation on our built site: time from a click on a sidebar link to the first frame painted with the
// new page, for a link hovered first (its route preloaded) and for one clicked without a hover. Each run uses
// a fresh browser context (empty HTTP cache), so "not preloaded" really fetches the route on click. The site swaps
// pages inside a view transition: the frame timed is the first showing the new page; the cross-fade goes on after.
import { withBrowser } from './browser.mjs';
import { median } from './measure.mjs';

// Lighthouse's mobile throttling values, applied with CDP after the first page has loaded.
const PROFILES = [
  { name: 'unthrottled (loopback)', throttle: null },
  { name: '4× CPU, 150 ms RTT, 1.6 Mbps', throttle: { rate: 4, latency: 150, down: (1.6 * 1024 * 1024) / 8, up: (750 * 1024) / 8 } },
];

/**
 * Count the page's requests from now on; `quiet()` resolves once none has been in flight for `quietMs` (the
 * hover preload has finished). Counting starts before the hover so its request is never missed.
 */
function trackRequests(page) {
  let inFlight = 0;
  let last = Date.now();
  const up = () => {
    inFlight++;
    last = Date.now();
  };
  const down = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', up);
  page.on('requestfinished', down);
  page.on('requestfailed', down);
  return {
    async quiet(quietMs = 300, maxMs = 15_000) {
      const started = Date.now();
      while (!(inFlight === 0 && Date.now() - last >= quietMs) && Date.now() - started < maxMs) await new Promise((r) => setTimeout(r, 50));
      page.off('request', up);
      page.off('requestfinished', down);
      page.off('requestfailed', down);
    },
  };
}

/**
 * In the page: click the link (a plain DOM click, so no mouse hover preloads it), watch the DOM until the main
 * h1 shows new text, then wait for the next frame and a task after it — the frame holding the new h1 has been
 * painted by then. Returns ms from the click to the DOM change and to that paint.
 */
function clickAndTime(href) {
  const link = document.querySelector(`.rsd-sidebar a[href="${href}"]`);
  if (!link) return { error: `no sidebar link to ${href}` };
  const heading = () => document.querySelector('main h1')?.textContent ?? '';
  const before = heading();
  return new Promise((resolve) => {
    const timeout = setTimeout(() => resolve({ error: 'new content did not appear within 20 s' }), 20_000);
    const t0 = performance.now();
    const observer = new MutationObserver(() => {
      if (heading() === before || heading() === '') return;
      observer.disconnect();
      const domMs = performance.now() - t0;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          clearTimeout(timeout);
          resolve({ domMs, paintMs: performance.now() - t0 });
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    link.click();
  });
}

/** A slow device and network for `page`, when the profile has one (CDP: CPU rate, latency, bandwidth). */
async function applyThrottle(context, page, profile) {
  const t = profile.throttle;
  if (!t) return;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: t.latency, downloadThroughput: t.down, uploadThroughput: t.up });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: t.rate });
}

async function oneRun(browser, origin, from, to, profile, preloaded) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(origin + from, { waitUntil: 'networkidle' });
    await applyThrottle(context, page, profile);
    if (preloaded) {
      const requests = trackRequests(page);
      await page.locator(`.rsd-sidebar a[href="${to}"]`).hover();
      await requests.quiet();
    }
    const r = await page.evaluate(clickAndTime, to);
    if (r.error) throw new Error(r.error);
    return r.paintMs;
  } finally {
    await context.close();
  }
}

const round1 = (x) => Math.round(x * 10) / 10;

/** Median click-to-paint time (ms) per network profile, preloaded and not, over `runs` fresh contexts each. */
export async function runNavigation(dist, { from, to, runs }) {
  const profiles = await withBrowser(dist, async ({ browser, origin }) => {
    const out = [];
    for (const profile of PROFILES) {
      // Alternate the two cases run by run, so a burst of load on the shared machine hits both alike.
      const samples = { preloaded: [], notPreloaded: [] };
      const errors = {};
      for (let i = 0; i < runs; i++) {
        for (const key of ['preloaded', 'notPreloaded']) {
          if (errors[key]) continue;
          try {
            samples[key].push(await oneRun(browser, origin, from, to, profile, key === 'preloaded'));
          } catch (err) {
            errors[key] = String(err?.message ?? err);
          }
        }
      }
      const summary = (key) => (errors[key] ? { error: errors[key] } : { medianMs: round1(median(samples[key])), samplesMs: samples[key].map(round1) });
      out.push({ name: profile.name, preloaded: summary('preloaded'), notPreloaded: summary('notPreloaded') });
    }
    return out;
  });
  return { from, to, runs, viewport: '1280×800', profiles };
}

/**
 * In the page: resolve with the time (performance.now) at which the first search result was painted, and record
 * when Ctrl+K went down (`window.__benchSearchOpened`) and when the query's first key did (`__benchFirstKey`): the
 * dialog answers the first keystroke at once, so the first result painted is that key's.
 */
function watchFirstResult(firstKey) {
  const w = window;
  window.addEventListener(
    'keydown',
    (e) => {
      if (e.key.toLowerCase() === 'k' && e.ctrlKey && w.__benchSearchOpened === undefined) w.__benchSearchOpened = performance.now();
      else if (e.key === firstKey && w.__benchSearchOpened !== undefined && w.__benchFirstKey === undefined) w.__benchFirstKey = performance.now();
    },
    true,
  );
  return new Promise((resolve) => {
    const timeout = setTimeout(() => resolve({ error: 'no search result within 20 s' }), 20_000);
    const found = () => document.querySelector('[role="dialog"] [role="option"]');
    const observer = new MutationObserver(() => {
      if (!found()) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          clearTimeout(timeout);
          resolve({ paintedAt: performance.now() });
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/** Delay between the query's keys: a quick typist (about 8 keys a second). */
const TYPING_DELAY_MS = 120;

async function oneSearch(browser, origin, page, query, profile) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const tab = await context.newPage();
    await tab.goto(origin + page, { waitUntil: 'networkidle' });
    await tab.waitForFunction(() => window.__RSDOCS_HYDRATED__ === true, null, { timeout: 20_000 });
    await applyThrottle(context, tab, profile);
    const result = tab.evaluate(watchFirstResult, query[0]);
    await tab.keyboard.press('Control+K');
    await tab.keyboard.type(query, { delay: TYPING_DELAY_MS });
    const r = await result;
    if (r.error) throw new Error(r.error);
    const { opened, firstKey } = await tab.evaluate(() => ({ opened: window.__benchSearchOpened, firstKey: window.__benchFirstKey }));
    return { fromOpenMs: r.paintedAt - opened, fromFirstKeyMs: r.paintedAt - firstKey };
  } finally {
    await context.close();
  }
}

/**
 * First results of a search on a page opened and left alone until the network is idle: Ctrl+K, then the query
 * typed at a quick typist's pace; ms from Ctrl+K and from the query's first key to the first result painted.
 * Median per network profile over `runs` fresh contexts (the search code is fetched as on a first visit).
 */
export async function runSearchTiming(dist, { page, query, runs }) {
  const profiles = await withBrowser(dist, async ({ browser, origin }) => {
    const out = [];
    for (const profile of PROFILES) {
      const samples = [];
      let error;
      for (let i = 0; i < runs && !error; i++) {
        try {
          samples.push(await oneSearch(browser, origin, page, query, profile));
        } catch (err) {
          error = String(err?.message ?? err);
        }
      }
      const stat = (key) => ({ medianMs: round1(median(samples.map((s) => s[key]))), samplesMs: samples.map((s) => round1(s[key])) });
      out.push(error ? { name: profile.name, error } : { name: profile.name, fromOpen: stat('fromOpenMs'), fromFirstKey: stat('fromFirstKeyMs') });
    }
    return out;
  });
  return { page, query, runs, typingDelayMs: TYPING_DELAY_MS, profiles };
}
