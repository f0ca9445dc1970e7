import { defineConfig } from 'vitest/config';

// Its own config, so Vitest does not climb to the repository root's (which only runs scripts/).
export default defineConfig({
  // Compiling Stripe's schemas takes a few seconds on a busy machine: more than Vitest's default 5 s.
  test: { include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
});
