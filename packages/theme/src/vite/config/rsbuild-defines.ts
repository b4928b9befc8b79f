import path from 'node:path';
import { RsdocsError } from '../errors';

/**
 * The globals an Rspress site's own Rsbuild plugins (`builderConfig.plugins`) define for its code, as Vite's
 * `define`. Such a plugin typically computes a value in `setup()` (globbing the docs, reading files) and hands it to
 * the build with `api.modifyRsbuildConfig` → `source.define`; the site's components read it as a bare global. rsdocs
 * builds with Vite, so the plugin is run here against a stand-in of Rsbuild's plugin API: the config hooks' callbacks
 * are collected and run on an empty config, and the `source.define` they leave is the result. Every other hook, and
 * any other config they set, is named in a warning: it is not run.
 */

/** The shape of an Rsbuild plugin this reads (`RsbuildPlugin` of `@rsbuild/core`, without depending on it). */
export interface RsbuildPluginLike {
  name?: string;
  setup: (api: never) => unknown;
  apply?: 'serve' | 'build' | ((config: object, context: { action: 'dev' | 'build' | 'preview' }) => boolean);
  enforce?: 'pre' | 'post';
}

/** A plugin, or a plugin with the file it comes from (named in warnings and errors). */
export type RsbuildPluginEntry = RsbuildPluginLike | { plugin: RsbuildPluginLike; file: string };

export interface RsbuildDefinesOptions {
  /** The project folder (`api.context.rootPath`). @default process.cwd() */
  root?: string;
  /** Vite's command: plugins with `apply: 'serve'` are skipped in a build, `apply: 'build'` ones in dev. @default 'build' */
  command?: 'build' | 'serve';
  /** Where warnings go. @default console.warn */
  warn?: (message: string) => void;
}

type Json = { [key: string]: unknown };
type Callback = (config: Json, utils: Json) => unknown;
/** `api.modifyRsbuildConfig(fn)` or `api.modifyRsbuildConfig({ handler, order })`. */
type Hook = Callback | { handler: Callback; order?: 'pre' | 'default' | 'post' };

/** The config hooks whose result is read; every other hook is reported as not run. */
const CONFIG_HOOKS = ['modifyRsbuildConfig', 'modifyEnvironmentConfig', 'modifyRspackConfig'] as const;
type ConfigHook = (typeof CONFIG_HOOKS)[number];

interface Registered {
  hook: ConfigHook;
  callback: Callback;
  order: number;
  owner: Owner;
}

/** One plugin while it runs: what it is called in messages and what it did that is not carried. */
interface Owner {
  label: string;
  notRun: Set<string>;
  notCarried: Set<string>;
}

const isRecord = (value: unknown): value is Json => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** Rsbuild's `mergeRsbuildConfig`, as far as a define needs it: objects merged deeply, arrays joined, the rest replaced. */
export function mergeRsbuildConfig(...configs: unknown[]): Json {
  const merge = (a: unknown, b: unknown): unknown => {
    if (b === undefined) return a;
    if (Array.isArray(a) && Array.isArray(b)) return [...a, ...b];
    if (isRecord(a) && isRecord(b)) {
      const out: Json = { ...a };
      for (const [key, value] of Object.entries(b)) out[key] = merge(a[key], value);
      return out;
    }
    return b;
  };
  return configs.reduce<Json>((acc, config) => merge(acc, config) as Json, {});
}

/**
 * A `source.define` value as Vite's `define` wants it: a string is code as it is (in both); any other value is
 * written as code, an object's own values each as a define value (as Rspack's DefinePlugin reads them), where Vite
 * would JSON-encode the whole object and turn its strings into string literals.
 */
export function toDefineCode(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return 'undefined';
  if (typeof value === 'function' || typeof value === 'bigint' || value instanceof RegExp) return String(value);
  if (Array.isArray(value)) return `[${value.map(toDefineCode).join(', ')}]`;
  if (typeof value === 'object' && value !== null) return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${toDefineCode(v)}`).join(', ')}}`;
  return JSON.stringify(value);
}

/** `a.b` for each key two levels down of a config (`source.define`, `html.tags`): what a callback set. */
const settings = (config: Json): string[] => Object.entries(config).flatMap(([key, value]) => (isRecord(value) ? Object.keys(value).map((k) => `${key}.${k}`) : [key]));

/** Rspack's DefinePlugin as a `modifyRspackConfig` callback sees it: it only records its definitions. */
class DefinePluginStandIn {
  constructor(readonly definitions: Json) {}
}

/** The plugin API a plugin's `setup()` gets: config hooks registered, the rest recorded as not run. */
function standInApi(owner: Owner, registered: Registered[], ctx: { root: string; command: 'build' | 'serve'; config: () => Json; names: string[]; exposed: Map<unknown, unknown> }): object {
  const register = (hook: ConfigHook) => (entry: Hook) => {
    const callback = typeof entry === 'function' ? entry : entry?.handler;
    if (typeof callback !== 'function') throw new TypeError(`api.${hook}() was given ${typeof entry}, not a function or { handler }`);
    const order = typeof entry === 'function' ? 1 : entry.order === 'pre' ? 0 : entry.order === 'post' ? 2 : 1;
    registered.push({ hook, callback, order, owner });
  };
  const log = (level: 'log' | 'warn' | 'error') => (...args: unknown[]) => console[level](`[${owner.label}]`, ...args);
  const known: Json = {
    ...Object.fromEntries(CONFIG_HOOKS.map((hook) => [hook, register(hook)])),
    context: { rootPath: ctx.root, distPath: path.join(ctx.root, 'dist'), cachePath: path.join(ctx.root, 'node_modules', '.cache'), action: ctx.command === 'build' ? 'build' : 'dev', bundlerType: 'rspack' },
    logger: { info: log('log'), log: log('log'), ready: log('log'), success: log('log'), start: log('log'), warn: log('warn'), error: log('error'), debug: () => {} },
    getRsbuildConfig: () => ctx.config(),
    getNormalizedConfig: () => ctx.config(),
    isPluginExists: (name: string) => ctx.names.includes(name),
    expose: (id: unknown, value: unknown) => void ctx.exposed.set(id, value),
    useExposed: (id: unknown) => ctx.exposed.get(id),
  };
  return new Proxy(known, {
    get(target, key) {
      if (typeof key !== 'string' || key === 'then') return undefined;
      if (key in target) return target[key];
      // Any other hook (onAfterBuild, modifyHTMLTags, transform, modifyBundlerChain, …): taken, and reported.
      return () => void owner.notRun.add(`api.${key}`);
    },
  });
}

/** The utilities a `modifyRspackConfig` callback gets, as far as adding a DefinePlugin needs them. */
function rspackUtils(command: 'build' | 'serve', config: Json): Json {
  const isProd = command === 'build';
  const plugins = () => (Array.isArray(config.plugins) ? config.plugins : (config.plugins = [])) as unknown[];
  return {
    env: isProd ? 'production' : 'development',
    isProd,
    isDev: !isProd,
    target: 'web',
    isServer: false,
    isWebWorker: false,
    rspack: { DefinePlugin: DefinePluginStandIn },
    mergeConfig: mergeRsbuildConfig,
    appendPlugins: (added: unknown) => void plugins().push(...(Array.isArray(added) ? added : [added])),
    prependPlugins: (added: unknown) => void plugins().unshift(...(Array.isArray(added) ? added : [added])),
  };
}

/** Run the registered callbacks in Rsbuild's order: the Rsbuild config's, the environment's, then Rspack's. */
async function runCallbacks(registered: Registered[], command: 'build' | 'serve', state: { config: Json; rspack: Json }): Promise<void> {
  const sorted = (hook: ConfigHook) => registered.filter((r) => r.hook === hook).sort((a, b) => a.order - b.order);
  const run = async (r: Registered, input: Json, utils: Json): Promise<Json> => {
    const before = new Set(settings(input));
    let result: unknown;
    try {
      result = await r.callback(input, utils);
    } catch (error) {
      throw new RsdocsError(`${r.owner.label}: its api.${r.hook}() callback failed under rsdocs: ${(error as Error).message}. rsdocs runs it only for the \`source.define\` it sets; fix the callback, or define the globals in vite.config.ts yourself.`);
    }
    const out = isRecord(result) ? result : input;
    // What else it set: Rsbuild options beside source.define, Rspack options beside its plugins (looked at below).
    const ours = r.hook === 'modifyRspackConfig' ? 'plugins' : 'source.define';
    for (const s of settings(out)) if (!before.has(s) && s !== ours) r.owner.notCarried.add(r.hook === 'modifyRspackConfig' ? `Rspack's ${s}` : s);
    return out;
  };
  for (const r of sorted('modifyRsbuildConfig')) state.config = await run(r, state.config, { mergeRsbuildConfig });
  // An environment's config is normalized in Rsbuild: `source.define` is there for a callback to write into.
  const environment = sorted('modifyEnvironmentConfig');
  if (environment.length) state.config = mergeRsbuildConfig({ source: { define: {} } }, state.config);
  for (const r of environment) state.config = await run(r, state.config, { name: 'web', mergeEnvironmentConfig: mergeRsbuildConfig });
  for (const r of sorted('modifyRspackConfig')) {
    const before = new Set(state.rspack.plugins as unknown[]);
    state.rspack = await run(r, state.rspack, rspackUtils(command, state.rspack));
    if (!Array.isArray(state.rspack.plugins)) state.rspack.plugins = [];
    const added = (state.rspack.plugins as unknown[]).filter((p) => !before.has(p) && !(p instanceof DefinePluginStandIn));
    for (const p of added) r.owner.notCarried.add(`Rspack plugin ${(p as { constructor?: { name?: string } })?.constructor?.name ?? 'object'}`);
  }
}

/** Whether a plugin's `apply` lets it run for this command (Rsbuild's `serve` is the dev and preview servers). */
function applies(plugin: RsbuildPluginLike, command: 'build' | 'serve'): boolean {
  if (plugin.apply === undefined) return true;
  if (typeof plugin.apply === 'function') return Boolean(plugin.apply({}, { action: command === 'build' ? 'build' : 'dev' }));
  return plugin.apply === command;
}

/**
 * Run a site's local Rsbuild plugins and return the globals they define (`source.define`, or a DefinePlugin added in
 * `modifyRspackConfig`) as Vite's `define`. Use it in vite.config.ts:
 *
 * ```ts
 * import { definesFromRsbuildPlugins } from '@rsdocs/theme/vite';
 * import { pluginOverview } from './theme/pluginOverview';
 *
 * export default defineConfig(async ({ command }) => ({
 *   define: await definesFromRsbuildPlugins([{ plugin: pluginOverview, file: 'theme/pluginOverview.ts' }], { command }),
 * }));
 * ```
 *
 * Hooks other than the config hooks, and config other than `source.define`, are not run: each plugin that has some is
 * named in one warning. A plugin whose `setup()` or config callback throws stops with an error naming it.
 */
export async function definesFromRsbuildPlugins(plugins: RsbuildPluginEntry[], options: RsbuildDefinesOptions = {}): Promise<Record<string, string>> {
  const root = path.resolve(options.root ?? process.cwd());
  const command = options.command ?? 'build';
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const entries = plugins.map((entry, i) => {
    const plugin = 'plugin' in entry ? entry.plugin : entry;
    const file = 'plugin' in entry ? entry.file : undefined;
    if (typeof plugin?.setup !== 'function') throw new RsdocsError(`definesFromRsbuildPlugins: entry ${i + 1}${file ? ` (${file})` : ''} is not an Rsbuild plugin (an object with a setup() function); pass the plugin object the file exports`);
    const name = plugin.name ? `\`${plugin.name}\`` : 'an Rsbuild plugin';
    return { plugin, owner: { label: file ? `${file} (${name})` : name, notRun: new Set<string>(), notCarried: new Set<string>() } };
  });
  const rank = (p: RsbuildPluginLike) => (p.enforce === 'pre' ? 0 : p.enforce === 'post' ? 2 : 1);
  const running = entries.filter((e) => applies(e.plugin, command)).sort((a, b) => rank(a.plugin) - rank(b.plugin));
  const registered: Registered[] = [];
  const state = { config: {} as Json, rspack: { plugins: [] } as Json };
  const ctx = { root, command, config: () => state.config, names: running.map((e) => e.plugin.name ?? ''), exposed: new Map() };
  for (const { plugin, owner } of running) {
    try {
      await (plugin.setup as (api: object) => unknown)(standInApi(owner, registered, ctx));
    } catch (error) {
      throw new RsdocsError(`${owner.label}: its setup() failed under rsdocs: ${(error as Error).message}. rsdocs runs it only for the \`source.define\` it sets; fix it, or define the globals in vite.config.ts yourself.`);
    }
  }
  await runCallbacks(registered, command, state);
  for (const { owner } of running) {
    const parts = [owner.notRun.size ? `${[...owner.notRun].join(', ')} ${owner.notRun.size === 1 ? 'is' : 'are'} not run` : '', owner.notCarried.size ? `the config it sets besides \`source.define\` (${[...owner.notCarried].join(', ')}) is not carried` : ''].filter(Boolean);
    if (parts.length) warn(`rsdocs: ${owner.label}: ${parts.join('; ')}. rsdocs builds with Vite and takes only the globals the plugin defines; port the rest to a Vite plugin in vite.config.ts or an rsdocs plugin (see "Plugins" in the @rsdocs/theme README).`);
  }
  const source = isRecord(state.config.source) ? state.config.source : {};
  const defined: Json = { ...(isRecord(source.define) ? source.define : {}) };
  for (const p of state.rspack.plugins as unknown[]) if (p instanceof DefinePluginStandIn) Object.assign(defined, p.definitions);
  return Object.fromEntries(Object.entries(defined).map(([key, value]) => [key, toDefineCode(value)]));
}
