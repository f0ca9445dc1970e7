import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  REPO_ROOT,
  RESULTS_DIR,
  TEST_URLS,
  newRunDataDir,
  testStackEnv,
} from './support/stack';

const CI = !!process.env.CI;

// One DATA_DIR per run. The config is evaluated by the runner and again by every worker: the
// runner picks the folder and the workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= newRunDataDir();
const dataDir = process.env.E2E_DATA_DIR;
const stackLog = path.join(dataDir, 'stack.log');
if (!process.env.TEST_WORKER_INDEX && !process.env.E2E_QUIET) {
  console.log(`[e2e] stack: DATA_DIR=${path.relative(REPO_ROOT, dataDir)}, log ${path.relative(REPO_ROOT, stackLog)}`);
}

/** Phone: 390×844 CSS px (iPhone 12–15 size class), touch, mobile Chromium. */
const phone = {
  defaultBrowserType: 'chromium' as const,
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7'].userAgent,
};

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(RESULTS_DIR, 'test-output'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // One worker: the CMS-publish journey changes live content, and 2 cores also run the stack.
  workers: 1,
  reporter: [
    ['list'],
    ['html', { outputFolder: path.join(RESULTS_DIR, 'html-report'), open: 'never' }],
    ['./support/stack-log-reporter.ts'],
  ],
  use: {
    baseURL: TEST_URLS.site,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // Only what depends on the viewport runs twice.
      name: 'phone',
      testMatch: /(accessibility|layout)\.spec\.ts$/,
      grepInvert: /@desktop-only/,
      use: phone,
    },
  ],
  webServer: {
    // Exactly what `npm start` runs, from the repository root, on the test ports.
    command: `node scripts/start.mjs > "${stackLog}" 2>&1`,
    cwd: REPO_ROOT,
    url: TEST_URLS.site,
    env: testStackEnv(dataDir),
    timeout: 10 * 60_000, // first Strapi admin build (~1 min) + seeding + first site build
    reuseExistingServer: !CI,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
