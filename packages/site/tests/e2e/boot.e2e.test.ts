import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  entryScriptOf,
  holdRequests,
  isHydrated,
  LOCALE_VISITED_KEY,
  newPage,
  open,
  setup,
  waitFirstPaint,
  waitHydrated,
  type E2E,
  type NewPageOptions,
} from './helpers';

// The first seconds on a slow phone (6× CPU): what works from the first paint, before React has hydrated. Where a
// test must act before some code has run, it holds that code's request back instead of racing it.
let env: E2E;
beforeAll(async () => {
  env = await setup();
});
afterAll(async () => {
  await env?.close();
});

const SLOW: NewPageOptions = { cpuThrottle: 6 };
const isIndex = (path: string) => /\/search_index\.[^/]*\.json$/.test(path);
/** React's search dialog (the early field has no combobox). */
const reactInput = (page: Page) => page.locator('[role="dialog"] [role="combobox"]');
const dark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

/** Hold the app's entry script of `route`: until released, none of the app's code runs. */
const holdApp = (page: Page, route: string) => holdRequests(page, new RegExp(`^${entryScriptOf(route).replace(/[.]/g, '\\.')}$`));

describe('search from the first paint', () => {
  it('Ctrl+K right after the first paint opens search, and "dts" typed at once arrives whole, in order', async () => {
    const { context, page, log } = await newPage(env, SLOW);
    // Whether the early field and React's dialog were ever in the page together (at any microtask checkpoint).
    await page.addInitScript(() => {
      const w = window as unknown as { __both: number };
      w.__both = 0;
      new MutationObserver(() => {
        if (document.querySelector('dialog.rsd-search') && document.querySelector('[role="dialog"]')) w.__both++;
      }).observe(document, { childList: true, subtree: true });
    });
    const app = await holdApp(page, '/guide/start/');
    await page.goto(`${env.origin}/guide/start/`, { waitUntil: 'commit' });
    await waitFirstPaint(page);
    await page.keyboard.press('Control+K');
    await page.keyboard.type('dts');
    expect(app.held.length).toBe(1);
    expect(await isHydrated(page)).toBe(false); // nothing of the app has run
    // The early field shows at once, holding the keys.
    expect(await page.locator('dialog.rsd-search[open] input').inputValue()).toBe('dts');

    app.release();
    await waitHydrated(page);
    await expect.poll(() => reactInput(page).inputValue()).toBe('dts');
    expect(await page.locator('dialog.rsd-search').count()).toBe(0); // taken over…
    expect(await page.evaluate(() => (window as unknown as { __both: number }).__both)).toBe(0); // …in one step
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    await expect.poll(() => page.getByRole('dialog').getByRole('option').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // Typing goes on in the real dialog.
    await page.keyboard.press('Backspace');
    await expect.poll(() => reactInput(page).inputValue()).toBe('dt');
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('the hotkey pressed right after the first paint of a slow page keeps every key (no code held back)', async () => {
    const { context, page, log } = await newPage(env, SLOW);
    await page.goto(`${env.origin}/zh/guide/start/`, { waitUntil: 'commit' });
    await waitFirstPaint(page);
    await page.keyboard.press('Control+K');
    await page.keyboard.type('dts');
    await expect.poll(() => reactInput(page).inputValue(), { timeout: 15_000 }).toBe('dts');
    expect(await reactInput(page).getAttribute('placeholder')).toBe('搜索文档');
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it("keys typed after hydration while the dialog's code is still on its way land in the input", async () => {
    const { context, page, log } = await newPage(env, SLOW);
    const modal = await holdRequests(page, /\/assets\/SearchModal-[^/]*\.js$/);
    await open(page, `${env.origin}/guide/start/`);
    const opener = page.locator('.rsd-outline a').first();
    await opener.focus();
    await page.keyboard.press('/');
    await page.keyboard.type('dts');
    expect(await reactInput(page).count()).toBe(0);
    modal.release();
    await expect.poll(() => reactInput(page).inputValue()).toBe('dts');
    // Closing gives focus back to what had it before search opened (not to the early field, which is gone).
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('the search button tapped before the app runs opens the field at once (375 px)', async () => {
    const { context, page, log } = await newPage(env, { ...SLOW, viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const app = await holdApp(page, '/guide/start/quick-start');
    await page.goto(`${env.origin}/guide/start/quick-start`, { waitUntil: 'commit' });
    await waitFirstPaint(page);
    await page.locator('.rsd-navbar__search').tap();
    const early = page.locator('dialog.rsd-search[open] input');
    await expect.poll(() => page.evaluate(() => document.activeElement?.matches('dialog.rsd-search input') ?? false)).toBe(true);
    await page.keyboard.type('config');
    expect(await early.inputValue()).toBe('config');
    app.release();
    await expect.poll(() => reactInput(page).inputValue(), { timeout: 15_000 }).toBe('config');
    // Closing hands focus back; the next opening is React's own.
    await page.getByRole('button', { name: 'Cancel' }).tap();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('fetches the search code and index at idle after load for a visitor who searched before', async () => {
    const { context, page, log } = await newPage(env, SLOW);
    // Recent searches stored: this visitor searches. (A first visit waits for intent: search.e2e.)
    await context.addInitScript(() => localStorage.setItem('rsdocs-search-recent-en', JSON.stringify(['dts'])));
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    // Finished, not only started: a resource's timing entry appears when its response is complete.
    const index = page.waitForEvent('requestfinished', { predicate: (r) => isIndex(new URL(r.url()).pathname), timeout: 20_000 });
    const code = page.waitForEvent('requestfinished', { predicate: (r) => /\/assets\/SearchModal-[^/]*\.js$/.test(new URL(r.url()).pathname), timeout: 20_000 });
    await page.goto(`${env.origin}/guide/start/`, { waitUntil: 'commit' });
    await Promise.all([index, code]);
    // Not in the first load: both start after the load event.
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const started = (re: RegExp) => performance.getEntriesByType('resource').find((e) => re.test(e.name))?.startTime ?? -1;
      return { load: nav.loadEventEnd, index: started(/search_index\.en\./), code: started(/SearchModal-/) };
    });
    expect(timing.load).toBeGreaterThan(0);
    expect(timing.index).toBeGreaterThanOrEqual(timing.load);
    expect(timing.code).toBeGreaterThanOrEqual(timing.load);
    expect(requested.filter(isIndex)).toEqual([expect.stringMatching(/search_index\.en\./)]);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(log.messages).toEqual([]);
    await context.close();
  });
});

/** Per document: the path and language shown at its first contentful paint, and whether it was hidden at DOMContentLoaded. */
async function recordPaints(page: Page) {
  const paints: Array<{ path: string; lang: string }> = [];
  const loaded: Array<{ path: string; redirecting: boolean; hidden: boolean }> = [];
  await page.exposeBinding('__recordPaint', (_source, entry: { path: string; lang: string }) => void paints.push(entry));
  await page.exposeBinding('__recordLoaded', (_source, entry: { path: string; redirecting: boolean; hidden: boolean }) => void loaded.push(entry));
  await page.addInitScript(() => {
    const w = window as unknown as {
      __recordPaint(e: object): void;
      __recordLoaded(e: object): void;
      __RSDOCS_BOOT__?: { redirecting: boolean };
    };
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) w.__recordPaint({ path: location.pathname, lang: document.documentElement.lang });
    }).observe({ type: 'paint', buffered: true });
    document.addEventListener('DOMContentLoaded', () =>
      w.__recordLoaded({ path: location.pathname, redirecting: !!w.__RSDOCS_BOOT__?.redirecting, hidden: getComputedStyle(document.documentElement).visibility === 'hidden' }),
    );
  });
  return { paints, loaded };
}

describe('locale redirect before the first paint', () => {
  it('a Chinese browser opening / never sees English: it is sent to /zh/ before the page shows', async () => {
    const { context, page, log } = await newPage(env, { ...SLOW, locale: 'zh-CN', firstVisit: true });
    const { paints, loaded } = await recordPaints(page);
    await page.goto(`${env.origin}/?from=link#top`);
    await page.waitForURL(`${env.origin}/zh/?from=link#top`);
    await waitHydrated(page);
    await expect.poll(() => paints.length).toBeGreaterThan(0);
    expect(paints).toEqual([{ path: '/zh/', lang: 'zh-CN' }]);
    // The English document was already hidden and on its way out when it finished parsing.
    expect(loaded.filter((l) => l.path === '/')).toEqual(loaded.some((l) => l.path === '/') ? [{ path: '/', redirecting: true, hidden: true }] : []);
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCALE_VISITED_KEY)).toBe('1');
    expect(await page.evaluate(() => history.length)).toBe(2); // replaced: no English entry to go back to
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('an English browser following a link to /zh/… stays on the Chinese page, hash and all', async () => {
    const { context, page, log } = await newPage(env, { ...SLOW, locale: 'en-US', firstVisit: true });
    const { paints } = await recordPaints(page);
    await open(page, `${env.origin}/zh/config/lib/dts#dtsbundle`);
    // A redirect decided late (after hydration, as the app once did) would load the other page's chunks by now.
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/zh/config/lib/dts');
    expect(new URL(page.url()).hash).toBe('#dtsbundle');
    expect(await page.locator('main h1').first().innerText()).toBe('lib.dts');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    // The visit is marked: the redirect is decided before the first paint and never runs again.
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCALE_VISITED_KEY)).toBe('1');
    expect(paints.map((p) => p.path)).toEqual(['/zh/config/lib/dts']);
    expect(log.messages).toEqual([]);
    await context.close();
  });
});

/** Record, on every frame from the very first, whether an element matching `selector` is visible. */
async function watchVisibility(page: Page, selector: string) {
  await page.addInitScript((sel) => {
    const w = window as unknown as { __seen: { frames: number; visible: number } };
    w.__seen = { frames: 0, visible: 0 };
    const tick = () => {
      const el = document.querySelector(sel);
      w.__seen.frames++;
      if (el && el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) w.__seen.visible++;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, selector);
  return () => page.evaluate(() => (window as unknown as { __seen: { frames: number; visible: number } }).__seen);
}

describe('query switches before the first paint', () => {
  it.each([
    ['navbar=0', '/guide/start/quick-start', 'header.rsd-navbar'],
    ['sidebar=0', '/guide/start/quick-start', '.rsd-doc-layout__sidebar'],
    ['outline=0', '/guide/start/quick-start', '.rsd-doc-layout__outline'],
    ['prevNext=0', '/guide/start/quick-start', '.rsd-prev-next'],
    ['lastUpdated=0', '/guide/start/quick-start', '.rsd-last-updated'],
    ['editLink=0', '/guide/start/quick-start', '.rsd-edit-link'],
    ['editLink=0&lastUpdated=0&prevNext=0', '/guide/start/quick-start', '.rsd-doc-footer'],
    ['footer=0', '/', '.rsd-footer'],
    ['footer=0', '/guide/start/quick-start', '.rsd-doc-footer'], // the whole doc footer, prev/next included (spec §2)
    ['globalUIComponents=0', '/', '.rsd-banner'],
  ])('?%s never shows the part, from the first frame to after hydration', async (query, route, selector) => {
    const { context, page, log } = await newPage(env, SLOW);
    const seen = await watchVisibility(page, selector);
    const app = await holdApp(page, route);
    await page.goto(`${env.origin}${route}?${query}`, { waitUntil: 'commit' });
    await waitFirstPaint(page);
    expect(await page.locator(selector).count()).toBe(1); // prerendered, hidden by the head script
    app.release();
    await waitHydrated(page);
    await expect.poll(() => page.locator(selector).count()).toBe(0); // then rendered away by React
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-rsd-hide'))).toBe(false);
    const { frames, visible } = await seen();
    expect(frames).toBeGreaterThan(0);
    expect(visible).toBe(0);
    expect(log.messages).toEqual([]); // no hydration mismatch
    await context.close();
  });

  it('a part switched off by the query shows again on the next page, which has no query', async () => {
    const { context, page, log } = await newPage(env, SLOW);
    await open(page, `${env.origin}/guide/start/quick-start?outline=0`);
    await expect.poll(() => page.locator('.rsd-doc-layout__outline').count()).toBe(0);
    await page.locator('.rsd-sidebar a[href="/guide/start/glossary"]').click();
    await page.waitForURL(`${env.origin}/guide/start/glossary`);
    await expect.poll(() => page.locator('.rsd-doc-layout__outline').isVisible()).toBe(true);
    expect(log.messages).toEqual([]);
    await context.close();
  });
});

describe('a banner closed on an earlier visit', () => {
  it('never shows again, not even before the app has read storage', async () => {
    const { context, page, log } = await newPage(env, SLOW);
    await context.addInitScript(() => localStorage.setItem('rslib-announcement-closed', 'true'));
    const seen = await watchVisibility(page, '.rsd-banner');
    const app = await holdApp(page, '/');
    await page.goto(`${env.origin}/`, { waitUntil: 'commit' });
    await waitFirstPaint(page);
    expect(await page.locator('.rsd-banner').count()).toBe(1); // prerendered for first-time visitors…
    app.release();
    await waitHydrated(page);
    await expect.poll(() => page.locator('.rsd-banner').count()).toBe(0); // …rendered away by React
    const { frames, visible } = await seen();
    expect(frames).toBeGreaterThan(0);
    expect(visible).toBe(0);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('a first-time visitor sees it from the first paint', async () => {
    const { context, page } = await newPage(env, SLOW);
    const app = await holdApp(page, '/');
    await page.goto(`${env.origin}/`, { waitUntil: 'commit' });
    await waitFirstPaint(page);
    expect(await page.locator('.rsd-banner').isVisible()).toBe(true);
    app.release();
    await context.close();
  });
});

describe('no click is lost while the page hydrates', () => {
  it('the appearance toggle, clicked before any code of the app ran, switches at once and stays so when it has', async () => {
    const { context, page, log } = await newPage(env, { ...SLOW, colorScheme: 'light' });
    const app = await holdApp(page, '/guide/start/quick-start');
    await page.goto(`${env.origin}/guide/start/quick-start`, { waitUntil: 'commit' });
    await waitFirstPaint(page);
    await page.locator('.rsd-navbar__extras .rsd-appearance-toggle').click();
    // The head script's own control (boot/controls.ts): not a click held for React.
    expect(await dark(page)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-rsd-waiting'))).toBe(false);
    await expect.poll(() => app.held.length, { timeout: 15_000 }).toBe(1);
    app.release();
    await waitHydrated(page);
    expect(await dark(page)).toBe(true);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('an outline link clicked before the app ran lands its heading 72 px below the top', async () => {
    const { context, page, log } = await newPage(env, SLOW);
    const app = await holdApp(page, '/guide/basic/configure-rslib');
    await page.goto(`${env.origin}/guide/basic/configure-rslib`, { waitUntil: 'commit' });
    await waitFirstPaint(page);
    const link = page.locator('.rsd-outline a').nth(2);
    const id = decodeURIComponent((await link.getAttribute('href'))!.slice(1));
    await link.click();
    const top = () => page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().top, id);
    await expect.poll(top).toBeCloseTo(72, 0);
    app.release();
    await waitHydrated(page);
    expect(await top()).toBeCloseTo(72, 0); // hydration leaves it there
    expect(decodeURIComponent(new URL(page.url()).hash.slice(1))).toBe(id);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('the tool stack opened with Space while its part waits for its code opens when the code arrives', async () => {
    const { context, page, log } = await newPage(env, SLOW);
    const chrome = await holdRequests(page, /\/assets\/ChromeExtras-[^/]*\.js$/);
    await open(page, `${env.origin}/guide/start/`);
    // A page left alone does not fetch the navbar's extras; focus in the navbar is intent.
    expect(chrome.held.length).toBe(0);
    const trigger = page.locator('header .rsd-tool-stack__trigger');
    await trigger.focus();
    await expect.poll(() => chrome.held.length).toBe(1);
    await page.keyboard.press('Space');
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    chrome.release();
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await page.locator('.rsd-nav-popover').waitFor({ state: 'visible' });
    expect(await page.locator('.rsd-nav-popover a').count()).toBe(6);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('a sidebar link clicked while the sidebar waits for its code navigates on the client, at the top', async () => {
    const { context, page, log } = await newPage(env, SLOW);
    const sidebar = await holdRequests(page, /\/assets\/Sidebar-[^/]*\.js$/);
    await open(page, `${env.origin}/guide/basic/configure-rslib`);
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 1;
      window.scrollTo(0, 600);
    });
    await page.locator('.rsd-sidebar a[href="/guide/start/glossary"]').click();
    expect(new URL(page.url()).pathname).toBe('/guide/basic/configure-rslib');
    sidebar.release();
    await page.waitForURL(`${env.origin}/guide/start/glossary`);
    await expect.poll(() => page.locator('main h1').first().innerText()).toBe('Glossary');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1); // no reload
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('the mobile menu tapped before its part hydrates opens once it has (375 px)', async () => {
    const { context, page, log } = await newPage(env, { ...SLOW, viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const chrome = await holdRequests(page, /\/assets\/ChromeExtras-[^/]*\.js$/);
    await open(page, `${env.origin}/zh/guide/start/`);
    const menu = page.locator('header .rsd-mobile-menu__button');
    await menu.tap();
    chrome.release();
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('dialog').waitFor({ state: 'visible' });
    expect(log.messages).toEqual([]);
    await context.close();
  });
});
