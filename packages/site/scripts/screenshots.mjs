// Screenshots of the built site for a person to look at: desktop and 375 px, light and dark, en and zh.
// Usage: node scripts/screenshots.mjs [outDir] [target ...]
//   A target is a path, optionally with a scene after '@':
//     /config/@search=dts   search dialog open with that query (empty: the dialog's suggestions)
//     /guide/start/@menu    mobile menu open (375 px only)
//     /guide/start/@outline the mobile "On this page" menu open (375 px only)
//     /zh/nope@root404      the root 404.html served for the path, as GitHub Pages, Netlify and Vercel do
//     /guide/start/@full    the whole page, not only the first screen
// Env: SHOT_SIZES=desktop,mobile  SHOT_SCHEMES=light,dark  (both by default)
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { serveStatic } from '@rsdocs/theme/vite';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../../scripts/ensure-chromium.mjs';

const outDir = path.resolve(process.argv[2] ?? '/tmp/rsdocs-shots');
const targets = process.argv.slice(3);
const list = targets.length
  ? targets
  : ['/', '/zh/', '/guide/start/', '/zh/guide/start/quick-start', '/config/lib/format', '/config/', '/zh/config/', '/blog/', '/zh/nope@root404', '/config/@search=dts', '/@search=', '/guide/start/@menu', '/guide/start/@outline'];
const sizes = (process.env.SHOT_SIZES ?? 'desktop,mobile').split(',');
const schemes = (process.env.SHOT_SCHEMES ?? 'light,dark').split(',');
const distDir = path.resolve('dist');
fs.mkdirSync(outDir, { recursive: true });
const server = await serveStatic({ dir: distDir, port: 0 });
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });

const VIEWPORTS = { desktop: [1440, 900], mobile: [375, 740] };

async function play(page, scene, arg) {
  if (scene === 'search') {
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox');
    await input.waitFor();
    if (arg) {
      await input.fill(arg);
      await page.locator('.rsd-search__hit, .rsd-search__message').first().waitFor();
    } else {
      await page.locator('.rsd-search__body').waitFor();
    }
  } else if (scene === 'menu') {
    await page.locator('.rsd-mobile-menu__button').click();
    await page.getByRole('dialog').waitFor();
  } else if (scene === 'outline') {
    await page.locator('.rsd-outline-menu__toggle').click();
    await page.locator('.rsd-outline-menu[open] .rsd-outline').waitFor();
  }
  // Let transitions (dialog fade, menu slide) finish.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

for (const tag of sizes) {
  const [vw, vh] = VIEWPORTS[tag];
  for (const scheme of schemes) {
    const context = await browser.newContext({ viewport: { width: vw, height: vh }, colorScheme: scheme });
    // A returning visitor: no first-visit locale redirect away from the pages asked for.
    await context.addInitScript(() => localStorage.setItem('rsdocs-locale-visited', '1'));
    const page = await context.newPage();
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && console.log(`[${tag}/${scheme}] console.${m.type()}: ${m.text()}`));
    page.on('pageerror', (e) => console.log(`[${tag}/${scheme}] pageerror: ${e.message}`));
    for (const target of list) {
      const [p, sceneSpec = ''] = target.split('@');
      const [scene, arg = ''] = sceneSpec.split('=');
      if ((scene === 'menu' || scene === 'outline') && tag !== 'mobile') continue;
      await page.unroute('**/*');
      if (scene === 'root404') {
        // The host knows nothing of /zh/404.html: every unknown path gets the root 404.html.
        const html = fs.readFileSync(path.join(distDir, '404.html'), 'utf8');
        await page.route(origin + p, (route) => route.fulfill({ status: 404, contentType: 'text/html', body: html }));
      }
      await page.goto(origin + p, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => window.__RSDOCS_HYDRATED__ === true);
      await play(page, scene, arg);
      const base = p.replace(/[/]+/g, '_').replace(/^_|_$/g, '') || 'home';
      const name = `${tag}-${scheme}-${base}${scene ? `-${scene}${arg ? `-${arg}` : ''}` : ''}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: scene === 'full' });
    }
    await context.close();
  }
}
await browser.close();
server.close();
console.log(`screenshots in ${outDir}`);
