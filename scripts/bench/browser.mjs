// Shared by the Lighthouse and navigation runs: Debian's Chromium with the repo's flags, and the built site
// served by our own static server (the one `rsdocs serve` uses).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../ensure-chromium.mjs';
import { repoRoot } from '../lib.mjs';

export { CHROMIUM, CHROMIUM_FLAGS };

/** Serve a built site on a free loopback port; returns its origin and a close function. */
export async function serve(dist) {
  const { serveStatic } = await import(pathToFileURL(path.join(repoRoot, 'packages/theme/dist/vite/index.js')).href);
  const server = await serveStatic({ dir: dist, port: 0, host: '127.0.0.1' });
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

/**
 * Serve `dist`, launch Chromium, run `work({ browser, origin })` and return its result; the browser and the server
 * are closed afterwards, whether it succeeded or threw.
 */
export async function withBrowser(dist, work) {
  const server = await serve(dist);
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    try {
      return await work({ browser, origin: server.origin });
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
}
