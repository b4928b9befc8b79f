import { defineConfig } from 'tsup';
import { stableEntries } from './scripts/stable-entries.mjs';

/** Packages of the Node build's fast path, bundled into dist (devDependencies of this package). */
export const BUNDLED_IN_NODE_BUILD = ['markdown-it', 'yaml', 'refractor', 'unified', 'remark-rehype', 'hast-util-to-string', 'mdast-util-to-string', 'vfile'];

export default defineConfig([
  {
    // Browser side: components, layouts, client runtime. Every module is its own entry, so dist keeps the
    // source's module graph: a site's bundler tree-shakes per module and puts each lazy layout's own code
    // in that layout's chunk (pre-merged chunks would drag the doc layout into every first load).
    // Expanded in a stable order (see stable-entries.mjs): the same sources give the same dist, byte for byte.
    entry: stableEntries(['src/**/*.ts', 'src/**/*.tsx', '!src/**/*.test.ts', '!src/**/*.test.tsx', '!src/**/*.stories.tsx', '!src/**/*.fixtures.tsx', '!src/vite/**', '!src/node/**', '!src/test/**', '!src/config/schema.ts', '!src/config/messages.ts']),
    format: ['esm'],
    dts: { entry: { index: 'src/index.ts', server: 'src/server.ts', 'compat/rspress/theme': 'src/compat/rspress/theme.ts', 'compat/rspress/runtime': 'src/compat/rspress/runtime.tsx' } },
    splitting: true,
    sourcemap: false,
    clean: true,
    target: 'es2022',
    platform: 'browser',
    external: ['react', 'react-dom', /^virtual:/],
  },
  {
    // Node side: the Vite plugin, static generation, the CLI. The Markdown front end's packages are bundled in:
    // loaded from one chunk instead of a few hundred small modules, the build's Markdown step starts ~0.1 s sooner
    // (Node 20 has no compile cache). Their licences go to dist/THIRD-PARTY-LICENSES.md (scripts/licenses.mjs).
    // The slow parsers (remark-parse, MDX), loaded only when a page needs them, stay ordinary dependencies.
    entry: { 'vite/index': 'src/vite/index.ts', 'vite/compile-worker': 'src/vite/markdown/compile-worker.ts', 'vite/prerender-worker': 'src/vite/build/prerender-worker.ts', 'vite/search-worker': 'src/vite/search/worker.ts', 'vite/dev-worker': 'src/vite/dev/worker.ts', 'vite/dev-search-worker': 'src/vite/dev/search-worker.ts', 'node/cli': 'src/node/cli.ts' },
    format: ['esm'],
    dts: { entry: { 'vite/index': 'src/vite/index.ts' } },
    splitting: true,
    clean: false,
    target: 'node20',
    platform: 'node',
    // The CLI imports the plugin by the package's own name, so it shares one copy with a site's config files.
    external: ['vite', 'react', 'react-dom', '@rsdocs/theme/vite', '@rsdocs/mcp'],
    noExternal: BUNDLED_IN_NODE_BUILD,
    metafile: true,
    // Bundled CommonJS packages (yaml, markdown-it's helpers) call require().
    banner: { js: "import { createRequire as __rsdocsCreateRequire } from 'node:module'; const require = __rsdocsCreateRequire(import.meta.url);" },
  },
]);
