// `npm test` (everything), `npm run test:unit` (vitest) and `npm run test:e2e` (Playwright).
// Both suites run against a fresh production build; SKIP_BUILD=1 reuses the last one.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from './test-support/chromium.mjs';
import { ensureJars } from './db/local-mongo.mjs';

const mode = process.argv[2] ?? 'all';
const extra = process.argv.slice(3);
const bin = (name) => path.join('node_modules', '.bin', name);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

function run(command, args) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (mode === 'all' || mode === 'e2e') ensureChromium();
ensureJars();
if (!process.env.SKIP_BUILD) run(bin('next'), ['build']);
if (mode === 'all' || mode === 'unit') run(bin('vitest'), ['run', ...(mode === 'unit' ? extra : [])]);
if (mode === 'all' || mode === 'e2e') run(bin('playwright'), ['test', ...(mode === 'e2e' ? extra : [])]);
