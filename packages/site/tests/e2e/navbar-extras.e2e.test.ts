import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '@rsdocs/theme';
import { buildSite, holdRequests, newPage, open, setup, type E2E, type HeldRequests } from './helpers';

// The navbar's extras (its menus, tool stack, social links, the mobile menu: `components/Deferred/chrome.ts`) are a
// chunk fetched on intent, long after the page has hydrated. A menu the visitor opens while that chunk is on its way
// must still be open, and work, once it has come: its part hydrates then, and must take the menu over as it is.
// Each menu is tried on a small site built here that has them all: two versions, three languages, a nav dropdown,
// a tool stack and more social links than the navbar shows. Their links lead into the site itself.

const CHROME_CHUNK = /\/assets\/ChromeExtras-[^/]*\.js$/;

let env: E2E;
let root: string;

function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

/** Pages in each version and language: a guide with two pages (v1 has oiling only). */
function writeDocs(): void {
  const words = {
    en: ['Workbench', 'Guide', 'Oiling', 'Sharpening'],
    zh: ['工作台', '指南', '上油', '磨刀'],
    ja: ['作業台', 'ガイド', '注油', '研ぎ'],
  };
  for (const version of ['v1', 'v2']) {
    for (const [lang, [home, guide, oiling, sharpening]] of Object.entries(words)) {
      const dir = `docs/${version}/${lang}`;
      write(`${dir}/index.md`, `# ${home} ${version}\n\n${home}.\n`);
      write(`${dir}/guide/index.md`, `# ${guide} ${version}\n\n${guide}.\n`);
      write(`${dir}/guide/oiling.md`, `# ${oiling}\n\n${oiling} (${version}).\n`);
      if (version === 'v2') write(`${dir}/guide/sharpening.md`, `# ${sharpening}\n\n${sharpening}.\n`);
    }
  }
  write('public/tool.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="36" height="36"><rect width="36" height="36" fill="#888"/></svg>\n');
}

const config: SiteConfig = {
  title: 'Workshop',
  description: 'Navbar extras fixture',
  root: 'docs',
  icon: '/tool.svg',
  lang: 'en',
  locales: [
    {
      lang: 'en',
      label: 'English',
      nav: [
        { text: 'Guide', link: '/guide/' },
        {
          text: 'Care',
          items: [
            { text: 'Oiling', link: '/guide/oiling' },
            { text: 'Sharpening', link: '/guide/sharpening' },
          ],
        },
      ],
    },
    { lang: 'zh', label: '简体中文' },
    { lang: 'ja', label: '日本語' },
  ],
  multiVersion: { default: 'v2', versions: ['v1', 'v2'] },
  // Past the third, social links go in a "more" popover.
  socialLinks: [
    { icon: 'github', link: '/guide/' },
    { icon: 'x', link: '/zh/guide/' },
    { icon: 'discord', link: '/ja/guide/' },
    { icon: 'npm', link: '/guide/oiling' },
    { icon: 'youtube', link: '/guide/sharpening' },
  ],
  toolStack: [
    { name: 'Oiler', desc: '上油', descEn: 'Oils tools', logo: '/tool.svg', url: '/guide/oiling' },
    { name: 'Whetstone', desc: '磨刀', descEn: 'Sharpens tools', logo: '/tool.svg', url: '/guide/sharpening' },
  ],
  lastUpdated: false,
  llms: false,
};

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-navbar-extras-'));
  writeDocs();
  await buildSite(root, config, path.join(root, 'dist'));
  env = await setup(path.join(root, 'dist'));
}, 180_000);

afterAll(async () => {
  await env?.close();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

/** Whether React has hydrated the element (its props hold the handlers): its part's code has come. */
const hydrated = (control: Locator) => control.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$')));

/** Wait until the page is idle after two frames: the effects of what React committed meanwhile have run. */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => (window.requestIdleCallback ?? setTimeout)(() => resolve()))),
      ),
  );

/** A guide page, hydrated, whose navbar extras are held back until `release()`. */
async function pageWithExtrasHeld(options: Parameters<typeof newPage>[1] = {}) {
  const { context, page, log } = await newPage(env, options);
  const chrome = await holdRequests(page, CHROME_CHUNK);
  await open(page, `${env.origin}/guide/oiling`);
  // A page left alone does not fetch them.
  expect(chrome.held).toEqual([]);
  return { context, page, log, chrome };
}

/**
 * Let the extras in once their request is held (the visitor's intent asked for them), and wait for `control` to
 * hydrate and React's effects to run. Returns how much the layout shifted meanwhile (the CLS score of the takeover).
 */
async function releaseWhenRequested(page: Page, chrome: HeldRequests, control: Locator): Promise<number> {
  await expect.poll(() => chrome.held.length).toBe(1);
  expect(await hydrated(control)).toBe(false);
  await page.evaluate(() => {
    const shifts: number[] = ((window as unknown as { __shifts: number[] }).__shifts = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number }>) shifts.push(entry.value);
    }).observe({ type: 'layout-shift' });
  });
  chrome.release();
  await expect.poll(() => hydrated(control)).toBe(true);
  await settled(page);
  return page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));
}

const focusedMatches = (page: Page, selector: string) => page.evaluate((s) => !!document.activeElement?.matches(s), selector);

/** Follow `link` on the client (no reload) to `pathname`, whose heading is `title`. */
async function followOnClient(page: Page, link: Locator, pathname: string, title: string): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await link.click();
  await page.waitForURL((url) => url.pathname === pathname);
  await expect.poll(() => page.locator('main h1').first().innerText()).toBe(title);
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
}

/** A popover link opens its page in a new tab: that tab's URL. */
async function popupOf(page: Page, link: Locator): Promise<string> {
  const [popup] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await popup.waitForLoadState('domcontentloaded');
  return new URL(popup.url()).pathname;
}

describe("a navbar menu opened while the navbar's extras are on their way", () => {
  it('the version menu stays open with focus on its control when they come, and leads to the other version', async () => {
    const { context, page, log, chrome } = await pageWithExtrasHeld();
    const menu = page.locator('header.rsd-navbar details.rsd-version-menu');
    const summary = menu.locator('summary');
    await summary.click();
    // A native <details>: open before any of its code.
    expect(await menu.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(await focusedMatches(page, 'header .rsd-version-menu__toggle')).toBe(true);
    expect(await releaseWhenRequested(page, chrome, summary)).toBe(0);
    expect(await menu.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    expect(await focusedMatches(page, 'header .rsd-version-menu__toggle')).toBe(true);
    await followOnClient(page, menu.getByRole('link', { name: /^v1/ }), '/v1/guide/oiling', 'Oiling');
    // Now React's: a followed link closes it.
    expect(await menu.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('the nav dropdown clicked meanwhile opens when they come, stays open, and its links navigate', async () => {
    const { context, page, log, chrome } = await pageWithExtrasHeld();
    const button = page.locator('header .rsd-navbar__dropdown > button');
    await button.click();
    expect(await releaseWhenRequested(page, chrome, button)).toBe(0);
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await settled(page);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const list = page.locator('header .rsd-navbar__dropdown-menu');
    expect(await list.isVisible()).toBe(true);
    await followOnClient(page, list.getByRole('link', { name: 'Sharpening' }), '/guide/sharpening', 'Sharpening');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('the language menu clicked meanwhile opens when they come, stays open, and leads to another language', async () => {
    const { context, page, log, chrome } = await pageWithExtrasHeld();
    const trigger = page.locator('header .rsd-language-switch > button');
    await trigger.click();
    expect(await releaseWhenRequested(page, chrome, trigger)).toBe(0);
    const popover = page.locator('.rsd-nav-popover.rsd-language-switch__popover');
    await popover.waitFor({ state: 'visible' });
    await settled(page);
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    expect(await popover.isVisible()).toBe(true);
    await followOnClient(page, popover.getByRole('link', { name: '日本語' }), '/ja/guide/oiling', '注油');
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('the tool stack and the social links\' "more" clicked meanwhile open when they come, stay open, and their links work', async () => {
    for (const [selector, link, to] of [
      ['header .rsd-tool-stack__trigger', 'Oiler', '/guide/oiling'],
      ['header .rsd-social-links > button', 'YouTube', '/guide/sharpening'],
    ] as const) {
      const { context, page, log, chrome } = await pageWithExtrasHeld();
      const trigger = page.locator(selector);
      await trigger.click();
      expect(await releaseWhenRequested(page, chrome, trigger), selector).toBe(0);
      await expect.poll(() => trigger.getAttribute('aria-expanded'), { message: selector }).toBe('true');
      const popover = page.locator('.rsd-nav-popover');
      await popover.waitFor({ state: 'visible' });
      await settled(page);
      expect(await trigger.getAttribute('aria-expanded'), selector).toBe('true');
      expect(await popupOf(page, popover.getByRole('link', { name: link })), selector).toBe(to);
      expect(log.messages).toEqual([]);
      await context.close();
    }
  });

  it('the mobile menu stays open with focus where it was when they come, and its links navigate (375 px)', async () => {
    const { context, page, log, chrome } = await pageWithExtrasHeld({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const button = page.locator('header .rsd-mobile-menu__button');
    await button.tap();
    const dialog = page.locator('dialog.rsd-mobile-menu');
    // The head script's control opens it before its code (boot/controls.ts).
    expect(await dialog.evaluate((el) => (el as HTMLDialogElement).open)).toBe(true);
    const close = dialog.locator('.rsd-mobile-menu__close');
    await close.focus();
    expect(await releaseWhenRequested(page, chrome, close)).toBe(0);
    expect(await dialog.evaluate((el) => (el as HTMLDialogElement).open)).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await focusedMatches(page, 'dialog .rsd-mobile-menu__close')).toBe(true);
    await followOnClient(page, dialog.getByRole('link', { name: 'Guide', exact: true }), '/guide/', 'Guide v2');
    expect(await dialog.evaluate((el) => (el as HTMLDialogElement).open)).toBe(false);
    expect(log.messages).toEqual([]);
    await context.close();
  });
});
