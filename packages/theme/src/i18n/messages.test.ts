/// <reference types="vite/client" />
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { en } from './en';
import { loadAllMessages, messageFile, messageTable, resolveMessages, THEME_LANGS } from './index';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const REQUIRED = ['en', 'zh-CN', 'zh-TW', 'ja', 'ko', 'es', 'fr', 'de', 'pt-BR', 'ru', 'ar', 'he'];

describe('the theme’s UI strings', () => {
  it('ship for every language the issue lists', () => {
    expect([...THEME_LANGS].sort()).toEqual(expect.arrayContaining(REQUIRED.sort()));
  });

  it.each(THEME_LANGS.filter((l) => l !== 'en'))('%s has every English key, no other, each non-empty with the same placeholders', async (lang) => {
    await loadAllMessages();
    // Compared against the raw table, read apart from the loaders under test.
    const table = await importTable(lang);
    const keys = Object.keys(table).sort();
    const missing = Object.keys(en).filter((k) => !(k in table));
    const extra = keys.filter((k) => !(k in en));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    for (const [key, text] of Object.entries(table)) {
      expect(text.trim(), `${lang} ${key}`).not.toBe('');
      expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(en[key as keyof typeof en]));
    }
    // The table is the one resolveMessages serves for this language.
    expect(resolveMessages(lang)).toEqual(table);
  });
});

/**
 * An empty registry of loaded tables for this test (the setup has loaded every table into the realm's), put back
 * when it ends. With `vi.resetModules()`, the next import of the module is a fresh copy that has loaded nothing.
 */
function emptyRegistry() {
  const registry = Symbol.for('rsdocs.messages');
  const realm = globalThis as Record<symbol, unknown>;
  const setupTables = realm[registry];
  delete realm[registry];
  onTestFinished(() => void (realm[registry] = setupTables));
}

describe('loading the strings', () => {
  it('loads English like any other table, and an unloaded table is an error naming the fix, not a blank label', async () => {
    emptyRegistry();
    vi.resetModules();
    const fresh = await import('./index');
    expect(() => fresh.resolveMessages('en')).toThrow(/"en" strings .* await loadMessages\("en"\)/);
    expect(() => fresh.resolveMessages('zh')).toThrow(/"zh-CN" strings \(for the language "zh"\)/);
    await fresh.loadMessages('it');
    // A language without a table of its own is English, with the site's overrides of known keys only.
    expect(fresh.resolveMessages('it', { 'search.button': 'Cerca', 'not.a.key': 'x' })).toEqual({ ...en, 'search.button': 'Cerca' });
    expect(() => fresh.resolveMessages('zh')).toThrow(/not loaded/);
    await fresh.loadMessages('zh');
    expect(fresh.resolveMessages('zh')['search.button']).toBe('搜索');
  });

  it('shares loaded tables with every copy of the theme in the realm (a dev server runs two)', async () => {
    emptyRegistry();
    vi.resetModules();
    const router = await import('./index');
    vi.resetModules();
    const themeEntry = await import('./index');
    expect(themeEntry).not.toBe(router);
    await router.loadMessages('zh');
    // The copy that loaded nothing renders the strings the other copy loaded.
    expect(themeEntry.resolveMessages('zh')['search.button']).toBe('搜索');
  });

  it('names the file of each table: zh-CN is zh.ts, a language without one is English', () => {
    expect(['en', 'en-US', 'zh', 'zh-CN', 'zh-Hans', 'zh-HK', 'pt', 'it'].map(messageFile)).toEqual(['en', 'en', 'zh', 'zh', 'zh', 'zh-TW', 'pt-BR', 'en']);
    for (const lang of THEME_LANGS) expect(Object.keys(files).concat('./en.ts')).toContain(`./${messageFile(lang)}.ts`);
  });
});

// Each language's file as written (zh.ts holds zh-CN), read directly rather than through the loaders under test.
const files = import.meta.glob<Record<string, Record<string, string>>>(['./*.ts', '!./index.ts', '!./en.ts', '!./*.test.ts']);

async function importTable(lang: string): Promise<Record<string, string>> {
  const load = files[`./${lang === 'zh-CN' ? 'zh' : lang}.ts`];
  const table = load && Object.values(await load())[0];
  if (!table) throw new Error(`no file of UI strings for ${lang}`);
  return table;
}

it('every file of UI strings is a language the theme loads', () => {
  const langs = Object.keys(files).map((f) => f.slice(2, -3).replace(/^zh$/, 'zh-CN'));
  expect(langs.sort()).toEqual(THEME_LANGS.filter((l) => l !== 'en').sort());
});

describe('messageTable', () => {
  it.each([
    ['zh', 'zh-CN'],
    ['zh-cn', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-Hant-HK', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['es-MX', 'es'],
    ['ja-JP', 'ja'],
    ['en-GB', 'en'],
    ['it', undefined],
  ])('%s → %s', (lang, table) => {
    expect(messageTable(lang)).toBe(table);
  });
});

describe('a language of the site’s own', () => {
  it('is English with the site’s overrides, which may translate every key', async () => {
    await loadAllMessages();
    const italian = { 'outline.title': 'IN QUESTA PAGINA', 'search.placeholder': 'Cerca nella documentazione' };
    const messages = resolveMessages('it', italian);
    expect(messages['outline.title']).toBe('IN QUESTA PAGINA');
    expect(messages['search.placeholder']).toBe('Cerca nella documentazione');
    expect(messages['page.next']).toBe(en['page.next']);
  });

  it('overrides one string of a shipped language and keeps the rest of its table', async () => {
    await loadAllMessages();
    const messages = resolveMessages('ja', { 'hero.getStarted': 'さっそく始める' });
    expect(messages['hero.getStarted']).toBe('さっそく始める');
    expect(messages['page.next']).toBe('次のページ');
  });
});
