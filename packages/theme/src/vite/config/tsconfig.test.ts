import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { flattenTsconfig, parseJsonc, tsconfigPlugin, tsconfigText } from './tsconfig';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-tsconfig-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};

describe('parseJsonc', () => {
  it('reads comments and trailing commas, and leaves strings that look like them alone', () => {
    const text = `{
      // a comment
      "a": "http://x.test/*not a comment*/", /* block */
      "b": [1, 2,],
      "c": "a,]",
    }`;
    expect(parseJsonc(text)).toEqual({ a: 'http://x.test/*not a comment*/', b: [1, 2], c: 'a,]' });
  });
});

describe('flattenTsconfig', () => {
  it('merges a relative extends (its options under the file’s own), with paths relative to the file defining them', () => {
    write('config/base.json', JSON.stringify({ compilerOptions: { strict: true, jsx: 'preserve', paths: { '@base/*': ['./base/*'] } } }));
    write('tsconfig.json', JSON.stringify({ extends: './config/base', compilerOptions: { jsx: 'react-jsx' } }));
    const { config, missing } = flattenTsconfig(path.join(dir, 'tsconfig.json'));
    expect(missing).toEqual([]);
    expect(config.compilerOptions).toEqual({ strict: true, jsx: 'react-jsx', paths: { '@base/*': [path.join(dir, 'config/base/*')] } });
  });

  it('reports an extends that is not installed and keeps the rest', () => {
    write('tsconfig.json', `{ "extends": "@scripts/config/tsconfig", "compilerOptions": { "paths": { "@en/*": ["./docs/en/*"] } } }`);
    const { config, missing } = flattenTsconfig(path.join(dir, 'tsconfig.json'));
    expect(missing).toEqual([{ spec: '@scripts/config/tsconfig', file: path.join(dir, 'tsconfig.json') }]);
    expect(config.compilerOptions?.paths).toEqual({ '@en/*': [path.join(dir, 'docs/en/*')] });
  });

  it('resolves paths against baseUrl when there is one', () => {
    write('tsconfig.json', JSON.stringify({ compilerOptions: { baseUrl: './src', paths: { '~/*': ['./*'] } } }));
    const { config } = flattenTsconfig(path.join(dir, 'tsconfig.json'));
    expect(config.compilerOptions?.paths).toEqual({ '~/*': [path.join(dir, 'src/*')] });
  });

  it('writes paths relative to the copy’s folder', () => {
    const text = tsconfigText({ compilerOptions: { paths: { '@en/*': [path.join(dir, 'docs/en/*')] } }, include: [path.join(dir, 'docs')] }, path.join(dir, 'node_modules/.rsdocs'));
    expect(JSON.parse(text)).toEqual({ compilerOptions: { paths: { '@en/*': ['../../docs/en/*'] } }, include: ['../../docs'] });
  });
});

describe('tsconfigPlugin', () => {
  const configOf = (user: object) => (tsconfigPlugin().config as (u: object) => { resolve: { tsconfigPaths: boolean }; tsconfig?: string })(user);

  it("turns on Vite's tsconfig paths, and points Vite at a copy without an extends that is not installed", () => {
    write('tsconfig.json', JSON.stringify({ extends: '@scripts/missing/tsconfig', compilerOptions: { paths: { '@docs/*': ['./docs/*'] } } }));
    const out = configOf({ root: dir });
    expect(out.resolve.tsconfigPaths).toBe(true);
    expect(out.tsconfig).toBe(path.join(dir, 'node_modules/.rsdocs/tsconfig.json'));
    expect(JSON.parse(fs.readFileSync(out.tsconfig!, 'utf8')).compilerOptions.paths).toEqual({ '@docs/*': ['../../docs/*'] });
  });

  it('leaves a tsconfig whose bases are all found to Vite, and a Vite config’s own choice as it is', () => {
    write('tsconfig.json', JSON.stringify({ compilerOptions: { paths: { '@docs/*': ['./docs/*'] } } }));
    expect(configOf({ root: dir })).toEqual({ resolve: { tsconfigPaths: true } });
    expect(configOf({ root: dir, resolve: { tsconfigPaths: false } })).toEqual({ resolve: { tsconfigPaths: false } });
  });
});
