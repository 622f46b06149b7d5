import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/test-support/chromium.mjs';

// The app, its database and the stand-in identity provider are started by e2e/global-setup.ts,
// which publishes the app's address in E2E_BASE_URL before the workers start.
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  // A journey is many pages; on CI's loaded 2-core machine tests that took 40 s locally ran past 60 s
  // (the catalog-scale axe test failed a landing at 61 s). Long journeys set more themselves.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    // Summed with vitest's into the closing `tests: N passed, M failed` line (scripts/test.mjs).
    ['json', { outputFile: '.test-reports/playwright.json' }],
  ],
  outputDir: 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath(),
      // Our machines have a closed network: keep Chromium from calling home.
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
