import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validateConfig } from '../vite/validate-config';
import { defaultVersions, initSite } from './init';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-init-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const read = (dir: string, rel: string) => fs.readFileSync(path.join(dir, rel), 'utf8');

describe('initSite', () => {
  it('writes a minimal bilingual site into a new folder', () => {
    const dir = path.join(tempDir(), 'My Docs');
    const logs: string[] = [];
    const result = initSite(dir, { log: (m) => logs.push(m) });

    const expected = [
      'package.json',
      'vite.config.ts',
      'site.config.ts',
      'docs/en/index.md',
      'docs/en/guide/start.md',
      'docs/zh/index.md',
      'docs/zh/guide/start.md',
      'theme/index.ts',
      'theme/brand.css',
      'README.md',
    ];
    for (const rel of expected) {
      expect(result.files).toContain(rel);
      expect(fs.existsSync(path.join(dir, rel)), rel).toBe(true);
    }

    const pkg = JSON.parse(read(dir, 'package.json'));
    expect(pkg.name).toBe('my-docs');
    expect(pkg.type).toBe('module');
    expect(pkg.scripts).toEqual({ dev: 'vite', build: 'vite build', preview: 'rsdocs serve dist' });
    expect(Object.keys(pkg.dependencies).sort()).toEqual(['@rsdocs/search', '@rsdocs/theme', 'react', 'react-dom', 'vite']);
    for (const range of Object.values(pkg.dependencies)) expect(range).not.toMatch(/^workspace:/);

    expect(read(dir, 'vite.config.ts')).toContain('rsdocs(site');
    const config = read(dir, 'site.config.ts');
    expect(config).toContain("from '@rsdocs/theme/vite'");
    expect(config).toContain('defineConfig({');
    expect(config).toContain("lang: 'zh'");
    expect(read(dir, 'docs/en/index.md')).toMatch(/^---\npageType: home\nhero:/);
    expect(read(dir, 'docs/zh/guide/start.md')).toContain('# 快速上手');
    expect(read(dir, 'theme/index.ts')).toContain("import './brand.css'");
    expect(read(dir, 'theme/brand.css')).toContain('--rsd-c-brand:');
    expect(logs.join('\n')).toMatch(/Next steps:[\s\S]*npm install[\s\S]*npm run dev/);
  });

  it('uses the versions of the theme package it ships with', () => {
    const own = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8'));
    const v = defaultVersions();
    expect(v.theme).toBe(`^${own.version}`);
    expect(v.react).toBe(own.devDependencies.react);
    expect(v.reactDom).toBe(own.devDependencies['react-dom']);
    expect(v.vite).toBe(own.devDependencies.vite);
    expect(v.search).toMatch(/^\^\d+\.\d+\.\d+/);
  });

  it('writes a config that passes validation', async () => {
    const dir = tempDir();
    initSite(dir, { log: () => {} });
    // The config file is TypeScript without type-only syntax, so it can be evaluated after dropping the import.
    const source = read(dir, 'site.config.ts')
      .replace(/^import .*$/m, 'const defineConfig = (c) => c;')
      .replace('export default', 'globalThis.__rsdocsConfig =');
    new Function(source)();
    const config = (globalThis as { __rsdocsConfig?: unknown }).__rsdocsConfig;
    expect(validateConfig(config)).toEqual([]);
  });

  it('accepts an existing empty folder', () => {
    const dir = tempDir();
    expect(() => initSite(dir, { log: () => {} })).not.toThrow();
    expect(fs.existsSync(path.join(dir, 'site.config.ts'))).toBe(true);
  });

  it('refuses a folder that is not empty and writes nothing', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'keep me');
    expect(() => initSite(dir, { log: () => {} })).toThrow(/is not empty \(notes\.txt\)/);
    expect(fs.readdirSync(dir)).toEqual(['notes.txt']);
  });

  it('refuses a path that is a file', () => {
    const file = path.join(tempDir(), 'file.txt');
    fs.writeFileSync(file, '');
    expect(() => initSite(file, { log: () => {} })).toThrow(/is not a folder/);
  });
});
