import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { startDevSite, type DevSite } from './dev-server';
import { collectConsole, WAIT_MS, waitHydrated } from './helpers';

// The dev server keeps what it made for the last few pages and sections only (the theme's dev/served-code.ts and
// dev/section-renderers.ts: 12 pages' and 4 route tables' served code, 4 sections' renderers on the worker thread).
// A walk past those limits, then back to the first page: made again, hydrated, and updated in place by an edit.
const SECTIONS = 6;
const PAGES_PER_SECTION = 3;
const pageFiles: Record<string, string> = {};
for (let s = 0; s < SECTIONS; s++)
  for (let p = 0; p < PAGES_PER_SECTION; p++) pageFiles[`docs/en/walk${s}/page${p}.md`] = `# Walk ${s} page ${p}\n\nText of section ${s}, page ${p}.\n\n## Part\n\nOn to [the next page](/walk${s}/page${(p + 1) % PAGES_PER_SECTION}).\n`;

let site: DevSite;
let browser: Browser;

beforeAll(async () => {
  // A theme entry of stylesheets only: pages render on the dev server's worker thread.
  [site, browser] = await Promise.all([startDevSite({ files: { 'theme/index.tsx': "import './brand.css';\n", ...pageFiles } }), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

const titleShown = (page: import('playwright-core').Page, title: string) =>
  page.waitForFunction((t) => document.querySelector('h1')?.textContent?.includes(t) ?? false, title);

describe('rsdocs dev: a walk past what the server keeps', () => {
  it('serves, hydrates and updates in place a page whose served code, route table and renderer were let go', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    context.setDefaultTimeout(WAIT_MS);
    const page = await context.newPage();
    const log = collectConsole(page);
    for (let s = 0; s < SECTIONS; s++)
      for (let p = 0; p < PAGES_PER_SECTION; p++) {
        await page.goto(`${site.origin}/walk${s}/page${p}`);
        await titleShown(page, `Walk ${s} page ${p}`);
        await waitHydrated(page);
      }
    // Back to the first page, as a new document: its module, its section's table and renderer are made again.
    const response = await page.goto(`${site.origin}/walk0/page0`);
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toMatch(/<h1[^>]*>Walk 0 page 0/);
    await waitHydrated(page);
    await page.evaluate(() => ((window as unknown as { __walkMark: number }).__walkMark = 1));
    const marked = () => page.evaluate(() => (window as unknown as { __walkMark?: number }).__walkMark === 1);
    const file = 'docs/en/walk0/page0.md';
    const original = site.read(file);
    site.write(file, original.replace('Text of section 0, page 0.', 'Text changed after the walk.'));
    try {
      await page.waitForFunction(() => document.body.textContent?.includes('Text changed after the walk.'));
      expect(await marked()).toBe(true);
    } finally {
      site.write(file, original);
    }
    // A link followed in the app: the section's route table (made again) loads the next page without a reload.
    await page.getByRole('link', { name: 'the next page' }).click();
    await titleShown(page, 'Walk 0 page 1');
    expect(await marked()).toBe(true);
    expect(log.messages.filter((m) => /hydrat|did not match/i.test(m))).toEqual([]);
    await context.close();
  });
});
