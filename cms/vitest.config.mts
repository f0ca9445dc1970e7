import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'config/**/*.test.ts'],
    environment: 'node',
    // Image rendering tests rasterise full-size SVGs with sharp.
    testTimeout: 30_000,
  },
});
