/**
 * rslib.rs's addresses on this site (no build): every route of the original site is a page here, or a rule of
 * `redirects` in site.config.ts leads from it to a page (and heading) of the same language. The built site is
 * checked too, by tests/e2e/upstream.e2e.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../theme/src/config/types';
import { routeLookupKey } from '../../../theme/src/lib/sections';
import siteConfig, { MOVED_PAGES } from '../../site.config';
import { loadPages } from './pages';
import { UPSTREAM_ROUTES, upstreamRoutes } from './upstream';

const pages = loadPages();
const byRoute = new Map(pages.map((p) => [routeLookupKey(p.routePath), p]));
const redirects = (siteConfig as SiteConfig).redirects ?? {};

describe('rslib.rs routes', () => {
  it('each reaches its page: a page of the same route, or a redirect to a page and heading of its language', () => {
    const problems: string[] = [];
    for (const route of upstreamRoutes()) {
      if (byRoute.has(routeLookupKey(route))) continue;
      const to = redirects[route];
      if (!to) {
        problems.push(`${route}: no page and no rule in site.config.ts redirects`);
        continue;
      }
      const [path, hash] = to.split('#');
      const target = byRoute.get(routeLookupKey(path!));
      if (!target) problems.push(`${route} → ${to}: no such page`);
      else if (hash && !target.headings.some((h) => h.id === hash)) problems.push(`${route} → ${to}: ${target.file} has no heading #${hash}`);
      else if (target.lang !== (route.startsWith('/zh/') ? 'zh' : 'en')) problems.push(`${route} → ${to}: a page of the other language`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('15 of them live under another route here, and the site redirects exactly those, in both languages', () => {
    const moved = UPSTREAM_ROUTES.filter((r) => !byRoute.has(routeLookupKey(r)));
    expect(moved).toHaveLength(15);
    expect(Object.keys(MOVED_PAGES).sort()).toEqual([...moved].sort());
    expect(Object.keys(redirects).sort()).toEqual(moved.flatMap((r) => [r, `/zh${r}`]).sort());
  });
});
