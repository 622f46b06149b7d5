// The test tiers (docs/architecture.md#tests):
//   npm run test:unit         vitest's `unit` project: pure rules, no build, no database (seconds)
//   npm run test:integration  a production build, then vitest's `integration` project
//   npm run test:e2e          a production build, then Playwright in Chromium
//   npm test                  all three (one build)
// SKIP_BUILD=1 reuses the last build; arguments after `--` go to vitest or Playwright.
// E2E_BASE_URL=https://staging.example npm run test:e2e -- --grep @smoke checks a deployment.
// Every tier runs even when an earlier one failed, and the last line printed is the sum of their
// JSON reports: `tests: N passed, M failed` (what CI reads); the exit code is non-zero when
// anything failed or nothing ran.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './test-support/chromium.mjs';
import { ensureJars } from './db/local-mongo.mjs';
import { failedNames, readCounts, REPORT_DIR } from './test-support/test-counts.mjs';

const TIERS = ['unit', 'integration', 'e2e'];
const mode = process.argv[2] ?? 'all';
if (mode !== 'all' && !TIERS.includes(mode)) {
  console.error(`usage: node scripts/test.mjs [all|${TIERS.join('|')}] [-- args]`);
  process.exit(2);
}
const tiers = mode === 'all' ? TIERS : [mode];
const extra = mode === 'all' ? [] : process.argv.slice(3);
const bin = (name) => path.join('node_modules', '.bin', name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function run(command, args) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;
}

const vitest = (project) =>
  run(bin('vitest'), [
    'run',
    `--project=${project}`,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(REPORT_DIR, `vitest-${project}.json`)}`,
    ...extra,
  ]);

rmSync(REPORT_DIR, { recursive: true, force: true });
mkdirSync(REPORT_DIR, { recursive: true });

const statuses = [];
if (tiers.includes('unit')) statuses.push(vitest('unit'));
// E2E_BASE_URL: Playwright against that deployment (the @smoke subset): no build, no database.
const againstDeployment = mode === 'e2e' && Boolean(process.env.E2E_BASE_URL);
const needsApp = tiers.some((tier) => tier !== 'unit');
if (needsApp) {
  if (tiers.includes('e2e')) ensureChromium();
  if (!againstDeployment) ensureJars();
  const built = process.env.SKIP_BUILD || againstDeployment ? 0 : run(bin('next'), ['build']);
  statuses.push(built);
  if (built === 0) {
    if (tiers.includes('integration')) statuses.push(vitest('integration'));
    if (tiers.includes('e2e')) statuses.push(run(bin('playwright'), ['test', ...extra]));
  }
}

const { passed, failed } = readCounts();
const failedTests = failedNames();
if (failedTests.length > 0) console.log(`\nFailed:\n${failedTests.map((name) => `  ${name}`).join('\n')}`);
// A tier that crashed before writing its report still counts as a failure.
const crashed = statuses.filter((status) => status !== 0).length;
const failures = failed > 0 ? failed : crashed;
console.log(`tests: ${passed} passed, ${failures} failed`);
process.exit(failures > 0 || passed === 0 ? 1 : 0);
