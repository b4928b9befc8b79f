import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// dist/THIRD-PARTY-LICENSES.md is written from the Node build's metafile (scripts/licenses.mjs). This checks it
// against the built files themselves: esbuild heads each bundled module with a `// <path>` comment, so every
// package copied into any file of dist (browser or Node build) shows there by its node_modules path.
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/** Every `.js` file under `dir`. */
function jsFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? jsFiles(full) : e.name.endsWith('.js') ? [full] : [];
  });
}

/** The packages whose modules a built file holds: the last `node_modules/<name>` of each module comment. */
function bundledIn(text) {
  const names = new Set();
  for (const m of text.matchAll(/^\/\/ (\S*node_modules\/\S+)$/gm)) {
    const last = m[1].split('node_modules/').pop();
    names.add(last.startsWith('@') ? last.split('/').slice(0, 2).join('/') : last.split('/')[0]);
  }
  return names;
}

describe('dist/THIRD-PARTY-LICENSES.md', () => {
  it('lists every package bundled into dist, and no other, each with its licence text', () => {
    const licences = path.join(dist, 'THIRD-PARTY-LICENSES.md');
    if (!fs.existsSync(licences)) throw new Error(`${licences} is missing: build the theme first (pnpm --filter @rsdocs/theme run build)`);
    const bundled = new Set();
    for (const file of jsFiles(dist)) for (const name of bundledIn(fs.readFileSync(file, 'utf8'))) bundled.add(name);
    // The comments are there (an unminified build): without them this check would check nothing.
    expect(bundled.size).toBeGreaterThan(5);
    const text = fs.readFileSync(licences, 'utf8');
    const sections = [...text.matchAll(/^## ((?:@[^/\s]+\/)?[^@\s]+)@(\S+) \(([^)]*)\)\n\n([\s\S]*?)(?=\n## |$)/g)];
    const listed = sections.map((m) => m[1]);
    expect([...listed].sort()).toEqual([...bundled].sort());
    for (const [, name, , licence, body] of sections) {
      expect(licence, name).not.toBe('undefined');
      expect(body.trim().length, name).toBeGreaterThan(20);
    }
  });
});
