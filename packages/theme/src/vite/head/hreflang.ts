import type { RouteLookup } from '../../lib/sections';
import { htmlLang, joinRoutePath, parseRoutePath, withBase } from '../../lib/url';
import { escapeHtml } from './html';
import type { RouteOptions } from '../content/routes';

/**
 * `<link rel="alternate" hreflang>` tags between a page and its translations (the same path in each language
 * that has it), plus `x-default` for the default language's page. Absolute URLs, so only with a `siteUrl`; nothing
 * for a page without translations. (The canonical link is written with the other head tags in html.ts.)
 * `routeOf` finds the pages that may be named as translations (a build's: not its untranslated copies).
 */
export function createHreflang(routeOf: RouteLookup, opts: { routeOptions: RouteOptions; siteUrl?: string; base: string }): (routePath: string) => string[] {
  const siteUrl = opts.siteUrl?.replace(/\/$/, '');
  if (!siteUrl || opts.routeOptions.langs.length < 2) return () => [];
  return (routePath) => {
    const parts = parseRoutePath(routePath, opts.routeOptions);
    const translations = opts.routeOptions.langs
      .map((lang) => ({ lang, route: routeOf(joinRoutePath({ ...parts, lang }, opts.routeOptions)) }))
      .filter((t): t is { lang: string; route: string } => t.route !== undefined);
    if (translations.length < 2) return [];
    const link = (hreflang: string, route: string) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${siteUrl}${withBase(route, opts.base)}`)}">`;
    const tags = translations.map((t) => link(htmlLang(t.lang), t.route));
    const fallback = translations.find((t) => t.lang === opts.routeOptions.defaultLang);
    if (fallback) tags.push(link('x-default', fallback.route));
    return tags;
  };
}
