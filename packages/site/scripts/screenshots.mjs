// Screenshots of the built site for a person to look at: desktop and 375 px, light and dark, en and zh.
// Usage: node scripts/screenshots.mjs [outDir] [path ...]
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { serveStatic } from '@rsdocs/theme/vite';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../../scripts/ensure-chromium.mjs';

const outDir = path.resolve(process.argv[2] ?? '/tmp/rsdocs-shots');
const paths = process.argv.slice(3);
const pages = paths.length ? paths : ['/', '/guide/start/', '/config/lib/format', '/zh/', '/zh/guide/start/quick-start', '/config/'];
fs.mkdirSync(outDir, { recursive: true });
const server = await serveStatic({ dir: path.resolve('dist'), port: 0 });
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_FLAGS,
});
for (const [vw, vh, tag] of [[1440, 900, 'desktop'], [375, 740, 'mobile']]) {
  for (const scheme of ['light', 'dark']) {
    const context = await browser.newContext({ viewport: { width: vw, height: vh }, colorScheme: scheme });
    // A returning visitor: no first-visit locale redirect away from the pages asked for.
    await context.addInitScript(() => localStorage.setItem('rsdocs-locale-visited', '1'));
    const page = await context.newPage();
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && console.log(`[${tag}/${scheme}] console.${m.type()}: ${m.text()}`));
    page.on('pageerror', (e) => console.log(`[${tag}/${scheme}] pageerror: ${e.message}`));
    for (const p of pages) {
      await page.goto(origin + p, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const name = `${tag}-${scheme}-${p.replace(/[/]+/g, '_').replace(/^_|_$/g, '') || 'home'}.png`;
      await page.screenshot({ path: path.join(outDir, name) });
    }
    await context.close();
  }
}
await browser.close();
server.close();
console.log(`screenshots in ${outDir}`);
