import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { versionsConfig } from '../versions-fixture/site.config';
import { buildSite, entryScriptOf, newPage, open, setup, type E2E } from './helpers';

// Versioned docs and navigation read from the files, on a small versioned site built here (tests/versions-fixture):
// v2 is the default version (no prefix), v1 lives under /v1/; no language lists a nav or a sidebar in the config.
const FIXTURE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../versions-fixture');

let env: E2E;
let outDir: string;

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-versions-'));
  await buildSite(FIXTURE_DIR, versionsConfig, outDir);
  env = await setup(outDir);
}, 120_000);

afterAll(async () => {
  await env?.close();
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

const hrefs = (page: Page, selector: string) => page.locator(selector).evaluateAll((els) => els.map((el) => [el.textContent?.trim(), el.getAttribute('href')]));
const menu = (page: Page) => page.locator('header.rsd-navbar details.rsd-version-menu');

describe('navigation from _nav.json and _meta.json, per version', () => {
  it("gives a v1 page its version's navbar and sidebar, links prefixed", async () => {
    const { context, page, log } = await newPage(env);
    await open(page, `${env.origin}/v1/zh/guide/oiling`);
    expect(await hrefs(page, '.rsd-navbar__nav a')).toEqual([['指南', '/v1/zh/guide/']]);
    expect(await hrefs(page, '.rsd-doc-layout__sidebar a.rsd-sidebar__item')).toEqual([
      ['指南（v1）', '/v1/zh/guide/'],
      ['上油', '/v1/zh/guide/oiling'],
    ]);
    await open(page, `${env.origin}/guide/sharpening`);
    expect(await hrefs(page, '.rsd-navbar__nav a')).toEqual([
      ['Guide', '/guide/'],
      ['What is new', '/guide/sharpening'],
    ]);
    expect(await page.locator('.rsd-doc-layout__sidebar a.rsd-sidebar__item').count()).toBe(3);
    expect(log.messages).toEqual([]);
    await context.close();
  });
});

describe('version menu', () => {
  it('works before React: opens, keeps the page in a version that has it, else leads to its home', async () => {
    const { context, page } = await newPage(env);
    // The app's entry never loads: the menu is the HTML's own.
    const entry = entryScriptOf('/guide/sharpening', outDir);
    await page.route((url) => url.pathname === entry, (r) => r.abort());
    await page.goto(`${env.origin}/guide/sharpening`, { waitUntil: 'load' });
    expect(await page.evaluate(() => '__RSDOCS_HYDRATED__' in window)).toBe(false);
    await menu(page).locator('summary').click();
    await expect.poll(() => menu(page).evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    // Sharpening is new in v2: v1's entry leads to v1's home.
    expect(await hrefs(page, 'header.rsd-navbar details.rsd-version-menu .rsd-version-menu__item')).toEqual([
      ['v1 (not in this version: goes to its home page)', '/v1/'],
      ['v2', '/guide/sharpening'],
    ]);
    await page.unroute((url) => url.pathname === entry);
    await page.goto(`${env.origin}/guide/oiling`, { waitUntil: 'load' });
    await menu(page).locator('summary').click();
    await Promise.all([page.waitForURL(`${env.origin}/v1/guide/oiling`), menu(page).getByRole('link', { name: 'v1' }).click()]);
    expect(await page.locator('h1').first().textContent()).toBe('Oiling');
    expect(await page.locator('main').innerText()).toContain('linseed');
    await context.close();
  });

  it('after hydration, switches version in place and closes', async () => {
    const { context, page, log } = await newPage(env);
    await open(page, `${env.origin}/v1/guide/`);
    await menu(page).locator('summary').click();
    await menu(page).getByRole('link', { name: 'v2' }).click();
    await page.waitForURL(`${env.origin}/guide/`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Guide for v2');
    expect(await menu(page).evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    expect(await menu(page).locator('summary').innerText()).toContain('v2');
    expect(log.messages).toEqual([]);
    await context.close();
  });
});

describe('search per version', () => {
  it("searches the index of the page's version", async () => {
    const { context, page } = await newPage(env);
    const indexes: string[] = [];
    page.on('request', (r) => {
      const name = /\/static\/(search_index\.[^/]+\.json)$/.exec(new URL(r.url()).pathname)?.[1];
      if (name) indexes.push(name);
    });
    const search = async (query: string) => {
      await page.keyboard.press('Control+K');
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox').fill(query);
      // Settled: results, or the no-results message quoting the query.
      await dialog.locator('[aria-busy="false"] [role="option"], .rsd-search__query').first().waitFor();
      const found = await dialog.getByRole('option').evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? el.querySelector('a')?.getAttribute('href')));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      return found;
    };
    await open(page, `${env.origin}/v1/guide/`);
    expect(await search('linseed')).toEqual([expect.stringMatching(/^\/v1\/guide\/oiling(#|$)/)]);
    expect(await search('camellia')).toEqual([]);
    expect(indexes.every((name) => name.startsWith('search_index.en.v1.'))).toBe(true);
    await open(page, `${env.origin}/guide/`);
    expect(await search('camellia')).toEqual([expect.stringMatching(/^\/guide\/oiling(#|$)/)]);
    expect(await search('linseed')).toEqual([]);
    expect(indexes.some((name) => name.startsWith('search_index.en.v2.'))).toBe(true);
    await context.close();
  });
});

describe('404 page per version', () => {
  it('is written per language and version, and leads home within its version', async () => {
    for (const file of ['404.html', 'zh/404.html', 'v1/404.html', 'v1/zh/404.html']) expect(fs.existsSync(path.join(outDir, file)), file).toBe(true);
    const { context, page, log } = await newPage(env);
    await open(page, `${env.origin}/v1/zh/nope`);
    await expect.poll(() => page.locator('.rsd-not-found').count()).toBe(1);
    expect(await page.locator('.rsd-not-found a', { hasText: /首页|home/i }).first().getAttribute('href')).toBe('/v1/zh/');
    expect(await hrefs(page, '.rsd-navbar__nav a')).toEqual([['指南', '/v1/zh/guide/']]);
    expect(await menu(page).locator('summary').innerText()).toContain('v1');
    expect(log.messages.filter((m) => !/404|Not Found/i.test(m))).toEqual([]);
    await context.close();
  });
});
