import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Runs scripts/seed.ts (TypeScript using server-only modules) in a child Node process. */
export function runSeed(args = [], env = process.env) {
  const result = spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', path.join(root, 'scripts', 'seed.ts'), ...args],
    { stdio: 'inherit', env, cwd: root },
  );
  return result.status ?? 1;
}
