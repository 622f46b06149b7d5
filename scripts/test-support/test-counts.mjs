// The test runners' JSON reports, summed into the one line CI reads (`tests: N passed, M failed`).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const REPORT_DIR = path.resolve(import.meta.dirname, '../../.test-reports');

const read = (name) => {
  const file = path.join(REPORT_DIR, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};

/** Passed and failed tests across vitest's and Playwright's JSON reports (missing ones count 0). */
export function readCounts() {
  const vitest = read('vitest.json');
  const playwright = read('playwright.json');
  // Playwright: `expected` passed as written, `flaky` passed only on a retry (there are none: retries 0).
  const passed =
    (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0);
  const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);
  return { passed, failed };
}
