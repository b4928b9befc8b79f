import type { SiteConfig } from '../config/types';
import { RsdocsError } from './errors';

type Check = (value: unknown) => boolean;
const isString: Check = (v) => typeof v === 'string';
const isBool: Check = (v) => typeof v === 'boolean';
const isObject: Check = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isArrayOf = (check: Check): Check => (v) => Array.isArray(v) && v.every(check);

/**
 * Check the site config before anything is built. Every message names the field and the expected shape,
 * e.g. `locales[1].label: expected a string such as '简体中文'`.
 */
export function validateConfig(config: unknown): string[] {
  const errors: string[] = [];
  if (!isObject(config)) return ['the site config must be an object passed to defineConfig({ … })'];
  const c = config as Record<string, unknown>;
  const expect = (field: string, value: unknown, check: Check, shape: string, required = false) => {
    if (value === undefined) {
      if (required) errors.push(`${field}: required, expected ${shape}`);
      return;
    }
    if (!check(value)) errors.push(`${field}: expected ${shape}, got ${JSON.stringify(value)}`);
  };
  expect('title', c.title, isString, "a string such as 'Rslib'", true);
  expect('description', c.description, isString, 'a string');
  expect('root', c.root, isString, "a folder path such as 'docs'");
  expect('base', c.base, (v) => isString(v) && (v as string).startsWith('/'), "a path starting with '/' such as '/' or '/docs/'");
  expect('lang', c.lang, isString, "a language code such as 'en'");
  expect('logo', c.logo, (v) => isString(v) || (isObject(v) && isString((v as never)['light']) && isString((v as never)['dark'])), "a URL string or { light: string, dark: string }");
  expect('siteUrl', c.siteUrl, (v) => isString(v) && /^https?:\/\//.test(v as string), "an absolute URL such as 'https://rslib.rs'");
  for (const key of ['lastUpdated', 'hideNavbarOnScroll', 'checkDeadLinks', 'llms'] as const) expect(key, c[key], isBool, 'true or false');
  expect('localeRedirect', c.localeRedirect, (v) => v === 'auto' || v === 'never', "'auto' or 'never'");
  expect('exclude', c.exclude, isArrayOf(isString), 'a list of folder names');
  expect('themeEntry', c.themeEntry, isString, "a module path such as './theme/index.tsx'");

  if (c.locales !== undefined) {
    if (!Array.isArray(c.locales) || c.locales.length === 0) errors.push('locales: expected a non-empty list of { lang, label }');
    else
      c.locales.forEach((l, i) => {
        if (!isObject(l)) return errors.push(`locales[${i}]: expected { lang: string, label: string }`);
        const loc = l as Record<string, unknown>;
        expect(`locales[${i}].lang`, loc.lang, isString, "a language code such as 'zh'", true);
        expect(`locales[${i}].label`, loc.label, isString, "a string such as '简体中文'", true);
        expect(`locales[${i}].nav`, loc.nav, isArrayOf(isObject), 'a list of { text, link } items');
        expect(`locales[${i}].sidebar`, loc.sidebar, isObject, "an object keyed by path prefix such as { '/guide/': [...] }");
        if (Array.isArray(loc.nav))
          (loc.nav as unknown[]).forEach((entry, j) => {
            if (!isObject(entry)) return; // already reported as locales[i].nav
            const n = entry as Record<string, unknown>;
            expect(`locales[${i}].nav[${j}].text`, n.text, isString, 'a string', true);
            if (n.link === undefined && n.items === undefined) errors.push(`locales[${i}].nav[${j}]: expected a "link" or drop-down "items"`);
            expect(`locales[${i}].nav[${j}].position`, n.position, (v) => v === 'left' || v === 'right', "'left' or 'right'");
          });
        return undefined;
      });
    const langs = Array.isArray(c.locales) ? (c.locales as Array<{ lang?: unknown } | null>).map((l) => l?.lang).filter(isString) : [];
    if (typeof c.lang === 'string' && langs.length && !langs.includes(c.lang)) errors.push(`lang: '${c.lang}' is not one of the locales (${langs.join(', ')})`);
  }
  expect('socialLinks', c.socialLinks, isArrayOf((v) => isObject(v) && isString((v as never)['icon']) && isString((v as never)['link'])), 'a list of { icon, link }');
  expect('toolStack', c.toolStack, isArrayOf((v) => isObject(v) && isString((v as never)['name']) && isString((v as never)['url'])), 'a list of { name, desc, descEn, logo, url }');
  expect('editLink', c.editLink, (v) => isObject(v) && isString((v as never)['docRepoBaseUrl']), '{ docRepoBaseUrl: string }');
  expect('banner', c.banner, (v) => isObject(v) && isString((v as never)['href']) && isObject((v as never)['message']) && isString((v as never)['localStorageKey']), '{ href: string, message: { en: string, … }, localStorageKey: string }');
  expect('search', c.search, isObject, "{ mode?: 'local' | 'remote' | false }");
  expect('multiVersion', c.multiVersion, (v) => isObject(v) && isString((v as never)['default']) && isArrayOf(isString)((v as never)['versions']), '{ default: string, versions: string[] }');
  return errors;
}

export function assertValidConfig(config: SiteConfig): void {
  const errors = validateConfig(config);
  if (errors.length) throw new RsdocsError(`invalid site config:\n${errors.map((e) => `  - ${e}`).join('\n')}`);
}
