/** The writing direction of a page's language, for `<html dir>` and the layout's mirroring. */

export type TextDirection = 'ltr' | 'rtl';

// Languages written right to left (primary subtags): Arabic, Hebrew (and its old code), Persian, Urdu, Pashto,
// Sindhi, Uyghur, Yiddish, Dhivehi, Central Kurdish, Syriac, N'Ko.
const RTL_LANGUAGES = new Set(['ar', 'he', 'iw', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb', 'syr', 'nqo']);
// Scripts written right to left, when a tag names one (`ku-Arab`, `az-Arab`; `uz-Latn` stays left to right).
const RTL_SCRIPTS = new Set(['arab', 'hebr', 'thaa', 'syrc', 'nkoo', 'adlm', 'rohg']);

/**
 * `declared` (a locale's `dir` in the config) wins; else a script subtag decides (`-Arab` rtl, any other ltr),
 * else the language: ar, he, fa and the others written right to left are rtl, everything else ltr.
 */
export function textDirection(lang: string, declared?: TextDirection): TextDirection {
  if (declared) return declared;
  const [language = '', ...rest] = lang.toLowerCase().split(/[-_]/);
  const script = rest.find((part) => part.length === 4 && /^[a-z]+$/.test(part));
  if (script) return RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

/** The direction of a page in `lang` on a site: its locale's declared `dir`, else the language's. */
export function siteLangDirection(site: { locales: readonly { lang: string; dir?: TextDirection }[] }, lang: string): TextDirection {
  return textDirection(lang, site.locales.find((l) => l.lang === lang)?.dir);
}
