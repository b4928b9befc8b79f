import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { siteDist } from './browser';
import { newPage, open, routesFromDist, setup, sourcePageCount, type ConsoleLog, type E2E } from './helpers';
import { startupWorkDone } from './settle';

// Every prerendered route of both languages opens, hydrates without a warning, and shows its title.
const routes = routesFromDist();
const en = routes.filter((r) => r !== '/zh' && !r.startsWith('/zh/'));
const zh = routes.filter((r) => r === '/zh/' || r.startsWith('/zh/'));

/** The `<title>` the build wrote into a route's HTML file. */
function builtTitle(route: string): string {
  const file = route.endsWith('/') ? path.join(siteDist, route, 'index.html') : path.join(siteDist, `${route}.html`);
  const raw = /<title>([^<]*)<\/title>/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
  return raw.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
}

const HYDRATION = /hydrat|Minified React error #(418|423|425)|did not match/i;

let env: E2E;
let page: Page;
let log: ConsoleLog;

beforeAll(async () => {
  env = await setup();
  ({ page, log } = await newPage(env));
});
afterAll(async () => {
  await env?.close();
});

describe('route list from dist', () => {
  it('has a route for every page of each language, homes included', () => {
    expect(en.length).toBeGreaterThanOrEqual(80);
    expect(en).toHaveLength(sourcePageCount('en'));
    expect(zh).toHaveLength(sourcePageCount('zh'));
    expect(en).toContain('/');
    expect(zh).toContain('/zh/');
    // The Chinese table mirrors the English one under /zh.
    expect(zh.map((r) => r.replace(/^\/zh/, '') || '/').sort()).toEqual([...en].sort());
  });
});

interface Seen {
  status: number | undefined;
  h1: string;
  title: string;
  pageType: string | null;
  lang: string | null;
  hydrated: boolean;
}

async function visit(route: string): Promise<Seen> {
  const status = await open(page, env.origin + route);
  return page.evaluate(() => ({
    h1: document.querySelector('h1')?.textContent?.trim() ?? '',
    title: document.title,
    pageType: document.querySelector('.rsd-layout')?.getAttribute('data-page-type') ?? null,
    lang: document.documentElement.lang || null,
    hydrated: (window as { __RSDOCS_HYDRATED__?: boolean }).__RSDOCS_HYDRATED__ === true,
  })).then((seen) => ({ status, ...seen }));
}

describe.each([
  ['en', en],
  ['zh', zh],
])('every %s route', (lang, list) => {
  it.each(list)('%s opens with its title, hydrates without console errors', async (route) => {
    log.clear();
    const seen = await visit(route);
    expect(seen.status).toBe(200);
    expect(seen.hydrated).toBe(true);
    // The client resolved the same page the server rendered (no fallback to the 404 page).
    expect(seen.pageType).not.toBe('404');
    expect(seen.lang?.split('-')[0], 'html lang').toBe(lang);
    const isHome = route === '/' || route === '/zh/';
    if (isHome) {
      expect(seen.pageType).toBe('home');
      expect(seen.h1).toBe('Rslib');
      expect(seen.title).toMatch(/^Rslib\b/);
    } else {
      expect(seen.pageType).toBe('doc');
      expect(seen.h1.length).toBeGreaterThan(0);
      expect(seen.title).toMatch(/. \| Rslib$/);
    }
    // The runtime keeps the title the build wrote.
    expect(seen.title).toBe(builtTitle(route));
    // Let late work (the content-reload frame, the zoom's attach timer, idle-time work) report too.
    await startupWorkDone(page);
    const hydrationWarnings = log.messages.filter((m) => HYDRATION.test(m));
    expect(hydrationWarnings).toEqual([]);
    expect(log.messages).toEqual([]);
  });
});
