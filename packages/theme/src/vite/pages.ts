import fs from 'node:fs';
import path from 'node:path';
import { routeLookupKey } from '../lib/sections';
import { joinRoutePath, parseRoutePath } from '../lib/url';
import { getSidebar } from '../lib/sidebar';
import type { TocItem } from '../runtime/types';
import { formatProblem, throwProblems, type Problem } from './errors';
import type { PluginHost } from './plugins/host';
import { lastUpdatedTimes } from './git';
import { checkConfigLinks, checkPageLinks } from './links';
import type { CompiledPage } from './markdown/compile';
import { compilePage } from './markdown/page-module';
import { createCompilePool } from './compile-pool';

type CompilePool = NonNullable<ReturnType<typeof createCompilePool>>;
import { overviewGroups } from './overview';
import type { ResolvedSite } from './resolve';
import type { ScannedPage } from './scan';

/** Compiled pages, keyed by absolute file path; survives between the client and server builds. */
export class PageStore {
  private compiled = new Map<string, { mtimeMs: number; page: CompiledPage }>();
  private git: Promise<Map<string, number>> | null = null;

  constructor(
    private site: ResolvedSite,
    private options: { plugins?: PluginHost; warn?: (message: string) => void } = {},
  ) {}

  /** Started by the first compile and read as each page finishes: `git log` runs while pages compile. */
  private gitTimes(): Promise<Map<string, number>> {
    this.git ??= this.site.config.lastUpdated === false ? Promise.resolve(new Map()) : lastUpdatedTimes(this.site.contentRoot);
    return this.git;
  }

  /** Start what the first compile waits for (the Markdown compiler's modules, `git log`) ahead of it. */
  warmUp(): void {
    void this.gitTimes();
    import('./markdown/compile').catch(() => {}); // a failure is reported by the compile that needs it
  }

  /** The page as last compiled, without compiling it. */
  peek(file: string): CompiledPage | undefined {
    return this.compiled.get(file)?.page;
  }

  relative(file: string): string {
    return path.relative(this.site.projectRoot, file).split(path.sep).join('/');
  }

  async compile(page: ScannedPage, pool?: CompilePool | null): Promise<CompiledPage> {
    const stat = fs.statSync(page.file);
    const hit = this.compiled.get(page.file);
    if (hit && hit.mtimeMs === stat.mtimeMs) return hit.page;
    const source = fs.readFileSync(page.file, 'utf8');
    const times = this.gitTimes();
    const opts = {
      file: this.relative(page.file),
      route: page,
      codeBlocksInSearch: this.site.config.search?.codeBlocks ?? true,
      routeOptions: this.site.routeOptions,
      contentRoot: this.site.contentRoot,
    };
    const markdownPlugins = this.options.plugins?.markdown;
    // remark/rehype plugins are functions, which cannot cross to a worker thread: such sites compile here.
    const compiled = pool && !markdownPlugins ? await pool.compile(source, opts) : await compilePage(source, { ...opts, markdownPlugins });
    compiled.pageData.lastUpdatedTime = (await times).get(page.file);
    for (const w of compiled.warnings) this.options.warn?.(`rsdocs: ${formatProblem(w)}`);
    if (!compiled.problems.length) await this.options.plugins?.extendPageData(compiled.pageData, { source, text: compiled.text });
    this.compiled.set(page.file, { mtimeMs: stat.mtimeMs, page: compiled });
    return compiled;
  }

  /**
   * Compile every page (a few at a time), then fill in what needs the whole site: stale translations and
   * overview groups. Throws one readable error listing every bad page, dead link and bad sidebar entry.
   */
  async compileAll(pages: ScannedPage[], opts: { checkLinks: boolean; configFile: string; parallel?: boolean; skipBroken?: boolean }): Promise<CompiledPage[]> {
    const results: CompiledPage[] = new Array(pages.length);
    const uncompiled = pages.filter((p) => !this.compiled.has(p.file)).length;
    const pool = opts.parallel === false || this.options.plugins?.markdown ? null : createCompilePool(uncompiled);
    let next = 0;
    try {
      await Promise.all(
        Array.from({ length: pool ? 16 : 4 }, async () => {
          for (let i = next++; i < pages.length; i = next++) results[i] = await this.compile(pages[i]!, pool);
        }),
      );
    } finally {
      await pool?.close();
    }
    if (opts.skipBroken) {
      // The dev server's site-wide views (search, overviews) go on without the pages being fixed.
      const whole = results.filter((r) => !r.problems.length);
      this.linkSiteWide(whole);
      return whole;
    }
    const problems: Problem[] = results.flatMap((r) => r.problems);
    throwProblems(problems, 'some pages could not be built');
    this.linkSiteWide(results);
    if (opts.checkLinks) {
      const linkProblems = checkPageLinks(
        results.map((r) => ({ file: r.file, routePath: r.route.routePath, links: r.links, ids: r.ids })),
        this.site.siteData.base,
      );
      const navs = Object.fromEntries(this.site.siteData.locales.map((l) => [l.lang, l.nav]));
      linkProblems.push(...checkConfigLinks(this.site.sidebars, navs, results.map((r) => r.route.routePath), opts.configFile));
      throwProblems(linkProblems, 'dead links found');
    }
    return results;
  }

  /**
   * One page for the dev server, with the site-wide facts of its data computed from as few pages as possible: an
   * overview needs every page's headings; a translation, its original's date. Broken pages are left out of these.
   */
  async compileInSite(page: ScannedPage, pages: ScannedPage[]): Promise<CompiledPage> {
    const compiled = await this.compile(page);
    if (compiled.problems.length) return compiled;
    const { routeOptions } = this.site;
    let related: ScannedPage[] = [];
    if (compiled.pageData.frontmatter.overview) related = pages;
    else if (page.lang !== routeOptions.defaultLang) {
      const original = joinRoutePath({ ...parseRoutePath(page.routePath, routeOptions), lang: routeOptions.defaultLang }, routeOptions);
      related = pages.filter((p) => routeLookupKey(p.routePath) === routeLookupKey(original));
    }
    if (related.length) {
      const others = await this.compileAll(related.filter((p) => p.file !== page.file), { checkLinks: false, configFile: '', skipBroken: true });
      this.linkSiteWide([compiled, ...others]);
    }
    return compiled;
  }

  private linkSiteWide(results: CompiledPage[]): void {
    const { routeOptions, siteData } = this.site;
    const byRoute = new Map(results.map((r) => [routeLookupKey(r.route.routePath), r]));
    const tocByRoute = new Map<string, TocItem[]>(results.map((r) => [routeLookupKey(r.route.routePath), r.pageData.toc]));
    for (const r of results) {
      const data = r.pageData;
      if (data.lang !== routeOptions.defaultLang) {
        const parts = parseRoutePath(data.routePath, routeOptions);
        const originalPath = joinRoutePath({ ...parts, lang: routeOptions.defaultLang }, routeOptions);
        const original = byRoute.get(routeLookupKey(originalPath));
        if (original?.pageData.lastUpdatedTime && data.lastUpdatedTime && data.lastUpdatedTime < original.pageData.lastUpdatedTime)
          data.staleTranslationOf = original.route.routePath;
      }
      if (data.frontmatter.overview) {
        const prefix = siteData.locales.find((l) => l.lang === data.lang)?.prefix ?? '';
        const sidebar = getSidebar(this.site.sidebars[data.lang] ?? {}, data.routePath, prefix);
        data.overviewGroups = overviewGroups(sidebar, tocByRoute, {
          routePath: data.routePath,
          title: data.title,
          defaultHeaders: data.frontmatter.overviewHeaders ?? [2],
        });
      }
    }
  }
}
