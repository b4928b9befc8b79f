/**
 * The first-visit locale redirect as a pure decision: which language the visitor's browser prefers among the
 * site's languages, and where to send them. The effect (storage flag, navigation) lives in `useLocaleRedirect`.
 */
import { joinRoutePath, parseRoutePath } from './url';

/**
 * The site language that best matches the browser's ordered preferences (`navigator.languages`).
 * For each preference in order: an exact match (case-insensitive, `zh-CN` = `zh-cn`) wins, then a match
 * of the primary subtag (`zh-CN` → `zh`, `en-GB` → `en`). Null when no preference matches any site language.
 */
export function preferredLocale(languages: readonly string[], siteLangs: readonly string[]): string | null {
  const lower = siteLangs.map((l) => l.toLowerCase());
  for (const raw of languages) {
    const pref = raw.trim().toLowerCase();
    if (!pref) continue;
    const exact = lower.indexOf(pref);
    if (exact >= 0) return siteLangs[exact]!;
    const primary = pref.split('-')[0]!;
    const byPrimary = lower.findIndex((l) => l.split('-')[0] === primary);
    if (byPrimary >= 0) return siteLangs[byPrimary]!;
  }
  return null;
}

export interface LocaleRedirectInput {
  /** 'never' turns the redirect off. */
  mode: 'auto' | 'never';
  /** Whether the visited flag is already set in this browser. */
  visited: boolean;
  /** Current route path without base, e.g. `/guide/start/`. */
  pathname: string;
  /** Language of the page shown. */
  pageLang: string;
  /** The page is the not-found page: never redirect from it, and do not count it as the first visit. */
  notFound?: boolean;
  /** `navigator.languages` (or `[navigator.language]`). */
  languages: readonly string[];
  /** Languages of the site; the default one is served without a prefix. */
  langs: readonly string[];
  defaultLang: string;
  versions?: string[];
  defaultVersion?: string;
}

export type LocaleRedirectDecision =
  /** Nothing to do now; the flag stays as it is. */
  | { action: 'none' }
  /** The visitor is where they belong (or nothing matches): only set the visited flag. */
  | { action: 'mark' }
  /** Set the flag and go to `candidates[0]` if that page exists, else to `candidates[1]` (the language's home). */
  | { action: 'redirect'; lang: string; candidates: [samePage: string, home: string] };

/** What the first visit should do. Runs the same in Node and the browser: no globals. */
export function decideLocaleRedirect(input: LocaleRedirectInput): LocaleRedirectDecision {
  if (input.mode === 'never' || input.visited || input.notFound || input.langs.length < 2) return { action: 'none' };
  const preferred = preferredLocale(input.languages, input.langs);
  if (!preferred || preferred === input.pageLang) return { action: 'mark' };
  const opts = { langs: [...input.langs], defaultLang: input.defaultLang, versions: input.versions, defaultVersion: input.defaultVersion };
  const parts = parseRoutePath(input.pathname, opts);
  const samePage = joinRoutePath({ ...parts, lang: preferred }, opts);
  const home = joinRoutePath({ ...parts, lang: preferred, rest: '/' }, opts);
  return { action: 'redirect', lang: preferred, candidates: [samePage, home] };
}
