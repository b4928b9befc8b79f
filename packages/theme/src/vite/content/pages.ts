import { isUtf8 } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import { decodePageSource, invalidUtf8Message, readReusing } from '../markdown/source-text';
import { routeLookupKey } from '../../lib/sections';
import { joinRoutePath, parseRoutePath } from '../../lib/url';
import { getSidebar } from '../../lib/sidebar';
import type { PageData, TocItem } from '../../runtime/types';
import { formatGroupedWarnings, formatProblem, RsdocsError, throwProblems, type Problem } from '../errors';
import type { PluginHost } from '../plugins/host';
import { lastUpdatedTimes } from './git';
import { checkConfigLinks, checkPageLinks } from '../markdown/links';
import { checkRedirects, redirectAliases, redirectList } from '../build/redirects';
import type { CompiledPage } from '../markdown/compile';
import { compilePage } from '../markdown/page-module';
import { hashOf, type BuildCache } from '../cache/build-cache';
import { createCompilePool } from '../markdown/compile-pool';
import type { SpillFile } from '../cache/spill';
import { LazyPage, lastUpdatedTimeOf } from './lazy-page';
import { garbageBound } from '../heap';

type CompilePool = NonNullable<ReturnType<typeof createCompilePool>>;
/** Compiles a page elsewhere (a worker thread): a compile pool, the dev server's thread. */
export type PageCompiler = Pick<CompilePool, 'compile'>;
import { overviewGroups, type OverviewPageMeta } from './overview';
import { blogFolderOf, blogPosts } from './blog';
import type { ResolvedSite } from '../config/resolve';
import { sourceFileOf, type ScannedPage } from './scan';
import type { RouteInfo } from './routes';
import { routePrefixOf, sidebarsOf } from './site-navigation';
import { versionsWithPage } from './versions';
import type { FragmentResolver } from './fragment-files';
import { withFragments, type PageOutline } from './fragment-outline';

/**
 * What the build cache keeps of a compiled page, in two files: its head, which every build reads (data, links,
 * ids), and its body (content tree, Markdown, text, the module's code when the content tree does not have it all),
 * read only for a page whose module, HTML, `.md` copy or search document is made again. An edit of one page of
 * thousands then reads a sixteenth of what whole entries held. The text (~4 KB a page on the bench corpus, half of
 * a head with it) is in the body: an edit's search reads the text of its page's run only, and a head with it cost
 * every build its parse, its hash check and its write to the spill file. The route is the scanned page's.
 */
type CachedHead = Omit<CompiledPage, 'code' | 'content' | 'markdown' | 'text' | 'route'> & { hasContent: boolean };
type CachedBody = Pick<CompiledPage, 'content' | 'markdown' | 'text'> & { code?: string };

/** Whether a compiled page ships as a content tree (no JavaScript), without reading a cached page's body. */
export function hasContentTree(page: CompiledPage): boolean {
  return page instanceof LazyPage ? page.hasContent : page.content !== undefined;
}

/** Compiled pages, keyed by absolute file path; survives between the client and server builds. */
export class PageStore {
  /** `fragments`: the files of the fragments the page renders and their times, which its outline has read. */
  private compiled = new Map<string, { stamp: string; fragments?: Map<string, number>; page: CompiledPage }>();
  /**
   * Each page's data as last compiled, by file, with its source's time: kept whatever `keep` lets go (it is small, no
   * content), for what lists every page (Rspress's `usePages`) in a dev server.
   */
  private dataOf = new Map<string, { stamp: string; pageData: PageData }>();
  /** Pages that list others (overviews, blog indexes): a dev server updates them when a page changes. */
  private listings = new Set<string>();
  /** The compiled pages that list others, as objects: `linkSiteWide` reads no other page's data to find them. */
  private listingPages = new WeakSet<CompiledPage>();
  /** Fragments compiled for pages' outlines, by `file|lang|version`. */
  private fragmentPages = new Map<string, { mtimeMs: number; page: Promise<CompiledPage> }>();
  private git: Promise<Map<string, number>> | null = null;
  /** The key of each page's source in the build cache (see `sourceKey`). */
  private keys = new Map<string, string>();
  /** While `compileAll` runs: warnings shown once per build with the files that have them (`Problem.group`). */
  private grouped: Problem[] | null = null;
  /** Pages compiled, not taken from the cache, since the store was made. */
  compiledCount = 0;
  /** Where single pages compile when not on this thread (the dev server's worker thread, see `compileOn`). */
  private compiler: PageCompiler | null = null;
  /** Where a large build puts the bodies of the pages it compiles (see `spillTo`). */
  private spill: SpillFile | null = null;

  /**
   * `build` (a build's fingerprint, see `buildFingerprint`) gives every page a source key, and its `cache` keeps
   * compiled pages by that key between builds.
   */
  constructor(
    private site: ResolvedSite,
    private options: {
      plugins?: PluginHost;
      warn?: (message: string) => void;
      build?: { fingerprint: string; cache: BuildCache | null };
      /** Finds the file of a fragment a page imports: its headings and text then join the page's (see `addFragments`). */
      resolveFragment?: FragmentResolver;
      /**
       * Keep at most this many compiled pages, the least recently used let go first (the dev server: the pages an
       * author visits would otherwise stay for good). A page let go compiles again when next asked for.
       */
      keep?: number;
    } = {},
  ) {}

  private get cache(): BuildCache | null {
    return this.options.build?.cache ?? null;
  }

  /**
   * A page's source key: a hash of the build's fingerprint, its file, route and source, and of which content files its
   * links found (`CompiledPage.fileChecks`). Whatever the build makes of the page alone follows from it, so it names
   * the page's module and keys what is rendered of it. (The cache stores the compiled page under the part before the
   * file checks, which the entry itself holds.)
   */
  sourceKey(file: string): string | undefined {
    return this.keys.get(file);
  }

  /** Started by the first compile and read as each page finishes: `git log` runs while pages compile. */
  private gitTimes(): Promise<Map<string, number>> {
    this.git ??= this.site.config.lastUpdated === false ? Promise.resolve(new Map()) : lastUpdatedTimes(this.site.contentRoot);
    return this.git;
  }

  /**
   * Compile pages on `compiler` (another thread) rather than on this one, unless the site has remark/rehype plugins
   * (functions, which cannot cross threads). A compile the other thread fails is done here.
   */
  compileOn(compiler: PageCompiler | null): void {
    this.compiler = compiler;
  }

  /**
   * Where a page compiles when not on this thread: a build's pool, else the dev server's thread. Never for a site
   * with remark/rehype plugins: they are functions, which cannot cross to a worker thread.
   */
  private elsewhere(pool?: CompilePool | null): PageCompiler | null {
    return this.options.plugins?.markdown ? null : (pool ?? this.compiler);
  }

  /** Whether every content file a page's compile looked for is still there, or still missing. */
  private fileChecksHold(page: CompiledPage): boolean {
    for (const [rel, existed] of Object.entries(page.fileChecks ?? {})) if (fs.existsSync(path.join(this.site.contentRoot, rel)) !== existed) return false;
    return true;
  }

  /**
   * A large build's pages keep their content tree, Markdown and code in `spill` from their compile until they are
   * read (their module, HTML and `.md` copy): memory holds where they are, not a site's worth of bodies.
   */
  spillTo(spill: SpillFile | null): void {
    this.spill = spill;
  }

  /** Start what the first compile waits for (the Markdown compiler's modules, `git log`) ahead of it. */
  warmUp(): void {
    void this.gitTimes();
    // A failure is reported by the compile that needs it.
    if (!this.elsewhere()) import('../markdown/compile').catch(() => {});
  }

  /** Whether a page lists others (an overview, a blog index), as last compiled: known after the page was let go. */
  isListing(file: string): boolean {
    return this.listings.has(file);
  }

  /**
   * Every page's data, as `compileAll` gives it but compiling only the pages whose source changed since they were
   * last compiled (a store with `keep`: the dev server's). Broken pages are left out.
   */
  async pageDataOfAll(pages: ScannedPage[]): Promise<PageData[]> {
    const stale = pages.filter((p) => this.dataOf.get(p.file)?.stamp !== sourceStamp(sourceFileOf(p)));
    const fresh = await this.compileAll(stale, { checkLinks: false, configFile: '', skipBroken: true });
    const byRoute = new Map(fresh.map((c) => [c.route.routePath, c.pageData]));
    return pages.flatMap((p) => {
      const data = byRoute.get(p.routePath) ?? this.dataOf.get(p.file)?.pageData;
      return data ? [data] : [];
    });
  }

  /** How many compiled pages are kept. */
  keptCount(): number {
    return this.compiled.size;
  }

  /** The modification time and size of the source the kept page was compiled from (undefined when not kept). */
  keptStamp(file: string): string | undefined {
    return this.compiled.get(file)?.stamp;
  }

  /** The page as last compiled, without compiling it. */
  peek(file: string): CompiledPage | undefined {
    return this.compiled.get(file)?.page;
  }

  relative(file: string): string {
    return path.relative(this.site.projectRoot, file).split(path.sep).join('/');
  }

  async compile(page: ScannedPage, pool?: CompilePool | null): Promise<CompiledPage> {
    // An untranslated page is read from its original's file, and kept under its own id.
    const sourceFile = sourceFileOf(page);
    // Time and size: a save written in two steps (truncated, then written) within one tick of the file system's clock
    // leaves the time as it was when the first step was read.
    const stamp = stampOf(fs.statSync(sourceFile));
    const hit = this.compiled.get(page.file);
    if (hit && hit.stamp === stamp && unchanged(hit.fragments) && this.fileChecksHold(hit.page)) {
      if (this.options.keep !== undefined) {
        // Most recently used last: the first entries are the ones let go.
        this.compiled.delete(page.file);
        this.compiled.set(page.file, hit);
      }
      return hit.page;
    }
    // Read into a buffer the next page's read reuses (used up before this compile first waits), and decoded only when
    // the text is needed (a compile, a plugin's hook) or the file is not UTF-8 (reported below): a page the cache
    // holds is keyed by its bytes, the very bytes its text hashes to as UTF-8. A buffer and a decoded copy of every
    // source (113 MB at 20,002 pages) were a warm build's largest garbage.
    const bytes = readReusing(sourceFile);
    const valid = isUtf8(bytes);
    let decoded = valid && !this.options.plugins?.has('extendPageData') ? undefined : decodePageSource(bytes);
    const sourceText = () => (decoded ??= decodePageSource(bytes)).text;
    const times = this.gitTimes();
    const opts = {
      file: this.relative(sourceFile),
      route: page,
      codeBlocksInSearch: this.site.config.search?.codeBlocks ?? true,
      routeOptions: this.site.routeOptions,
      contentRoot: this.site.contentRoot,
      autoPrefixLinks: this.site.config.markdown?.autoPrefixLinks ?? true,
      fallbackPages: this.site.fallbackPages,
      // A build makes a content-tree page's module from its tree when it writes it (see `CompileOptions.contentCode`).
      ...(this.options.build ? { contentCode: false } : {}),
    };
    const build = this.options.build;
    const key = build ? hashOf(build.fingerprint, routeInfo(page), valid ? bytes : sourceText()) : undefined;
    let compiled = key && this.cache ? fromCache(this.cache, key, opts.file, page) : undefined;
    // A page added or removed changes where links lead (see `CompiledPage.fileChecks`): the entry is then stale.
    if (compiled && !this.fileChecksHold(compiled)) compiled = undefined;
    if (!compiled) {
      const source = sourceText();
      const here = () => compilePage(source, { ...opts, markdownPlugins: this.options.plugins?.markdown });
      const elsewhere = this.elsewhere(pool);
      compiled = elsewhere ? await elsewhere.compile(source, opts).catch(here) : await here();
      this.compiledCount++;
      // Stored before the build adds what depends on other pages (dates, translations, overview groups) and
      // what plugins add (they are in the fingerprint, but run again on every build).
      if (key && this.cache && !compiled.problems.length) this.cache.writeSplit(key, ...splitForCache(compiled));
      // A build holds every page until it is written: the code of a page with a content tree repeats that tree.
      if (build && compiled.content !== undefined) compiled.code = '';
    }
    // The scanned page is the route the compile was given: held once, not once more as the compile's copy of it
    // (~400 B a page; a cached page's copy also names the file where the project was when it was stored).
    compiled.route = page;
    // What is made of the page (its module, HTML and content file) is named by this key: it follows the answers too.
    const checkedKey = key && hashOf(key, JSON.stringify(compiled.fileChecks ?? {}));
    if (checkedKey) this.keys.set(page.file, checkedKey);
    // Set last, on a fresh object whichever way the page came: its JSON (the page's module) is then the same.
    const { lastUpdatedTime: _, ...data } = compiled.pageData;
    compiled.pageData = { ...data, lastUpdatedTime: (await times).get(sourceFile) };
    const invalid = decoded?.invalid;
    if (invalid) this.options.warn?.(`rsdocs: ${formatProblem({ file: opts.file, line: invalid.line, column: invalid.column, message: invalidUtf8Message(invalid) })}`);
    for (const w of compiled.warnings) {
      if (w.group && this.grouped) this.grouped.push(w);
      else this.options.warn?.(`rsdocs: ${formatProblem(w)}`);
    }
    const fragments = compiled.problems.length ? undefined : await this.addFragments(compiled, sourceFile, page);
    // What the page's files are made of now includes its fragments' text: its `.md` copy and render keys follow them.
    if (checkedKey && fragments?.size) this.keys.set(page.file, hashOf(checkedKey, compiled.markdown, compiled.text));
    // The text only when a hook asks for it: a cached page's is in its body, read then.
    const made = compiled;
    if (!made.problems.length) await this.options.plugins?.extendPageData(made.pageData, { get source() { return sourceText(); }, get text() { return made.text; }, file: made.file });
    if (this.options.keep !== undefined && !compiled.problems.length) this.dataOf.set(page.file, { stamp, pageData: compiled.pageData });
    const lists = !!(compiled.pageData.frontmatter.overview || compiled.pageData.frontmatter.blog);
    if (lists) this.listings.add(page.file);
    else this.listings.delete(page.file);
    // A large build's page waits in the spill file (`LazyPage`): a fresh one's body, its text (read again only to
    // plan the search indexes, ~4 KB a page) and its data (~1.9 KB); a page taken from the cache reads its body (its
    // text too) from there when asked.
    if (this.spill) {
      const lazy = LazyPage.of(compiled);
      lazy.spillTo(this.spill);
      compiled = lazy;
    }
    if (lists) this.listingPages.add(compiled);
    this.compiled.delete(page.file);
    this.compiled.set(page.file, { stamp, fragments, page: compiled });
    const { keep } = this.options;
    if (keep !== undefined) for (const file of this.compiled.keys()) {
      if (this.compiled.size <= keep) break;
      this.compiled.delete(file);
    }
    return compiled;
  }

  /**
   * The headings, text and Markdown of the fragments a page renders, put into its own where each is rendered (its
   * outline, search sections and `.md` copy then have them), as Rspress's outline has them. Returns the fragment
   * files read and their times; one that is not found or does not compile adds nothing (the bundler reports it).
   */
  private async addFragments(compiled: CompiledPage, file: string, route: Pick<RouteInfo, 'routePath' | 'lang' | 'version'>): Promise<Map<string, number> | undefined> {
    if (!compiled.fragments?.length || !this.options.resolveFragment) return undefined;
    const read = new Map<string, number>();
    const outline = await this.fragmentsInto(pageOutline(compiled), compiled.fragments, file, route, read, [file]);
    compiled.text = outline.text;
    compiled.ids = outline.ids;
    compiled.markdown = outline.markdown;
    compiled.pageData = { ...compiled.pageData, toc: outline.toc };
    return read;
  }

  private async fragmentsInto(
    outline: PageOutline,
    uses: NonNullable<CompiledPage['fragments']>,
    importer: string,
    route: Pick<RouteInfo, 'routePath' | 'lang' | 'version'>,
    read: Map<string, number>,
    chain: string[],
  ): Promise<PageOutline> {
    const parts = await Promise.all(
      uses.map(async (use) => {
        const file = this.options.resolveFragment!(use.source, importer);
        // A fragment that renders itself (through others) would never end: it adds nothing the second time.
        if (!file || chain.includes(file)) return undefined;
        const mtimeMs = fs.statSync(file).mtimeMs;
        read.set(file, mtimeMs);
        // Compiled once per language and version while the file stays as it is: many pages render the same one.
        const key = `${file}|${route.lang}|${route.version}`;
        let compiled = this.fragmentPages.get(key);
        if (compiled?.mtimeMs !== mtimeMs) this.fragmentPages.set(key, (compiled = { mtimeMs, page: this.compileFragment(file, route) }));
        const fragment = await compiled.page;
        if (fragment.problems.length) return undefined;
        const own = pageOutline(fragment);
        return fragment.fragments?.length ? this.fragmentsInto(own, fragment.fragments, file, route, read, [...chain, file]) : own;
      }),
    );
    return withFragments(outline, uses, parts);
  }

  /**
   * A fragment: a `.md`/`.mdx` file a page imports, routed or not. It compiles as a page of the importing page's
   * language and version would (links resolve against the fragment's own file), on this thread and uncached: a
   * site has few, and the bundler asks for each once.
   */
  async compileFragment(file: string, importer: Pick<RouteInfo, 'routePath' | 'lang' | 'version'>): Promise<CompiledPage> {
    const source = fs.readFileSync(file, 'utf8');
    const relativePath = path.relative(this.site.contentRoot, file).split(path.sep).join('/');
    return compilePage(source, {
      file: this.relative(file),
      route: { ...importer, relativePath },
      codeBlocksInSearch: this.site.config.search?.codeBlocks ?? true,
      routeOptions: this.site.routeOptions,
      contentRoot: this.site.contentRoot,
      markdownPlugins: this.options.plugins?.markdown,
    });
  }

  /**
   * Compile every page (a few at a time), then fill in what needs the whole site: stale translations and
   * overview groups. Throws one readable error listing every bad page, dead link and bad sidebar entry.
   */
  async compileAll(
    pages: ScannedPage[],
    opts: { checkLinks: boolean; configFile: string; parallel?: boolean; skipBroken?: boolean; bounded?: () => void },
  ): Promise<CompiledPage[]> {
    const results: CompiledPage[] = new Array(pages.length);
    // With a warm cache there is little to compile: start no worker for pages the cache already holds.
    const uncompiled = await this.countUncached(pages);
    const pool = opts.parallel === false || this.options.plugins?.markdown ? null : createCompilePool(uncompiled);
    let next = 0;
    this.grouped = [];
    // A large build's pages come back from the workers whole and are spilled at once: what is left is garbage,
    // collected as it goes rather than in proportion to what the heap holds (see `garbageBound`).
    // A build may give its own, which its later loops share (`bounded`).
    const bounded = opts.bounded ?? (this.spill ? garbageBound() : () => {});
    try {
      await Promise.all(
        Array.from({ length: pool ? 16 : 4 }, async () => {
          for (let i = next++; i < pages.length; i = next++, bounded()) results[i] = await this.compile(pages[i]!, pool);
        }),
      );
    } finally {
      await pool?.close();
      for (const line of formatGroupedWarnings(this.grouped ?? [])) this.options.warn?.(`rsdocs: ${line}`);
      this.grouped = null;
    }
    if (opts.skipBroken) {
      // The dev server's site-wide views (search, overviews) go on without the pages being fixed.
      const whole = results.filter((r) => !r.problems.length);
      this.linkSiteWide(whole);
      return whole;
    }
    const problems: Problem[] = results.flatMap((r) => r.problems);
    throwProblems(problems, 'some pages could not be built');
    this.markVersions(results, pages);
    this.linkSiteWide(results);
    // Redirect rules must lead to pages whatever checkDeadLinks says: a rule to nowhere is never meant.
    const redirects = redirectList(this.site.config.redirects);
    throwProblems(checkRedirects(redirects, results.map((r) => ({ routePath: r.route.routePath, ids: r.ids })), opts.configFile), 'bad redirect rules');
    if (opts.checkLinks) {
      const linkProblems = checkPageLinks(
        // An untranslated page is a target like any page; its links are its original's, checked there.
        results.map((r) => ({ file: r.file, routePath: r.route.routePath, links: r.route.untranslated ? [] : r.links, ids: r.ids })),
        this.site.siteData.base,
        redirectAliases(redirects),
      );
      // The config's own entries (those read from _meta.json and _nav.json are checked as they are read).
      const navs = Object.fromEntries((this.site.config.locales ?? []).map((l) => [l.lang, l.nav ?? []]));
      linkProblems.push(...checkConfigLinks(this.site.sidebars, navs, results.map((r) => r.route.routePath), opts.configFile));
      throwProblems(linkProblems, 'dead links found');
    }
    return results;
  }

  /**
   * One page for the dev server, with the site-wide facts of its data computed from as few pages as possible: an
   * overview needs every page's headings; a blog index, the dated pages of its folder; a translation, its original's
   * date. Broken pages are left out of these.
   */
  async compileInSite(page: ScannedPage, pages: ScannedPage[]): Promise<CompiledPage> {
    // A page saved while it compiles is compiled again: what is answered is the file as it is once answered. A dev
    // server's module is entered in Vite's module graph only after its load, so a save during the load updates no
    // module, and the page would keep the text read before the save until the next one.
    const source = sourceFileOf(page);
    for (let tries = 1; ; tries++) {
      const before = sourceStamp(source);
      const compiled = await this.compileInSiteOnce(page, pages);
      if (tries === MAX_COMPILES_WHILE_SAVED || sourceStamp(source) === before) return compiled;
    }
  }

  private async compileInSiteOnce(page: ScannedPage, pages: ScannedPage[]): Promise<CompiledPage> {
    const compiled = await this.compile(page);
    if (compiled.problems.length) return compiled;
    this.markVersions([compiled], pages);
    const { routeOptions } = this.site;
    let related: ScannedPage[] = [];
    const { frontmatter } = compiled.pageData;
    if (frontmatter.overview) related = pages;
    else if (frontmatter.blog) related = pages.filter((p) => routeLookupKey(p.routePath).startsWith(blogFolderOf(compiled.route.routePath)));
    else if (page.lang !== routeOptions.defaultLang) {
      const original = joinRoutePath({ ...parseRoutePath(page.routePath, routeOptions), lang: routeOptions.defaultLang }, routeOptions);
      const found = routeTable(pages).get(routeLookupKey(original));
      related = found ? [found] : [];
    }
    if (related.length) {
      const others = await this.compileAll(related.filter((p) => p.file !== page.file), { checkLinks: false, configFile: '', skipBroken: true });
      this.linkSiteWide([compiled, ...others]);
    }
    return compiled;
  }

  /** Versioned sites: the versions each page is in (`inVersions`), from the routes scanned. */
  private markVersions(results: CompiledPage[], pages: ScannedPage[]): void {
    const versionsOf = versionsWithPage(pages, this.site.routeOptions);
    for (const r of results) {
      const versions = versionsOf(r.route.routePath, r.route.lang);
      // Set, not changed in place: a large build's page data is a copy read from the spill file (see `LazyPage`).
      if (versions) r.pageData = { ...r.pageData, inVersions: versions };
    }
  }

  private async countUncached(pages: ScannedPage[]): Promise<number> {
    const fresh = pages.filter((p) => !this.compiled.has(p.file));
    if (!this.cache || fresh.length < 150) return fresh.length; // below the worker pool's threshold anyway
    // A sample tells whether the cache is warm: reading every entry twice would cost more than it saves.
    const sample = fresh.filter((_, i) => i % Math.ceil(fresh.length / 32) === 0);
    let missing = 0;
    for (const page of sample) {
      const key = hashOf(this.options.build!.fingerprint, routeInfo(page), fs.readFileSync(sourceFileOf(page), 'utf8'));
      if (!this.cache.hasSplit(key)) missing++;
    }
    return Math.round((missing / sample.length) * fresh.length);
  }

  /**
   * What a page's data takes from other pages: a translation older than its original says so, a blog index lists its
   * posts, an overview its pages' headings. Only those pages' data is read (a large build's is in the spill file, read
   * a copy at a time), and each is set again once changed; what every page's data gives (headings, titles) is
   * gathered only for a site with an overview or a blog.
   */
  private linkSiteWide(results: CompiledPage[]): void {
    const { routeOptions } = this.site;
    const byRoute = new Map(results.map((r) => [routeLookupKey(r.route.routePath), r]));
    let all: PageData[] | undefined;
    const allData = () => (all ??= results.map((r) => r.pageData));
    let tocByRoute: Map<string, TocItem[]> | undefined;
    let metaByRoute: Map<string, OverviewPageMeta> | undefined;
    const originalOf = (route: Pick<RouteInfo, 'routePath'>) =>
      byRoute.get(routeLookupKey(joinRoutePath({ ...parseRoutePath(route.routePath, routeOptions), lang: routeOptions.defaultLang }, routeOptions)));
    for (const r of results) {
      const translation = r.route.lang !== routeOptions.defaultLang && !r.route.untranslated;
      if (!translation && !this.listingPages.has(r)) continue;
      // A translation that lists nothing changes only when older than its original: told by the two times, without
      // reading either page's data (a large build's is parsed from the spill file at each read).
      if (!this.listingPages.has(r)) {
        const time = lastUpdatedTimeOf(r);
        const original = time ? originalOf(r.route) : undefined;
        const originalTime = original && lastUpdatedTimeOf(original);
        if (!(originalTime && time! < originalTime)) continue;
      }
      const data = r.pageData;
      let changed = false;
      if (data.lang !== routeOptions.defaultLang && !data.untranslatedOf) {
        const parts = parseRoutePath(data.routePath, routeOptions);
        const originalPath = joinRoutePath({ ...parts, lang: routeOptions.defaultLang }, routeOptions);
        const original = byRoute.get(routeLookupKey(originalPath));
        const originalTime = data.lastUpdatedTime && original?.pageData.lastUpdatedTime;
        if (originalTime && data.lastUpdatedTime! < originalTime) {
          data.staleTranslationOf = original!.route.routePath;
          changed = true;
        }
      }
      if (data.frontmatter.blog) {
        data.posts = blogPosts(data, allData());
        // A feed plugin writes no feed for a blog without posts: link none.
        if (!data.posts.length) delete data.blogFeed;
        changed = true;
      }
      if (data.frontmatter.overview) {
        tocByRoute ??= new Map(allData().map((d) => [routeLookupKey(d.routePath), d.toc]));
        metaByRoute ??= new Map(allData().map(({ routePath, title, frontmatter }) => [routeLookupKey(routePath), { title, description: frontmatter.description, signature: frontmatter.signature }]));
        const sidebar = getSidebar(sidebarsOf(this.site, data.lang, data.version), data.routePath, routePrefixOf(this.site, data.lang, data.version));
        data.overviewGroups = overviewGroups(
          sidebar,
          tocByRoute,
          { routePath: data.routePath, title: data.title, defaultHeaders: data.frontmatter.overviewHeaders ?? [2] },
          metaByRoute,
        );
        changed = true;
      }
      if (changed) r.pageData = data;
    }
  }
}

/** How many times a page saved again and again while it compiles is compiled before the last is answered anyway. */
const MAX_COMPILES_WHILE_SAVED = 5;

/** A source file's modification time and size (undefined once it is gone): a save changes it. */
export function sourceStamp(file: string): string | undefined {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat && stampOf(stat);
}

function stampOf(stat: fs.Stats): string {
  return [stat.mtimeMs, stat.size].join(':'); // one flat string, held for every page (a template makes a rope of three)
}

/** Each list of pages (one per scan) by route key, made once: a translation looks its original up, not over every page. */
const routeTables = new WeakMap<ScannedPage[], Map<string, ScannedPage>>();
function routeTable(pages: ScannedPage[]): Map<string, ScannedPage> {
  let table = routeTables.get(pages);
  if (!table) {
    table = new Map();
    for (const p of pages) if (!table.has(routeLookupKey(p.routePath))) table.set(routeLookupKey(p.routePath), p);
    routeTables.set(pages, table);
  }
  return table;
}

/** Whether the fragment files a page's outline read are as they were (no file, or another time, is a change). */
function unchanged(fragments: Map<string, number> | undefined): boolean {
  if (!fragments) return true;
  for (const [file, mtimeMs] of fragments) if (!fs.existsSync(file) || fs.statSync(file).mtimeMs !== mtimeMs) return false;
  return true;
}

function pageOutline(page: CompiledPage): PageOutline {
  return { text: page.text, toc: page.pageData.toc, ids: page.ids, markdown: page.markdown };
}

/** A page with a content tree is stored without its module's code (`pageModuleCode` makes it from the tree). */
function splitForCache({ content, markdown, code, text, route: _, ...rest }: CompiledPage): [CachedHead, CachedBody] {
  const hasContent = content !== undefined;
  return [{ ...rest, hasContent }, hasContent ? { content, markdown, text } : { markdown, code, text }];
}

/**
 * A cached page as the build uses it: its head now, its body read when one of `content`, `markdown`, `code` or `text`
 * is first read (kept until one of them is set: a large build sets them to '' once the page is written).
 */
function fromCache(cache: BuildCache, key: string, file: string, route: ScannedPage): CompiledPage | undefined {
  // A body found damaged when read stops the build with the page named (see `BuildCache.readSplit`); the body of a
  // page with JavaScript, which the bundles read in every build, is read and checked now (damaged: a miss).
  const entry = cache.readSplit<CachedHead, CachedBody>(key, file, (head) => !head.hasContent);
  if (!entry) return undefined;
  const { hasContent, ...head } = entry.head;
  // The reader alone, not the entry: the entry's head is the parsed JSON whole, whose text, links and ids the page
  // does not keep (text in the body, links and ids released once checked); held by the closure, they were ~5 KB a page for the whole build.
  const readBody = entry.body;
  return LazyPage.cached(Object.assign(head, { route }), hasContent, readBody);
}

/** A page's place in the site, without the absolute path of its file: keys stay the same wherever the site sits. */
function routeInfo({ file: _, sourceFile: __, ...route }: ScannedPage): string {
  return JSON.stringify(route);
}
