import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { startDevSite, type DevSite } from './dev-server';
import { collectConsole, WAIT_MS, waitHydrated } from './helpers';

// `rsdocs dev` on a copy of the versioned fixture, whose navbar and sidebars come from its _nav.json and _meta.json
// files: editing them, or adding a page, shows in the open page without restarting the server.
const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../versions-fixture');

let site: DevSite;
let browser: Browser;

beforeAll(async () => {
  [site, browser] = await Promise.all([startDevSite({ fixture: FIXTURE }), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

async function openPage(route: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  // The first page of a cold server waits for Vite to pre-bundle dependencies.
  context.setDefaultTimeout(WAIT_MS);
  const page = await context.newPage();
  const log = collectConsole(page);
  await page.goto(site.origin + route);
  await waitHydrated(page);
  return { context, page, log };
}

const sidebar = (page: Page) => page.locator('.rsd-doc-layout__sidebar a.rsd-sidebar__item').evaluateAll((els) => els.map((el) => el.textContent?.trim()));
const navbar = (page: Page) => page.locator('.rsd-navbar__nav a').evaluateAll((els) => els.map((el) => el.textContent?.trim()));
/** A value the page keeps until it reloads. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __devMark: number }).__devMark = 1));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __devMark?: number }).__devMark === 1);

describe('rsdocs dev: navigation from the files', () => {
  it('updates the sidebar in place when a _meta.json changes, and when a page is added to it', async () => {
    const { context, page } = await openPage('/v1/guide/');
    expect(await sidebar(page)).toEqual(['Guide for v1', 'Oiling']);
    await mark(page);
    site.write('docs/v1/en/guide/_meta.json', '["oiling", "index"]');
    await expect.poll(() => sidebar(page), { timeout: 15_000 }).toEqual(['Oiling', 'Guide for v1']);
    site.write('docs/v1/en/guide/storing.md', '# Storing\n\nDry and away from the frost.\n');
    site.write('docs/v1/en/guide/_meta.json', '["oiling", "index", "storing"]');
    await expect.poll(() => sidebar(page), { timeout: 15_000 }).toEqual(['Oiling', 'Guide for v1', 'Storing']);
    // A sidebar shows its pages' titles: a new title follows.
    site.write('docs/v1/en/guide/storing.md', '# Storing for winter\n');
    await expect.poll(() => sidebar(page), { timeout: 15_000 }).toEqual(['Oiling', 'Guide for v1', 'Storing for winter']);
    expect(await marked(page)).toBe(true);
    await context.close();
  });

  it('shows a changed _nav.json after a reload of the open page, and says what is wrong with a broken one', async () => {
    const { context, page } = await openPage('/guide/oiling');
    expect(await navbar(page)).toEqual(['Guide', 'What is new']);
    const original = site.read('docs/v2/en/_nav.json');
    site.write('docs/v2/en/_nav.json', '[{ "text": "Handbook", "link": "/guide/" }]');
    await expect.poll(() => navbar(page), { timeout: 15_000 }).toEqual(['Handbook']);
    site.write('docs/v2/en/_nav.json', '[{ "text": "Handbook", "link": "/guide/" ');
    await expect.poll(() => site.output(), { timeout: 15_000 }).toMatch(/docs\/v2\/en\/_nav\.json:1:\d+: invalid JSON/);
    site.write('docs/v2/en/_nav.json', original);
    await expect.poll(() => navbar(page), { timeout: 15_000 }).toEqual(['Guide', 'What is new']);
    await context.close();
  });
});
