import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCompileHint, COMPILE_ALL_HINT } from './compile-hint';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-hint-'));
  fs.writeFileSync(path.join(dir, 'main.js'), "export const open = () => import('./lazy.js').then((m) => m.run(2));\n");
  fs.writeFileSync(path.join(dir, 'lazy.js'), "export function run(x) {\n  console.log('lazy', x);\n  return x * 2;\n}\n");
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The lazy chunk's code and its written source map, built with or without the hint. */
async function buildLazy(hint: boolean) {
  const output = (await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    build: { write: false, sourcemap: true, rollupOptions: { input: path.join(dir, 'main.js'), preserveEntrySignatures: 'strict' } },
    plugins: [
      {
        name: 'hint',
        generateBundle(_options, bundle) {
          for (const file of Object.values(bundle)) if (hint && file.type === 'chunk' && file.isDynamicEntry) addCompileHint(file, bundle);
        },
      },
    ],
  })) as Rolldown.RolldownOutput;
  const chunk = output.output.find((f): f is Rolldown.OutputChunk => f.type === 'chunk' && f.isDynamicEntry)!;
  const mapFile = output.output.find((f) => f.fileName === chunk.sourcemapFileName) as Rolldown.OutputAsset;
  return { code: chunk.code, chunkMap: chunk.map!.mappings, written: JSON.parse(String(mapFile.source)) as { mappings: string; sources: string[] } };
}

describe('addCompileHint', () => {
  it('puts the hint on the first line of the minified chunk and moves its source map down by that line', async () => {
    const plain = await buildLazy(false);
    const hinted = await buildLazy(true);
    expect(plain.code.startsWith(COMPILE_ALL_HINT)).toBe(false);
    expect(hinted.code).toBe(`${COMPILE_ALL_HINT}\n${plain.code}`);
    expect(plain.written.mappings).not.toBe('');
    // The written map and the chunk's own map point one line further down, to the same sources.
    expect(hinted.written.mappings).toBe(`;${plain.written.mappings}`);
    expect(hinted.chunkMap).toBe(`;${plain.chunkMap}`);
    expect(hinted.written.sources).toEqual(plain.written.sources);
  }, 30_000);
});
