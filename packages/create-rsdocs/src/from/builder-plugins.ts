import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { toSource, type ConfigValue } from './config-source';
import type { RspressConfig } from './read-config';
import { packageOf } from './scan-docs';
import { Call, Dynamic, isRecord, parseModule, type Value } from './static-value';

/**
 * The site's own Rsbuild plugins (`builderConfig.plugins` entries imported from a file of the project): the ones
 * that change the build's config may define globals the site's components read (`source.define`). The converter
 * has vite.config.ts run those (through the theme's `definesFromRsbuildPlugins`), so it needs what each is called
 * in the config, the import that brings it, and the packages its file needs at run time.
 */

/** What a plugin does to change the build's config (where a `source.define` would be). */
export const CHANGES_CONFIG = /\bmodify(Rsbuild|Environment|Rspack)Config\b|\bsource\s*:\s*\{|\bsource\.define\b/;

export interface LocalBuilderPlugin {
  /** The expression in builderConfig.plugins, rewritten without the config's own variables (`pluginX({ a: 1 })`). */
  expression: string;
  /** The import statement that brings it, as the config wrote it (its path relative to the project). */
  importStatement: string;
  /** The local name(s) imported, for messages. */
  names: string;
  /** The plugin's file, relative to the project (`/`-separated). */
  file: string;
  /** Its line in the config. */
  line: number;
  /** Whether its file changes the build config (else there is nothing to define). */
  changesConfig: boolean;
  /** Bare packages its file and the local files it imports need at run time, with where. */
  packages: Map<string, string[]>;
  /** Why it cannot be run from vite.config.ts as written (arguments that are not literals). */
  notRunnable?: string;
}

const rel = (dir: string, file: string) => path.relative(dir, file).split(path.sep).join('/');
const SCRIPT_EXTENSIONS = ['.ts', '.mts', '.js', '.mjs', '.tsx', '.jsx', '/index.ts', '/index.tsx', '/index.js', '/index.jsx'];
const BUILTINS = new Set(builtinModules);

/** A relative import from `from`'s folder to a script file of the project, when it exists. */
export function resolveLocal(fromDir: string, spec: string): string | undefined {
  const base = path.resolve(fromDir, spec);
  return [base, ...SCRIPT_EXTENSIONS.map((e) => base + e)].find((f) => fs.existsSync(f) && fs.statSync(f).isFile() && /\.[cm]?[jt]sx?$/.test(f));
}

/** A value with no code in it: what the converter can write into vite.config.ts as a literal. */
const isLiteral = (value: Value): boolean =>
  !(value instanceof Dynamic) && (Array.isArray(value) ? value.every(isLiteral) : isRecord(value) ? Object.values(value).every(isLiteral) : true);

/**
 * The bare packages a file imports at run time, following its relative imports through the project (type-only
 * imports are erased, so they need nothing): package → `file:line`s.
 */
export function runtimePackages(dir: string, entry: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    let program;
    try {
      program = parseModule(fs.readFileSync(file, 'utf8'), rel(dir, file));
    } catch {
      continue; // a file the build cannot parse either: its own error names it
    }
    for (const s of program.ast.program.body) {
      if (s.type !== 'ImportDeclaration' && s.type !== 'ExportAllDeclaration' && s.type !== 'ExportNamedDeclaration') continue;
      if (!s.source) continue;
      const typeOnly =
        (s.type === 'ImportDeclaration' && (s.importKind === 'type' || (s.specifiers.length > 0 && s.specifiers.every((x) => x.type === 'ImportSpecifier' && x.importKind === 'type')))) ||
        (s.type !== 'ImportDeclaration' && s.exportKind === 'type');
      if (typeOnly) continue;
      const spec = s.source.value;
      if (spec.startsWith('.')) {
        const next = resolveLocal(path.dirname(file), spec);
        if (next) queue.push(next);
      } else if (!spec.startsWith('node:') && !BUILTINS.has(spec.split('/')[0]!)) {
        const where = `${rel(dir, file)}:${s.loc?.start.line ?? 0}`;
        found.set(packageOf(spec), [...(found.get(packageOf(spec)) ?? []), where]);
      }
    }
  }
  return found;
}

/** How the config imports `local` (`{ pluginX }`, `pluginX`, `* as x`) and from where, to bring only that name. */
function importOf(configText: string, configFile: string, local: string): { clause: string; source: string } | undefined {
  const program = parseModule(configText, configFile);
  for (const s of program.ast.program.body) {
    if (s.type !== 'ImportDeclaration' || s.importKind === 'type') continue;
    for (const x of s.specifiers) {
      if (x.local.name !== local) continue;
      const source = s.source.value;
      if (x.type === 'ImportDefaultSpecifier') return { clause: local, source };
      if (x.type === 'ImportNamespaceSpecifier') return { clause: `* as ${local}`, source };
      const imported = x.imported.type === 'Identifier' ? x.imported.name : JSON.stringify(x.imported.value);
      return { clause: `{ ${imported === local ? local : `${imported} as ${local}`} }`, source };
    }
  }
  return undefined;
}

/** The entries of builderConfig.plugins that are the site's own files (imported by a relative path). */
export function localBuilderPlugins(dir: string, config: RspressConfig): LocalBuilderPlugin[] {
  const builder = config.options.builderConfig;
  const list = isRecord(builder) && Array.isArray(builder.plugins) ? builder.plugins : [];
  const configText = fs.readFileSync(path.join(dir, config.file), 'utf8');
  const configDir = path.dirname(path.join(dir, config.file));
  const out: LocalBuilderPlugin[] = [];
  for (const entry of list) {
    if (!(entry instanceof Dynamic)) continue;
    // `pluginX` as written, or `pluginX({ … })`: the first name is what the config imports.
    const local = entry instanceof Call ? entry.callee.split('.')[0]! : /^[A-Za-z_$][\w$]*$/.test(entry.code) ? entry.code : undefined;
    const imported = local ? importOf(configText, config.file, local) : undefined;
    if (!imported || !imported.source.startsWith('.')) continue;
    const file = resolveLocal(configDir, imported.source);
    if (!file) continue;
    const literalArgs = !(entry instanceof Call) || entry.args.every(isLiteral);
    const expression = entry instanceof Call ? `${entry.callee}(${entry.args.map((a) => toSource(a as ConfigValue)).join(', ')})` : local!;
    out.push({
      expression,
      // From the project folder, where vite.config.ts is written.
      importStatement: `import ${imported.clause} from '${relativeSpec(dir, path.resolve(configDir, imported.source))}';`,
      names: local!,
      file: rel(dir, file),
      line: entry.line,
      changesConfig: CHANGES_CONFIG.test(fs.readFileSync(file, 'utf8')),
      packages: runtimePackages(dir, file),
      notRunnable: literalArgs ? undefined : `its arguments are not literals (\`${entry.code.length > 80 ? `${entry.code.slice(0, 77)}…` : entry.code}\`)`,
    });
  }
  return out;
}

const relativeSpec = (dir: string, target: string) => {
  const r = rel(dir, target);
  return r.startsWith('.') ? r : `./${r}`;
};

/**
 * vite.config.ts: the docs' public folder Rspress served (when there is one) and the globals the site's own builder
 * plugins define, from running them with the theme's stand-in of Rsbuild's plugin API.
 */
export function viteConfigSource(opts: { publicDir?: string; plugins: LocalBuilderPlugin[] }): string {
  const { publicDir, plugins } = opts;
  const imports = [...(plugins.length ? ["import { definesFromRsbuildPlugins } from '@rsdocs/theme/vite';"] : []), "import { defineConfig } from 'vite';", ...new Set(plugins.map((p) => p.importStatement))];
  const head = `${imports.join('\n')}\n\n// Written by create-rsdocs --from (MIGRATION.md says why); rsdocs's commands load it with site.config.ts.\n`;
  const publicLine = publicDir ? `  // Rspress served ${publicDir}/ from /.\n  publicDir: '${publicDir}',\n` : '';
  if (!plugins.length) return `${head}export default defineConfig({${publicLine ? `\n${publicLine}` : ''}});\n`;
  const entries = plugins.map((p) => `      { plugin: ${p.expression}, file: '${p.file}' },`).join('\n');
  return `${head}export default defineConfig(async ({ command }) => ({
${publicLine}  // The globals the site's own Rsbuild plugins define for its code (\`source.define\`), from running them here.
  // Hooks of theirs that rsdocs cannot run are named in a warning at each build.
  define: await definesFromRsbuildPlugins(
    [
${entries}
    ],
    { command, root: import.meta.dirname },
  ),
}));
`;
}
