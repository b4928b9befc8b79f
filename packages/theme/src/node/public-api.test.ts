// The public surface stays documented and styled: every exported component has a story or a test that names it,
// and every component stylesheet reaches `@rsdocs/theme/styles.css` through src/styles/index.css.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? walk(full) : [full];
  });
}

const files = walk(src);
const rel = (f: string) => path.relative(src, f).split(path.sep).join('/');

/** Value exports of src/index.ts as [exported name, local name] (type-only exports are skipped). */
function valueExports(): Array<[exported: string, local: string]> {
  const code = fs.readFileSync(path.join(src, 'index.ts'), 'utf8').replace(/\/\/.*$/gm, '');
  const names: Array<[string, string]> = [];
  for (const m of code.matchAll(/export\s+(type\s+)?\{([^}]*)\}/g)) {
    if (m[1]) continue;
    for (const part of m[2]!.split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      const [local, exported = local] = spec.split(/\s+as\s+/).map((s) => s.trim()) as [string, string?];
      names.push([exported!, local]);
    }
  }
  return names;
}

describe('public API', () => {
  const exports = valueExports();

  it('finds the exports of src/index.ts', () => {
    const names = exports.map(([n]) => n);
    for (const n of ['defineConfig', 'ThemeProvider', 'Navbar', 'Sidebar', 'Outline', 'HomeHero', 'Banner', 'SearchModal', 'ToolStack']) expect(names).toContain(n);
  });

  it('has a story or a test naming every exported component', async () => {
    const mod = (await import('../index')) as Record<string, unknown>;
    const components = exports.filter(([name]) => /^[A-Z][a-z]/.test(name) && typeof mod[name] === 'function');
    expect(components.length).toBeGreaterThan(20);

    const texts = files.filter((f) => /\.(stories|test)\.tsx$/.test(f)).map((f) => ({ file: rel(f), text: fs.readFileSync(f, 'utf8') }));
    const missing = components
      .filter(([exported, local]) => !texts.some(({ text }) => new RegExp(`\\b(${exported}|${local})\\b`).test(text)))
      .map(([name]) => name);
    expect(missing, `components without a *.stories.tsx or *.test.tsx that mentions them: ${missing.join(', ')}`).toEqual([]);
  });

  it('imports every component and layout stylesheet from src/styles/index.css', () => {
    const index = fs.readFileSync(path.join(src, 'styles/index.css'), 'utf8');
    const imported = new Set([...index.matchAll(/@import\s+(?:url\()?['"]([^'"]+)['"]/g)].map((m) => path.posix.normalize(path.posix.join('styles', m[1]!))));
    const sheets = files.map(rel).filter((f) => /^(components\/.+|layouts\/[^/]+)\.css$/.test(f));
    expect(sheets.length).toBeGreaterThan(20);
    const missing = sheets.filter((f) => !imported.has(f));
    expect(missing, `stylesheets missing from src/styles/index.css: ${missing.join(', ')}`).toEqual([]);
    // And nothing imported there is stale.
    const stale = [...imported].filter((f) => !fs.existsSync(path.join(src, f)));
    expect(stale, `src/styles/index.css imports files that do not exist: ${stale.join(', ')}`).toEqual([]);
  });

  it('keeps CSS out of the component modules (styles.css is the one stylesheet)', () => {
    const offenders = files
      .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.(test|stories)\.tsx?$/.test(f) && /^(components|layouts|runtime|provider|hooks|lib)\//.test(rel(f)))
      .filter((f) => /^\s*import\s+['"][^'"]+\.css['"]/m.test(fs.readFileSync(f, 'utf8')))
      .map(rel);
    expect(offenders).toEqual([]);
  });
});
