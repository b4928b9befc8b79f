import { defineConfig } from 'vitest/config';

// Unit tests (src) and the server driven over stdio by the SDK's client (tests/, against packages/site/dist,
// which turbo builds before this package's tests: see the root turbo.json).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
