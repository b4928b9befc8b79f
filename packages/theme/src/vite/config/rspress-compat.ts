import fs from 'node:fs';
import path from 'node:path';
import type { Alias, AliasOptions, Plugin } from 'vite';
import { RSPRESS_BUILD_EXPORTS, RSPRESS_RUNTIME_EXPORTS, RSPRESS_THEME_EXPORTS, RSPRESS_UNPROVIDED } from '../../compat/rspress/exports';
import type { RspressPageSummary } from '../../compat/rspress/runtime';
import { locatedError, RsdocsError, type Problem } from '../errors';

/**
 * Rspress's import names for its built-in components and runtime, and which rsdocs module each stands for. Content
 * written for Rspress imports these as they are; the build aliases them (unless the site maps one itself).
 */
export const RSPRESS_SPECIFIERS: Record<string, RspressModule> = {
  '@theme': 'theme',
  '@theme-original': 'theme',
  '@rspress/core/theme': 'theme',
  '@rspress/core/theme-original': 'theme',
  'rspress/theme': 'theme',
  '@rspress/theme-default': 'theme',
  '@rspress/core/runtime': 'runtime',
  'rspress/runtime': 'runtime',
  '@rspress/runtime': 'runtime',
};

export type RspressModule = 'theme' | 'runtime';

/**
 * The module each alias leads to: a small module of this plugin's that re-exports the theme's package entry by
 * its bare name (so the server bundle and the dev server's SSR keep it external: one copy of the theme's React
 * contexts), plus what only the site knows (its `i18n.json`, its base).
 */
export const RSPRESS_MODULE_IDS: Record<RspressModule, string> = { theme: 'virtual:rsdocs-rspress/theme', runtime: 'virtual:rsdocs-rspress/runtime' };
/**
 * `usePages` with every page's summary: a module of its own that the runtime module re-exports, so that only the
 * chunks of pages calling `usePages` hold the list (an unused re-export of a module without side effects is dropped).
 */
export const RSPRESS_PAGES_ID = 'virtual:rsdocs-rspress/pages';
/** The theme's package entries behind them (package.json exports, dist/compat/rspress/). */
export const RSPRESS_PACKAGE_ENTRIES: Record<RspressModule, string> = { theme: '@rsdocs/theme/rspress/theme', runtime: '@rsdocs/theme/rspress/runtime' };

const PROVIDED: Record<RspressModule, readonly string[]> = { theme: RSPRESS_THEME_EXPORTS, runtime: [...RSPRESS_RUNTIME_EXPORTS, ...RSPRESS_BUILD_EXPORTS] };
/** Types the modules export: erased by the compiler, never missing at run time. */
const TYPE_NAME = /Props$|^(?:Group|GroupItem|RspressPage|RspressSite|I18nTexts)$/;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Whether an alias entry (string find: the id or a path under it; RegExp) would take `specifier`. */
function aliasTakes(find: string | RegExp, specifier: string): boolean {
  if (typeof find === 'string') return specifier === find || specifier.startsWith(`${find}/`);
  find.lastIndex = 0;
  return find.test(specifier);
}

/** The find patterns of a Vite alias option (object or array form). */
function aliasFinds(alias: AliasOptions | undefined): Array<string | RegExp> {
  if (!alias) return [];
  if (Array.isArray(alias)) return (alias as readonly Alias[]).map((a) => a.find);
  return Object.keys(alias);
}

/** `compilerOptions.paths` keys of the project's tsconfig.json (`@theme`, `@theme/*`), if it has one. */
export function tsconfigPathKeys(root: string): string[] {
  try {
    const text = fs.readFileSync(path.join(root, 'tsconfig.json'), 'utf8');
    // tsconfig allows comments and trailing commas; strings are kept as they are.
    const json = text.replace(/("(?:\\.|[^"\\])*")|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (_, str: string | undefined) => str ?? '').replace(/,(\s*[}\]])/g, '$1');
    const paths = (JSON.parse(json) as { compilerOptions?: { paths?: Record<string, unknown> } }).compilerOptions?.paths;
    return paths ? Object.keys(paths) : [];
  } catch {
    return [];
  }
}

/**
 * The aliases for Rspress's specifiers, leaving out those the site maps itself: `isMapped(specifier)` (its Vite
 * aliases, its tsconfig `paths`). A site whose `@theme` is its own folder keeps it, and `@rspress/core/theme`
 * inside that folder still comes to rsdocs.
 */
export function rspressAliases(isMapped: (specifier: string) => boolean = () => false): Alias[] {
  return Object.entries(RSPRESS_SPECIFIERS)
    .filter(([specifier]) => !isMapped(specifier))
    .map(([specifier, kind]) => ({ find: new RegExp(`^${escapeRegExp(specifier)}$`), replacement: RSPRESS_MODULE_IDS[kind] }));
}

/** Whether the site maps `specifier` itself: through its Vite aliases or its tsconfig `paths` (`@theme`, `@theme/*`). */
export function siteMapping(alias: AliasOptions | undefined, pathKeys: string[]): (specifier: string) => boolean {
  const finds = aliasFinds(alias);
  return (specifier) => finds.some((f) => aliasTakes(f, specifier)) || pathKeys.some((key) => key === specifier || key === `${specifier}/*`);
}

export interface ImportedName {
  specifier: string;
  /** The exported name asked for; `default` for a default import. */
  name: string;
  line: number;
  column: number;
}

/** The names a source file imports or re-exports from the given specifiers (type-only names left out). */
export function importedNames(source: string, specifiers: string[]): ImportedName[] {
  if (!specifiers.length) return [];
  const wanted = specifiers.map(escapeRegExp).join('|');
  const re = new RegExp(String.raw`\b(import|export)\s+(type\s+)?([\w$]+\s*,\s*)?(\{[^}]*\}|[\w$]+|\*(?:\s+as\s+[\w$]+)?)\s*from\s*(['"])(${wanted})\5`, 'g');
  const out: ImportedName[] = [];
  const place = (offset: number) => {
    const before = source.slice(0, offset);
    const line = before.split('\n').length;
    return { line, column: offset - before.lastIndexOf('\n') };
  };
  for (const m of source.matchAll(re)) {
    if (m[2]) continue; // `import type …`
    const [, keyword, , defaultPart, clause, , specifier] = m as unknown as string[];
    const start = m.index!;
    if (keyword === 'import' && defaultPart) out.push({ specifier: specifier!, name: 'default', ...place(start) });
    if (clause!.startsWith('{')) {
      const clauseStart = start + m[0].indexOf(clause!);
      let offset = 1;
      for (const part of clause!.slice(1, -1).split(',')) {
        const entry = part.trim();
        const at = clauseStart + offset + part.indexOf(entry);
        offset += part.length + 1;
        if (!entry || entry.startsWith('type ')) continue;
        out.push({ specifier: specifier!, name: entry.split(/\s+as\s+/)[0]!.trim(), ...place(at) });
      }
    } else if (keyword === 'import' && !clause!.startsWith('*')) out.push({ specifier: specifier!, name: 'default', ...place(start) });
  }
  return out;
}

/** Names imported from `kind`'s specifiers that rsdocs does not provide, each with what to do. */
export function missingImports(file: string, source: string, specifiers: string[]): Problem[] {
  const problems: Problem[] = [];
  for (const use of importedNames(source, specifiers)) {
    const kind = RSPRESS_SPECIFIERS[use.specifier]!;
    const provided = PROVIDED[kind];
    if (provided.includes(use.name) || TYPE_NAME.test(use.name)) continue;
    const what = use.name === 'default' ? 'default export' : `\`${use.name}\``;
    const advice =
      use.name === 'default'
        ? `import the names you use, e.g. import { ${provided[0]} } from '${use.specifier}'`
        : (RSPRESS_UNPROVIDED[use.name] ?? `rsdocs provides ${provided.join(', ')}; write this one in the site (e.g. theme/components/) and import it from there`);
    problems.push({ file, line: use.line, column: use.column, message: `'${use.specifier}' has no ${what} in rsdocs: ${advice}` });
  }
  return problems;
}

/**
 * The site's dependencies made for Rspress: packages (UI libraries such as `@rstack-dev/doc-ui`) that list
 * `@rspress/core` (or `rspress`) as a peer, so import its specifiers. The dev server must run them through Vite, where
 * the aliases apply: Node would look for `@rspress/core` itself (and choke on their CSS imports).
 */
export function rspressPeerPackages(root: string): string[] {
  let pkg: { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  try {
    pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  } catch {
    return [];
  }
  return Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => {
    try {
      const dep = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { peerDependencies?: Record<string, string> };
      return !!dep.peerDependencies && ('@rspress/core' in dep.peerDependencies || 'rspress' in dep.peerDependencies);
    } catch {
      return false;
    }
  });
}

/** A site's `i18n.json` (`{ key: { en: '…', zh: '…' } }`), checked; `{}` when it has none. */
export function readI18nTexts(root: string): { file: string; texts: Record<string, Record<string, string>> } {
  const file = path.join(root, 'i18n.json');
  if (!fs.existsSync(file)) return { file, texts: {} };
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new RsdocsError(`i18n.json: not valid JSON (${(error as Error).message}); expected { "key": { "en": "…", "zh": "…" } }`);
  }
  const isTexts = (v: unknown) => !!v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((t) => typeof t === 'string');
  const bad = data && typeof data === 'object' && !Array.isArray(data) ? Object.entries(data).find(([, v]) => !isTexts(v))?.[0] : '';
  if (bad !== undefined) throw new RsdocsError(`i18n.json: ${bad ? `"${bad}" is not` : 'the file is not'} an object of texts by language; expected { "key": { "en": "…", "zh": "…" } }`);
  return { file, texts: data as Record<string, Record<string, string>> };
}

/** The module behind an alias: the theme's package entry, and for the runtime the site's `useI18n` and `withBase`. */
export function rspressModuleCode(kind: RspressModule, site: { texts: Record<string, Record<string, string>>; lang: string; base: string }): string {
  const entry = JSON.stringify(RSPRESS_PACKAGE_ENTRIES[kind]);
  if (kind === 'theme') return `export * from ${entry};\n`;
  return [
    `import { createUseI18n, createWithBase } from ${entry};`,
    `export * from ${entry};`,
    `export const useI18n = /* @__PURE__ */ createUseI18n(${JSON.stringify(site.texts)}, ${JSON.stringify(site.lang)});`,
    `export const withBase = /* @__PURE__ */ createWithBase(${JSON.stringify(site.base)});`,
    `export { usePages } from ${JSON.stringify(RSPRESS_PAGES_ID)};`,
    '',
  ].join('\n');
}

/** The module behind `usePages`: the summaries as a literal (no call that could have side effects but the pure one). */
export function rspressPagesCode(pages: RspressPageSummary[]): string {
  return [
    `import { createUsePages } from ${JSON.stringify(RSPRESS_PACKAGE_ENTRIES.runtime)};`,
    `export const usePages = /* @__PURE__ */ createUsePages(${JSON.stringify(pages)});`,
    '',
  ].join('\n');
}

export interface RspressSiteFacts {
  projectRoot: string;
  base: string;
  lang: string;
  /** Every page's summary for `usePages` (a build has them compiled; the dev server compiles them when asked). */
  pageSummaries: () => Promise<RspressPageSummary[]>;
}

/**
 * Rspress's built-in components and runtime for content written for Rspress: the aliases, the modules behind them,
 * and a check of the names each file imports (a clear error with file:line instead of the bundler's).
 */
export function rspressCompat(site: () => RspressSiteFacts): Plugin {
  const ids = new Set(Object.values(RSPRESS_MODULE_IDS));
  const pagesId = `\0${RSPRESS_PAGES_ID}`;
  const entries = new Set(Object.values(RSPRESS_PACKAGE_ENTRIES));
  // Which specifiers come here (the others the site maps itself), to know which imports to check.
  let ours: string[] = [];
  let siteMapped = new Set<string>();
  let isBuild = false;
  const checked = new Set<string>();
  const warned = new Set<string>();
  /** Check the names `importer` takes from rsdocs's specifiers (once per file in a build) and give the module's id. */
  const ourModule = (id: string, importer: string | undefined, specifiers: string[]) => {
    const file = importer?.split('?')[0];
    // Per file and list: a file may import both a specifier aliased here and one the site maps but cannot resolve.
    const key = `${file}\0${specifiers.join()}`;
    if (file && path.isAbsolute(file) && !(isBuild && checked.has(key))) {
      checked.add(key);
      let source = '';
      try {
        source = fs.readFileSync(file, 'utf8');
      } catch {
        source = '';
      }
      const problems = missingImports(path.relative(site().projectRoot, file), source, specifiers);
      if (problems.length) throw locatedError(problems, file, source);
    }
    return `\0${id}`;
  };
  return {
    name: 'rsdocs:rspress-compat',
    enforce: 'pre',
    sharedDuringBuild: true,
    config(user, env) {
      const mapped = siteMapping(user.resolve?.alias, tsconfigPathKeys(path.resolve(user.root ?? process.cwd())));
      ours = Object.keys(RSPRESS_SPECIFIERS).filter((s) => !mapped(s));
      siteMapped = new Set(Object.keys(RSPRESS_SPECIFIERS).filter((s) => mapped(s)));
      // In dev, libraries made for Rspress go through Vite (aliases applied), not Node or the dependency optimizer
      // (a build bundles every package already).
      const peers = env.command === 'serve' ? rspressPeerPackages(path.resolve(user.root ?? process.cwd())) : [];
      return { resolve: { alias: rspressAliases(mapped) }, ...(peers.length ? { ssr: { noExternal: peers }, optimizeDeps: { exclude: peers } } : {}) };
    },
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    resolveId: {
      filter: { id: /^(?:virtual:rsdocs-rspress\/|@rsdocs\/theme\/rspress\/|@theme|@rspress\/|rspress\/)/ },
      handler(id, importer, options) {
        // The server bundle leaves the theme's entries to Node, which loads them with the theme's runtime.
        if (entries.has(id)) return isBuild && this.environment?.name === 'ssr' ? { id, external: true } : null;
        if (id === RSPRESS_PAGES_ID) return pagesId;
        if (ids.has(id)) return ourModule(id, importer, ours);
        if (!siteMapped.has(id)) return null;
        // The site maps it (tsconfig paths, say): its own resolution wins. When nothing resolves it (no resolver
        // of tsconfig paths in the build), it comes to rsdocs, said once, rather than failing every page.
        return this.resolve(id, importer, { ...options, skipSelf: true }).then((theirs) => {
          if (theirs) return theirs;
          if (!warned.has(id)) {
            warned.add(id);
            this.warn(`'${id}' is mapped by the site (tsconfig.json paths or an alias) but nothing resolves it: rsdocs's built-in ${RSPRESS_SPECIFIERS[id]} is used instead`);
          }
          return ourModule(RSPRESS_MODULE_IDS[RSPRESS_SPECIFIERS[id]!], importer, [...ours, id]);
        });
      },
    },
    load: {
      filter: { id: /^\0virtual:rsdocs-rspress\// },
      async handler(id) {
        if (id === pagesId) return rspressPagesCode(await site().pageSummaries());
        const kind = id.endsWith('/runtime') ? 'runtime' : 'theme';
        if (kind === 'theme') return rspressModuleCode('theme', { texts: {}, lang: '', base: '' });
        const { projectRoot, base, lang } = site();
        const { file, texts } = readI18nTexts(projectRoot);
        this.addWatchFile(file);
        return rspressModuleCode('runtime', { texts, lang, base });
      },
    },
  };
}
