import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteDist } from './browser';
import { newPage, open, routesFromDist, setup, sourcePageCount, type E2E } from './helpers';
import { fileForPath, linkProblem } from './links';

// Every page of both languages, once: no failed request, no console error, and every internal link (nav,
// sidebar, content, outline, footer) leads to a built page or file, with its #anchor present on that page.
// routes.e2e.test.ts checks titles and hydration warnings of the same pages; this file checks what they load
// and where they point.
const routes = routesFromDist();


interface Visit {
  status: number | undefined;
  failed: string[];
  errors: string[];
  links: string[];
  resources: string[];
}

let env: E2E;

/** Document responses that are meant to be 404: the not-found page itself. */
let expect404 = new Set<string>();

/** One browser tab that records, per visit, what failed, what was logged and where the page links to. */
interface Crawler {
  page: Page;
  visit(url: string): Promise<Visit>;
}

async function newCrawler(): Promise<Crawler> {
  const { page } = await newPage(env);
  let current: Visit = { status: undefined, failed: [], errors: [], links: [], resources: [] };
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? 'failed';
    // Leaving a page cancels what it still had in flight: an aborted request for a file that exists is that.
    const url = new URL(request.url());
    if (error === 'net::ERR_ABORTED' && url.origin === env.origin && fileForPath(decodeURIComponent(url.pathname))) return;
    current.failed.push(`${request.method()} ${request.url()}: ${error}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !expect404.has(response.url())) current.failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    // Chromium logs every 4xx response; the intended 404 document is not an error.
    if (m.text().startsWith('Failed to load resource') && expect404.has(m.location().url)) return;
    current.errors.push(`console.error: ${m.text()}`);
  });
  page.on('pageerror', (e) => current.errors.push(`pageerror: ${e.message}`));
  return {
    page,
    async visit(url) {
      current = { status: undefined, failed: [], errors: [], links: [], resources: [] };
      current.status = await open(page, url);
      const found = await page.evaluate(() => ({
        links: [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!),
        // Lazy images below the fold are not requested on load: check their files instead.
        resources: [...document.querySelectorAll('img[src], source[src], link[href][rel~="icon"]')].map(
          (el) => el.getAttribute('src') ?? el.getAttribute('href')!,
        ),
      }));
      return Object.assign(current, found);
    },
  };
}

/** Two tabs take turns over the routes: page loads overlap without crowding two cores. */
const POOL_SIZE = 2;
const idle: Crawler[] = [];
const waiting: Array<(crawler: Crawler) => void> = [];

async function withCrawler<T>(run: (crawler: Crawler) => Promise<T>): Promise<T> {
  const crawler = idle.pop() ?? (await new Promise<Crawler>((resolve) => waiting.push(resolve)));
  try {
    return await run(crawler);
  } finally {
    const next = waiting.shift();
    if (next) next(crawler);
    else idle.push(crawler);
  }
}

beforeAll(async () => {
  env = await setup();
  idle.push(...(await Promise.all(Array.from({ length: POOL_SIZE }, newCrawler))));
});
afterAll(async () => {
  await env?.close();
});

function problemsOf(seen: Visit, url: string, pageFile?: string): string[] {
  const links = [...new Set(seen.links)].map((href) => linkProblem(href, url, siteDist, pageFile)).filter((p): p is string => p !== null);
  const resources = [...new Set(seen.resources)]
    .map((src) => new URL(src, url))
    .filter((u) => u.origin === env.origin && !fileForPath(decodeURIComponent(u.pathname)))
    .map((u) => `resource missing from dist: ${u.pathname}`);
  return [...seen.failed, ...seen.errors, ...links.map((p) => `broken link ${p}`), ...resources];
}

describe('link checker', () => {
  // The judge itself, on the real dist: each kind of break is reported, and good links pass.
  const from = 'http://site.test/guide/start/';
  it.each([
    ['/guide/start/quick-start', null],
    ['quick-start', null],
    ['/zh/', null],
    ['/rslib-logo.svg', null],
    ['#rsd-main', null],
    ['https://github.com/web-infra-dev/rslib#readme', null],
    ['/guide/start/quick-start.html', null],
  ] as const)('accepts %s', (href, expected) => {
    expect(linkProblem(href, from)).toBe(expected);
  });

  it.each([
    ['/guide/start/no-such-page', /no file in dist/],
    ['/guide/start/quick-start/', /no file in dist/],
    ['/missing.svg', /no file in dist/],
    ['/guide/start/quick-start#no-such-heading', /no element with id "no-such-heading"/],
    ['#nowhere', /no element with id "nowhere" on \/guide\/start\//],
    ['/../../etc/passwd', /no file in dist/],
  ])('reports %s', (href, expected) => {
    expect(linkProblem(href, from)).toMatch(expected);
  });

  it('finds headings of Chinese pages by their encoded anchors', () => {
    const file = path.join(siteDist, 'zh/guide/start/quick-start.html');
    const id = /<h2 id="([^"]+)"/.exec(fs.readFileSync(file, 'utf8'))?.[1];
    expect(id).toBeTruthy();
    expect(linkProblem(`/zh/guide/start/quick-start#${encodeURIComponent(id!)}`, from)).toBeNull();
  });

  it('reads same-page anchors of the not-found page from the file served for the unknown path', () => {
    const notFound = path.join(siteDist, '404.html');
    expect(linkProblem('#rsd-main', 'http://site.test/no-such-page')).toMatch(/no file in dist/);
    expect(linkProblem('#rsd-main', 'http://site.test/no-such-page', siteDist, notFound)).toBeNull();
    expect(linkProblem('#nowhere', 'http://site.test/no-such-page', siteDist, notFound)).toMatch(/no element with id "nowhere"/);
  });

  it('judges files against the dist it is given', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-links-'));
    fs.writeFileSync(path.join(dir, 'a.html'), '<h2 id="x">X</h2>');
    expect(linkProblem('/a#x', 'http://site.test/', dir)).toBeNull();
    expect(linkProblem('/a#y', 'http://site.test/', dir)).toMatch(/no element with id "y"/);
    fs.rmSync(dir, { recursive: true });
  });
});

describe('the crawl reports', () => {
  it('a failed request, a console error and a broken link planted in a page', async () => {
    await withCrawler(async ({ page, visit }) => {
      const url = `${env.origin}/guide/start/`;
      const seen = await visit(url);
      expect(problemsOf(seen, url)).toEqual([]);
      await page.evaluate(() => {
        const img = new Image();
        img.src = '/planted-missing.png';
        img.alt = '';
        const a = document.createElement('a');
        a.href = '/guide/start/planted-missing';
        document.querySelector('main')!.append(img, a);
        console.error('planted error');
      });
      await page.waitForResponse((r) => r.url().endsWith('/planted-missing.png'));
      seen.links = await page.evaluate(() => [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!));
      const problems = problemsOf(seen, url).join('\n');
      expect(problems).toMatch(/404 .*\/planted-missing\.png/);
      expect(problems).toMatch(/console\.error: planted error/);
      expect(problems).toMatch(/broken link "\/guide\/start\/planted-missing"/);
    });
  });
});

describe.each([
  ['en', routes.filter((r) => r !== '/zh/' && !r.startsWith('/zh/'))],
  ['zh', routes.filter((r) => r === '/zh/' || r.startsWith('/zh/'))],
])('crawl of every %s page', (lang, list) => {
  it('covers a route for every page of the language', () => {
    expect(list.length).toBeGreaterThanOrEqual(80);
    expect(list).toHaveLength(sourcePageCount(lang));
  });

  it.concurrent.for(list)('%s: every request succeeds, no console error, every internal link and anchor resolves', async (route, { expect }) => {
    const url = env.origin + route;
    const seen = await withCrawler((crawler) => crawler.visit(url));
    expect(seen.status).toBe(200);
    expect(seen.links.length, 'links found').toBeGreaterThan(5);
    expect(problemsOf(seen, url)).toEqual([]);
  });
});

describe('the 404 pages', () => {
  it.each([
    ['/no-such-page', '404.html'],
    ['/zh/no-such-page', 'zh/404.html'],
  ])('%s: only the document is 404; its links resolve', async (route, file) => {
    const url = env.origin + route;
    expect404 = new Set([url]);
    try {
      await withCrawler(async ({ page, visit }) => {
        const seen = await visit(url);
        expect(seen.status).toBe(404);
        expect(await page.locator('.rsd-layout').getAttribute('data-page-type')).toBe('404');
        expect(problemsOf(seen, url, path.join(siteDist, file))).toEqual([]);
      });
    } finally {
      expect404 = new Set();
    }
  });
});
