import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDist } from './browser';
import { DEV_FIXTURE, startDevSite } from './dev-server';
import { entryScriptOf, holdRequests, newPage, open, redirectsFromDist, setup, type E2E, type NewPageOptions, WAIT_MS, waitHydrated } from './helpers';

// The Rslib site is built with `csp: true` (issue #30): every page declares a strict Content-Security-Policy, the
// server sends the union from `_headers`, and everything the site does runs under it without a single violation.
let env: E2E;
beforeAll(async () => {
  env = await setup();
});
afterAll(async () => {
  await env?.close();
});

const DOC = '/guide/start/';
const PHONE: NewPageOptions = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

/**
 * A page whose every `securitypolicyviolation` (from the first byte: an init script runs before the page's own)
 * and every console line about the policy is recorded, across the documents it loads.
 */
async function watched(options: NewPageOptions = {}): Promise<{ context: BrowserContext; page: Page; violations: () => Promise<string[]> }> {
  const { context, page, log } = await newPage(env, options);
  const seen: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const line = `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${location.pathname}: ${event.sample}`;
      (window as unknown as { __cspReport?: (line: string) => void }).__cspReport?.(line);
    });
  });
  await context.exposeBinding('__cspReport', (_source, line: string) => void seen.push(line));
  const violations = async () => [...seen, ...log.messages.filter((m) => /Content Security Policy|Refused to/i.test(m))];
  return { context, page, violations };
}

/** The policy a document declares, and where its `<meta>` sits. */
const declared = (page: Page) =>
  page.evaluate(() => {
    const meta = document.querySelector('meta[http-equiv="Content-Security-Policy"]');
    return { policy: meta?.getAttribute('content') ?? '', first: document.head.firstElementChild === meta };
  });

describe('the policy each page declares and the server sends', () => {
  it('is first in <head> on every kind of page, strict for scripts and styles, and the header holds every page\'s hashes', async () => {
    const { context, page, violations } = await watched();
    const pages = ['/', '/zh/', DOC, '/zh/guide/start/', '/blog/', '/does/not/exist'];
    const header = fs.readFileSync(path.join(siteDist, '_headers'), 'utf8');
    for (const route of pages) {
      const response = await page.goto(`${env.origin}${route}`, { waitUntil: 'load' });
      const sent = response!.headers()['content-security-policy']!;
      expect(header).toContain(sent);
      const { policy, first } = await declared(page);
      expect({ route, first }).toEqual({ route, first: true });
      for (const name of ['script-src', 'style-src']) {
        const sources = policy.split(';').map((d) => d.trim().split(/\s+/)).find(([n]) => n === name)!.slice(1);
        expect(sources.filter((s) => !/^'sha256-[A-Za-z0-9+/]+=*'$/.test(s))).toEqual(["'self'"]);
        for (const hash of sources.slice(1)) expect(sent).toContain(hash);
      }
      await waitHydrated(page);
    }
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('a redirect page sends its visitor on under its policy', async () => {
    const { context, page, violations } = await watched();
    const [from, to] = [...redirectsFromDist()].find(([f]) => !f.startsWith('/zh/'))!;
    // The static server answers the rule itself; the page is what a host without `_redirects` serves.
    await page.goto(`${env.origin}${from.endsWith('/') ? `${from}index.html` : `${from}.html`}`);
    await page.waitForURL((url) => url.pathname === to.split('#')[0]);
    expect(await violations()).toEqual([]);
    await context.close();
  });
});

describe('the head script under the policy', () => {
  it('sets the dark class before the first paint, opens the early field on Ctrl+K and holds a click for React', async () => {
    const { context, page, violations } = await watched({ colorScheme: 'dark' });
    const app = await holdRequests(page, new RegExp(`^${entryScriptOf(DOC).replace(/[.]/g, '\\.')}$`));
    // What the first paint shows: recorded by the first frame's callback, before anything else can change it.
    await context.addInitScript(() => {
      requestAnimationFrame(() => ((window as unknown as { __firstFrameDark: boolean }).__firstFrameDark = document.documentElement.classList.contains('dark')));
    });
    await page.goto(`${env.origin}${DOC}`, { waitUntil: 'load' });
    expect(await page.evaluate(() => (window as unknown as { __firstFrameDark: boolean }).__firstFrameDark)).toBe(true);
    await page.keyboard.press('Control+K');
    const early = page.locator('dialog.rsd-search--early[open]');
    await early.waitFor();
    expect(await early.locator('svg').count()).toBe(2); // its icons, copied from the page
    await page.keyboard.type('dts');
    app.release();
    // React's dialog takes the field over with what was typed.
    await expect.poll(() => page.locator('[role="dialog"] input').inputValue().catch(() => ''), { timeout: 15_000 }).toBe('dts');
    await page.keyboard.press('Escape');
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('a click that needs React is held and replayed; the controls work before React (appearance, code copy)', async () => {
    const { context, page, violations } = await watched();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.origin });
    const app = await holdRequests(page, new RegExp(`^${entryScriptOf('/guide/start/quick-start').replace(/[.]/g, '\\.')}$`));
    await page.goto(`${env.origin}/guide/start/quick-start`, { waitUntil: 'load' });
    const wasDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    await page.locator('.rsd-appearance-toggle:visible').first().click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(!wasDark);
    const block = page.locator('.rsd-code').first();
    await block.hover();
    await block.locator('.rsd-code__copy').click();
    await expect.poll(() => block.locator('.rsd-code__copy').getAttribute('data-state')).toBe('copied');
    const tab = page.getByRole('tab').nth(1);
    await tab.click();
    await expect.poll(() => app.held.length, { timeout: 15_000 }).toBe(1);
    app.release();
    await waitHydrated(page);
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it("the navbar's menu and the drawer open before React (375 px)", async () => {
    const { context, page, violations } = await watched(PHONE);
    await page.route((url) => url.pathname === entryScriptOf(DOC), (r) => r.abort());
    await page.goto(`${env.origin}${DOC}`, { waitUntil: 'load' });
    await page.locator('.rsd-mobile-menu__button').tap();
    await page.locator('dialog.rsd-mobile-menu[open]').waitFor();
    await page.locator('.rsd-mobile-menu__close').tap();
    await page.locator('.rsd-doc-layout__drawer-toggle').tap();
    await expect.poll(() => page.locator('.rsd-doc-layout__sidebar').getAttribute('data-open')).toBe('');
    // The blocked entry is the test's doing (a failed request), not the policy's.
    expect(await violations()).toEqual([]);
    await context.close();
  });
});

describe('the app under the policy', () => {
  it('hydrates, navigates on the client, searches, zooms an image and scrolls under the search dialog', async () => {
    const { context, page, violations } = await watched();
    await open(page, `${env.origin}/`);
    // The hero's stars are placed by the stylesheet (no style attributes to block).
    expect(await page.locator('.rsd-home-hero__star').evaluateAll((els) => els.map((el) => getComputedStyle(el).top).filter((top) => top === '0px' || top === 'auto'))).toEqual([]);
    await page.locator('a[href="/guide/start/"]').first().click();
    await page.waitForURL(`${env.origin}/guide/start/`);
    await page.locator('h1').filter({ hasText: 'Introduction' }).waitFor();
    // Image zoom.
    const image = page.getByAltText('How Rslib builds on Rsbuild and Rspack');
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.getAttribute('data-rsd-zoomable')).toBe('');
    await image.click();
    await expect.poll(() => page.locator('.rsd-zoom').getAttribute('class')).toContain('rsd-zoom--open');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.rsd-zoom--open').count()).toBe(0);
    // Search (local index): the dialog locks the page's scroll by the stylesheet, not a <style> written at run time.
    await page.keyboard.press('Control+K');
    const input = page.locator('[role="dialog"] input');
    await input.waitFor();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-rsd-scroll-locked'))).toBe(true);
    await page.keyboard.type('dts');
    await page.locator('[role="dialog"] [aria-busy="false"] [role="option"]').first().waitFor({ timeout: 15_000 });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/guide/start/');
    await waitHydrated(page);
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it("the 404 page switches to the path's language", async () => {
    const { context, page, violations } = await watched();
    const response = await page.goto(`${env.origin}/zh/nope`, { waitUntil: 'load' });
    expect(response!.status()).toBe(404);
    await page.getByText('页面未找到').waitFor({ timeout: 15_000 });
    expect(await violations()).toEqual([]);
    await context.close();
  });
});

describe('the dev server', () => {
  it('sends its looser policy, and a page hydrates, navigates and opens search under it without a violation', async () => {
    const config = fs.readFileSync(path.join(DEV_FIXTURE, 'site.config.ts'), 'utf8');
    expect(config).toContain('defineConfig({');
    const site = await startDevSite({ files: { 'site.config.ts': config.replace('defineConfig({', 'defineConfig({\n  csp: true,') } });
    try {
      const { context, page, violations } = await watched();
      // The first page of a cold server waits for Vite to pre-bundle dependencies.
      context.setDefaultTimeout(WAIT_MS);
      const response = await page.goto(`${site.origin}/`, { waitUntil: 'load' });
      expect(response!.headers()['content-security-policy']).toMatch(/script-src 'self' 'unsafe-inline';.*connect-src 'self' ws: wss:/);
      await page.waitForFunction(() => (window as { __RSDOCS_HYDRATED__?: boolean }).__RSDOCS_HYDRATED__ === true);
      const link = page.locator('main a[href^="/guide/"]').first();
      const target = await link.getAttribute('href');
      await link.click();
      await page.waitForURL((url) => url.pathname === target);
      await page.keyboard.press('Control+K');
      await page.locator('[role="dialog"] input').waitFor({ timeout: 15_000 });
      expect(await violations()).toEqual([]);
      await context.close();
    } finally {
      await site.close();
    }
  });
});

describe('the watch itself', () => {
  it('sees a violation, and no dark class before paint, on a page served without its head script\'s hash', async () => {
    const { context, page, violations } = await watched({ colorScheme: 'dark' });
    await page.route(
      (url) => url.pathname === DOC,
      async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        const hash = /script-src 'self' ('sha256-[^']+')/.exec(html)![1]!;
        const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name !== 'content-security-policy'));
        await route.fulfill({ response, body: html.replace(` ${hash}`, ''), headers });
      },
    );
    await page.goto(`${env.origin}${DOC}`, { waitUntil: 'load' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await expect.poll(violations).toEqual(expect.arrayContaining([expect.stringMatching(/^script-src-elem blocked inline/)]));
    await context.close();
  });
});
