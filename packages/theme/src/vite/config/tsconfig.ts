import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

// A site's tsconfig.json `paths` (`@components/*`, `@en/*`, as Rspress sites declare them) resolve in the build,
// the dev server and prerendering through Vite's own `resolve.tsconfigPaths`. Vite reads the tsconfig itself, and
// fails on every import when an `extends` cannot be found (a website folder copied out of its monorepo extends a
// workspace package that is not installed): then the build reads a copy with what could be found.

/** JSON with comments and trailing commas, as tsconfig files are written. */
export function parseJsonc(text: string): unknown {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"') {
      // A string, escapes included, as it is.
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 1;
      out += ' ';
    } else out += c;
  }
  // A comma before a closing bracket (strings are intact, so a `,]` inside one was copied as written... and kept).
  return JSON.parse(out.replace(/,(\s*[\]}])/g, (match, close: string, offset: number) => (insideString(out, offset) ? match : close)));
}

/** Whether `offset` of JSON text falls inside a string literal. */
function insideString(text: string, offset: number): boolean {
  let inside = false;
  for (let i = 0; i < offset; i++) {
    if (text[i] === '\\' && inside) i++;
    else if (text[i] === '"') inside = !inside;
  }
  return inside;
}

interface TsconfigJson {
  extends?: string | string[];
  compilerOptions?: Record<string, unknown> & { paths?: Record<string, string[]>; baseUrl?: string };
  include?: string[];
  exclude?: string[];
  files?: string[];
}

/** The file an `extends` names, from the folder of the config that names it; null when not installed. */
export function resolveExtends(spec: string, fromDir: string): string | null {
  const candidates = spec.startsWith('.') || path.isAbsolute(spec) ? [path.resolve(fromDir, spec)] : [];
  for (const file of candidates) for (const f of [file, `${file}.json`, path.join(file, 'tsconfig.json')]) if (fs.existsSync(f) && fs.statSync(f).isFile()) return f;
  if (candidates.length) return null;
  const require = createRequire(path.join(fromDir, 'tsconfig.json'));
  for (const request of [spec, `${spec}.json`, `${spec}/tsconfig.json`]) {
    try {
      return require.resolve(request);
    } catch {
      // the next form
    }
  }
  return null;
}

export interface FlatTsconfig {
  /** Every option, its `extends` merged in (those that could be found), paths absolute. */
  config: TsconfigJson;
  /** `extends` that could not be found, as written, with the file that names them. */
  missing: Array<{ spec: string; file: string }>;
}

/** A tsconfig with its `extends` merged in as TypeScript does (the file's own options win), paths made absolute. */
export function flattenTsconfig(file: string, seen = new Set<string>()): FlatTsconfig {
  const dir = path.dirname(file);
  const raw = parseJsonc(fs.readFileSync(file, 'utf8')) as TsconfigJson;
  const own = absolutePaths(raw, dir);
  const specs = raw.extends === undefined ? [] : Array.isArray(raw.extends) ? raw.extends : [raw.extends];
  const missing: FlatTsconfig['missing'] = [];
  let merged: TsconfigJson = {};
  seen.add(file);
  for (const spec of specs) {
    const base = resolveExtends(spec, dir);
    if (!base) {
      missing.push({ spec, file });
      continue;
    }
    if (seen.has(base)) continue;
    const flat = flattenTsconfig(base, seen);
    missing.push(...flat.missing);
    merged = mergeTsconfig(merged, flat.config);
  }
  return { config: mergeTsconfig(merged, own), missing };
}

function mergeTsconfig(base: TsconfigJson, over: TsconfigJson): TsconfigJson {
  const { extends: _, ...rest } = over;
  return { ...base, ...rest, compilerOptions: { ...base.compilerOptions, ...over.compilerOptions } };
}

/** `baseUrl`, `paths` targets (relative to `baseUrl`, else to the file), `include` and the like, as absolute paths. */
function absolutePaths(config: TsconfigJson, dir: string): TsconfigJson {
  const options = { ...config.compilerOptions };
  if (typeof options.baseUrl === 'string') options.baseUrl = path.resolve(dir, options.baseUrl);
  if (options.paths) {
    const from = (options.baseUrl as string | undefined) ?? dir;
    options.paths = Object.fromEntries(Object.entries(options.paths).map(([key, targets]) => [key, targets.map((t) => path.resolve(from, t))]));
  }
  const list = (l?: string[]) => l?.map((p) => path.resolve(dir, p));
  return {
    ...config,
    compilerOptions: options,
    ...(config.include ? { include: list(config.include) } : {}),
    ...(config.exclude ? { exclude: list(config.exclude) } : {}),
    ...(config.files ? { files: list(config.files) } : {}),
  };
}

/** A flattened tsconfig as a file in `dir`: every path relative to it again, as Vite expects. */
export function tsconfigText(config: TsconfigJson, dir: string): string {
  const rel = (p: string) => {
    const r = path.relative(dir, p).split(path.sep).join('/');
    return r.startsWith('.') ? r : `./${r}`;
  };
  const options = { ...config.compilerOptions };
  if (typeof options.baseUrl === 'string') options.baseUrl = rel(options.baseUrl);
  if (options.paths) options.paths = Object.fromEntries(Object.entries(options.paths).map(([k, targets]) => [k, targets.map(rel)]));
  const out: TsconfigJson = { ...config, compilerOptions: options };
  for (const key of ['include', 'exclude', 'files'] as const) if (config[key]) out[key] = config[key]!.map(rel);
  return `${JSON.stringify(out, null, 2)}\n`;
}

/**
 * tsconfig `paths` for the site: Vite's `resolve.tsconfigPaths` (unless the Vite config says otherwise), reading
 * the project's tsconfig.json, or, when an `extends` of it is not installed, a copy of it without that base in
 * `node_modules/.rsdocs/tsconfig.json` (with a warning naming it).
 */
export function tsconfigPlugin(): Plugin {
  let warning: string | null = null;
  return {
    name: 'rsdocs:tsconfig',
    config(user) {
      const root = path.resolve(user.root ?? process.cwd());
      const file = path.join(root, 'tsconfig.json');
      const resolve = { tsconfigPaths: user.resolve?.tsconfigPaths ?? true };
      if (user.tsconfig || !fs.existsSync(file)) return { resolve };
      let flat: FlatTsconfig;
      try {
        flat = flattenTsconfig(file);
      } catch (error) {
        warning = `rsdocs: tsconfig.json could not be read (${(error as Error).message}): its paths are not used`;
        return { resolve: { tsconfigPaths: false } };
      }
      if (!flat.missing.length) return { resolve };
      const dir = path.join(root, 'node_modules', '.rsdocs');
      fs.mkdirSync(dir, { recursive: true });
      const copy = path.join(dir, 'tsconfig.json');
      fs.writeFileSync(copy, tsconfigText(flat.config, dir));
      const names = flat.missing.map((m) => `"${m.spec}" (${path.relative(root, m.file) || 'tsconfig.json'})`).join(', ');
      warning = `rsdocs: tsconfig.json extends ${names}, which is not installed: its options are left out (install it to use them); the rest of tsconfig.json, its paths included, applies`;
      return { resolve, tsconfig: copy };
    },
    configResolved(config) {
      if (warning) config.logger.warnOnce(warning);
    },
  };
}
