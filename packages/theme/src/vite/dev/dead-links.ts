import fs from 'node:fs';
import type { ViteDevServer } from 'vite';
import { redirectAliases, redirectList } from '../build/redirects';
import { formatProblem, locatedError } from '../errors';
import type { CompiledPage } from '../markdown/compile';
import { checkPageLinks, type PageLinks } from '../markdown/links';
import type { DevContext } from './context';
import type { ScannedPage } from '../content/scan';
import { routeLookupKey } from '../../lib/sections';
import { isExternalUrl, splitHash } from '../../lib/url';

/**
 * The dev server's check of a page's links, when it is served or updated. Dead links do not stop the dev server:
 * the terminal and the overlay say where they are. Off the update's path: finding the headings of the pages it
 * links to may compile them, on this same thread, so the check waits until the page (or its update) is served.
 */
export function createDeadLinkCheck(ctx: DevContext, server: () => ViteDevServer): (file: string) => void {
  const checking = new Set<string>();
  return (file) => {
    if (checking.has(file)) return;
    checking.add(file);
    setTimeout(() => {
      warnDeadLinks(ctx, server(), file)
        .catch((error) => server().config.logger.error(`rsdocs: checking the links of ${file} failed: ${(error as Error).message}`))
        .finally(() => checking.delete(file));
    }, 300);
  };
}

async function warnDeadLinks(ctx: DevContext, server: ViteDevServer, file: string): Promise<void> {
  const store = ctx.store();
  const page = ctx.pageByFile(file);
  if (!page || ctx.site().config.checkDeadLinks === false) return;
  const compiled = await store.compile(page);
  const redirects = redirectAliases(redirectList(ctx.site().config.redirects));
  const targets = linkedPages(ctx, compiled, redirects);
  const linked = await Promise.all(targets.filter((p) => p.file !== file).map((p) => store.compile(p)));
  const asLinks = (c: CompiledPage): PageLinks => ({ file: c.file, routePath: c.route.routePath, links: c.links, ids: c.ids });
  // The pages its links (and the redirects they go through) name, each with its headings: a path not among them
  // is a page that does not exist.
  const self = asLinks(compiled);
  const problems = checkPageLinks([self, ...linked.map(asLinks).filter((k) => k.routePath !== self.routePath)], ctx.site().siteData.base, redirects).filter((p) => p.file === compiled.file);
  if (!problems.length) return;
  for (const p of problems) server.config.logger.warn(`rsdocs: dead link (the build fails on it) ${formatProblem(p)}`, { timestamp: true });
  const error = locatedError(
    problems.map((p) => ({ ...p, message: `dead link: ${p.message} (a warning here; the build fails on it)` })),
    file,
    fs.readFileSync(file, 'utf8'),
  );
  server.environments.client.hot.send({ type: 'error', err: { message: error.message, stack: '', id: error.id, frame: error.frame, loc: error.loc, plugin: 'rsdocs' } });
}

/**
 * The pages a compiled page's links lead to, found by route (and through a redirect rule), not by going over the
 * site's pages: the check of one page costs its links, whatever the site's size.
 */
export function linkedPages(ctx: Pick<DevContext, 'pageByRoute' | 'site'>, compiled: Pick<CompiledPage, 'links'>, redirects: ReadonlyMap<string, string>): ScannedPage[] {
  const base = ctx.site().siteData.base.replace(/\/$/, '');
  const found = new Map<string, ScannedPage>();
  for (const link of compiled.links) {
    const { path } = splitHash(link.url);
    if (!path || isExternalUrl(path)) continue;
    const route = base && path.startsWith(`${base}/`) ? path.slice(base.length) : path;
    const redirect = redirects.get(routeLookupKey(route));
    const target = ctx.pageByRoute(route) ?? (redirect !== undefined && !isExternalUrl(redirect) ? ctx.pageByRoute(splitHash(redirect).path) : undefined);
    if (target) found.set(target.file, target);
  }
  return [...found.values()];
}
