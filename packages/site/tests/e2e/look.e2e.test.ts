import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDist } from './browser';
import { newPage, open, setup, type E2E } from './helpers';

// What a visitor sees of the look on the built Rslib site: the home feature grid and hero, the blog index, the 404
// page in the requested language (whichever 404.html the host serves), search results as real links, the outline
// and the small-screen bars and menus.
let env: E2E;
beforeAll(async () => {
  env = await setup();
});
afterAll(async () => {
  await env?.close();
});

const MOBILE = { viewport: { width: 375, height: 740 } };

describe('home', () => {
  it.each([
    ['/', 'Bundle or bundleless'],
    ['/zh/', '打包与 bundleless 任选'],
  ])('%s has a grid of feature cards, each a link to a page of the site', async (route, first) => {
    const { context, page, log } = await newPage(env);
    await open(page, env.origin + route);
    const cards = page.locator('.rsd-home-features__card');
    expect(await cards.count()).toBe(7);
    expect(await page.locator('.rsd-home-features__title').first().innerText()).toBe(first);
    const hrefs = await cards.evaluateAll((els) => els.map((a) => a.getAttribute('href')!));
    for (const href of hrefs) {
      const [target, id] = href.split('#') as [string, string | undefined];
      const response = await page.request.get(env.origin + target);
      expect(response.status(), href).toBe(200);
      if (id) expect(await response.text(), href).toContain(`id="${id}"`);
    }
    // Every card has its icon, drawn inline.
    expect(await page.locator('.rsd-home-features__icon--svg svg').count()).toBe(7);
    // Two wide cards, then three, then two: spans 6 / 4 / 6 on the 12-column grid.
    const spans = await page.locator('.rsd-home-features__item').evaluateAll((items) => items.map((li) => li.className.match(/span-(\d)/)![1]));
    expect(spans).toEqual(['6', '6', '4', '4', '4', '6', '6']);
    // One row per line of cards at 1440 px: 2, 3 and 2 cards side by side.
    const tops = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(3);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  /** Words of an element's text per rendered line. */
  const wordsPerLine = (page: Page, selector: string) =>
    page.locator(selector).evaluate((el) => {
      const lines = new Map<number, number>();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of node.textContent!.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const top = Math.round(range.getClientRects()[0]!.top);
          lines.set(top, (lines.get(top) ?? 0) + 1);
        }
      }
      return [...lines.entries()].sort((a, b) => a[0] - b[0]).map(([, count]) => count);
    });

  it('leaves no word alone on a line of the hero at 1440 px', async () => {
    const { context, page } = await newPage(env);
    await open(page, `${env.origin}/`);
    for (const selector of ['.rsd-home-hero__subtitle', '.rsd-home-hero__description']) {
      const lines = await wordsPerLine(page, selector);
      if (lines.length > 1) expect(Math.min(...lines), `${selector}: ${lines.join(' / ')} words per line`).toBeGreaterThan(1);
    }
    await context.close();
  });

  it.each([
    ['desktop', { viewport: { width: 1440, height: 900 } }],
    ['mobile', MOBILE],
  ])('never lets a star cover the hero text (%s)', async (_size, options) => {
    const { context, page } = await newPage(env, { ...options, reducedMotion: 'reduce' });
    await open(page, `${env.origin}/`);
    expect(await page.locator('.rsd-home-hero__star').count()).toBe(35);
    // The box around logo, title, texts and buttons looks the same with the stars and without them.
    const box = await page.locator('.rsd-home-hero__main').boundingBox();
    const clip = { x: box!.x, y: box!.y, width: box!.width, height: box!.height };
    // Stars do sit within that box (the test would see them if they showed).
    const inside = await page.locator('.rsd-home-hero__star').evaluateAll(
      (stars, b) => stars.filter((s) => {
        const r = s.getBoundingClientRect();
        return r.left < b.x + b.width && r.right > b.x && r.top < b.y + b.height && r.bottom > b.y;
      }).length,
      clip,
    );
    expect(inside).toBeGreaterThan(0);
    const withStars = await page.screenshot({ clip, animations: 'disabled' });
    await page.locator('.rsd-home-hero__stars').evaluate((el) => (el.style.visibility = 'hidden'));
    const withoutStars = await page.screenshot({ clip, animations: 'disabled' });
    expect(withStars.equals(withoutStars)).toBe(true);
    await context.close();
  });

  it('draws only the actions the page defines and fills the primary one with dark text', async () => {
    const { context, page } = await newPage(env);
    await open(page, `${env.origin}/`);
    const buttons = page.locator('.rsd-home-hero__button');
    expect(await buttons.evaluateAll((els) => els.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual([
      ['Introduction', '/guide/start/'],
      ['Quick Start', '/guide/start/quick-start'],
    ]);
    const [background, color] = await buttons.first().evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
    expect(background).toBe('rgb(255, 139, 0)');
    expect(color).toBe('rgb(11, 12, 14)');
    await context.close();
  });

  it('speaks Chinese in the footer of Chinese pages', async () => {
    const { context, page } = await newPage(env);
    await open(page, `${env.origin}/zh/`);
    expect(await page.locator('.rsd-footer').innerText()).toContain('Rslib 是基于 MIT 许可证发布的免费开源软件。');
    await context.close();
  });
});

describe('blog', () => {
  it.each([
    ['/blog/', 'Introducing Rslib 1.0', 'Aug 19, 2026'],
    ['/zh/blog/', null, '2026年8月19日'],
  ])("%s lists the build's posts with date and summary, and has no sidebar", async (route, title, date) => {
    const { context, page, log } = await newPage(env);
    await open(page, env.origin + route);
    const post = page.locator('.rsd-blog-index article').first();
    if (title) expect(await post.locator('h3').innerText()).toBe(title);
    expect(await post.locator('time').innerText()).toBe(date);
    expect((await post.locator('.rsd-blog-index__summary').innerText()).length).toBeGreaterThan(20);
    expect(await page.locator('.rsd-doc-layout__sidebar').count()).toBe(0);
    // The feed plugin's RSS file, linked from the index, exists.
    const feed = page.locator('.rsd-blog-index__feed');
    expect(await feed.getAttribute('href')).toBe(`${route}rss.xml`);
    const rss = await page.request.get(env.origin + (await feed.getAttribute('href'))!);
    expect(rss.status()).toBe(200);
    expect(await rss.text()).toContain('<rss');
    // A post shows its date above its title, and has no sidebar either.
    await post.locator('h3 a').click();
    await page.waitForURL(/\/blog\/introducing-rslib-1-0$/);
    await expect.poll(() => page.locator('main .rsd-post-meta time').innerText()).toBe(date);
    expect(await page.locator('.rsd-doc-layout__sidebar').count()).toBe(0);
    expect(log.messages).toEqual([]);
    await context.close();
  });
});

describe('404', () => {
  const rootNotFound = fs.readFileSync(path.join(siteDist, '404.html'), 'utf8');

  /** Like GitHub Pages, Netlify or Vercel: the root 404.html for this one unknown path. */
  async function hostServesRoot404(page: Page, url: string) {
    await page.route(url, (route) => route.fulfill({ status: 404, contentType: 'text/html', body: rootNotFound }));
  }

  /** Records, when the document is parsed (before any module runs), whether the page is shown and in what language. */
  async function recordFirstParse(page: Page) {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('rsd-root')!;
        (window as unknown as { __firstParse: unknown }).__firstParse = {
          visibility: getComputedStyle(root).visibility,
          text: root.querySelector('h1')?.textContent,
        };
      });
    });
  }

  it('switches the root 404.html to Chinese for /zh/… without painting English, and leads home to /zh/', async () => {
    const { context, page, log } = await newPage(env);
    const url = `${env.origin}/zh/guide/nope`;
    await hostServesRoot404(page, url);
    await recordFirstParse(page);
    expect(await open(page, url)).toBe(404);
    // The English page was there when the document was parsed, but hidden.
    expect(await page.evaluate(() => (window as unknown as { __firstParse: unknown }).__firstParse)).toEqual({ visibility: 'hidden', text: 'PAGE NOT FOUND' });
    await expect.poll(() => page.locator('h1').innerText()).toBe('页面未找到');
    expect(await page.locator('#rsd-root').evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    expect(await page.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/zh/');
    const sections = page.getByRole('navigation', { name: '文档板块' }).getByRole('link');
    expect(await sections.allInnerTexts()).toEqual(['指南', '配置', 'API', '博客']);
    // The navbar is Chinese too, and the search box opens Chinese search.
    expect(await page.locator('.rsd-navbar').innerText()).toContain('指南');
    await page.getByRole('button', { name: '搜索文档' }).click();
    await expect.poll(() => page.getByRole('combobox').getAttribute('placeholder')).toBe('搜索文档');
    expect(log.messages.filter((m) => !/404 \(Not Found\)/.test(m))).toEqual([]);
    await context.close();
  });

  it('keeps the root 404.html English, painted at once, for an English path', async () => {
    const { context, page, log } = await newPage(env);
    const url = `${env.origin}/guide/nope`;
    await hostServesRoot404(page, url);
    await recordFirstParse(page);
    await open(page, url);
    expect(await page.evaluate(() => (window as unknown as { __firstParse: unknown }).__firstParse)).toEqual({ visibility: 'visible', text: 'PAGE NOT FOUND' });
    expect(await page.getByRole('link', { name: 'Take me home' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('navigation', { name: 'Sections' }).getByRole('link').allInnerTexts()).toEqual(['Guide', 'Config', 'API', 'Blog']);
    expect(log.messages.filter((m) => !/404 \(Not Found\)/.test(m))).toEqual([]);
    await context.close();
  });

  it("serves a host's own /zh/404.html in Chinese as well", async () => {
    const { context, page } = await newPage(env);
    expect(await open(page, `${env.origin}/zh/nope`)).toBe(404);
    expect(await page.locator('h1').innerText()).toBe('页面未找到');
    expect(await page.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/zh/');
    await context.close();
  });
});

describe('search results are links', () => {
  async function searchFor(page: Page, query: string) {
    await page.keyboard.press('Control+K');
    const input = page.getByRole('dialog').getByRole('combobox');
    await input.waitFor();
    await input.fill(query);
    await page.getByRole('option').first().waitFor();
    return page.getByRole('dialog').getByRole('option');
  }

  it('opens a result in a new tab on a middle click and on Ctrl+click, at its page and section, and in the app on a click', async () => {
    const { context, page, log } = await newPage(env);
    await open(page, `${env.origin}/guide/start/`);
    const options = await searchFor(page, 'dts');
    const hrefs = await options.evaluateAll((els) => els.map((el) => [el.tagName, el.getAttribute('href')]));
    expect(hrefs.length).toBeGreaterThan(1);
    for (const [tag, href] of hrefs) {
      expect(tag).toBe('A');
      expect(href).toMatch(/^\/[^#]*(#[\w%-]+)?$/);
    }
    const withAnchor = options.filter({ has: page.locator('.rsd-search__hit-path') }).first();
    const href = (await withAnchor.getAttribute('href'))!;

    const [middle] = await Promise.all([context.waitForEvent('page'), withAnchor.click({ button: 'middle' })]);
    await middle.waitForLoadState();
    expect(middle.url()).toBe(env.origin + href);
    await middle.close();

    const [ctrl] = await Promise.all([context.waitForEvent('page'), withAnchor.click({ modifiers: ['Control'] })]);
    await ctrl.waitForLoadState();
    expect(ctrl.url()).toBe(env.origin + href);
    await ctrl.close();

    // Both left the dialog open and the page where it was.
    expect(page.url()).toBe(`${env.origin}/guide/start/`);
    expect(await page.getByRole('dialog').count()).toBe(1);

    const pagesBefore = context.pages().length;
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await withAnchor.click();
    await page.waitForURL(env.origin + href);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(context.pages().length).toBe(pagesBefore);
    // Navigated in the app: the window (and what it holds) is the same, no page load.
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('offers suggested searches in the empty dialog, then the recent one first', async () => {
    const { context, page } = await newPage(env);
    await open(page, `${env.origin}/zh/`);
    await page.keyboard.press('Control+K');
    const suggested = page.getByRole('region', { name: '试试搜索' });
    await suggested.waitFor();
    await suggested.getByRole('button', { name: '产物格式' }).click();
    await page.getByRole('option').first().click();
    await page.waitForURL((url) => url.pathname !== '/zh/');
    await page.keyboard.press('Control+K');
    await page.getByRole('combobox').fill('');
    expect(await page.getByRole('region', { name: '最近搜索' }).getByRole('button').allInnerTexts()).toEqual(['清除', '产物格式']);
    await context.close();
  });
});

describe('outline', () => {
  it.each([1440, 1920])('is at least 224 px wide and breaks rslib.startMFDevServer only at its dot at %i px', async (width) => {
    const { context, page } = await newPage(env, { viewport: { width, height: 900 } });
    await open(page, `${env.origin}/api/javascript-api/core`);
    const list = page.locator('.rsd-doc-layout__outline .rsd-outline__list');
    expect(await list.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThanOrEqual(224);
    // Chromium names the link without a break: the <wbr> adds no space.
    const link = page.locator('.rsd-doc-layout__outline').getByRole('link', { name: 'rslib.startMFDevServer', exact: true });
    const lines = await link.evaluate((a) => {
      const range = document.createRange();
      const text = [...a.childNodes].find((n) => n.textContent === 'startMFDevServer')!;
      range.selectNodeContents(text);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
    await context.close();
  });
});

describe('small screens', () => {
  it('has opaque sticky bars and an "On this page" menu that opens the outline and follows a heading', async () => {
    const { context, page, log } = await newPage(env, MOBILE);
    await open(page, `${env.origin}/guide/start/`);
    const alpha = (selector: string) =>
      page.locator(selector).evaluate((el) => {
        const m = getComputedStyle(el).backgroundColor.match(/rgba?\(([^)]+)\)/)!;
        const parts = m[1]!.split(',').map(Number);
        return parts.length === 4 ? parts[3] : 1;
      });
    expect(await alpha('.rsd-navbar')).toBe(1);
    expect(await alpha('.rsd-doc-layout__localnav')).toBe(1);
    const control = page.locator('.rsd-outline-menu__toggle');
    expect(await control.innerText()).toContain('On this page');
    const navbarBottom = await page.locator('.rsd-navbar').evaluate((el) => el.getBoundingClientRect().bottom);
    expect(Math.round((await control.boundingBox())!.y)).toBeGreaterThanOrEqual(Math.round(navbarBottom));
    await control.click();
    const link = page.locator('.rsd-outline-menu__panel').getByRole('link', { name: 'Community' });
    await link.waitFor();
    await link.click();
    await expect.poll(() => page.locator('details.rsd-outline-menu').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    // The heading lands below both bars.
    await expect
      .poll(() => page.locator('#community').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeGreaterThanOrEqual(Math.round((await page.locator('.rsd-doc-layout__localnav').boundingBox())!.height + navbarBottom - 1));
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it("opens a menu whose header repeats the navbar's row", async () => {
    const { context, page } = await newPage(env, MOBILE);
    await open(page, `${env.origin}/zh/guide/start/`);
    const menuButton = page.getByRole('button', { name: '菜单' });
    const buttonBox = (await menuButton.boundingBox())!;
    await menuButton.click();
    const dialog = page.getByRole('dialog', { name: '菜单' });
    await dialog.waitFor();
    const close = dialog.getByRole('button', { name: '关闭菜单' });
    // Once the opening slide has settled: the close button sits exactly where the Menu button was.
    await expect.poll(async () => Math.round((await close.boundingBox())!.y)).toBe(Math.round(buttonBox.y));
    expect(Math.round((await close.boundingBox())!.x)).toBe(Math.round(buttonBox.x));
    expect(await dialog.locator('.rsd-mobile-menu__header a').getAttribute('href')).toBe('/zh/');
    // Rows start where the header's title starts.
    const titleX = (await dialog.locator('.rsd-mobile-menu__header a').boundingBox())!.x;
    const guideX = (await dialog.getByRole('link', { name: '指南' }).boundingBox())!.x;
    expect(Math.round(guideX)).toBe(Math.round(titleX));
    await context.close();
  });
});
