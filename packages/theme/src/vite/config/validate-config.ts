import * as v from 'valibot';
import { formatPath, unknownKeyMessage } from '../../config/messages';
import { en } from '../../i18n/en';
import { siteConfigSchema, type SiteConfig } from '../../config/schema';
import { fromProblem, toProblem } from '../build/redirects';
import { RsdocsError } from '../errors';

/**
 * Check the site config before anything is built, against the schema its types come from (config/schema.ts).
 * Each message starts with the key's path and says what was expected, e.g.
 * `locales[1].label: required, expected a string such as '简体中文'` or
 * `locales[0].sidebr: unknown key "sidebr", did you mean "sidebar"?`.
 */
export function validateConfig(config: unknown): string[] {
  const result = v.safeParse(siteConfigSchema, config, { abortEarly: false });
  const errors = (result.issues ?? []).map((issue) => {
    const where = formatPath((issue.path ?? []).map((p) => p.key as string | number));
    return where ? `${where}: ${issue.message}` : `the site config: ${issue.message}`;
  });
  if (errors.length) return errors;
  // Checks across keys, once each key is well-formed.
  const c = config as SiteConfig;
  const langs = c.locales?.map((l) => l.lang) ?? [];
  if (c.lang !== undefined && langs.length && !langs.includes(c.lang)) errors.push(`lang: '${c.lang}' is not one of the locales (${langs.join(', ')})`);
  const seen = new Set<string>();
  c.locales?.forEach((l, i) => {
    if (seen.has(l.lang)) errors.push(`locales[${i}].lang: '${l.lang}' is listed twice`);
    seen.add(l.lang);
    errors.push(...unknownMessageKeys(l.messages, ['locales', i, 'messages']));
  });
  const names = new Set<string>();
  c.plugins?.forEach((p, i) => {
    if (names.has(p.name)) errors.push(`plugins[${i}].name: a plugin named '${p.name}' is already in the list`);
    names.add(p.name);
  });
  for (const [from, to] of Object.entries(c.redirects ?? {})) {
    const problem = fromProblem(from) ?? toProblem(to);
    if (problem) errors.push(`${formatPath(['redirects', from])}: ${problem}`);
  }
  return errors;
}

export function assertValidConfig(config: SiteConfig, configFile = 'the site config'): void {
  const errors = validateConfig(config);
  if (errors.length) throw new RsdocsError(`invalid site config (${configFile}):\n${errors.map((e) => `  - ${e}`).join('\n')}`);
}

const UI_STRING_KEYS = Object.keys(en);

/** A UI string the theme never shows (a typo, or a key of another theme) would be dropped without a word: name it. */
function unknownMessageKeys(messages: Record<string, unknown> | undefined, where: Array<string | number>): string[] {
  return Object.keys(messages ?? {})
    .filter((key) => !UI_STRING_KEYS.includes(key))
    .map((key) => `${formatPath([...where, key])}: ${unknownKeyMessage(key, UI_STRING_KEYS)} (a UI string of the theme; the keys are those of src/i18n/en.ts)`);
}
