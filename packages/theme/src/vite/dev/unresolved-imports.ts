import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { fixFor } from '../build/unresolved-imports';
import { locatedError } from '../errors';
import { importLine } from '../markdown/fragments';
import { PAGE_EXTENSIONS } from '../content/routes';

/** Where an import of a Markdown file is written: its line and column in the author's text, or null for one the compiler added. */
export function importPlace(text: string, source: string): { line: number; column: number } | null {
  const line = importLine(text, source);
  if (!line) return null;
  return { line, column: text.split('\n')[line - 1]!.indexOf(source) + 1 };
}

/**
 * The dev server's counterpart of the build's rsdocs:unresolved-imports: an import written in a Markdown file of the
 * project (a page or a fragment) that nothing resolves is shown in the overlay at its line in that file, with the
 * fix. Without it, Vite says "Does the file exist?" at a line of the compiled module. The hook runs after every
 * other plugin's `resolveId` (order: 'post'), so it sees only what none of them resolved.
 */
export function devUnresolvedImportsPlugin(projectRoot: () => string): Plugin {
  return {
    name: 'rsdocs:dev-unresolved-imports',
    apply: 'serve',
    enforce: 'post',
    resolveId: {
      order: 'post',
      handler(source, importer, options) {
        // Only the browser's modules: the server render reports its own failure, and a dependency scan only asks.
        if (!importer || (options as { scan?: boolean }).scan || this.environment.name !== 'client') return null;
        const file = importer.split('?')[0]!;
        const root = projectRoot();
        if (!PAGE_EXTENSIONS.some((ext) => file.endsWith(ext)) || !file.startsWith(root + path.sep) || file.includes(`${path.sep}node_modules${path.sep}`)) return null;
        let text: string;
        try {
          text = fs.readFileSync(file, 'utf8');
        } catch {
          return null; // gone since: the watcher reports that
        }
        const place = importPlace(text, source);
        if (!place) return null;
        const rel = path.relative(root, file).split(path.sep).join('/');
        throw locatedError([{ file: rel, ...place, message: `this import cannot be resolved: ${fixFor(source, root)}` }], file, text);
      },
    },
  };
}
