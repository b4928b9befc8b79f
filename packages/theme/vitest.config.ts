import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // Components, hooks and browser runtime: jsdom with Testing Library and the Storybook annotations.
        test: {
          name: 'dom',
          environment: 'jsdom',
          // Worker threads start faster than child processes; each file still gets a fresh module graph.
          pool: 'threads',
          globals: true,
          setupFiles: ['./src/test/setup.ts'],
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/vite/**', 'src/node/**'],
          css: false,
        },
      },
      {
        // Build side: Node only.
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/vite/**/*.test.ts', 'src/node/**/*.test.ts', 'scripts/**/*.test.mjs'],
        },
      },
    ],
  },
});
