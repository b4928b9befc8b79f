import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // Browser side: components, layouts, client runtime. Every module is its own entry, so dist keeps the
    // source's module graph: a site's bundler tree-shakes per module and puts each lazy layout's own code
    // in that layout's chunk (pre-merged chunks would drag the doc layout into every first load).
    entry: ['src/**/*.ts', 'src/**/*.tsx', '!src/**/*.test.ts', '!src/**/*.test.tsx', '!src/**/*.stories.tsx', '!src/**/*.fixtures.tsx', '!src/vite/**', '!src/node/**', '!src/test/**'],
    format: ['esm'],
    dts: { entry: { index: 'src/index.ts', server: 'src/server.ts' } },
    splitting: true,
    sourcemap: false,
    clean: true,
    target: 'es2022',
    platform: 'browser',
    external: ['react', 'react-dom', /^virtual:/],
  },
  {
    // Node side: the Vite plugin, static generation, the CLI.
    entry: { 'vite/index': 'src/vite/index.ts', 'vite/compile-worker': 'src/vite/compile-worker.ts', 'vite/prerender-worker': 'src/vite/prerender-worker.ts', 'vite/search-worker': 'src/vite/search-worker.ts', 'node/cli': 'src/node/cli.ts' },
    format: ['esm'],
    dts: { entry: { 'vite/index': 'src/vite/index.ts' } },
    splitting: true,
    clean: false,
    target: 'node20',
    platform: 'node',
    external: ['vite', 'react', 'react-dom'],
  },
]);
