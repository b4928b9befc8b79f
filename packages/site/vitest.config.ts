import { defineConfig } from 'vitest/config';

// End-to-end tests of the built site (packages/site/dist) in Debian's Chromium. Build the site first.
// A config of its own, so vitest never loads vite.config.ts (the rsdocs plugin) for the tests.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // Safety nets, not speed checks: every wait ends as soon as its condition holds. At load 30 on 2 cores (a
    // fresh-clone run beside other builds) single page loads and navigations took 10–30 s, and polls were cut off at
    // Vitest's default of one second.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    expect: { poll: { timeout: 30_000 } },
    // One browser per file; two cores: run files one after another.
    fileParallelism: false,
  },
});
