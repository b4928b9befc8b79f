import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, open, pageChunkOf, setup, type E2E } from './helpers';
import { contentReloadAfter, waitQuiet } from './settle';

// Client navigation, route-chunk preloading, history, anchors, the 404 page and the part switches.
let env: E2E;
beforeAll(async () => {
  env = await setup();
});
afterAll(async () => {
  await env?.close();
});

const h1 = (page: Page) => page.locator('main h1').first().innerText();

/** Record `rsdocs:content-reload` events (with the path at that moment) and mark the window. */
async function instrument(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __marker: number; __reloads: string[] };
    w.__marker = 1;
    w.__reloads = [];
    window.addEventListener('rsdocs:content-reload', () => w.__reloads.push(window.location.pathname));
  });
}
const marker = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker);
const reloads = (page: Page) => page.evaluate(() => (window as unknown as { __reloads?: string[] }).__reloads ?? []);

/**
 * Top of the element with `id` relative to the viewport, once scrolling has settled: the same across three frames.
 * Counted in frames, not milliseconds: on a loaded machine no frame may come for 100 ms while a smooth scroll is
 * still under way, and two readings that far apart were taken for the end of it.
 */
async function settledTop(page: Page, id: string): Promise<number> {
  return page.evaluate(async (i) => {
    const frames = (n: number) => new Promise<void>((resolve) => (n ? requestAnimationFrame(() => void frames(n - 1).then(resolve)) : resolve()));
    const top = () => document.getElementById(i)!.getBoundingClientRect().top;
    for (let last = top(); ; ) {
      await frames(3);
      const now = top();
      if (Math.abs(now - last) < 0.5) return now;
      last = now;
    }
  }, id);
}

describe('client navigation', () => {
  it('clicking a sidebar link swaps the page without a full reload and fires content-reload', async () => {
    const { context, page, log } = await newPage(env);
    await open(page, `${env.origin}/guide/start/`);
    const before = await h1(page);
    await instrument(page);
    let documentRequests = 0;
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documentRequests++;
    });

    await page.locator('.rsd-sidebar a[href="/guide/start/quick-start"]').click();
    await page.waitForURL(`${env.origin}/guide/start/quick-start`);
    await expect.poll(() => h1(page)).toBe('Quick Start');
    expect(before).not.toBe('Quick Start');
    expect(await marker(page)).toBe(1); // same window: no reload
    expect(documentRequests).toBe(0);
    await expect.poll(() => reloads(page)).toContain('/guide/start/quick-start');
    await expect.poll(() => page.title()).toBe('Quick Start | Rslib');
    // The sidebar marks the new page as current.
    expect(await page.locator('.rsd-sidebar a[aria-current="page"]').getAttribute('href')).toBe('/guide/start/quick-start');
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('hydrates the page before its section manifest arrives; the sidebar stays on screen, then works', async () => {
    const { context, page, log } = await newPage(env);
    // Hold back the section's manifest (route table and sidebars: `<lang>|<version>|<segment>` → `en.~.guide.json`).
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const held: string[] = [];
    await page.route(/\/_rsdocs\/sections\/[^/]*\.json$/, async (route) => {
      held.push(new URL(route.request().url()).pathname);
      await released;
      await route.continue();
    });
    await open(page, `${env.origin}/guide/start/quick-start`); // waits for hydration
    expect(held.length).toBe(1); // requested at start-up, not in the HTML's first load
    const html = await page.evaluate(() => document.documentElement.outerHTML);
    expect(html).not.toContain(held[0]);
    // The content and the navbar are live: the appearance toggle works while the sidebar data is held back.
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    const wasDark = await dark();
    await page.locator('.rsd-navbar__extras .rsd-appearance-toggle').click();
    await expect.poll(dark).toBe(!wasDark);
    // A re-render of the layout meanwhile (a query switch) leaves the waiting sidebar alone.
    await page.evaluate(() => {
      history.replaceState(history.state, '', `${location.pathname}?outline=0`);
      window.dispatchEvent(new Event('rsdocs:content-reload'));
    });
    await expect.poll(() => page.locator('.rsd-outline').count()).toBe(0);
    // The prerendered sidebar is still there (not replaced by an empty fallback).
    expect(await page.locator('.rsd-sidebar a[aria-current="page"]').getAttribute('href')).toBe('/guide/start/quick-start');

    release();
    const header = page.locator('.rsd-sidebar').getByRole('button', { name: 'Basic', exact: true });
    await header.click();
    await expect.poll(() => header.getAttribute('aria-expanded')).toBe('false');
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('hovering a link requests its route chunk before the click', async () => {
    const { context, page, log } = await newPage(env);
    const from = '/guide/start/';
    const target = '/guide/basic/cli';
    const chunk = pageChunkOf(target, from);
    const requested: string[] = [];
    page.on('request', (r: Request) => requested.push(new URL(r.url()).pathname));
    await open(page, env.origin + from);
    // Not loaded up front: nothing the page requests by itself (at load, hydration or an idle moment) is the chunk.
    await waitQuiet(page);
    expect(requested).not.toContain(chunk);
    await instrument(page);

    const link = page.locator(`.rsd-sidebar a[href="${target}"]`);
    const chunkRequest = page.waitForRequest((r) => new URL(r.url()).pathname === chunk, { timeout: 5_000 });
    await link.hover();
    await chunkRequest;
    expect(page.url()).toBe(`${env.origin}${from}`); // still before the click

    await link.click();
    await page.waitForURL(env.origin + target);
    await expect.poll(() => h1(page)).toMatch(/CLI/);
    expect(await marker(page)).toBe(1);
    // Loaded once, by the hover.
    expect(requested.filter((p) => p === chunk)).toHaveLength(1);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('never shows the new page at the old scroll position (scrolls with the swap)', async () => {
    const { context, page, log } = await newPage(env);
    await open(page, `${env.origin}/guide/basic/configure-rslib`);
    const first = await h1(page);
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(800);
    // Sample every frame: the heading shown and the scroll position.
    await page.evaluate(() => {
      const w = window as unknown as { __frames: Array<[string, number]> };
      w.__frames = [];
      const tick = () => {
        w.__frames.push([document.querySelector('main h1')?.textContent ?? '', window.scrollY]);
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const navigated = await contentReloadAfter(page);
    await page.locator('.rsd-sidebar a[href="/guide/start/glossary"]').click();
    await page.waitForURL(`${env.origin}/guide/start/glossary`);
    await expect.poll(() => h1(page)).not.toBe(first);
    // The navigation has ended (content-reload, after the swap and its scroll); ten more frames are sampled after it.
    await navigated();
    const sampled = await page.evaluate(() => (window as unknown as { __frames: unknown[] }).__frames.length);
    await page.waitForFunction((n) => (window as unknown as { __frames: unknown[] }).__frames.length >= n + 10, sampled);
    const frames = await page.evaluate(() => (window as unknown as { __frames: Array<[string, number]> }).__frames);
    const newPageFrames = frames.filter(([text]) => text !== first && text !== '');
    expect(newPageFrames.length).toBeGreaterThan(0);
    expect(newPageFrames.filter(([, y]) => y !== 0)).toEqual([]);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('browser back returns to the previous page without a reload', async () => {
    const { context, page, log } = await newPage(env);
    await open(page, `${env.origin}/guide/start/`);
    const first = await h1(page);
    await instrument(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    await page.locator('.rsd-sidebar a[href="/guide/start/glossary"]').click();
    await page.waitForURL(`${env.origin}/guide/start/glossary`);
    await expect.poll(() => h1(page)).not.toBe(first);

    await page.goBack();
    await page.waitForURL(`${env.origin}/guide/start/`);
    await expect.poll(() => h1(page)).toBe(first);
    expect(await marker(page)).toBe(1);
    // The scroll position of the previous visit comes back.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    expect(await page.locator('.rsd-sidebar a[aria-current="page"]').getAttribute('href')).toBe('/guide/start/');

    await page.goForward();
    await page.waitForURL(`${env.origin}/guide/start/glossary`);
    await expect.poll(() => h1(page)).not.toBe(first);
    expect(await marker(page)).toBe(1);
    expect(log.messages).toEqual([]);
    await context.close();
  });
});

describe('anchors', () => {
  /** The id of an outline entry far enough from the end of the page that it can reach the top. */
  async function reachableHeading(page: Page): Promise<string> {
    const id = await page.evaluate(() => {
      const links = [...document.querySelectorAll<HTMLAnchorElement>('.rsd-outline a[href^="#"]')];
      const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
      const ids = links
        .map((a) => decodeURIComponent(a.hash.slice(1)))
        .filter((id) => {
          const el = document.getElementById(id);
          return el && el.getBoundingClientRect().top + window.scrollY - 72 < maxScroll - 50 && el.getBoundingClientRect().top > 400;
        });
      return ids[0] ?? null;
    });
    expect(id, 'page has an outline entry below the fold').toBeTruthy();
    return id!;
  }

  it('an outline link scrolls the heading to 72 px below the top', async () => {
    const { context, page, log } = await newPage(env);
    await open(page, `${env.origin}/guide/basic/configure-rslib`);
    const id = await reachableHeading(page);
    await instrument(page);
    await page.locator(`.rsd-outline a[href="#${id}"]`).click();
    const top = await settledTop(page, id);
    expect(top).toBeGreaterThan(70);
    expect(top).toBeLessThan(74);
    expect(decodeURIComponent(new URL(page.url()).hash.slice(1))).toBe(id);
    expect(await marker(page)).toBe(1);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('opening a URL with a hash lands on the heading 72 px below the top', async () => {
    const { context, page, log } = await newPage(env);
    await open(page, `${env.origin}/guide/basic/configure-rslib`);
    const id = await reachableHeading(page);
    await open(page, `${env.origin}/guide/basic/configure-rslib#${id}`);
    const top = await settledTop(page, id);
    expect(top).toBeGreaterThan(70);
    expect(top).toBeLessThan(74);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('a link to another page with a hash navigates client-side and scrolls to the heading', async () => {
    const { context, page, log } = await newPage(env);
    await open(page, `${env.origin}/config/`);
    await instrument(page);
    // The overview lists the headings that match its filter as links `page#heading`.
    await page.getByRole('searchbox', { name: 'Filter' }).fill('define');
    const link = page.locator('.rsd-overview__header a').first();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/config\/.+#.+/);
    const [path, id] = href.split('#') as [string, string];
    await link.click();
    await page.waitForURL(`${env.origin}${href}`);
    await page.waitForFunction((i) => !!document.getElementById(i), decodeURIComponent(id));
    // The runtime scrolls once the swap (a view transition) finished, then fires content-reload.
    await expect.poll(() => reloads(page)).toContain(path);
    const top = await settledTop(page, decodeURIComponent(id));
    const maxScroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    const scrollY = await page.evaluate(() => window.scrollY);
    // At 72 px, unless the page is too short to scroll that far.
    if (scrollY < maxScroll - 1) {
      expect(top).toBeGreaterThan(70);
      expect(top).toBeLessThan(74);
    } else {
      expect(top).toBeGreaterThanOrEqual(70);
    }
    expect(await marker(page)).toBe(1);
    expect(log.messages).toEqual([]);
    await context.close();
  });
});

describe('404', () => {
  it.each([
    ['/does/not/exist', '404', 'PAGE NOT FOUND', 'Take me home', '/'],
    ['/zh/nope', '404', '页面未找到', '返回首页', '/zh/'],
  ])('%s answers 404 and shows the not-found page', async (path, code, title, home, homeHref) => {
    const { context, page, log } = await newPage(env);
    const status = await open(page, env.origin + path);
    expect(status).toBe(404);
    const main = page.locator('main');
    await expect.poll(() => main.locator('.rsd-not-found__code').innerText()).toBe(code);
    expect(await main.locator('h1').innerText()).toBe(title);
    const link = main.getByRole('link', { name: home });
    expect(await link.getAttribute('href')).toBe(homeHref);
    expect(page.url()).toBe(env.origin + path); // the address stays
    // Allow the browser's own line about the 404 response, nothing else.
    expect(log.messages.filter((m) => !/status of 404/.test(m))).toEqual([]);

    await link.click();
    await page.waitForURL(env.origin + homeHref);
    await expect.poll(() => page.locator('.rsd-layout').getAttribute('data-page-type')).toBe('home');
    await context.close();
  });
});

describe('query switches', () => {
  const parts = {
    navbar: 'header.rsd-navbar',
    sidebar: '.rsd-sidebar',
    outline: '.rsd-outline',
  } as const;

  it('navbar, sidebar and outline show without switches', async () => {
    const { context, page } = await newPage(env);
    await open(page, `${env.origin}/guide/start/quick-start`);
    for (const selector of Object.values(parts)) expect(await page.locator(selector).count(), selector).toBe(1);
    await context.close();
  });

  it.each(Object.entries(parts))('?%s=0 hides it after load', async (name, selector) => {
    const { context, page, log } = await newPage(env);
    await open(page, `${env.origin}/guide/start/quick-start?${name}=0`);
    await expect.poll(() => page.locator(selector).count()).toBe(0);
    // The other parts stay.
    for (const [other, s] of Object.entries(parts)) if (other !== name) expect(await page.locator(s).count(), s).toBe(1);
    expect(await h1(page)).toBe('Quick Start');
    expect(log.messages).toEqual([]);
    await context.close();
  });
});

