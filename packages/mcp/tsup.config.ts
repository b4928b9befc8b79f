import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  target: 'es2022',
  platform: 'node',
  clean: true,
  sourcemap: true,
  // The SDK, zod and @rsdocs/search stay dependencies, loaded from node_modules.
  external: [/^@modelcontextprotocol\//, 'zod', /^@rsdocs\//],
});
