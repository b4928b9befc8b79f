import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import type { Server } from 'node:http';
import { launchBrowser, siteDist, startServer } from './browser';
import { watchNetwork } from './settle';

/** The old routes the site redirects (`_redirects`: `from to status` per line, the base included as built). */
export function redirectsFromDist(dir = siteDist): Map<string, string> {
  const file = path.join(dir, '_redirects');
  if (!fs.existsSync(file)) return new Map();
  const lines = fs.readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#'));
  return new Map(lines.map((l) => l.trim().split(/\s+/) as [string, string]));
}

/**
 * Every route of the built site: each `*.html` of dist except the 404 pages and the redirect pages of old routes,
 * as a clean URL path.
 */
export function routesFromDist(dir = siteDist): string[] {
  const redirected = redirectsFromDist(dir);
  const routes: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (entry.name !== 'assets' && entry.name !== 'static') walk(child);
      } else if (entry.name.endsWith('.html') && entry.name !== '404.html') {
        const clean = `/${child}`.replace(/\.html$/, '').replace(/(^|\/)index$/, '$1');
        if (!redirected.has(clean)) routes.push(clean);
      }
    }
  };
  walk('');
  return routes.sort();
}

/**
 * Site-relative module preloads of a built page, read from its HTML file: `modulepreload` links (a page that loads
 * the app at once) or its data script's `data-preload` (a page whose head script loads the app after the first paint).
 */
export function modulePreloadsOf(route: string, dir = siteDist): string[] {
  const file = route.endsWith('/') ? path.join(dir, route, 'index.html') : path.join(dir, `${route}.html`);
  const html = fs.readFileSync(file, 'utf8');
  const deferred = /data-preload="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
  return [...[...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!), ...deferred];
}

/** The JavaScript chunk that belongs to `target` only (not preloaded by `from`): its page chunk. */
export function pageChunkOf(target: string, from: string): string {
  const own = new Set(modulePreloadsOf(from));
  const chunks = modulePreloadsOf(target).filter((href) => !own.has(href));
  if (chunks.length === 0) throw new Error(`no page chunk of ${target} beside those of ${from}`);
  return chunks[chunks.length - 1]!;
}

/** Slow `page`'s CPU down `rate` times (Chromium's DevTools protocol), for the rest of its life. */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** A built page's entry script (`<script type="module" src>`, or `data-entry` when loaded after the first paint), site-relative. */
export function entryScriptOf(route: string, dir = siteDist): string {
  const file = route.endsWith('/') ? path.join(dir, route, 'index.html') : path.join(dir, `${route}.html`);
  const html = fs.readFileSync(file, 'utf8');
  const src = /<script type="module" src="([^"]+)"/.exec(html)?.[1] ?? /data-entry="([^" ]+)"/.exec(html)?.[1];
  if (!src) throw new Error(`no entry script in ${file}`);
  return src;
}

export interface HeldRequests {
  /** Paths of the requests held so far. */
  held: string[];
  /** Let every held request (and later ones) through. */
  release(): void;
}

/**
 * Hold back every request whose path matches `pattern` until `release()`: a chunk that is slow to arrive, on
 * purpose, so a test can act while the code it holds has not run yet.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<HeldRequests> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(
    (url) => pattern.test(url.pathname),
    async (route) => {
      held.push(new URL(route.request().url()).pathname);
      await released;
      await route.continue().catch(() => {}); // the page may have gone meanwhile
    },
  );
  return { held, release };
}

/**
 * How long a wait may take before it is a failure: a safety net, not a speed check. A wait ends as soon as its
 * condition holds; on a loaded machine (load 30 on 2 cores in a fresh-clone run with builds beside it) a page's
 * load, hydration or a client navigation took 10–30 s.
 */
export const WAIT_MS = 60_000;

/** Wait until the page has painted content for the first time. */
export async function waitFirstPaint(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: WAIT_MS });
}

/** Whether the client runtime has committed its first render. */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { __RSDOCS_HYDRATED__?: boolean }).__RSDOCS_HYDRATED__ === true);
}

/** Wait until the client runtime committed its first render (hydration). */
export async function waitHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { __RSDOCS_HYDRATED__?: boolean }).__RSDOCS_HYDRATED__ === true, null, {
    timeout: WAIT_MS,
  });
}

/** Open `url` and wait for load and hydration. Returns the HTTP status of the document. */
export async function open(page: Page, url: string): Promise<number | undefined> {
  const response = await page.goto(url, { waitUntil: 'load' });
  await waitHydrated(page);
  return response?.status();
}

export interface ConsoleLog {
  messages: string[];
  clear(): void;
}

/** Console errors and warnings plus uncaught page errors, as text. */
export function collectConsole(page: Page): ConsoleLog {
  const messages: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  return {
    messages,
    clear: () => {
      messages.length = 0;
    },
  };
}

export interface E2E {
  browser: Browser;
  server: Server;
  origin: string;
  close(): Promise<void>;
}

/** One browser and one static server for a test file (serving `dir`, by default the built Rslib site). */
export async function setup(dir = siteDist): Promise<E2E> {
  const [browser, { server, origin }] = await Promise.all([launchBrowser(), startServer(dir)]);
  return {
    browser,
    server,
    origin,
    async close() {
      await browser.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type NewPageOptions = Parameters<Browser['newContext']>[0] & {
  /**
   * Behave as a browser's first visit to the site. By default the locale-redirect visited flag is set before any
   * page script runs, so a test that opens a page in the other language is not redirected to the browser's one.
   * @default false
   */
  firstVisit?: boolean;
  /**
   * Slow the page's CPU down this many times (CDP `Emulation.setCPUThrottlingRate`), as on a slow phone.
   * @default `RSDOCS_E2E_CPU_THROTTLE` or 1 (no throttling); run the whole suite slowed down with that variable.
   */
  cpuThrottle?: number;
};

/** The CPU slowdown every test page gets unless it asks for its own. */
export const DEFAULT_CPU_THROTTLE = Number(process.env.RSDOCS_E2E_CPU_THROTTLE) || 1;

/** Storage key of the theme's locale-redirect visited flag. */
export const LOCALE_VISITED_KEY = 'rsdocs-locale-visited';

/** A fresh context (its own storage) with one page, at desktop size unless told otherwise. */
export async function newPage(
  env: E2E,
  { firstVisit = false, cpuThrottle = DEFAULT_CPU_THROTTLE, ...options }: NewPageOptions = {},
): Promise<{ context: BrowserContext; page: Page; log: ConsoleLog }> {
  const context = await env.browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
  if (!firstVisit) {
    await context.addInitScript((key) => {
      try {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, '1');
      } catch {
        // storage refused: the theme then never redirects anyway
      }
    }, LOCALE_VISITED_KEY);
  }
  context.setDefaultTimeout(WAIT_MS);
  const page = await context.newPage();
  watchNetwork(page);
  if (cpuThrottle > 1) await throttleCpu(page, cpuThrottle);
  const log = collectConsole(page);
  return { context, page, log };
}

/**
 * Build a site with Vite's builder API and the rsdocs plugin into `outDir` (production mode, whatever vitest set).
 * `root` is the folder the config's paths are relative to (docs/, public/).
 */
export async function buildSite(
  root: string,
  config: import('@rsdocs/theme').SiteConfig,
  outDir: string,
  pluginOptions: import('@rsdocs/theme/vite').RsdocsPluginOptions = {},
): Promise<void> {
  const [{ createBuilder }, { rsdocs }] = await Promise.all([import('vite'), import('@rsdocs/theme/vite')]);
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const builder = await createBuilder({
      root,
      configFile: false,
      mode: 'production',
      logLevel: 'warn',
      plugins: [rsdocs(config, pluginOptions)],
      build: { outDir },
    });
    await builder.buildApp();
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

/** Pages written in a language (docs/<lang>/**.md(x)): every one of them must be built into a route. */
export function sourcePageCount(lang: string): number {
  const dir = path.resolve(siteDist, '../docs', lang);
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.mdx?$/.test(f)).length;
}
