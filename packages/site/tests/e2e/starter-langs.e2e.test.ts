import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAxe } from './axe';
import { newPage, open, setup, type E2E } from './helpers';

// Issue #28's "done when": a starter made with `create-rsdocs --langs en,zh,ja,ar --yes` builds with its own
// `rsdocs build`; its Japanese pages speak Japanese, its Arabic pages are right to left, the sidebar on the right
// and the outline on the left, and the audit is clean on them. The starter is written by the create-rsdocs CLI
// (its dist) into a temporary folder whose node_modules is this package's (the workspace's theme and React).
const SITE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CREATE = path.resolve(SITE, '../create-rsdocs');
const THEME_CLI = path.resolve(SITE, '../theme/bin/rsdocs.js');

let tmp: string;
let starter: string;
let env: E2E;
let buildOutput: string;

function run(cmd: string, args: string[], cwd: string): string {
  const res = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 64 * 1024 * 1024 });
  const output = `${res.stdout ?? ''}${res.stderr ?? ''}`;
  if (res.status !== 0) throw new Error(`\`${cmd} ${args.join(' ')}\` failed (exit ${res.status}):\n${output.slice(-4000)}`);
  return output;
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(CREATE, 'dist/cli.js'))) run('npx', ['-y', 'pnpm@10.34.8', 'run', 'build'], CREATE);
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-starter-langs-'));
  run(process.execPath, [path.join(CREATE, 'bin/create-rsdocs.js'), 'starter', '--langs', 'en,zh,ja,ar', '--yes'], tmp);
  starter = path.join(tmp, 'starter');
  fs.symlinkSync(path.join(SITE, 'node_modules'), path.join(starter, 'node_modules'), 'dir');
  // A page written in English only, listed in the English sidebar: the other languages' sidebars, written by the
  // starter as the English one translated, do not name it.
  fs.writeFileSync(path.join(starter, 'docs/en/guide/faq.md'), '# FAQ\n\n## Does it work offline?\n\nYes, once the pages are built.\n');
  const configFile = path.join(starter, 'site.config.ts');
  const config = fs.readFileSync(configFile, 'utf8');
  const withFaq = config.replace(/(link: '\/guide\/writing-pages' \})/, "$1, { text: 'FAQ', link: '/guide/faq' }");
  if (withFaq === config) throw new Error("the starter's English sidebar has no /guide/writing-pages entry to add the FAQ after");
  fs.writeFileSync(configFile, withFaq);
  buildOutput = run(process.execPath, [THEME_CLI, 'build'], starter);
  env = await setup(path.join(starter, 'dist'));
}, 240_000);

afterAll(async () => {
  await env?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

const box = async (page: Page, selector: string) => {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not shown`);
  return b;
};

describe('a starter in en, zh, ja and ar', () => {
  it('builds every language’s pages', () => {
    // 4 pages in 4 languages, and the English-only FAQ shown untranslated in the other three.
    expect(buildOutput).toMatch(/20 pages prerendered, 4 search indexes/);
    for (const lang of ['ja', 'ar', 'zh']) expect(fs.existsSync(path.join(starter, 'dist', lang, 'guide/getting-started.html'))).toBe(true);
  });

  it('shows Japanese UI strings on its ja pages, marked lang="ja"', async () => {
    const { context, page, log } = await newPage(env);
    await open(page, `${env.origin}/ja/guide/getting-started`);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ja', '']);
    await expect.poll(() => page.locator('.rsd-doc-layout__outline').innerText()).toContain('目次');
    const pager = await page.locator('.rsd-prev-next').innerText();
    expect(pager).toContain('前のページ');
    expect(pager).toContain('次のページ');
    expect(await page.locator('h1').first().innerText()).toBe('クイックスタート');
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('lays its ar pages out right to left: dir="rtl", the sidebar on the right, the outline on the left, code left to right', async () => {
    const { context, page, log } = await newPage(env);
    await open(page, `${env.origin}/ar/guide/getting-started`);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    const [sidebar, main, outline] = await Promise.all([box(page, '.rsd-doc-layout__sidebar'), box(page, '.rsd-doc-layout__main'), box(page, '.rsd-doc-layout__outline')]);
    expect(sidebar.x).toBeGreaterThanOrEqual(main.x + main.width - 1);
    expect(outline.x + outline.width).toBeLessThanOrEqual(main.x + 1);
    expect(await page.locator('.rsd-doc-layout__outline').innerText()).toContain('في هذه الصفحة');
    expect(await page.locator('.rsd-code pre').first().evaluate((pre) => getComputedStyle(pre).direction)).toBe('ltr');
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it('keeps the English pages left to right with the sidebar on the left', async () => {
    const { context, page } = await newPage(env);
    await open(page, `${env.origin}/guide/getting-started`);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('dir'))).toBe(false);
    const [sidebar, main] = await Promise.all([box(page, '.rsd-doc-layout__sidebar'), box(page, '.rsd-doc-layout__main')]);
    expect(sidebar.x + sidebar.width).toBeLessThanOrEqual(main.x + 1);
    await context.close();
  });

  it('switches dir as the language link leads from English to Arabic and back', async () => {
    const { context, page } = await newPage(env);
    await open(page, `${env.origin}/guide/getting-started`);
    await page.locator('.rsd-navbar').getByRole('button', { name: 'Change language' }).click();
    await page.getByRole('link', { name: 'العربية' }).click();
    await page.waitForURL(`${env.origin}/ar/guide/getting-started`);
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
    await page.goBack();
    await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('dir'))).toBe(false);
    await context.close();
  });

  it.each([
    ['ja-JP', '/ja/guide/getting-started'],
    ['ar-EG', '/ar/guide/getting-started'],
    ['zh-HK', '/zh/guide/getting-started'],
  ])('sends a first visitor whose browser prefers %s to %s', async (locale, target) => {
    const { context, page } = await newPage(env, { firstVisit: true, locale });
    await page.goto(`${env.origin}/guide/getting-started`);
    await page.waitForURL(`${env.origin}${target}`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(target.split('/')[1] === 'zh' ? 'zh-CN' : target.split('/')[1]);
    await context.close();
  });

  it.each([
    ['ja', 'このページはまだ翻訳されていません', '未翻訳'],
    ['ar', 'لم تُترجم هذه الصفحة بعد', 'لم تُترجم بعد'],
  ])('shows the English-only page under /%s/ with the notice, a canonical link to the English page and a badged sidebar entry', async (lang, notice, badge) => {
    const { context, page, log } = await newPage(env);
    expect(await open(page, `${env.origin}/${lang}/guide/faq`)).toBe(200);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    const note = page.locator('main [role="note"]');
    expect(await note.textContent()).toContain(notice);
    expect(await note.getByRole('link').getAttribute('href')).toBe('/guide/faq');
    expect(await page.locator('head link[rel="canonical"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual(['/guide/faq']);
    expect(await page.locator('head link[rel="alternate"][hreflang]').count()).toBe(0);
    // The English text runs left to right in its own language, whatever the page's direction.
    expect(await page.locator('.rsd-doc').evaluate((el) => [el.getAttribute('lang'), el.getAttribute('dir')])).toEqual(['en', 'ltr']);
    // The language's sidebar lists it where the English one does (after "writing pages"), badged.
    const entries = await page.locator('.rsd-doc-layout__sidebar a.rsd-sidebar__item').evaluateAll((els) =>
      els.map((el) => [el.getAttribute('href'), el.querySelector('.rsd-sidebar__untranslated')?.getAttribute('title') ?? null]),
    );
    expect(entries.map(([href]) => href)).toEqual([`/${lang}/guide/introduction`, `/${lang}/guide/getting-started`, `/${lang}/guide/writing-pages`, `/${lang}/guide/faq`]);
    expect(entries.at(-1)![1]).toBe(badge);
    expect(entries.slice(0, -1).every(([, b]) => b === null)).toBe(true);
    expect(log.messages).toEqual([]);
    await context.close();
  });

  it.each(['/ar/', '/ar/guide/getting-started', '/ar/guide/writing-pages', '/ar/guide/faq'])('has no accessibility violations on the right-to-left page %s', async (route) => {
    const { context, page } = await newPage(env);
    await open(page, `${env.origin}${route}`);
    const { violations } = await runAxe(page);
    expect(violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await context.close();
  });
});
