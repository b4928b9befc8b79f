import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { RsdocsError } from '../errors';
import { importLine } from '../markdown/fragments';

/** An import nothing could resolve, and where it is written. */
export interface UnresolvedImport {
  source: string;
  /** Relative to the project root, with the line of the import when found: `docs/en/a.mdx:3`. */
  at: string;
}

/** The package an import names (`@scope/name/sub` → `@scope/name`), or null for a path. */
export function packageOf(source: string): string | null {
  // Paths, URLs and `node:`/`virtual:` ids, `#imports`, and modules plugins made (`\0…`) are no packages.
  if (/^[./#\0]/.test(source) || /^[a-z]+:/i.test(source)) return null;
  const parts = source.split('/');
  return source.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Whether a package is installed where the project finds it: `node_modules/<pkg>` in its folder or one above. */
export function isInstalled(pkg: string, projectRoot: string): boolean {
  for (let dir = projectRoot; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'node_modules', pkg))) return true;
    if (path.dirname(dir) === dir) return false;
  }
}

/** What to do about imports of one package, or about one path: a file that is not there, a package not installed. */
export function fixFor(source: string, projectRoot: string): string {
  if (source.startsWith('#')) return `"${source}": declare it in the "imports" of package.json`;
  const pkg = packageOf(source);
  if (!pkg) return `"${source}": no such file (check the path, relative to the file that imports it)`;
  if (isInstalled(pkg, projectRoot)) return `${pkg} is installed, but exports none of these for the browser (see its package.json "exports")`;
  return `${pkg} is not installed: install it (npm install ${pkg}), or, if "${pkg}" is an alias, declare it in tsconfig.json "paths" or in resolve.alias of vite.config`;
}

/** One message for every unresolved import: grouped by package (or path) with its fix, each place it is written. */
export function unresolvedImportsMessage(found: UnresolvedImport[], projectRoot: string): string {
  const groups = new Map<string, Set<string>>();
  for (const { source, at } of found) {
    const key = packageOf(source) ?? source;
    const places = groups.get(key) ?? new Set<string>();
    places.add(`"${source}" at ${at}`);
    groups.set(key, places);
  }
  const count = [...groups.values()].reduce((n, l) => n + l.size, 0);
  const firstSource = (key: string) => found.find((f) => (packageOf(f.source) ?? f.source) === key)!.source;
  const blocks = [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, places]) => `  ${fixFor(firstSource(key), projectRoot)}:\n${[...places].sort().map((p) => `    - ${p}`).join('\n')}`);
  return `${count} import${count === 1 ? '' : 's'} cannot be resolved:\n${blocks.join('\n')}`;
}

const MISSING_FILE = '\0rsdocs:missing-file:';

/**
 * Imports nothing resolves (Vite's resolver, aliases, tsconfig paths and every plugin had their turn) are collected
 * instead of stopping the bundle at the first, and the build stops at its end with all of them, their files and
 * lines, and the fix. A package is taken from the bundler's UNRESOLVED_IMPORT log (Vite throws on it; the bundle
 * goes on without it); a path (`./x.mdx`), which the bundler fails on at once, by this plugin resolving it last,
 * to an empty module. Plugins asking whether a package resolves (`this.resolve`) still get their answer.
 */
export function unresolvedImportsPlugin(projectRoot: () => string): Plugin {
  let found: UnresolvedImport[] = [];
  const place = (importer: string, source: string): string => {
    const file = importer.split('?')[0]!;
    let line: number | undefined;
    try {
      line = importLine(fs.readFileSync(file, 'utf8'), source);
    } catch {
      line = undefined; // a virtual module: no file to read
    }
    const rel = path.isAbsolute(file) ? path.relative(projectRoot(), file).split(path.sep).join('/') : file;
    return `${rel}${line ? `:${line}` : ''}`;
  };
  return {
    name: 'rsdocs:unresolved-imports',
    apply: 'build',
    enforce: 'post',
    sharedDuringBuild: true,
    buildStart() {
      found = [];
    },
    resolveId: {
      order: 'post',
      filter: { id: /^\.{0,2}\// },
      handler(source, importer) {
        if (!importer) return null;
        found.push({ source, at: place(importer, source) });
        // CommonJS, so that named imports of it link too: the build stops before anything runs it.
        return { id: `${MISSING_FILE}${source}`, moduleSideEffects: false };
      },
    },
    load: {
      filter: { id: /^\0rsdocs:missing-file:/ },
      handler: () => ({ code: 'module.exports = {};', moduleType: 'js' }),
    },
    onLog(_level, log) {
      const { code, id, exporter } = log as { code?: string; id?: string; exporter?: string };
      if (code !== 'UNRESOLVED_IMPORT' || !id || !exporter) return;
      found.push({ source: exporter, at: place(id, exporter) });
      return false;
    },
    buildEnd() {
      // The server bundle leaves a package it cannot find to Node, without a log: the bare names its modules import
      // (externals: a module of the graph has a path or a virtual id) whose package is not installed.
      if (this.environment.name === 'ssr') {
        for (const id of this.getModuleIds()) {
          if (packageOf(id)) continue; // an external itself
          for (const source of this.getModuleInfo(id)?.importedIds ?? []) {
            const pkg = packageOf(source);
            if (!pkg || builtinModules.includes(pkg) || isInstalled(pkg, projectRoot())) continue;
            found.push({ source, at: place(id, source) });
          }
        }
      }
      if (found.length) throw new RsdocsError(unresolvedImportsMessage(found, projectRoot()));
    },
  };
}
