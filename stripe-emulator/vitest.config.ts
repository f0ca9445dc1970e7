import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each test fails if an answer or an event it produced differs from Stripe's OpenAPI description.
    setupFiles: ['test/openapi-setup.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
