import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, open, setup, type E2E } from './helpers';
import { contentReloadAfter } from './settle';

// Theme components on the built site: banner, appearance, sidebar, mobile menu, navbar, overview, code, tabs.
let env: E2E;
beforeAll(async () => {
  env = await setup();
});
afterAll(async () => {
  await env?.close();
});

const BANNER_KEY = 'rslib-announcement-closed';
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** localStorage that refuses every write, as in some privacy modes or when full. */
async function breakStorageWrites(context: BrowserContext) {
  await context.addInitScript(() => {
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
}

describe('banner', () => {
  it('shows on the home page; Close hides it, and it stays hidden after reload', async () => {
    const { context, page, log } = await newPage(env);
    await open(page, `${env.origin}/`);
    const banner = page.locator('.rsd-banner');
    expect(await banner.isVisible()).toBe(true);
    expect(await banner.innerText()).toContain('Rslib docs');
    await banner.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    expect(await stored(page, BANNER_KEY)).toBe('true');

    await open(page, `${env.origin}/`);
    await expect.poll(() => banner.count()).toBe(0);
    expect(await stored(page, BANNER_KEY)).toBe('true');
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('is absent on doc pages', async () => {
    const { context, page } = await newPage(env);
    await open(page, `${env.origin}/guide/start/`);
    expect(await page.locator('.rsd-banner').count()).toBe(0);
    // …while a new visitor does see it on the home page of the same context.
    await open(page, `${env.origin}/zh/`);
    expect(await page.locator('.rsd-banner').isVisible()).toBe(true);
    expect(await page.locator('.rsd-banner').innerText()).toContain('Rslib 中文文档');
    await context.close();
  });

  it('closes even when localStorage refuses writes', async () => {
    const { context, page, log } = await newPage(env);
    await breakStorageWrites(context);
    await open(page, `${env.origin}/`);
    const banner = page.locator('.rsd-banner');
    expect(await banner.isVisible()).toBe(true);
    await banner.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    expect(await stored(page, BANNER_KEY)).toBeNull(); // nothing could be stored
    expect(log.messages).toEqual([]);
    await context.close();
  });
});

describe('appearance', () => {
  it('the toggle sets html.dark, survives reload and reaches a second tab', async () => {
    const { context, page, log } = await newPage(env, { colorScheme: 'light' });
    const other = await context.newPage();
    await open(page, `${env.origin}/guide/start/`);
    await open(other, `${env.origin}/config/`);
    expect(await isDark(page)).toBe(false);
    expect(await isDark(other)).toBe(false);

    const toggle = page.locator('.rsd-navbar__extras .rsd-appearance-toggle');
    expect(await toggle.getAttribute('aria-label')).toMatch(/dark/i);
    await toggle.click();
    await expect.poll(() => isDark(page)).toBe(true);
    expect(await toggle.getAttribute('aria-label')).toMatch(/light/i);
    // The other tab follows through the storage event.
    await expect.poll(() => isDark(other)).toBe(true);

    // Reload: the pre-paint script applies it before any JavaScript module runs.
    await page.reload({ waitUntil: 'commit' });
    await page.waitForSelector('html', { state: 'attached' });
    await page.waitForLoadState('domcontentloaded');
    expect(await isDark(page)).toBe(true);
    await page.waitForFunction(() => (window as { __RSDOCS_HYDRATED__?: boolean }).__RSDOCS_HYDRATED__);
    expect(await isDark(page)).toBe(true);
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).toBe('rgb(11, 12, 14)'); // #0b0c0e

    // And back to light.
    await toggle.click();
    await expect.poll(() => isDark(page)).toBe(false);
    await expect.poll(() => isDark(other)).toBe(false);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('still switches on the page when localStorage refuses writes', async () => {
    const { context, page, log } = await newPage(env, { colorScheme: 'light' });
    await breakStorageWrites(context);
    await open(page, `${env.origin}/guide/start/`);
    expect(await isDark(page)).toBe(false);
    await page.locator('.rsd-navbar__extras .rsd-appearance-toggle').click();
    await expect.poll(() => isDark(page)).toBe(true);
    // Client navigation keeps the choice for this page's lifetime: checked once the new page is in and its
    // effects have run (the content-reload event, two frames after it).
    const navigated = await contentReloadAfter(page);
    await page.locator('.rsd-sidebar a[href="/guide/start/glossary"]').click();
    await page.waitForURL(`${env.origin}/guide/start/glossary`);
    await navigated();
    expect(await page.locator('main h1').first().innerText()).toBe('Glossary');
    expect(await isDark(page)).toBe(true);
    expect(log.messages).toEqual([]);
    await context.close();
  });
});

describe('sidebar', () => {
  it('a group header button toggles aria-expanded and hides its items', async () => {
    const { context, page, log } = await newPage(env);
    await open(page, `${env.origin}/guide/start/`);
    const header = page.locator('.rsd-sidebar').getByRole('button', { name: 'Basic', exact: true });
    const item = page.locator('.rsd-sidebar a[href="/guide/basic/cli"]');
    expect(await header.getAttribute('aria-expanded')).toBe('true');
    expect(await item.isVisible()).toBe(true);

    await header.click();
    await expect.poll(() => header.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => item.isVisible()).toBe(false);

    await header.click();
    await expect.poll(() => header.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => item.isVisible()).toBe(true);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('marks the current page link with aria-current="page", and only it', async () => {
    const { context, page } = await newPage(env);
    await open(page, `${env.origin}/zh/guide/start/quick-start`);
    const current = page.locator('.rsd-sidebar [aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect(await current.getAttribute('href')).toBe('/zh/guide/start/quick-start');
    expect(await current.innerText()).toBe('快速上手');
    await context.close();
  });
});

describe('mobile menu at 375 px', () => {
  it('Menu opens the navigation screen, Escape closes it, and so does growing to 1024 px', async () => {
    const { context, page, log } = await newPage(env, { viewport: { width: 375, height: 740 }, hasTouch: true });
    await open(page, `${env.origin}/guide/start/`);
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).isVisible()).toBe(true);
    // While the modal screen is open the rest of the page is aria-hidden: keep a handle by class.
    const menu = page.locator('header .rsd-mobile-menu__button');
    // The desktop nav entries are hidden; the Menu button replaces them.
    expect(await page.locator('header').getByRole('link', { name: 'Config', exact: true }).isVisible()).toBe(false);

    const screen = page.getByRole('dialog');
    await menu.click();
    await screen.waitFor({ state: 'visible' });
    for (const text of ['Guide', 'Config', 'API', 'Blog']) {
      expect(await screen.getByRole('link', { name: text, exact: true }).isVisible(), text).toBe(true);
    }
    expect(await menu.getAttribute('aria-expanded')).toBe('true');

    await page.keyboard.press('Escape');
    await screen.waitFor({ state: 'detached' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');

    await menu.click();
    await screen.waitFor({ state: 'visible' });
    await page.setViewportSize({ width: 1024, height: 740 });
    await screen.waitFor({ state: 'detached' });
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('following a link in the navigation screen navigates and closes it', async () => {
    const { context, page, log } = await newPage(env, { viewport: { width: 375, height: 740 }, hasTouch: true });
    await open(page, `${env.origin}/`);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const screen = page.getByRole('dialog');
    await screen.getByRole('link', { name: 'Config', exact: true }).click();
    await page.waitForURL(`${env.origin}/config/`);
    await screen.waitFor({ state: 'detached' });
    expect(log.messages).toEqual([]);
    await context.close();
  });
});

describe('navbar on the home page', () => {
  const alpha = (color: string) => {
    const m = color.match(/rgba?\(([^)]+)\)/);
    if (!m) return color === 'transparent' ? 0 : 1;
    const parts = m[1]!.split(/[\s,/]+/).filter(Boolean);
    return parts.length === 4 ? Number(parts[3]) : 1;
  };

  it('is transparent at the top and solid after scrolling 100 px', async () => {
    const { context, page, log } = await newPage(env, { viewport: { width: 1440, height: 700 } });
    await open(page, `${env.origin}/`);
    const header = page.locator('header.rsd-navbar');
    const bg = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await header.getAttribute('class')).toContain('rsd-navbar--transparent');
    await expect.poll(async () => alpha(await bg())).toBe(0);

    await page.mouse.wheel(0, 150);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(100);
    await expect.poll(() => header.getAttribute('class')).not.toContain('rsd-navbar--transparent');
    // After the 0.4 s transition the background is opaque (or nearly, under the blur).
    await expect.poll(async () => alpha(await bg()), { timeout: 3_000 }).toBeGreaterThan(0.5);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header.getAttribute('class')).toContain('rsd-navbar--transparent');
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('is solid on doc pages from the start', async () => {
    const { context, page } = await newPage(env);
    await open(page, `${env.origin}/guide/start/`);
    const header = page.locator('header.rsd-navbar');
    expect(await header.getAttribute('class')).not.toContain('rsd-navbar--transparent');
    await context.close();
  });
});

describe('overview filter on /config/', () => {
  const cards = (page: Page) => page.locator('.rsd-overview__card');

  it('keeps only matching items, and says so when nothing matches', async () => {
    const { context, page, log } = await newPage(env);
    await open(page, `${env.origin}/config/`);
    const all = await cards(page).count();
    expect(all).toBeGreaterThan(5);
    const input = page.getByLabel('Filter');
    expect(await input.getAttribute('placeholder')).toBe('Enter keyword');

    await input.fill('dts');
    await expect.poll(() => cards(page).count()).toBeLessThan(all);
    const texts = await cards(page).allInnerTexts();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text.toLowerCase()).toContain('dts');
    expect(texts.some((t) => t.includes('lib.dts'))).toBe(true);

    // Case-insensitive, hyphens count as spaces: 'RSLIB ONLY' finds the heading 'Rslib-only options' of /config/lib.
    await input.fill('RSLIB ONLY');
    await expect.poll(() => cards(page).count()).toBe(1);
    expect(await cards(page).locator('h3 a').getAttribute('href')).toBe('/config/lib');
    expect(await cards(page).locator('.rsd-overview__header').allInnerTexts()).toEqual(['Rslib-only options']);

    await input.fill('zzqxjv');
    await expect.poll(() => cards(page).count()).toBe(0);
    expect(await page.locator('.rsd-overview').innerText()).toContain('No matching API found: zzqxjv') // spec §8;

    await input.fill('');
    await expect.poll(() => cards(page).count()).toBe(all);
    expect(log.messages).toEqual([]);
    await context.close();
  });
});

describe('code blocks', () => {
  it('Copy code puts the block text on the clipboard; wrap toggles', async () => {
    const { context, page, log } = await newPage(env);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.origin });
    await open(page, `${env.origin}/guide/basic/configure-rslib`);
    const block = page.locator('.rsd-code:visible').filter({ has: page.locator('.line') }).first();
    await block.scrollIntoViewIfNeeded();
    // The code as written: Shiki's lines joined by the newlines between them (blank lines included).
    const expected = await block.locator('pre code').evaluate((code) => (code.textContent ?? '').replace(/\n$/, ''));
    expect(expected.split('\n').length).toBeGreaterThan(1);

    await block.hover();
    const copy = block.getByRole('button', { name: 'Copy code' });
    await copy.click();
    await expect.poll(() => copy.getAttribute('data-state')).toBe('copied');
    const clip = await page.evaluate(() => navigator.clipboard.readText());
    expect(clip).toBe(expected);
    // The check icon goes back to the copy icon after 2 s.
    await expect.poll(() => copy.getAttribute('data-state'), { timeout: 4_000 }).toBe('idle');

    const wrap = block.getByRole('button', { name: 'Toggle line wrap' });
    const whiteSpace = () => block.locator('pre').evaluate((pre) => getComputedStyle(pre).whiteSpace);
    expect(await wrap.getAttribute('aria-pressed')).toBe('false');
    const before = await whiteSpace();
    await wrap.click();
    expect(await wrap.getAttribute('aria-pressed')).toBe('true');
    expect(await block.getAttribute('class')).toContain('rsd-code--wrap');
    expect(await whiteSpace()).not.toBe(before);
    await wrap.click();
    expect(await wrap.getAttribute('aria-pressed')).toBe('false');
    expect(log.messages).toEqual([]);
    await context.close();
  });
});

describe('tabs', () => {
  it('a package-manager choice is remembered across reloads', async () => {
    const { context, page, log } = await newPage(env);
    await open(page, `${env.origin}/guide/start/quick-start`);
    const tabs = page.locator('.rsd-pm-tabs').first();
    const pnpm = tabs.getByRole('tab', { name: 'pnpm', exact: true });
    expect(await pnpm.getAttribute('aria-selected')).toBe('false');
    await pnpm.click();
    expect(await pnpm.getAttribute('aria-selected')).toBe('true');
    expect(await tabs.getByRole('tabpanel').innerText()).toMatch(/^pnpm /);
    expect(await stored(page, 'rsdocs-tabs:package-manager')).toBe('pnpm');

    await open(page, `${env.origin}/guide/start/quick-start`);
    await expect.poll(() => pnpm.getAttribute('aria-selected')).toBe('true');
    expect(await tabs.getByRole('tab', { name: 'npm', exact: true }).getAttribute('aria-selected')).toBe('false');
    expect(await tabs.getByRole('tabpanel').innerText()).toMatch(/^pnpm /);
    expect(log.messages).toEqual([]);
    await context.close();
  });
});
