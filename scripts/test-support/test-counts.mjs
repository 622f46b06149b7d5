// The test runners' JSON reports, summed into the one line CI reads (`tests: N passed, M failed`).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const REPORT_DIR = path.resolve(import.meta.dirname, '../../.test-reports');

const read = (name) => {
  const file = path.join(REPORT_DIR, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};

/** Passed and failed tests across vitest's (one report per tier) and Playwright's JSON reports. */
export function readCounts() {
  const vitest = ['vitest-unit.json', 'vitest-integration.json'].map(read);
  const playwright = read('playwright.json');
  const sum = (field) => vitest.reduce((total, report) => total + (report?.[field] ?? 0), 0);
  // Playwright: `expected` passed as written, `flaky` passed only on a retry (there are none: retries 0).
  const passed = sum('numPassedTests') + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0);
  const failed = sum('numFailedTests') + (playwright?.stats?.unexpected ?? 0);
  return { passed, failed };
}
