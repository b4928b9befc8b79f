import fs from 'node:fs';
import type { ViteDevServer } from 'vite';
import { redirectAliases, redirectList } from '../build/redirects';
import { formatProblem, locatedError } from '../errors';
import type { CompiledPage } from '../markdown/compile';
import { checkPageLinks, type PageLinks } from '../markdown/links';
import type { DevContext } from './context';

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
  const targets = new Set(compiled.links.map((l) => l.url.split('#')[0]).filter(Boolean));
  const pages = ctx.pages();
  const linked = await Promise.all(
    pages.filter((p) => p.file !== file && [...targets].some((t) => t === p.routePath || t === p.routePath.replace(/\/$/, ''))).map((p) => store.compile(p)),
  );
  const asLinks = (c: CompiledPage): PageLinks => ({ file: c.file, routePath: c.route.routePath, links: c.links, ids: c.ids });
  // Every route is a target; the headings are known of those compiled above (the ones this page links to).
  const known = pages.map((p): PageLinks => {
    const target = linked.find((l) => l.route.routePath === p.routePath);
    return target ? asLinks(target) : { file: p.file, routePath: p.routePath, links: [], ids: [] };
  });
  const self = asLinks(compiled);
  const problems = checkPageLinks([self, ...known.filter((k) => k.routePath !== self.routePath)], ctx.site().siteData.base, redirectAliases(redirectList(ctx.site().config.redirects))).filter((p) => p.file === compiled.file);
  if (!problems.length) return;
  for (const p of problems) server.config.logger.warn(`rsdocs: dead link (the build fails on it) ${formatProblem(p)}`, { timestamp: true });
  const error = locatedError(
    problems.map((p) => ({ ...p, message: `dead link: ${p.message} (a warning here; the build fails on it)` })),
    file,
    fs.readFileSync(file, 'utf8'),
  );
  server.environments.client.hot.send({ type: 'error', err: { message: error.message, stack: '', id: error.id, frame: error.frame, loc: error.loc, plugin: 'rsdocs' } });
}
