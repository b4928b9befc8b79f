/**
 * The first-visit locale redirect as pure decisions. It runs before the first paint, in the page's head (see
 * `boot/early.ts`), so no other language is ever painted first. The build works out where each page could send
 * the visitor (`localeRedirectTargets`); the head script picks the visitor's language (`preferredLocale`) and
 * decides (`decideLocaleRedirect`).
 *
 * `preferredLocale` and `decideLocaleRedirect` are inlined into that script through `Function.prototype.toString`:
 * they must refer to nothing outside their own body (no imports, no other helpers of this module).
 */
import { joinRoutePath, parseRoutePath, withBase } from './url';

/** Storage key of the flag that records the first visit; once set, the redirect never runs again. */
export const LOCALE_VISITED_KEY = 'rsdocs-locale-visited';

/**
 * The site language that best matches the browser's ordered preferences (`navigator.languages`).
 * For each preference in order: an exact match (case-insensitive, `zh-CN` = `zh-cn`) wins, then a site language of
 * the same primary subtag (`pt-PT` → `pt-BR`, `en-GB` → `en`); among Chinese ones, the one of the same script
 * (`zh-HK`, `zh-Hant` → `zh-TW`; `zh-CN`, `zh-SG` → `zh`, which a site's prefix uses for Simplified Chinese).
 * Null when no preference matches any site language.
 */
export function preferredLocale(languages: readonly string[], siteLangs: readonly string[]): string | null {
  // Chinese tags by script: Traditional for Hant and the regions that write it, else Simplified; '' for others.
  const script = (tag: string) => (/^zh(-|$)/.test(tag) ? (/^zh-(hant|tw|hk|mo)(-|$)/.test(tag) ? 'hant' : 'hans') : '');
  const lower = siteLangs.map((l) => l.toLowerCase());
  for (const raw of languages) {
    const pref = raw.trim().toLowerCase().replace(/_/g, '-');
    if (!pref) continue;
    const exact = lower.indexOf(pref);
    if (exact >= 0) return siteLangs[exact]!;
    const primary = pref.split('-')[0]!;
    const samePrimary = lower.filter((l) => l.split('-')[0] === primary);
    if (!samePrimary.length) continue;
    const best = samePrimary.find((l) => script(l) === script(pref)) ?? samePrimary[0]!;
    return siteLangs[lower.indexOf(best)]!;
  }
  return null;
}

export interface LocaleRedirectInput {
  /** Whether the visited flag is already set in this browser. */
  visited: boolean;
  /** Language of the page the visitor arrived on. */
  pageLang: string;
  /** The site's default language (served without a prefix). */
  defaultLang: string;
  /** The site language the browser prefers (`preferredLocale`), or null. */
  preferred: string | null;
  /** Where a visitor preferring each other language goes from this page (`localeRedirectTargets`). */
  targets: Readonly<Record<string, string>>;
}

export type LocaleRedirectDecision =
  /** The flag is set already: nothing to do. */
  | { action: 'none' }
  /** Stay, and set the visited flag: the visitor is where they belong, or chose this language by its prefix. */
  | { action: 'mark' }
  /** Set the flag, and only if it was kept, replace the page with `to`. */
  | { action: 'redirect'; to: string };

/**
 * What the first visit does. A page of another language than the default one was asked for by its prefix
 * (`/zh/…`): it is never overridden. Only a default-language page may send the visitor to their language.
 */
export function decideLocaleRedirect({ visited, pageLang, defaultLang, preferred, targets }: LocaleRedirectInput): LocaleRedirectDecision {
  if (visited) return { action: 'none' };
  if (pageLang !== defaultLang || !preferred || preferred === pageLang) return { action: 'mark' };
  const to = Object.prototype.hasOwnProperty.call(targets, preferred) ? targets[preferred] : undefined;
  return to ? { action: 'redirect', to } : { action: 'mark' };
}

export interface RedirectTargetOptions {
  langs: string[];
  defaultLang: string;
  versions?: string[];
  defaultVersion?: string;
  base?: string;
}

/**
 * Build time: for a default-language page, the URL (with base) of the same page in every other language, or of
 * that language's home when the page has no translation. Empty for pages of other languages: they never redirect.
 * `find` returns the route path of the page a path names (as the site spells it: `/zh/guide/` for `/zh/guide`),
 * or undefined when there is none.
 */
export function localeRedirectTargets(routePath: string, opts: RedirectTargetOptions, find: (routePath: string) => string | undefined): Record<string, string> {
  const parts = parseRoutePath(routePath, opts);
  const targets: Record<string, string> = {};
  if (parts.lang !== opts.defaultLang) return targets;
  for (const lang of opts.langs) {
    if (lang === opts.defaultLang) continue;
    const samePage = joinRoutePath({ ...parts, lang }, opts);
    const home = joinRoutePath({ ...parts, lang, rest: '/' }, opts);
    targets[lang] = withBase(find(samePage) ?? find(home) ?? home, opts.base);
  }
  return targets;
}
