import { createHeadScript } from '../head/boot-script';
import type { CspDirectives } from '../head/csp';
import type { PageData } from '../../runtime/types';
import type { RenderedPage } from '../../runtime/server';
import { headScriptFile, pageHtmlFor, type ClientChunk, type PageHtml } from '../head/page-html';
import { withBase } from '../../lib/url';
import { listedPage, llmsTxt, markdownFileFor, sitemapXml, type ListedPage } from './outputs';
import { writeLlmsFull } from './llms-full';
import { routeToHtmlFile } from '../content/routes';
import { routeLookup, type RouteLookup } from '../../lib/sections';
import { hashOf } from '../cache/build-cache';
import { RsdocsError } from '../errors';
import { renderErrorMessage } from './render-error';
import type { OutputWriter } from './out-dir';
import { loadServerRenderer, spillSections, type PageSource, type ServerRender, type ServerRenderInput } from './server-render';
import type { SpillFile } from '../cache/spill';
import { checkpoint } from '../checkpoint';
import { garbageBound, SLACK_OF_LIVE } from '../heap';
import { createWorkerPool, findWorkerFile, poolSize, WORKER_HEAP_MB } from '../worker-pool';

export interface PrerenderInput {
  /** Writes into the out dir; with the last build's files known, it skips what has not changed. */
  out: OutputWriter;
  renderer: ServerRenderInput;
  /** The client bundle's chunks: pages render while it is still building, and wait for it only to be written. */
  chunks: Promise<ClientChunk[]>;
  /** A static page's module, written apart from the bundle (see `PageHtmlOptions.pageModuleOf`). */
  pageModuleOf?: (pageFile: string) => string | undefined;
  /** The pages to render, each route's entry made as it is taken (see `PrerenderRoutes`). */
  routes: PrerenderRoutes;
  /** Where the server bundle is, to name the site's file a render error was thrown in (see render-error.ts). */
  serverBundle?: { dir: string; projectRoot: string };
  /** 404 pages to write: one per language, e.g. `/404` and `/zh/404`. */
  notFound: Array<{ probePath: string; outFile: string }>;
  siteUrl?: string;
  llms: boolean;
  /** More `<head>` tags of a page (hreflang alternates, plugins' tags), as HTML. */
  headFor?: (pageData: PageData) => string[];
  /** The site's Content-Security-Policy (`csp`), which every page declares with its own hashes; null when off. */
  csp?: CspDirectives | null;
  /** Write the head script as a file, linked by the pages whose stylesheets are links (a large site's: see page-html.ts). */
  linkHeadScript?: boolean;
  /**
   * Where a large site's prerender workers find the sections: each worker reads those of the pages it renders,
   * instead of being sent every section when it starts (see `ServerRenderInput.spilledSections`).
   */
  spill?: SpillFile;
  /** Called as each of its steps ends, with the step's name (see `Phases`). */
  phase?: (name: string) => void;
  /** Called every LAP_EVERY pages rendered, with the count so far: what each stretch of pages cost. */
  lap?: (rendered: number) => void;
  /**
   * Settles when a core another thread of the build holds is free again (the search index worker's): until then
   * one render worker fewer runs, so that thread's memory takes the place of a render worker's, not more.
   */
  coreBusyUntil?: Promise<unknown>;
}

/**
 * A route to prerender. `page.file` is the page's absolute path (its client chunk's module id); `source` the path
 * shown in errors. Prerendering asks for a page's Markdown and content tree only when it writes or renders them, and
 * calls `done` once a page's files are written, so a large site's pages leave memory as they go.
 */
export interface PrerenderRoute {
  routePath: string;
  source: string;
  markdown: () => string;
  /** The page's content tree as JSON; undefined for a page with JavaScript (rendered from the server bundle). */
  content: () => string | undefined;
  /** Read once a route (it may be made when read: a large build's page data comes from the spill file). */
  page: Omit<PageSource, 'content'>;
  /**
   * A key of everything the page's rendered content depends on (see plugin.ts), when the build cache is on:
   * a page whose key and assets are those of the last build is not rendered again.
   */
  renderKey?: string;
  /** What identifies the `.md` copy (the page's source key), when known; else its content's hash. */
  markdownId?: string;
  done?: () => void;
}

/**
 * The routes to prerender, by index. An entry (its closures, render key, `.md` id) is made only when prerendering
 * takes the route, and let go once its page is written: made up front, a large site's entries and render keys were
 * all held at the start of rendering (~0.9 KB a page) and, as the queue emptied, those not yet rendered.
 */
export interface PrerenderRoutes {
  readonly length: number;
  /** The i-th route's path, without making its entry (the page writer and llms files list every route). */
  routePath(i: number): string;
  /** The route at a path however written, from the caller's own table (a build's page list); else one is made of the routes. */
  lookup?: RouteLookup;
  /** The i-th route's entry, made anew each call: prerendering asks once a route, or twice for its first one. */
  at(i: number): PrerenderRoute;
}

export interface PrerenderResult {
  pages: number;
  /** Pages rendered this build (fewer than `pages` when an incremental build found pages unchanged). */
  rendered: number;
}

type RenderJob = { routePath: string; page?: PageSource };

/** Pages a prerendering thread renders before it is replaced (see `prerender`). */
const MAX_JOBS = 500;
/**
 * The same without a server bundle: every page renders from its content tree, sent with its job and let go after,
 * so a thread keeps no page (only the sections it read). A new thread costs ~0.5 s of CPU (React and the theme
 * loaded, its code compiled again), 40 times a build at 20,002 pages when replaced every 500.
 */
const MAX_JOBS_WITHOUT_BUNDLE = 5000;
/** Pages rendered between two laps of the build's phase report. */
const LAP_EVERY = 10_000;
/** Rendered pages kept in memory while the client bundle is still building; past this, rendering waits for it. */
const MAX_HELD = 200;

/**
 * Turn every route into an HTML file with its page data inlined, then write sitemap and llms outputs. Pages
 * render while the client bundle builds (its chunk names are only needed to write them).
 */
export async function prerender(input: PrerenderInput): Promise<PrerenderResult> {
  const render = await loadServerRenderer(input.renderer);
  // React's server rendering is the busiest part of this step: render on every core but the one the client
  // bundle is using. A thread keeps every module of the server bundle it rendered, so workers are replaced
  // every MAX_JOBS pages, and the main thread renders too only on sites smaller than that; there it saves a
  // worker's cold start. Large sites wait for the client bundle first: its memory and the workers' would add up.
  const { out } = input;
  // An incremental build decides which pages to render from their assets: it waits for the client bundle first.
  const incremental = out.incremental && hasRenderKeys(input.routes);
  let pageHtml: PageHtml | undefined;
  const routePaths = Array.from({ length: input.routes.length }, (_, i) => input.routes.routePath(i));
  const clientReady = pageWriterWhenReady(input, routePaths).then((writer) => {
    pageHtml = writer.pageHtml;
  });
  // Awaited below; this only keeps a failed client bundle from also being reported as an unhandled rejection.
  clientReady.catch(() => {});
  if (input.routes.length > MAX_JOBS || incremental) {
    await clientReady;
    input.phase?.('client bundle');
  }
  // What the sitemap and llms files need of each page, not its whole data (see `ListedPage`).
  const allPages: ListedPage[] = [];
  let rendered = 0;

  // Writes a page's `.md` copy and tells whether its HTML is as the last build left it: then it is kept, and the
  // page is not rendered at all.
  const keptAsIs = (r: PrerenderRoute, page: PrerenderRoute['page']): boolean => {
    // An untranslated page has no `.md` copy of its own: its menu links its original's (see DocLayout).
    if (input.llms && !page.pageData.untranslatedOf) {
      const mdFile = markdownFileFor(r.routePath);
      if (!(r.markdownId && out.unchanged(mdFile, r.markdownId))) out.write(mdFile, r.markdown(), r.markdownId);
    }
    allPages.push(listedPage(page.pageData, r.routePath, input.spill, r.markdownId));
    const id = pageHtml && htmlId(pageHtml, page.pageData, page.file, r.renderKey);
    if (!(id && out.unchanged(routeToHtmlFile(r.routePath), id))) return false;
    r.done?.();
    return true;
  };
  // Lanes take routes from one queue. An incremental build (its chunk list known by now) first sets aside the
  // pages it keeps, and starts threads for the pages left: an edit of one page starts no worker (~1 s each).
  const queue = routeQueue(input.routes, incremental ? (r) => keptAsIs(r, r.page) : null);
  const mainRenders = queue.length <= MAX_JOBS;
  // A large site's main thread passes a few hundred KB of strings per page rendered on a worker (see
  // `garbageBound`), and collects before the workers start. Not when the pages left render here (an edit's one
  // page): the bound's first collection (a full one of a heap holding every page's head) would be for nothing.
  const bounded = boundsRendering(routePaths.length, queue.length) ? garbageBound(128, { ofLive: SLACK_OF_LIVE }) : undefined;
  const { pool, size } = renderPool(input, queue.length, mainRenders);

  // Pages rendered before the client bundle is done wait here for their HTML to be written.
  const held: Array<{ rendered: RenderedPage; outFile: string; pageFile?: string; renderKey?: string }> = [];
  const writePage = (rendered: RenderedPage, outFile: string, pageFile?: string, renderKey?: string) => {
    if (!pageHtml) return void held.push({ rendered, outFile, pageFile, renderKey });
    out.write(outFile, pageHtml(rendered, pageFile), htmlId(pageHtml, rendered.pageData, pageFile, renderKey));
    checkpoint('prerender');
  };
  const writeHeld = async () => {
    await clientReady;
    for (const h of held.splice(0)) writePage(h.rendered, h.outFile, h.pageFile, h.renderKey);
  };

  // A few lanes per worker keep it busy while its answers are written.
  const lane = async (render: ServerRender, onThisThread = false) => {
    for (let r = queue.next(); r; r = queue.next()) {
      const source = r.page;
      if (!incremental && keptAsIs(r, source)) continue;
      const outFile = routeToHtmlFile(r.routePath);
      // Rendering on this thread resolves without a trip through the event loop: give the bundler's calls into
      // this thread (module loads of the client bundle) their turn between pages, or that bundle waits for all.
      if (onThisThread) await new Promise((resolve) => setImmediate(resolve));
      const page = await renderOne(render, r.routePath, { ...source, content: r.content() }, r.source, input.serverBundle);
      rendered++;
      // Rendered: the page's content tree (most of what the build holds of it) is not needed again.
      r.done?.();
      if (!pageHtml && held.length >= MAX_HELD) await writeHeld();
      writePage(page, outFile, source.file, r.renderKey);
      await out.drain();
      bounded?.();
      if (rendered % LAP_EVERY === 0) input.lap?.(rendered);
    }
  };
  const lanes = [
    ...(pool ? Array.from({ length: 4 * size }, () => lane((routePath, page) => pool.run({ routePath, page }))) : []),
    ...(mainRenders || !pool ? [lane(render, true)] : []),
  ];
  try {
    await Promise.all(lanes);
    for (const nf of input.notFound) writePage(await renderOne(render, nf.probePath, undefined, undefined, input.serverBundle), nf.outFile);
    await writeHeld();
  } finally {
    await pool?.close();
  }
  input.phase?.('prerender');
  await writeSiteFiles(input, allPages);
  input.phase?.('sitemap, llms');
  return { pages: allPages.length, rendered };
}

/** The HTML's id: its rendered content's key and the assets it names (see `PageHtml.assetsKey`). */
const htmlId = (html: PageHtml, pageData: PageData, pageFile?: string, renderKey?: string) =>
  renderKey ? hashOf(renderKey, html.assetsKey(pageData, pageFile)) : undefined;

/**
 * The page writer, once the client bundle's chunk list and the head script are known (a large site links its head
 * script as a file). A large site's render workers start after this: the client bundle's garbage goes before their
 * heaps add up (the bound's first collection), and the pages' garbage as it comes (see `garbageBound`).
 */
async function pageWriterWhenReady(input: PrerenderInput, routePaths: string[]): Promise<{ pageHtml: PageHtml }> {
  const routeOf = input.routes.lookup ?? routeLookup(routePaths);
  const { site } = input.renderer;
  const [chunks, head] = await Promise.all([input.chunks, createHeadScript(site)]);
  const linked = input.linkHeadScript && head.text !== undefined ? headScriptFile(head.text) : undefined;
  if (linked) input.out.write(linked, head.text!);
  const headScriptUrl = linked && withBase(`/${linked}`, site.base);
  const pageHtml = pageHtmlFor(chunks, site, { siteUrl: input.siteUrl, headScript: head, routeOf, pageModuleOf: input.pageModuleOf, headFor: input.headFor, csp: input.csp, headScriptUrl });
  return { pageHtml };
}

/** The worker threads that render `pages` (none for few); a large site's read their sections from the spill file. */
function renderPool(input: PrerenderInput, pages: number, mainRenders: boolean) {
  const workerFile = findWorkerFile('prerender-worker.js');
  const size = Math.max(0, poolSize(pages, 50) - (mainRenders ? 2 : 0));
  if (!workerFile || !size) return { pool: null, size };
  const workerData: ServerRenderInput = input.spill ? { ...input.renderer, sections: {}, spilledSections: spillSections(input.spill, input.renderer.sections) } : input.renderer;
  const maxJobs = input.renderer.bundle ? MAX_JOBS : MAX_JOBS_WITHOUT_BUNDLE;
  const busy = input.coreBusyUntil && size > 1 && !mainRenders;
  const pool = createWorkerPool<RenderJob, RenderedPage>(workerFile, busy ? size - 1 : size, { workerData, maxJobs, heapMb: WORKER_HEAP_MB });
  if (busy) void input.coreBusyUntil!.then(() => pool.grow(size), () => pool.grow(size));
  return { pool, size };
}

/** True when a route has a render key (the build cache is on): one made is enough to tell. */
function hasRenderKeys(routes: PrerenderRoutes): boolean {
  for (let i = 0; i < routes.length; i++) if (routes.at(i).renderKey !== undefined) return true;
  return false;
}

/**
 * The routes in order, each entry made as it is taken. An incremental build first makes each to set aside the pages
 * it keeps (`kept`), and holds the entries of those left: on an edit build, a few.
 */
export function routeQueue(routes: PrerenderRoutes, kept: ((route: PrerenderRoute) => boolean) | null): Queue<PrerenderRoute> {
  if (!kept) return takeEach(routes.length, (i) => routes.at(i));
  const left: PrerenderRoute[] = [];
  for (let i = 0; i < routes.length; i++) {
    const route = routes.at(i);
    if (!kept(route)) left.push(route);
  }
  return takeInOrder(left);
}

export interface Queue<T> {
  next(): T | undefined;
  readonly length: number;
}

/** `count` items, each made by `make` when taken, in order. */
export function takeEach<T>(count: number, make: (i: number) => T): Queue<T> {
  let at = 0;
  return {
    next: () => (at < count ? make(at++) : undefined),
    get length() {
      return count - at;
    },
  };
}

/**
 * Whether prerendering's main thread bounds its garbage (`garbageBound`): a large site's (more routes than a
 * worker renders) whose pages left to render go to workers (more than `MAX_JOBS`); not an edit's, rendered here.
 */
export function boundsRendering(routes: number, queued: number): boolean {
  return routes > MAX_JOBS && queued > MAX_JOBS;
}

/**
 * The items of `list` one at a time, in order, each let go once taken. Not `Array.shift`: on an array of more than
 * about 16,000 items (V8's large objects) each call moves every item left, and 100,000 routes took ~17 s of CPU.
 */
export function takeInOrder<T>(list: Array<T | undefined>): Queue<T> {
  return takeEach(list.length, (i) => {
    const item = list[i];
    list[i] = undefined;
    return item!;
  });
}

/** A page rendered by `render`, or an error that names its route and source file. */
async function renderOne(
  render: ServerRender,
  routePath: string,
  page?: PageSource,
  source?: string,
  bundle?: PrerenderInput['serverBundle'],
): Promise<RenderedPage> {
  try {
    return await render(routePath, page);
  } catch (error) {
    // The page, the site's file:line it failed in, the error, and what to do when we know (render-error.ts).
    throw new RsdocsError(renderErrorMessage(routePath, source, error as Error, bundle ?? null));
  }
}

/** The files about every page: the sitemap (with a site URL) and the llms files. */
async function writeSiteFiles(input: PrerenderInput, allPages: ListedPage[]): Promise<void> {
  checkpoint('rendered');
  const { out } = input;
  const { site } = input.renderer;
  // Untranslated pages are copies whose canonical page is their original: the sitemap and llms files list that.
  const pages = allPages.filter((p) => !p.untranslatedOf).sort((a, b) => a.routePath.localeCompare(b.routePath));
  if (input.siteUrl) out.write('sitemap.xml', sitemapXml(pages, input.siteUrl, site.base));
  if (input.llms) {
    out.write('llms.txt', llmsTxt(site, pages));
    await writeLlmsFull(out, site, pages, input.renderer.sections, (page) => page.markdownId);
  }
}
