// The config room owns the site config: validated, resolved (resolveSite), and what it makes of Vite's config.
import fs from 'node:fs';
import path from 'node:path';
import { searchForWorkspaceRoot, type Plugin, type UserConfig } from 'vite';
import { notPageChunks } from '../client/page-chunks';
import { VIRTUAL, type ThemePaths } from '../client/virtual';
import type { RsdocsContext } from '../context';
import { canStage, stagingDirFor } from '../build/staging';
import { resolveSite } from './resolve';

/** Where the server bundle is written, inside the out dir (removed once the pages are prerendered). */
export const SSR_DIR = '.rsdocs-ssr';
/** React and React DOM (and its scheduler), as installed by any package manager: the entry's first file. */
const REACT_MODULES = /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;

/**
 * The theme's browser-side dependencies besides React. Pre-bundled before the first page (see `optimizeDeps`);
 * `plugin.test.ts` checks this list against the imports of the built theme.
 */
export const THEME_BROWSER_DEPS = ['clsx', '@radix-ui/react-dialog', '@radix-ui/react-popover'];

/**
 * `rsdocs:config`: Vite's config for a docs site (base, the two bundles, pre-bundled dependencies), and the site
 * resolved once Vite's config is: the context's site, theme entry and out dir.
 */
export function configPlugin(ctx: RsdocsContext): Plugin {
  return {
    name: 'rsdocs:config',
    enforce: 'pre',
    sharedDuringBuild: true,

    config(user, env) {
      ctx.emptyOutDir = user.build?.emptyOutDir !== false;
      ctx.serving = env.command === 'serve';
      // A build writes into a staging folder, Vite's bundles too, and swaps it in once it succeeded (build/staging.ts).
      const staged = env.command === 'build' && !env.isPreview && user.build?.write !== false ? stagedOutDir(user) : null;
      ctx.targetOutDir = staged?.target ?? '';
      return viteConfigFor(user, { base: ctx.config.base, paths: ctx.paths, serving: ctx.serving, stagingDir: staged?.staging });
    },

    configResolved(resolvedConfig) {
      const site = resolveSite({ ...ctx.config, base: resolvedConfig.base }, resolvedConfig.root);
      ctx.site = site;
      ctx.themeEntryFile = ctx.config.themeEntry ? path.resolve(site.projectRoot, ctx.config.themeEntry) : null;
      ctx.outDir = path.resolve(resolvedConfig.root, resolvedConfig.environments.client?.build.outDir ?? 'dist');
      ctx.targetOutDir ||= ctx.outDir;
      ctx.assetsDir = resolvedConfig.environments.client?.build.assetsDir ?? 'assets';
      ctx.isBuild = resolvedConfig.command === 'build';
    },
  };
}

/** The out dir a build names (a symlink's target), and the staging folder it writes instead; null when it cannot stage. */
function stagedOutDir(user: UserConfig): { target: string; staging: string } | null {
  const root = path.resolve(user.root ?? process.cwd());
  let target = path.resolve(root, user.build?.outDir ?? 'dist');
  try {
    target = fs.realpathSync(target);
  } catch {
    // not there yet
  }
  return canStage(target, root) ? { target, staging: stagingDirFor(target) } : null;
}

/**
 * What the site adds to the user's Vite config: `site.base` is the site config's, `serving` the dev server's;
 * `stagingDir` where a build writes instead of the out dir (both bundles, and plugins reading `build.outDir`).
 */
export function viteConfigFor(
  user: UserConfig,
  { base, paths, serving, stagingDir }: { base: string | undefined; paths: ThemePaths; serving: boolean; stagingDir?: string },
): UserConfig {
  const out = stagingDir ?? user.build?.outDir ?? 'dist';
  // The theme's runtime stays outside the server bundle: prerendering imports it as it is (server-render.ts).
  const themeRuntime = new Set(['@rsdocs/theme', '@rsdocs/theme/server', paths.client, paths.server]);
  return {
    // The site's base is Vite's too (asset and chunk URLs), unless the Vite config (or `--base`) sets its own.
    base: user.base ?? base ?? '/',
    // The theme's files are served to the browser even when the package is linked from outside the project.
    server: { fs: { allow: [...(user.server?.fs?.allow ?? [searchForWorkspaceRoot(user.root ?? process.cwd())]), path.dirname(paths.client), ...(paths.search ? [path.dirname(paths.search)] : [])] } },
    // Vite gzips every chunk just to print its size: hundreds of page chunks make that a noticeable wait.
    build: { reportCompressedSize: user.build?.reportCompressedSize ?? false, ...(stagingDir ? { outDir: stagingDir } : {}) },
    appType: 'custom',
    resolve: { dedupe: ['react', 'react-dom'] },
    optimizeDeps: {
      // Everything the browser needs is pre-bundled up front: a dependency found later makes Vite reload the page.
      include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime', ...THEME_BROWSER_DEPS.map((d) => `@rsdocs/theme > ${d}`)],
      // Never the theme and search themselves: a site's theme entry imports them by name and the plugin's modules
      // by file, and both must reach the same modules (a pre-bundled copy would be a second theme).
      exclude: ['@rsdocs/theme', '@rsdocs/search'],
    },
    // One resolved config for both bundles: otherwise Vite loads the config file again for each of them.
    builder: { sharedConfigBuild: true },
    environments: {
      client: {
        build: {
          outDir: out,
          // Emptied before the server bundle instead (see build/build-site.ts): pages are written while this one builds.
          emptyOutDir: false,
          rolldownOptions: {
            input: { main: VIRTUAL.clientEntry },
            // Everything the entry imports statically is two files, React's and the rest: left alone, Rolldown
            // splits modules that lazy chunks share with it (React, clsx, small libs) into extra files every page
            // must fetch anyway. Two, not one, so that a slow phone compiles them in two tasks, not one long one
            // (their evaluation is split too, see `reactFirstModule`).
            output: {
              codeSplitting: {
                groups: [
                  { name: 'react', test: REACT_MODULES, tags: ['$initial'], priority: 2 },
                  { name: 'main', test: notPageChunks, tags: ['$initial'], priority: 1 },
                ],
              },
            },
          },
        },
      },
      ssr: {
        // The dev server runs a site's theme entry and pages with JavaScript through Vite, and the theme's runtime
        // as it is (dev/html.ts): the theme stays external, so both see one copy of its components.
        resolve: serving ? { external: ['@rsdocs/theme', '@rsdocs/search', 'react', 'react-dom'] } : { noExternal: true, external: ['react', 'react-dom'] },
        build: {
          outDir: path.join(out, SSR_DIR),
          ssr: true,
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
          rolldownOptions: { input: { server: VIRTUAL.serverEntry }, external: (id) => themeRuntime.has(id) },
        },
      },
    },
  };
}
