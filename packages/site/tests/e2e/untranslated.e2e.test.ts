import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { untranslatedConfig } from '../untranslated-fixture/site.config';
import { assertNoViolations, presetAppearance, runAxe } from './axe';
import { buildSite, newPage, open, setup, type E2E } from './helpers';

// Untranslated pages (i18n.fallback, on by default), on a small site built here (tests/untranslated-fixture): the
// pruning page exists in English only (an MDX page with JavaScript), and the Chinese site links and lists it.
const FIXTURE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../untranslated-fixture');

let env: E2E;
let outDir: string;

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-untranslated-'));
  await buildSite(FIXTURE_DIR, untranslatedConfig, outDir);
  env = await setup(outDir);
}, 120_000);

afterAll(async () => {
  await env?.close();
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

const attr = (page: Page, selector: string, name: string) => page.locator(selector).evaluateAll((els, n) => els.map((el) => el.getAttribute(n)), name);
const sidebarLinks = (page: Page) =>
  page.locator('.rsd-doc-layout__sidebar a.rsd-sidebar__item').evaluateAll((els) =>
    els.map((el) => [el.getAttribute('href'), el.querySelector('.rsd-sidebar__untranslated')?.getAttribute('title') ?? null]),
  );

/** What a reader of the untranslated page sees, prerendered or after a client navigation. */
async function expectUntranslatedPage(page: Page) {
  // Chinese chrome: the document's language, the navbar and the sidebar of the Chinese site.
  expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
  expect(await page.locator('.rsd-navbar__nav a').allTextContents()).toEqual(['指南']);
  expect(await sidebarLinks(page)).toEqual([
    ['/zh/guide/', null],
    ['/zh/guide/watering', null],
    ['/zh/guide/pruning', '尚未翻译'],
  ]);
  // The notice, in Chinese, with a link to the original; then the original's content (its JavaScript ran).
  const notice = page.locator('main [role="note"]');
  await expect.poll(() => notice.textContent()).toContain('此页尚未翻译');
  expect(await notice.getByRole('link').getAttribute('href')).toBe('/guide/pruning');
  expect(await page.locator('main h1').first().textContent()).toBe('Pruning');
  expect(await page.locator('main').innerText()).toContain('clean bypass shears');
  expect(await page.locator('.rsd-doc').getAttribute('lang')).toBe('en');
}

describe('a page that exists in English only', () => {
  it("is built under /zh/ with the Chinese chrome, a notice and a canonical link to the original, and no hreflang", async () => {
    const { context, page, log } = await newPage(env);
    expect(await open(page, `${env.origin}/zh/guide/pruning`)).toBe(200);
    await expectUntranslatedPage(page);
    expect(await attr(page, 'head link[rel="canonical"]', 'href')).toEqual(['https://garden.example/guide/pruning']);
    expect(await page.locator('head link[rel="alternate"][hreflang]').count()).toBe(0);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it.each(['light', 'dark'] as const)('has no accessibility violation at any level, the notice and the badge included (%s)', async (appearance) => {
    const { context, page } = await newPage(env);
    await presetAppearance(context, appearance);
    await open(page, `${env.origin}/zh/guide/pruning`);
    assertNoViolations(await runAxe(page), `/zh/guide/pruning (${appearance})`);
    await context.close();
  });

  it('is reached from a Chinese page by client navigation, its anchor kept', async () => {
    const { context, page, log } = await newPage(env);
    await open(page, `${env.origin}/zh/guide/`);
    await page.locator('main').getByRole('link', { name: '修剪' }).click();
    await page.waitForURL(`${env.origin}/zh/guide/pruning#when`);
    await expectUntranslatedPage(page);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('leaves the original as it was: no notice, and no page claims the copy as its translation', async () => {
    const { context, page } = await newPage(env);
    await open(page, `${env.origin}/guide/pruning`);
    expect(await page.locator('main [role="note"]').count()).toBe(0);
    expect(await attr(page, 'head link[rel="canonical"]', 'href')).toEqual(['https://garden.example/guide/pruning']);
    expect(await page.locator('head link[rel="alternate"][hreflang]').count()).toBe(0);
    // A translated page keeps its alternates.
    await open(page, `${env.origin}/guide/watering`);
    expect(await attr(page, 'head link[rel="alternate"][hreflang]', 'href')).toEqual([
      'https://garden.example/guide/watering',
      'https://garden.example/zh/guide/watering',
      'https://garden.example/guide/watering',
    ]);
    await context.close();
  });

  it('says so on a custom page too (pageType: custom): the notice above its content, marked as English, and the canonical link', async () => {
    const { context, page, log } = await newPage(env);
    expect(await open(page, `${env.origin}/zh/seed-swap`)).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    const notice = page.locator('main.rsd-custom-layout > [role="note"]');
    expect(await notice.textContent()).toContain('此页尚未翻译');
    expect(await notice.getByRole('link').getAttribute('href')).toBe('/seed-swap');
    expect(await page.locator('main h1').textContent()).toBe('Seed swap');
    expect(await page.locator('main h1').evaluate((h1) => h1.closest('[lang]')?.getAttribute('lang'))).toBe('en');
    expect(await attr(page, 'head link[rel="canonical"]', 'href')).toEqual(['https://garden.example/seed-swap']);
    assertNoViolations(await runAxe(page), '/zh/seed-swap');
    // The original has no notice.
    await open(page, `${env.origin}/seed-swap`);
    expect(await page.locator('main [role="note"]').count()).toBe(0);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('is left out of the Chinese search index, the sitemap and the Markdown copies', () => {
    const read = (rel: string) => fs.readFileSync(path.join(outDir, rel), 'utf8');
    expect(fs.existsSync(path.join(outDir, 'zh/guide/pruning.html'))).toBe(true);
    expect(fs.existsSync(path.join(outDir, 'zh/guide/pruning.md'))).toBe(false);
    expect(fs.existsSync(path.join(outDir, 'guide/pruning.md'))).toBe(true);
    expect(read('sitemap.xml')).toContain('<loc>https://garden.example/guide/pruning</loc>');
    expect(read('sitemap.xml')).not.toContain('/zh/guide/pruning');
    expect(read('llms.txt')).not.toContain('/zh/guide/pruning');
    const indexes = fs.readdirSync(path.join(outDir, 'static'), { recursive: true }) as string[];
    const text = (lang: string) =>
      indexes
        .filter((f) => f.startsWith(`search_index.${lang}.`) && f.endsWith('.json'))
        .map((f) => read(path.join('static', f)))
        .join('\n');
    expect(text('zh')).toContain('浇水');
    expect(text('zh')).not.toMatch(/pruning|bypass/i);
    expect(text('en')).toContain('"/guide/pruning"');
  });
});
