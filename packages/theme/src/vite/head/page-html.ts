import { createHash } from 'node:crypto';
import path from 'node:path';
import { messageFile } from '../../i18n';
import { localeRedirectTargets } from '../../lib/locale-redirect';
import type { RouteLookup } from '../../lib/sections';
import { withBase } from '../../lib/url';
import type { ClientSiteData, PageData } from '../../runtime/types';
import type { RenderedPage } from '../../runtime/server';
import type { HeadScript } from './boot-script';
import { withCsp, type CspDirectives } from './csp';
import { canonicalUrl, htmlLang, renderHtml } from './html';

export interface ClientChunk {
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
  css: string[];
  /** The text of its stylesheets (by file name), when known: a page inlines them (`inlineStylesUpTo`). */
  cssText?: Record<string, string>;
}

/**
 * A page's stylesheets up to this many bytes (uncompressed, all together) are inlined in its `<head>`: the first
 * paint then waits for no stylesheet round trip. Larger ones stay links.
 */
export const INLINE_STYLES_MAX_BYTES = 96 * 1024;

/** Turns a rendered page into its HTML file's text; `pageFile` is the page's content file (absolute), if it has one. */
export interface PageHtml {
  (rendered: RenderedPage, pageFile?: string): string;
  /**
   * What a page's HTML holds besides its rendered content: the client bundle's files it names (scripts,
   * stylesheets, preloads, its module) and its extra head tags (hreflang alternates, plugins' tags), as a string.
   * With the rendered content's key it is all the HTML depends on (an incremental build compares it).
   */
  assetsKey(pageData: PageData, pageFile?: string): string;
}

export interface PageHtmlOptions {
  siteUrl?: string;
  /** The inline head script of a page (`createHeadScript`). */
  headScript: HeadScript;
  /** The site's routes: the locale redirect sends a visitor to a translation only when it exists. */
  routeOf?: RouteLookup;
  /**
   * A static page's module (its data: no imports, no styles), by the page's file, for pages whose module is not a
   * chunk of the client bundle (a build writes those itself: one table entry a page, not a chunk and two entries).
   */
  pageModuleOf?: (pageFile: string) => string | undefined;
  /** More head tags of a page (hreflang alternates, plugins' tags). */
  headFor?: (pageData: PageData) => string[];
  /** The site's Content-Security-Policy: each page declares it with the hashes of its own inline scripts and styles. */
  csp?: CspDirectives | null;
  /**
   * URL of the head script's file (`headScriptFile`), linked by pages whose stylesheets are links: their first paint
   * waits for a fetch already, and the script (13 KB, the same on every page) is then fetched once, not carried by
   * every HTML file. Pages with inlined styles keep it inline.
   */
  headScriptUrl?: string;
}

/** The head script's file, named by its text: `_rsdocs/boot-<hash>.js`. */
export function headScriptFile(script: string): string {
  return `_rsdocs/boot-${createHash('sha1').update(script).digest('base64url').slice(0, 10)}.js`;
}

/**
 * What a prerendered page needs from the client bundle: the entry script, the stylesheets and module
 * preloads of its page chunk, layout and language, and its page chunk's URL for hydration; and its head script.
 */
export function pageHtmlFor(chunks: ClientChunk[], site: ClientSiteData, opts: PageHtmlOptions): PageHtml {
  const assets = pageAssetsFor(chunks, site, opts.pageModuleOf);
  const routeOf = opts.routeOf ?? (() => undefined);
  const redirectOptions = {
    langs: site.locales.map((l) => l.lang),
    defaultLang: site.lang,
    versions: site.versions,
    defaultVersion: site.defaultVersion,
    base: site.base,
  };

  const html = (rendered: RenderedPage, pageFile?: string) => {
    const { pageType, lang, routePath } = rendered.pageData;
    const canonical = canonicalUrl(rendered.pageData, opts.siteUrl, site.base);
    const pageAssets = assets(rendered.pageData, pageFile);
    const html = renderHtml({
      site,
      page: rendered.pageData,
      title: rendered.title,
      body: rendered.html,
      ...pageAssets,
      headScript: headScript(rendered.pageData),
      headScriptSrc: pageAssets.inlineStyles ? undefined : opts.headScriptUrl,
      bootConfig: opts.headScript.config?.(bootPage(rendered.pageData)),
      // React leaves the critical path; the 404 page may have to be replaced by its language's at once.
      deferApp: pageType !== '404',
      canonical,
      locale: htmlLang(lang).replace('-', '_'),
      extraHead: extraHead(rendered.pageData),
    });
    return opts.csp ? withCsp(html, opts.csp) : html;
  };
  const bootPage = ({ lang, pageType, frontmatter, routePath }: PageData) => ({
    lang,
    pageType,
    frontmatter,
    redirectTargets: pageType === '404' ? undefined : localeRedirectTargets(routePath, redirectOptions, routeOf),
  });
  const headScript = (pageData: PageData) => opts.headScript(bootPage(pageData));
  const headScriptKey = (pageData: PageData) => (opts.headScript.keyOf ?? opts.headScript)(bootPage(pageData));
  const extraHead = (pageData: PageData) => (pageData.pageType === '404' ? [] : opts.headFor?.(pageData));
  const assetsKey = (pageData: PageData, pageFile?: string) => JSON.stringify([assets(pageData, pageFile), headScriptKey(pageData), extraHead(pageData), opts.csp ?? null, opts.headScriptUrl ?? null]);
  return Object.assign(html, { assetsKey });
}

/** A page's client files (see `pageHtmlFor`): `(pageData, pageFile) => assets`. */
function pageAssetsFor(chunks: ClientChunk[], site: ClientSiteData, pageModuleOf: PageHtmlOptions['pageModuleOf']) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const byFacade = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]));
  const entry = chunks.find((c) => c.isEntry);
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
  // Looked up once per page type and language, not once per page: a large site has thousands of chunks.
  const once = <T>(find: (key: string) => T) => {
    const found = new Map<string, T>();
    return (key: string) => {
      if (!found.has(key)) found.set(key, find(key));
      return found.get(key)!;
    };
  };
  // The page type's layout chunk is loaded before hydration: preload it with the page to avoid a waterfall.
  const layoutChunk = once((pageType) => {
    const pattern = pageType === 'doc' ? /DocLayout/ : pageType === 'home' ? /HomeLayout/ : /SimpleLayouts/;
    return chunks.find((c) => c.facadeModuleId && pattern.test(path.basename(c.facadeModuleId)));
  });
  // Likewise the theme's strings for the page's language (each language's, English too, is a chunk of its own).
  const messagesChunk = once((lang) => {
    const pattern = new RegExp(`[\\/]i18n[\\/]${messageFile(lang).replace(/[^\w-]/g, '')}\\.[jt]s$`);
    return chunks.find((c) => c.facadeModuleId && pattern.test(c.facadeModuleId));
  });

  const assetsOf = (pageType: string, lang: string, pageChunk: ClientChunk | undefined) => {
    const files = closure([entry, pageChunk, layoutChunk(pageType), messagesChunk(lang)].filter((c): c is ClientChunk => !!c));
    const css = new Set<string>();
    const cssText = new Map<string, string>();
    for (const f of files) {
      const c = byFile.get(f);
      c?.css.forEach((name) => css.add(name));
      for (const [name, text] of Object.entries(c?.cssText ?? {})) cssText.set(name, text);
    }
    const inlineable = [...css].every((name) => cssText.has(name)) && [...css].reduce((n, name) => n + cssText.get(name)!.length, 0) <= INLINE_STYLES_MAX_BYTES;
    return {
      files,
      assets: {
        scripts: [url(entry.fileName)],
        styles: [...css].map(url),
        inlineStyles: inlineable ? [...css].map((name) => ({ href: url(name), text: cssText.get(name)! })) : undefined,
        preloads: files.filter((f) => f !== entry.fileName).map(url),
        pageModule: pageChunk && url(pageChunk.fileName),
      },
    };
  };
  // What every page of a type and language names besides its own module, made once: a build asks for each page's
  // assets (to render it, or to tell it unchanged), and the entry's closure walked per page cost a 10,002-page
  // edit ~2 s. Its files start with the entry's closure: a module is visited after the entry's tree.
  const entryFiles = closure([entry]).length;
  const shared = once((key) => {
    const [pageType, lang] = key.split('\0') as [string, string];
    const { files, assets } = assetsOf(pageType, lang, undefined);
    return { assets, fileSet: new Set(files), entryPreloads: files.slice(1, entryFiles).map(url), restPreloads: files.slice(entryFiles).map(url) };
  });
  const assets = (pageData: PageData, pageFile?: string) => {
    const { pageType, lang } = pageData;
    // Not the section's chunk: the page hydrates without it (see `loadFirst` in the router).
    const pageChunk = pageFile ? byFacade.get(pageFile) : undefined;
    const common = shared(`${pageType}\0${lang}`);
    // A page chunk that imports or styles anything has a walk of its own.
    if (pageChunk && (pageChunk.imports.length || pageChunk.css.length || common.fileSet.has(pageChunk.fileName))) return assetsOf(pageType, lang, pageChunk).assets;
    // A data module (a static page's: no imports, no styles) adds only itself, after the entry's files.
    const dataModule = pageChunk?.fileName ?? (pageFile && pageModuleOf?.(pageFile));
    if (!dataModule) return common.assets;
    const module = url(dataModule);
    return { ...common.assets, preloads: [...common.entryPreloads, module, ...common.restPreloads], pageModule: module };
  };

  return assets;
}
