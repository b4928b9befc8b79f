// How soon the first search results are painted after the first keystroke, in Chromium with the CPU slowed 4×,
// on a cold dialog (the search code and index not fetched yet), over loopback; and what the search fetched.
// A bench figure, printed, never asserted.
//
//   node scripts/search-latency.mjs [runs=7]      (from packages/site, after building the site)
//   RATE=1    no CPU slowdown (to tell the machine's own load from the 4× figure)
//   WARM=1    the searcher and the index's root fetched before the keystroke (as an idle-time prefetch leaves them)
import path from 'node:path';
import { chromium } from 'playwright-core';
import { serveStatic } from '@rsdocs/theme/vite';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../../scripts/ensure-chromium.mjs';

const runs = Number(process.argv[2] ?? 7);
const CASES = [
  { page: '/guide/start/quick-start', text: 'd', label: 'en, first keystroke "d"' },
  { page: '/guide/start/quick-start', text: 'dts', label: 'en, "dts" typed at once' },
  { page: '/zh/guide/start/quick-start', text: '构建', label: 'zh, "构建" from an IME' },
];
const server = await serveStatic({ dir: path.resolve('dist'), port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function once({ page: url, text }) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('rsdocs-locale-visited', '1'));
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(origin + url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => window.__RSDOCS_HYDRATED__ === true);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const sizes = new Map();
  const urls = new Map();
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
  // Paint of the first result: an option appears, then the next frame is painted.
  await page.evaluate(() => {
    window.__firstKey = 0;
    window.__painted = 0;
    document.addEventListener('input', (e) => (window.__firstKey ||= e.timeStamp), true);
    new MutationObserver(() => {
      if (window.__painted || !window.__firstKey || !document.querySelector('[role="dialog"] [role="option"]')) return;
      window.__painted = -1;
      requestAnimationFrame(() => setTimeout(() => (window.__painted = performance.now())));
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.keyboard.press('Control+K');
  const input = page.getByRole('dialog').getByRole('combobox');
  await input.waitFor({ state: 'visible' });
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
  // WARM=1: the searcher and the index's root already fetched (as after an idle-time prefetch); only the query's files are not.
  if (process.env.WARM) await page.waitForLoadState('networkidle');
  await page.keyboard.insertText(text);
  await page.waitForFunction(() => window.__painted > 0, null, { timeout: 20_000 });
  const ms = await page.evaluate(() => window.__painted - window.__firstKey);
  await page.waitForLoadState('networkidle');
  let searchBytes = 0;
  let codeBytes = 0;
  const files = [];
  for (const [id, u] of urls) {
    const p = new URL(u).pathname;
    if (p.includes('/search_index.')) {
      searchBytes += sizes.get(id) ?? 0;
      files.push(p.replace(/^.*search_index\./, ''));
    } else if (p.endsWith('.js')) codeBytes += sizes.get(id) ?? 0;
  }
  await context.close();
  return { ms, searchBytes, codeBytes, files, errors };
}

console.log(`first results painted after the first keystroke, Chromium ${browser.version()}, CPU 4× slower, cold dialog, loopback; median of ${runs}`);
for (const c of CASES) {
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await once(c));
  const m = median(all.map((r) => r.ms));
  const last = all.at(-1);
  console.log(
    `${c.label.padEnd(28)} ${m.toFixed(0).padStart(4)} ms (runs: ${all.map((r) => r.ms.toFixed(0)).join(', ')}); index fetched ${(last.searchBytes / 1024).toFixed(1)} KiB on the wire in ${last.files.length} files, JS ${(last.codeBytes / 1024).toFixed(1)} KiB${last.errors.length ? `; errors: ${last.errors.join(' | ')}` : ''}`,
  );
}
await browser.close();
server.close();
