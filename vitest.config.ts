import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'test/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'bench/test/**/*.test.ts',
      'rulesets/*/test/**/*.test.ts',
      'apps/*/test/**/*.test.ts',
    ],
    pool: 'threads',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
