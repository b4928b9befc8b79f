import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { searchForWorkspaceRoot, type Plugin, type PluginOption, type ViteDevServer } from 'vite';
import type { SiteConfig } from '../config/types';
import { BuildCache, buildFingerprint, hashOf } from './cache/build-cache';
import { addCompileHint } from './build/compile-hint';
import { emptyDir, listFiles, OutputWriter } from './build/out-dir';
import { problemsError, RsdocsError, throwProblems } from './errors';
import type { DevContext } from './dev/context';
import { devSearchUrls } from './dev/search';
import { devServerPlugin } from './dev/server';
import type { CompiledPage } from './markdown/compile';
import { pageModuleCode } from './markdown/page-module';
import { hasContentTree, PageStore } from './content/pages';
import { redirectList, redirectOutputs } from './build/redirects';
import { resolveSite, type ResolvedSite } from './config/resolve';
import { sectionKey } from './content/routes';
import { scanPages, type ScannedPage } from './content/scan';
import { buildPlannedIndexes, planSearchIndexes } from './search/search-index';
import type { ClientChunk } from './head/page-html';
import { prerender } from './build/prerender';
import { collectGarbage } from './heap';
import { preloadServerRuntime } from './build/server-render';
import { themeEntryNeedsServer } from './config/theme-entry';
import type { SectionData } from '../runtime/server';
import { routeLookupKey } from '../lib/sections';
import { joinRoutePath, withBase } from '../lib/url';
import { assertValidConfig } from './config/validate-config';
import { asClientChunk, searchPointerFile, sectionManifest, sectionManifestFile, staticPageFile } from './build/static-pages';
import { checkComponents } from './markdown/components-check';
import { createHreflang } from './head/hreflang';
import { PluginHost, writeAddedPages } from './plugins/host';
import { cssTrimPlugin } from './build/css-trim';
import { notPageChunks, pageChunksPlugin } from './client/page-chunks';
import { fragmentModulesPlugin } from './markdown/fragment-modules';
import { tsconfigPlugin } from './config/tsconfig';
import { unresolvedImportsPlugin } from './build/unresolved-imports';
import { rspressCompat } from './config/rspress-compat';
import {
  clientEntryModule,
  reactFirstModule,
  groupSections,
  manifestSectionsModule,
  searchModule,
  sectionData,
  sectionModule,
  sectionsModule,
  serverEntryModule,
  sidebarsForSection,
  themeModule,
  VIRTUAL,
  type ThemePaths,
} from './client/virtual';

const SSR_DIR = '.rsdocs-ssr';
/** From this many pages a build saves memory rather than overlapping steps (prerender renders on workers too). */
const LARGE_SITE = 500;
/** React and React DOM (and its scheduler), as installed by any package manager: the entry's first file. */
const REACT_MODULES = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;

/**
 * The theme's browser-side dependencies besides React. Pre-bundled before the first page (see `optimizeDeps`);
 * `plugin.test.ts` checks this list against the imports of the built theme.
 */
export const THEME_BROWSER_DEPS = ['clsx', '@radix-ui/react-collapsible', '@radix-ui/react-dialog', '@radix-ui/react-popover'];

/** The lazily loaded entries of search: the dialog and the searcher (`paths.search`). */
const SEARCH_DIALOG_MODULE = /[\\/]SearchModal[\\/]SearchModal\.(?:js|tsx)$/;

/** One search index per language and version: `lang|version`. */
function searchKeys(site: ResolvedSite): string[] {
  const { langs, versions } = site.routeOptions;
  return langs.flatMap((lang) => (versions.length ? versions : ['']).map((version) => `${lang}|${version}`));
}

function themePaths(): ThemePaths {
  // This code sits in dist/vite/index.js, or in a chunk in dist/ (the CLI's): the browser entries are in dist/.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dist = fs.existsSync(path.join(here, 'styles.css')) ? here : path.resolve(here, '..');
  let search: string | null = null;
  try {
    search = fileURLToPath(import.meta.resolve('@rsdocs/search'));
  } catch {
    search = null;
  }
  return { client: path.join(dist, 'index.js'), server: path.join(dist, 'server.js'), styles: path.join(dist, 'styles.css'), search };
}

export interface RsdocsPluginOptions {
  /** Path of the config file, used in error messages. @default 'vite.config.ts' */
  configFile?: string;
  /**
   * Keep compiled pages and what the last build wrote in `node_modules/.cache/rsdocs`, so the next build compiles
   * and renders only what changed (its output is the same as a build without it). `RSDOCS_CACHE=0` turns it off
   * too. @default true
   */
  cache?: boolean;
}

/**
 * The docs engine as Vite plugins: routes from the content folder, Markdown/MDX compiled at build time,
 * a dev server with hot reload, and on `vite build` the client and server bundles, prerendered HTML for
 * every route, search indexes, sitemap and llms outputs.
 */
export function rsdocs(config: SiteConfig, options: RsdocsPluginOptions = {}): PluginOption[] {
  assertValidConfig(config, options.configFile ?? 'the site config');
  const paths = themePaths();
  let site: ResolvedSite;
  let store: PageStore;
  let outDir = '';
  let assetsDir = 'assets';
  let isBuild = false;
  let emptyOutDir = true;
  let scanned: ScannedPage[] | null = null;
  let sections = new Map<string, ScannedPage[]>();
  let searchUrls: Record<string, string> = {};
  // Pages with JavaScript: the only pages the server bundle holds (the others prerender from their content tree).
  let serverPages: string[] = [];
  let themeEntryFile: string | null = null;
  let host: PluginHost;
  // Pages added by plugins are written here as files, so Vite loads them like the content folder's.
  let addedDir = '';
  let added: ScannedPage[] = [];
  let devServer: ViteDevServer | null = null;
  const configFile = options.configFile ?? 'vite.config.ts';
  // The theme's runtime stays outside the server bundle: prerendering imports it as it is (server-render.ts).
  const themeRuntime = new Set(['@rsdocs/theme', '@rsdocs/theme/server', paths.client, paths.server]);

  let byFile = new Map<string, ScannedPage>();
  let byRoute = new Map<string, ScannedPage>();
  // Scanning, grouping and the file index happen once per content change, not per module load.
  const scan = () => {
    if (!scanned) {
      scanned = [...scanPages(site.contentRoot, site.routeOptions, site.excludeFolders), ...added];
      sections = groupSections(scanned, site);
      byFile = new Map(scanned.map((p) => [p.file, p]));
      byRoute = new Map(scanned.map((p) => [routeLookupKey(p.routePath), p]));
    }
    return scanned;
  };
  const pageByFile = (file: string) => {
    scan();
    return byFile.get(file);
  };
  const resolved = (id: string) => `\0${id}`;
  /** Ask the plugins for their pages (once per build or dev server). */
  const addPluginPages = async () => {
    const pages = await host.addPages();
    if (!pages.length) return;
    added = writeAddedPages(pages, addedDir, { routeOptions: site.routeOptions, existing: scanPages(site.contentRoot, site.routeOptions, site.excludeFolders) });
    scanned = null;
  };
  const isPageFile = (file: string) => file.startsWith(site.contentRoot) || (!!addedDir && file.startsWith(addedDir));
  const sectionDataFor = (key: string): SectionData => {
    scan();
    const lang = key.split('|')[0]!;
    return sectionData(sections.get(key) ?? [], sidebarsForSection(key, site.sidebars[lang] ?? {}));
  };

  const failedPages = new Set<string>();
  let routesVersion = 0;
  const dev: DevContext = {
    site: () => site,
    store: () => store,
    pages: scan,
    pageByRoute: (routePath) => (scan(), byRoute.get(routeLookupKey(routePath))),
    pageByFile,
    isPageFile,
    sectionKeys: () => (scan(), [...sections.keys()]),
    sectionData: sectionDataFor,
    rescan: () => {
      scanned = null;
      routesVersion++;
    },
    routesVersion: () => routesVersion,
    paths,
    // As the build's pages have them (hreflang alternates, plugins' tags); the routes are those scanned now.
    headFor: (pageData) => {
      const hreflang = createHreflang(scan().map((p) => p.routePath), { routeOptions: site.routeOptions, siteUrl: config.siteUrl, base: site.siteData.base });
      return [...hreflang(pageData.routePath), ...host.headTags(pageData)];
    },
    themeEntryFile: () => themeEntryFile,
    configFile,
    unknownComponents: async (compiled) => {
      if (!devServer || !compiled.components.length) return [];
      // A theme entry of stylesheets only (or none) adds no components, as the build's check knows without a bundle:
      // loading it through Vite's SSR runner would cost the first page ~0.2 s on the main thread for nothing.
      const names = themeEntryNeedsServer(themeEntryFile) ? await devMdxComponentNames(devServer) : [];
      return names ? checkComponents([{ file: compiled.file, pageType: compiled.pageData.pageType, components: compiled.components }], names, config.themeEntry) : [];
    },
    failedPages,
  };
  let serving = false;

  const main: Plugin = {
    name: 'rsdocs',
    enforce: 'pre',
    sharedDuringBuild: true,

    config(user, env) {
      const out = user.build?.outDir ?? 'dist';
      emptyOutDir = user.build?.emptyOutDir !== false;
      serving = env.command === 'serve';
      return {
        // The site's base is Vite's too (asset and chunk URLs), unless the Vite config (or `--base`) sets its own.
        base: user.base ?? config.base ?? '/',
        // The theme's files are served to the browser even when the package is linked from outside the project.
        server: { fs: { allow: [...(user.server?.fs?.allow ?? [searchForWorkspaceRoot(user.root ?? process.cwd())]), path.dirname(paths.client), ...(paths.search ? [path.dirname(paths.search)] : [])] } },
        // Vite gzips every chunk just to print its size: hundreds of page chunks make that a noticeable wait.
        build: { reportCompressedSize: user.build?.reportCompressedSize ?? false },
        appType: 'custom',
        resolve: { dedupe: ['react', 'react-dom'] },
        optimizeDeps: {
          // Everything the browser needs is pre-bundled up front: a dependency found later makes Vite reload the page.
          include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime', ...THEME_BROWSER_DEPS.map((d) => `@rsdocs/theme > ${d}`)],
          // Never the theme and search themselves: a site's theme entry imports them by name and the plugin's modules
          // by file, and both must reach the same modules (a pre-bundled copy would be a second theme).
          exclude: ['@rsdocs/theme', '@rsdocs/search'],
        },
        // One resolved config for both bundles: otherwise Vite loads the config file again for each of them.
        builder: { sharedConfigBuild: true },
        environments: {
          client: {
            build: {
              outDir: out,
              // Emptied before the server bundle instead (see buildApp): pages are written while this one builds.
              emptyOutDir: false,
              rolldownOptions: {
                input: { main: VIRTUAL.clientEntry },
                // Everything the entry imports statically is two files, React's and the rest: left alone, Rolldown
                // splits modules that lazy chunks share with it (React, clsx, small libs) into extra files every page
                // must fetch anyway. Two, not one, so that a slow phone compiles them in two tasks, not one long one
                // (their evaluation is split too, see `reactFirstModule`).
                output: {
                  codeSplitting: {
                    groups: [
                      { name: 'react', test: REACT_MODULES, tags: ['$initial'], priority: 2 },
                      { name: 'main', test: notPageChunks, tags: ['$initial'], priority: 1 },
                    ],
                  },
                },
              },
            },
          },
          ssr: {
            // The dev server runs a site's theme entry and pages with JavaScript through Vite, and the theme's runtime
            // as it is (dev-html.ts): the theme stays external, so both see one copy of its components.
            resolve: serving ? { external: ['@rsdocs/theme', '@rsdocs/search', 'react', 'react-dom'] } : { noExternal: true, external: ['react', 'react-dom'] },
            build: {
              outDir: path.join(out, SSR_DIR),
              ssr: true,
              emptyOutDir: true,
              copyPublicDir: false,
              minify: false,
              rolldownOptions: { input: { server: VIRTUAL.serverEntry }, external: (id) => themeRuntime.has(id) },
            },
          },
        },
      };
    },

    // The search dialog's chunks get V8's compile hint (compile-hint.ts), on top of their minified code.
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
        if (chunk.facadeModuleId === paths.search || SEARCH_DIALOG_MODULE.test(chunk.facadeModuleId)) addCompileHint(chunk, bundle);
      }
    },

    configResolved(resolvedConfig) {
      site = resolveSite({ ...config, base: resolvedConfig.base }, resolvedConfig.root);
      themeEntryFile = config.themeEntry ? path.resolve(site.projectRoot, config.themeEntry) : null;
      host = new PluginHost(config, resolvedConfig.root);
      addedDir = path.join(resolvedConfig.root, 'node_modules', '.rsdocs', 'added-pages');
      store = new PageStore(site, { plugins: host, warn: (message) => resolvedConfig.logger.warn(message) });
      outDir = path.resolve(resolvedConfig.root, resolvedConfig.environments.client?.build.outDir ?? 'dist');
      assetsDir = resolvedConfig.environments.client?.build.assetsDir ?? 'assets';
      isBuild = resolvedConfig.command === 'build';
    },

    buildApp: {
      order: 'pre',
      async handler(builder) {
        const started = performance.now();
        const phases: string[] = [];
        let mark = started;
        const phase = (name: string) => {
          const now = performance.now();
          phases.push(`${name} ${((now - mark) / 1000).toFixed(1)}s`);
          mark = now;
        };
        // Loaded while the pages compile: prerendering starts as soon as they are. The out dir empties meanwhile,
        // unless the build cache knows what the last build left there: then only what changed is written.
        preloadServerRuntime(paths.server);
        const fingerprint = buildFingerprintOf(site, paths, config);
        const cache = options.cache === false || process.env.RSDOCS_CACHE === '0' ? null : BuildCache.open(path.join(site.projectRoot, 'node_modules', '.cache', 'rsdocs'), fingerprint);
        store = new PageStore(site, { plugins: host, warn: (message) => builder.config.logger.warn(message), build: { fingerprint, cache } });
        const previous = emptyOutDir ? (cache?.readOutputs(outDir) ?? null) : null;
        const out = new OutputWriter(outDir, previous);
        const emptied = emptyOutDir && !previous ? emptyDir(outDir) : Promise.resolve();
        emptied.catch(() => {}); // awaited before the first write; reported there
        await addPluginPages();
        const pages = scan();
        if (!pages.length) throw new RsdocsError(`no pages found in ${path.relative(site.projectRoot, site.contentRoot) || '.'}/<lang>/ (expected e.g. docs/en/index.md)`);
        const compiled = await store.compileAll(pages, { checkLinks: config.checkDeadLinks ?? true, configFile });
        phase('markdown');
        reportMissingTranslations(compiled, site, builder.config.logger.warn);
        const indexPlans = config.search?.mode === false || config.search?.mode === 'remote' ? [] : planSearchIndexes(compiled.map((c) => ({ pageData: c.pageData, text: c.text })));
        // The client entry names each index through a pointer file of a stable name: an edited page changes the
        // index and its name, but neither the entry nor, through it, every page's HTML.
        searchUrls = Object.fromEntries(indexPlans.map((f) => [f.key, withBase(`/${searchPointerFile(f.key)}`, site.siteData.base)]));
        // An index's name holds a hash of what goes into it: one the last build wrote (its root and its folder of
        // shards) is not built again. A small site builds its indexes on a worker during the bundles; a large one
        // after prerendering, whose workers take every core meanwhile, so the index builder's memory never adds to
        // theirs; but not when the cache leaves little to compile (an edit): few pages render then, and the index
        // is what the build waits for.
        const toIndex = indexPlans.filter((f) => !(out.unchanged(f.fileName, f.fileName) && out.unchangedFolder(f.fileName.replace(/\.json$/, '/'))));
        const large = pages.length > LARGE_SITE;
        const indexing = large && store.compiledCount > LARGE_SITE ? null : buildPlannedIndexes(toIndex, { inWorker: true, cacheDir: cache?.dir });
        // The plans hold the pages' text now; nothing else needs it.
        if (large) for (const c of compiled) c.text = '';
        await emptied;
        // The server bundle first (when the site has pages with JavaScript or a theme entry with more than
        // stylesheets: all other pages prerender from their content tree), so that pages prerender while the client
        // bundle builds.
        serverPages = pages.filter((_, i) => !hasContentTree(compiled[i]!)).map((p) => p.file);
        // Pages without JavaScript are data: their modules are written here, not bundled (see static-pages.ts).
        // One at a time: a module's data is made, written and let go (held for every page, a 20,002-page site's
        // modules took ~800 MB at once). A module's name identifies what it holds: kept when the last build wrote it.
        const staticChunks: ClientChunk[] = [];
        for (const [i, c] of compiled.entries()) {
          if (!hasContentTree(c)) continue;
          // Read when the module is written: a page taken from the build cache reads its content tree only then.
          const f = staticPageFile({ file: pages[i]!.file, pageData: c.pageData, content: () => c.content!, sourceKey: store.sourceKey(pages[i]!.file)! }, assetsDir);
          staticChunks.push(asClientChunk(f));
          if (out.unchanged(f.fileName, f.fileName)) continue;
          out.write(f.fileName, f.code(), f.fileName);
          await out.drain();
        }
        if (large) collectGarbage();
        const bundled = serverPages.length > 0 || themeEntryNeedsServer(themeEntryFile) || host.globalModules().components.length > 0;
        if (bundled) await builder.build(builder.environments.ssr!);
        const serverBundle = bundled ? findServerFile(path.join(outDir, SSR_DIR)) : null;
        phase('server bundle');
        // Unknown MDX components: known once the theme entry's mdxComponents are (the server bundle holds it).
        const siteComponents = bundled ? await mdxComponentNames(findServerFile(path.join(outDir, SSR_DIR))) : [];
        throwProblems(
          checkComponents(compiled.map((c) => ({ file: c.file, pageType: c.pageData.pageType, components: c.components })), siteComponents, config.themeEntry),
          'unknown components',
        );
        // Only the chunk list is kept: the client output (every chunk's code) can be collected meanwhile. Its
        // files, and the public folder Vite copies, are this build's too: an incremental build keeps them.
        const clientBuild = builder.build(builder.environments.client!).then((output) => {
          for (const file of outputFiles(output)) out.keep(file);
          // Large sites link their stylesheets: inlined, they would add the theme's CSS to every one of thousands of
          // HTML files (~60 KB each), and a visitor's browser could no longer cache it between full page loads.
          return [...collectChunks(output, { inlineStyles: !large }), ...staticChunks];
        });
        if (builder.config.publicDir && builder.config.build.copyPublicDir !== false) for (const file of listFiles(builder.config.publicDir)) out.keep(file);
        // Awaited through prerender; if prerendering fails first, the bundle's own failure is not news.
        clientBuild.catch(() => {});
        const hreflang = createHreflang(pages.map((p) => p.routePath), { routeOptions: site.routeOptions, siteUrl: config.siteUrl, base: site.siteData.base });
        const notFound = site.siteData.locales.map((l) => {
          const probe = joinRoutePath({ lang: l.lang, version: site.routeOptions.defaultVersion, rest: '/404' }, site.routeOptions);
          return { probePath: `${probe}-rsdocs-not-found`, outFile: `${probe.slice(1)}.html` };
        });
        const sectionsAsData = Object.fromEntries([...sections.keys()].map((key) => [key, sectionDataFor(key)]));
        // What a page's rendered content depends on besides the engine and the config (in the cache's fingerprint).
        const renderKey = cache ? renderKeys(sectionsAsData, serverBundle) : () => undefined;
        const result = await prerender({
          out,
          renderer: { runtime: paths.server, bundle: serverBundle, site: site.siteData, sections: sectionsAsData },
          chunks: clientBuild,
          routes: pages.map((p, i) => ({
            routePath: p.routePath,
            source: compiled[i]!.file,
            // Asked for only when written or rendered: a page taken from the build cache reads its body then.
            markdown: () => compiled[i]!.markdown,
            content: () => compiled[i]!.content,
            page: { file: p.file, pageData: compiled[i]!.pageData },
            renderKey: renderKey(p, compiled[i]!),
            markdownId: store.sourceKey(p.file),
            // A large site lets go of a page's content tree and Markdown once its files are written.
            done: large ? () => Object.assign(compiled[i]!, { content: hasContentTree(compiled[i]!) ? '' : undefined, markdown: '' }) : undefined,
          })),
          notFound,
          siteUrl: config.siteUrl,
          llms: config.llms ?? true,
          headFor: (pageData) => [...hreflang(pageData.routePath), ...host.headTags(pageData)],
        });
        writeSectionManifests(out, await clientBuild);
        for (const index of await (indexing ?? buildPlannedIndexes(toIndex, { inWorker: true, cacheDir: cache?.dir })))
          for (const f of index.files) out.write(f.fileName, f.source);
        for (const f of indexPlans) out.write(searchPointerFile(f.key), JSON.stringify({ index: withBase(`/${f.fileName}`, site.siteData.base) }));
        // The config's redirects: a page at each old route, and `_redirects` (checked against the pages above).
        const ownRedirects = builder.config.publicDir ? path.join(builder.config.publicDir, '_redirects') : '';
        const own = ownRedirects && fs.existsSync(ownRedirects) ? fs.readFileSync(ownRedirects, 'utf8') : undefined;
        for (const f of await redirectOutputs(redirectList(config.redirects), site.siteData, config.siteUrl, own)) out.write(f.file, f.content);
        await host.afterBuild({
          pages: compiled.map((c) => c.pageData).sort((a, b) => a.routePath.localeCompare(b.routePath)),
          outDir,
          writeFile: (file, content) => out.write(file, content),
          warn: (message) => builder.config.logger.warn(message),
        });
        fs.rmSync(path.join(outDir, SSR_DIR), { recursive: true, force: true });
        await out.finish();
        if (cache) {
          cache.saveOutputs(outDir, out.records());
          await cache.flush();
        }
        phase('client bundle, prerender and search index');
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        const cached = cache ? `; cache: ${store.compiledCount} of ${pages.length} pages compiled, ${result.rendered} rendered, ${out.written} files written` : '';
        builder.config.logger.info(`rsdocs: ${result.pages} pages prerendered, ${indexPlans.length} search indexes, in ${seconds} s (${phases.join(', ')})${cached}`);
      },
    },

    // Hook filters: the bundler calls into JavaScript only for the ids these hooks handle, not for every module.
    resolveId: {
      filter: { id: /^virtual:rsdocs\// },
      handler: (id) => resolved(id),
    },

    load: {
      filter: { id: [/^\0virtual:rsdocs\//, /\.mdx?(?:\?|$)/] },
      async handler(id) {
        if (id.startsWith('\0virtual:rsdocs/')) {
          const v = id.slice(1);
          if (v === VIRTUAL.siteData) return `export default ${JSON.stringify(site.siteData)};`;
          if (v === VIRTUAL.sections) {
            scan();
            const keys = [...sections.keys()];
            return isBuild ? manifestSectionsModule(keys, (key) => withBase(`/${sectionManifestFile(key)}`, site.siteData.base), paths) : sectionsModule(keys);
          }
          if (v.startsWith(VIRTUAL.sectionPrefix)) return sectionModule(sectionDataFor(decodeURIComponent(v.slice(VIRTUAL.sectionPrefix.length))));
          if (v === VIRTUAL.theme) return themeModule(themeEntryFile, host.globalModules());
          if (v === VIRTUAL.search) {
            const remote = config.search?.mode === 'remote' ? config.search.remote : undefined;
            // The dev server builds the indexes on first request, so their names are not known yet.
            const urls = serving ? devSearchUrls(searchKeys(site), site.siteData.base) : searchUrls;
            return searchModule(urls, paths, remote, { viaPointer: isBuild, prefetch: !serving });
          }
          if (v === VIRTUAL.content) return `export { createContent } from ${JSON.stringify(paths.client)};`;
          if (v === VIRTUAL.clientEntry) return clientEntryModule(paths);
          if (v === VIRTUAL.reactFirst) return reactFirstModule();
          if (v === VIRTUAL.serverEntry) return serverEntryModule(serverPages);
          return undefined;
        }
        const file = id.split('?')[0]!;
        if (!/\.mdx?$/.test(file) || !isPageFile(file)) return undefined;
        const page = pageByFile(file);
        // Not a routed page: a fragment a page imports (markdown/fragment-modules.ts).
        if (!page) return undefined;
        const compiled: CompiledPage = await store.compileInSite(page, scan());
        // Placed in the file: Vite's overlay and terminal show file:line:column and the lines around it.
        if (compiled.problems.length) {
          failedPages.add(file);
          throw problemsError(compiled.problems, site.projectRoot);
        }
        if (devServer) {
          // The dev server's counterpart of the build's check: unknown components stop the page with their line.
          const unknown = await dev.unknownComponents(compiled);
          if (unknown.length) {
            failedPages.add(file);
            throw problemsError(unknown, site.projectRoot);
          }
        }
        failedPages.delete(file);
        return { code: pageModuleCode(compiled), moduleType: 'js' };
      },
    },

    // The dev server itself is dev-server.ts; here, what the plugins add (their pages) before it serves any.
    async configureServer(server) {
      devServer = server;
      await addPluginPages();
    },
  };

  /** A page's render key: its source, its final data, its section (sidebars, routes), the site and server bundle. */
  function renderKeys(sectionsAsData: Record<string, SectionData>, serverBundle: string | null) {
    const siteHash = hashOf(JSON.stringify(site.siteData), serverBundle ? fs.readFileSync(serverBundle, 'utf8') : '');
    const sectionHash = new Map(Object.entries(sectionsAsData).map(([key, data]) => [key, hashOf(JSON.stringify(data))]));
    return (page: ScannedPage, compiled: CompiledPage) => {
      const source = store.sourceKey(page.file);
      if (!source) return undefined;
      return hashOf(source, JSON.stringify(compiled.pageData), sectionHash.get(sectionKey(page, site.routeOptions)) ?? '', siteHash);
    };
  }

  /** Each section's manifest, naming the module of each of its pages in the client output. */
  function writeSectionManifests(out: OutputWriter, chunks: ClientChunk[]) {
    const byFile = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c.fileName]));
    const moduleUrl = (file: string) => {
      const fileName = byFile.get(file);
      if (!fileName) throw new RsdocsError(`the client build has no module for ${path.relative(site.projectRoot, file)}`);
      return withBase(`/${fileName}`, site.siteData.base);
    };
    for (const key of sections.keys()) out.write(sectionManifestFile(key), JSON.stringify(sectionManifest(sectionDataFor(key), moduleUrl)));
  }

  const rspress = rspressCompat(() => ({ projectRoot: site.projectRoot, base: site.siteData.base, lang: site.siteData.lang }));
  // The client bundle holds the pages with JavaScript as lazy chunks of their own (client/page-chunks.ts); every
  // other page's module is written by buildApp, outside the bundle.
  return [main, rspress, tsconfigPlugin(), fragmentModulesPlugin(dev), pageChunksPlugin(() => serverPages), devServerPlugin(dev), react(), cssTrimPlugin(), unresolvedImportsPlugin(() => site.projectRoot)];
}

/** What a build's pages and renders depend on besides themselves: this engine and theme, React, the config. */
function buildFingerprintOf(site: ResolvedSite, paths: ThemePaths, config: SiteConfig): string {
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

/**
 * The names the theme entry adds to MDX pages, loaded through the dev server. A theme entry that cannot load on the
 * server (code that needs a browser at import) gives null: pages are then not checked (the browser reports them).
 */
async function devMdxComponentNames(server: ViteDevServer): Promise<string[] | null> {
  try {
    const theme = (await server.ssrLoadModule(VIRTUAL.theme)) as { mdxComponents?: Record<string, unknown> };
    return Object.keys(theme.mdxComponents ?? {});
  } catch {
    return null;
  }
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
