import fs from 'node:fs';
import path from 'node:path';
import { findTarballs, starterDeps } from '../deps';
import { toSource } from './config-source';
import { localBuilderPlugins, viteConfigSource, type LocalBuilderPlugin } from './builder-plugins';
import { defineNotes } from './define-globals';
import { importedPackages } from './imported-packages';
import { mapConfig, type MappedConfig } from './map-config';
import { migrationMarkdown } from './migration-md';
import type { Note } from './notes';
import { rewritePackageJson, runsOnlyUnderRspress, type PackageJson } from './package-json';
import { NotAnRspressSite, RSPRESS_CONFIG_FILES, readRspressConfig, type RspressConfig } from './read-config';
import { packageOf, scanDocs } from './scan-docs';
import { isRecord, type Value } from './static-value';
import { walk } from './files';
import { isRspressCustomTheme, scanThemeFolder } from './theme-folder';
import { fixTsconfig, readJsonc } from './tsconfig';

export interface ConvertOptions {
  /** Where a relative folder is resolved. @default process.cwd() */
  cwd?: string;
  /** Folder with the packed tarballs (`--tarballs`). */
  tarballs?: string;
  /** Version range base for @rsdocs/* (tests). @default this package's version */
  version?: string;
}

export interface ConvertResult {
  dir: string;
  config: RspressConfig;
  /** Files written, relative to `dir`. */
  written: string[];
  notes: Note[];
  outDir: string;
  pages: number;
}

/** A mistake in what was passed: the message says what is wrong and what to pass. */
export class ConvertError extends Error {}

/**
 * Which of the site's config-changing builder plugins vite.config.ts can run: written with literal arguments, every
 * package their files import installed, and no vite.config of the site's own (which the converter does not edit).
 */
function runnableBuilderPlugins(plugins: LocalBuilderPlugin[], installed: Set<string>, ownViteConfig: string | undefined): { run: Set<LocalBuilderPlugin>; notRun: Map<LocalBuilderPlugin, string> } {
  const run = new Set<LocalBuilderPlugin>();
  const notRun = new Map<LocalBuilderPlugin, string>();
  for (const p of plugins) {
    const missing = [...p.packages].filter(([name]) => !installed.has(name));
    if (p.notRunnable) notRun.set(p, p.notRunnable);
    else if (missing.length)
      notRun.set(
        p,
        `its files import ${missing.map(([name, where]) => `${name} (${where[0]})`).join(', ')}, which the site will not install${missing.some(([name]) => runsOnlyUnderRspress(name)) ? ' (made for Rspress or Rsbuild)' : ''}`,
      );
    else if (ownViteConfig) notRun.set(p, `the site has a ${ownViteConfig} of its own, which the converter does not edit`);
    else run.add(p);
  }
  return { run, notRun };
}

/** site.config.ts from the mapped options. */
export function siteConfigSource(mapped: MappedConfig, from: string): string {
  const imports = ['defineConfig', ...mapped.imports].join(', ');
  return `import { ${imports} } from '@rsdocs/theme/vite';

// Converted from ${from} by create-rsdocs --from; MIGRATION.md lists what was not carried over.
// Every field is typed and checked when the site builds; see "Config reference" in the @rsdocs/theme README.
export default defineConfig(${toSource(mapped.config)});
`;
}

/**
 * Convert the Rspress project in `folder` in place: site.config.ts, package.json, MIGRATION.md (and tsconfig.json
 * or vite.config.ts when they need it). Checks everything before writing anything; never writes under the docs root.
 */
export function convert(folder: string, opts: ConvertOptions = {}): ConvertResult {
  const cwd = opts.cwd ?? process.cwd();
  const dir = path.resolve(cwd, folder);
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) throw new ConvertError(`--from: ${dir} is not a folder; pass the folder of the Rspress project (the one with rspress.config.ts)`);
  if (fs.existsSync(path.join(dir, 'site.config.ts')))
    throw new ConvertError(`${dir} already has site.config.ts (converted before?); nothing was written. Delete site.config.ts to convert it again.`);
  let config: RspressConfig;
  try {
    config = readRspressConfig(dir);
  } catch (error) {
    if (error instanceof NotAnRspressSite) {
      // Given the docs folder itself: the project is the folder above it.
      const parent = path.dirname(dir);
      const above = RSPRESS_CONFIG_FILES.find((f) => fs.existsSync(path.join(parent, f)));
      throw new ConvertError(above ? `${dir} has no Rspress config, but ${path.join(parent, above)} is one: pass its folder, create-rsdocs --from ${path.relative(cwd, parent) || '.'}` : error.message);
    }
    throw new ConvertError((error as Error).message);
  }
  const i18nFile = typeof config.options.i18nSourcePath === 'string' ? config.options.i18nSourcePath : 'i18n.json';
  let i18n: { [key: string]: Value } | undefined;
  if (fs.existsSync(path.join(dir, i18nFile))) {
    try {
      const parsed = JSON.parse(fs.readFileSync(path.join(dir, i18nFile), 'utf8')) as Value;
      if (isRecord(parsed)) i18n = parsed;
    } catch (error) {
      throw new ConvertError(`${i18nFile}: not valid JSON (${(error as Error).message}); fix it and run again, nothing was written`);
    }
  }
  const mapped = mapConfig(config, i18n);
  const themeDir = typeof config.options.themeDir === 'string' ? config.options.themeDir : 'theme';
  const root = path.join(dir, mapped.root);
  if (!fs.existsSync(root) || !fs.statSync(root).isDirectory())
    throw new ConvertError(
      `${dir} has no docs root ${mapped.root}/ (${config.options.root !== undefined ? `\`root\` in ${config.file}` : "Rspress's default"}); nothing was written. Pass the project folder that holds the config and the docs folder, or set \`root\` in ${config.file}.`,
    );
  const notes: Note[] = [...mapped.notes];
  // Each language's folder, under each version's folder when the site is versioned.
  const versions = (mapped.config.multiVersion as { versions: string[] } | undefined)?.versions ?? [''];
  for (const version of versions)
    for (const lang of mapped.langs) {
      const folder = [mapped.root, version, lang].filter(Boolean).join('/');
      if (!fs.existsSync(path.join(dir, folder)))
        notes.push({ area: 'docs', subject: `${folder}/`, detail: `missing: rsdocs reads the pages of each language from a folder named after it${version ? `, in each version's folder` : ''}`, port: `Put the ${lang} pages${version ? ` of ${version}` : ''} in ${folder}/ (a single-language Rspress site keeps them at the root of ${[mapped.root, version].filter(Boolean).join('/')}/).` });
    }

  const tarballs = opts.tarballs ? findTarballs(path.resolve(cwd, opts.tarballs)) : undefined;
  const deps = starterDeps({ projectDir: dir, version: opts.version, tarballs });
  const pkgFile = path.join(dir, 'package.json');
  let pkg: PackageJson = { name: path.basename(dir), private: true, type: 'module' };
  if (fs.existsSync(pkgFile)) {
    try {
      pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as PackageJson;
    } catch (error) {
      throw new ConvertError(`package.json: not valid JSON (${(error as Error).message}); fix it and run again, nothing was written`);
    }
  }
  // Sass: the Rsbuild plugin was listed, or the theme or the content has Sass stylesheets (read, never written).
  const sass =
    Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).some((n) => /plugin-sass$/.test(n)) ||
    mapped.notes.some((n) => n.area === 'builder' && /sass/i.test(n.subject)) ||
    [...walk(path.join(dir, themeDir)), ...walk(root)].some((f) => /\.s[ac]ss$/.test(f));
  // The site's own builder plugins that change the build's config: vite.config.ts runs them for their defines, so
  // the packages their files import are kept like those of pages.
  const builderPlugins = localBuilderPlugins(dir, config).filter((p) => p.changesConfig);
  const imported = importedPackages(dir, mapped.root, themeDir);
  for (const p of builderPlugins) for (const name of p.packages.keys()) imported.add(name);
  const rewrite = rewritePackageJson(pkg, deps, { outDir: mapped.outDir, sass, imported });
  notes.push(...rewrite.notes);
  const installed = new Set(Object.keys({ ...rewrite.pkg.dependencies, ...rewrite.pkg.devDependencies }));
  const ownViteConfig = ['vite.config.ts', 'vite.config.mts', 'vite.config.js', 'vite.config.mjs'].find((f) => fs.existsSync(path.join(dir, f)));
  const { run, notRun } = runnableBuilderPlugins(builderPlugins, installed, ownViteConfig);

  const files: Record<string, string> = {};
  let aliases: string[] = [];
  let themeAliases: string[] = [];
  const tsconfigFile = path.join(dir, 'tsconfig.json');
  if (fs.existsSync(tsconfigFile)) {
    const text = fs.readFileSync(tsconfigFile, 'utf8');
    const resolvable = (spec: string) => (spec.startsWith('.') ? fs.existsSync(path.resolve(dir, spec)) || fs.existsSync(path.resolve(dir, `${spec}.json`)) : installed.has(packageOf(spec)));
    let fixed;
    try {
      // `@theme` mapped to an Rspress custom theme would hide rsdocs's built-ins from every page that imports them,
      // and that folder, written against Rspress's layouts, does not build here.
      const customTheme = isRspressCustomTheme(dir, themeDir);
      const why = `${themeDir}/ is an Rspress custom theme (it re-exports Rspress's built-in components and overrides its parts), which does not build on rsdocs; \`@theme\` in pages now gives rsdocs's built-in components`;
      fixed = fixTsconfig(text, resolvable, customTheme ? { '@theme': why, '@theme/*': why } : {}, mapped.root);
      const options = readJsonc(fixed?.text ?? text, 'tsconfig.json').compilerOptions;
      if (isRecord(options) && isRecord(options.paths)) {
        aliases = Object.keys(options.paths);
        const intoTheme = (target: unknown) => typeof target === 'string' && path.normalize(target).split(path.sep)[0] === themeDir;
        themeAliases = Object.entries(options.paths).filter(([, targets]) => Array.isArray(targets) && intoTheme(targets[0])).map(([key]) => key);
      }
    } catch (error) {
      throw new ConvertError(`${(error as Error).message}; fix it and run again, nothing was written`);
    }
    if (fixed) {
      files['tsconfig.json'] = fixed.text;
      notes.push(...fixed.notes);
    }
  }
  // Rspress serves <root>/public; Vite serves public/ beside the config unless told otherwise.
  const docsPublic = path.join(mapped.root, 'public').split(path.sep).join('/');
  const servesDocsPublic = fs.existsSync(path.join(dir, docsPublic)) && !fs.existsSync(path.join(dir, 'public'));
  if (servesDocsPublic && ownViteConfig)
    notes.push({ area: 'project', subject: docsPublic, detail: 'static files Rspress served from /', port: `Set \`publicDir: '${docsPublic}'\` in your vite.config.` });
  if (!ownViteConfig && (servesDocsPublic || run.size)) files['vite.config.ts'] = viteConfigSource({ publicDir: servesDocsPublic ? docsPublic : undefined, plugins: [...run] });
  if (servesDocsPublic) {
    if (fs.existsSync(path.join(dir, docsPublic, '_redirects')) && mapped.config.redirects)
      notes.push({ area: 'project', subject: `${docsPublic}/_redirects`, detail: 'the site has a _redirects file of its own, and rsdocs writes one from `redirects`', port: 'Merge the two: move its rules into `redirects` and delete the file.' });
  }
  notes.push(...scanThemeFolder(dir, themeDir, { aliases, installed, removed: rewrite.removed }));
  notes.push(...defineNotes(dir, themeDir, mapped.root, builderPlugins, run, notRun));
  // The plugins vite.config.ts runs have their own note (above): not the generic one of an Rsbuild plugin.
  const generic = (n: Note, p: LocalBuilderPlugin) => n.area === 'builder' && n.where === `${config.file}:${p.line}` && (n.subject === p.names || n.subject.startsWith(`${p.names}()`));
  for (let i = notes.length - 1; i >= 0; i--) if ([...run].some((p) => generic(notes[i]!, p))) notes.splice(i, 1);
  const docs = scanDocs(dir, mapped.root, { aliases, installed, themeAliases, removed: rewrite.removed });
  notes.push(...docs.notes);

  files['site.config.ts'] = siteConfigSource(mapped, config.file);
  files['package.json'] = `${JSON.stringify(rewrite.pkg, null, 2)}\n`;
  const written = ['site.config.ts', 'package.json', ...Object.keys(files).filter((f) => f !== 'site.config.ts' && f !== 'package.json'), 'MIGRATION.md'];
  files['MIGRATION.md'] = migrationMarkdown({ configFile: config.file, via: config.via, written, pages: docs.pages, root: mapped.root, outDir: mapped.outDir, notes });
  const docsRoot = `${path.resolve(root)}${path.sep}`;
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(dir, rel);
    // The one promise the converter makes about content: it is never written.
    if (file.startsWith(docsRoot)) throw new Error(`internal: refusing to write ${rel} under the docs root`);
    fs.writeFileSync(file, content);
  }
  return { dir, config, written, notes, outDir: mapped.outDir, pages: docs.pages };
}

