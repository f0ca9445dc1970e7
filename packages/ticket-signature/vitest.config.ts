import { defineConfig } from 'vitest/config';

// Its own config, so Vitest does not climb to the repository root's (which only runs scripts/).
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
