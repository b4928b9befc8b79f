import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_VISITED_KEY, newPage, open, pageChunkOf, setup, type E2E } from './helpers';
import { animationsDone, waitQuiet } from './settle';

// Spec section 4 (states and transitions) and section 8 (errors) on the built Rslib site:
// hero stars, page data per path change, failed page loads, image zoom, the locale redirect, throwing storage.
let env: E2E;
beforeAll(async () => {
  env = await setup();
});
afterAll(async () => {
  await env?.close();
});

const h1 = (page: Page) => page.locator('main h1').first().innerText();
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const path = (page: Page) => new URL(page.url()).pathname;
/** Two animation frames: long enough for a scroll or pointer handler and the paint it schedules. */
const frames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

describe('hero stars', () => {
  interface StarBox {
    x: number;
    y: number;
    transform: string;
  }
  /** Centre of every star in viewport coordinates, with its inline transform. */
  const starBoxes = (page: Page) =>
    page.locator('.rsd-home-hero__star').evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2, transform: (el as HTMLElement).style.transform };
      }),
    );
  const translation = (transform: string) => {
    const m = /translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec(transform);
    return m ? { x: Number(m[1]), y: Number(m[2]) } : null;
  };

  it('35 stars; only those within 100 px of the pointer move, toward it', async () => {
    const { context, page, log } = await newPage(env);
    await open(page, `${env.origin}/`);
    const rest: StarBox[] = await starBoxes(page);
    expect(rest).toHaveLength(35);
    expect(rest.every((s) => s.transform === '')).toBe(true);
    const hero = (await page.locator('.rsd-home-hero').boundingBox())!;
    // A star well inside the hero, so the pointer can stand 90 px and 115 px to its right on the hero.
    const index = rest.findIndex((s) => s.x > hero.x + 40 && s.x + 130 < hero.x + hero.width && s.y > hero.y + 40 && s.y < hero.y + hero.height - 40);
    expect(index).toBeGreaterThanOrEqual(0);
    const star = rest[index]!;
    const within = (p: { x: number; y: number }, s: StarBox) => Math.abs(p.x - s.x) < 100 && Math.abs(p.y - s.y) < 100;

    // 90 px to the right and 30 px below: this star (and only stars that close) leans onto the pointer.
    const near = { x: star.x + 90, y: star.y + 30 };
    await page.mouse.move(near.x, near.y);
    await expect.poll(async () => (await starBoxes(page))[index]!.transform).not.toBe('');
    const moved = await starBoxes(page);
    const shift = translation(moved[index]!.transform)!;
    expect(shift.x).toBeCloseTo(90, -1);
    expect(shift.y).toBeCloseTo(30, -1);
    // Every star within 100 px on both axes moved; every other star stayed.
    const expected = rest.map((s) => within(near, s));
    expect(moved.map((s) => s.transform !== '')).toEqual(expected);

    // 115 px to the right: out of range, the star goes back to rest.
    const far = { x: star.x + 115, y: star.y };
    await page.mouse.move(far.x, far.y);
    await expect.poll(async () => (await starBoxes(page))[index]!.transform).toBe('');
    expect((await starBoxes(page)).map((s) => s.transform !== '')).toEqual(rest.map((s) => within(far, s)));
    expect(log.messages).toEqual([]);
    await context.close();
  });
});

describe('page data per path change', () => {
  it('each client navigation fetches the new page chunk once and shows its title, outline and source link', async () => {
    const { context, page, log } = await newPage(env);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await open(page, `${env.origin}/guide/start/`);
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 1;
    });
    const steps: Array<{ from: string; to: string; click: string; title: string; source: string }> = [
      { from: '/guide/start/', to: '/guide/start/quick-start', click: '.rsd-sidebar a[href="/guide/start/quick-start"]', title: 'Quick Start', source: '/en/guide/start/quick-start.mdx' },
      { from: '/guide/start/quick-start', to: '/guide/basic/cli', click: '.rsd-sidebar a[href="/guide/basic/cli"]', title: 'CLI', source: '/en/guide/basic/cli.mdx' },
      { from: '/guide/basic/cli', to: '/config/', click: '.rsd-navbar__nav a[href="/config/"]', title: 'Config', source: '/en/config/index.mdx' },
    ];
    let previousOutline: string[] = await page.locator('.rsd-outline a').allInnerTexts();
    for (const step of steps) {
      const chunk = pageChunkOf(step.to, step.from);
      await page.locator(step.click).first().click();
      await page.waitForURL(env.origin + step.to);
      await expect.poll(() => h1(page)).toContain(step.title);
      await expect.poll(() => page.title()).toBe(`${await h1(page)} | Rslib`);
      // The page's own chunk was requested for this path, exactly once.
      expect(requested.filter((p) => p === chunk), `${step.to} chunk ${chunk}`).toHaveLength(1);
      // Data from the new page's pageData: its source file in the edit link, its toc in the outline.
      const edit = page.locator('a.rsd-edit-link');
      if (await edit.count()) expect(await edit.getAttribute('href')).toMatch(new RegExp(`${step.source.replace(/\./g, '\\.')}$`));
      const outline = await page.locator('.rsd-outline a').allInnerTexts();
      expect(outline).not.toEqual(previousOutline);
      previousOutline = outline;
    }
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1); // never reloaded
    expect(log.messages).toEqual([]);
    await context.close();
  });
});

describe('page chunk that fails to load', () => {
  it('logs an error and keeps the old page; later navigations still work', async () => {
    const { context, page, log } = await newPage(env);
    const from = '/guide/start/';
    const target = '/guide/basic/cli';
    const chunk = pageChunkOf(target, from);
    let blocked = 0;
    await page.route(`${env.origin}${chunk}`, (route) => {
      blocked++;
      return route.abort('connectionrefused');
    });
    await open(page, env.origin + from);
    const before = await h1(page);
    await page.locator(`.rsd-sidebar a[href="${target}"]`).click();
    await expect.poll(() => log.messages.some((m) => m.includes(`could not load the page ${target}`))).toBe(true);
    expect(blocked).toBeGreaterThan(0);
    // The old page stays: address, heading and current sidebar entry.
    expect(path(page)).toBe(from);
    expect(await h1(page)).toBe(before);
    expect(await page.locator('.rsd-sidebar a[aria-current="page"]').getAttribute('href')).toBe(from);
    // Only the expected lines: the failed request and our error.
    const unexpected = log.messages.filter((m) => !/could not load the page|Failed to load resource|Failed to fetch dynamically imported module/.test(m));
    expect(unexpected).toEqual([]);

    // The app is still alive: another page loads.
    await page.locator('.rsd-sidebar a[href="/guide/start/glossary"]').click();
    await page.waitForURL(`${env.origin}/guide/start/glossary`);
    await expect.poll(() => h1(page)).toBe('Glossary');
    await context.close();
  });
});

describe('image zoom on /guide/start/', () => {
  const overlay = (page: Page) => page.locator('.rsd-zoom');
  const image = (page: Page) => page.locator('main img[src="/images/rslib-stack.svg"]');

  /** Open the page with the diagram in view, the zoom attached (100 ms after load). */
  async function ready(page: Page) {
    await open(page, `${env.origin}/guide/start/`);
    await image(page).scrollIntoViewIfNeeded();
    await expect.poll(() => image(page).getAttribute('data-rsd-zoomable')).toBe('');
    // Leave room to scroll both ways from here.
    await page.evaluate(() => window.scrollBy(0, -100));
    await frames(page);
  }
  async function openZoom(page: Page) {
    await image(page).click();
    await expect.poll(() => overlay(page).getAttribute('class')).toContain('rsd-zoom--open');
  }
  const closed = (page: Page) => expect.poll(() => overlay(page).count(), { timeout: 2_000 }).toBe(0);

  it('opens on click and closes on Escape and on click', async () => {
    const { context, page, log } = await newPage(env);
    await ready(page);
    expect(await overlay(page).count()).toBe(0);
    await openZoom(page);
    expect(await page.getByRole('dialog').getAttribute('aria-label')).toBe(await image(page).getAttribute('alt'));
    // The enlarged copy is centred and larger than the original.
    const original = (await image(page).boundingBox())!;
    await animationsDone(overlay(page)); // the opening transition
    const zoomed = (await overlay(page).locator('.rsd-zoom__image').boundingBox())!;
    expect(zoomed.width).toBeGreaterThan(original.width);
    expect(Math.abs(zoomed.x + zoomed.width / 2 - 1440 / 2)).toBeLessThan(20);

    await page.keyboard.press('Escape');
    await closed(page);
    await openZoom(page);
    await overlay(page).click();
    await closed(page);
    expect(await image(page).evaluate((el) => (el as HTMLElement).style.visibility)).toBe('');
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('closes when the window is resized', async () => {
    const { context, page, log } = await newPage(env);
    await ready(page);
    await openZoom(page);
    await page.setViewportSize({ width: 1200, height: 800 });
    await closed(page);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('stays open on a 20 px scroll and closes after scrolling more than 40 px', async () => {
    const { context, page, log } = await newPage(env);
    await ready(page);
    await openZoom(page);
    const start = await page.evaluate(() => window.scrollY);
    // A scroll listener added now runs after the zoom's (added when it opened) for the same scroll event: once it
    // has seen the page at +20 px, the zoom has judged that scroll too, and a close would have begun.
    await page.evaluate(() => {
      const w = window as unknown as { __scrolledTo: number[] };
      w.__scrolledTo = [];
      window.addEventListener('scroll', () => w.__scrolledTo.push(window.scrollY), { passive: true });
      window.scrollBy(0, 20);
    });
    await page.waitForFunction((y) => (window as unknown as { __scrolledTo: number[] }).__scrolledTo.includes(y), start + 20);
    expect(await page.evaluate(() => window.scrollY)).toBe(start + 20);
    expect(await overlay(page).getAttribute('class')).toContain('rsd-zoom--open');
    await page.evaluate(() => window.scrollBy(0, 25)); // 45 px since opening
    await closed(page);
    expect(log.messages).toEqual([]);
    await context.close();
  });
});

describe('locale redirect (first visit)', () => {
  it('a Chinese browser goes once from an English page to the Chinese one; English afterwards stays English', async () => {
    const { context, page, log } = await newPage(env, { locale: 'zh-CN', firstVisit: true });
    expect(await page.evaluate(() => navigator.languages)).toEqual(['zh-CN']);
    await page.goto(`${env.origin}/guide/start/quick-start`);
    await page.waitForURL(`${env.origin}/zh/guide/start/quick-start`);
    await expect.poll(() => h1(page)).toBe('快速上手');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    expect(await stored(page, LOCALE_VISITED_KEY)).toBe('1');
    // A redirect replaces the entry: the history holds the new tab's blank page and the Chinese page, no English one.
    expect(await page.evaluate(() => history.length)).toBe(2);

    // Back to English with the language switch: no second redirect, not even after reload.
    await page.locator('header a.rsd-language-switch').click();
    await page.waitForURL(`${env.origin}/guide/start/quick-start`);
    await expect.poll(() => h1(page)).toBe('Quick Start');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await open(page, `${env.origin}/guide/start/quick-start`);
    await waitQuiet(page); // a redirect started by the page would still hold a request
    expect(path(page)).toBe('/guide/start/quick-start');
    expect(await h1(page)).toBe('Quick Start');
    // Another English page in the same browser stays English too.
    await open(page, `${env.origin}/config/lib/dts`);
    await waitQuiet(page);
    expect(path(page)).toBe('/config/lib/dts');
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('an English browser is not redirected from an English page, and only gets the flag', async () => {
    const { context, page, log } = await newPage(env, { locale: 'en-US', firstVisit: true });
    await open(page, `${env.origin}/guide/start/`);
    await expect.poll(() => stored(page, LOCALE_VISITED_KEY)).toBe('1');
    await waitQuiet(page);
    expect(path(page)).toBe('/guide/start/');
    expect(await h1(page)).not.toMatch(/[\u4e00-\u9fff]/);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  // An English browser arriving on a Chinese page stays there: see boot.e2e.test.ts (the redirect before first paint).

  it('the 404 page never redirects', async () => {
    const { context, page } = await newPage(env, { locale: 'zh-CN', firstVisit: true });
    await open(page, `${env.origin}/no/such/page`);
    await waitQuiet(page);
    expect(path(page)).toBe('/no/such/page');
    expect(await stored(page, LOCALE_VISITED_KEY)).toBeNull();
    await context.close();
  });
});

describe('localStorage that throws', () => {
  /** Every read and write of localStorage throws, as with storage disabled. */
  async function breakStorage(context: BrowserContext) {
    await context.addInitScript(() => {
      const fail = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Storage.prototype.getItem = fail;
      Storage.prototype.setItem = fail;
      Storage.prototype.removeItem = fail;
    });
  }

  it('the site works and every toggle works for the visit; no locale redirect, no error', async () => {
    const { context, page, log } = await newPage(env, { locale: 'zh-CN', colorScheme: 'light', firstVisit: true });
    await breakStorage(context);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.origin });
    await open(page, `${env.origin}/guide/start/quick-start`);
    expect(await page.evaluate(() => { try { localStorage.getItem('x'); return 'works'; } catch { return 'throws'; } })).toBe('throws');
    // No redirect: without storage it could not stay a one-time event.
    await waitQuiet(page);
    expect(path(page)).toBe('/guide/start/quick-start');
    expect(await h1(page)).toBe('Quick Start');

    // Appearance.
    await page.locator('.rsd-navbar__extras .rsd-appearance-toggle').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);

    // Package-manager tabs: the choice holds across the groups of the page.
    const pnpm = page.locator('.rsd-pm-tabs').first().getByRole('tab', { name: 'pnpm', exact: true });
    await pnpm.click();
    await expect.poll(() => pnpm.getAttribute('aria-selected')).toBe('true');

    // Code wrap.
    const block = page.locator('.rsd-code:visible').filter({ has: page.locator('.line') }).first();
    await block.scrollIntoViewIfNeeded();
    await block.hover();
    const wrap = block.getByRole('button', { name: 'Toggle line wrap' });
    await wrap.click();
    expect(await wrap.getAttribute('aria-pressed')).toBe('true');

    // Sidebar group.
    const header = page.locator('.rsd-sidebar').getByRole('button', { name: 'Basic', exact: true });
    await header.click();
    await expect.poll(() => header.getAttribute('aria-expanded')).toBe('false');
    await header.click();
    await expect.poll(() => header.getAttribute('aria-expanded')).toBe('true');

    // Client navigation keeps the visit's choices; the banner on the home page closes.
    await page.locator('.rsd-navbar__brand a.rsd-navbar__title').click();
    await page.waitForURL(`${env.origin}/`);
    const banner = page.locator('.rsd-banner');
    await banner.waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await banner.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    expect(log.messages).toEqual([]);
    await context.close();
  });
});
