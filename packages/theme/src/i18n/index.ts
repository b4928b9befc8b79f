import { en, type MessageKey, type Messages } from './en';

export type { MessageKey, Messages };

/** English is always there (every other language falls back to it); the others are chunks of their own. */
const builtIn: Record<string, Messages> = { en };
const loaders: Record<string, () => Promise<Messages>> = {
  zh: () => import('./zh').then((m) => m.zh),
};

const tableLang = (lang: string) => (lang in builtIn || lang in loaders ? lang : (lang.split('-')[0] ?? lang));

/** Fetch the theme's strings for a language before rendering it, so a page downloads only its own language's. */
export async function loadMessages(lang: string): Promise<void> {
  const key = tableLang(lang);
  if (builtIn[key] || !loaders[key]) return;
  builtIn[key] = await loaders[key]();
}

/** Make every language's strings available synchronously (server rendering, tests, Storybook). */
export function loadAllMessages(): Promise<void[]> {
  return Promise.all(Object.keys(loaders).map(loadMessages));
}

/** Resolve the UI strings of a language: site override, then the theme's default for the language, then English. */
export function resolveMessages(lang: string, overrides?: Partial<Record<string, string>>): Messages {
  const base = builtIn[tableLang(lang)] ?? en;
  const out = { ...base } as Messages;
  if (overrides) {
    for (const [key, value] of Object.entries(overrides)) {
      if (typeof value === 'string' && key in en) out[key as MessageKey] = value;
    }
  }
  return out;
}

/** Fill `{name}` placeholders. */
export function formatMessage(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
