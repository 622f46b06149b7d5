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

/** Walks Playwright's nested suites: every spec that did not pass, as "file › title". */
function failedSpecs(suite, out = []) {
  for (const spec of suite.specs ?? []) if (!spec.ok) out.push(`${spec.file} › ${spec.title}`);
  for (const child of suite.suites ?? []) failedSpecs(child, out);
  return out;
}

/**
 * The names of the tests that failed, across the reports: printed just above the count line, so a
 * CI log cut to its last lines still says which test failed (a flaky one can then be found).
 */
export function failedNames() {
  const names = [];
  for (const report of ['vitest-unit.json', 'vitest-integration.json'].map(read)) {
    for (const file of report?.testResults ?? []) {
      const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failed) names.push(`${path.relative(process.cwd(), file.name)} › ${test.fullName}`);
      // A file that failed to load or crashed has no failed test of its own.
      if (failed.length === 0 && file.status === 'failed')
        names.push(
          `${path.relative(process.cwd(), file.name)} (${(file.message ?? 'failed').split('\n')[0]})`,
        );
    }
  }
  for (const suite of read('playwright.json')?.suites ?? []) names.push(...failedSpecs(suite));
  return names;
}
