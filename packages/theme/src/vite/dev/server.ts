// The dev room owns `vite` (the dev server): pages rendered on a worker thread like the built site, search from
// memory, hot updates of pages and route tables, and a page's problems in Vite's overlay.
import { RSPRESS_PAGES_ID } from '../config/rspress-compat';
import type { Connect, DevEnvironment, EnvironmentModuleNode, HotUpdateOptions, Plugin, ViteDevServer } from 'vite';
import { isExternalUrl, removeBase, withBase } from '../../lib/url';
import { HOT_UPDATE_EVENT } from '../../runtime/hot';
import type { DevContext } from './context';
import { CSP_HEADER, devCspDirectives, policyText, siteCspDirectives } from '../head/csp';
import { moduleUrl, PAGE_CHANGED_EVENT, PAGE_CHECK_EVENT, PAGE_MARKUP_EVENT, renderDevDocument, renderDevMarkup, siteHeadScript, sourceVersion, warmUpStyles, type PageMarkup } from './html';
import { DEV_MARKUP_GLOBAL } from '../../runtime/dev-markup';
import { createDevRenderer, type DevRenderer } from './render';
import { deferDepsOptimizer } from './optimizer';
import { createDevSearch, SEARCH_INTENT_EVENT, type DevSearch } from './search';
import { markdownCopyMiddleware } from './markdown-copy';
import { takeDevThread } from './thread';
import { redirectTarget } from '../build/redirects';
import { createDeadLinkCheck } from './dead-links';
import { catchMissedChanges } from './missed-changes';
import { isInside, watchContentFolder } from './content-watcher';
import { PAGE_EXTENSIONS } from '../content/routes';
import { sourceFileOf } from '../content/scan';
import { sourceStamp } from '../content/pages';
import { VIRTUAL } from '../client/virtual';
import { pageLabelChanged } from '../content/navigation';
import { isNavigationFile, navbarSnapshot } from '../content/site-navigation';
import { devTiming, timedStep } from './timing';
import { boundServedCode } from './served-code';

/** Custom event telling the browser's search sources that the indexes changed. */
export const SEARCH_UPDATE_EVENT = 'rsdocs:search-update';

const q = JSON.stringify;
const isPageFile = (file: string, ctx: DevContext) => PAGE_EXTENSIONS.some((e) => file.endsWith(e)) && ctx.isPageFile(file);

/**
 * Code the dev server adds to a module so that it takes its own hot updates and hands the new module to the
 * running app (runtime/hot.ts): a page re-renders in place, a section's route table is replaced.
 */
/**
 * A page request: a browser's (text/html), or curl's and fetch's (no Accept, or any type), as Vite's own fallback
 * takes them. Not a browser's request for an image, a sound or a font, which lists `*\/*` last: the favicon a browser
 * asks for as the first page loads was rendered as a 404 page (a render, a head script and Vite's HTML transform).
 */
export function wantsHtml(accept: string | undefined): boolean {
  if (!accept || accept.includes('text/html')) return true;
  return accept.includes('*/*') && !/^(?:image|audio|video|font)\//.test(accept.trim());
}

function acceptCode(detail: string): string {
  return `\nif (import.meta.hot) import.meta.hot.accept((next) => { if (next) dispatchEvent(new CustomEvent(${q(HOT_UPDATE_EVENT)}, { detail: ${detail} })); });\n`;
}

/**
 * Custom event a page module sends as it runs: `{ file, stamp }`, the source's time and size it was made from. A
 * save between the module's answer and its run sends an update the browser drops (Vite's client takes updates only
 * for modules that ran), and the page would show the text before the save: the server then sends the update again.
 */
export const PAGE_MODULE_CHECK_EVENT = 'rsdocs:page-module-check';

/**
 * The dev server: pages rendered like the built site (dev/html.ts), search indexes from memory (dev/search.ts),
 * hot updates of pages and route tables without reloading, and the problems of a page in Vite's error overlay.
 */
export function devServerPlugin(ctx: DevContext): Plugin {
  let server: ViteDevServer;
  const search = createDevSearch(ctx, { warn: (message) => server.config.logger.warn(message, { timestamp: true }) });
  const checkLinksSoon = createDeadLinkCheck(ctx, () => server);
  // Vite's graph keeps the served code of the last few route tables and pages only (served-code.ts).
  const servedCode = boundServedCode(() => server.environments.client.moduleGraph);

  return {
    name: 'rsdocs:dev',
    apply: 'serve',

    // The content folder is watched by folder (dev/content-watcher.ts), not by Vite's watcher file by file.
    config: (user) => (user.server?.watch === null ? undefined : { server: { watch: { ignored: [(file: string) => !!ctx.site() && isInside(file, ctx.site().contentRoot)] } } }),

    configureServer(s) {
      server = s;
      return startDevServer(server, ctx, search);
    },

    // Pages take their own updates; section tables too (pages added or removed), and the list of sections.
    transform: {
      filter: { id: [/\.mdx?(?:\?|$)/, /^\0virtual:rsdocs\/(?:section|search)/] },
      handler(code, id) {
        if (this.environment.name !== 'client') return undefined;
        const hot = hotModuleCode(ctx, code, id);
        if (hot?.page) checkLinksSoon(hot.page);
        if (hot?.page) servedCode.served(id, 'page');
        else if (id.startsWith(`\0${VIRTUAL.sectionPrefix}`)) servedCode.served(id, 'section');
        return hot && { code: hot.code, map: null };
      },
    },

    hotUpdate(update) {
      if (this.environment.name !== 'client') return undefined;
      if (isNavigationFile(update.file, ctx.site())) return navigationUpdate(ctx, this.environment);
      if (!isPageFile(update.file, ctx)) return undefined;
      devTiming(`hot update ${update.type} ${update.file}`);
      // The browser's sources drop their indexes: the next query asks again, which starts newer ones (told when served).
      search.busy();
      search.markStale(update.file);
      this.environment.hot.send({ type: 'custom', event: SEARCH_UPDATE_EVENT });
      return modulesToUpdate(ctx, this.environment, server, update);
    },
  };
}

/**
 * What the dev server starts with Vite (its configureServer): the worker thread pages compile and render on, the
 * deferred pre-bundling, the watch for missed saves; and, returned to run after Vite's own middlewares (modules,
 * public files and assets are Vite's), the middlewares that answer search indexes and pages.
 */
function startDevServer(server: ViteDevServer, ctx: DevContext, search: DevSearch): () => void {
  const stopWatching = watchContent(server, ctx.site().contentRoot);
  // Pages compile and render on the worker thread (started early by the CLI), off Vite's busy main thread.
  const thread = takeDevThread();
  // Pre-bundling waits for the first page to be answered (or a module to be asked for, or a second of quiet).
  const optimizer = deferDepsOptimizer(server.environments.client);
  ctx.store().compileOn(thread);
  // The first page waits for these: start them while Vite starts, not when the page is asked for.
  ctx.store().warmUp();
  siteHeadScript(ctx, thread).catch(() => {}); // reported by the first page that needs it
  const renderer = createDevRenderer(server, ctx, thread);
  // Newer search indexes are served: the browser's sources drop what they loaded and fetch again on the next query.
  search.onUpdated(() => server.environments.client.hot.send({ type: 'custom', event: SEARCH_UPDATE_EVENT }));
  // A second save of a page (or a navigation file) within 50 ms of the first never reaches Vite's watcher: look
  // again (missed-changes.ts).
  const stopCatching = catchMissedChanges(server.watcher, (file) => isPageFile(file, ctx) || isNavigationFile(file, ctx.site()));
  let idle: NodeJS.Timeout | undefined;
  server.httpServer?.once('listening', () => {
    idle = setTimeout(optimizer.start, 1000);
    void warmUpStyles(server, ctx).catch(() => {});
  });
  server.httpServer?.once('close', () => {
    clearTimeout(idle);
    optimizer.stop();
    stopCatching();
    stopWatching();
    void thread?.close();
    search.close();
  });
  // Search opened or about to be (the browser's search source's load()): its indexes are made now, that one first.
  server.environments.client.hot.on(SEARCH_INTENT_EVENT, (data: { key?: unknown }) => search.want(typeof data?.key === 'string' ? data.key : undefined));
  // Any request means the server is not idle, and the search indexes unasked for wait (dev/search.ts).
  // The first request ends the wait for an idle server to start pre-bundling: the first page starts it once answered.
  server.middlewares.use((_req, _res, next) => {
    clearTimeout(idle);
    search.busy();
    next();
  });
  // A document whose page changed before its socket connected (dev/html.ts's pendingEditScript).
  server.environments.client.hot.on(PAGE_CHECK_EVENT, (data: { routePath?: string; version?: number }, client) => {
    const page = typeof data?.routePath === 'string' ? ctx.pageByRoute(data.routePath) : undefined;
    const version = page && sourceVersion(sourceFileOf(page));
    if (page && version !== data.version) client.send(PAGE_CHANGED_EVENT, { module: moduleUrl(page.file, server.config.root, ctx.site().siteData.base), version });
  });
  // A document not yet hydrated asks for its page's new markup (dev/html.ts's pendingEditScript).
  server.environments.client.hot.on(PAGE_MARKUP_EVENT, async (data: { id?: unknown; routePath?: unknown }, client) => {
    if (typeof data?.id !== 'number' || typeof data.routePath !== 'string') return;
    const answer: PageMarkup = { id: data.id, routePath: data.routePath };
    try {
      Object.assign(answer, (await timedStep(`markup ${data.routePath}`, renderDevMarkup(ctx, renderer, data.routePath))) ?? { failed: true });
    } catch {
      answer.failed = true; // the page's own request (or its module) reports why
    }
    client.send(PAGE_MARKUP_EVENT, answer);
  });
  // A page module that ran made from a source saved since (see PAGE_MODULE_CHECK_EVENT): its update, again.
  server.environments.client.hot.on(PAGE_MODULE_CHECK_EVENT, (data: { file?: string; stamp?: string }) => {
    const page = typeof data?.file === 'string' ? ctx.pageByFile(data.file) : undefined;
    if (!page || sourceStamp(sourceFileOf(page)) === data.stamp) return;
    const environment = server.environments.client;
    for (const module of environment.moduleGraph.getModulesByFile(data.file!) ?? []) void environment.reloadModule(module);
  });
  return () => {
    server.middlewares.use(search.middleware);
    server.middlewares.use(markdownCopyMiddleware(ctx));
    // Once a page has been answered: pre-bundling, and the wait for the server to be idle (then the search indexes).
    server.middlewares.use(pageMiddleware(server, ctx, renderer, () => (optimizer.start(), search.served())));
  };
}

/**
 * The content folder's changes, told on Vite's watcher as its own would be (Vite's handling and the plugins'
 * `hotUpdate` run for them), unless the config turned watching off (`server.watch: null`).
 */
function watchContent(server: ViteDevServer, contentRoot: string): () => void {
  if (server.config.server.watch === null) return () => {};
  const watcher = watchContentFolder(contentRoot, (event, file) => {
    devTiming(`content ${event} ${file}`);
    server.watcher.emit(event, file);
    server.watcher.emit('all', event, file);
  });
  return () => watcher.close();
}

/** Answers a page request with the page rendered as the build would (or the redirect of an old route). */
function pageMiddleware(server: ViteDevServer, ctx: DevContext, renderer: DevRenderer, served: () => void): Connect.NextHandleFunction {
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !wantsHtml(req.headers.accept)) return next();
    try {
      const url = new URL(req.url ?? '/', 'http://dev');
      const pathname = decodeURIComponent(removeBase(url.pathname, '/'));
      // An old route of the config's redirects goes on to its page, as the built site's redirect page sends it.
      const moved = ctx.pageByRoute(pathname) ? undefined : redirectTarget(ctx.site().config.redirects, pathname);
      if (moved !== undefined) {
        const [target = '', hash] = moved.split('#');
        res.writeHead(302, { Location: `${isExternalUrl(target) ? target : withBase(target, ctx.site().siteData.base)}${url.search}${hash ? `#${hash}` : ''}`, 'Cache-Control': 'no-cache' });
        return res.end();
      }
      const doc = await renderDevDocument(server, ctx, renderer, pathname);
      if (doc.renderError) {
        // The build's prerender would fail on it too: say so in the terminal and the overlay.
        const error = doc.renderError;
        server.ssrFixStacktrace(error);
        const message = `server render of ${pathname} failed (the page is rendered in the browser instead; the build fails on it): ${error.message}`;
        server.config.logger.error(`rsdocs: ${message}\n${error.stack ?? ''}`, { timestamp: true });
        server.environments.client.hot.send({ type: 'error', err: { message, stack: error.stack ?? '', plugin: 'rsdocs' } });
      }
      res.statusCode = doc.status;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      // With `csp` on, the site's policy, loosened for Vite's client (inline styles and scripts, its socket).
      const csp = siteCspDirectives(ctx.site().config);
      if (csp) res.setHeader(CSP_HEADER, policyText(devCspDirectives(csp)));
      res.end(doc.html);
    } catch (error) {
      next(error);
    } finally {
      served();
    }
  };
}

/**
 * A client module's code with what takes its hot updates: a page (`page`: its file, whose links are then checked),
 * a section's route table, the list of sections, the search sources. Undefined for any other module.
 */
function hotModuleCode(ctx: DevContext, code: string, id: string): { code: string; page?: string } | undefined {
  if (id === `\0${VIRTUAL.sections}`) return { code: code + acceptCode(`{ type: 'sections', sections: next.sections }`) };
  if (id.startsWith(`\0${VIRTUAL.sectionPrefix}`)) {
    const key = decodeURIComponent(id.slice(VIRTUAL.sectionPrefix.length + 1));
    return { code: code + acceptCode(`{ type: 'section', key: ${q(key)}, module: next }`) };
  }
  if (id === `\0${VIRTUAL.search}`) {
    // The indexes change with the pages: sources drop what they loaded and fetch again on the next query.
    return { code: `${code}\nif (import.meta.hot) import.meta.hot.on(${q(SEARCH_UPDATE_EVENT)}, () => { for (const s of cache.values()) s.reset?.(); });\n` };
  }
  const file = id.split('?')[0]!;
  const page = ctx.pageByFile(file);
  if (!page) return undefined;
  // The module asks, when it runs, whether its page was saved since it was made (see PAGE_MODULE_CHECK_EVENT).
  const stamp = ctx.store().keptStamp(page.file);
  // It also records that stamp for the app, which hydrates the server markup only when it comes from the same save.
  const check =
    stamp === undefined
      ? ''
      : `if (import.meta.hot) { import.meta.hot.send(${q(PAGE_MODULE_CHECK_EVENT)}, ${q({ file, stamp })}); ((window[${q(DEV_MARKUP_GLOBAL)}] ??= {}).modules ??= {})[${q(page.file)}] = ${q(stamp)}; }\n`;
  return { code: code + acceptCode(`{ type: 'page', module: next }`) + check, page: file };
}

/** The modules a page file's change updates (Vite's hotUpdate): the page and the listings of it, or the route tables. */
function modulesToUpdate(ctx: DevContext, environment: DevEnvironment, server: ViteDevServer, { file, type, modules }: HotUpdateOptions): EnvironmentModuleNode[] {
  const graph = environment.moduleGraph;
  const ours = (match: (id: string) => boolean) =>
    [...graph.idToModuleMap.entries()].filter(([id]) => match(id)).map(([, mod]) => mod) as EnvironmentModuleNode[];
  if (type === 'update') {
    // For a page open in a tab whose app has not started yet (dev/html.ts's pendingEditScript).
    const module = moduleUrl(file, server.config.root, ctx.site().siteData.base);
    const changed = ctx.pageByFile(file);
    environment.hot.send({ type: 'custom', event: PAGE_CHANGED_EVENT, data: { module, version: sourceVersion(changed ? sourceFileOf(changed) : file) } });
    // A page that failed before it ever ran in the browser left no running app there: load the page again.
    if (ctx.failedPages.has(file) && !modules.some((m) => m.isSelfAccepting)) {
      environment.hot.send({ type: 'full-reload' });
      return [];
    }
    // A page module whose last version had an import nothing resolves was marked not self-accepting by Vite (its
    // import analysis stopped before it read the module's `accept`): the update would go to the section's table
    // instead, and the open page would stay as it was. Every page module accepts itself (hotModuleCode); a fragment
    // (a content file that is no page) does not: its update must still reach the pages that import it.
    if (ctx.pageByFile(file)) for (const m of modules) if (m.isSelfAccepting === false && m.id?.split('?')[0] === file) m.isSelfAccepting = true;
    // Overviews list every page's headings, blog indexes their posts' titles and dates.
    const listings = ours((id) => id !== file && isPageFile(id.split('?')[0]!, ctx)).filter((m) => {
      const page = m.file ? ctx.pageByFile(m.file) : undefined;
      return !!page && ctx.store().isListing(page.file);
    });
    // A sidebar read from the files shows the page's title: a new title reaches it through the sections.
    const sidebars = ctx.site().fileSidebars && pageLabelChanged(file) ? (ctx.rescan(), sectionModules(environment)) : [];
    return [...modules, ...listings, ...sidebars, ...ours((id) => id === `\0${RSPRESS_PAGES_ID}`)];
  }
  // A page added or removed: the route tables change (and Rspress's `usePages` list), not any page.
  ctx.rescan();
  return [...sectionModules(environment), ...ours((id) => id === `\0${RSPRESS_PAGES_ID}`)];
}

/** The modules of the route tables: the list of sections and each section's. */
function sectionModules(environment: DevEnvironment): EnvironmentModuleNode[] {
  return [...environment.moduleGraph.idToModuleMap.entries()]
    .filter(([id]) => id === `\0${VIRTUAL.sections}` || id.startsWith(`\0${VIRTUAL.sectionPrefix}`))
    .map(([, mod]) => mod) as EnvironmentModuleNode[];
}

/**
 * A navigation file changed: a _meta.json changes sections' sidebars (their modules take the update); a _nav.json
 * the site data, which the entry holds: the page loads again.
 */
function navigationUpdate(ctx: DevContext, environment: DevEnvironment): EnvironmentModuleNode[] {
  const before = navbarSnapshot(ctx.site());
  ctx.rescan();
  ctx.pages();
  if (navbarSnapshot(ctx.site()) === before) return sectionModules(environment);
  const siteData = environment.moduleGraph.getModuleById(`\0${VIRTUAL.siteData}`);
  if (siteData) environment.moduleGraph.invalidateModule(siteData);
  environment.hot.send({ type: 'full-reload' });
  return [];
}
