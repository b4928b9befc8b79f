import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, open, setup, type E2E } from './helpers';

// Keyboard only: the skip link comes first and moves focus to the content, every focused control shows a
// focus ring, the search dialog traps focus and gives it back, the tool-stack popover and the mobile menu open,
// are walked and close by keyboard.
let env: E2E;
beforeAll(async () => {
  env = await setup();
});
afterAll(async () => {
  await env?.close();
});

interface Focused {
  /** A short description: tag, classes, text. */
  what: string;
  region: 'header' | 'sidebar' | 'content' | 'outline' | 'dialog' | 'popover' | 'other';
  /** The visible focus indicator, or '' when there is none. */
  indicator: string;
  inViewport: boolean;
}

/** Describe the element that has focus now, as the visitor sees it. */
function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const ring = (node: Element) => {
      const style = getComputedStyle(node);
      const outline =
        style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0 && !/rgba\(.*,\s*0\)$|transparent/.test(style.outlineColor)
          ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
          : '';
      return outline || (style.boxShadow !== 'none' ? `box-shadow ${style.boxShadow}` : '');
    };
    // A text field may leave the ring to the box around it (:focus-within), one level up.
    const parentRing = el.matches('input, textarea, select') && el.parentElement ? ring(el.parentElement) : '';
    const indicator = ring(el) || (parentRing && `parent ${parentRing}`);
    const rect = el.getBoundingClientRect();
    const region = el.closest('.rsd-nav-popover')
      ? 'popover'
      : el.closest('[role="dialog"], dialog')
        ? 'dialog'
        : el.closest('header')
          ? 'header'
          : el.closest('.rsd-sidebar, .rsd-doc-layout__sidebar')
            ? 'sidebar'
            : el.closest('.rsd-outline')
              ? 'outline'
              : el.closest('main')
                ? 'content'
                : 'other';
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
    return {
      what: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')} "${text}"`,
      region,
      indicator,
      inViewport: rect.width > 1 && rect.height > 1 && rect.bottom > 0 && rect.top < innerHeight && rect.right > 0 && rect.left < innerWidth,
    } as const;
  });
}

async function tab(page: Page, times = 1, shift = false): Promise<Array<Focused | null>> {
  const seen: Array<Focused | null> = [];
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
    seen.push(await focused(page));
  }
  return seen;
}

const activeMatches = (page: Page, selector: string) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

describe('skip link', () => {
  it.each([
    ['/guide/start/quick-start', 'doc'],
    ['/', 'home'],
    ['/zh/config/', 'overview'],
  ])('on %s (%s) is the first Tab stop, shows itself, and moves focus to the main content', async (path) => {
    const { context, page, log } = await newPage(env);
    await open(page, env.origin + path);
    const [first] = await tab(page);
    expect(first?.what).toMatch(/^a\.rsd-skip-link /);
    expect(first?.inViewport, 'the focused skip link is on screen').toBe(true);
    expect(first?.indicator).not.toBe('');

    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('rsd-main');
    // The next Tab continues inside the content, past the navbar and the sidebar.
    const [next] = await tab(page);
    expect(next?.region).toBe('content');
    expect(log.messages).toEqual([]);
    await context.close();
  });
});

describe('focus is visible', () => {
  it('on every control Tab reaches in navbar, sidebar, content and outline of a doc page', async () => {
    const { context, page, log } = await newPage(env);
    await open(page, `${env.origin}/guide/start/quick-start`);
    const stops: Focused[] = [];
    // Walk the page until focus wraps around to the skip link again (or a generous limit).
    for (let i = 0; i < 250; i++) {
      const [now] = await tab(page);
      if (!now) continue;
      if (i > 0 && now.what.startsWith('a.rsd-skip-link')) break;
      stops.push(now);
    }
    const regions = new Set(stops.map((s) => s.region));
    for (const region of ['header', 'sidebar', 'content', 'outline'] as const) expect(regions, region).toContain(region);
    const invisible = stops.filter((s) => !s.indicator).map((s) => `${s.region}: ${s.what}`);
    expect(invisible).toEqual([]);
    const offscreen = stops.filter((s) => !s.inViewport).map((s) => `${s.region}: ${s.what}`);
    expect(offscreen).toEqual([]);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('the checker sees a control whose focus ring was removed', async () => {
    const { context, page } = await newPage(env);
    await open(page, `${env.origin}/guide/start/quick-start`);
    // A constructed style sheet, not a <style> tag: the site's Content-Security-Policy refuses inline styles.
    await page.evaluate((css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    }, '.rsd-skip-link:focus-visible { outline: none !important; box-shadow: none !important; }');
    const [first] = await tab(page);
    expect(first?.what).toMatch(/^a\.rsd-skip-link /);
    expect(first?.indicator).toBe('');
    await context.close();
  });
});

describe('search dialog by keyboard', () => {
  it('Ctrl+K opens it, Tab stays inside, Escape closes it and focus returns to where it was', async () => {
    const { context, page, log } = await newPage(env);
    await open(page, `${env.origin}/guide/start/quick-start`);
    // Focus something in the content first: the skip link, then into main.
    await tab(page);
    await page.keyboard.press('Enter');
    const [before] = await tab(page);
    expect(before?.region).toBe('content');

    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    await expect.poll(() => activeMatches(page, '[role="dialog"] [role="combobox"]')).toBe(true);
    await page.keyboard.type('build');
    await dialog.getByRole('option').first().waitFor({ state: 'visible' });

    // Forward and backward, focus never leaves the dialog, and it does come back round to the input.
    const forward = await tab(page, 6);
    const backward = await tab(page, 6, true);
    const outside = [...forward, ...backward].filter((f) => f?.region !== 'dialog').map((f) => f?.what ?? 'body');
    expect(outside).toEqual([]);
    expect([...forward, ...backward].some((f) => f?.what.startsWith('input'))).toBe(true);
    expect([...forward, ...backward].every((f) => f?.indicator)).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const after = await focused(page);
    expect(after?.what).toBe(before?.what);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('the search button opens it with Enter and gets focus back on Escape', async () => {
    const { context, page, log } = await newPage(env);
    await open(page, `${env.origin}/guide/start/`);
    let reached = false;
    for (let i = 0; i < 15 && !reached; i++) {
      await tab(page);
      reached = await activeMatches(page, '.rsd-navbar__search');
    }
    expect(reached, 'Tab reaches the search button').toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    await expect.poll(() => activeMatches(page, '[role="dialog"] [role="combobox"]')).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => activeMatches(page, '.rsd-navbar__search')).toBe(true);

    // Space works as well.
    await page.keyboard.press('Space');
    await dialog.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => activeMatches(page, '.rsd-navbar__search')).toBe(true);
    expect(log.messages).toEqual([]);
    await context.close();
  });
});

describe('navbar popover and links by keyboard', () => {
  it.each(['Enter', 'Space'])('the tool stack opens with %s, Tab walks its links, Escape closes it and refocuses the button', async (key) => {
    const { context, page, log } = await newPage(env);
    await open(page, `${env.origin}/guide/start/`);
    const trigger = page.locator('header .rsd-tool-stack__trigger');
    // Skip link, then the tool-stack button.
    await tab(page, 2);
    expect(await activeMatches(page, 'header .rsd-tool-stack__trigger')).toBe(true);
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');

    await page.keyboard.press(key);
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator('.rsd-nav-popover');
    await panel.waitFor({ state: 'visible' });
    // Focus moved into the panel; Tab goes from card to card inside it.
    await expect.poll(async () => (await focused(page))?.region).toBe('popover');
    const cards = await panel.locator('a').count();
    expect(cards).toBe(6);
    const walk = [await focused(page), ...(await tab(page, cards - 1))];
    expect(walk.map((f) => f?.region)).toEqual(Array(cards).fill('popover'));
    expect(new Set(walk.map((f) => f?.what)).size).toBe(cards);
    expect(walk.every((f) => f?.indicator)).toBe(true);

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => activeMatches(page, 'header .rsd-tool-stack__trigger')).toBe(true);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('the language switch and the appearance toggle work from the keyboard', async () => {
    const { context, page, log } = await newPage(env, { colorScheme: 'light' });
    await open(page, `${env.origin}/guide/start/`);
    let stop: Focused | null | undefined = null;
    for (let i = 0; i < 20; i++) {
      [stop] = await tab(page);
      if (await activeMatches(page, '.rsd-navbar__extras .rsd-appearance-toggle')) break;
    }
    expect(stop?.what).toMatch(/rsd-appearance-toggle/);
    expect(stop?.indicator).not.toBe('');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    // The focus ring is still there in dark.
    expect((await focused(page))?.indicator).not.toBe('');

    await tab(page, 1, true);
    expect(await activeMatches(page, 'header .rsd-language-switch')).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${env.origin}/zh/guide/start/`);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('a sidebar group collapses and expands with Enter', async () => {
    const { context, page } = await newPage(env);
    await open(page, `${env.origin}/guide/start/`);
    const header = page.locator('.rsd-sidebar').getByRole('button', { name: 'Basic', exact: true });
    for (let i = 0; i < 40 && !(await activeMatches(page, '.rsd-sidebar__group-button')); i++) await tab(page);
    // The first group button is "Getting Started"; move on to "Basic" past the links and groups before it.
    for (let i = 0; i < 30 && !(await header.evaluate((el) => el === document.activeElement)); i++) await tab(page);
    expect(await header.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => header.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    await expect.poll(() => header.getAttribute('aria-expanded')).toBe('true');
    await context.close();
  });
});

describe('mobile menu at 375 px by keyboard', () => {
  it('opens with Enter, keeps Tab off the page behind, closes with Escape and refocuses the Menu button', async () => {
    const { context, page, log } = await newPage(env, { viewport: { width: 375, height: 740 } });
    await open(page, `${env.origin}/guide/start/`);
    const menu = page.locator('header .rsd-mobile-menu__button');
    for (let i = 0; i < 15 && !(await activeMatches(page, 'header .rsd-mobile-menu__button')); i++) await tab(page);
    expect(await activeMatches(page, 'header .rsd-mobile-menu__button')).toBe(true);
    expect((await focused(page))?.indicator).not.toBe('');

    await page.keyboard.press('Enter');
    const screen = page.getByRole('dialog');
    await screen.waitFor({ state: 'visible' });
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(async () => (await focused(page))?.region).toBe('dialog');
    const stops = screen.locator('a[href], button, input, [tabindex]:not([tabindex="-1"])');
    const count = await stops.count();
    expect(count).toBeGreaterThan(4);
    // One full round and a bit: focus never reaches the page behind the screen (a native modal dialog makes it inert;
    // after its last stop focus may visit the browser's own UI, which the page sees as no focus, then comes back),
    // and every stop shows a ring.
    const walk = await tab(page, count + 2);
    const stopsIn = walk.filter((f): f is Focused => f !== null);
    expect(stopsIn.filter((f) => f.region !== 'dialog').map((f) => f.what)).toEqual([]);
    expect(walk.length - stopsIn.length).toBeLessThanOrEqual(1);
    expect(stopsIn.filter((f) => !f.indicator).map((f) => f.what)).toEqual([]);
    expect(walk.some((f) => /"Config"/.test(f?.what ?? ''))).toBe(true);

    await page.keyboard.press('Escape');
    await screen.waitFor({ state: 'hidden' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => activeMatches(page, 'header .rsd-mobile-menu__button')).toBe(true);
    expect(log.messages).toEqual([]);
    await context.close();
  });
});
