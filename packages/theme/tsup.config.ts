import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // Browser side: components, layouts, client runtime. Dynamic imports stay split so sites lazy-load them.
    entry: { index: 'src/index.ts', server: 'src/server.ts' },
    format: ['esm'],
    dts: true,
    splitting: true,
    sourcemap: false,
    clean: true,
    target: 'es2022',
    platform: 'browser',
    external: ['react', 'react-dom', /^virtual:/],
  },
  {
    // Node side: the Vite plugin, static generation, the CLI.
    entry: { 'vite/index': 'src/vite/index.ts', 'vite/compile-worker': 'src/vite/compile-worker.ts', 'node/cli': 'src/node/cli.ts' },
    format: ['esm'],
    dts: { entry: { 'vite/index': 'src/vite/index.ts' } },
    splitting: true,
    clean: false,
    target: 'node20',
    platform: 'node',
    external: ['vite', 'react', 'react-dom'],
  },
]);
