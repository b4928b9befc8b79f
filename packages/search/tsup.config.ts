import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', build: 'src/build.ts' },
  format: ['esm'],
  dts: true,
  target: 'es2022',
  platform: 'neutral',
  clean: true,
  sourcemap: true,
  treeshake: true,
});
