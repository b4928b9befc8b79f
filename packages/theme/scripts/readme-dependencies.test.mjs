import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Each published package's README says how many runtime dependencies it has ("**Runtime dependencies:** N"): the
// number must be the count of `dependencies` in its package.json, so adding one means saying so.
const packagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PUBLISHED = ['theme', 'search', 'mcp', 'create-rsdocs'];

describe('runtime dependency counts in the READMEs', () => {
  for (const name of PUBLISHED) {
    it(`packages/${name}/README.md gives the count of its package.json's dependencies`, () => {
      const readme = fs.readFileSync(path.join(packagesDir, name, 'README.md'), 'utf8');
      const pkg = JSON.parse(fs.readFileSync(path.join(packagesDir, name, 'package.json'), 'utf8'));
      const stated = [...readme.matchAll(/\*\*Runtime dependencies:\*\* (\d+)/g)].map((m) => Number(m[1]));
      expect(stated, 'one "**Runtime dependencies:** N" line').toHaveLength(1);
      expect(stated[0]).toBe(Object.keys(pkg.dependencies ?? {}).length);
    });
  }
});
