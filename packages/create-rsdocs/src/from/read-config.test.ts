import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Call, Dynamic, optionsOf, readRspressConfig } from './read-config';
import { FIXTURE, WRAPPER_CONFIG } from './test-support';

let tmp: string | undefined;
afterEach(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  tmp = undefined;
});

describe('readRspressConfig', () => {
  it('reads the fixture rspress.config.ts without running it: literals, consts, path.join(__dirname), spreads and .map()', () => {
    const { file, via, options } = readRspressConfig(FIXTURE);
    expect(file).toBe('rspress.config.ts');
    expect(via).toBeUndefined();
    expect(options.title).toBe('Lantern');
    expect(options.root).toBe('docs');
    expect(options.logo).toEqual({ light: '/lantern-light.svg', dark: '/lantern-dark.svg' });
    const plugins = options.plugins as Call[];
    expect(plugins.map((p) => [p.callee, p.source])).toEqual([
      ['pluginSitemap', '@rspress/plugin-sitemap'],
      ['pluginRss', '@rspress/plugin-rss'],
      ['pluginPreview', '@rspress/plugin-preview'],
      ['pluginReadingBadge', 'rspress-plugin-reading-badge'],
      ['pluginClientRedirects', '@rspress/plugin-client-redirects'],
    ]);
    // The const siteUrl reaches the plugin's options.
    expect(plugins[0]!.args[0]).toEqual({ siteUrl: 'https://lantern.example.dev' });
    const redirects = (plugins[4]!.args[0] as { redirects: unknown[] }).redirects;
    expect(redirects).toEqual([
      { from: '/guide/intro', to: '/guide/start/' },
      { from: ['/docs', '/documentation'], to: '/guide/start/' },
      { from: '/guide/setup', to: '/guide/start/quick-start' },
      { from: '/guide/first-run', to: '/guide/start/quick-start' },
    ]);
    // A function is not a literal: kept as its source text and line.
    const [head] = options.head as Dynamic[];
    expect(head).toBeInstanceOf(Dynamic);
    expect(head!.line).toBe(81);
    expect(head!.code).toMatch(/^\(\{ routePath \}\) =>/);
  });

  it('finds the Rspress options passed through a wrapper (define.doc in another *.config.ts)', () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'from-'));
    fs.writeFileSync(path.join(tmp, 'stack.config.ts'), WRAPPER_CONFIG);
    fs.writeFileSync(path.join(tmp, 'eslint.config.mjs'), 'export default [{ rules: {} }];\n');
    const { file, via, options } = readRspressConfig(tmp);
    expect(file).toBe('stack.config.ts');
    expect(via).toBe('define.doc(…)');
    expect(options.title).toBe('Beacon');
    expect(options.description).toBe('Beacon: Signals for your deploys');
    const redirects = ((options.plugins as Call[])[1]!.args[0] as { redirects: unknown[] }).redirects;
    expect(redirects).toEqual([
      { from: '/config/old-name', to: '/config/new-name' },
      { from: '/news/v0-1', to: '/blog/v0-1' },
      { from: '/news/v0-2', to: '/blog/v0-2' },
    ]);
    // A value imported from a file is not a literal.
    const [overview] = (options.builderConfig as { plugins: Dynamic[] }).plugins;
    expect(overview).toBeInstanceOf(Dynamic);
    expect(overview).not.toBeInstanceOf(Call);
  });

  it('takes module.exports and defineConfig(() => ({ … }))', () => {
    expect(optionsOf("module.exports = { title: 'A', root: 'content' };", 'rspress.config.js')?.options).toEqual({ title: 'A', root: 'content' });
    expect(optionsOf("import { defineConfig } from '@rspress/core';\nexport default defineConfig(() => ({ title: 'B', lang: 'zh' }));", 'rspress.config.ts')?.options).toEqual({ title: 'B', lang: 'zh' });
    const viaConst = optionsOf("const config = defineConfig({ title: 'C', base: '/c/' } satisfies object);\nexport default config;", 'rspress.config.ts');
    expect(viaConst?.options).toEqual({ title: 'C', base: '/c/' });
  });

  it('says where a config cannot be parsed, and what to pass when there is none', () => {
    expect(() => optionsOf('export default {\n  title: "x",,\n};', 'rspress.config.ts')).toThrow(/^rspress\.config\.ts:2:\d+: cannot read the config: /);
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'from-'));
    fs.writeFileSync(path.join(tmp, 'vitest.config.ts'), 'export default { test: {} };\n');
    expect(() => readRspressConfig(tmp!)).toThrow(/has no Rspress config: expected rspress\.config\.ts, .*Pass the folder that holds it: create-rsdocs --from <folder>/);
  });
});
