import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importedNames, missingImports, readI18nTexts, rspressAliases, rspressModuleCode, rspressPagesCode, rspressPeerPackages, siteMapping, tsconfigPathKeys, RSPRESS_MODULE_IDS, RSPRESS_PAGES_ID } from './rspress-compat';

const dirs: string[] = [];
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-rspress-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('rspressAliases', () => {
  it("sends every Rspress specifier, exactly, to rsdocs's module of its kind", () => {
    const aliases = rspressAliases();
    const target = (id: string) => aliases.find((a) => (a.find as RegExp).test(id))?.replacement;
    expect(target('@theme')).toBe(RSPRESS_MODULE_IDS.theme);
    expect(target('@rspress/core/theme')).toBe(RSPRESS_MODULE_IDS.theme);
    expect(target('@theme-original')).toBe(RSPRESS_MODULE_IDS.theme);
    expect(target('rspress/theme')).toBe(RSPRESS_MODULE_IDS.theme);
    expect(target('@rspress/core/runtime')).toBe(RSPRESS_MODULE_IDS.runtime);
    expect(target('@rspress/runtime')).toBe(RSPRESS_MODULE_IDS.runtime);
    // Nothing else: a path under a specifier, or a longer name, is not taken.
    expect(target('@theme/components/Hero')).toBeUndefined();
    expect(target('@rspress/core')).toBeUndefined();
    expect(target('@themes')).toBeUndefined();
  });

  it("leaves out what the site maps itself (its aliases or tsconfig paths), so the site's own @theme wins", () => {
    const viaAlias = rspressAliases(siteMapping({ '@theme': '/site/theme' }, []));
    expect(viaAlias.some((a) => (a.find as RegExp).test('@theme'))).toBe(false);
    expect(viaAlias.some((a) => (a.find as RegExp).test('@rspress/core/theme'))).toBe(true);
    const viaArray = rspressAliases(siteMapping([{ find: /^@theme$/, replacement: '/site/theme' }], []));
    expect(viaArray.some((a) => (a.find as RegExp).test('@theme'))).toBe(false);
    const viaPaths = rspressAliases(siteMapping(undefined, ['@theme', '@components/*']));
    expect(viaPaths.some((a) => (a.find as RegExp).test('@theme'))).toBe(false);
    expect(viaPaths).toHaveLength(rspressAliases().length - 1);
  });
});

describe('tsconfigPathKeys', () => {
  it('reads the paths of a tsconfig with comments and trailing commas', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'tsconfig.json'), '{\n  // the site\'s own folders\n  "compilerOptions": { "paths": { "@theme": ["./theme"], "@en/*": ["./docs/en/*"], }, /* "x": 1 */ },\n}\n');
    expect(tsconfigPathKeys(dir)).toEqual(['@theme', '@en/*']);
    expect(tsconfigPathKeys(tmp())).toEqual([]);
  });
});

describe('importedNames and missingImports', () => {
  const source = [
    '---',
    'title: Install',
    '---',
    "import { PackageManagerTabs, SourceCode as Src, type BadgeProps } from '@theme';",
    "import type { TabsProps } from '@rspress/core/theme';",
    "import { useSidebar, useLang } from '@rspress/core/runtime';",
    "import Theme from '@theme';",
    'import {',
    '  HomeHero,',
    '  Badge,',
    "} from '@theme';",
    "import * as all from '@theme';",
    "export { NoSuchThing } from '@rspress/core/theme';",
    "import { x } from './local';",
  ].join('\n');

  it('finds each imported name with its line and column, leaving types out', () => {
    const names = importedNames(source, ['@theme', '@rspress/core/theme', '@rspress/core/runtime']);
    expect(names.map((n) => `${n.specifier} ${n.name} ${n.line}:${n.column}`)).toEqual([
      '@theme PackageManagerTabs 4:10',
      '@theme SourceCode 4:30',
      '@rspress/core/runtime useSidebar 6:10',
      '@rspress/core/runtime useLang 6:22',
      '@theme default 7:1',
      '@theme HomeHero 9:3',
      '@theme Badge 10:3',
      '@rspress/core/theme NoSuchThing 13:10',
    ]);
  });

  it('reports what rsdocs does not provide, with where and what to do', () => {
    const problems = missingImports('docs/en/install.mdx', source, ['@theme', '@rspress/core/theme', '@rspress/core/runtime']);
    expect(problems.map((p) => `${p.line}:${p.column}`)).toEqual(['6:10', '7:1', '9:3', '13:10']);
    expect(problems[0]!.message).toMatch(/'@rspress\/core\/runtime' has no `useSidebar` in rsdocs: .*theme entry/);
    expect(problems[1]!.message).toMatch(/^'@theme' has no default export in rsdocs: import the names you use/);
    expect(problems[2]!.message).toMatch(/`HomeHero`.*`hero`/);
    expect(problems[3]!.message).toMatch(/`NoSuchThing`.*rsdocs provides Badge, Callout.*theme\/components/);
  });

  it('checks only the specifiers that come to rsdocs (not a @theme the site maps itself)', () => {
    expect(missingImports('x.mdx', "import { Hero } from '@theme';", ['@rspress/core/theme'])).toEqual([]);
  });
});

describe('readI18nTexts', () => {
  it("reads the site's texts, or none without the file", () => {
    const dir = tmp();
    expect(readI18nTexts(dir).texts).toEqual({});
    fs.writeFileSync(path.join(dir, 'i18n.json'), JSON.stringify({ start: { en: 'Start', zh: '开始' } }));
    expect(readI18nTexts(dir).texts).toEqual({ start: { en: 'Start', zh: '开始' } });
  });

  it('names the key that is not texts by language, and broken JSON', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'i18n.json'), JSON.stringify({ start: { en: 'Start' }, bad: 'text' }));
    expect(() => readI18nTexts(dir)).toThrow(/i18n\.json: "bad" is not an object of texts by language/);
    fs.writeFileSync(path.join(dir, 'i18n.json'), '{ "start": ');
    expect(() => readI18nTexts(dir)).toThrow(/i18n\.json: not valid JSON/);
  });
});

describe('rspressModuleCode', () => {
  it("re-exports the theme's entry by its package name, and makes the runtime's useI18n and withBase for the site", () => {
    expect(rspressModuleCode('theme', { texts: {}, lang: 'en', base: '/' })).toBe("export * from \"@rsdocs/theme/rspress/theme\";\n");
    const runtime = rspressModuleCode('runtime', { texts: { a: { en: 'A' } }, lang: 'en', base: '/docs/' });
    expect(runtime).toContain('export * from "@rsdocs/theme/rspress/runtime";');
    expect(runtime).toContain('createUseI18n({"a":{"en":"A"}}, "en")');
    expect(runtime).toContain('createWithBase("/docs/")');
    // usePages from a module of its own, which only the chunks that use it hold.
    expect(runtime).toContain(`export { usePages } from "${RSPRESS_PAGES_ID}";`);
  });

  it("makes usePages's module from the pages' summaries, as one pure call on a literal", () => {
    const code = rspressPagesCode([{ routePath: '/a', title: 'A', lang: 'en', version: '', frontmatter: { date: '2024-01-01' } }]);
    expect(code).toContain('import { createUsePages } from "@rsdocs/theme/rspress/runtime";');
    expect(code).toContain('export const usePages = /* @__PURE__ */ createUsePages([{"routePath":"/a","title":"A","lang":"en","version":"","frontmatter":{"date":"2024-01-01"}}]);');
  });
});

describe('rspressPeerPackages', () => {
  it("lists the site's dependencies that peer on Rspress (UI libraries made for it), not the others", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-peers-'));
    const dep = (name: string, peers?: Record<string, string>) => {
      fs.mkdirSync(path.join(dir, 'node_modules', name), { recursive: true });
      fs.writeFileSync(path.join(dir, 'node_modules', name, 'package.json'), JSON.stringify({ name, peerDependencies: peers }));
    };
    try {
      fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ dependencies: { '@acme/doc-ui': '^1.0.0', clsx: '^2.0.0' }, devDependencies: { 'old-ui': '*', missing: '*' } }));
      dep('@acme/doc-ui', { '@rspress/core': '>=2.0.0' });
      dep('clsx');
      dep('old-ui', { rspress: '^1.0.0', react: '*' });
      expect(rspressPeerPackages(dir)).toEqual(['@acme/doc-ui', 'old-ui']);
      expect(rspressPeerPackages(path.join(dir, 'nowhere'))).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
