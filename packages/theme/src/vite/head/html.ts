import { notFoundRelocationScript } from '../../lib/not-found-locale';
import { htmlLang, withBase } from '../../lib/url';
import type { ClientSiteData, PageData } from '../../runtime/types';
import { siteLangDirection } from '../../lib/direction';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** The ids a page's HTML gives its rendered root and its page data, which the client (runtime/client.tsx) reads. */
export const ROOT_ID = 'rsd-root';
export const PAGE_DATA_ID = '__RSDOCS_PAGE__';
/** Id of the head script's config element (`boot-script.ts` reads it by this id). */
export const BOOT_CONFIG_ID = 'rsd-boot';

/**
 * The element the first paint waits for: the start of the layouts' `<main>`, so the navbar and the sidebar are whole
 * when they first show. Without it a parser that yields mid-navbar (a slow CPU, a stalled network) paints the search
 * button alone, and the Menu button parsed after it pushes it aside: a layout shift (seen at 375 px). A page without
 * that element paints when its HTML is parsed (the browser's rule for an element never found).
 */
export const FIRST_PAINT_TARGET = 'rsd-main';

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** JSON safe inside <script>: no `</script>` or HTML comment openers can appear. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));

export interface HtmlParts {
  site: ClientSiteData;
  page: PageData;
  title: string;
  body: string;
  /** URLs with base. */
  scripts: string[];
  styles: string[];
  /**
   * The stylesheets' text, to inline instead of linking (same order as `styles`). Each `<style>` names its file
   * (`data-href`): the head script adds a `disabled` link for it (never fetched) before it starts the app, which
   * tells Vite's loader of lazy chunks that the stylesheet is on the page already. (Not in the HTML: the browser's
   * preload scanner fetches a parsed link even when it is disabled.)
   */
  inlineStyles?: Array<{ href: string; text: string }>;
  preloads: string[];
  /** URL of the page's own chunk: the client hydrates with it before its section's chunk arrives. */
  pageModule?: string;
  /**
   * Start the app after the first paint: the entry script and module preloads are not tags of the page but
   * attributes of its data script (`data-entry`, `data-preload`), which the head script turns into tags when the
   * browser is idle after load or at the first interaction that needs React (`boot/early.ts`, `startApp`).
   * Off, the browser fetches them with the page (the 404 page, which the app may have to relocate at once).
   */
  deferApp?: boolean;
  /** The inline head script (`createHeadScript`): appearance, locale redirect, switches, early search and clicks. */
  headScript: string;
  /**
   * URL of a file holding `headScript`, to link instead of inlining it (a classic script: it still runs where it
   * stands, before the body is parsed). Large sites link it as they link their stylesheets (see page-html.ts).
   */
  headScriptSrc?: string;
  /** The page's facts for the head script (JSON, `HeadScript.config`): a data element just before it. */
  bootConfig?: string;
  canonical?: string;
  locale: string;
  /** More `<head>` tags, as HTML: `hreflang` alternates, plugins' tags. */
  extraHead?: string[];
}

export { htmlLang };

/**
 * A page's canonical URL: its own route, or an untranslated page's original; absolute with a `siteUrl`. None for a
 * 404 page, nor without a `siteUrl`, except on an untranslated page: its original is then named from the site's
 * root (a canonical link may be relative), so search engines never take the copy for a page of its own.
 */
export function canonicalUrl(page: Pick<PageData, 'pageType' | 'routePath' | 'untranslatedOf'>, siteUrl: string | undefined, base: string): string | undefined {
  if (page.pageType === '404') return undefined;
  const route = withBase(page.untranslatedOf ?? page.routePath, base);
  if (siteUrl) return `${siteUrl.replace(/\/$/, '')}${route}`;
  return page.untranslatedOf ? route : undefined;
}

const localeOptions = (site: ClientSiteData) => ({
  base: site.base ?? '/',
  langs: site.locales.map((l) => l.lang),
  defaultLang: site.lang,
  versions: site.versions ?? [],
  defaultVersion: site.defaultVersion ?? '',
});

export function renderHtml(p: HtmlParts): string {
  const description = p.page.frontmatter.description || p.site.locales.find((l) => l.lang === p.page.lang)?.description || p.site.description;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<link rel="expect" href="#${FIRST_PAINT_TARGET}" blocking="render">`,
    `<title>${escapeHtml(p.title)}</title>`,
    description ? `<meta name="description" content="${escapeHtml(description)}">` : '',
    `<meta property="og:title" content="${escapeHtml(p.title)}">`,
    description ? `<meta property="og:description" content="${escapeHtml(description)}">` : '',
    `<meta property="og:type" content="${p.page.pageType === 'home' ? 'website' : 'article'}">`,
    `<meta property="og:site_name" content="${escapeHtml(p.site.title)}">`,
    `<meta property="og:locale" content="${p.locale}">`,
    // og:url must be absolute: a site-relative canonical link (an untranslated page without `siteUrl`) goes alone.
    p.canonical ? `${/^https?:/.test(p.canonical) ? `<meta property="og:url" content="${escapeHtml(p.canonical)}">` : ''}<link rel="canonical" href="${escapeHtml(p.canonical)}">` : '',
    ...(p.extraHead ?? []),
    '<meta name="twitter:card" content="summary">',
    p.site.icon ? `<link rel="icon" href="${escapeHtml(p.site.icon)}">` : '',
    // Before the stylesheets: it runs at once (it may replace the page, hide parts, set the dark class).
    p.bootConfig ? `<script type="application/json" id="${BOOT_CONFIG_ID}">${p.bootConfig}</script>` : '',
    p.headScriptSrc ? `<script src="${escapeHtml(p.headScriptSrc)}"></script>` : `<script>${p.headScript}</script>`,
    // The root 404.html answers unknown paths of every language: keep it unpainted until the client switches it.
    p.page.pageType === '404' ? `<script>${notFoundRelocationScript({ lang: p.page.lang, version: p.page.version ?? '' }, localeOptions(p.site))}</script>` : '',
    ...(p.inlineStyles
      ? p.inlineStyles.map(({ href, text }) => `<style data-href="${escapeHtml(href)}">${text.replace(/<\/style/gi, '<\\/style')}</style>`)
      : p.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)),
    ...(p.deferApp ? [] : p.preloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`)),
    ...(p.deferApp ? [] : p.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`)),
  ].filter(Boolean);
  const dataAttributes = [
    p.pageModule ? ` data-module="${escapeHtml(p.pageModule)}"` : '',
    p.deferApp && p.scripts.length ? ` data-entry="${escapeHtml(p.scripts.join(' '))}"` : '',
    p.deferApp && p.preloads.length ? ` data-preload="${escapeHtml(p.preloads.join(' '))}"` : '',
  ].join('');
  return `<!doctype html>
<html lang="${htmlLang(p.page.lang)}"${siteLangDirection(p.site, p.page.lang) === 'rtl' ? ' dir="rtl"' : ''}>
<head>
${head.join('\n')}
</head>
<body>
<div id="${ROOT_ID}">${p.body}</div>
<script id="${PAGE_DATA_ID}" type="application/json"${dataAttributes}>${jsonForScript(p.page)}</script>
</body>
</html>
`;
}
