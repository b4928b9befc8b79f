import type { MessageKey, Messages } from './en';

export type { MessageKey, Messages };

/**
 * Every language's table is a chunk of its own, English too: a page downloads only its own language's strings
 * (a zh page never fetches the English ones). Each table has every key (`Messages`), so none falls back per key;
 * a language the theme has no table for uses English.
 *
 * Loaded tables, by `THEME_LANGS` tag, are kept on `globalThis` under a registered symbol: one registry for every
 * copy of the theme in a JavaScript realm. A dev server runs the theme twice, as Node's module (the router, which
 * loads a page's strings) and through Vite's module runner (a site's theme entry, e.g. its own Navbar, re-run after
 * each program reload); both must read what the router loaded.
 */
const REGISTRY = Symbol.for('rsdocs.messages');
const realm = globalThis as typeof globalThis & { [REGISTRY]?: Record<string, Messages> };
const loaded: Record<string, Messages> = (realm[REGISTRY] ??= {});
const loaders: Record<string, () => Promise<Messages>> = {
  en: () => import('./en').then((m) => m.en),
  'zh-CN': () => import('./zh').then((m) => m.zh),
  'zh-TW': () => import('./zh-TW').then((m) => m.zhTW),
  ja: () => import('./ja').then((m) => m.ja),
  ko: () => import('./ko').then((m) => m.ko),
  es: () => import('./es').then((m) => m.es),
  fr: () => import('./fr').then((m) => m.fr),
  de: () => import('./de').then((m) => m.de),
  'pt-BR': () => import('./pt-BR').then((m) => m.ptBR),
  ru: () => import('./ru').then((m) => m.ru),
  ar: () => import('./ar').then((m) => m.ar),
  he: () => import('./he').then((m) => m.he),
};

/** The language tags (BCP 47) the theme ships UI strings for. */
export const THEME_LANGS: readonly string[] = Object.keys(loaders);

// Chinese is written in two scripts: these regions and script subtags read Traditional, the rest Simplified.
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)\b/;

/**
 * The theme's table for a site's language code: the same tag (any case), Chinese by script or region
 * (`zh`, `zh-Hans`, `zh-SG` → zh-CN; `zh-Hant`, `zh-HK` → zh-TW), else the first table of the same base
 * language (`pt`, `pt-PT` → pt-BR; `es-MX` → es). Undefined when the theme has none (English is used).
 */
export function messageTable(lang: string): string | undefined {
  const tag = lang.toLowerCase();
  const exact = THEME_LANGS.find((l) => l.toLowerCase() === tag);
  if (exact) return exact;
  const base = tag.split('-')[0];
  if (base === 'zh') return TRADITIONAL_CHINESE.test(tag) ? 'zh-TW' : 'zh-CN';
  return THEME_LANGS.find((l) => l.toLowerCase().split('-')[0] === base);
}

/** The table a language is shown with: its own, else English. */
function tableOf(lang: string): string {
  return messageTable(lang) ?? 'en';
}

/** Fetch the theme's strings for a language before rendering it, so a page downloads only its own language's. */
export async function loadMessages(lang: string): Promise<void> {
  const key = tableOf(lang);
  // `key` is a THEME_LANGS tag, i.e. a key of `loaders`.
  if (!loaded[key]) loaded[key] = await loaders[key]!();
}

/** Make every language's strings available synchronously (server rendering, tests, Storybook). */
export function loadAllMessages(): Promise<void[]> {
  return Promise.all(Object.keys(loaders).map(loadMessages));
}

/**
 * Resolve the UI strings of a language: site override, then the theme's default for the language, then English.
 * A language the theme has no table for (a site's own, e.g. `it`) is English plus the site's `messages`.
 */
export function resolveMessages(lang: string, overrides?: Partial<Record<string, string>>): Messages {
  const table = tableOf(lang);
  const base = loaded[table];
  if (!base) throw new Error(`rsdocs: the theme's "${table}" strings (for the language "${lang}") are not loaded yet: await loadMessages("${lang}") (or loadAllMessages()) before rendering.`);
  const out = { ...base };
  if (overrides) {
    for (const [key, value] of Object.entries(overrides)) {
      if (typeof value === 'string' && key in base) out[key as MessageKey] = value;
    }
  }
  return out;
}

/** The file (in this folder) of a `THEME_LANGS` table: `zh-CN` is `zh`, the others their tag. */
export function messageFile(lang: string): string {
  const table = tableOf(lang);
  return table === 'zh-CN' ? 'zh' : table;
}

/** Fill `{name}` placeholders. */
export function formatMessage(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
