import { defineConfig } from 'vitest/config';

// Root-level tests: the development scripts of scripts/ (the workspaces have their own configs).
export default defineConfig({
  test: {
    include: ['scripts/**/*.test.ts'],
  },
});
