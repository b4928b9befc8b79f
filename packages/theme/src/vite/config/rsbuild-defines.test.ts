import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { definesFromRsbuildPlugins, mergeRsbuildConfig, toDefineCode, type RsbuildPluginLike } from './rsbuild-defines';

// Plugins written the way Rspress sites write their own (Rsbuild's docs: a glob in setup(), then a define).
type Api = {
  modifyRsbuildConfig: (hook: unknown) => void;
  modifyEnvironmentConfig: (hook: unknown) => void;
  modifyRspackConfig: (hook: unknown) => void;
  onAfterBuild: (fn: () => void) => void;
  modifyHTMLTags: (fn: () => void) => void;
  context: { rootPath: string };
  isPluginExists: (name: string) => boolean;
};
const plugin = (name: string, setup: (api: Api) => unknown, extra: Partial<RsbuildPluginLike> = {}): RsbuildPluginLike => ({ name, setup: setup as RsbuildPluginLike['setup'], ...extra });

describe('definesFromRsbuildPlugins', () => {
  it("returns what an async setup() defines through modifyRsbuildConfig and mergeRsbuildConfig, as Vite's define", async () => {
    const overview = plugin('doc:overview', async (api) => {
      const groups = await Promise.resolve([{ name: 'base', items: ['root', 'mode'] }]);
      api.modifyRsbuildConfig((config: object, { mergeRsbuildConfig: merge }: { mergeRsbuildConfig: typeof mergeRsbuildConfig }) =>
        merge(config, { source: { define: { OVERVIEW_GROUPS: JSON.stringify(groups) } } }),
      );
    });
    const warnings: string[] = [];
    const define = await definesFromRsbuildPlugins([{ plugin: overview, file: 'theme/overview.ts' }], { warn: (m) => warnings.push(m) });
    expect(define).toEqual({ OVERVIEW_GROUPS: '[{"name":"base","items":["root","mode"]}]' });
    expect(warnings).toEqual([]);
  });

  it('reads a config mutated in place, the environment hook, a DefinePlugin added in modifyRspackConfig, and keeps Rsbuild’s callback order', async () => {
    const order: string[] = [];
    const mutating = plugin('mutating', (api) => {
      api.modifyRsbuildConfig((config: { source?: { define?: Record<string, unknown> } }) => {
        order.push('default');
        config.source ??= {};
        config.source.define = { ...config.source.define, FLAG: 'true', 'process.env.KIND': { name: '"docs"' } };
      });
      api.modifyEnvironmentConfig((config: { source: { define: Record<string, unknown> } }, { name }: { name: string }) => {
        config.source.define.ENVIRONMENT = JSON.stringify(name);
      });
    });
    const early = plugin('early', (api) => {
      api.modifyRsbuildConfig({ order: 'pre', handler: () => void order.push('pre') });
      api.modifyRspackConfig((config: { plugins: unknown[] }, { rspack }: { rspack: { DefinePlugin: new (d: object) => unknown } }) => {
        config.plugins.push(new rspack.DefinePlugin({ BUILT_WITH: '"rspack"', COUNT: 3 }));
      });
    });
    const define = await definesFromRsbuildPlugins([mutating, early], { warn: () => {} });
    expect(order).toEqual(['pre', 'default']);
    // Alone, the environment hook still finds source.define to write into, as in Rsbuild's normalized config.
    const envOnly = plugin('env-only', (api) => api.modifyEnvironmentConfig((config: { source: { define: Record<string, unknown> } }) => void (config.source.define.ONLY = '1')));
    expect(await definesFromRsbuildPlugins([envOnly])).toEqual({ ONLY: '1' });
    expect(define).toEqual({ FLAG: 'true', 'process.env.KIND': '{"name": "docs"}', ENVIRONMENT: '"web"', BUILT_WITH: '"rspack"', COUNT: '3' });
  });

  it('warns, naming the plugin file, about hooks it does not run and config besides source.define', async () => {
    const busy = plugin('busy', (api) => {
      api.onAfterBuild(() => {});
      api.modifyHTMLTags(() => {});
      api.modifyRsbuildConfig(() => ({ source: { define: { A: '1' } }, html: { tags: [] } }));
    });
    const quiet = plugin('quiet', (api) => api.modifyRsbuildConfig((c: object) => mergeRsbuildConfig(c, { source: { define: { B: '2' } } })));
    const warnings: string[] = [];
    const define = await definesFromRsbuildPlugins([{ plugin: busy, file: 'theme/busy.ts' }, { plugin: quiet, file: 'theme/quiet.ts' }], { warn: (m) => warnings.push(m) });
    expect(define).toEqual({ A: '1', B: '2' });
    expect(warnings).toEqual([
      'rsdocs: theme/busy.ts (`busy`): api.onAfterBuild, api.modifyHTMLTags are not run; the config it sets besides `source.define` (html.tags) is not carried. rsdocs builds with Vite and takes only the globals the plugin defines; port the rest to a Vite plugin in vite.config.ts or an rsdocs plugin (see "Plugins" in the @rsdocs/theme README).',
    ]);
  });

  it('gives the plugin a context, and skips plugins whose apply does not match the command', async () => {
    let seen = '';
    const rooted = plugin('rooted', (api) => {
      seen = api.context.rootPath;
      api.modifyRsbuildConfig(() => ({ source: { define: { HAS_SERVE: JSON.stringify(api.isPluginExists('serve-only')) } } }));
    });
    const serveOnly = plugin('serve-only', (api) => api.modifyRsbuildConfig((c: object) => mergeRsbuildConfig(c, { source: { define: { DEV: 'true' } } })), { apply: 'serve' });
    expect(await definesFromRsbuildPlugins([rooted, serveOnly], { root: '/site' })).toEqual({ HAS_SERVE: 'false' });
    expect(seen).toBe(path.resolve('/site'));
    expect(await definesFromRsbuildPlugins([serveOnly], { command: 'serve' })).toEqual({ DEV: 'true' });
  });

  it('stops with an error naming the plugin file when its setup or a callback throws, or an entry is not a plugin', async () => {
    const broken = plugin('broken', () => {
      throw new Error('ENOENT: docs/en/config');
    });
    await expect(definesFromRsbuildPlugins([{ plugin: broken, file: 'theme/broken.ts' }])).rejects.toThrow(
      'theme/broken.ts (`broken`): its setup() failed under rsdocs: ENOENT: docs/en/config. rsdocs runs it only for the `source.define` it sets',
    );
    const badCallback = plugin('bad', (api) =>
      api.modifyRsbuildConfig(() => {
        throw new Error('no output');
      }),
    );
    await expect(definesFromRsbuildPlugins([badCallback])).rejects.toThrow('`bad`: its api.modifyRsbuildConfig() callback failed under rsdocs: no output.');
    await expect(definesFromRsbuildPlugins([{ plugin: {} as RsbuildPluginLike, file: 'theme/x.ts' }])).rejects.toThrow('entry 1 (theme/x.ts) is not an Rsbuild plugin');
  });
});

describe('toDefineCode and mergeRsbuildConfig', () => {
  it('keeps strings as code and writes other values as code, object values each as a define value', () => {
    expect(toDefineCode('"text"')).toBe('"text"');
    expect(toDefineCode(false)).toBe('false');
    expect(toDefineCode(undefined)).toBe('undefined');
    expect(toDefineCode({ a: 'window.x', b: [1, 'y'] })).toBe('{"a": window.x, "b": [1, y]}');
  });

  it('merges deeply, joins arrays, later values win', () => {
    expect(mergeRsbuildConfig({ source: { define: { A: '1' } }, tags: [1] }, { source: { define: { B: '2' } }, tags: [2] }, { source: { define: { A: '3' } } })).toEqual({
      source: { define: { A: '3', B: '2' } },
      tags: [1, 2],
    });
  });
});
