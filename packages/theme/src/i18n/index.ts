import { en, type MessageKey, type Messages } from './en';
import { zh } from './zh';

export type { MessageKey, Messages };

const builtIn: Record<string, Messages> = { en, zh };

/** Resolve the UI strings of a language: site override, then the theme's default for the language, then English. */
export function resolveMessages(lang: string, overrides?: Partial<Record<string, string>>): Messages {
  const base = builtIn[lang] ?? builtIn[lang.split('-')[0] ?? ''] ?? en;
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
