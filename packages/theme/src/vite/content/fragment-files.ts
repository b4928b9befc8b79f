import fs from 'node:fs';
import path from 'node:path';
import type { Alias, ResolvedConfig } from 'vite';
import { flattenTsconfig } from '../config/tsconfig';

// The file an imported fragment (`@en/shared/intro.mdx`, `./_intro.md`) names, found before the bundler runs: the
// page store reads its headings into the page's outline while pages compile (content/fragment-outline.ts). The
// same places the bundler looks: Vite's aliases, then relative and absolute paths, then tsconfig `paths`.

/** The fragment file a source imported by `importer` (a file) names, or undefined when none is found. */
export type FragmentResolver = (source: string, importer: string) => string | undefined;

export interface FragmentLookup {
  alias: readonly Alias[];
  /** tsconfig `paths`, targets absolute (`{ '@en/*': ['/site/docs/en/*'] }`). */
  paths: Record<string, string[]>;
}

const isFile = (file: string) => fs.existsSync(file) && fs.statSync(file).isFile();

/** The source with the first alias that takes it applied (Vite's rule: the whole id, or a path under it). */
function applyAlias(source: string, alias: readonly Alias[]): string {
  for (const { find, replacement } of alias) {
    if (typeof find === 'string') {
      if (source === find || source.startsWith(`${find}/`)) return replacement + source.slice(find.length);
    } else if (find.test(source)) return source.replace(find, replacement);
  }
  return source;
}

/** The targets of the tsconfig `paths` pattern that matches `source` (one `*` at most), most specific first. */
function pathTargets(source: string, paths: Record<string, string[]>): string[] {
  const matches: Array<{ prefix: number; targets: string[] }> = [];
  for (const [pattern, targets] of Object.entries(paths)) {
    const star = pattern.indexOf('*');
    if (star < 0) {
      if (pattern === source) matches.push({ prefix: Infinity, targets });
      continue;
    }
    const [head, tail] = [pattern.slice(0, star), pattern.slice(star + 1)];
    if (source.length < head.length + tail.length || !source.startsWith(head) || !source.endsWith(tail)) continue;
    const middle = source.slice(head.length, source.length - tail.length);
    matches.push({ prefix: head.length, targets: targets.map((t) => t.replace('*', middle)) });
  }
  return matches.sort((a, b) => b.prefix - a.prefix).flatMap((m) => m.targets);
}

export function fragmentResolver({ alias, paths }: FragmentLookup): FragmentResolver {
  return (written, importer) => {
    const source = applyAlias(written, alias);
    if (source.startsWith('.')) {
      const file = path.resolve(path.dirname(importer), source);
      return isFile(file) ? file : undefined;
    }
    if (path.isAbsolute(source) && isFile(source)) return source;
    return pathTargets(source, paths).find(isFile);
  };
}

/** The resolver for a site as Vite's resolved config has it: its aliases, and its tsconfig's `paths` unless turned off. */
export function fragmentResolverFor(config: Pick<ResolvedConfig, 'root' | 'resolve'>): FragmentResolver {
  const tsconfig = path.join(config.root, 'tsconfig.json');
  let paths: Record<string, string[]> = {};
  if ((config.resolve as { tsconfigPaths?: boolean }).tsconfigPaths !== false && fs.existsSync(tsconfig)) {
    try {
      paths = flattenTsconfig(tsconfig).config.compilerOptions?.paths ?? {};
    } catch {
      // A tsconfig that does not parse: the bundler reports it; the outline goes without its paths.
    }
  }
  return fragmentResolver({ alias: config.resolve.alias, paths });
}
