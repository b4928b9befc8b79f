/**
 * The site config's `redirects` (`{ '/old/route': '/new/route' }`): old addresses that must keep reaching their page.
 * A rule is written as full routes, language prefix included (`/zh/old` → `/zh/new`), without the base. The build
 * checks the rules against the pages, then writes for each `from` a small page that sends the visitor on (meta
 * refresh, a script that keeps the query and hash, a canonical link to the target and a visible link), plus a
 * `_redirects` file (Netlify / Cloudflare Pages format: `from to 301`) for hosts that answer with a real redirect.
 * The dead-link check follows the rules (`redirectAliases`): a link to a `from` is a link to its target.
 */
import { formatMessage, loadAllMessages, resolveMessages } from '../../i18n';
import { closest } from '../../config/messages';
import { routeLookupKey } from '../../lib/sections';
import { htmlLang, inferLang, isExternalUrl, splitHash, withBase } from '../../lib/url';
import type { ClientSiteData } from '../../runtime/types';
import type { Problem } from '../errors';
import type { LinkTarget } from '../markdown/links';
import { withCsp, type CspDirectives } from '../head/csp';

export interface Redirect {
  /** The old route, as written: `/guide/solution/react`. */
  from: string;
  /** The route (with an optional `#heading`) or absolute URL it leads to. */
  to: string;
}

/** The rules of a config, in the order written. */
export function redirectList(redirects: Record<string, string> | undefined): Redirect[] {
  return Object.entries(redirects ?? {}).map(([from, to]) => ({ from, to }));
}

/** What a `from` must look like, or why it does not: a route, not a URL, a file or a place on a page. */
export function fromProblem(from: string): string | null {
  if (!from.startsWith('/') || from.startsWith('//')) return `a route starting with '/' is expected, such as '/guide/old-page'`;
  if (/[?#]/.test(from)) return `a route without '?' or '#' is expected: a redirect applies to a whole page`;
  if (/\.html$/.test(from)) return `a route without '.html' is expected (the route '${from.replace(/\.html$/, '')}' covers both)`;
  return null;
}

/** What a `to` must look like: a route (with an optional `#heading`) or an absolute http(s) URL. */
export function toProblem(to: string): string | null {
  if (/^https?:\/\//.test(to)) return null;
  if (!to.startsWith('/') || to.startsWith('//')) return `the target '${to}' must be a route starting with '/' (such as '/guide/new-page') or an http(s) URL`;
  if (to.includes('?')) return `the target '${to}' must be a route without a query`;
  return null;
}

/** `redirects['/old']` as messages name a rule. */
const ruleName = (from: string) => `redirects['${from}']`;

/**
 * The rules against the built site's pages: a `from` must not be a page (the page would be lost), and a `to` must
 * be a page (and its `#heading` one of that page's headings), not another rule's `from` (one hop, not a chain).
 * Each problem names the rule and the fix.
 */
export function checkRedirects(redirects: Redirect[], pages: LinkTarget[], configFile: string): Problem[] {
  const byRoute = new Map(pages.map((p) => [routeLookupKey(p.routePath), p]));
  const froms = new Map(redirects.map((r) => [routeLookupKey(r.from), r.from]));
  const routes = pages.map((p) => p.routePath);
  const problems: Problem[] = [];
  const problem = (from: string, message: string) => problems.push({ file: configFile, message: `${ruleName(from)}: ${message}` });
  const seen = new Map<string, string>();
  for (const { from, to } of redirects) {
    const shape = fromProblem(from) ?? toProblem(to);
    if (shape) {
      problem(from, shape);
      continue;
    }
    const key = routeLookupKey(from);
    const twin = seen.get(key);
    if (twin !== undefined) problem(from, `'${twin}' already redirects this route: keep one of the two rules`);
    seen.set(key, from);
    const page = byRoute.get(key);
    if (page) problem(from, `a page exists at ${page.routePath}, and a redirect would hide it: remove the rule, or move or delete the page`);
    if (isExternalUrl(to)) continue;
    const { path, hash } = splitHash(to);
    const targetKey = routeLookupKey(path);
    if (targetKey === key) {
      problem(from, `the rule leads to itself: point it to another page`);
      continue;
    }
    const target = byRoute.get(targetKey);
    if (!target) {
      const next = froms.get(targetKey);
      if (next !== undefined) {
        problem(from, `the target '${to}' is itself redirected (${ruleName(next)}): point this rule to that rule's target`);
        continue;
      }
      const guess = closest(path, routes);
      problem(from, `the target '${to}' is no page of the site: ${guess ? `did you mean '${guess}'? ` : ''}point it to an existing route`);
      continue;
    }
    if (hash && !target.ids.includes(hash)) problem(from, `the target '${to}' has no heading "#${hash}": use the id of a heading on ${target.routePath}`);
  }
  return problems;
}

/**
 * For the dead-link check: each `from` (as a route key) and the target a link to it reaches. A link with its own
 * hash keeps it; a rule's own hash is dropped then (the visitor's wins, as the redirect page does).
 */
export function redirectAliases(redirects: Redirect[]): Map<string, string> {
  return new Map(redirects.filter((r) => !fromProblem(r.from)).map((r) => [routeLookupKey(r.from), r.to]));
}

/** The target of the rule for a requested route (`/old` and `/old/` alike), for the dev server; undefined without one. */
export function redirectTarget(redirects: Record<string, string> | undefined, pathname: string): string | undefined {
  return redirectAliases(redirectList(redirects)).get(routeLookupKey(pathname));
}

/** The file a `from` is written to, as pages are (`/old` → `old.html`, `/old/` → `old/index.html`). */
export function redirectFile(from: string): string {
  return from.endsWith('/') ? `${from.slice(1)}index.html` : `${from.slice(1)}.html`;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface RedirectPageOptions {
  /** The target as the browser goes to it (the base added). */
  href: string;
  /** The canonical URL (absolute with `siteUrl`). */
  canonical: string;
  /** `<html lang>` of the old route's language. */
  lang: string;
  /** "This page has moved to {link}." in that language. */
  notice: string;
}

/**
 * A page that sends its visitor on at once: a script keeps the query and the hash (a meta refresh would drop the
 * hash), the meta refresh works without script, the visible link without either; search engines read the
 * canonical link and `noindex`.
 */
export function redirectPageHtml({ href, canonical, lang, notice }: RedirectPageOptions): string {
  const attr = escapeHtml(href);
  // A hash of the visitor's own wins over the rule's. The target is an attribute of the script, so its text is the
  // same on every redirect page (a Content-Security-Policy allows it by one hash).
  const script = `(function(t){var i=t.indexOf('#'),h=location.hash||(i<0?'':t.slice(i));location.replace((i<0?t:t.slice(0,i))+location.search+h)})(document.currentScript.getAttribute('data-to'))`;
  const link = `<a href="${attr}">${escapeHtml(href)}</a>`;
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escapeHtml(formatMessage(notice, { link: href }))}</title>`,
    `<meta http-equiv="refresh" content="0; url=${attr}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    '<meta name="robots" content="noindex">',
    `<script data-to="${attr}">${script}</script>`,
    '</head>',
    `<body><p>${formatMessage(escapeHtml(notice), { link })}</p></body>`,
    '</html>',
    '',
  ].join('\n');
}

/** `_redirects` for Netlify and Cloudflare Pages: one `from to 301` line per rule, the base added to both. */
export function redirectsFile(redirects: Redirect[], base: string): string {
  return redirects.map(({ from, to }) => `${withBase(from, base)} ${isExternalUrl(to) ? to : withBase(to, base)} 301\n`).join('');
}

export interface RedirectOutput {
  /** Path inside the out dir. */
  file: string;
  content: string;
}

/**
 * Every file the rules add to the out dir: a page per `from`, and `_redirects` (none without rules). A site's own
 * `public/_redirects` (`own`) is kept after the rules: hosts take the first line that matches.
 */
export async function redirectOutputs(redirects: Redirect[], site: ClientSiteData, siteUrl = '', own?: string, csp?: CspDirectives | null): Promise<RedirectOutput[]> {
  if (!redirects.length) return [];
  await loadAllMessages();
  const langs = site.locales.map((l) => l.lang);
  const origin = siteUrl.replace(/\/$/, '');
  const files = redirects.map(({ from, to }) => {
    const href = isExternalUrl(to) ? to : withBase(to, site.base);
    const lang = inferLang(from, langs, site.lang);
    const messages = resolveMessages(lang, site.locales.find((l) => l.lang === lang)?.messages);
    const html = redirectPageHtml({ href, canonical: isExternalUrl(href) ? href : `${origin}${href}`, lang: htmlLang(lang), notice: messages['redirect.moved'] });
    return { file: redirectFile(from), content: csp ? withCsp(html, csp) : html };
  });
  const kept = own?.trim() ? `# public/_redirects\n${own.endsWith('\n') ? own : `${own}\n`}` : '';
  return [...files, { file: '_redirects', content: redirectsFile(redirects, site.base) + kept }];
}
