import fs from 'node:fs';
import path from 'node:path';
import { colorSchemeScript } from '../lib/appearance';
import type { PageData } from '../runtime/types';
import type { RenderedPage } from '../runtime/server';
import { pageHtmlFor, type ClientChunk, type PageHtml } from './page-html';
import { llmsTxt, markdownFileFor, sitemapXml } from './outputs';
import { routeToHtmlFile } from './routes';
import { RsdocsError } from './errors';
import { loadServerRenderer, type PageSource, type ServerRender, type ServerRenderInput } from './server-render';
import { createWorkerPool, findWorkerFile, poolSize } from './worker-pool';

export interface PrerenderInput {
  outDir: string;
  renderer: ServerRenderInput;
  /** The client bundle's chunks: pages render while it is still building, and wait for it only to be written. */
  chunks: Promise<ClientChunk[]>;
  /** `page.file` is the page's absolute path (its client chunk's module id); `source` the path shown in errors. */
  routes: Array<{ routePath: string; source: string; markdown: string; page: PageSource }>;
  /** 404 pages to write: one per language, e.g. `/404` and `/zh/404`. */
  notFound: Array<{ probePath: string; outFile: string }>;
  siteUrl?: string;
  llms: boolean;
  /** More `<head>` tags of a page (hreflang alternates, plugins' tags), as HTML. */
  headFor?: (pageData: PageData) => string[];
}

export interface PrerenderResult {
  pages: number;
}

type RenderJob = { routePath: string; page?: PageSource };

/** Pages a prerendering thread renders before it is replaced (see `prerender`). */
const MAX_JOBS = 500;
/** Rendered pages kept in memory while the client bundle is still building; past this, rendering waits for it. */
const MAX_HELD = 200;

/**
 * Turn every route into an HTML file with its page data inlined, then write sitemap and llms outputs. Pages
 * render while the client bundle builds (its chunk names are only needed to write them).
 */
export async function prerender(input: PrerenderInput): Promise<PrerenderResult> {
  const { site } = input.renderer;
  const render = await loadServerRenderer(input.renderer);
  // React's server rendering is the busiest part of this step: render on every core but the one the client
  // bundle is using. A thread keeps every module of the server bundle it rendered, so workers are replaced
  // every MAX_JOBS pages, and the main thread renders too only on sites smaller than that; there it saves a
  // worker's cold start. Large sites wait for the client bundle first: its memory and the workers' would add up.
  const mainRenders = input.routes.length <= MAX_JOBS;
  let pageHtml: PageHtml | undefined;
  const clientReady = input.chunks.then((chunks) => {
    pageHtml = pageHtmlFor(chunks, site, { siteUrl: input.siteUrl, colorSchemeScript: colorSchemeScript(), headFor: input.headFor });
  });
  // Awaited below; this only keeps a failed client bundle from also being reported as an unhandled rejection.
  clientReady.catch(() => {});
  if (!mainRenders) await clientReady;
  const workerFile = findWorkerFile('prerender-worker.js');
  const size = Math.max(0, poolSize(input.routes.length, 50) - (mainRenders ? 2 : 0));
  const pool = workerFile && size ? createWorkerPool<RenderJob, RenderedPage>(workerFile, size, { workerData: input.renderer, maxJobs: MAX_JOBS }) : null;
  const allPages: PageData[] = [];

  // Each folder is created once, not once per page written into it. Files are written on libuv's threads: writing
  // (mostly the kernel's work) would otherwise take a fifth of this thread's time.
  const madeDirs = new Set<string>();
  const writes: Array<Promise<void>> = [];
  const write = (file: string, content: string) => {
    const out = path.join(input.outDir, file);
    const dir = path.dirname(out);
    if (!madeDirs.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      madeDirs.add(dir);
    }
    const written = fs.promises.writeFile(out, content);
    written.catch(() => {}); // reported by the Promise.all below, not as an unhandled rejection meanwhile
    writes.push(written);
  };

  const renderOne = async (render: ServerRender, routePath: string, page?: PageSource, source?: string) => {
    try {
      return await render(routePath, page);
    } catch (error) {
      const e = error as Error;
      throw new RsdocsError(`prerendering ${routePath}${source ? ` (${source})` : ''} failed: ${e.message}`);
    }
  };
  // Pages rendered before the client bundle is done wait here for their HTML to be written.
  const held: Array<{ rendered: RenderedPage; outFile: string; pageFile?: string }> = [];
  const writePage = (rendered: RenderedPage, outFile: string, pageFile?: string) => {
    if (!pageHtml) return void held.push({ rendered, outFile, pageFile });
    write(outFile, pageHtml(rendered, pageFile));
  };
  const writeHeld = async () => {
    await clientReady;
    for (const h of held.splice(0)) writePage(h.rendered, h.outFile, h.pageFile);
  };

  // Lanes take routes from one queue: a few per worker keep it busy while its answers are written.
  const queue = [...input.routes];
  const lane = async (render: ServerRender, onThisThread = false) => {
    for (let r = queue.shift(); r; r = queue.shift()) {
      // Rendering on this thread resolves without a trip through the event loop: give the bundler's calls into
      // this thread (module loads of the client bundle) their turn between pages, or that bundle waits for all.
      if (onThisThread) await new Promise((resolve) => setImmediate(resolve));
      const rendered = await renderOne(render, r.routePath, r.page, r.source);
      if (!pageHtml && held.length >= MAX_HELD) await writeHeld();
      writePage(rendered, routeToHtmlFile(r.routePath), r.page.file);
      allPages.push(rendered.pageData);
      if (input.llms) write(markdownFileFor(r.routePath), r.markdown);
    }
  };
  const lanes = [
    ...(pool ? Array.from({ length: 4 * size }, () => lane((routePath, page) => pool.run({ routePath, page }))) : []),
    ...(mainRenders || !pool ? [lane(render, true)] : []),
  ];
  try {
    await Promise.all(lanes);
    for (const nf of input.notFound) writePage(await renderOne(render, nf.probePath), nf.outFile);
    await writeHeld();
  } finally {
    await pool?.close();
  }

  allPages.sort((a, b) => a.routePath.localeCompare(b.routePath));
  if (input.siteUrl) write('sitemap.xml', sitemapXml(allPages, input.siteUrl, site.base));
  if (input.llms) write('llms.txt', llmsTxt(site, allPages));
  await Promise.all(writes);
  return { pages: allPages.length };
}
