import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ThemePaths } from './virtual';

/** The theme's built browser and server entries, and @rsdocs/search's searcher if installed. */
export function themePaths(): ThemePaths {
  // This code sits in dist/vite/index.js, or in a chunk in dist/ (the CLI's): the browser entries are in dist/.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dist = fs.existsSync(path.join(here, 'styles.css')) ? here : path.resolve(here, '..');
  let search: string | null = null;
  try {
    search = fileURLToPath(import.meta.resolve('@rsdocs/search'));
  } catch {
    search = null;
  }
  return { client: path.join(dist, 'index.js'), server: path.join(dist, 'server.js'), styles: path.join(dist, 'styles.css'), search };
}
