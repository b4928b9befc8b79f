// JavaScript a page actually fetches when it is opened and left alone: what its HTML references plus every chunk
// its scripts load by themselves (our section and deferred parts, another tool's route data), until the network
// has been quiet for a while. No hover, no click. Counted as gzip -9 of the built files, like the first load.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, serve } from './browser.mjs';
import { gzipOfUrls } from './measure.mjs';

/** gzip bytes and file count of the same-origin JS each page fetched; `pages` are paths like `guide/x.html`. */
export async function loadedJs(dist, pages) {
  const server = await serve(dist);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const out = {};
    for (const page of pages) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const js = new Set();
      tab.on('response', (r) => {
        const url = new URL(r.url());
        if (url.origin === server.origin && url.pathname.endsWith('.js') && r.ok()) js.add(decodeURIComponent(url.pathname));
      });
      await tab.goto(`${server.origin}/${page}`, { waitUntil: 'networkidle' });
      await tab.waitForTimeout(500);
      out[page] = { jsGzip: gzipOfUrls(dist, js), jsFiles: js.size };
      await context.close();
    }
    return out;
  } finally {
    await browser.close();
    await server.close();
  }
}
