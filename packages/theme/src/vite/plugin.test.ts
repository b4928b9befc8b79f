import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_BROWSER_DEPS } from './plugin';

// The dev server pre-bundles the theme's browser dependencies before the first page: one it does not know of
// would be found while the page loads, and Vite would reload the page to pre-bundle it.
const src = path.resolve(import.meta.dirname, '..');
const isBrowserSource = (rel: string) => /\.tsx?$/.test(rel) && !/^(vite|node|test)\//.test(rel) && !/\.(test|stories|fixtures)\.tsx?$/.test(rel);

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

describe('THEME_BROWSER_DEPS', () => {
  it('lists every package the browser side imports, React aside', () => {
    const imported = new Set<string>();
    for (const file of walk(src)) {
      const rel = path.relative(src, file).split(path.sep).join('/');
      if (!isBrowserSource(rel)) continue;
      const code = fs.readFileSync(file, 'utf8');
      for (const m of code.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"./][^'"]*)['"]/g)) {
        const spec = m[1]!;
        if (/^(react|react-dom)(\/|$)/.test(spec) || spec.startsWith('virtual:')) continue;
        imported.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
      }
    }
    expect([...imported].sort()).toEqual([...THEME_BROWSER_DEPS].sort());
  });
});
