import fs from 'node:fs';
import path from 'node:path';
import { walk } from './files';
import { packageOf, SCRIPT, scriptImports } from './scan-docs';

/** `import … from '…'` statements of MDX, outside code blocks (those are examples, not imports). */
function mdxImports(text: string): string[] {
  const prose = text.replace(/^\s*(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\s*\1\s*$/gm, '');
  return [...prose.matchAll(/^import\s[^;]*?(?:\bfrom\s*)?['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
}

/**
 * The bare packages the site's pages need when they build: what MDX pages and the scripts beside them import, and
 * what the theme folder's components (`.tsx`/`.jsx`, which pages import through aliases) import. Build-side `.ts`
 * files of the theme folder (Rsbuild plugins) are left out: rsdocs does not run them.
 */
export function importedPackages(projectDir: string, root: string, themeDir: string): Set<string> {
  const specs: string[] = [];
  for (const file of walk(path.join(projectDir, root))) {
    if (file.endsWith('.mdx')) specs.push(...mdxImports(fs.readFileSync(file, 'utf8')));
    else if (SCRIPT.test(file)) specs.push(...scriptImports(fs.readFileSync(file, 'utf8')).map((i) => i.spec));
  }
  for (const file of walk(path.join(projectDir, themeDir)).filter((f) => /\.[jt]sx$/.test(f)))
    specs.push(...scriptImports(fs.readFileSync(file, 'utf8')).map((i) => i.spec));
  return new Set(specs.filter((s) => !s.startsWith('.') && !s.startsWith('/') && !s.startsWith('node:')).map(packageOf));
}
