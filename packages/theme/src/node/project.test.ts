import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as vite from 'vite';
import type { Plugin, PluginOption } from 'vite';
import { findConfigFile, loadProject } from './project';

// Vite's config loader as it is, watched: which loader each config file went through.
vi.mock('vite', async (importOriginal) => {
  const actual = await importOriginal<typeof import('vite')>();
  return { ...actual, loadConfigFromFile: vi.fn(actual.loadConfigFromFile) };
});
const loaders = () => vi.mocked(vite.loadConfigFromFile).mock.calls.map((call) => `${path.basename(call[1] ?? '')}:${call[5] ?? 'bundle'}`);

// A docs project as the CLI finds it: site.config.* and docs/, a vite.config.* used when present.
const env = { command: 'serve' as const, mode: 'development' };
const dirs: string[] = [];
function project(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsdocs-project-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n');
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const names = async (plugins: PluginOption[] | undefined): Promise<string[]> =>
  (await Promise.all((plugins ?? []).map(async (p) => (Array.isArray(p) ? names(p) : [((await p) as Plugin | null)?.name ?? ''])))).flat();

describe('findConfigFile', () => {
  it('takes the extensions in order ts, mts, js, mjs', () => {
    const dir = project({ 'site.config.mjs': 'export default {}', 'site.config.mts': 'export default {}' });
    expect(findConfigFile(dir, 'site.config')).toBe(path.join(dir, 'site.config.mts'));
    expect(findConfigFile(dir, 'vite.config')).toBeNull();
  });
});

describe('loadProject', () => {
  it('adds the rsdocs plugin with the site config when there is no Vite config', async () => {
    const dir = project({ 'site.config.ts': "const title: string = 'Acme';\nexport default { title };\n", 'docs/en/index.md': '# Hi\n' });
    const { inline, dependencies, siteConfigFile } = await loadProject(dir, env, {});
    expect(inline.root).toBe(dir);
    expect(inline.configFile).toBe(false);
    expect(await names(inline.plugins)).toContain('rsdocs');
    expect(siteConfigFile).toBe('site.config.ts');
    expect(dependencies).toContain(path.join(dir, 'site.config.ts'));
  });

  it("uses a vite.config that has the plugin as it is, and watches what it imports", async () => {
    const dir = project({
      'site.config.mjs': "export default { title: 'Acme' };\n",
      'vite.config.mjs': "import { rsdocs } from '@rsdocs/theme/vite';\nimport site from './site.config.mjs';\nexport default { plugins: [rsdocs(site)], define: { MARK: '1' } };\n",
    });
    // The Vite config imports the theme by name: give the folder the package as an install would.
    fs.mkdirSync(path.join(dir, 'node_modules/@rsdocs'), { recursive: true });
    fs.symlinkSync(path.resolve(import.meta.dirname, '../..'), path.join(dir, 'node_modules/@rsdocs/theme'));
    const { inline, dependencies } = await loadProject(dir, env, {});
    expect((await names(inline.plugins)).filter((n) => n === 'rsdocs')).toHaveLength(1);
    expect(inline.define).toEqual({ MARK: '1' });
    expect(dependencies).toEqual(expect.arrayContaining([path.join(dir, 'vite.config.mjs'), path.join(dir, 'site.config.mjs')]));
  });

  it('adds the plugin to a vite.config without it', async () => {
    const dir = project({ 'site.config.mjs': "export default { title: 'Acme' };\n", 'vite.config.mjs': "export default { define: { MARK: '2' } };\n" });
    const { inline } = await loadProject(dir, env, {});
    expect((await names(inline.plugins)).filter((n) => n === 'rsdocs')).toHaveLength(1);
    expect(inline.define).toEqual({ MARK: '2' });
  });

  it('applies the command line over the files', async () => {
    const dir = project({ 'site.config.mjs': "export default { title: 'Acme', base: '/docs/' };\n" });
    const { inline } = await loadProject(dir, env, { port: 4321, host: true, base: '/other/', outDir: 'out' });
    expect(inline.server).toMatchObject({ port: 4321, host: true });
    expect(inline.base).toBe('/other/');
    expect(inline.build?.outDir).toBe('out');
  });

  it('says what to do in a folder without a site config', async () => {
    const dir = project({ 'docs/en/index.md': '# Hi\n' });
    await expect(loadProject(dir, env, {})).rejects.toThrow(/no site\.config\.ts .* in .*run rsdocs in the folder that holds your site config/);
  });

  it('rejects an invalid site config, naming the field', async () => {
    const dir = project({ 'site.config.mjs': "export default { title: 42 };\n" });
    await expect(loadProject(dir, env, {})).rejects.toThrow(/title/);
  });

  describe('for a build', () => {
    const build = { command: 'build' as const, mode: 'production' };
    afterEach(() => vi.mocked(vite.loadConfigFromFile).mockClear());

    it('imports a plain JavaScript config as it is, not bundled', async () => {
      const dir = project({ 'site.config.mjs': "export default { title: 'Acme' };\n" });
      vi.mocked(vite.loadConfigFromFile).mockClear();
      await loadProject(dir, build, {});
      expect(loaders()).toEqual(['site.config.mjs:native']);
    });

    it('bundles a TypeScript config, and any config for the dev server (it watches what the config imports)', async () => {
      const dir = project({ 'site.config.ts': "const title: string = 'Acme';\nexport default { title };\n" });
      vi.mocked(vite.loadConfigFromFile).mockClear();
      await loadProject(dir, build, {});
      const plain = project({ 'site.config.mjs': "export default { title: 'Acme' };\n" });
      await loadProject(plain, env, {});
      expect(loaders()).toEqual(['site.config.ts:bundle', 'site.config.mjs:bundle']);
    });

    it('bundles a JavaScript config Node cannot import as it is (one that imports TypeScript)', async () => {
      const dir = project({
        'title.ts': "export const title: string = 'From TypeScript';\n",
        'site.config.mjs': "import { title } from './title.ts';\nexport default { title };\n",
      });
      vi.mocked(vite.loadConfigFromFile).mockClear();
      const { inline } = await loadProject(dir, build, {});
      expect(loaders()).toEqual(['site.config.mjs:native', 'site.config.mjs:bundle']);
      expect(await names(inline.plugins)).toContain('rsdocs');
    });

    it('reports an error in a plain config as the bundler places it', async () => {
      const dir = project({ 'site.config.mjs': "export default { title: 'Acme' ;\n" });
      await expect(loadProject(dir, build, {})).rejects.toThrow(/site\.config\.mjs:1/);
    });
  });
});
