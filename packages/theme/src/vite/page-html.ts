import path from 'node:path';
import { withBase } from '../lib/url';
import type { ClientSiteData, PageData } from '../runtime/types';
import type { RenderedPage } from '../runtime/server';
import { htmlLang, renderHtml } from './html';

export interface ClientChunk {
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
  css: string[];
}

/** Turns a rendered page into its HTML file's text; `pageFile` is the page's content file (absolute), if it has one. */
export type PageHtml = (rendered: RenderedPage, pageFile?: string) => string;

/**
 * What a prerendered page needs from the client bundle: the entry script, the stylesheets and module
 * preloads of its page chunk, layout and language, and its page chunk's URL for hydration.
 */
export function pageHtmlFor(
  chunks: ClientChunk[],
  site: ClientSiteData,
  opts: { siteUrl?: string; colorSchemeScript: string; headFor?: (pageData: PageData) => string[] },
): PageHtml {
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
  // Likewise the theme's strings for the page's language, when they are a chunk of their own (not English).
  const messagesChunk = once((lang) => {
    const pattern = new RegExp(`[\\/]i18n[\\/]${lang.replace(/[^\w-]/g, '')}\\.[jt]s$`);
    return chunks.find((c) => c.facadeModuleId && pattern.test(c.facadeModuleId));
  });

  return (rendered, pageFile) => {
    const { pageType, lang, routePath } = rendered.pageData;
    // Not the section's chunk: the page hydrates without it (see `loadFirst` in the router).
    const pageChunk = pageFile ? byFacade.get(pageFile) : undefined;
    const files = closure([entry, pageChunk, layoutChunk(pageType), messagesChunk(lang)].filter((c): c is ClientChunk => !!c));
    const css = new Set<string>();
    for (const f of files) byFile.get(f)?.css.forEach((c) => css.add(c));
    const canonical = opts.siteUrl && pageType !== '404' ? `${opts.siteUrl.replace(/\/$/, '')}${withBase(routePath, site.base)}` : undefined;
    return renderHtml({
      site,
      page: rendered.pageData,
      title: rendered.title,
      body: rendered.html,
      scripts: [url(entry.fileName)],
      styles: [...css].map(url),
      preloads: files.filter((f) => f !== entry.fileName).map(url),
      pageModule: pageChunk && url(pageChunk.fileName),
      colorSchemeScript: opts.colorSchemeScript,
      canonical,
      locale: htmlLang(lang).replace('-', '_'),
      extraHead: pageType === '404' ? [] : opts.headFor?.(rendered.pageData),
    });
  };
}
