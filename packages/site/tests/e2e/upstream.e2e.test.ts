import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPSTREAM_ROUTES, upstreamRoutes } from '../content/upstream';
import { siteDist } from './browser';
import { newPage, redirectsFromDist, setup, waitHydrated, type E2E } from './helpers';
import { fileForPath, idsInFile } from './links';

// rslib.rs's addresses against the built site (packages/site/dist): each old URL of the original site reaches its
// page here, in both languages: a page at that route, or a redirect page (with a canonical link to an existing
// page) and a `_redirects` entry; `rsdocs serve` answers them as a host would, and a browser ends on the page.

const SITE_URL = 'https://rslib.rs';
const redirects = redirectsFromDist();

/** A redirect page's canonical link and refresh target, read from its file. */
function redirectPage(route: string) {
  const file = fileForPath(route);
  if (!file) return null;
  const html = fs.readFileSync(file, 'utf8');
  return {
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    refresh: /<meta http-equiv="refresh" content="0; url=([^"]*)"/.exec(html)?.[1],
  };
}

/** What a built page route resolves to: its file (a route with a trailing slash names the page without one). */
const pageFile = (route: string) => fileForPath(route) ?? (route.endsWith('/') && route !== '/' ? fileForPath(route.slice(0, -1)) : null);

let env: E2E;
beforeAll(async () => {
  env = await setup();
});
afterAll(async () => {
  await env?.close();
});

describe('rslib.rs routes on the built site', () => {
  it('15 routes per language are redirected, and _redirects lists exactly those', () => {
    const moved = upstreamRoutes().filter((r) => redirects.has(r));
    expect(moved).toHaveLength(30);
    expect([...redirects.keys()].sort()).toEqual(moved.sort());
    expect(UPSTREAM_ROUTES.filter((r) => redirects.has(r))).toHaveLength(15);
  });

  it.each(upstreamRoutes())('%s reaches its page', (route) => {
    const to = redirects.get(route);
    if (!to) {
      const file = pageFile(route);
      expect(file, `${route}: no page in dist`).not.toBeNull();
      expect(fs.readFileSync(file!, 'utf8'), `${route}: a redirect page that _redirects does not list`).not.toContain('http-equiv="refresh"');
      return;
    }
    // A redirect page whose canonical link and refresh name an existing page (and heading).
    const page = redirectPage(route);
    expect(page, `${route}: no redirect page in dist`).not.toBeNull();
    expect(page!.canonical).toBe(`${SITE_URL}${to}`);
    expect(page!.refresh).toBe(to);
    const [target, hash] = to.split('#');
    const file = pageFile(target!);
    expect(file, `${route} → ${to}: no page in dist`).not.toBeNull();
    expect(fs.readFileSync(file!, 'utf8')).not.toContain('http-equiv="refresh"');
    if (hash) expect(idsInFile(file!).has(hash), `${route} → ${to}: no #${hash} on the page`).toBe(true);
  });

  it('the server answers every old URL with a redirect to a page it serves', async () => {
    const problems: string[] = [];
    for (const route of upstreamRoutes()) {
      const first = await fetch(`${env.origin}${route}`, { redirect: 'manual' });
      if (first.status === 200) continue;
      const location = first.headers.get('location');
      if (first.status !== 301 || !location) {
        problems.push(`${route}: ${first.status}`);
        continue;
      }
      const next = await fetch(new URL(location, env.origin), { redirect: 'manual' });
      if (next.status !== 200) problems.push(`${route} → ${location}: ${next.status}`);
    }
    expect(problems).toEqual([]);
  });

  it('a browser opening an old URL, or its redirect page itself, ends on the page with its heading', async () => {
    const { context, page } = await newPage(env);
    await page.goto(`${env.origin}/zh/guide/solution/react`);
    await page.waitForURL(`${env.origin}/zh/guide/framework/react`);
    await waitHydrated(page);
    expect(await page.locator('h1').first().innerText()).toBe('React');
    // The page's own script (as on a host that ignores _redirects): the rule's heading, and the visitor's query.
    await page.goto(`${env.origin}/guide/upgrade/v0-to-v1.html?from=old`);
    await page.waitForURL(`${env.origin}/guide/basic/upgrade-rslib?from=old#v0-to-v1`);
    await waitHydrated(page);
    expect(await page.locator('h1').first().innerText()).toBe('Upgrade Rslib');
    await context.close();
  });
});

it('the built site has no page under an old route of its own', () => {
  // A redirect page sits where no page is: none of the sources names one of these routes.
  const sources = (lang: string) => fs.readdirSync(path.resolve(siteDist, '../docs', lang), { recursive: true }) as string[];
  const routesOfSources = ['en', 'zh'].flatMap((lang) =>
    sources(lang)
      .filter((f) => /\.mdx?$/.test(f))
      .map((f) => `${lang === 'zh' ? '/zh' : ''}/${f.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1')}`),
  );
  for (const from of redirects.keys()) expect(routesOfSources).not.toContain(from);
});
