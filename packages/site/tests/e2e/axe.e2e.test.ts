import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoViolations, presetAppearance, runAxe } from './axe';
import { newPage, open, routesFromDist, setup, type E2E } from './helpers';

// axe-core (WCAG 2.0/2.1 A and AA, best practices) with no violation of any level (critical, serious, moderate,
// minor): every page of both languages once, every page type in light and dark, then the open search dialog and
// the mobile navigation screen.
let env: E2E;
beforeAll(async () => {
  env = await setup();
});
afterAll(async () => {
  await env?.close();
});

const PAGES = [
  ['home', '/', 'home'],
  ['doc', '/guide/start/quick-start', 'doc'],
  ['overview', '/config/', 'doc'],
  ['404', '/no-such-page', '404'],
] as const;

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

describe.each(['en', 'zh'] as const)('axe, %s', (lang) => {
  describe.each(['light', 'dark'] as const)('%s', (appearance) => {
    it.each(PAGES)('%s page (%s) has no violation', async (type, path, pageType) => {
      const { context, page } = await newPage(env, { colorScheme: appearance });
      await presetAppearance(context, appearance);
      const url = env.origin + (lang === 'zh' ? `/zh${path}` : path);
      await open(page, url);
      // The page is the one meant, in the appearance meant, before judging it.
      expect(await page.locator('.rsd-layout').getAttribute('data-page-type')).toBe(pageType);
      if (type === 'overview') expect(await page.locator('.rsd-overview').count()).toBe(1);
      expect(await isDark(page)).toBe(appearance === 'dark');
      expect(await page.evaluate(() => document.documentElement.lang.split('-')[0])).toBe(lang);
      assertNoViolations(await runAxe(page), `${url} (${appearance})`);
      await context.close();
    });
  });
});

describe('axe on code with highlighted lines', () => {
  // Token colours must stay readable on the tinted background of a highlighted line too.
  it.each(['light', 'dark'] as const)('/zh/guide/basic/umd (%s) has no violation', async (appearance) => {
    const { context, page } = await newPage(env, { colorScheme: appearance });
    await presetAppearance(context, appearance);
    await open(page, `${env.origin}/zh/guide/basic/umd`);
    expect(await page.locator('.rsd-code .line.highlighted').count()).toBeGreaterThan(0);
    expect(await isDark(page)).toBe(appearance === 'dark');
    assertNoViolations(await runAxe(page, 'main'), `/zh/guide/basic/umd (${appearance})`);
    await context.close();
  });
});

/** Open the search dialog with Ctrl+K and type a query that has results. */
async function searchWithResults(page: Page, query: string) {
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor({ state: 'visible' });
  await dialog.getByRole('combobox').fill(query);
  await dialog.getByRole('option').first().waitFor({ state: 'visible' });
  return dialog;
}

describe('axe on overlays', () => {
  it.each([
    ['en', 'light', '/guide/start/', 'build'],
    ['zh', 'dark', '/zh/guide/start/', '构建'],
  ] as const)('the search dialog with results (%s, %s) has no violation', async (_lang, appearance, path, query) => {
    const { context, page } = await newPage(env, { colorScheme: appearance });
    await presetAppearance(context, appearance);
    await open(page, env.origin + path);
    await searchWithResults(page, query);
    // Move the active option down once, so the active state is judged too.
    await page.keyboard.press('ArrowDown');
    const results = await runAxe(page);
    // The dialog's own rules, named here so a regression of the option names cannot hide behind another failure.
    const optionNames = results.violations.filter((v) => v.id === 'label-content-name-mismatch');
    expect(optionNames.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
    assertNoViolations(results, `search dialog on ${path} (${appearance})`);
    await context.close();
  });

  it.each(['light', 'dark'] as const)('the mobile navigation screen at 375 px (%s) has no violation', async (appearance) => {
    const { context, page } = await newPage(env, { viewport: { width: 375, height: 740 }, hasTouch: true, colorScheme: appearance });
    await presetAppearance(context, appearance);
    await open(page, `${env.origin}/guide/start/`);
    await page.locator('header .rsd-mobile-menu__button').click();
    await page.getByRole('dialog').waitFor({ state: 'visible' });
    assertNoViolations(await runAxe(page), `mobile navigation screen (${appearance})`);
    // The page behind it, at 375 px, closed again.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    assertNoViolations(await runAxe(page), `/guide/start/ at 375 px (${appearance})`);
    await context.close();
  });
});

describe('the checker itself', () => {
  it('reports a critical and a minor violation planted in the page', async () => {
    const { context, page } = await newPage(env);
    await open(page, `${env.origin}/guide/start/`);
    await page.evaluate(() => {
      const img = document.createElement('img');
      img.src = '/rslib-logo.svg';
      img.id = 'planted';
      // An empty header cell: a minor violation (empty-table-header), which counts as much as the image's.
      const table = document.createElement('table');
      table.innerHTML = '<thead><tr><th id="planted-th"></th><th>B</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody>';
      document.querySelector('main')?.append(img, table);
    });
    const results = await runAxe(page);
    expect(results.violations.map((v) => [v.id, v.impact])).toEqual(
      expect.arrayContaining([
        ['image-alt', 'critical'],
        ['empty-table-header', 'minor'],
      ]),
    );
    expect(() => assertNoViolations(results, 'planted')).toThrow(/image-alt \(critical\).*\n.*#planted/);
    expect(() => assertNoViolations(results, 'planted')).toThrow(/empty-table-header \(minor\).*\n.*#planted-th/);
    await context.close();
  });
});

/** Two tabs take turns over the routes, as in the crawl: page loads overlap without crowding two cores. */
const routes = routesFromDist();

describe.each([
  ['en', routes.filter((r) => r !== '/zh/' && !r.startsWith('/zh/'))],
  ['zh', routes.filter((r) => r === '/zh/' || r.startsWith('/zh/'))],
])('axe on every %s page', (_lang, list) => {
  const tabs: Page[] = [];
  const waiting: Array<(tab: Page) => void> = [];
  async function withTab<T>(run: (tab: Page) => Promise<T>): Promise<T> {
    const tab = tabs.pop() ?? (await new Promise<Page>((resolve) => waiting.push(resolve)));
    try {
      return await run(tab);
    } finally {
      const next = waiting.shift();
      if (next) next(tab);
      else tabs.push(tab);
    }
  }
  beforeAll(async () => {
    tabs.push(...(await Promise.all([newPage(env), newPage(env)])).map((p) => p.page));
  });
  afterAll(async () => {
    await Promise.all(tabs.map((tab) => tab.context().close()));
  });

  it('covers the pages of the language', () => {
    expect(list.length).toBeGreaterThanOrEqual(80);
  });

  it.concurrent.for(list)('%s has no violation at any level', async (route) => {
    await withTab(async (tab) => {
      await open(tab, env.origin + route);
      assertNoViolations(await runAxe(tab), route);
    });
  });
});
