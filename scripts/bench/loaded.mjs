// JavaScript a page actually fetches when it is opened and left alone: what its HTML references plus every chunk
// its scripts load by themselves (our section and deferred parts, another tool's route data), until the network
// has been quiet for a while. No hover, no click. Counted as gzip -9 of the built files, like the first load.
import { withBrowser } from './browser.mjs';
import { gzipOfUrls } from './measure.mjs';

/** How long without any request the page must stay before it counts as left alone, and the longest wait for it. */
const QUIET_MS = 2000;
const MAX_WAIT_MS = 15_000;

/** gzip bytes and file count of the same-origin JS each page fetched; `pages` are paths like `guide/x.html`. */
export function loadedJs(dist, pages) {
  return withBrowser(dist, async ({ browser, origin }) => {
    const out = {};
    for (const page of pages) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const js = new Set();
      let lastRequest = Date.now();
      tab.on('request', () => (lastRequest = Date.now()));
      tab.on('response', (r) => {
        const url = new URL(r.url());
        if (url.origin === origin && url.pathname.endsWith('.js') && r.ok()) js.add(decodeURIComponent(url.pathname));
      });
      await tab.goto(`${origin}/${page}`, { waitUntil: 'networkidle' });
      // Our pages start the app when the browser is idle after the first paint (up to 5 s after load on a busy
      // machine): wait for it to have hydrated, then for the chunks it asks for.
      await tab.waitForFunction(() => !window.__RSDOCS_BOOT__ || window.__RSDOCS_HYDRATED__ === true, null, { timeout: 60_000 });
      // Playwright's network idle is 500 ms without a request; a page that starts its scripts when the browser is
      // idle after its first paint may ask for more after that. Left alone means until QUIET_MS pass without one.
      const started = Date.now();
      while (Date.now() - lastRequest < QUIET_MS && Date.now() - started < MAX_WAIT_MS) await new Promise((r) => setTimeout(r, 100));
      // Each file's gzip bytes too: what a change in the total was.
      out[page] = { jsGzip: gzipOfUrls(dist, js), jsFiles: js.size, files: Object.fromEntries([...js].sort().map((f) => [f, gzipOfUrls(dist, [f])])) };
      await context.close();
    }
    return out;
  });
}
