// `npm test` (everything), `npm run test:unit` (vitest) and `npm run test:e2e` (Playwright).
// Both suites run against a fresh production build; SKIP_BUILD=1 reuses the last one.
// Every suite runs even when an earlier one failed, and the last line printed is the sum of
// their JSON reports: `tests: N passed, M failed` (what CI reads); the exit code is non-zero
// when anything failed or nothing ran.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './test-support/chromium.mjs';
import { ensureJars } from './db/local-mongo.mjs';
import { readCounts, REPORT_DIR } from './test-support/test-counts.mjs';

const mode = process.argv[2] ?? 'all';
const extra = process.argv.slice(3);
const bin = (name) => path.join('node_modules', '.bin', name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function run(command, args) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;
}

rmSync(REPORT_DIR, { recursive: true, force: true });
mkdirSync(REPORT_DIR, { recursive: true });

const statuses = [];
if (mode === 'all' || mode === 'e2e') ensureChromium();
ensureJars();
if (!process.env.SKIP_BUILD) statuses.push(run(bin('next'), ['build']));
if (statuses.every((status) => status === 0)) {
  if (mode === 'all' || mode === 'unit') {
    statuses.push(
      run(bin('vitest'), [
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${path.join(REPORT_DIR, 'vitest.json')}`,
        ...(mode === 'unit' ? extra : []),
      ]),
    );
  }
  if (mode === 'all' || mode === 'e2e') {
    statuses.push(run(bin('playwright'), ['test', ...(mode === 'e2e' ? extra : [])]));
  }
}

const { passed, failed } = readCounts();
// A suite that crashed before writing its report still counts as a failure.
const crashed = statuses.filter((status) => status !== 0).length;
const failures = failed > 0 ? failed : crashed;
console.log(`tests: ${passed} passed, ${failures} failed`);
process.exit(failures > 0 || passed === 0 ? 1 : 0);
