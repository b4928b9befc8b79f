import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { colorSchemeScript } from '../lib/appearance';
import { withBase } from '../lib/url';
import type { ClientSiteData, PageData } from '../runtime/types';
import type { RenderedPage } from '../runtime/server';
import { htmlLang, renderHtml } from './html';
import { llmsTxt, markdownFileFor, sitemapXml } from './outputs';
import { routeToHtmlFile } from './routes';
import { RsdocsError } from './errors';
import { createWorkerPool, findWorkerFile, poolSize } from './worker-pool';

export interface ClientChunk {
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
  css: string[];
}

export interface PrerenderInput {
  outDir: string;
  serverFile: string;
  chunks: ClientChunk[];
  routes: Array<{ routePath: string; file: string; source: string; markdown: string }>;
  /** 404 pages to write: one per language, e.g. `/404` and `/zh/404`. */
  notFound: Array<{ probePath: string; outFile: string }>;
  siteUrl?: string;
  llms: boolean;
}

export interface PrerenderResult {
  pages: number;
}

type Render = (routePath: string) => Promise<RenderedPage>;

/** Pages a prerendering thread renders before it is replaced (see `prerender`). */
const MAX_JOBS = 500;

/** Turn every route into an HTML file with its page data inlined, then write sitemap and llms outputs. */
export async function prerender(input: PrerenderInput): Promise<PrerenderResult> {
  const server = (await import(pathToFileURL(input.serverFile).href)) as { render: Render; site: ClientSiteData };
  const { site } = server;
  // React's server rendering is the busiest part of this step: render on every core. A thread keeps every page
  // module it rendered, so workers are replaced every MAX_JOBS pages, and the main thread (which cannot drop
  // them) renders too only on sites smaller than that; there it saves a worker's cold start.
  const workerFile = findWorkerFile('prerender-worker.js');
  const mainRenders = input.routes.length <= MAX_JOBS;
  const size = Math.max(0, poolSize(input.routes.length, 50) - (mainRenders ? 1 : 0));
  const pool = workerFile && size ? createWorkerPool<string, RenderedPage>(workerFile, size, { workerData: { serverFile: input.serverFile }, maxJobs: MAX_JOBS }) : null;
  const byFile = new Map(input.chunks.map((c) => [c.fileName, c]));
  const byFacade = new Map(input.chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]));
  const entry = input.chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('the client build produced no entry chunk');

  const closure = (roots: ClientChunk[]) => {
    const seen = new Set<string>();
    const visit = (c: ClientChunk | undefined) => {
      if (!c || seen.has(c.fileName)) return;
      seen.add(c.fileName);
      c.imports.forEach((f) => visit(byFile.get(f)));
    };
    roots.forEach(visit);
    return [...seen];
  };
  const url = (file: string) => withBase(`/${file}`, site.base);
  // The page type's layout chunk is loaded before hydration: preload it with the page to avoid a waterfall.
  const layoutChunk = (pageType: string) => {
    const pattern = pageType === 'doc' ? /DocLayout/ : pageType === 'home' ? /HomeLayout/ : /SimpleLayouts/;
    return input.chunks.find((c) => c.facadeModuleId && pattern.test(path.basename(c.facadeModuleId)));
  };
  // Likewise the theme's strings for the page's language, when they are a chunk of their own (not English).
  const messagesChunk = (lang: string) => {
    const pattern = new RegExp(`[\\/]i18n[\\/]${lang.replace(/[^\w-]/g, '')}\\.[jt]s$`);
    return input.chunks.find((c) => c.facadeModuleId && pattern.test(c.facadeModuleId));
  };
  const scheme = colorSchemeScript();
  const allPages: PageData[] = [];

  // Each folder is created once, not once per page written into it.
  const madeDirs = new Set<string>();
  const write = (file: string, content: string) => {
    const out = path.join(input.outDir, file);
    const dir = path.dirname(out);
    if (!madeDirs.has(dir)) {
      fs.mkdirSync(dir, { recursive: true });
      madeDirs.add(dir);
    }
    fs.writeFileSync(out, content);
  };

  const renderOne = async (render: Render, routePath: string, outFile: string, roots: ClientChunk[], pageChunk?: ClientChunk, source?: string) => {
    let rendered: RenderedPage;
    try {
      rendered = await render(routePath);
    } catch (error) {
      const e = error as Error;
      throw new RsdocsError(`prerendering ${routePath}${source ? ` (${source})` : ''} failed: ${e.message}`);
    }
    const { pageType, lang } = rendered.pageData;
    const files = closure([...roots, pageChunk, layoutChunk(pageType), messagesChunk(lang)].filter((c): c is ClientChunk => !!c));
    const css = new Set<string>();
    for (const f of files) byFile.get(f)?.css.forEach((c) => css.add(c));
    const canonical = input.siteUrl ? `${input.siteUrl.replace(/\/$/, '')}${withBase(rendered.pageData.routePath, site.base)}` : undefined;
    const html = renderHtml({
      site,
      page: rendered.pageData,
      title: rendered.title,
      body: rendered.html,
      scripts: [url(entry.fileName)],
      styles: [...css].map(url),
      preloads: files.filter((f) => f !== entry.fileName).map(url),
      pageModule: pageChunk && url(pageChunk.fileName),
      colorSchemeScript: scheme,
      canonical: rendered.pageData.pageType === '404' ? undefined : canonical,
      locale: htmlLang(rendered.pageData.lang).replace('-', '_'),
    });
    write(outFile, html);
    return rendered.pageData;
  };

  // Lanes take routes from one queue: a few per worker keep it busy while its answers are written.
  const queue = [...input.routes];
  const lane = async (render: Render) => {
    for (let r = queue.shift(); r; r = queue.shift()) {
      // Not the section's chunk: the page hydrates without it (see `loadFirst` in the router).
      const data = await renderOne(render, r.routePath, routeToHtmlFile(r.routePath), [entry], byFacade.get(r.file), r.source);
      allPages.push(data);
      if (input.llms) write(markdownFileFor(r.routePath), r.markdown);
    }
  };
  const lanes = [
    ...(pool ? Array.from({ length: 4 * size }, () => lane((routePath) => pool.run(routePath))) : []),
    ...(mainRenders || !pool ? [lane(server.render)] : []),
  ];
  try {
    await Promise.all(lanes);
    for (const nf of input.notFound) await renderOne(server.render, nf.probePath, nf.outFile, [entry]);
  } finally {
    await pool?.close();
  }

  allPages.sort((a, b) => a.routePath.localeCompare(b.routePath));
  if (input.siteUrl) write('sitemap.xml', sitemapXml(allPages, input.siteUrl, site.base));
  if (input.llms) write('llms.txt', llmsTxt(site, allPages));
  return { pages: allPages.length };
}
