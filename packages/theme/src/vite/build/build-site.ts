import { pageSummaries } from '../content/page-summaries';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { ViteBuilder } from 'vite';
import { withBase } from '../../lib/url';
import type { SectionData } from '../../runtime/server';
import { BuildCache, buildFingerprint, hashOf } from '../cache/build-cache';
import { SpillFile } from '../cache/spill';
import { SSR_DIR } from '../config/plugin';
import type { ResolvedSite } from '../config/resolve';
import { themeEntryNeedsServer } from '../config/theme-entry';
import { fragmentResolverFor } from '../content/fragment-files';
import { hasContentTree, PageStore } from '../content/pages';
import { pageDataJson } from '../content/lazy-page';
import { notFoundPages, sectionKey } from '../content/routes';
import type { ScannedPage } from '../content/scan';
import type { RsdocsContext } from '../context';
import { RsdocsError, throwProblems } from '../errors';
import type { ClientChunk } from '../head/page-html';
import { createHreflang } from '../head/hreflang';
import { siteCspDirectives } from '../head/csp';
import { checkpoint } from '../checkpoint';
import { compactHeap, garbageBound, uncompactedHeap } from '../heap';
import type { CompiledPage } from '../markdown/compile';
import { checkComponents } from '../markdown/components-check';
import { buildPlannedIndexes, fillPlans, planSearchKeys, spoolPlans, type SearchIndexFile, type SearchIndexPlan, type SearchInput } from '../search/search-index';
import { indexesToBuild, previousIndexFolder, writeIndexOutputs } from '../search/outputs';
import { emptyDir, listFiles, OutputWriter } from './out-dir';
import { Phases } from './phases';
import { prerender, type PrerenderResult, type PrerenderRoute } from './prerender';
import { cspHeaders } from './headers';
import { redirectList, redirectOutputs } from './redirects';
import { preloadServerRuntime } from './server-render';
import { dropStaging, recoverOutDir, spareDiffers, startStaging, swapIn } from './staging';
import { searchPointerFile, sectionManifest, sectionManifestFile, staticPageFile } from './static-pages';

/** From this many pages a build saves memory rather than overlapping steps (prerender renders on workers too). */
const LARGE_SITE = 500;

/** One build's pages, compiled, and where its files go. */
interface SiteBuild {
  ctx: RsdocsContext;
  builder: ViteBuilder;
  phases: Phases;
  cache: BuildCache | null;
  out: OutputWriter;
  pages: ScannedPage[];
  compiled: CompiledPage[];
  /** More than LARGE_SITE pages: memory before overlap. */
  large: boolean;
  /**
   * A large build's garbage bound (see `garbageBound`), one for all its loops over every page (the compile, the
   * search planning, the static pages, the render keys): one full collection to start, not one per loop.
   */
  bounded: () => void;
  /** Where a large site's page bodies and sections wait for their render (see `PageStore.spillTo`). */
  spill: SpillFile;
  /** Temporary folders to remove when the build ends, whether or not it succeeds. */
  tempDirs: string[];
}

/** The search indexes to write: every plan, and the build of those the last build did not write. */
interface SearchIndexing {
  plans: SearchIndexPlan[];
  /** Started once the plans are made (and a large site's spooled), on a worker, while the build goes on. */
  running: Promise<SearchIndexFile[]>;
  /** A large site's temporary folder: the pages' search documents wait there, and the index files are made there. */
  spoolDir?: string;
}

/**
 * `vite build` of a docs site (Vite's buildApp): pages compiled, the server bundle, pages without JavaScript written
 * as data modules, the client bundle, every page prerendered, search indexes, and the site plugins' outputs.
 */
export async function buildSite(ctx: RsdocsContext, builder: ViteBuilder): Promise<void> {
  // Staged (build/staging.ts): everything goes into ctx.outDir, a folder beside the out dir, swapped in at the end.
  const staged = ctx.outDir !== ctx.targetOutDir;
  if (staged) recoverOutDir(ctx.targetOutDir);
  // A large site's page bodies wait here between their compile and their render (see `PageStore.spillTo`).
  const spill = new SpillFile(path.join(ctx.site.projectRoot, 'node_modules', '.cache'));
  // Temporary folders of the build (a large site's search spool), removed however it ends.
  const tempDirs: string[] = [];
  try {
    await buildInto(ctx, builder, staged, { spill, tempDirs });
  } catch (error) {
    if (staged) dropStaging(ctx.outDir);
    throw error;
  } finally {
    ctx.store?.spillTo(null);
    spill.close();
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function buildInto(ctx: RsdocsContext, builder: ViteBuilder, staged: boolean, { spill, tempDirs }: Pick<SiteBuild, 'spill' | 'tempDirs'>): Promise<void> {
  const phases = new Phases({ pages: ctx.pages.all().length });
  // Loaded while the pages compile: prerendering starts as soon as they are. The out dir empties (or the staging
  // folder is made) meanwhile; when the build cache knows what the last build left there, only what changed is
  // written: a staging folder starts with those files as hard links.
  preloadServerRuntime(ctx.paths.server);
  const fingerprint = buildFingerprintOf(ctx);
  const warn = (message: string) => builder.config.logger.warn(message);
  const cache = ctx.options.cache === false || process.env.RSDOCS_CACHE === '0' ? null : BuildCache.open(path.join(ctx.site.projectRoot, 'node_modules', '.cache', 'rsdocs'), fingerprint, warn);
  ctx.store = new PageStore(ctx.site, { plugins: ctx.host, warn, build: { fingerprint, cache }, resolveFragment: fragmentResolverFor(builder.config) });
  const previous = ctx.emptyOutDir ? (cache?.readOutputs(ctx.targetOutDir) ?? null) : null;
  // The out dir the last build retired, kept in the cache: the staging folder starts from it (see `SpareOutDir`).
  const spare = staged && previous ? cache!.takeSpare(ctx.targetOutDir) : null;
  // The last build's files are linked into the staging folder as the build keeps them (`linkKeptFrom`), not all first.
  const keepable = staged && ctx.emptyOutDir ? linkable(previous, publicFiles(builder)) : [];
  const emptied = staged ? startStaging(ctx.outDir, ctx.targetOutDir, { link: keepable, copyAll: !ctx.emptyOutDir, spare, later: true }) : ctx.emptyOutDir && !previous ? emptyDir(ctx.outDir) : Promise.resolve();
  emptied.catch(() => {}); // awaited before the first write; reported there
  await ctx.pages.addPluginPages(ctx.host);
  const pages = ctx.pages.all();
  if (!pages.length) throw new RsdocsError(`no pages found in ${path.relative(ctx.site.projectRoot, ctx.site.contentRoot) || '.'}/<lang>/ (expected e.g. docs/en/index.md)`);
  ctx.store.spillTo(pages.length > LARGE_SITE ? spill : null);
  const bounded = pages.length > LARGE_SITE ? garbageBound(128, { heap: uncompactedHeap }) : () => {};
  const compiled = await ctx.store.compileAll(pages, { checkLinks: ctx.config.checkDeadLinks ?? true, configFile: ctx.configFile, bounded });
  checkpoint('compiled-checked');
  // Every page's head is read or written: the file of them is let go before what follows holds more.
  cache?.settleHeads();
  // Dead links and redirects are checked with the compile: a large site keeps no page's links, heading ids or
  // file checks past it (its components wait for the server bundle's check).
  if (pages.length > LARGE_SITE) {
    for (const c of compiled) releaseChecked(c);
    // The pages' heads were made among the compile's garbage: packed now, before they are kept to the build's end.
    compactHeap();
  }
  phases.end('markdown');
  checkpoint('compiled');
  // Made when a bundle asks (a site using Rspress's `usePages`), not held through the build (~250 B a page).
  ctx.pageSummaries = () => pageSummaries(compiled);
  reportMissingTranslations(compiled, ctx.site, builder.config.logger.warn);
  for (const message of emptyHomeWarnings(compiled, themeEntryNeedsServer(ctx.themeEntryFile))) warn(message);
  await emptied;
  const out = new OutputWriter(ctx.outDir, previous);
  if (keepable.length) out.linkKeptFrom(ctx.targetOutDir, new Set(keepable));
  const run: SiteBuild = { ctx, builder, phases, cache, out, pages, compiled, large: pages.length > LARGE_SITE, bounded, spill, tempDirs };
  const indexing = startSearchIndexes(run);
  // The server bundle first (when the site has pages with JavaScript or a theme entry with more than
  // stylesheets: all other pages prerender from their content tree), so that pages prerender while the client
  // bundle builds.
  ctx.serverPages = pages.filter((_, i) => !hasContentTree(compiled[i]!)).map((p) => p.file);
  checkpoint('search-planned');
  const staticModules = await writeStaticPages(run);
  checkpoint('static-pages');
  if (run.large) compactHeap();
  phases.end('search plan, static pages');
  const serverBundle = await bundleServer(run);
  // The components are checked with the server bundle: a large site keeps none of them through prerendering.
  if (run.large) for (const c of compiled) c.components = NOTHING as never[];
  const clientBuild = startClientBundle(run);
  const result = await prerenderPages(run, clientBuild, staticModules, serverBundle, indexing.running);
  writeSectionManifests(ctx, out, await clientBuild, staticModules);
  // What prerendering passed through this thread goes back before the build's last steps.
  if (run.large) compactHeap();
  checkpoint('prerendered');
  await writeSearchIndexes(run, indexing);
  checkpoint('search-written');
  phases.end('search indexes');
  await writeRedirects(run);
  await afterBuild(run);
  checkpoint('after-build');
  await writeCspHeaders(run);
  fs.rmSync(path.join(ctx.outDir, SSR_DIR), { recursive: true, force: true });
  phases.end('redirects, plugins, csp');
  await out.finish();
  checkpoint('out-finished');
  phases.end('writes finished');
  // The out dir this build retires is kept as the next one's spare when its files are known (`previous`).
  const keepAs = staged && previous ? cache!.newSpareDir() : undefined;
  const kept = staged && (await swapIn(ctx.outDir, ctx.targetOutDir, warn, keepAs));
  // After the swap: the records' sizes and times are those of the files now in the out dir (renamed, not copied).
  if (cache) {
    if (kept) {
      const records = out.records();
      cache.saveOutputs(ctx.targetOutDir, records, { dir: keepAs!, differs: spareDiffers(previous!, records) });
    } else cache.saveOutputs(ctx.targetOutDir, out.recordEntries()); // streamed from the writer's own map
    await cache.flush();
  }
  checkpoint('cache-saved');
  phases.end('swap, cache saved');
  phases.close();
  const seconds = ((performance.now() - phases.started) / 1000).toFixed(1);
  const cached = cache ? `; cache: ${ctx.store.compiledCount} of ${pages.length} pages compiled, ${result.rendered} rendered, ${out.written} files written` : '';
  builder.config.logger.info(`rsdocs: ${result.pages} pages prerendered, ${indexing.plans.length} search indexes, in ${seconds} s (${phases})${cached}`);
}

/** The public folder's files, which Vite copies into the out dir (over a file of the same name, in place). */
function publicFiles(builder: ViteBuilder): Set<string> {
  return builder.config.publicDir && builder.config.build.copyPublicDir !== false ? listFiles(builder.config.publicDir) : new Set();
}

/** The last build's files a staging folder starts with: those this build may keep, not those Vite copies over. */
function linkable(previous: Map<string, unknown> | null, copiedByVite: Set<string>): string[] {
  return previous ? [...previous.keys()].filter((rel) => !copiedByVite.has(rel)) : [];
}

/**
 * Lets go of what a compiled page holds only for the checks made with the compile (its links, heading ids, problems,
 * warnings and the content files its links looked for): ~1 KB a page on the bench corpus, held until the build's
 * end. The lists left are one shared empty array (frozen: nothing adds to them after the checks), not one per page.
 */
export function releaseChecked(page: CompiledPage): void {
  page.links = page.ids = page.problems = page.warnings = NOTHING as never[];
  page.fileChecks = undefined;
}

const NOTHING: readonly never[] = Object.freeze([]);

/**
 * The site plugins' turn once every page is written (`afterBuild`). Every page's data is made for it only when a
 * plugin has the hook (a large build's is read back from the spill file).
 */
function afterBuild({ ctx, compiled, out, builder }: SiteBuild): Promise<void> {
  if (!ctx.host.has('afterBuild')) return Promise.resolve();
  return ctx.host.afterBuild({
    pages: compiled.map((c) => c.pageData).sort((a, b) => a.routePath.localeCompare(b.routePath)),
    outDir: ctx.outDir,
    writeFile: (file, content) => out.write(file, content),
    warn: (message) => builder.config.logger.warn(message),
  });
}

/** The config's redirects: a page at each old route, and `_redirects` (checked against the pages above). */
async function writeRedirects({ ctx, builder, out }: SiteBuild): Promise<void> {
  const ownRedirects = builder.config.publicDir ? path.join(builder.config.publicDir, '_redirects') : '';
  const own = ownRedirects && fs.existsSync(ownRedirects) ? fs.readFileSync(ownRedirects, 'utf8') : undefined;
  for (const f of await redirectOutputs(redirectList(ctx.config.redirects), ctx.site.siteData, ctx.config.siteUrl, own, siteCspDirectives(ctx.config))) out.write(f.file, f.content);
}

/**
 * With `csp` on: `_headers`, the policy of every page written (after a site's own `public/_headers`), and a warning
 * for pages whose markup holds `style` attributes, which the policy blocks.
 */
async function writeCspHeaders({ ctx, builder, out }: SiteBuild): Promise<void> {
  const csp = siteCspDirectives(ctx.config);
  if (!csp) return;
  await out.settled();
  const ownHeaders = builder.config.publicDir ? path.join(builder.config.publicDir, '_headers') : '';
  const own = ownHeaders && fs.existsSync(ownHeaders) ? fs.readFileSync(ownHeaders, 'utf8') : undefined;
  const pages = [...out.names()].filter((rel) => rel.endsWith('.html')).map((rel): [string, () => string] => [rel, () => out.read(rel)]);
  const { content, styledPages } = cspHeaders(csp, pages, own);
  out.write('_headers', content);
  if (styledPages.length) {
    const named = styledPages.slice(0, 5).join(', ') + (styledPages.length > 5 ? ` and ${styledPages.length - 5} more` : '');
    builder.config.logger.warn(`rsdocs: csp is on, and ${styledPages.length} page(s) hold style="…" attributes the policy blocks: ${named}. Give those elements a class styled in the site's CSS instead.`);
  }
}

/** Plans the search indexes (their names known to the client entry) and starts building them when it is time. */
function startSearchIndexes({ ctx, pages, compiled, out, cache, large, bounded, tempDirs }: SiteBuild): SearchIndexing {
  const { config, site } = ctx;
  const searched = !(config.search?.mode === false || config.search?.mode === 'remote');
  // A large site's search documents go to disk as they are made (a page's text read back from the spill file, one
  // page at a time), and the index worker reads them from there in runs and writes the index files there as it
  // makes them: no thread holds every page's text, nor a whole index.
  const spoolDir = large && searched ? fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-search-')) : undefined;
  if (spoolDir) tempDirs.push(spoolDir); // a build that fails before its indexes are written leaves nothing there
  // Each page's document is keyed by its source key (`SearchInput.textKey`), not its text: the plans are named
  // without reading a page's text, and only the indexes to build (below) read theirs, into their spool files.
  const inputAt = (i: number) => searchInputAt(compiled, i, ctx.store!.sourceKey(pages[i]!.file));
  const inputs = () => searchInputs(compiled.length, bounded, inputAt);
  const plans = !searched ? [] : planSearchKeys(inputs());
  // The client entry names each index through a pointer file of a stable name: an edited page changes the
  // index and its name, but neither the entry nor, through it, every page's HTML.
  ctx.searchUrls = Object.fromEntries(plans.map((f) => [f.key, withBase(`/${searchPointerFile(f.key)}`, site.siteData.base)]));
  // An index's name holds a hash of what goes into it: one the last build wrote (its root and its folder of
  // shards) is not built again. The others are built now, on one worker, while this thread writes the static
  // pages and the bundles and render workers run: the static pages' step leaves a core idle, and an index built
  // after prerendering ran alone, on one core (20,002 pages: 26 s of CPU, 44 s of wall at load 9). One worker,
  // not one per index: prerendering's peak, with its writes synchronous, leaves room for one (see
  // ARCHITECTURE.md, "Large sites and rebuilds"), and two after it raised the build's peak.
  const toIndex = indexesToBuild(plans, out);
  // With the cache, an index's spool holds only the pages of the runs it did not keep (an edit's: its page's run).
  if (spoolDir) spoolPlans(toIndex, inputAt, spoolDir, cache?.dir);
  else fillPlans(toIndex, inputs());
  // Written into the out dir, an edited language's index links the files it shares with the last one's (most).
  const previousOf = spoolDir && out.incremental ? (plan: SearchIndexPlan) => previousIndexFolder(plan, out, ctx.targetOutDir) : undefined;
  const running = buildPlannedIndexes(toIndex, { inWorker: true, cacheDir: cache?.dir, spoolDir, writeTo: spoolDir && ctx.outDir, previousOf });
  running.catch(() => {}); // awaited after prerendering; a build that fails before then reports its own error
  // The plans (or their spool files) hold the pages' text now; nothing else needs it.
  if (large) for (const c of compiled) c.text = '';
  return { plans, running, spoolDir };
}

/** Each page's search input, made as it is taken; its text read when asked for (a large build's, from the spill file). */
function* searchInputs(count: number, bounded: () => void, inputAt: (i: number) => SearchInput): Generator<SearchInput> {
  for (let i = 0; i < count; i++) {
    bounded();
    yield inputAt(i);
  }
}

/** The i-th page's search input (its data read now, its text when asked for). */
function searchInputAt(compiled: CompiledPage[], i: number, textKey: string | undefined): SearchInput {
  const c = compiled[i]!;
  return {
    pageData: c.pageData,
    get text() {
      return c.text;
    },
    textKey,
    routePath: c.route.routePath,
  };
}

/** Each index's files, once built, and its pointer file. */
async function writeSearchIndexes({ ctx, out }: SiteBuild, { plans, running, spoolDir }: SearchIndexing): Promise<void> {
  try {
    // A large site's index files are written by the worker as it makes them, straight into the out dir.
    // Taken out of the promise's result, which the build holds to its end: the names of the files the worker wrote
    // (~64 B each, 4.4 a page) go once the writer has recorded them.
    const built = (await running).splice(0);
    for (const index of built) await writeIndexOutputs(index, out, ctx.outDir, (file) => fs.readFileSync(file, 'utf8'));
  } finally {
    if (spoolDir) fs.rmSync(spoolDir, { recursive: true, force: true });
  }
  for (const f of plans) out.write(searchPointerFile(f.key), JSON.stringify({ index: withBase(`/${f.fileName}`, ctx.site.siteData.base) }));
}

/**
 * Pages without JavaScript are data: their modules are written here, not bundled (see static-pages.ts).
 * One at a time: a module's data is made, written and let go (held for every page, a 20,002-page site's
 * modules took ~800 MB at once). A module's name identifies what it holds: kept when the last build wrote it.
 * Returned: each module's name by its page's file, for the pages' HTML and the section manifests (one table entry
 * a page, not a chunk of the bundle's list and its entries in two more tables: ~0.2 KB a page, to the build's end).
 */
async function writeStaticPages({ ctx, pages, compiled, out, bounded }: SiteBuild): Promise<Map<string, string>> {
  const staticModules = new Map<string, string>();
  // Each module's text is promoted while its write is in flight: a large site collects it as it goes (`bounded`).
  for (const [i, c] of compiled.entries()) {
    bounded();
    if (!hasContentTree(c)) continue;
    // Read when the module is written: a page taken from the build cache reads its content tree only then.
    const f = staticPageFile({ file: pages[i]!.file, pageData: pageDataJson(c), content: () => c.content!, sourceKey: ctx.store.sourceKey(pages[i]!.file)! }, ctx.assetsDir);
    staticModules.set(f.file, f.fileName);
    if (out.unchanged(f.fileName, f.fileName)) continue;
    out.write(f.fileName, f.code(), f.fileName);
    await out.drain();
  }
  return staticModules;
}

/**
 * The server bundle, when some page or the theme entry needs one (its file, else null); then the check of the
 * pages' MDX components, known once the theme entry's `mdxComponents` are (the server bundle holds it).
 */
async function bundleServer({ ctx, builder, compiled, phases }: SiteBuild): Promise<string | null> {
  const bundled = ctx.serverPages.length > 0 || themeEntryNeedsServer(ctx.themeEntryFile) || ctx.host.globalModules().components.length > 0;
  if (bundled) await builder.build(builder.environments.ssr!);
  const serverBundle = bundled ? findServerFile(path.join(ctx.outDir, SSR_DIR)) : null;
  phases.end('server bundle');
  const siteComponents = bundled ? await mdxComponentNames(findServerFile(path.join(ctx.outDir, SSR_DIR))) : [];
  throwProblems(
    // Only pages that use components have any to check (a large build's page data is read from the spill file).
    checkComponents(
      compiled.filter((c) => c.components.length).map((c) => ({ file: c.file, pageType: c.pageData.pageType, components: c.components })),
      siteComponents,
      ctx.config.themeEntry,
    ),
    'unknown components',
  );
  return serverBundle;
}

/**
 * The client bundle, started: its chunks once built (the static pages' modules are not among them). Only the chunk list is kept:
 * the client output (every chunk's code) can be collected meanwhile. Its files, and the public folder Vite copies,
 * are this build's too: an incremental build keeps them.
 */
function startClientBundle({ builder, out, large }: SiteBuild): Promise<ClientChunk[]> {
  const clientBuild = builder.build(builder.environments.client!).then((output) => {
    for (const file of outputFiles(output)) out.keep(file);
    // Large sites link their stylesheets: inlined, they would add the theme's CSS to every one of thousands of
    // HTML files (~60 KB each), and a visitor's browser could no longer cache it between full page loads.
    return collectChunks(output, { inlineStyles: !large });
  });
  for (const file of publicFiles(builder)) out.keep(file);
  // Awaited through prerender; if prerendering fails first, the bundle's own failure is not news.
  clientBuild.catch(() => {});
  return clientBuild;
}

/** Every page's HTML (and Markdown copy, sitemap, llms files), rendered while the client bundle builds. */
function prerenderPages(run: SiteBuild, clientBuild: Promise<ClientChunk[]>, staticModules: Map<string, string>, serverBundle: string | null, searchIndexes: Promise<unknown>): Promise<PrerenderResult> {
  const { ctx, pages, out, cache, large, spill, phases } = run;
  const { site, config } = ctx;
  // Untranslated pages are no translations: they claim no hreflang, and no page names them as one.
  const hreflang = createHreflang((path) => translationRoute(ctx.pages.byRoutePath(path)), { routeOptions: site.routeOptions, siteUrl: config.siteUrl, base: site.siteData.base });
  const notFound = notFoundPages(site.routeOptions);
  const sectionsAsData = Object.fromEntries(ctx.pages.sectionKeys().map((key) => [key, ctx.pages.sectionData(key)]));
  // What a page's rendered content depends on besides the engine and the config (in the cache's fingerprint).
  const renderKey = cache ? renderKeys(ctx, sectionsAsData, serverBundle) : () => undefined;
  return prerender({
    out,
    renderer: { runtime: ctx.paths.server, bundle: serverBundle, site: site.siteData, sections: sectionsAsData },
    serverBundle: serverBundle ? { dir: path.join(ctx.outDir, SSR_DIR), projectRoot: site.projectRoot } : undefined,
    chunks: clientBuild,
    pageModuleOf: (file) => staticModules.get(file),
    routes: {
      length: pages.length,
      routePath: (i) => pages[i]!.routePath,
      lookup: (path) => ctx.pages.byRoutePath(path)?.routePath,
      // Made as prerendering takes the route, not all up front (see `PrerenderRoutes`).
      at: (i) => routeToRender(run, i, renderKey),
    },
    notFound,
    siteUrl: config.siteUrl,
    llms: config.llms ?? true,
    headFor: (pageData) => [...(pageData.untranslatedOf ? [] : hreflang(pageData.routePath)), ...ctx.host.headTags(pageData)],
    csp: siteCspDirectives(config),
    // Its pages link their stylesheets (see startClientBundle): they link the head script too.
    linkHeadScript: large,
    // Its workers read the sections of their pages from the spill file, instead of each being sent all of them.
    spill: large ? spill : undefined,
    phase: (name) => phases.end(name),
    lap: (rendered) => phases.lap(`render to ${rendered}`),
    // The search index worker, started before, holds a core and its memory until its indexes are built.
    coreBusyUntil: searchIndexes,
  });
}

/** A page's route when other pages may name it as their translation: an untranslated copy is none. */
function translationRoute(page: ScannedPage | undefined): string | undefined {
  return page && !page.untranslated ? page.routePath : undefined;
}

/** The i-th page's entry for prerendering (see `PrerenderRoute`). */
function routeToRender({ ctx, pages, compiled, large }: SiteBuild, i: number, renderKey: (page: ScannedPage, compiled: CompiledPage) => string | undefined): PrerenderRoute {
  const p = pages[i]!;
  return {
    routePath: p.routePath,
    source: compiled[i]!.file,
    // Asked for only when written or rendered: a page taken from the build cache reads its body then.
    markdown: () => compiled[i]!.markdown,
    content: () => compiled[i]!.content,
    // Made when taken (once a route): a large build's page data is read from the spill file, not held for all.
    get page() {
      return { file: p.file, pageData: compiled[i]!.pageData };
    },
    renderKey: renderKey(p, compiled[i]!),
    markdownId: ctx.store.sourceKey(p.file),
    // A large site lets go of a page's content tree and Markdown once its files are written.
    done: large ? () => Object.assign(compiled[i]!, { content: hasContentTree(compiled[i]!) ? '' : undefined, markdown: '' }) : undefined,
  };
}

/** A page's render key: its source, its final data, its section (sidebars, routes), the site and server bundle. */
function renderKeys(ctx: RsdocsContext, sectionsAsData: Record<string, SectionData>, serverBundle: string | null) {
  const siteHash = hashOf(JSON.stringify(ctx.site.siteData), serverBundle ? fs.readFileSync(serverBundle, 'utf8') : '');
  const sectionHash = new Map(Object.entries(sectionsAsData).map(([key, data]) => [key, hashOf(JSON.stringify(data))]));
  return (page: ScannedPage, compiled: CompiledPage) => {
    const source = ctx.store.sourceKey(page.file);
    if (!source) return undefined;
    return hashOf(source, pageDataJson(compiled), sectionHash.get(sectionKey(page, ctx.site.routeOptions)) ?? '', siteHash);
  };
}

/** Each section's manifest, naming the module of each of its pages in the client output. */
function writeSectionManifests(ctx: RsdocsContext, out: OutputWriter, chunks: ClientChunk[], staticModules: Map<string, string>) {
  const byFile = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c.fileName]));
  const moduleUrl = (file: string) => {
    const fileName = byFile.get(file) ?? staticModules.get(file);
    if (!fileName) throw new RsdocsError(`the client build has no module for ${path.relative(ctx.site.projectRoot, file)}`);
    return withBase(`/${fileName}`, ctx.site.siteData.base);
  };
  for (const key of ctx.pages.sectionKeys()) out.write(sectionManifestFile(key), JSON.stringify(sectionManifest(ctx.pages.sectionData(key), moduleUrl)));
}

/** What a build's pages and renders depend on besides themselves: this engine and theme, React, the config. */
function buildFingerprintOf({ site, paths, config }: RsdocsContext): string {
  const require = createRequire(path.join(site.projectRoot, 'package.json'));
  const version = (name: string) => {
    try {
      return (require(`${name}/package.json`) as { version: string }).version;
    } catch {
      return undefined;
    }
  };
  return buildFingerprint({
    themeDist: path.dirname(paths.client),
    versions: { react: version('react'), 'react-dom': version('react-dom') },
    config,
  });
}

/** Every file a bundle wrote (chunks and assets), relative to the out dir. */
function outputFiles(out: unknown): string[] {
  const outputs = (Array.isArray(out) ? out : [out]) as Array<{ output: Array<{ fileName: string }> }>;
  return outputs.flatMap((o) => o.output.map((c) => c.fileName));
}

/** The names the site's theme entry adds to MDX pages (`mdxComponents`), read from the server bundle. */
async function mdxComponentNames(serverFile: string): Promise<string[]> {
  const bundle = (await import(pathToFileURL(serverFile).href)) as { theme?: { mdxComponents?: Record<string, unknown> } };
  return Object.keys(bundle.theme?.mdxComponents ?? {});
}

function findServerFile(dir: string): string {
  const file = fs.readdirSync(dir).find((f) => /^server\.(m?js)$/.test(f));
  if (!file) throw new RsdocsError(`the server build wrote no server.js into ${dir}`);
  return path.join(dir, file);
}

type OutputLike = {
  output: Array<{ type: string; fileName: string; source?: string | Uint8Array; facadeModuleId?: string | null; imports?: string[]; isEntry?: boolean; viteMetadata?: { importedCss?: Set<string> } }>;
};

function collectChunks(out: unknown, { inlineStyles }: { inlineStyles: boolean }): ClientChunk[] {
  const outputs = (Array.isArray(out) ? out : [out]) as OutputLike[];
  // The stylesheets' text: a page inlines what its first paint needs (see page-html.ts).
  const styles = new Map<string, string>();
  if (inlineStyles) {
    for (const o of outputs)
      for (const a of o.output) if (a.type === 'asset' && a.fileName.endsWith('.css') && a.source !== undefined) styles.set(a.fileName, typeof a.source === 'string' ? a.source : Buffer.from(a.source).toString('utf8'));
  }
  return outputs.flatMap((o) =>
    o.output
      .filter((c) => c.type === 'chunk')
      .map((c) => {
        const css = [...(c.viteMetadata?.importedCss ?? [])];
        const cssText = Object.fromEntries(css.flatMap((f) => (styles.has(f) ? [[f, styles.get(f)!]] : [])));
        return { fileName: c.fileName, facadeModuleId: c.facadeModuleId ?? null, imports: c.imports ?? [], isEntry: !!c.isEntry, css, ...(css.length ? { cssText } : {}) };
      }),
  );
}

/**
 * Home pages that would show only the navbar, each a warning naming its file and what to add. Not when the theme
 * entry holds components: its `Layout` may draw the home page (what MIGRATION.md advises for an Rspress `HomeLayout`).
 */
export function emptyHomeWarnings(pages: Pick<CompiledPage, 'file' | 'emptyHome'>[], themeEntryHasComponents: boolean): string[] {
  if (themeEntryHasComponents) return [];
  return pages
    .filter((p) => p.emptyHome)
    .map(
      (p) =>
        `rsdocs: ${p.file}:1: this home page (pageType: home) has no \`hero\`, no \`features\` and no content, so it shows only the navbar. ` +
        "Add `hero`/`features` to its frontmatter or content below it, or draw it from a theme entry's `Layout` (themeEntry in the config). " +
        "A site moved from Rspress drew it with its theme's `HomeLayout`: MIGRATION.md says how to port that.",
    );
}

/** A page in the default language without its translation (or the reverse) is worth a warning, not a failure. */
function reportMissingTranslations(pages: CompiledPage[], site: ResolvedSite, warn: (msg: string) => void): void {
  const langs = site.routeOptions.langs;
  if (langs.length < 2) return;
  const byLang = new Map<string, Set<string>>();
  for (const p of pages) {
    const rest = p.route.relativePath.split('/').slice(site.routeOptions.versions.length ? 2 : 1).join('/');
    const key = `${p.route.version}|${rest}`;
    let set = byLang.get(p.route.lang);
    if (!set) byLang.set(p.route.lang, (set = new Set()));
    set.add(key);
  }
  const all = new Set([...byLang.values()].flatMap((s) => [...s]));
  const missing: string[] = [];
  for (const lang of langs) for (const key of all) if (!byLang.get(lang)?.has(key)) missing.push(`${lang}/${key.split('|')[1]}`);
  if (missing.length) warn(`rsdocs: missing translation${missing.length > 1 ? 's' : ''} (page exists in another language only): ${missing.slice(0, 20).join(', ')}${missing.length > 20 ? ' …' : ''}`);
}
