import { defineConfig } from 'vitest/config';

// With TEST_DATABASE_URL the DB suites share one MariaDB/MySQL database and reset it by
// dropping its tables, so test files must not run concurrently against it.
const sharedDatabase = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    fileParallelism: !sharedDatabase,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    env: { LOG_LEVEL: 'silent' },
  },
});
