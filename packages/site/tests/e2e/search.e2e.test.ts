import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdRequests, newPage, open, setup, type E2E } from './helpers';

// The search dialog on the built site: loaded on intent, keyboard driven, both languages, text-only output.
let env: E2E;
beforeAll(async () => {
  env = await setup();
});
afterAll(async () => {
  await env?.close();
});

const isIndex = (url: string) => /\/search_index\.[^/]*\.json$/.test(new URL(url).pathname);
/** A shard or fragment of a sharded index, in the folder named after its root. */
const isIndexFile = (url: string) => /\/search_index\.[^/]*\/[thf]\d+\.json$/.test(new URL(url).pathname);
/** The search dialog's chunk (its searcher comes with it). */
const isSearchCode = (url: string) => /\/assets\/SearchModal-[^/]*\.js$/.test(new URL(url).pathname);
/** Whether the page has fetched the search dialog's chunk, by its resource timing entries. */
const searchCodeFetched = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/SearchModal-[^/]*\.js$/.test(new URL(entry.name).pathname)));
const dialog = (page: Page) => page.getByRole('dialog');
const input = (page: Page) => dialog(page).getByRole('combobox');
const options = (page: Page) => dialog(page).getByRole('option');

/** Open a page and track requests for the search index. */
async function start(url: string, options?: Parameters<typeof newPage>[1]) {
  const opened = await newPage(env, options);
  const indexRequests: string[] = [];
  const fileRequests: string[] = [];
  opened.page.on('request', (r) => {
    if (isIndex(r.url())) indexRequests.push(new URL(r.url()).pathname);
    if (isIndexFile(r.url())) fileRequests.push(new URL(r.url()).pathname);
  });
  await open(opened.page, env.origin + url);
  return { ...opened, indexRequests, fileRequests };
}

async function openWithKeyboard(page: Page) {
  await page.keyboard.press('Control+K');
  await dialog(page).waitFor({ state: 'visible' });
}

describe('search', () => {
  it('fetches the index root once, on intent; Ctrl+K focuses the input; results navigate with the keyboard', async () => {
    const { context, page, log, indexRequests, fileRequests } = await start('/guide/start/');
    const code: string[] = [];
    page.on('request', (r) => {
      if (isSearchCode(r.url())) code.push(new URL(r.url()).pathname);
    });
    // A first visit left alone fetches no search code (boot.e2e: a visitor who searched before gets it at idle); at
    // idle it may fetch the index's root, data alone, on a connection that allows it…
    await page.waitForLoadState('networkidle');
    expect(indexRequests.length).toBeLessThanOrEqual(1);
    expect(await searchCodeFetched(page)).toBe(false);
    // …a pointer over the search button fetches the dialog's code and the index root, before any opening.
    await page.locator('.rsd-navbar__search').hover();
    await expect.poll(() => indexRequests.length).toBe(1);
    await expect.poll(() => code.length).toBeGreaterThan(0);
    expect(await dialog(page).count()).toBe(0);

    await openWithKeyboard(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    expect(await input(page).getAttribute('placeholder')).toBe('Search Docs');
    expect(indexRequests).toHaveLength(1); // opening does not fetch it again
    expect(indexRequests[0]).toMatch(/^\/static\/search_index\.en\.[0-9a-f]+\.json$/);
    // The dialog's and the searcher's code, and only theirs, carry V8's compile hint: compiled as they load (at idle),
    // not between the first keystroke and its results.
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
    const hinted: string[] = [];
    for (const url of scripts) if ((await (await fetch(url)).text()).startsWith('//# allFunctionsCalledOnLoad\n')) hinted.push(new URL(url).pathname);
    expect(hinted).toHaveLength(2);
    expect(hinted.some((name) => /\/SearchModal-[^/]+\.js$/.test(name))).toBe(true);
    // Opening fetches the root only: the shards and fragments come with a query, from the root's folder.
    await page.waitForLoadState('networkidle');
    expect(fileRequests).toEqual([]);

    await page.keyboard.type('dts');
    // The first keystroke is answered at once: wait for the answer to the whole query.
    // (On a loaded machine the cold dialog takes a while: the searcher, the root, then the query's files.)
    await page.locator('[role="dialog"] [aria-busy="false"] [role="option"]').first().waitFor({ timeout: 15_000 });
    await expect.poll(() => options(page).count(), { timeout: 5_000 }).toBeGreaterThan(1);
    const folder = indexRequests[0]!.replace(/\.json$/, '/');
    expect(fileRequests.length).toBeGreaterThan(0);
    expect(fileRequests.every((f) => f.startsWith(folder))).toBe(true);
    expect(new Set(fileRequests).size).toBe(fileRequests.length); // none twice
    expect(await options(page).count()).toBeLessThanOrEqual(7);
    expect((await dialog(page).innerText()).toLowerCase()).toContain('dts');

    // The first option is active; ArrowDown moves to the second, Enter opens it.
    const activeId = () => input(page).getAttribute('aria-activedescendant');
    const firstId = await activeId();
    await page.keyboard.press('ArrowDown');
    await expect.poll(activeId).not.toBe(firstId);
    const chosen = page.locator(`[id="${await activeId()}"]`);
    expect(await chosen.getAttribute('aria-selected')).toBe('true');
    // The page title heading the chosen option's group.
    const pageTitle = await chosen.evaluate((el) => {
      const group = el.closest('[role="group"]');
      return document.getElementById(group?.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
    });
    expect(pageTitle).toBeTruthy();
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 1;
    });
    await page.keyboard.press('Enter');

    await dialog(page).waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname !== '/guide/start/');
    await expect.poll(() => page.title()).toBe(`${pageTitle} | Rslib`);
    // A hit inside a section opens at its heading: 72 px below the top (or as far as the page scrolls).
    const hash = decodeURIComponent(new URL(page.url()).hash.slice(1));
    if (hash) {
      await page.waitForFunction(
        (id) => {
          const el = document.getElementById(id);
          if (!el) return false;
          const top = el.getBoundingClientRect().top;
          const atBottom = window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 1;
          return Math.abs(top - 72) < 2 || (atBottom && top > 70);
        },
        hash,
        { timeout: 5_000 },
      );
    }
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1); // client navigation
    expect(indexRequests).toHaveLength(1); // the index is fetched once
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it("lists a one-word query's results before their snippets, and fills them in without moving anything", async () => {
    const { context, page, log, fileRequests } = await start('/guide/start/');
    await openWithKeyboard(page);
    await page.waitForLoadState('networkidle'); // the root is in: the site's labels come with it
    // The fragments (the text behind the snippets) are held back until the outline has been looked at.
    const fragments = await holdRequests(page, /\/search_index\.[^/]*\/f\d+\.json$/);
    await page.keyboard.insertText('dts'); // one input event: one query
    await page.locator('[role="dialog"] [aria-busy="true"] [role="option"]').first().waitFor({ timeout: 15_000 });
    await expect.poll(() => fragments.held.length).toBeGreaterThan(0);
    const snippets = () => options(page).evaluateAll((els) => els.map((el) => el.querySelector('.rsd-search__hit-snippet')?.textContent ?? null));
    const boxes = () => page.evaluate(() => [...document.querySelectorAll('[role="dialog"] [role="option"], [role="dialog"] .rsd-search__footer')].map((el) => JSON.stringify(el.getBoundingClientRect())));
    const outline = await snippets();
    expect(outline.length).toBeGreaterThan(1);
    expect(outline.every((text) => text === '')).toBe(true); // each option keeps its (empty) snippet box
    const before = await boxes();
    const names = await options(page).evaluateAll((els) => els.map((el) => el.id + (el.querySelector('.rsd-search__hit-title, .rsd-search__hit-path')?.textContent ?? '')));

    fragments.release();
    await page.locator('[role="dialog"] [aria-busy="false"] [role="option"]').first().waitFor({ timeout: 15_000 });
    const filled = await snippets();
    expect(filled.filter((text) => text && text.toLowerCase().includes('dts')).length).toBeGreaterThan(0);
    // The same results in the same places: options, and the footer below them.
    expect(await options(page).evaluateAll((els) => els.map((el) => el.id + (el.querySelector('.rsd-search__hit-title, .rsd-search__hit-path')?.textContent ?? '')))).toEqual(names);
    expect(await boxes()).toEqual(before);
    expect(fileRequests.some((f) => /\/f\d+\.json$/.test(f))).toBe(true);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('finds Chinese pages for a Chinese query on /zh/', async () => {
    const { context, page, log, indexRequests } = await start('/zh/');
    await openWithKeyboard(page);
    expect(await input(page).getAttribute('placeholder')).toBe('搜索文档');
    await page.keyboard.type('类型声明');
    await expect.poll(() => options(page).count(), { timeout: 5_000 }).toBeGreaterThan(0);
    expect(await dialog(page).innerText()).toContain('类型');
    expect(indexRequests).toHaveLength(1);
    expect(indexRequests[0]).toMatch(/search_index\.zh\./);
    // Enter opens the first result, in the Chinese site.
    await page.keyboard.press('Enter');
    await dialog(page).waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname.startsWith('/zh/') && url.pathname !== '/zh/');
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('shows the no-results message and closes on Escape', async () => {
    const { context, page, log } = await start('/guide/start/');
    await page.getByRole('button', { name: /Search/ }).first().click();
    await dialog(page).waitFor({ state: 'visible' });
    await input(page).fill('qzxwvj');
    await expect.poll(() => dialog(page).innerText(), { timeout: 5_000 }).toContain('No results for "qzxwvj"');
    expect(await dialog(page).innerText()).toContain('Please try again with a different keyword');
    expect(await options(page).count()).toBe(0);

    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/guide/start/');

    // Reopening keeps the query.
    await openWithKeyboard(page);
    expect(await input(page).inputValue()).toBe('qzxwvj');
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('shows an HTML query as text, never as markup', async () => {
    const { context, page, log } = await start('/guide/start/');
    let alerted = false;
    page.on('dialog', (d) => {
      alerted = true;
      void d.dismiss();
    });
    const query = '<img src=x onerror=alert(1)>';
    await openWithKeyboard(page);
    await input(page).fill(query);
    // Wait until the search settled: results, or the no-results message quoting the query as text.
    await expect
      .poll(async () => (await options(page).count()) > 0 || (await dialog(page).innerText()).includes('No results for'), { timeout: 5_000 })
      .toBe(true);
    if ((await options(page).count()) === 0) {
      expect(await dialog(page).locator('.rsd-search__query').textContent()).toBe(query);
    }
    expect(await input(page).inputValue()).toBe(query);
    // The answer to the whole query is rendered (nothing pending), so any markup it could inject would be there now.
    await dialog(page).locator('[aria-busy="false"]').waitFor();
    expect(await dialog(page).locator('img').count()).toBe(0);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(alerted).toBe(false);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  describe('on a connection that saves data', () => {
    /** navigator.connection as a browser reports it when the visitor asked to save data. */
    const saveData = () =>
      Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} }) });
    /** A visitor who has searched before: on another connection, search would be fetched at idle. */
    const searchedBefore = () => localStorage.setItem('rsdocs-search-recent-en', JSON.stringify(['dts']));

    it('a page left alone fetches no search code nor index; focus on the search button fetches them, and search works', async () => {
      const { context, page, log } = await newPage(env);
      await context.addInitScript(saveData);
      await context.addInitScript(searchedBefore);
      const requested: string[] = [];
      page.on('request', (r) => {
        if (isSearchCode(r.url()) || isIndex(r.url()) || isIndexFile(r.url())) requested.push(new URL(r.url()).pathname);
      });
      await open(page, `${env.origin}/guide/start/`);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(true);
      expect(requested).toEqual([]);
      expect(await searchCodeFetched(page)).toBe(false);

      await page.locator('.rsd-navbar__search').focus();
      await expect.poll(() => requested.filter((p) => isIndex(`http://x${p}`)).length).toBe(1);
      await expect.poll(() => searchCodeFetched(page)).toBe(true);
      expect(await dialog(page).count()).toBe(0);
      await page.keyboard.press('Enter');
      await input(page).waitFor();
      await page.keyboard.type('dts');
      await page.locator('[role="dialog"] [aria-busy="false"] [role="option"]').first().waitFor({ timeout: 15_000 });
      expect((await dialog(page).innerText()).toLowerCase()).toContain('dts');
      expect(log.messages).toEqual([]);
      await context.close();
    });

    it('Ctrl+K on a page left alone fetches them, and search works', async () => {
      const { context, page, log } = await newPage(env);
      await context.addInitScript(saveData);
      await open(page, `${env.origin}/config/`);
      await page.waitForLoadState('networkidle');
      expect(await searchCodeFetched(page)).toBe(false);
      await openWithKeyboard(page);
      await page.keyboard.type('dts');
      await page.locator('[role="dialog"] [aria-busy="false"] [role="option"]').first().waitFor({ timeout: 15_000 });
      expect(await searchCodeFetched(page)).toBe(true);
      expect((await dialog(page).innerText()).toLowerCase()).toContain('dts');
      expect(log.messages).toEqual([]);
      await context.close();
    });
  });
});
