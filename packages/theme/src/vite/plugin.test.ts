import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_BROWSER_DEPS } from './plugin';

// The dev server pre-bundles the theme's browser dependencies before the first page: one it does not know of
// would be found while the page loads, and Vite would reload the page to pre-bundle it.
const src = path.resolve(import.meta.dirname, '..');

/** A relative import as the file it names (TypeScript sources, `index` of a folder). */
function resolveSource(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}

/** Packages reached from `entry` through value imports (static, re-exports and dynamic), type-only ones aside. */
function packagesReachedFrom(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    const specs = [
      ...[...code.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!),
      ...[...code.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!),
      ...[...code.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!),
    ];
    for (const spec of specs) {
      if (spec.startsWith('.')) {
        const target = resolveSource(file, spec);
        if (target) visit(target);
      } else if (!/^(react|react-dom)(\/|$)/.test(spec) && !spec.startsWith('virtual:')) {
        packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
      }
    }
  };
  visit(entry);
  return packages;
}

describe('THEME_BROWSER_DEPS', () => {
  it('lists every package the browser entry reaches, React aside', () => {
    const reached = packagesReachedFrom(path.join(src, 'index.ts'));
    expect([...reached].sort()).toEqual([...THEME_BROWSER_DEPS].sort());
  });
});
