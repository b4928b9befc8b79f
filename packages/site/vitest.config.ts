import { defineConfig } from 'vitest/config';

// End-to-end tests of the built site (packages/site/dist) in Debian's Chromium. Build the site first.
// A config of its own, so vitest never loads vite.config.ts (the rsdocs plugin) for the tests.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One browser per file; two cores: run files one after another.
    fileParallelism: false,
  },
});
