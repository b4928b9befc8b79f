// How soon the first search results are painted after the first keystroke, in Chromium with the CPU slowed 4×,
// on a cold dialog (the search code and index not fetched yet), over loopback; and what the search fetched.
// A bench figure, printed, never asserted.
//
//   node scripts/search-latency.mjs [runs=7]      (from packages/site, after building the site)
//   RATE=1    no CPU slowdown (to tell the machine's own load from the 4× figure)
//   WARM=1    the searcher and the index's root fetched before the keystroke (as an idle-time prefetch leaves them)
//   DIST=a,b  built sites to measure (default: dist); with several, each run of a case goes through them in turn
//             (first one first, then the other), so a loaded machine weighs on them alike
//
// Bytes come from Resource Timing, not from CDP's Network domain: with that enabled, Chromium records each
// request's initiator on the page's main thread, which made every fetch of the index cost milliseconds more.
import fs from 'node:fs';
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
const RATE = Number(process.env.RATE ?? 4);
const DISTS = (process.env.DIST ?? 'dist').split(',').map((d) => path.resolve(d));
const sites = [];
for (const dir of DISTS) {
  const server = await serveStatic({ dir, port: 0, host: '127.0.0.1' });
  sites.push({ dir, server, origin: `http://127.0.0.1:${server.address().port}` });
}
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function once({ page: url, text }, origin) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('rsdocs-locale-visited', '1'));
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(origin + url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => window.__RSDOCS_HYDRATED__ === true);
  const cdp = await context.newCDPSession(page);
  // What was fetched before the keystroke is not counted.
  const before = await page.evaluate(() => performance.getEntriesByType('resource').length);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
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
  // The snippets' text may be asked for after the first results are painted: wait for the whole answer.
  await page.waitForFunction(() => document.querySelector('[role="dialog"] [aria-busy]')?.getAttribute('aria-busy') === 'false', null, { timeout: 20_000 });
  const entries = await page.evaluate((n) => performance.getEntriesByType('resource').slice(n).map((e) => ({ name: e.name, size: e.transferSize })), before);
  let searchBytes = 0;
  let codeBytes = 0;
  const files = [];
  for (const { name, size } of entries) {
    const p = new URL(name).pathname;
    if (p.includes('/search_index.')) {
      searchBytes += size;
      files.push(p.replace(/^.*search_index\./, ''));
    } else if (p.endsWith('.js')) codeBytes += size;
  }
  await context.close();
  return { ms, searchBytes, codeBytes, files, errors };
}

const load = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(`first results painted after the first keystroke, Chromium ${browser.version()}, CPU ${RATE}× slower, cold dialog, loopback; median of ${runs}; load ${load()}`);
for (const c of CASES) {
  const all = sites.map(() => []);
  for (let i = 0; i < runs; i++) for (let k = 0; k < sites.length; k++) all[k].push(await once(c, sites[k].origin));
  sites.forEach((site, k) => {
    const m = median(all[k].map((r) => r.ms));
    const last = all[k].at(-1);
    const label = sites.length > 1 ? `${c.label} [${path.relative(process.cwd(), site.dir) || site.dir}]` : c.label;
    console.log(
      `${label.padEnd(28)} ${m.toFixed(0).padStart(4)} ms (runs: ${all[k].map((r) => r.ms.toFixed(0)).join(', ')}); index fetched ${(last.searchBytes / 1024).toFixed(1)} KiB on the wire in ${last.files.length} files, JS ${(last.codeBytes / 1024).toFixed(1)} KiB${last.errors.length ? `; errors: ${last.errors.join(' | ')}` : ''}`,
    );
  });
}
console.log(`load ${load()}`);
await browser.close();
for (const site of sites) site.server.close();
