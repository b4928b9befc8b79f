import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryScriptOf, isHydrated, newPage, setup, waitHydrated, type E2E } from './helpers';

// The page menu by a doc page's title (issue #32), in Chromium, in both languages: "Copy page" puts the page's `.md`
// copy on the clipboard before React (the head script's control) and after, "View as Markdown" opens that file, and a
// refused clipboard says so.
let env: E2E;
beforeAll(async () => {
  env = await setup();
});
afterAll(async () => {
  await env?.close();
});

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
const PAGES = [
  { route: '/config/lib/dts', markdown: '/config/lib/dts.md', copy: 'Copy page', copied: 'Copied', failed: 'Could not copy: use View as Markdown', view: 'View as Markdown' },
  { route: '/zh/guide/advanced/module-federation', markdown: '/zh/guide/advanced/module-federation.md', copy: '复制页面', copied: '已复制', failed: '无法复制：请用“以 Markdown 查看”', view: '以 Markdown 查看' },
];

const copyButton = (page: Page) => page.locator('.rsd-page-actions__copy');
/** The words the copy button shows (one label per state is in the markup; CSS shows its state's). */
const shownLabel = (page: Page) => copyButton(page).locator('.rsd-page-actions__label:visible').innerText();

async function open(route: string, { withApp }: { withApp: boolean }) {
  const { context, page } = await newPage(env);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.origin });
  if (!withApp) {
    const entry = entryScriptOf(route);
    await page.route((url) => url.pathname === entry, (r) => r.abort());
  }
  await page.goto(`${env.origin}${route}`, { waitUntil: 'load' });
  if (withApp) await waitHydrated(page);
  return { context, page };
}

for (const withApp of [false, true])
  describe(withApp ? 'with React' : 'before React (the app blocked)', () => {
    for (const p of PAGES) {
      it(`${p.route}: sits by the title, copies the page's Markdown and says so`, async () => {
        const { context, page } = await open(p.route, { withApp });
        const expected = fs.readFileSync(path.join(dist, p.markdown), 'utf8');
        // Next to the title: on the h1's line, at its end.
        const [menu, title] = await Promise.all([page.locator('.rsd-page-actions').boundingBox(), page.locator('.rsd-doc h1').first().boundingBox()]);
        expect(menu!.y).toBeLessThan(title!.y + title!.height);
        expect(menu!.x).toBeGreaterThan(title!.x);
        expect(await shownLabel(page)).toBe(p.copy);
        await copyButton(page).click();
        await expect.poll(() => copyButton(page).getAttribute('data-state')).toBe('copied');
        expect(await shownLabel(page)).toBe(p.copied);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
        expect(await isHydrated(page)).toBe(withApp);
        await expect.poll(() => copyButton(page).getAttribute('data-state'), { timeout: 5_000 }).toBe('idle');
        await context.close();
      });

      it(`${p.route}: "View as Markdown" opens the .md copy`, async () => {
        const { context, page } = await open(p.route, { withApp });
        await page.locator('.rsd-page-actions__toggle').click();
        const view = page.getByRole('link', { name: p.view });
        await view.waitFor({ state: 'visible' });
        await Promise.all([page.waitForURL(`${env.origin}${p.markdown}`), view.click()]);
        expect(await page.evaluate(() => document.body.innerText)).toContain(fs.readFileSync(path.join(dist, p.markdown), 'utf8').split('\n').find((l) => l.startsWith('# ')));
        await context.close();
      });
    }

    it('shows a refused clipboard as a failed copy, and the Markdown link stays', async () => {
      const p = PAGES[1]!;
      const { context, page } = await newPage(env);
      // The browser says no, as it may without permission or focus.
      await context.addInitScript(() => {
        Object.defineProperty(navigator.clipboard, 'write', { value: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) });
      });
      if (!withApp) {
        const entry = entryScriptOf(p.route);
        await page.route((url) => url.pathname === entry, (r) => r.abort());
      }
      await page.goto(`${env.origin}${p.route}`, { waitUntil: 'load' });
      if (withApp) await waitHydrated(page);
      await copyButton(page).click();
      await expect.poll(() => copyButton(page).getAttribute('data-state')).toBe('failed');
      expect(await shownLabel(page)).toBe(p.failed);
      expect(await page.locator('.rsd-page-actions__item').first().getAttribute('href')).toBe(p.markdown);
      await context.close();
    });
  });
