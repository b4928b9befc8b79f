import fs from 'node:fs';
import path from 'node:path';
import type { ConfigEnv, InlineConfig, PluginOption, UserConfig } from 'vite';
import type { SiteConfig } from '../config/types';
import { RsdocsError } from '../vite/errors';

const CONFIG_EXTENSIONS = ['ts', 'mts', 'js', 'mjs'];

/** `<name>.(ts|mts|js|mjs)` in `root`, the first that exists. */
export function findConfigFile(root: string, name: 'site.config' | 'vite.config'): string | null {
  for (const ext of CONFIG_EXTENSIONS) {
    const file = path.join(root, `${name}.${ext}`);
    if (fs.existsSync(file)) return file;
  }
  return null;
}

/** What the command line sets; each wins over the site's files. */
export interface CliOverrides {
  port?: number;
  host?: string | boolean;
  open?: string | boolean;
  base?: string;
  outDir?: string;
}

export interface ProjectConfig {
  /** Vite's inline config: the site's vite.config (if any) with the rsdocs plugin and the command line's options. */
  inline: InlineConfig;
  /** Files whose change means loading the project again: the configs and what they import. */
  dependencies: string[];
  /** The site config's file, relative to the root (for messages). */
  siteConfigFile: string;
}

async function hasRsdocsPlugin(plugins: PluginOption[] | undefined): Promise<boolean> {
  const flat = (await Promise.all((plugins ?? []).map(async (p) => (Array.isArray(p) ? hasRsdocsPlugin(p) : ((await p) as { name?: string } | null)?.name === 'rsdocs'))));
  return flat.some(Boolean);
}

/**
 * A config file's export. A build imports a plain JavaScript file as Node would, not bundled as Vite does by
 * default: bundling costs memory in proportion to the file (Rolldown parses it and writes it again with an inline
 * source map), and a large site's config lists its pages. A 100,002-page site whose sidebars are in its 7.9 MB
 * config took 870-930 MB of RSS to bundle and 230 MB to import, and the build started from that RSS. The dev server
 * bundles: it watches what the config imports (`dependencies`) and must load it afresh when one changes. A file
 * Node cannot import as it is (one importing TypeScript, or a path without its extension) is bundled as before,
 * and an error in it is reported by the bundler, with its place.
 */
async function loadConfigFile(env: ConfigEnv, file: string, root: string) {
  const { loadConfigFromFile } = await import('vite');
  if (env.command === 'build' && /\.(m?js|cjs)$/.test(file)) {
    try {
      return await loadConfigFromFile(env, file, root, 'silent', undefined, 'native');
    } catch {
      // bundled below
    }
  }
  return loadConfigFromFile(env, file, root, 'silent');
}

/**
 * A docs project as Vite's inline config. The folder holds `site.config.*` and `docs/`; a `vite.config.*` is
 * optional and used when present (with the rsdocs plugin added if it has none). Loaded here rather than by Vite, so
 * the CLI can load it again when it changes (see dev.ts) and a folder without a Vite config works the same way.
 */
export async function loadProject(rootArg: string | undefined, env: ConfigEnv, cli: CliOverrides): Promise<ProjectConfig> {
  const root = path.resolve(rootArg ?? '.');
  const siteFile = findConfigFile(root, 'site.config');
  const viteFile = findConfigFile(root, 'vite.config');
  if (!siteFile && !viteFile)
    throw new RsdocsError(`no site.config.ts (or .mts, .js, .mjs) in ${root}: run rsdocs in the folder that holds your site config and docs/, or start a new site with \`npm create rsdocs@latest <dir>\``);
  const { mergeConfig } = await import('vite');
  // By its package name: the same module as the one a site config or Vite config imports (one plugin, one error class).
  // (Typed from the source: the package's own types exist only once it is built.)
  const vitePlugin: string = '@rsdocs/theme/vite';
  // Loaded while Rolldown bundles the config files below (on its own threads): the first page waits for both.
  const pluginModule = import(vitePlugin) as Promise<typeof import('../vite/plugin')>;
  pluginModule.catch(() => {}); // awaited below; a config that fails first is the error to report
  const dependencies: string[] = [];
  let user: UserConfig = {};
  if (viteFile) {
    const loaded = await loadConfigFile(env, viteFile, root);
    if (loaded) {
      user = loaded.config;
      dependencies.push(...loaded.dependencies.map((d) => path.resolve(root, d)));
    }
  }
  const siteConfigFile = path.relative(root, siteFile ?? viteFile!).split(path.sep).join('/');
  const plugins: PluginOption[] = [];
  const { rsdocs } = await pluginModule;
  if (!(await hasRsdocsPlugin(user.plugins))) {
    if (!siteFile) throw new RsdocsError(`${path.basename(viteFile!)} does not use the rsdocs() plugin, and there is no site.config.ts to give it`);
    const loaded = await loadConfigFile(env, siteFile, root);
    dependencies.push(...(loaded?.dependencies ?? []).map((d) => path.resolve(root, d)));
    plugins.push(rsdocs((loaded?.config ?? {}) as unknown as SiteConfig, { configFile: siteConfigFile }));
  }
  if (siteFile && !dependencies.includes(siteFile)) dependencies.push(siteFile);
  if (viteFile && !dependencies.includes(viteFile)) dependencies.push(viteFile);

  const fromCli: InlineConfig = {
    ...(cli.base !== undefined ? { base: cli.base } : {}),
    ...(cli.outDir !== undefined ? { build: { outDir: cli.outDir } } : {}),
    server: { ...(cli.port !== undefined ? { port: cli.port } : {}), ...(cli.host !== undefined ? { host: cli.host } : {}), ...(cli.open !== undefined ? { open: cli.open } : {}) },
    preview: { ...(cli.port !== undefined ? { port: cli.port } : {}), ...(cli.host !== undefined ? { host: cli.host } : {}) },
  };
  const inline = mergeConfig(mergeConfig({ ...user, root, configFile: false as const }, fromCli), { plugins }) as InlineConfig;
  return { inline, dependencies: [...new Set(dependencies)], siteConfigFile };
}
