import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureConfig } from '../fixture/site.config';
import { assertNoViolations, runAxe } from './axe';
import { buildSite, newPage, open, setup, type E2E } from './helpers';
import { animationsDone } from './settle';

// Features the Rslib config does not turn on, on a small fixture site built here (tests/fixture):
// the navbar hiding on scroll, remote search (and its failure), the high-resolution zoom image (and its
// failure), a client-only block, and tables and code wider than the article (tests/fixture/docs/*/tables.md).
const FIXTURE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixture');
const HYDRATION = /hydrat|Minified React error #(418|423|425)|did not match/i;

interface SearchRequest {
  keyword: string | null;
  limit: string | null;
  searchIndexes: string | null;
  lang: string | null;
}

/** A remote search API: 'works' finds one hit, every other keyword answers HTTP 500. */
function startSearchApi(): Promise<{ server: http.Server; url: string; requests: SearchRequest[] }> {
  const requests: SearchRequest[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const q = url.searchParams;
    requests.push({ keyword: q.get('keyword'), limit: q.get('limit'), searchIndexes: q.get('searchIndexes'), lang: q.get('lang') });
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (q.get('keyword') === 'works') {
      const hit = {
        id: 'long#section-1',
        routePath: q.get('lang') === 'zh' ? '/zh/long' : '/long',
        anchor: 'section-1',
        title: 'Long page',
        headingPath: ['Long page', 'Section 1'],
        snippet: 'The remote search works',
        matches: [{ start: 19, end: 24 }],
      };
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify([{ index: 'fixture', hits: [hit] }]));
      return;
    }
    res.statusCode = 500;
    res.end('search backend down');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ server, url: `http://127.0.0.1:${port}/search`, requests });
    }),
  );
}

let env: E2E;
let api: Awaited<ReturnType<typeof startSearchApi>>;
let outDir: string;

beforeAll(async () => {
  api = await startSearchApi();
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-fixture-'));
  await buildSite(FIXTURE_DIR, fixtureConfig({ searchApi: api.url }), outDir);
  env = await setup(outDir);
}, 120_000);

afterAll(async () => {
  await env?.close();
  await new Promise<void>((resolve) => (api ? api.server.close(() => resolve()) : resolve()));
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

describe('navbar with hideNavbarOnScroll', () => {
  const hidden = (page: Page) => page.locator('header.rsd-navbar').evaluate((el) => el.classList.contains('rsd-navbar--hidden'));
  const bottom = (page: Page) => page.locator('header.rsd-navbar').evaluate((el) => el.getBoundingClientRect().bottom);

  it('slides away when scrolling down and comes back when scrolling up', async () => {
    const { context, page, log } = await newPage(env, { viewport: { width: 1280, height: 700 } });
    await open(page, `${env.origin}/long`);
    expect(await hidden(page)).toBe(false);
    expect(await bottom(page)).toBeGreaterThan(0);

    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect.poll(() => hidden(page)).toBe(true);
    // Out of view once its transition ends.
    await expect.poll(() => bottom(page), { timeout: 3_000 }).toBeLessThanOrEqual(1);

    await page.mouse.wheel(0, -200);
    await expect.poll(() => hidden(page)).toBe(false);
    await expect.poll(() => bottom(page), { timeout: 3_000 }).toBeGreaterThan(40);
    expect(log.messages).toEqual([]);
    await context.close();
  });
});

describe('remote search', () => {
  const dialog = (page: Page) => page.getByRole('dialog');
  const options = (page: Page) => dialog(page).getByRole('option');

  it('shows the API hits; when the API fails: an error in the console and no results', async () => {
    const { context, page, log } = await newPage(env);
    const indexRequests: string[] = [];
    page.on('request', (r) => {
      if (/search_index/.test(r.url())) indexRequests.push(r.url());
    });
    await open(page, `${env.origin}/`);
    await page.keyboard.press('Control+K');
    await dialog(page).waitFor({ state: 'visible' });
    const input = dialog(page).getByRole('combobox');

    await input.fill('works');
    await expect.poll(() => options(page).count(), { timeout: 5_000 }).toBe(1);
    expect(await options(page).first().innerText()).toContain('The remote search works');
    const ok = api.requests.find((r) => r.keyword === 'works');
    expect(ok).toEqual({ keyword: 'works', limit: expect.stringMatching(/^\d+$/), searchIndexes: 'fixture', lang: 'en' });
    expect(log.messages).toEqual([]);

    await input.fill('broken');
    await expect.poll(() => dialog(page).innerText(), { timeout: 5_000 }).toContain('No results for "broken"');
    expect(await options(page).count()).toBe(0);
    expect(api.requests.some((r) => r.keyword === 'broken')).toBe(true);
    await expect.poll(() => log.messages.some((m) => /console\.error: .*Remote search failed: HTTP 500/.test(m))).toBe(true);
    // Nothing else went wrong: the browser's line about the 500 response and our error.
    expect(log.messages.filter((m) => !/Remote search failed: HTTP 500|status of 500/.test(m))).toEqual([]);
    // Remote mode ships no local index.
    expect(indexRequests).toEqual([]);
    await context.close();
  });
});

describe('image zoom with data-zoom-src', () => {
  const zoomedSrc = (page: Page) => page.locator('.rsd-zoom__image').evaluate((img) => (img as HTMLImageElement).src);

  async function zoom(page: Page, alt: string) {
    const img = page.getByRole('img', { name: alt, exact: true });
    await expect.poll(() => img.getAttribute('data-rsd-zoomable')).toBe('');
    await img.click();
    await expect.poll(() => page.locator('.rsd-zoom').getAttribute('class')).toContain('rsd-zoom--open');
  }

  it('shows the high-resolution image when it loads', async () => {
    const { context, page, log } = await newPage(env);
    await open(page, `${env.origin}/`);
    await zoom(page, 'Diagram with a large copy');
    await expect.poll(() => zoomedSrc(page)).toBe(`${env.origin}/diagram-large.svg`);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('logs a warning and keeps the normal image when the high-resolution one is unreachable', async () => {
    const { context, page, log } = await newPage(env);
    await open(page, `${env.origin}/zh/`);
    const missing = page.waitForResponse((r) => r.url().endsWith('/missing-large.svg'));
    await zoom(page, '大图缺失的示意图');
    expect((await missing).status()).toBe(404);
    await expect.poll(() => log.messages.some((m) => /console\.warning: .*could not load the zoom image \/missing-large\.svg/.test(m))).toBe(true);
    // The failed load settled it (its error handler logged the warning; a load handler can no longer run). Once the
    // opening transition has ended too, the overlay shows what it will keep showing.
    await animationsDone(page.locator('.rsd-zoom'));
    expect(await zoomedSrc(page)).toBe(`${env.origin}/diagram.svg`);
    expect(await page.locator('.rsd-zoom').getAttribute('class')).toContain('rsd-zoom--open');
    expect(log.messages.filter((m) => !/could not load the zoom image|status of 404/.test(m))).toEqual([]);
    await context.close();
  });

  it('keeps the normal image when the high-resolution request is blocked', async () => {
    const { context, page, log } = await newPage(env);
    await page.route('**/diagram-large.svg', (route) => route.abort('connectionrefused'));
    await open(page, `${env.origin}/`);
    await zoom(page, 'Diagram with a large copy');
    await expect.poll(() => log.messages.some((m) => /console\.warning: .*could not load the zoom image \/diagram-large\.svg/.test(m))).toBe(true);
    expect(await zoomedSrc(page)).toBe(`${env.origin}/diagram.svg`);
    expect(log.messages.filter((m) => !/could not load the zoom image|Failed to load resource/.test(m))).toEqual([]);
    await context.close();
  });
});

describe('client-only block', () => {
  it.each([
    ['/long', 'Viewport 1280 px', 'Measuring…'],
    ['/zh/long', '视口宽度 1280 px', '正在测量…'],
  ])('%s: not in the prerendered HTML, rendered after hydration without a mismatch', async (route, text, fallback) => {
    const html = await (await fetch(env.origin + route)).text();
    expect(html).toContain(fallback);
    expect(html).not.toContain('fixture-viewport');

    const { context, page, log } = await newPage(env, { viewport: { width: 1280, height: 700 } });
    await open(page, env.origin + route);
    await expect.poll(() => page.locator('.fixture-viewport').innerText()).toBe(text);
    expect(await page.locator('.fixture-fallback').count()).toBe(0);
    expect(log.messages.filter((m) => HYDRATION.test(m))).toEqual([]);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('renders after a client navigation too', async () => {
    const { context, page, log } = await newPage(env, { viewport: { width: 1280, height: 700 } });
    await open(page, `${env.origin}/`);
    await page.getByRole('link', { name: 'long page', exact: true }).click();
    await page.waitForURL(`${env.origin}/long`);
    await expect.poll(() => page.locator('.fixture-viewport').innerText()).toBe('Viewport 1280 px');
    expect(log.messages).toEqual([]);
    await context.close();
  });
});

describe('blog index', () => {
  /** The cards of the index: [title, link, date attribute, date text, summary]. */
  const cards = (page: Page) =>
    page.locator('.rsd-blog-index article').evaluateAll((articles) =>
      articles.map((a) => [
        a.querySelector('h3')?.textContent,
        a.querySelector('h3 a')?.getAttribute('href'),
        a.querySelector('time')?.getAttribute('datetime'),
        a.querySelector('time')?.textContent,
        a.querySelector('.rsd-blog-index__summary')?.textContent ?? null,
      ]),
    );

  it("lists the build's posts newest first, with title, date and summary, and each post shows its date", async () => {
    const { context, page, log } = await newPage(env);
    await open(page, `${env.origin}/blog/`);
    expect(await cards(page)).toEqual([
      ['The newer fixture post', '/blog/newer-post', '2025-03-02', 'Mar 2, 2025', 'Written last, so it comes first.'],
      ['The older fixture post', '/blog/older-post', '2025-01-10', 'Jan 10, 2025', 'Written first, so it comes second.'],
    ]);
    // No feed file exists in this build, so nothing links one.
    expect(await page.locator('.rsd-blog-index__feed').count()).toBe(0);

    await page.getByRole('link', { name: 'The newer fixture post' }).click();
    await page.waitForURL(`${env.origin}/blog/newer-post`);
    const meta = page.locator('main .rsd-post-meta');
    await expect.poll(() => meta.innerText()).toMatch(/Mar 2, 2025\s*·\s*Ada/);
    expect(await meta.locator('time').getAttribute('datetime')).toBe('2025-03-02');
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it("lists only the language's own posts, dated in that language", async () => {
    const { context, page, log } = await newPage(env);
    await open(page, `${env.origin}/zh/blog/`);
    expect(await cards(page)).toEqual([['示例中文文章', '/zh/blog/zh-post', '2025-02-14', '2025年2月14日', '只出现在中文博客中。']]);
    expect(await page.getByRole('heading', { level: 2, name: '全部文章' }).count()).toBe(1);
    expect(log.messages).toEqual([]);
    await context.close();
  });
});

describe('tables and code wider than the article', () => {
  /** Each table box and code block of the page: whether it scrolls, its tab index, role and name. */
  const boxes = (page: Page) =>
    page.locator('.rsd-table, .rsd-code pre').evaluateAll((els) =>
      els.map((el) => [el.scrollWidth > el.clientWidth, el.getAttribute('tabindex'), el.getAttribute('role'), el.getAttribute('aria-label')]),
    );

  it('are keyboard-reachable named regions while they scroll, plain boxes while they fit (1280 px, then 375 px)', async () => {
    const { context, page, log } = await newPage(env, { viewport: { width: 1280, height: 800 } });
    await open(page, `${env.origin}/tables`);
    const wide = 'Table: Option, What it sets, Default in a library, …';
    await expect.poll(() => boxes(page)).toEqual([
      [true, '0', 'region', wide],
      [false, null, null, null],
      [false, null, null, null],
      [true, '0', 'region', 'Code: wide.ts'],
      [false, null, null, null],
      [false, null, null, null],
    ]);
    assertNoViolations(await runAxe(page), '/tables at 1280 px');
    // A phone: the second table scrolls now, and becomes a region as the window narrows.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect.poll(() => boxes(page)).toEqual([
      [true, '0', 'region', wide],
      [true, '0', 'region', 'Table: Format, Output, Consumers'],
      [false, null, null, null],
      [true, '0', 'region', 'Code: wide.ts'],
      [false, null, null, null],
      [true, '0', 'region', 'Code: ts'],
    ]);
    assertNoViolations(await runAxe(page), '/tables at 375 px');
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it("keeps a code block's language label off its code: a first line running under it on a phone (375 px)", async () => {
    const { context, page } = await newPage(env, { viewport: { width: 375, height: 740 } });
    await open(page, `${env.origin}/tables`);
    const block = page.locator('.rsd-code', { has: page.locator('.rsd-code__body > .rsd-code__lang') }).last();
    // The label and every glyph box of the block's first line (the text's own boxes, not the line's row).
    const boxes = await block.evaluate((el) => {
      const label = el.querySelector('.rsd-code__body > .rsd-code__lang')!.getBoundingClientRect();
      const line = el.querySelector('pre code .line') ?? el.querySelector('pre code')!;
      const range = document.createRange();
      range.selectNodeContents(line);
      const pre = el.querySelector('pre')!.getBoundingClientRect();
      const shown = [...range.getClientRects()].filter((r) => r.width > 0 && r.left < pre.right && r.right > pre.left);
      return { label: label.toJSON() as DOMRect, glyphs: shown.map((r) => r.toJSON() as DOMRect), text: line.textContent };
    });
    expect(boxes.text).toContain('each one');
    expect(boxes.label.width).toBeGreaterThan(0);
    // The line runs to the block's end under the label's column…
    expect(Math.max(...boxes.glyphs.map((g) => g.right))).toBeGreaterThan(boxes.label.left);
    // …and no glyph box meets the label.
    const meets = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    expect(boxes.glyphs.filter((g) => meets(g, boxes.label))).toEqual([]);
    await context.close();
  });

  it('the wide table is reached with Tab, announced by its name, and scrolls with the arrow keys', async () => {
    const { context, page, log } = await newPage(env, { viewport: { width: 1280, height: 800 } });
    await open(page, `${env.origin}/tables`);
    const table = page.getByRole('region', { name: 'Table: Option, What it sets, Default in a library, …' });
    await table.waitFor();
    // From the heading just before it, the next Tab stop is the table.
    await page.locator('h2').first().evaluate((el) => {
      el.tabIndex = -1;
      el.focus();
    });
    await page.keyboard.press('Tab');
    expect(await table.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await table.evaluate((el) => el.scrollLeft)).toBe(0);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => table.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('in Chinese, the region is named in Chinese', async () => {
    const { context, page } = await newPage(env, { viewport: { width: 1280, height: 800 } });
    await open(page, `${env.origin}/zh/tables`);
    await page.getByRole('region', { name: '表格：选项, 作用, 库中的默认值, …' }).waitFor();
    assertNoViolations(await runAxe(page), '/zh/tables');
    await context.close();
  });
});
