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
          // A safety net for a hang, not a speed check: on a loaded machine (load 28 in a fresh-clone run) a dialog
          // test that waits for its conditions took 6 s, past Vitest's default 5 s.
          testTimeout: 30_000,
        },
      },
      {
        // Build side: Node only.
        test: {
          name: 'node',
          environment: 'node',
          setupFiles: ['./src/test/setup-node.ts'],
          include: ['src/vite/**/*.test.ts', 'src/node/**/*.test.ts', 'scripts/**/*.test.mjs'],
          // Also a safety net only: a test that compiles a few pages (Shiki's first load included) needs about 2 s of
          // CPU, and at load 28 on 2 cores a process gets a fourteenth of a core, so 30 s was cut off.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
